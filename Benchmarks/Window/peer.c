/*
 * The plain-C peer of the playground's image viewer, for the window benchmark (compare-window-cpu.py).
 *
 * It does what `image-viewer` does for one finger and nothing more: a window with a header bar, a dark
 * canvas widget that draws one photo as a texture node (fitted to 80 % of the canvas, centered), and a
 * GtkGestureDrag that moves the photo and queues a redraw. Written the way a GTK 4 program is usually
 * written, so the playground's cost per event and per frame can be read against what GTK itself costs.
 *
 *   peer PHOTO [--status-file PATH] [--size WIDTHxHEIGHT] [--chrome [--rows FILE] [--panel]] [--bare]
 *
 * With --chrome the window has the playground's chrome, laid out as the playground lays out its own, of
 * stock GTK and libadwaita widgets: a header bar with the playground's title, subtitle and icon buttons; the
 * content in a toast overlay; the scene list in an AdwFlap at the start (the rows of FILE, one per line:
 * a scene's name, a tab and its dimmed wrapping summary; a line "# heading" is a section heading; a line
 * with no tab a row of a title alone, as a lesson's), the canvas with the chain's legend under it in an
 * AdwFlap whose pane at the end is the chain panel. With --panel the panel shows (else it is folded away,
 * as F9 leaves the playground's): a heading, a dimmed hint and thresholds, then four headed sections of
 * wrapping monospace lines whose counts ("changed ×41") change at most twice a second during a drag, as
 * the playground's do; the legend shows with it. It still draws only the photo. Beside the playground it
 * shows what GTK itself spends on such a window (GTK 4.8's Cairo renderer walks the whole window's render
 * nodes on each frame, clipped to what changed; every event passes the window's widgets; changed labels are
 * measured, laid out and drawn again), so the playground's own cost can be read apart from its window's.
 *
 * With --bare the window is the canvas alone, with no header bar: the peer of presentation mode (F5).
 *
 * With --status-file it writes `{"frame": N, "latency": {...}}` (frames drawn so far, and the latency of the
 * last five seconds) the way the playground writes its own status file: after frames, at most ten times a
 * second and always after the last frame, into a temporary file renamed over the last one (no fsync). Both
 * programs then pay about the same for being measured: written after every frame with g_file_set_contents,
 * which syncs the file to disk each time, it took a fifth of the peer's CPU per frame. The latency is measured as the playground measures it: from each drag event's own timestamp
 * (the X server's monotonic milliseconds, so the delivery delay counts) to the presentation of the first
 * frame that draws it (GDK's frame timings; the end of the frame's paint where the display reports none).
 * `startup` gives the launch's steps as the playground's status file does (wall time since the process
 * started and CPU used, at the end of each), so the two start-ups can be compared step by step.
 */
#include <glib/gstdio.h>
#include <adwaita.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define PEER_TYPE_CANVAS (peer_canvas_get_type())
G_DECLARE_FINAL_TYPE(PeerCanvas, peer_canvas, PEER, CANVAS, GtkWidget)

#define PEER_MAX_SAMPLES 100000
#define PEER_MAX_WAITING 4096

typedef struct {
    gint64 at;      /* when the frame reached the screen, monotonic microseconds */
    gint64 latency; /* microseconds */
} Sample;

struct _PeerCanvas {
    GtkWidget parent;
    GdkTexture *photo;
    double x, y;             /* the photo's center, in points */
    double start_x, start_y; /* its center when the drag began */
    gboolean placed;
    unsigned long frames;
    const char *status_file;
    guint status_source;
    gint64 status_written; /* when the status file was last written, monotonic microseconds */
    /* The latency meter: events not drawn yet, events by the frame that drew them, samples. */
    gint64 waiting[PEER_MAX_WAITING];
    int waiting_count;
    GHashTable *drawn; /* frame counter -> GArray of event times */
    Sample *samples;
    int sample_count;
    gint64 pending[64]; /* frames painted whose timings were not complete yet */
    gint64 pending_end[64];
    int pending_count;
    GdkFrameClock *clock;
    gboolean paint_end_used;
};

