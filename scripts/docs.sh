#!/usr/bin/env bash
# Builds the DocC catalog of every library module and checks it:
#   - each library product's module has a catalog `<folder>/<Module>.docc` with a landing page;
#   - `docc convert` prints no warning (broken links, unknown symbols, …);
#   - at least MIN_COVERAGE % of the module's public symbols have a documentation abstract.
#
# Usage: scripts/docs.sh [Module ...]        (default: every library product's module)
# Env:   MIN_COVERAGE (default 95), OUT (default .build-docs/site), KEEP_GOING=1 (report all)
set -euo pipefail
cd "$(dirname "$0")/.."

min=${MIN_COVERAGE:-95}
out=${OUT:-.build-docs/site}
mkdir -p .build-docs "$out"

# Module name and source folder of every library product, read from the manifest.
swift package describe --type json >.build-docs/package.json
mapfile -t modules < <(python3 - "$@" <<'EOF'
import json, sys
d = json.load(open('.build-docs/package.json'))
paths = {t['name']: t['path'] for t in d['targets']}
wanted = set(sys.argv[1:])
seen = []
for p in d['products']:
    if 'library' not in p['type']:
        continue
    for t in p['targets']:
        if t not in seen and (not wanted or t in wanted):
            seen.append(t)
            print(f"{t} {paths[t]}")
EOF
)

# The public symbol graph of every module (and its extensions of the others), extracted by
# swift-symbolgraph-extract from the modules of the ordinary debug build in .build: an up-to-date
# build (CI's first step) is reused, not repeated. (Emitting the graphs while compiling needs
# `-Xswiftc -emit-symbol-graph…` flags, which no other build uses: a whole build of its own.)
# `--skip-inherited-docs`: the compiler's graphs give a member no doc comment of the protocol
# requirement it implements; without it the extractor copies one in, and an undocumented
# `init(from:)` would count as documented. Checked against the compiler's graphs: the same
# symbols and doc comments in every module (the extractor adds only the implicit `conformsTo
# SendableMetatype` relationships of main-actor types).
dump=$(swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
  --skip-inherited-docs)
graphs=$(sed -n 's/^Files written to //p' <<<"$dump" | tail -n1)
if [[ -z "$graphs" || ! -d "$graphs" ]]; then
  printf '%s\n' "$dump" >&2
  echo "docs: swift package dump-symbol-graph wrote no symbol graph directory" >&2
  exit 1
fi

failed=0
printf '%-26s %10s %s\n' module coverage result
for entry in "${modules[@]}"; do
  read -r module folder <<<"$entry"
  catalog="$folder/$module.docc"
  if [[ ! -f "$catalog/$module.md" ]]; then
    printf '%-26s %10s %s\n' "$module" - "no catalog landing page at $catalog/$module.md"
    failed=1
    continue
  fi
  own=$(mktemp -d)
  cp "$graphs/$module.symbols.json" "$own/"
  compgen -G "$graphs/$module@*.symbols.json" >/dev/null && cp "$graphs/$module"@*.symbols.json "$own/"
  log=$(mktemp)
  docc convert "$catalog" --additional-symbol-graph-dir "$own" \
    --fallback-display-name "$module" --fallback-bundle-identifier "dev.cleanmatchmaking.$module" \
    --output-path "$out/$module" --experimental-documentation-coverage \
    --coverage-summary-level brief >"$log" 2>&1 || { cat "$log" >&2; failed=1; }
  # The "Abstract" column of the brief summary: documented/total per symbol kind.
  coverage=$(awk -F'|' '/^(Types|Members|Globals)/ {
      if (match($2, /\(([0-9]+)\/([0-9]+)\)/)) { split(substr($2, RSTART + 1, RLENGTH - 2), f, "/"); d += f[1]; t += f[2] }
    } END { if (t == 0) print "100.0"; else printf "%.1f", 100 * d / t }' "$log")
  warnings=$(grep -c 'warning:' "$log" || true)
  result=ok
  if [[ "$warnings" != 0 ]]; then
    result="$warnings docc warning(s)"
    grep 'warning:' "$log" >&2
    failed=1
  fi
  if awk -v c="$coverage" -v m="$min" 'BEGIN { exit !(c < m) }'; then
    result="below $min %"
    failed=1
  fi
  printf '%-26s %9s%% %s\n' "$module" "$coverage" "$result"
  rm -rf "$own" "$log"
done
exit $failed
