#ifndef TOUCH_PLAYGROUND_CCAIRO_SHIM_H
#define TOUCH_PLAYGROUND_CCAIRO_SHIM_H
// Cairo for drawing, Pango for text.
#include <cairo.h>
#include <pango/pangocairo.h>
#endif
