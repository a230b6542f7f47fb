#ifndef TOUCH_PLAYGROUND_CPIXBUF_SHIM_H
#define TOUCH_PLAYGROUND_CPIXBUF_SHIM_H
// gdk-pixbuf decodes the photos (PNG and JPEG).
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
