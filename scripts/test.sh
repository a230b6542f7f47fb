#!/usr/bin/env bash
# Runs every test of Touch Playground. On a fresh Debian 12 machine with Swift it first installs the
# Debian packages the build and the tests need (GTK 4, Cairo, Pango, gdk-pixbuf, a font; Xvfb, xdotool and
# ImageMagick to drive and photograph the real window, Openbox for full screen; GTK's Broadway server, Chromium and Python's
# websocket client to send it real multi-touch; GNOME's compositor mutter with PipeWire and python3-dbus to touch it as a GNOME tablet does; PyGObject's GTK 4 to drag a file onto it, and its AT-SPI
# bindings with the accessibility bus to read the window as a screen reader does; the desktop-file and AppStream validators; meson and ninja
# to install it, patchelf to drop the libraries the self-contained binary never calls; gdb, for the stacks of a window that
# never draws its first frame), so this one command is enough.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-packages.sh pkg-config libcairo2-dev libpango1.0-dev libgdk-pixbuf-2.0-dev libpng-dev libgtk-4-dev libadwaita-1-dev \
  fonts-dejavu-core xvfb xauth xdotool imagemagick desktop-file-utils appstream \
  libgtk-4-bin chromium python3-websocket python3-gi gir1.2-gtk-4.0 gir1.2-atspi-2.0 at-spi2-core dbus-daemon openbox x11-utils meson ninja-build patchelf \
  mutter pipewire pipewire-bin python3-dbus gdb xclip

echo "== checking the format (.swift-format; run scripts/format.sh to apply it)"
if ! swift format lint --strict --recursive Sources Tests Package.swift; then
  echo "error: the sources are not formatted (above); run scripts/format.sh" >&2
  exit 1
fi

echo "== checking file sizes (no file in Sources over 400 lines)"
scripts/check-sizes.sh

echo "== building (any compiler warning in our sources fails the run; a first build takes several minutes,"
echo "   and SwiftPM's \"prohibited flag(s): -pthread\" warnings about GTK's pkg-config flags are harmless)"
mkdir -p .build
swift build --build-tests 2>&1 | tee .build/test-build.log
if grep -E "/(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" .build/test-build.log; then
  echo "error: the build has warnings (above); the project builds warning-free" >&2
  exit 1
fi

echo "== testing"
swift test --skip-build

echo "== fuzzing the trace reader and every scene's replay (two minutes; scripts/fuzz.sh SECONDS runs longer)"
scripts/fuzz.sh 120

echo "== the core's and the scenes' tests, and the fuzzer, under the address sanitizer (scripts/sanitize.sh)"
scripts/sanitize.sh 60

echo "== installing with meson into a temporary prefix, then meson test (validators, icons, the installed binary)"
prefix=$(mktemp -d)
meson_build=.build/meson
rm -rf "$meson_build"
meson setup "$meson_build" meson-helpers --prefix="$prefix"
meson compile -C "$meson_build"
meson install -C "$meson_build" --quiet
meson test -C "$meson_build" --print-errorlogs
rm -rf "$prefix"

echo "== the Debian package, made from that release build: lintian, apt install, run with the toolchain hidden, removed"
packages=$(mktemp -d)
scripts/build-deb.sh "$packages" "$meson_build"
if [ "$(id -u)" -eq 0 ]; then
  scripts/check-deb.sh "$packages"/touch-playground_*.deb
else
  echo "not root: the package is built but not installed; run sudo scripts/check-deb.sh on it"
fi
rm -rf "$packages"
