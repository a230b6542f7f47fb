#!/usr/bin/python3
# A tiny GTK 4 window whose label drags a file, as a file manager does: for the window test that drops a
# trace on the playground. Usage: drag_source.py FILE (the window is titled "Drag source").
import sys
import gi
gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk

path = sys.argv[1]


def on_activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Drag source")
    window.set_default_size(200, 120)
    label = Gtk.Label(label="drag me")
    source = Gtk.DragSource()
    source.set_actions(Gdk.DragAction.COPY)

    def prepare(_source, _x, _y):
        value = GObject.Value(Gio.File, Gio.File.new_for_path(path))
        return Gdk.ContentProvider.new_for_value(value)

    source.connect("prepare", prepare)
    label.add_controller(source)
    window.set_child(label)
    window.present()


app = Gtk.Application(application_id="io.github.touchplayground.DragSource", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", on_activate)
app.run([])
