#!/usr/bin/env bash
# Opens Touch Playground. On a fresh Debian 12 machine with Swift it first installs the Debian packages the
# build needs (GTK 4 and its Cairo, Pango and gdk-pixbuf), then builds in release mode and opens the window.
# Arguments go to the app: scripts/run.sh --scene image-viewer
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-packages.sh pkg-config libgtk-4-dev libadwaita-1-dev libcairo2-dev libpango1.0-dev libgdk-pixbuf-2.0-dev fonts-dejavu-core
if [ ! -x .build/release/touch-playground ]; then
  echo "Building Touch Playground in release mode. The first build compiles the app and the Swift packages it"
  echo "uses and takes several minutes on a two-core machine (later builds only what changed). The six"
  echo "\"prohibited flag(s): -pthread\" warnings SwiftPM prints are harmless (see the README)."
fi
swift build -c release --product touch-playground
exec .build/release/touch-playground "$@"
