#!/usr/bin/env bash
# Usage: scripts/check-snippets.sh — compiles every ```swift block of README.md, docs/, the DocC catalogs and the `///` doc comments of Sources/ as an importer pastes it; exit 1 on any failure.
#
# Each block becomes the only file of its own target in one generated importer package
# (.build-snippets/, kept between runs so the next run is incremental) that depends on every
# library product of this package by path; a block containing `@Test` becomes a test target
# (built with --build-tests). The targets are libraries in Swift 6 language mode: a block must
# be what an importer can paste into a file of their own module — declarations, with its imports.
# One `swift build` compiles all blocks in parallel; each compiler error is reported at the
# `file:line` of the block it comes from. Fails, too, when fewer than 10 swift blocks exist.
#
# Doc-comment blocks (```swift inside `///` lines of Sources/**/*.swift) are read as a reader of
# Quick Help sees them — a few lines using the symbol — so the script adds what they leave out:
# - `import` of every library product's modules and Foundation (and Testing in a `@Test` block);
# - a block without `@Test` is the body of `func snippet() async throws { … }` (statements run
#   there; a type or function it declares is local to it); a block with `@Test` is file-level
#   code of a test target, as in the articles; a block that writes its own `import` lines is a
#   whole file as written (nothing added).
# - Setup lines: a line `//# CODE` is compiled as `CODE` (the `//# ` removed). Readers see it as a
#   comment that names the context (`//# let client: MatchmakingClient = …`); DocC and Quick Help
#   have no hidden lines, so Rust's `# ` prefix would show as broken Swift. Keep them few.
# A fence that is not Swift meant to compile as an importer's code (output, a sketch with `…`,
# code of an internal module) is written ``` without `swift`, and is not read.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-snippets"
minimum=10

mkdir -p "$work"
# Extract the blocks and write the package: Sources/SnippetN/SnippetN.swift or
# Tests/SnippetNTests/SnippetNTests.swift, and blocks.tsv (target, file, the line the generated
# file's line 1 maps to, the column shift, the fence's line).
python3 - "$root" "$work" "$minimum" <<'PY'
import json, os, re, shutil, subprocess, sys

root, work, minimum = sys.argv[1], sys.argv[2], int(sys.argv[3])

def markdown_files():
    files = [os.path.join(root, "README.md")]
    skip = {".build", ".git", ".swiftpm"}
    for top in ("docs", "Sources", "Examples"):
        for directory, subdirectories, names in os.walk(os.path.join(root, top)):
            subdirectories[:] = sorted(d for d in subdirectories
                                       if d not in skip and not d.startswith(".build"))
            in_docs = top == "docs"
            in_catalog = ".docc" in os.path.relpath(directory, root).split(os.sep)[-1] or any(
                part.endswith(".docc") for part in os.path.relpath(directory, root).split(os.sep))
            if in_docs or in_catalog:
                files += [os.path.join(directory, n) for n in sorted(names) if n.endswith(".md")]
    return [f for f in files if os.path.isfile(f)]

def swift_files():
    skip = {".build", ".git", ".swiftpm"}
    files = []
    for directory, subdirectories, names in os.walk(os.path.join(root, "Sources")):
        subdirectories[:] = sorted(d for d in subdirectories
                                   if d not in skip and not d.endswith(".docc"))
        files += [os.path.join(directory, n) for n in sorted(names) if n.endswith(".swift")]
    return files

opening = re.compile(r"^(\s*)```swift\s*$")
blocks = []
for path in markdown_files():
    lines = open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        match = opening.match(lines[index])
        if not match:
            index += 1
            continue
        indent = match.group(1)
        start = index + 1
        end = start
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        body = [line[len(indent):] if line.startswith(indent) else line.lstrip()
                for line in lines[start:end]]
        blocks.append((os.path.relpath(path, root), start + 1, len(indent), "\n".join(body) + "\n"))
        index = end + 1

doc_line = re.compile(r"^\s*/// ?(.*)$")
doc_blocks = set()
for path in swift_files():
    lines = open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        match = doc_line.match(lines[index])
        if not match or match.group(1).strip() != "```swift":
            index += 1
            continue
        start = index + 1
        end = start
        while end < len(lines):
            inner = doc_line.match(lines[end])
            if not inner or inner.group(1).strip() == "```":
                break
            end += 1
        body = []
        for line in lines[start:end]:
            text = doc_line.match(line).group(1)
            stripped = text.lstrip()
            if stripped.startswith("//# ") or stripped == "//#":
                text = text[:len(text) - len(stripped)] + stripped[4:]
            body.append(text)
        doc_blocks.add(len(blocks))
        blocks.append((os.path.relpath(path, root), start + 1, -1, "\n".join(body) + "\n"))
        index = end + 1

dump = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                 capture_output=True, text=True).stdout)
products = [p["name"] for p in dump["products"] if "library" in p["type"]]
identity = os.path.basename(root)

for name in ("Sources", "Tests"):
    shutil.rmtree(os.path.join(work, name), ignore_errors=True)