G_DEFINE_TYPE(PeerCanvas, peer_canvas, GTK_TYPE_WIDGET)

/* The launch's steps, marked where the playground marks its own (StartupSteps.swift). */
typedef struct {
    const char *name;
    double wall_ms, cpu_ms;
} Step;
static Step steps[8];
static int step_count;

static double seconds_of(clockid_t clock) {
    struct timespec time;
    clock_gettime(clock, &time);
    return time.tv_sec + time.tv_nsec / 1e9;
}

/* When the process started, on the boot clock: field 22 of /proc/self/stat, in clock ticks. */
static double process_start(void) {
    char text[1024] = {0};
    FILE *file = fopen("/proc/self/stat", "r");
    if (!file) return 0;
    size_t length = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    text[length] = 0;
    char *field = strrchr(text, ')');
    for (int i = 0; field && i < 20; i++) field = strchr(field + 1, ' ');
    return field ? strtod(field + 1, NULL) / sysconf(_SC_CLK_TCK) : 0;
}

static void mark(const char *name) {
    for (int i = 0; i < step_count; i++)
        if (!strcmp(steps[i].name, name)) return;
    if (step_count == G_N_ELEMENTS(steps)) return;
    static double start = -1;
    if (start < 0) start = process_start();
    double wall = start > 0 ? (seconds_of(CLOCK_BOOTTIME) - start) * 1000 : 0;
    steps[step_count++] = (Step){name, wall, seconds_of(CLOCK_PROCESS_CPUTIME_ID) * 1000};
}

static int compare_latency(const void *a, const void *b) {
    gint64 x = *(const gint64 *)a, y = *(const gint64 *)b;
    return (x > y) - (x < y);
}

static gboolean write_status(gpointer data) {
    PeerCanvas *self = data;
    self->status_written = g_get_monotonic_time();
    /* The latency of the last five seconds: median, 95th and 99th percentiles. */
    gint64 now = g_get_monotonic_time();
    gint64 *recent = g_new(gint64, self->sample_count + 1);
    int count = 0;
    for (int i = 0; i < self->sample_count; i++)
        if (self->samples[i].at >= now - 5000000) recent[count++] = self->samples[i].latency;
    qsort(recent, count, sizeof *recent, compare_latency);
    double median = 0, p95 = 0, p99 = 0;
    if (count > 0) {
        median = recent[(int)(0.5 * (count - 1) + 0.5)] / 1000.0;
        p95 = recent[(int)(0.95 * (count - 1) + 0.5)] / 1000.0;
        p99 = recent[(int)(0.99 * (count - 1) + 0.5)] / 1000.0;
    }
    g_free(recent);
    GString *text = g_string_new(NULL);
    g_string_append_printf(text,
                           "{\"frame\": %lu, \"latency\": {\"count\": %d, \"medianMs\": %.3f, \"p95Ms\": %.3f, "
                           "\"p99Ms\": %.3f, \"source\": \"%s\"}, \"startup\": [",
                           self->frames, count, median, p95, p99, self->paint_end_used ? "paint-end" : "presentation");
    for (int i = 0; i < step_count; i++)
        g_string_append_printf(text, "%s{\"step\": \"%s\", \"wallMs\": %.1f, \"cpuMs\": %.1f}", i ? ", " : "",
                               steps[i].name, steps[i].wall_ms, steps[i].cpu_ms);
    g_string_append(text, "]}\n");
    /* A temporary file, then a rename, as the playground's AtomicFile does. */
    char *temporary = g_strconcat(self->status_file, ".new", NULL);
    if (g_file_set_contents_full(temporary, text->str, -1, G_FILE_SET_CONTENTS_NONE, 0644, NULL))
        g_rename(temporary, self->status_file);
    g_free(temporary);
    g_string_free(text, TRUE);
    self->status_source = 0;
    return G_SOURCE_REMOVE;
}

