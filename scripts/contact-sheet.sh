#!/usr/bin/env bash
# Screenshots of every scene, the main menu, the help and the timeline in the real window, at one screen
# size and in one language, tiled into one contact sheet to look at in one go.
#
#   scripts/contact-sheet.sh WIDTHxHEIGHT LANGUAGE OUT.png     # e.g. 360x720 fr sheet-360-fr.png
#   scripts/contact-sheet.sh all FOLDER                        # 360x720 and 1920x1080, en and fr: four sheets
#
# Each scene is opened at the size (the window fills an Xvfb screen of that size), touched once in the middle
# of its canvas so the chain and the panel show, and taken; then the menu (F10), the help (F1) and the timeline
# (Ctrl+T, after a tap). LANGUAGE is `en` or `fr` (po/fr.po compiled on the way). Needs a build of
# touch-playground, Xvfb, xdotool, msgfmt and ImageMagick (scripts/test.sh installs them).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

if [ "${1:-}" = all ]; then
  out=${2:?a folder for the sheets}
  mkdir -p "$out"
  for size in 360x720 1920x1080; do
    for language in en fr; do "$0" "$size" "$language" "$out/sheet-$size-$language.png"; done
  done
  exit 0
fi

size=${1:?WIDTHxHEIGHT} language=${2:?en or fr} out=${3:?OUT.png}
width=${size%x*} height=${size#*x}
app=$(ls -t "$here"/.build/{release,debug}/touch-playground 2>/dev/null | head -1 || true)
[ -x "$app" ] || { echo "contact-sheet: build touch-playground first (swift build)" >&2; exit 1; }
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 "${width}x${height}x24" -nolisten tcp &
sleep 1
export DISPLAY=$display GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 LANG=C.UTF-8 LC_ALL=
if [ "$language" = fr ]; then
  mkdir -p "$work/locale/fr/LC_MESSAGES"
  msgfmt --check -o "$work/locale/fr/LC_MESSAGES/touch-playground.mo" "$here/po/fr.po"
  export LANGUAGE=fr TOUCH_PLAYGROUND_LOCALEDIR="$work/locale"
else
  export LANGUAGE=en
fi

# The window at the screen's size, from settings of its own (nothing remembered from other runs).
mkdir -p "$work/config/touch-playground" "$work/data"
printf '{"window": {"width": %d, "height": %d}}\n' "$width" "$height" >"$work/config/touch-playground/settings.json"
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"

status="$work/status.json"
# Waits until the app has drawn a frame after the one counted in $1 (and at most 10 s).
frame() { python3 -c "import json; print(json.load(open('$status'))['frame'])" 2>/dev/null || echo 0; }
settle() {
  local before=$1
  for _ in $(seq 100); do [ "$(frame)" -gt "$before" ] && break; sleep 0.1; done
  sleep 0.4
}

# Runs the app on scene $1, does $2 (a function), and takes the screen as $3.
shot() {
  local scene=$1 steps=$2 file=$3
  rm -f "$status"
  "$app" --scene "$scene" --images "$here/data/images" --status-file "$status" &
  local pid=$!
  for _ in $(seq 100); do [ -s "$status" ] && break; sleep 0.1; done
  sleep 0.5
  window=$(xdotool search --onlyvisible --pid $pid | head -1)
  $steps
  import -window root "$file"
  kill $pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
}

tap() {
  local before cx cy cw ch
  # Where the canvas is now (the timeline, once shown, takes some of its height).
  read -r cx cy cw ch < <(python3 -c "
import json; c = json.load(open('$status'))['canvas']; print(int(c[0]), int(c[1]), int(c[2]), int(c[3]))")
  before=$(frame)
  xdotool mousemove --window "$window" $((cx + cw / 2)) $((cy + ch / 2)) sleep 0.1 mousedown 1 sleep 0.08 mouseup 1
  settle "$before"
  sleep 0.6  # a double tap's wait runs out, so the panel tells the whole story
}
menu() { xdotool key --window "$window" F10; sleep 0.8; }
help() { xdotool key --window "$window" F1; sleep 1.2; }
timeline() { xdotool key --window "$window" ctrl+t; sleep 0.5; tap; }

scenes=$("$app" scenes | awk 'NF == 0 { exit } { print $1 }')
n=0
for scene in $scenes; do
  n=$((n + 1))
  shot "$scene" tap "$work/$(printf %02d $n)-$scene.png"
done
shot touch-views menu "$work/90-menu.png"
shot touch-views help "$work/91-help.png"
shot gestures timeline "$work/92-timeline.png"

tile=$([ "$width" -gt "$height" ] && echo 480x270 || echo 240x480)
montage -label '%t' -pointsize 14 -geometry "$tile+6+6" -tile 5x "$work"/[0-9][0-9]-*.png \
  -title "Touch Playground, ${size}, ${language}" "$out"
echo "wrote $out"
