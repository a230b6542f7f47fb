#!/usr/bin/env bash
# No source file over 400 lines: a file that grows past it holds more than one concept and is split by
# concept (one concept, one file, named for it), never just to fit the number.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=400
failed=0
while IFS= read -r -d '' file; do
  lines=$(wc -l < "$file")
  if [ "$lines" -gt "$limit" ]; then
    echo "error: $file has $lines lines, more than $limit: split it by concept" >&2
    failed=1
  fi
done < <(find Sources -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) -print0)
exit $failed
