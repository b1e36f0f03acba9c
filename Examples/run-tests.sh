#!/usr/bin/env bash
# Builds and tests the example consumer against the library in the parent directory, as an
# importer would (by path, through its products and test-support products only). Run from
# anywhere; CI calls it from .ci/run. Its build products live in Examples/.build.
set -euo pipefail
cd "$(dirname "$0")"
swift format lint --strict --recursive Sources Tests Package.swift
swift build --build-tests --explicit-target-dependency-import-check error
swift test --skip-build
