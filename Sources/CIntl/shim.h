#ifndef TOUCH_PLAYGROUND_CINTL_SHIM_H
#define TOUCH_PLAYGROUND_CINTL_SHIM_H
// gettext, for the window's translations. glibc has it built in; where <libintl.h> is missing, the calls
// below return the English text unchanged, so the portable layers still build.
#include <locale.h>
#if __has_include(<libintl.h>)
#include <libintl.h>
static inline const char *tp_dgettext(const char *domain, const char *text) { return dgettext(domain, text); }
static inline const char *tp_dngettext(const char *domain, const char *one, const char *many, unsigned long n) {
    return dngettext(domain, one, many, n);
}
static inline void tp_bindtextdomain(const char *domain, const char *directory) {
    bindtextdomain(domain, directory);
    bind_textdomain_codeset(domain, "UTF-8");
}
#else
static inline const char *tp_dgettext(const char *domain, const char *text) { (void)domain; return text; }
static inline const char *tp_dngettext(const char *domain, const char *one, const char *many, unsigned long n) {
    (void)domain; return n == 1 ? one : many;
}
static inline void tp_bindtextdomain(const char *domain, const char *directory) { (void)domain; (void)directory; }
#endif
#endif
