/*
 * The plain-C peer of the playground's image viewer, for the window benchmark (compare-window-cpu.py).
 *
 * It does what `image-viewer` does for one finger and nothing more: a window with a header bar, a dark
 * canvas widget that draws one photo as a texture node (fitted to 80 % of the canvas, centered), and a
 * GtkGestureDrag that moves the photo and queues a redraw. Written the way a GTK 4 program is usually
 * written, so the playground's cost per event and per frame can be read against what GTK itself costs.
 *
 *   peer PHOTO [--status-file PATH] [--size WIDTHxHEIGHT] [--chrome]
 *
 * With --chrome the window also has the playground's chrome, made of stock GTK widgets: a header bar with
 * its eight icon buttons and a title over a subtitle, and on the left a scrolled sidebar of twenty rows,
 * each a name over a dimmed four-line description. It still draws only the photo. Beside the plain peer it
 * shows what GTK itself spends on such a window on every frame of a drag (GTK 4.8's Cairo renderer walks
 * the whole window's render nodes on each frame, clipped to what changed, and every event passes the
 * window's widgets), so the playground's own cost can be read apart from its window's.
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

static void drag_update(GtkGestureDrag *drag, double dx, double dy, PeerCanvas *self) {
    note_event(drag, self);
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
    int width, height;
    gboolean chrome;
} Options;

/* The playground's header bar, of stock widgets: its buttons' icons, a title and a subtitle. */
static GtkWidget *chrome_header(void) {
    static const char *start[] = {"view-refresh-symbolic", "media-record-symbolic"};
    static const char *end[] = {"open-menu-symbolic",    "view-fullscreen-symbolic", "view-reveal-symbolic",
                                "view-paged-symbolic",   "sidebar-show-right-symbolic",
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

/* The playground's scene list, of stock widgets: twenty rows, a name over a dimmed wrapping description. */
static GtkWidget *chrome_sidebar(void) {
    GtkWidget *list = gtk_list_box_new();
    gtk_widget_add_css_class(list, "navigation-sidebar");
    for (int i = 0; i < 20; i++) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        char name[32];
        snprintf(name, sizeof name, "Scene %d", i + 1);
        GtkWidget *title = gtk_label_new(name);
        GtkWidget *caption = gtk_label_new("A photo to pan, pinch and rotate at once; double tap for the next, "
                                           "two-finger double tap for the previous");
        gtk_widget_add_css_class(title, "heading");
        gtk_widget_add_css_class(caption, "dim-label");
        gtk_label_set_wrap(GTK_LABEL(caption), TRUE);
        gtk_label_set_max_width_chars(GTK_LABEL(caption), 24);
        gtk_label_set_xalign(GTK_LABEL(title), 0);
        gtk_label_set_xalign(GTK_LABEL(caption), 0);
        gtk_box_append(GTK_BOX(row), title);
        gtk_box_append(GTK_BOX(row), caption);
        gtk_list_box_append(GTK_LIST_BOX(list), row);
    }
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_size_request(scrolled, 230, -1);
    return scrolled;
}

static void activate(GtkApplication *app, Options *options) {
    mark("registered");
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
    gtk_window_set_titlebar(GTK_WINDOW(window), options->chrome ? chrome_header() : gtk_header_bar_new());
    gtk_window_set_default_size(GTK_WINDOW(window), options->width, options->height);
    PeerCanvas *canvas = g_object_new(PEER_TYPE_CANVAS, NULL);
    canvas->photo = photo;
    canvas->status_file = options->status_file;
    if (options->chrome) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
        gtk_widget_set_hexpand(GTK_WIDGET(canvas), TRUE);
        gtk_box_append(GTK_BOX(row), chrome_sidebar());
        gtk_box_append(GTK_BOX(row), GTK_WIDGET(canvas));
        gtk_window_set_child(GTK_WINDOW(window), row);
    } else {
        gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(canvas));
    }
    mark("window");
    gtk_window_present(GTK_WINDOW(window));
    mark("presented");
}

int main(int argc, char **argv) {
    mark("loaded");
    Options options = {NULL, NULL, 1100, 720, FALSE};
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
        } else if (argv[i][0] != '-' && !options.photo) {
            options.photo = argv[i];
        } else {
            fprintf(stderr, "usage: peer PHOTO [--status-file PATH] [--size WIDTHxHEIGHT] [--chrome]\n");
            return 1;
        }
    }
    if (!options.photo) {
        fprintf(stderr, "usage: peer PHOTO [--status-file PATH] [--size WIDTHxHEIGHT] [--chrome]\n");
        return 1;
    }
    GtkApplication *app = gtk_application_new("org.example.TouchPlaygroundPeer", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), &options);
    /* The step the playground calls `display` (GTK's start) is inside g_application_run here. */
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