static void peer_canvas_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    PeerCanvas *self = PEER_CANVAS(widget);
    double width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    if (!self->placed) {
        self->x = width / 2;
        self->y = height / 2;
        self->placed = TRUE;
    }
    GdkRGBA background = {0.118, 0.122, 0.133, 1};
    gtk_snapshot_append_color(snapshot, &background, &GRAPHENE_RECT_INIT(0, 0, width, height));
    double pw = gdk_texture_get_width(self->photo), ph = gdk_texture_get_height(self->photo);
    double fit = MIN(width * 0.8 / pw, height * 0.8 / ph);
    double w = pw * fit, h = ph * fit;
    gtk_snapshot_append_texture(snapshot, self->photo,
                                &GRAPHENE_RECT_INIT(self->x - w / 2, self->y - h / 2, w, h));
    self->frames++;
    mark("first-frame");
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    if (clock && self->waiting_count > 0) {
        gint64 counter = gdk_frame_clock_get_frame_counter(clock);
        GArray *events = g_hash_table_lookup(self->drawn, &counter);
        if (!events) {
            events = g_array_new(FALSE, FALSE, sizeof(gint64));
            gint64 *key = g_new(gint64, 1);
            *key = counter;
            g_hash_table_insert(self->drawn, key, events);
        }
        g_array_append_vals(events, self->waiting, self->waiting_count);
        self->waiting_count = 0;
    }
    /* At most ten times a second, and always once after the last frame (the playground's Throttle). */
    if (self->status_file && !self->status_source) {
        gint64 wait = self->status_written ? self->status_written + 100000 - g_get_monotonic_time() : 0;
        self->status_source = g_timeout_add(wait > 0 ? (guint)((wait + 999) / 1000) : 0, write_status, self);
    }
}

/* A frame was painted: close the measure of the frames whose timings are complete (or that waited long). */
static void after_paint(GdkFrameClock *clock, PeerCanvas *self) {
    if (self->pending_count < 64) {
        self->pending[self->pending_count] = gdk_frame_clock_get_frame_counter(clock);
        self->pending_end[self->pending_count++] = g_get_monotonic_time();
    }
    gint64 newest = gdk_frame_clock_get_frame_counter(clock);
    int kept = 0;
    for (int i = 0; i < self->pending_count; i++) {
        GdkFrameTimings *timings = gdk_frame_clock_get_timings(clock, self->pending[i]);
        gboolean complete = !timings || gdk_frame_timings_get_complete(timings);
        if (!complete && newest - self->pending[i] <= 4) {
            self->pending[kept] = self->pending[i];
            self->pending_end[kept++] = self->pending_end[i];
            continue;
        }
        gint64 presented = timings ? gdk_frame_timings_get_presentation_time(timings) : 0;
        if (presented <= 0) {
            presented = self->pending_end[i];
            self->paint_end_used = TRUE;
        }
        GArray *events = g_hash_table_lookup(self->drawn, &self->pending[i]);
        if (events) {
            for (guint e = 0; e < events->len && self->sample_count < PEER_MAX_SAMPLES; e++) {
                gint64 latency = presented - g_array_index(events, gint64, e);
                self->samples[self->sample_count++] = (Sample){presented, latency > 0 ? latency : 0};
            }
            g_hash_table_remove(self->drawn, &self->pending[i]);
        }
    }
    self->pending_count = kept;
}

static void canvas_realize(GtkWidget *widget, PeerCanvas *self) {
    self->clock = gtk_widget_get_frame_clock(widget);
    g_signal_connect(self->clock, "after-paint", G_CALLBACK(after_paint), self);
}

static void peer_canvas_dispose(GObject *object) {
    PeerCanvas *self = PEER_CANVAS(object);
    if (self->clock) g_signal_handlers_disconnect_by_data(self->clock, self);
    self->clock = NULL;
    g_clear_pointer(&self->drawn, g_hash_table_destroy);
    g_clear_pointer(&self->samples, g_free);
    g_clear_object(&self->photo);
    if (self->status_source) g_source_remove(self->status_source);
    self->status_source = 0;
    G_OBJECT_CLASS(peer_canvas_parent_class)->dispose(object);
}

