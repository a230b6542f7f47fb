#!/usr/bin/env bash
# Builds touch-playground in release mode with SwiftPM for meson: SWIFT SOURCE_ROOT SCRATCH_FOLDER OUTPUT.
# The build's own folder (SCRATCH_FOLDER, inside meson's build folder) keeps the source tree clean.
set -euo pipefail
swift=$1 source_root=$2 scratch=$3 output=$4
"$swift" build -c release --package-path "$source_root" --scratch-path "$scratch" --product touch-playground
cp "$("$swift" build -c release --package-path "$source_root" --scratch-path "$scratch" --show-bin-path)/touch-playground" "$output"
