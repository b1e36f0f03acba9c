#!/usr/bin/env bash
# Builds and tests the example consumer against the library in the parent directory, as an
# importer would (by path, through its products and test-support products only). Run from
# anywhere; CI calls it from .ci/run. Its build products live in Examples/.build.
set -euo pipefail
cd "$(dirname "$0")"
swift format lint --strict --recursive Sources Tests Package.swift
swift build --build-tests --explicit-target-dependency-import-check error
swift test --skip-build
# The example builds for Apple platforms too: the library's availability gate over its sources.
../scripts/availability-check --package-path . --no-build

# auto-matcher, run as a tool is run, against the library's loopback API server.
port_file="$(mktemp)"
python3 ../Sources/DataTesting/Resources/api_server.py --port 0 > "$port_file" &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$port_file"' EXIT
for _ in $(seq 100); do [ -s "$port_file" ] && break; sleep 0.1; done
swift run --skip-build auto-matcher --base-url "http://127.0.0.1:$(head -n1 "$port_file")"