static void peer_canvas_class_init(PeerCanvasClass *klass) {
    GTK_WIDGET_CLASS(klass)->snapshot = peer_canvas_snapshot;
    G_OBJECT_CLASS(klass)->dispose = peer_canvas_dispose;
}

static void drag_begin(GtkGestureDrag *drag, double x, double y, PeerCanvas *self) {
    self->start_x = self->x;
    self->start_y = self->y;
}

/* The event's own time on the monotonic clock: X servers stamp events with its milliseconds (32 bits). */
static void note_event(GtkGestureDrag *drag, PeerCanvas *self) {
    guint32 stamp = gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(drag));
    gint64 now = g_get_monotonic_time();
    guint32 ago = (guint32)(now / 1000) - stamp;
    gint64 at = ago <= 1000 ? now - (gint64)ago * 1000 : now;
    if (self->waiting_count < PEER_MAX_WAITING) self->waiting[self->waiting_count++] = at;
}

static void panel_moved(void);

static void drag_update(GtkGestureDrag *drag, double dx, double dy, PeerCanvas *self) {
    note_event(drag, self);
    panel_moved();
    self->x = self->start_x + dx;
    self->y = self->start_y + dy;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void peer_canvas_init(PeerCanvas *self) {
    gtk_widget_set_hexpand(GTK_WIDGET(self), TRUE);
    gtk_widget_set_vexpand(GTK_WIDGET(self), TRUE);
    gtk_widget_set_overflow(GTK_WIDGET(self), GTK_OVERFLOW_HIDDEN);
    GtkGesture *drag = gtk_gesture_drag_new();
    g_signal_connect(drag, "drag-begin", G_CALLBACK(drag_begin), self);
    g_signal_connect(drag, "drag-update", G_CALLBACK(drag_update), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(drag));
    self->drawn = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, (GDestroyNotify)g_array_unref);
    self->samples = g_new(Sample, PEER_MAX_SAMPLES);
    g_signal_connect(self, "realize", G_CALLBACK(canvas_realize), self);
}

typedef struct {
    const char *photo;
    const char *status_file;
    const char *rows;
    int width, height;
    gboolean chrome, panel, bare;
} Options;

/* The chain panel's sections: their lines, whose counts the drag moves on. */
static GtkWidget *panel_lines[4];
static unsigned long panel_moves;
static gint64 panel_shown_at;
static unsigned long panel_shown_moves = (unsigned long)-1;
static guint panel_source;

static gboolean update_panel(gpointer data) {
    (void)data;
    panel_source = 0;
    if (panel_moves == panel_shown_moves) return G_SOURCE_REMOVE;
    panel_shown_moves = panel_moves;
    panel_shown_at = g_get_monotonic_time();
    char text[1024];
    /* As long as the playground's own lines for a drag of the photo (its image viewer's recognizers). */
    snprintf(text, sizeof text, "hit test (mouse): window → root → photo");
    gtk_label_set_text(GTK_LABEL(panel_lines[0]), text);
    snprintf(text, sizeof text,
             "touchesBegan: photo → root → controller → window → application\ntouchesMoved ×%lu: photo → root → "
             "controller → window → application",
             panel_moves);
    gtk_label_set_text(GTK_LABEL(panel_lines[1]), text);
    snprintf(text, sizeof text,
             "pan: possible → began → changed ×%lu\nnext-image: possible → failed — pan began, and they may not "
             "recognize together (no delegate allows both)\nprevious-image: possible → failed — pan began, and "
             "they may not recognize together (no delegate allows both)\npinch: possible\nrotation: possible",
             panel_moves > 0 ? panel_moves - 1 : 0);
    gtk_label_set_text(GTK_LABEL(panel_lines[2]), text);
    snprintf(text, sizeof text, "pan → photo moved ×%lu", panel_moves > 0 ? panel_moves - 1 : 0);
    gtk_label_set_text(GTK_LABEL(panel_lines[3]), text);
    return G_SOURCE_REMOVE;
}

