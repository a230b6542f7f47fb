#!/usr/bin/env bash
# Takes a README screenshot of one scene from the real window under Xvfb.
#
#   scripts/take-screenshot.sh SCENE OUT.png [STEP...]
#
# Each STEP is an xdotool command line run against the window, with canvas points written as @x,y
# (turned into window coordinates), for example:
#   scripts/take-screenshot.sh lines docs/screenshots/lines.png "mousemove @150,200 mousedown 1 mousemove @450,260 mouseup 1"
# Needs a release or debug build of touch-playground, Xvfb, xdotool and ImageMagick (scripts/test.sh installs them).
set -euo pipefail
scene=$1 out=$2
shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
app=$(ls -t "$here"/.build/{release,debug}/touch-playground 2>/dev/null | head -1)
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

Xvfb :77 -screen 0 1280x800x24 -nolisten tcp &
sleep 1
export DISPLAY=:77 GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1
"$app" --scene "$scene" --images "$here/data/images" --status-file "$work/status.json" &
for _ in $(seq 50); do [ -s "$work/status.json" ] && break; sleep 0.2; done
window=$(xdotool search --onlyvisible --pid $! | head -1)
read -r cx cy < <(python3 -c "import json,sys; c=json.load(open('$work/status.json'))['canvas']; print(int(c[0]), int(c[1]))")
for step in "$@"; do
  # @x,y → window coordinates of that canvas point
  command=$(python3 -c "
import re,sys
print(re.sub(r'@(-?[0-9.]+),(-?[0-9.]+)', lambda m: '--window $window %d %d' % (round(float(m[1]))+$cx, round(float(m[2]))+$cy), sys.argv[1]))" "$step")
  # shellcheck disable=SC2086
  xdotool $command
  sleep 0.3
done
sleep 0.5
import -window "$window" "$out"
echo "wrote $out"
