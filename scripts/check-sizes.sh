#!/usr/bin/env bash
# No source file over 400 lines: a file that grows past it holds more than one concept and is split (one
# concept, one file, named for it). The window itself is only wiring, under 250: what it does belongs to
# its parts (the header, the scene shelf, the panes, the preferences, the status), each in a file of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=400
declare -A smaller=(
  [Sources/touch-playground/Window/PlaygroundWindow.swift]=249
)
failed=0
while IFS= read -r -d '' file; do
  lines=$(wc -l < "$file")
  allowed=${smaller[$file]:-$limit}
  if [ "$lines" -gt "$allowed" ]; then
    echo "error: $file has $lines lines, more than $allowed: split it by concept" >&2
    failed=1
  fi
done < <(find Sources -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) -print0)
for file in "${!smaller[@]}"; do
  if [ ! -f "$file" ]; then
    echo "error: $file is gone: take it off the list in scripts/check-sizes.sh" >&2
    failed=1
  fi
done
exit $failed