/* A move of the drag: the panel's counts follow at most twice a second (the playground's Throttle). */
static void panel_moved(void) {
    panel_moves++;
    if (!panel_lines[0] || panel_source) return;
    gint64 wait = panel_shown_at + 500000 - g_get_monotonic_time();
    panel_source = g_timeout_add(wait > 0 ? (guint)((wait + 999) / 1000) : 0, update_panel, NULL);
}

/* The playground's header bar, of stock widgets: its buttons' icons, a title and a subtitle. */
static GtkWidget *chrome_header(void) {
    static const char *start[] = {"view-refresh-symbolic", "media-record-symbolic"};
    /* Packed at the end from the right: the menu, full screen, present, the chain, exploded, feedback,
       the mouse's second finger (the playground's order, right to left). */
    static const char *end[] = {"open-menu-symbolic",   "view-fullscreen-symbolic", "x-office-presentation-symbolic",
                                "view-reveal-symbolic", "view-paged-symbolic",      "input-touchpad-symbolic",
                                "input-mouse-symbolic"};
    GtkWidget *bar = gtk_header_bar_new();
    for (guint i = 0; i < G_N_ELEMENTS(start); i++)
        gtk_header_bar_pack_start(GTK_HEADER_BAR(bar), gtk_button_new_from_icon_name(start[i]));
    for (guint i = 0; i < G_N_ELEMENTS(end); i++)
        gtk_header_bar_pack_end(GTK_HEADER_BAR(bar), gtk_button_new_from_icon_name(end[i]));
    GtkWidget *titles = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *title = gtk_label_new("Touch Playground");
    GtkWidget *subtitle = gtk_label_new("Image viewer");
    gtk_widget_add_css_class(title, "title");
    gtk_widget_add_css_class(subtitle, "subtitle");
    gtk_box_append(GTK_BOX(titles), title);
    gtk_box_append(GTK_BOX(titles), subtitle);
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(bar), titles);
    return bar;
}

/* A label of the chrome: wrapping when `wraps`, at the start of its line. */
static GtkWidget *chrome_label(const char *text, const char *style, gboolean wraps) {
    GtkWidget *label = gtk_label_new(text);
    if (style) gtk_widget_add_css_class(label, style);
    gtk_label_set_wrap(GTK_LABEL(label), wraps);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    return label;
}

/* The playground's scene list, of stock widgets: the rows of `rows_file` (see the head of this file). */
static GtkWidget *chrome_sidebar(const char *rows_file) {
    GtkWidget *list = gtk_list_box_new();
    gtk_widget_add_css_class(list, "navigation-sidebar");
    char *text = NULL;
    if (!rows_file || !g_file_get_contents(rows_file, &text, NULL, NULL)) text = g_strdup("Scene\tA scene to touch");
    char **lines = g_strsplit(text, "\n", -1);
    for (char **line = lines; *line; line++) {
        if (!**line) continue;
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
        gtk_widget_set_margin_top(row, 4);
        gtk_widget_set_margin_bottom(row, 4);
        char *tab = strchr(*line, '\t');
        if (**line == '#') {
            gtk_box_append(GTK_BOX(row), chrome_label(*line + 2, "heading", FALSE));
        } else if (tab) {
            *tab = 0;
            gtk_box_append(GTK_BOX(row), chrome_label(*line, "heading", FALSE));
            GtkWidget *caption = chrome_label(tab + 1, "dim-label", TRUE);
            gtk_label_set_max_width_chars(GTK_LABEL(caption), 24);
            gtk_box_append(GTK_BOX(row), caption);
        } else {
            gtk_box_append(GTK_BOX(row), chrome_label(*line, NULL, TRUE));
        }
        gtk_list_box_append(GTK_LIST_BOX(list), row);
    }
    g_strfreev(lines);
    g_free(text);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_size_request(scrolled, 230, -1);
    gtk_widget_add_css_class(scrolled, "background");
    return scrolled;
}

