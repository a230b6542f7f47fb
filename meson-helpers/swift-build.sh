#!/usr/bin/env bash
# Builds touch-playground for meson: SWIFT SOURCE_ROOT SCRATCH_FOLDER OUTPUT.
#
# The binary is self-contained, so it runs where GTK 4 does with no Swift toolchain: a release build with
# the Swift runtime and FoundationEssentials linked in statically (--static-swift-stdlib), stripped, and
# recording as needed only the system libraries it calls. The build's own folder (SCRATCH_FOLDER, inside
# meson's build folder) keeps the source tree clean.
set -euo pipefail
swift=$1 source_root=$2 scratch=$3 output=$4
# Bound at load time (-z now) with its relocations read-only after (relro, the linker's default): the
# hardening Debian asks of a program.
build=("$swift" build -c release --static-swift-stdlib -Xlinker -z -Xlinker now
  --package-path "$source_root" --scratch-path "$scratch")

echo "touch-playground: release build with the Swift runtime linked in (the first one takes a few minutes)"
# Two kinds of lines are dropped, exactly, and nothing else:
# - SwiftPM's note that it leaves out GTK's pkg-config compiler flags it does not allow (-pthread, -msse...);
# - the one warning of the static link, from the toolchain's own FoundationEssentials archive (its
#   temporary-file code calls mktemp), which is not ours to fix.
"${build[@]}" --product touch-playground 2>&1 | {
  grep -vE \
    -e '^warning: prohibited flag\(s\): (-pthread|-mfpmath=sse|-msse2?)(, (-pthread|-mfpmath=sse|-msse2?))*$' \
    -e "^/[^ ]*/libFoundationEssentials\.a\(Data\+Writing\.swift\.o\):.*: warning: the use of \`mktemp' is dangerous, better use \`mkstemp' or \`mkdtemp'$" \
    || true
}

binary="$("${build[@]}" --show-bin-path)/touch-playground"
staged="$output.partial"
cp "$binary" "$staged"
strip --remove-section=.comment "$staged"
# pkg-config names every library GTK's headers may need (harfbuzz, graphene, cairo-gobject), and the link
# records them all; the dynamic loader says which of them the binary never calls, and those are dropped.
unused=$(ldd -u -r "$staged" | awk '/^\t/ { print $1 }' || true)
for library in $unused; do
  patchelf --remove-needed "$(basename "$library")" "$staged"
done
if ldd -u -r "$staged" | grep -q '^	'; then
  echo "error: $output still records libraries it does not use:" >&2
  ldd -u -r "$staged" >&2 || true
  exit 1
fi
# SwiftPM links with the run path $ORIGIN, for libraries beside the binary; there are none.
patchelf --remove-rpath "$staged"
mv "$staged" "$output"
