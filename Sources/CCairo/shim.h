#ifndef TOUCH_PLAYGROUND_CCAIRO_SHIM_H
#define TOUCH_PLAYGROUND_CCAIRO_SHIM_H
// Cairo for drawing (and SVG output), Pango for text.
#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#endif
