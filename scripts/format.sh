#!/usr/bin/env bash
# Formats every Swift source with the toolchain's swift-format, as .swift-format says; CI fails on unformatted
# code (scripts/test.sh runs `swift format lint --strict`).
set -euo pipefail
cd "$(dirname "$0")/.."
swift format format --in-place --recursive Sources Tests Package.swift
