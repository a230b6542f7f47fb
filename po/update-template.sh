#!/usr/bin/env bash
# Extracts every translatable string of the window (tr("…") and translatable("…") in the Swift sources
# listed in po/POTFILES) into po/touch-playground.pot, then merges it into each language of po/LINGUAS.
# Run it after changing a window string; `meson test` fails while the template is out of date.
#   po/update-template.sh [OUTPUT.pot]   (default: po/touch-playground.pot, and the .po files are merged)
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-po/touch-playground.pot}
# Swift string literals read like C ones; tr's second argument (the values) is not part of the text.
xgettext --language=C --from-code=UTF-8 --keyword=tr:1 --keyword=trn:1,2 --keyword=translatable:1 --add-comments=TRANSLATORS: \
  --package-name=touch-playground --msgid-bugs-address=https://github.com/touchplayground/TouchPlayground/issues \
  --sort-by-file --no-wrap -o "$output" $(cat po/POTFILES)
if [ "$#" -eq 0 ]; then
  for language in $(cat po/LINGUAS); do
    msgmerge --quiet --update --backup=none --no-wrap "po/$language.po" "$output"
  done
fi
