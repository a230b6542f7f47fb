#ifndef TOUCH_PLAYGROUND_CGTK_SHIM_H
#define TOUCH_PLAYGROUND_CGTK_SHIM_H
// GTK 4 and libadwaita for the window. Function-like macros do not import into Swift; the few the app needs
// are here as typed inline functions.
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>
#include <signal.h>

/// The GType of `int` values (G_TYPE_INT), for reading integer properties.
static inline GType tp_type_int(void) { return G_TYPE_INT; }

/// The GType of `guint` values (G_TYPE_UINT), for setting unsigned properties.
static inline GType tp_type_uint(void) { return G_TYPE_UINT; }

/// The GType of `gboolean` values (G_TYPE_BOOLEAN), for reading on/off properties.
static inline GType tp_type_boolean(void) { return G_TYPE_BOOLEAN; }

/// The GType of widgets (GTK_TYPE_WIDGET).
static inline GType tp_widget_type(void) { return GTK_TYPE_WIDGET; }

/// The class structure of a widget instance (GTK_WIDGET_GET_CLASS).
static inline GtkWidgetClass *tp_widget_get_class(GtkWidget *widget) { return GTK_WIDGET_GET_CLASS(widget); }

/// The class structure a subclass inherits from (for chaining up a virtual function).
static inline GtkWidgetClass *tp_widget_parent_class(GtkWidget *widget) {
    return GTK_WIDGET_CLASS(g_type_class_peek_parent(GTK_WIDGET_GET_CLASS(widget)));
}

/// Lets `signal` reach this thread (a process started by a thread that blocks it inherits the block), so the
/// main loop's handler for it can run.
static inline void tp_unblock_signal(int signal) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

/// Prints `text` and a newline on the standard error of the process whose command line this is (GLib's
/// printer is variadic, which Swift cannot call).
static inline void tp_command_line_printerr(GApplicationCommandLine *line, const char *text) {
    g_application_command_line_printerr(line, "%s\n", text);
}

/// libepoxy's entry point for glGetString (GTK draws with GL through libepoxy). Declared here rather than
/// through <epoxy/gl.h>, which would bring every GL function into Swift.
extern const unsigned char *(*epoxy_glGetString)(unsigned int name);

/// The name of the GL implementation of the current GL context (GL_RENDERER: "llvmpipe (LLVM 15.0.6, 256
/// bits)", "Mesa Intel(R) UHD Graphics 620"...), or NULL.
static inline const char *tp_gl_renderer_name(void) {
    return (const char *)epoxy_glGetString(0x1F01 /* GL_RENDERER */);
}

/// Sets what a screen reader calls the widget (GtkAccessible's label; the setter is variadic).
/// An icon that says nothing to a screen reader (a check mark beside words that already say it).
static inline GtkWidget *tp_decorative_image_new(const char *icon_name) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_IMAGE, "icon-name", icon_name, "accessible-role",
                                   GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL));
}

static inline void tp_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Sets what a screen reader says of the widget after its name (GtkAccessible's description).
static inline void tp_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// Sets the words a screen reader says for a value (a scrubber's "event 12 of 64").
static inline void tp_accessible_set_value_text(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

/// Says that `label` names `widget` (the labelled-by relation), as a form's words name its field.
static inline void tp_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

/// Drops what GTK says labels the widget (a button's own content), so its label alone names it (GTK 4.8
/// reads a label and its labelled-by objects one after the other).
static inline void tp_accessible_reset_labelled_by(GtkWidget *widget) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}
#endif
