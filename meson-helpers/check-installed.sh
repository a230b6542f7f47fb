#!/usr/bin/env bash
# Runs the installed binary headless from an empty folder, with no source tree in reach:
# BINARY PKGDATADIR VERSION. Skipped (exit 77) before `meson install`.
set -euo pipefail
binary=$1 pkgdatadir=$2 version=$3
if [ ! -x "$binary" ]; then
  echo "not installed yet: $binary (run meson install first)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
unset TOUCH_PLAYGROUND_DATA DISPLAY WAYLAND_DISPLAY

test "$("$binary" --version)" = "$version" || { echo "--version says '$("$binary" --version)', meson says $version"; exit 1; }
"$binary" scenes | grep -q '^image-viewer ' || { echo "scenes does not list image-viewer"; exit 1; }
"$binary" replay "$pkgdatadir/traces/double-tap.json" --scene image-viewer --seed 1 \
  --state state.json --png frame.png --log log.jsonl 2> replay.err
# A photo or sticker that is not found is a warning on standard error.
test ! -s replay.err || { echo "replay warned:"; cat replay.err; exit 1; }
grep -q '"image": "chelsea.png"' state.json || { echo "the double tap did not show the installed second photo"; cat state.json; exit 1; }
head -c 4 frame.png | grep -q PNG || { echo "frame.png is not a PNG"; exit 1; }
"$binary" replay "$pkgdatadir/traces/empty.json" --scene direct-manipulation --state sticker.json 2> sticker.err
test ! -s sticker.err || { echo "replay warned:"; cat sticker.err; exit 1; }
# The sample lessons are installed and listed, and each replays its own trace headless.
"$binary" scenes | grep -q "$pkgdatadir/scenes/tap-vs-double-tap.json" || { echo "scenes does not list the installed lessons"; exit 1; }
"$binary" replay "$pkgdatadir/scenes/traces/tap-vs-double-tap.json" --scene-file "$pkgdatadir/scenes/tap-vs-double-tap.json" \
  --log lesson.jsonl 2> lesson.err
test ! -s lesson.err || { echo "the lesson warned:"; cat lesson.err; exit 1; }
grep -q '"recognizer":"double-tap","view":"card","state":"ended"' lesson.jsonl || { echo "the lesson's double tap did not recognize"; exit 1; }
"$binary" replay "$pkgdatadir/traces/double-tap.json" --scene-file "$pkgdatadir/scenes/image-viewer.json" --seed 1 \
  --state lesson-state.json 2> lesson.err
grep -q '"photo": "chelsea.png"' lesson-state.json || { echo "the image viewer as a file did not find the installed photos"; cat lesson-state.json; exit 1; }
# The sample lessons that ask find their questions' traces where they were installed.
"$binary" answers predict-the-winner > answers.out 2> answers.err || { echo "answers failed:"; cat answers.err; exit 1; }
grep -q "recognized: double-tap; failed: single-tap" answers.out || { echo "answers did not work out the double tap"; cat answers.out; exit 1; }
# With no display, opening the window says so in one line and fails.
if "$binary" --scene tray 2> window.err; then echo "the window opened with no display"; exit 1; fi
grep -q "cannot open a window: no display" window.err || { cat window.err; exit 1; }
echo "installed binary: --version, scenes, replay with its photos and sticker, the sample lessons and their answers, and no-display message all work"
