#!/usr/bin/env bash
# Checks the translations: SOURCE_ROOT. Every po/LANG.po compiles cleanly with no untranslated or fuzzy
# message, and po/touch-playground.pot holds exactly the strings the sources mark today (run
# po/update-template.sh when this fails).
set -euo pipefail
root=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
msgids() { msgcat --no-wrap --sort-output "$1" | grep -E '^msgid ' | sort; }
(cd "$root" && po/update-template.sh "$work/fresh.pot" 2>/dev/null)
if ! diff <(msgids "$work/fresh.pot") <(msgids "$root/po/touch-playground.pot") > "$work/diff"; then
  echo "po/touch-playground.pot is out of date (run po/update-template.sh):"; cat "$work/diff"; exit 1
fi
for language in $(cat "$root/po/LINGUAS"); do
  stats=$(msgfmt --check --statistics -o /dev/null "$root/po/$language.po" 2>&1)
  echo "$language: $stats"
  case "$stats" in *untranslated*|*fuzzy*) echo "po/$language.po is not complete"; exit 1 ;; esac
  if ! diff <(msgids "$work/fresh.pot") <(msgids "$root/po/$language.po") > "$work/diff"; then
    echo "po/$language.po does not match the template (run po/update-template.sh):"; cat "$work/diff"; exit 1
  fi
done
