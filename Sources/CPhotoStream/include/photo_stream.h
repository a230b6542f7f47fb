#ifndef TOUCH_PLAYGROUND_PHOTO_STREAM_H
#define TOUCH_PLAYGROUND_PHOTO_STREAM_H
// Reads a PNG row by row and shrinks it as it goes, so a photo of any size decodes in the memory of its
// shrunk copy plus one row. This lives in C because libpng reports errors with longjmp, which must never
// cross a Swift frame; the Swift side (TouchRender's PhotoDecoder) only calls this one function.
#include <stddef.h>
#include <stdint.h>

/// Decodes the non-interlaced PNG at `path` into `out`: `width` x `height` pixels of 8-bit RGBA with straight
/// alpha, each an area average of the pixels it covers (computed premultiplied, so transparent pixels lend
/// no color). Returns 0, or -1 with a one-line reason (no file name) in `error`.
int tp_png_decode_shrunk(const char *path, uint32_t width, uint32_t height, uint8_t *out,
                         char *error, size_t error_size);

#endif
