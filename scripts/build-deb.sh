#!/usr/bin/env bash
# Builds the Debian package: scripts/build-deb.sh OUTDIR [MESON_BUILD_FOLDER]
#
# Writes OUTDIR/touch-playground_VERSION_ARCH.deb from meson's install (prefix /usr) of the release build
# meson already made in MESON_BUILD_FOLDER (.build/meson by default; set up there when missing): the
# self-contained binary, its data, translations, launcher, metainfo, icons and manual page, with the
# copyright file and changelog from packaging/debian. Its Depends are computed from the binary by
# dpkg-shlibdeps. Install it with `apt install ./touch-playground_*.deb`.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/build-deb.sh OUTDIR [MESON_BUILD_FOLDER]" >&2; exit 2; }
out=$1 build=${2:-.build/meson}
scripts/install-packages.sh meson ninja-build patchelf dpkg-dev

if [ -f "$build/build.ninja" ]; then
  meson configure "$build" -Dprefix=/usr
else
  meson setup "$build" meson-helpers --prefix=/usr
fi
meson compile -C "$build"
version=$(meson introspect "$build" --projectinfo | python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
changelog_version=$(sed -n '1s/^touch-playground (\([^)]*\)).*/\1/p' packaging/debian/changelog)
if [ "$changelog_version" != "$version" ]; then
  echo "error: packaging/debian/changelog is for $changelog_version, meson builds $version: add an entry" >&2
  exit 1
fi
arch=$(dpkg --print-architecture)

# The tree dpkg-shlibdeps expects: the package's files in debian/PACKAGE beside a debian/control (which says
# nothing it uses here).
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root=$stage/debian/touch-playground
mkdir -p "$root/DEBIAN"
printf 'Source: touch-playground\n\nPackage: touch-playground\nArchitecture: any\n' > "$stage/debian/control"
DESTDIR=$root meson install -C "$build" --quiet
doc=$root/usr/share/doc/touch-playground
mkdir -p "$doc"
cp packaging/debian/copyright "$doc/copyright"
gzip -9n < packaging/debian/changelog > "$doc/changelog.gz"
gzip -9n "$root/usr/share/man/man1/touch-playground.1"
# What dpkg expects of a package's files: owned by root (dpkg-deb --root-owner-group), readable by all,
# only programs executable.
find "$root" -type d -exec chmod 0755 {} +
find "$root" -type f -exec chmod 0644 {} +
chmod 0755 "$root/usr/bin/touch-playground"

# The packages holding the libraries the binary needs, with the versions its symbols need.
depends=$(cd "$stage" && dpkg-shlibdeps -O debian/touch-playground/usr/bin/touch-playground | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "error: dpkg-shlibdeps found no dependencies for the binary" >&2; exit 1; }

cat > "$root/DEBIAN/control" <<CONTROL
Package: touch-playground
Version: $version
Architecture: $arch
Maintainer: The Touch Playground developers <touchplayground@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: education
Priority: optional
Homepage: https://github.com/touchplayground/TouchPlayground
Description: play with touch: hit testing, the responder chain and gestures
 Touch Playground shows colored nested views that recolor when touched, so
 hit testing and the responder chain can be seen, and photos that pan, pinch
 and rotate at the same time, with a gallery of every classic gesture. It
 rebuilds UIKit's event system (touches, the responder chain, gesture
 recognizers and their states) for GTK 4, for mouse, touchpad and
 touchscreen, with a timeline that says why each recognizer did what it did.
 .
 Touches can be recorded, replayed step by step and compared under the
 gesture thresholds of UIKit, Android, Flutter, Hammer.js and GTK; lessons are
 plain JSON files a teacher can write.
CONTROL
(cd "$root" && find usr -type f -printf '%P\n' | sort | sed 's|^|usr/|' | xargs md5sum) > "$root/DEBIAN/md5sums"

mkdir -p "$out"
package="$out/touch-playground_${version}_${arch}.deb"
dpkg-deb -Zxz --root-owner-group --build "$root" "$package" > /dev/null
echo "$package"
