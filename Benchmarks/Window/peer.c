/*
 * The plain-C peer of the playground's image viewer, for the window benchmark (compare-window-cpu.py).
 *
 * It does what `image-viewer` does for one finger and nothing more: a window with a header bar, a dark
 * canvas widget that draws one photo as a texture node (fitted to 80 % of the canvas, centered), and a
 * GtkGestureDrag that moves the photo and queues a redraw. Written the way a GTK 4 program is usually
 * written, so the playground's cost per event and per frame can be read against what GTK itself costs.
 *
 *   peer PHOTO [--status-file PATH] [--size WIDTHxHEIGHT]
 *
 * With --status-file it writes `{"frame": N}` (frames drawn so far) after each frame, atomically, the
 * way the playground's status file tells the benchmark it is ready.
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

#define PEER_TYPE_CANVAS (peer_canvas_get_type())
G_DECLARE_FINAL_TYPE(PeerCanvas, peer_canvas, PEER, CANVAS, GtkWidget)

struct _PeerCanvas {
    GtkWidget parent;
    GdkTexture *photo;
    double x, y;             /* the photo's center, in points */
    double start_x, start_y; /* its center when the drag began */
    gboolean placed;
    unsigned long frames;
    const char *status_file;
    guint status_source;
};

G_DEFINE_TYPE(PeerCanvas, peer_canvas, GTK_TYPE_WIDGET)

static gboolean write_status(gpointer data) {
    PeerCanvas *self = data;
    char text[64];
    snprintf(text, sizeof text, "{\"frame\": %lu}\n", self->frames);
    g_file_set_contents(self->status_file, text, -1, NULL); /* a temporary file, then a rename */
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
    if (self->status_file && !self->status_source) self->status_source = g_idle_add(write_status, self);
}

static void peer_canvas_dispose(GObject *object) {
    PeerCanvas *self = PEER_CANVAS(object);
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

static void drag_update(GtkGestureDrag *drag, double dx, double dy, PeerCanvas *self) {
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
}

typedef struct {
    const char *photo;
    const char *status_file;
    int width, height;
} Options;

static void activate(GtkApplication *app, Options *options) {
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
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    gtk_window_set_default_size(GTK_WINDOW(window), options->width, options->height);
    PeerCanvas *canvas = g_object_new(PEER_TYPE_CANVAS, NULL);
    canvas->photo = photo;
    canvas->status_file = options->status_file;
    gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(canvas));
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    Options options = {NULL, NULL, 1100, 720};
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--status-file") && i + 1 < argc) {
            options.status_file = argv[++i];
        } else if (!strcmp(argv[i], "--size") && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &options.width, &options.height) != 2) {
                fprintf(stderr, "peer: --size takes WIDTHxHEIGHT, not %s\n", argv[i]);
                return 1;
            }
        } else if (argv[i][0] != '-' && !options.photo) {
            options.photo = argv[i];
        } else {
            fprintf(stderr, "usage: peer PHOTO [--status-file PATH] [--size WIDTHxHEIGHT]\n");
            return 1;
        }
    }
    if (!options.photo) {
        fprintf(stderr, "usage: peer PHOTO [--status-file PATH] [--size WIDTHxHEIGHT]\n");
        return 1;
    }
    GtkApplication *app = gtk_application_new("org.example.TouchPlaygroundPeer", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), &options);
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