/* The playground's chain panel: a heading, a dimmed hint and thresholds, four headed sections of monospace
   lines. */
static GtkWidget *chrome_panel(void) {
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_margin_start(column, 14);
    gtk_widget_set_margin_end(column, 14);
    gtk_widget_set_margin_top(column, 14);
    gtk_widget_set_margin_bottom(column, 14);
    gtk_widget_set_size_request(column, 220, -1);
    gtk_box_append(GTK_BOX(column), chrome_label("How the last touch travelled", "title-4", TRUE));
    gtk_box_append(GTK_BOX(column),
                   chrome_label("Touch a view or the photo. The outlines on the canvas show the hit-test path; the "
                                "numbers, the order responders got touchesBegan.",
                                "dim-label", TRUE));
    GtkWidget *thresholds = chrome_label("finger: double tap within 0.40 s and 40 pt · long press 0.50 s (UIKit; "
                                         "time from this desktop)\nmouse: double click within 0.40 s and 5 px · long "
                                         "press 0.50 s (this desktop)",
                                         "dim-label", TRUE);
    gtk_widget_add_css_class(thresholds, "caption");
    gtk_box_append(GTK_BOX(column), thresholds);
    static const char *headings[] = {"Hit test", "Responder chain", "Gesture recognizers", "Actions"};
    for (int i = 0; i < 4; i++) {
        gtk_box_append(GTK_BOX(column), chrome_label(headings[i], "heading", FALSE));
        panel_lines[i] = chrome_label("Nothing yet.", "chain-text", TRUE);
        gtk_box_append(GTK_BOX(column), panel_lines[i]);
    }
    GtkWidget *change = gtk_expander_new("Change a view");
    gtk_expander_set_child(GTK_EXPANDER(change), chrome_label("Pick a view to change.", NULL, TRUE));
    gtk_box_append(GTK_BOX(column), change);
    update_panel(NULL);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), column);
    gtk_widget_add_css_class(scrolled, "background");
    return scrolled;
}

/* A flap as the playground makes its own: never folding by itself, no swipes, shown or not as asked. */
static GtkWidget *chrome_flap(GtkWidget *content, GtkWidget *pane, GtkPackType side, gboolean revealed) {
    GtkWidget *flap = adw_flap_new();
    adw_flap_set_content(ADW_FLAP(flap), content);
    adw_flap_set_flap(ADW_FLAP(flap), pane);
    adw_flap_set_separator(ADW_FLAP(flap), gtk_separator_new(GTK_ORIENTATION_VERTICAL));
    adw_flap_set_flap_position(ADW_FLAP(flap), side);
    adw_flap_set_fold_policy(ADW_FLAP(flap), ADW_FLAP_FOLD_POLICY_NEVER);
    adw_flap_set_swipe_to_open(ADW_FLAP(flap), FALSE);
    adw_flap_set_swipe_to_close(ADW_FLAP(flap), FALSE);
    adw_flap_set_modal(ADW_FLAP(flap), FALSE);
    adw_flap_set_reveal_flap(ADW_FLAP(flap), revealed);
    return flap;
}

/* The playground's window content: toasts over the scene list, the canvas with its legend, the panel. */
static GtkWidget *chrome_content(GtkWidget *canvas, const Options *options) {
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(column), canvas);
    GtkWidget *legend = chrome_label("The numbers on the canvas: the order responders got touchesBegan",
                                     "chain-legend", TRUE);
    gtk_widget_add_css_class(legend, "dim-label");
    gtk_label_set_width_chars(GTK_LABEL(legend), 12);
    gtk_widget_set_visible(legend, options->panel);
    gtk_box_append(GTK_BOX(column), legend);
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_box_append(GTK_BOX(row), column);
    GtkWidget *panel_flap = chrome_flap(row, chrome_panel(), GTK_PACK_END, options->panel);
    adw_flap_set_locked(ADW_FLAP(panel_flap), TRUE);
    GtkWidget *sidebar_flap = chrome_flap(panel_flap, chrome_sidebar(options->rows), GTK_PACK_START, TRUE);
    GtkWidget *clip = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(clip), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER);
    gtk_scrolled_window_set_kinetic_scrolling(GTK_SCROLLED_WINDOW(clip), FALSE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(clip), sidebar_flap);
    GtkWidget *toasts = adw_toast_overlay_new();
    adw_toast_overlay_set_child(ADW_TOAST_OVERLAY(toasts), clip);
    return toasts;
}

