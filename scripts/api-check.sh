#!/usr/bin/env bash
# Fails when the public API breaks importers without the version saying so.
#
# The last release is recorded in `api-baseline.json` ({"version": …, "commit": …}); the version
# being developed is in `VERSION`. SemVer: a breaking change needs a new major version — or,
# while the major is 0, a new minor. When `VERSION` has made that bump over the baseline, breaking
# changes are reported but allowed; otherwise any breaking change in any library module of the
# baseline fails the check (`swift package diagnose-api-breaking-changes`).
set -euo pipefail
cd "$(dirname "$0")/.."

read -r base_version base_commit < <(python3 -c '
import json; b = json.load(open("api-baseline.json")); print(b["version"], b["commit"])')
current=$(tr -d '[:space:]' <VERSION)

breaking_allowed=$(python3 - "$base_version" "$current" <<'PY'
import sys
def parse(v): return [int(x) for x in v.split("-")[0].split(".")]
base, cur = parse(sys.argv[1]), parse(sys.argv[2])
if cur < base: sys.exit(f"VERSION {sys.argv[2]} is older than the baseline {sys.argv[1]}")
if base[0] == 0: print("yes" if cur[0] > 0 or cur[1] > base[1] else "no")
else: print("yes" if cur[0] > base[0] else "no")
PY
)

if ! git cat-file -e "$base_commit^{commit}" 2>/dev/null; then
  echo "api-check: baseline commit $base_commit (release $base_version) is not in this clone" >&2
  exit 1
fi

echo "api-check: $current against release $base_version ($base_commit); breaking allowed: $breaking_allowed"
if swift package diagnose-api-breaking-changes "$base_commit"; then
  echo "api-check: no breaking change"
elif [[ "$breaking_allowed" == yes ]]; then
  echo "api-check: breaking changes above are allowed by the version bump $base_version → $current"
else
  echo "api-check: breaking change without a version bump: bump VERSION (major, or minor while 0.x) and say so in CHANGELOG.md" >&2
  exit 1
fi
