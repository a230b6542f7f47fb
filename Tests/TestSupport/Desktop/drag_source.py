#!/usr/bin/python3
# A tiny GTK 4 window whose label drags a file, as a file manager does: for the window tests that drop a
# trace or a scene file on the playground. Usage: drag_source.py FILE (the window is titled "Drag source").
#
# It says on standard output, a line each, what the test must wait for rather than guess with sleeps on a
# busy machine: "ready" once the window is drawn, "begin" when the drag has started, "accepted" when the
# window under the pointer has said it takes the file, and "end" or "cancel" when the drag is over.
import sys
import gi
gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk

path = sys.argv[1]


def say(word):
    print(word, flush=True)


def on_activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Drag source")
    window.set_default_size(200, 120)
    label = Gtk.Label(label="drag me")
    source = Gtk.DragSource()
    source.set_actions(Gdk.DragAction.COPY)

    def prepare(_source, _x, _y):
        value = GObject.Value(Gio.File, Gio.File.new_for_path(path))
        return Gdk.ContentProvider.new_for_value(value)

    def begin(_source, drag):
        say("begin")

        def selected(drag, _param):
            if drag.get_selected_action() & Gdk.DragAction.COPY:
                say("accepted")

        drag.connect("notify::selected-action", selected)

    source.connect("prepare", prepare)
    source.connect("drag-begin", begin)
    source.connect("drag-end", lambda _source, _drag, _delete: say("end"))
    source.connect("drag-cancel", lambda _source, _drag, _reason: say("cancel") or False)
    label.add_controller(source)
    window.set_child(label)
    # Drawn once: the next frame after the window is mapped.
    window.connect("map", lambda _w: GLib.idle_add(lambda: say("ready") or False))
    window.present()


app = Gtk.Application(application_id="io.github.touchplayground.DragSource", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", on_activate)
app.run([])