static void activate(GtkApplication *app, Options *options) {
    mark("registered");
    if (options->chrome) {
        /* The playground's own rules for the panel's lines and the legend. */
        GtkCssProvider *css = gtk_css_provider_new();
        gtk_css_provider_load_from_data(css,
                                        ".chain-text { font-family: monospace; font-size: 10pt; } "
                                        ".chain-legend { padding: 4px 10px; font-weight: bold; }",
                                        -1);
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        g_object_unref(css);
    }
    GError *error = NULL;
    GdkTexture *photo = gdk_texture_new_from_filename(options->photo, &error);
    if (!photo) {
        fprintf(stderr, "peer: %s: %s\n", options->photo, error->message);
        g_error_free(error);
        g_application_quit(G_APPLICATION(app));
        return;
    }
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Peer");
    if (!options->bare)
        gtk_window_set_titlebar(GTK_WINDOW(window), options->chrome ? chrome_header() : gtk_header_bar_new());
    gtk_window_set_default_size(GTK_WINDOW(window), options->width, options->height);
    PeerCanvas *canvas = g_object_new(PEER_TYPE_CANVAS, NULL);
    canvas->photo = photo;
    canvas->status_file = options->status_file;
    if (options->chrome) {
        gtk_window_set_child(GTK_WINDOW(window), chrome_content(GTK_WIDGET(canvas), options));
    } else {
        gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(canvas));
    }
    mark("window");
    gtk_window_present(GTK_WINDOW(window));
    mark("presented");
}

int main(int argc, char **argv) {
    mark("loaded");
    Options options = {NULL, NULL, NULL, 1100, 720, FALSE, FALSE, FALSE};
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--status-file") && i + 1 < argc) {
            options.status_file = argv[++i];
        } else if (!strcmp(argv[i], "--size") && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &options.width, &options.height) != 2) {
                fprintf(stderr, "peer: --size takes WIDTHxHEIGHT, not %s\n", argv[i]);
                return 1;
            }
        } else if (!strcmp(argv[i], "--chrome")) {
            options.chrome = TRUE;
        } else if (!strcmp(argv[i], "--panel")) {
            options.panel = TRUE;
        } else if (!strcmp(argv[i], "--bare")) {
            options.bare = TRUE;
        } else if (!strcmp(argv[i], "--rows") && i + 1 < argc) {
            options.rows = argv[++i];
        } else if (argv[i][0] != '-' && !options.photo) {
            options.photo = argv[i];
        } else {
            fprintf(stderr, "usage: peer PHOTO [--status-file PATH] [--size WIDTHxHEIGHT] [--chrome [--rows FILE] [--panel]] [--bare]\n");
            return 1;
        }
    }
    if (!options.photo) {
        fprintf(stderr, "usage: peer PHOTO [--status-file PATH] [--size WIDTHxHEIGHT] [--chrome [--rows FILE] [--panel]] [--bare]\n");
        return 1;
    }
    /* libadwaita, as the playground starts it (its flaps and toasts need it; its style sheet comes with it). */
    GtkApplication *app = GTK_APPLICATION(adw_application_new("org.example.TouchPlaygroundPeer", G_APPLICATION_NON_UNIQUE));
    g_signal_connect(app, "activate", G_CALLBACK(activate), &options);
    /* The step the playground calls `display` (GTK's start) is inside g_application_run here. */
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
