#!/usr/bin/env bash
# Usage: scripts/sanitized-tests.sh address|thread SCRATCH FILTER
#
# Runs `swift test --filter FILTER` under a sanitizer (`--sanitize=address|thread`, its own
# scratch path SCRATCH), building under that sanitizer only what the selected tests run: the test
# targets that hold a test FILTER selects and the targets they depend on — not the demo, the
# benchmarks, the store or the other test targets, which no selected test executes.
#
# How: SwiftPM links every test target of a package into one test binary, so `swift test` under a
# sanitizer instruments the whole package. This script writes a package of the same name at
# SCRATCH/package whose Sources/ and Tests/ are symbolic links to this checkout's and whose
# manifest is this Package.swift with the unused targets and every product dropped (lines appended
# to it; the same sources, settings and flags), then builds and runs that package's tests.
#
# Coverage is the same as `swift test --sanitize=… --filter FILTER` on the whole package, and the
# script proves it on every run: the tests FILTER selects in the whole package's test list are
# read from the debug build in .build (build it first: `swift build --build-tests`), and the run
# fails unless the smaller package lists exactly the same selected tests.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
[[ $# == 3 ]] || { sed -n '2p' "$0" >&2; exit 2; }
sanitizer=$1 scratch=$2 filter=$3
package="$scratch/package"
mkdir -p "$package"

# Every test of the whole package; the ones FILTER selects (as `swift test --filter` reads it:
# a regular expression searched in `Target.Suite/test`).
if ! swift test list --skip-build >"$scratch/all-tests.txt" 2>"$scratch/list.log"; then
  cat "$scratch/list.log" >&2
  echo "sanitized-tests: no test binary in .build to list the tests: swift build --build-tests first" >&2
  exit 1
fi
grep -E -- "$filter" "$scratch/all-tests.txt" | sort >"$scratch/selected.txt" || true
if [[ ! -s "$scratch/selected.txt" ]]; then
  echo "sanitized-tests: the filter '$filter' selects no test" >&2
  exit 1
fi
test_targets=$(cut -d. -f1 "$scratch/selected.txt" | sort -u)

# The manifest: Package.swift, then the lines that keep only those test targets and their
# dependencies (transitively, from `swift package dump-package`).
swift package dump-package >"$scratch/package.json"
python3 - "$scratch/package.json" "$root" "$package" $test_targets <<'PY'
import json, os, sys
manifest, root, package, wanted = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
targets = {t["name"]: t for t in json.load(open(manifest))["targets"]}
kept, todo = set(), list(wanted)
while todo:
    name = todo.pop()
    if name in kept:
        continue
    kept.add(name)
    for dependency in targets[name]["dependencies"]:
        for kind in ("byName", "target"):
            if kind in dependency:
                todo.append(dependency[kind][0])
        if "product" in dependency:
            sys.exit("sanitized-tests: %s depends on a product of another package" % name)
# The folders the kept targets live in, linked into the generated package.
folders = {(targets[n].get("path") or ("Tests" if targets[n]["type"] == "test" else "Sources"))
           .split("/")[0] for n in kept}
for folder in folders:
    link = os.path.join(package, folder)
    if os.path.islink(link):
        os.unlink(link)
    os.symlink(os.path.join(root, folder), link)
text = open(os.path.join(root, "Package.swift"), encoding="utf-8").read()
text += """
// Appended by scripts/sanitized-tests.sh: only the targets the selected tests build, no product.
let sanitizedTargets: Set<String> = [%s]
package.targets = package.targets.filter { sanitizedTargets.contains($0.name) }
package.products = []
""" % ", ".join(json.dumps(n) for n in sorted(kept))
path = os.path.join(package, "Package.swift")
if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
    open(path, "w", encoding="utf-8").write(text)
print("sanitized-tests: test targets %s: %d of the package's %d targets built"
      % (" ".join(sorted(wanted)), len(kept), len(targets)))
PY

build=(--package-path "$package" --scratch-path "$scratch" --sanitize="$sanitizer")
swift build --build-tests "${build[@]}"

# The proof that nothing the filter selects was left out.
swift test list --skip-build "${build[@]}" 2>/dev/null | grep -E -- "$filter" | sort >"$scratch/selected-here.txt" || true
if ! cmp -s "$scratch/selected.txt" "$scratch/selected-here.txt"; then
  echo "sanitized-tests: the generated package does not list the same selected tests as the whole package:" >&2
  diff "$scratch/selected.txt" "$scratch/selected-here.txt" >&2 || true
  exit 1
fi
echo "sanitized-tests: $(wc -l <"$scratch/selected.txt") selected tests, the same as in the whole package"

swift test --skip-build "${build[@]}" --filter "$filter"
