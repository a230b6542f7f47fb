#!/usr/bin/env bash
# meson install step: compiles every language of PO_FOLDER/LINGUAS into
# $MESON_INSTALL_DESTDIR_PREFIX/LOCALEDIR/LANG/LC_MESSAGES/touch-playground.mo.
set -euo pipefail
po=$1 localedir=$2
for language in $(cat "$po/LINGUAS"); do
  target="$MESON_INSTALL_DESTDIR_PREFIX/$localedir/$language/LC_MESSAGES"
  mkdir -p "$target"
  msgfmt --check -o "$target/touch-playground.mo" "$po/$language.po"
  echo "Installing $po/$language.po to $target/touch-playground.mo"
done