targets, table = [], []
modules = [t for p in dump["products"] if "library" in p["type"] for t in p["targets"]]
imports = "".join("import %s\n" % m for m in sorted(set(modules)) + ["Foundation"])
for number, (path, line, indent, body) in enumerate(blocks, start=1):
    fence = line - 1
    is_test = "@Test" in body
    if number - 1 in doc_blocks:
        prelude = imports + ("import Testing\n" if is_test else "")
        # A block that writes its own imports is a whole file, as an article's block is.
        is_file = any(l.startswith("import ") for l in body.split("\n"))
        # Line numbers: the prelude and the wrapper's opening line come before the block.
        if is_file:
            offset = 0
        elif is_test:
            body = prelude + body
            offset = prelude.count("\n")
        else:
            indented = "".join("  " + l + "\n" if l else "\n" for l in body.rstrip("\n").split("\n"))
            body = prelude + "func snippet() async throws {\n" + indented + "}\n"
            offset = prelude.count("\n") + 1
        line -= offset
        indent = 0 if (is_test or is_file) else -2
    name = "Snippet%d%s" % (number, "Tests" if is_test else "")
    directory = os.path.join(work, "Tests" if is_test else "Sources", name)
    os.makedirs(directory)
    with open(os.path.join(directory, name + ".swift"), "w", encoding="utf-8") as file:
        file.write(body)
    targets.append((name, is_test))
    table.append("%s\t%s\t%d\t%d\t%d" % (name, path, line, indent, fence))

dependencies = ", ".join('.product(name: "%s", package: "%s")' % (p, identity) for p in products)
declarations = "\n".join(
    '    .%s(name: "%s", dependencies: [%s]),' % ("testTarget" if test else "target", name,
                                                 dependencies)
    for name, test in targets)
manifest = """// swift-tools-version:6.2
// Generated by scripts/check-snippets.sh: one target per ```swift block of the docs.
import PackageDescription

let package = Package(
  name: "Snippets",
  dependencies: [.package(path: %s)],
  targets: [
%s
  ],
  swiftLanguageModes: [.v6]
)
""" % (json.dumps(root), declarations)
with open(os.path.join(work, "Package.swift"), "w", encoding="utf-8") as file:
    file.write(manifest)
with open(os.path.join(work, "blocks.tsv"), "w", encoding="utf-8") as file:
    file.write("\n".join(table) + "\n")
print("check-snippets: %d swift blocks in %d files" % (len(blocks), len({b[0] for b in blocks})))
if len(blocks) < minimum:
    sys.exit("check-snippets: only %d swift blocks, at least %d must exist" % (len(blocks), minimum))
PY

# One build compiles every block. The build stops scheduling new work after a failure, so the
# failing targets are reported, excluded, and the rest built again until the build succeeds.
# As many jobs as blocks: every block's compile starts at once, so the failing ones fail in the
# same round (the build waits for running jobs before it stops).
jobs=$(($(wc -l <"$work/blocks.tsv") + 1))
log="$work/build.log"
: >"$work/failures.log"
excluded=()
while :; do
  if (cd "$work" && swift build --build-tests -j "$jobs" "$@" >"$log" 2>&1); then
    break
  fi
  failing=$(grep -E "^$work/(Sources|Tests)/[A-Za-z0-9]+/[^:]+:[0-9]+:[0-9]+: error:" "$log" \
    | sed -E "s#^$work/(Sources|Tests)/([A-Za-z0-9]+)/.*#\\2#" | sort -u || true)
  if [[ -z "$failing" ]]; then
    echo "check-snippets: the build failed outside the snippets:" >&2
    tail -40 "$log" >&2
    exit 1
  fi
  cat "$log" >>"$work/failures.log"
  for target in $failing; do
    excluded+=("$target")
    rm -rf "$work/Sources/$target" "$work/Tests/$target"
    python3 - "$work/Package.swift" "$target" <<'PY'
import sys
path, target = sys.argv[1], sys.argv[2]
lines = open(path, encoding="utf-8").read().split("\n")
lines = [l for l in lines if '(name: "%s",' % target not in l]
open(path, "w", encoding="utf-8").write("\n".join(lines))
PY
  done
done

# Map each error back to the block's file:line and report.
python3 - "$work" "${excluded[@]+"${excluded[@]}"}" <<'PY'
import os, re, sys
work, excluded = sys.argv[1], sys.argv[2:]
blocks = {}
for row in open(os.path.join(work, "blocks.tsv"), encoding="utf-8").read().split("\n"):
    if row:
        name, path, line, indent, fence = row.split("\t")
        blocks[name] = (path, int(line), int(indent), int(fence))
diagnostic = re.compile(
    re.escape(work) + r"/(?:Sources|Tests)/([A-Za-z0-9]+)/[^:]+\.swift:(\d+):(\d+): (error|warning): (.*)")
found = {}
for line in open(os.path.join(work, "failures.log"), encoding="utf-8", errors="replace"):
    match = diagnostic.match(line.strip())
    if match:
        name, row, column, kind, message = match.groups()
        path, first, indent, _ = blocks[name]
        text = "%s:%d:%d: %s: %s" % (path, first + int(row) - 1, int(column) + indent, kind, message)
        found.setdefault(name, [])
        if text not in found[name]:
            found[name].append(text)
failed = [name for name in blocks if name in excluded]
for name in failed:
    path, _, _, fence = blocks[name]
    errors = [e for e in found.get(name, []) if ": error: " in e]
    print("FAIL %s:%d (%s)" % (path, fence, name))
    for error in errors[:5] or ["(no error line captured; see %s/failures.log)" % work]:
        print("  " + error)
    if len(errors) > 5:
        print("  … and %d more errors" % (len(errors) - 5))
print("check-snippets: %d of %d swift blocks compile" % (len(blocks) - len(failed), len(blocks)))
sys.exit(1 if failed else 0)
PY
