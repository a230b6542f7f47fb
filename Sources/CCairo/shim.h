#ifndef TOUCH_PLAYGROUND_CCAIRO_SHIM_H
#define TOUCH_PLAYGROUND_CCAIRO_SHIM_H
// Cairo for drawing, Pango for text, gdk-pixbuf for decoding PNG and JPEG photos.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
