#include "photo_stream.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *error;
    size_t error_size;
} reader_context;

static void on_error(png_structp png, png_const_charp message) {
    reader_context *context = png_get_error_ptr(png);
    snprintf(context->error, context->error_size, "is a damaged PNG (%s)", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;  // Warnings (an unknown chunk, a bad gamma) do not stop the photo.
}

/// What the row loop owns, freed in one place whether it finished or libpng jumped out.
typedef struct {
    FILE *file;
    png_bytep row;
    uint64_t *sums;        // width x 4 premultiplied channel sums of the output row being gathered
    uint32_t *columns;     // for each source column, its output column
    uint32_t *counts;      // source pixels summed so far into each output column
} buffers;

static void free_buffers(buffers *b) {
    if (b->file) fclose(b->file);
    free(b->row);
    free(b->sums);
    free(b->columns);
    free(b->counts);
    free(b);
}

/// Writes one gathered output row: averages of `count` source pixels per column, back to straight alpha.
static void flush_row(const uint64_t *sums, const uint32_t *counts, uint32_t width, uint8_t *target) {
    for (uint32_t x = 0; x < width; x++) {
        uint64_t n = counts[x] ? counts[x] : 1;
        uint64_t alpha = (sums[x * 4 + 3] + n / 2) / n;
        for (int c = 0; c < 3; c++) {
            // Sums are of value * alpha; dividing by the alpha sum gives the straight color.
            uint64_t total_alpha = sums[x * 4 + 3];
            target[x * 4 + c] = total_alpha ? (uint8_t)((sums[x * 4 + c] + total_alpha / 2) / total_alpha) : 0;
        }
        target[x * 4 + 3] = (uint8_t)(alpha > 255 ? 255 : alpha);
    }
}

int tp_png_decode_shrunk(const char *path, uint32_t width, uint32_t height, uint8_t *out,
                         char *error, size_t error_size) {
    reader_context context = {error, error_size};
    png_structp png = NULL;
    png_infop info = NULL;
    if (width == 0 || height == 0) {
        snprintf(error, error_size, "cannot be shrunk to nothing");
        return -1;
    }
    // On the heap, not in this frame: locals changed after setjmp are undefined after the jump back.
    buffers *b = calloc(1, sizeof *b);
    if (!b) {
        snprintf(error, error_size, "cannot be decoded (out of memory)");
        return -1;
    }
    b->file = fopen(path, "rb");
    if (!b->file) {
        snprintf(error, error_size, "cannot be read");
        free_buffers(b);
        return -1;
    }
    png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        snprintf(error, error_size, "cannot be decoded (out of memory)");
        png_destroy_read_struct(&png, &info, NULL);
        free_buffers(b);
        return -1;
    }
    // Everything the loop allocates is reachable from `b`, so a jump back here frees it all.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free_buffers(b);
        return -1;
    }
    png_init_io(png, b->file);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(png, 8 * 1024 * 1024);
    png_read_info(png, info);
    uint32_t source_width = png_get_image_width(png, info);
    uint32_t source_height = png_get_image_height(png, info);
    if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
        snprintf(error, error_size, "is an interlaced PNG, which cannot be read row by row");
        png_longjmp(png, 1);
    }
    if (width > source_width || height > source_height) {
        snprintf(error, error_size, "cannot be enlarged while it is read");
        png_longjmp(png, 1);
    }
    // Every color type and depth becomes 8-bit RGBA.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)source_width * 4) {
        snprintf(error, error_size, "has a pixel layout that cannot be read");
        png_longjmp(png, 1);
    }
    if (width == source_width && height == source_height) {
        // Kept at its own size: each row is read straight into place, with nothing to average. A fully
        // transparent pixel gets the color the averaging gives it (none), so both paths read alike.
        for (uint32_t y = 0; y < source_height; y++) {
            png_bytep row = out + (size_t)y * width * 4;
            png_read_row(png, row, NULL);
            for (uint32_t x = 0; x < width; x++, row += 4) {
                if (row[3] == 0) row[0] = row[1] = row[2] = 0;
            }
        }
        png_read_end(png, NULL);
        png_destroy_read_struct(&png, &info, NULL);
        free_buffers(b);
        return 0;
    }
    b->row = malloc((size_t)source_width * 4);
    b->sums = calloc((size_t)width * 4, sizeof(uint64_t));
    b->columns = malloc((size_t)source_width * sizeof(uint32_t));
    b->counts = calloc(width, sizeof(uint32_t));
    if (!b->row || !b->sums || !b->columns || !b->counts) {
        snprintf(error, error_size, "cannot be decoded (out of memory)");
        png_longjmp(png, 1);
    }
    for (uint32_t x = 0; x < source_width; x++) b->columns[x] = (uint32_t)((uint64_t)x * width / source_width);
    uint32_t gathering = 0;  // the output row the source rows are being summed into
    for (uint32_t y = 0; y < source_height; y++) {
        png_read_row(png, b->row, NULL);
        uint32_t target = (uint32_t)((uint64_t)y * height / source_height);
        if (target != gathering) {
            flush_row(b->sums, b->counts, width, out + (size_t)gathering * width * 4);
            memset(b->sums, 0, (size_t)width * 4 * sizeof(uint64_t));
            memset(b->counts, 0, (size_t)width * sizeof(uint32_t));
            gathering = target;
        }
        const png_byte *p = b->row;
        for (uint32_t x = 0; x < source_width; x++, p += 4) {
            uint64_t *s = b->sums + (size_t)b->columns[x] * 4;
            uint32_t a = p[3];
            s[0] += (uint64_t)p[0] * a;
            s[1] += (uint64_t)p[1] * a;
            s[2] += (uint64_t)p[2] * a;
            s[3] += a;
            b->counts[b->columns[x]]++;
        }
    }
    flush_row(b->sums, b->counts, width, out + (size_t)gathering * width * 4);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free_buffers(b);
    return 0;
}
