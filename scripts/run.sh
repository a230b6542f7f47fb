#!/usr/bin/env bash
# Opens Touch Playground. On a fresh Debian 12 machine with Swift it first installs the Debian packages the
# build needs (GTK 4 and its Cairo, Pango and gdk-pixbuf), then builds in release mode and opens the window.
# Arguments go to the app: scripts/run.sh --scene image-viewer
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-packages.sh pkg-config libgtk-4-dev libadwaita-1-dev libcairo2-dev libpango1.0-dev libgdk-pixbuf-2.0-dev fonts-dejavu-core
swift build -c release --product touch-playground
exec .build/release/touch-playground "$@"
