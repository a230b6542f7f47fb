#!/usr/bin/env bash
# Takes the same screenshot of every scene with two builds and compares them, pixel by pixel: a change that
# should not change what people see (a refactoring) is checked with it.
#
#   scripts/compare-scenes.sh OLD_BINARY [NEW_BINARY] [OUT_FOLDER]
#   SCENES="image-viewer tray" scripts/compare-scenes.sh OLD_BINARY   (only those scenes)
#
# NEW_BINARY defaults to this tree's newest build; OUT_FOLDER (default: a temporary one, kept when a scene
# differs) gets SCENE-old.png, SCENE-new.png and, for a scene that differs, SCENE-diff.png. Each build runs
# under its own Xvfb with the same seed, photos, window size and a fresh home, and is photographed once its
# status file says the scene is drawn and no photo is still decoding. Exits 1 when a scene differs.
# Needs Xvfb and ImageMagick (scripts/test.sh installs them).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
old=$(readlink -f "$1")
new=$(readlink -f "${2:-$(ls -t "$here"/.build/{release,debug}/touch-playground 2>/dev/null | head -1)}")
out=${3:-$(mktemp -d)}
mkdir -p "$out"

# shot BINARY SCENE PNG: the window of BINARY showing SCENE, photographed once it has settled.
shot() {
  local binary=$1 scene=$2 png=$3 work
  work=$(mktemp -d)
  exec 3> >(cat > "$work/display")
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp > /dev/null 2>&1 &
  local xvfb=$!
  for _ in $(seq 300); do [ -s "$work/display" ] && break; sleep 0.1; done
  mkdir -p "$work/home"
  DISPLAY=:$(head -n1 "$work/display") GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 HOME=$work/home \
    XDG_CONFIG_HOME=$work/home/config XDG_DATA_HOME=$work/home/data \
    "$binary" --scene "$scene" --seed 7 --images "$here/data/images" --status-file "$work/status.json" \
    > "$work/app.log" 2>&1 &
  local app=$!
  for _ in $(seq 600); do
    if [ -s "$work/status.json" ] && python3 - "$work/status.json" <<'SETTLED'
import json, sys
status = json.load(open(sys.argv[1]))
sys.exit(0 if status["frame"] >= 3 and status["photosLoading"] == 0 and status["pendingTimers"] == 0 else 1)
SETTLED
    then break; fi
    sleep 0.1
  done
  sleep 0.5
  DISPLAY=:$(head -n1 "$work/display") import -window root "$png"
  kill "$app" 2> /dev/null || true
  wait "$app" 2> /dev/null || true
  kill "$xvfb" 2> /dev/null || true
  rm -rf "$work"
}

differ=0
for scene in ${SCENES:-$("$new" scenes | awk '/^[a-z]/ { print $1 }')}; do
  shot "$old" "$scene" "$out/$scene-old.png"
  shot "$new" "$scene" "$out/$scene-new.png"
  pixels=$(compare -metric AE "$out/$scene-old.png" "$out/$scene-new.png" "$out/$scene-diff.png" 2>&1 || true)
  if [ "$pixels" = "0" ]; then
    rm -f "$out/$scene-diff.png"
    echo "same: $scene"
  else
    echo "DIFFERS: $scene ($pixels pixels; see $out/$scene-diff.png)"
    differ=1
  fi
done
echo "screenshots in $out"
exit $differ
