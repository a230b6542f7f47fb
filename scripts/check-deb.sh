#!/usr/bin/env bash
# Installs the Debian package and runs what it installed as a user's machine would, with no Swift
# toolchain: scripts/check-deb.sh PACKAGE.deb
#
# lintian reports no error on the package; apt installs it with its GTK dependencies; the launcher and the
# metainfo are where desktops look and valid; then, with the toolchain's folder hidden (a private mount
# namespace, an empty folder mounted over it), the installed program prints its version, replays a sample
# trace headless into a PNG, and opens its window under Xvfb on a scene with photos (its status file says
# so). Last, the package is removed, also when a step failed, and nothing it installed is left. Needs root.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: scripts/check-deb.sh PACKAGE.deb" >&2; exit 2; }
package=$(readlink -f "$1")
app_id=io.github.touchplayground.TouchPlayground
scripts/install-packages.sh lintian xvfb xauth desktop-file-utils appstream man-db

echo "== lintian (no error allowed; warnings are shown)"
lintian --fail-on error --display-level ">=warning" "$package" 2>&1 | grep -v "^running with root privileges" || true
lintian --fail-on error "$package" > /dev/null 2>&1 || { echo "error: lintian reports errors on $package" >&2; exit 1; }

if dpkg-query -W -f='${Status}' touch-playground 2>/dev/null | grep -q "install ok installed"; then
  echo "error: touch-playground is already installed; remove it first (apt remove touch-playground)" >&2
  exit 1
fi
work=$(mktemp -d)
installed=false
finish() {
  if $installed; then
    echo "== removing the package"
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq touch-playground > /dev/null
  fi
  rm -rf "$work"
}
trap finish EXIT

echo "== installing $package with apt"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" > "$work/apt.log" \
  || { cat "$work/apt.log"; exit 1; }
installed=true
dpkg -L touch-playground > "$work/files"
desktop-file-validate "/usr/share/applications/$app_id.desktop"
appstreamcli validate --no-net "/usr/share/metainfo/$app_id.metainfo.xml" > /dev/null
man -w touch-playground > /dev/null
version=$(dpkg-query -W -f='${Version}' touch-playground)

toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
echo "== running the installed program with the toolchain ($toolchain) hidden"
unshare --mount --propagation private bash -euo pipefail -s -- "$toolchain" "$work" "$version" <<'HIDDEN'
toolchain=$1 work=$2 version=$3
mount -t tmpfs -o ro,size=1m hidden "$toolchain"
test -z "$(ls -A "$toolchain")" || { echo "error: the toolchain is still visible"; exit 1; }
cd "$work"
export HOME=$work/home XDG_CONFIG_HOME=$work/home/config XDG_DATA_HOME=$work/home/data
mkdir -p "$HOME"
test "$(/usr/bin/touch-playground --version)" = "$version" || { echo "error: --version is not $version"; exit 1; }
/usr/bin/touch-playground replay /usr/share/touch-playground/traces/double-tap.json --scene image-viewer --seed 1 \
  --png frame.png --state state.json 2> replay.err
test ! -s replay.err || { echo "error: replay warned:"; cat replay.err; exit 1; }
head -c 4 frame.png | grep -q PNG || { echo "error: replay wrote no PNG"; exit 1; }
grep -q '"image": "chelsea.png"' state.json || { echo "error: the double tap did not show the second photo"; exit 1; }

# The window, on a display of its own, until its status file says the scene is drawn with its photos.
exec 3> >(cat > xvfb.display)
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp > xvfb.log 2>&1 &
xvfb=$!
for _ in $(seq 600); do [ -s xvfb.display ] && break; sleep 0.1; done
export DISPLAY=:$(head -n1 xvfb.display)
/usr/bin/touch-playground --scene image-viewer --status-file status.json > window.log 2>&1 &
app=$!
shown=false
for _ in $(seq 1200); do
  if [ -s status.json ] && python3 - status.json <<'CHECK'
import json, sys
status = json.load(open(sys.argv[1]))
sys.exit(0 if status["frame"] >= 1 and status["scene"] == "image-viewer" and status["problems"] == [] else 1)
CHECK
  then shown=true; break; fi
  kill -0 "$app" 2> /dev/null || break
  sleep 0.1
done
kill "$app" 2> /dev/null || true
wait "$app" 2> /dev/null || true
kill "$xvfb" 2> /dev/null || true
$shown || { echo "error: the window did not show the image viewer"; cat window.log; cat status.json 2> /dev/null; exit 1; }
echo "the installed program ran with no toolchain: --version, replay --png, and the window"
HIDDEN

echo "== removing the package: nothing it installed is left"
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq touch-playground > /dev/null
installed=false
left=$(while read -r file; do [ -f "$file" ] && echo "$file"; done < "$work/files" || true)
[ -z "$left" ] || { echo "error: left behind after apt remove:"; echo "$left"; exit 1; }
[ ! -e /usr/share/touch-playground ] || { echo "error: /usr/share/touch-playground is left behind"; exit 1; }
echo "package checked: lintian, install, the program without a toolchain, removal"
