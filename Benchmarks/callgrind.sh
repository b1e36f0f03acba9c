#!/usr/bin/env bash
# Instructions per operation for every benchmark case, counted by callgrind: the stable figure
# on noisy shared machines (wall-clock ns/op from `swift run -c release benchmarks` is not).
#
# Each CASE/VARIANT loop runs at two counts under callgrind; setup and process start cancel out:
#   instructions/op = (total(N2) - total(N1)) / (N2 - N1)
#
# Usage: Benchmarks/callgrind.sh [CASE/VARIANT ...]   (default: all, see `benchmarks --list`)
# Env:   N1, N2 (loop counts, default 20000 and 120000); KEEP=1 keeps the out files.
set -euo pipefail
cd "$(dirname "$0")/.."

n1=${N1:-20000}
n2=${N2:-120000}

swift build -c release --product benchmarks >&2
binary="$(swift build -c release --show-bin-path)/benchmarks"
work=$(mktemp -d)
if [[ -z "${KEEP:-}" ]]; then trap 'rm -rf "$work"' EXIT; fi
# valgrind cannot read the DWARF the Swift toolchain emits; symbols stay, debug info goes.
strip --strip-debug -o "$work/benchmarks" "$binary"

if [[ $# -gt 0 ]]; then names=("$@"); else mapfile -t names < <("$work/benchmarks" --list); fi

# The `request` cases talk to the Python fixture server. Under valgrind `Process.run` fails on
# valgrind's own descriptors, so the server is started here and named by BENCHMARK_BASE_URL.
if printf '%s\n' "${names[@]}" | grep -q '^request'; then
  coproc SERVER { exec python3 Sources/DataTesting/Resources/api_server.py --port 0 --exit-on-stdin-eof; }
  read -r port <&"${SERVER[0]}"
  export BENCHMARK_BASE_URL="http://127.0.0.1:$port"
fi

total_instructions() { # CASE COUNT OUT
  valgrind --tool=callgrind --callgrind-out-file="$3" "$work/benchmarks" \
    --callgrind "$1" --count "$2" >/dev/null 2>"$3.log" || {
    cat "$3.log" >&2
    return 1
  }
  awk '/^(summary|totals):/ { print $2; exit }' "$3"
}

printf '%-28s %14s\n' "case/variant" "instructions/op"
for name in "${names[@]}"; do
  file=${name//[^A-Za-z0-9]/_}
  first=$(total_instructions "$name" "$n1" "$work/$file.$n1.out")
  second=$(total_instructions "$name" "$n2" "$work/$file.$n2.out")
  awk -v name="$name" -v a="$first" -v b="$second" -v n1="$n1" -v n2="$n2" \
    'BEGIN { printf "%-28s %14.1f\n", name, (b - a) / (n2 - n1) }'
done
if [[ -n "${KEEP:-}" ]]; then echo "out files kept in $work" >&2; fi
