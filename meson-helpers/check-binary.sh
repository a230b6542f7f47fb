#!/usr/bin/env bash
# The installed binary runs without a Swift toolchain and stays small: BINARY LARGEST_MEGABYTES.
# It links nothing from the toolchain (the Swift runtime and FoundationEssentials are inside it), is
# stripped, records no library it does not call, and is at most LARGEST_MEGABYTES (a dependency that
# brings back the whole of Foundation, with its Unicode and locale data, would triple it).
# Skipped (exit 77) before `meson install`.
set -euo pipefail
binary=$1 largest=$2
if [ ! -x "$binary" ]; then
  echo "not installed yet: $binary (run meson install first)"
  exit 77
fi
size=$(stat -c %s "$binary")
megabytes=$(awk -v size="$size" 'BEGIN { printf "%.1f", size / 1048576 }')
if [ "$size" -gt $((largest * 1048576)) ]; then
  echo "error: $binary is $megabytes MB, more than $largest MB; is the whole of Foundation linked in again?"
  exit 1
fi
toolchain=$(ldd "$binary" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|/swift/' || true)
if [ -n "$toolchain" ]; then
  echo "error: $binary needs the Swift toolchain's libraries:"
  echo "$toolchain"
  exit 1
fi
if ldd "$binary" | grep -q 'not found'; then
  echo "error: $binary needs libraries this machine lacks:"
  ldd "$binary" | grep 'not found'
  exit 1
fi
if readelf -S "$binary" | grep -q '\.symtab'; then
  echo "error: $binary is not stripped"
  exit 1
fi
unused=$(ldd -u -r "$binary" | grep -P '^\t' || true)
if [ -n "$unused" ]; then
  echo "error: $binary records libraries it never calls:"
  echo "$unused"
  exit 1
fi
libraries=$(readelf -d "$binary" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | tr '\n' ' ')
echo "self-contained: $megabytes MB (at most $largest), needing only: $libraries"
