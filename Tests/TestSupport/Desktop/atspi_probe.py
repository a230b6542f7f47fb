#!/usr/bin/python3
"""Reads a running GTK app's accessibility tree over AT-SPI, as a screen reader (Orca) does, and prints it
as JSON on one line. Usage: atspi_probe.py APP_NAME tree | events SECONDS | press NAME

tree:   {"role", "name", "description", "states", "labelledBy", "children"} from the application down.
events: listens for accessible name and description changes for SECONDS (reading a line from stdin first
        would block, so it simply listens), printing one JSON object per event:
        {"type", "role", "name", "value"}.
press:  does the first action of the first button (of any kind) named NAME, as a screen reader's user
        presses it, and prints {"pressed": ROLE}.
Run with Debian's /usr/bin/python3 (PyGObject), with DBUS_SESSION_BUS_ADDRESS naming the app's bus."""
import json
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402


def find_app(name, timeout=60):
    end = time.time() + timeout
    while time.time() < end:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and name in (app.get_name() or ""):
                return app
        GLib.MainContext.default().iteration(False)
        time.sleep(0.2)
    raise SystemExit(f"no application named {name} on the accessibility bus")


def node(accessible, depth=0):
    """The object and what it holds; an object that went away while being read (a toast's, say) is left out
    of its parent's children rather than ending the read."""
    states = accessible.get_state_set()
    names = [
        nick
        for nick, state in [
            ("focusable", Atspi.StateType.FOCUSABLE),
            ("focused", Atspi.StateType.FOCUSED),
            ("showing", Atspi.StateType.SHOWING),
            ("pressed", Atspi.StateType.PRESSED),
            ("checked", Atspi.StateType.CHECKED),
            ("sensitive", Atspi.StateType.SENSITIVE),
        ]
        if states.contains(state)
    ]
    labelled_by = []
    for relation in accessible.get_relation_set() or []:
        if relation.get_relation_type() == Atspi.RelationType.LABELLED_BY:
            for i in range(relation.get_n_targets()):
                labelled_by.append(relation.get_target(i).get_name())
    children = []
    if depth < 40:
        for i in range(accessible.get_child_count()):
            try:
                child = accessible.get_child_at_index(i)
                if child is not None:
                    children.append(node(child, depth + 1))
            except GLib.Error:
                continue
    return {
        "role": accessible.get_role_name(),
        "name": accessible.get_name() or "",
        "description": accessible.get_description() or "",
        "states": names,
        "labelledBy": labelled_by,
        "children": children,
    }


def listen(app_name, seconds):
    app = find_app(app_name)
    pid = app.get_process_id()

    def on_event(event):
        try:
            if event.source.get_process_id() != pid:
                return
            value = event.any_data if isinstance(event.any_data, str) else None
            print(json.dumps({"type": event.type, "role": event.source.get_role_name(),
                              "name": event.source.get_name() or "", "value": value}), flush=True)
        except GLib.Error:
            pass

    listener = Atspi.EventListener.new(on_event)
    listener.register("object:property-change:accessible-name")
    listener.register("object:property-change:accessible-description")
    print(json.dumps({"type": "listening"}), flush=True)
    end = time.time() + seconds
    while time.time() < end:
        GLib.MainContext.default().iteration(False)
        time.sleep(0.01)


def read_tree(app_name, attempts=5):
    """The tree; read again when the app is too busy to answer a call in time (AT-SPI's calls time out)."""
    for attempt in range(attempts):
        try:
            return node(find_app(app_name))
        except GLib.Error as error:
            if attempt == attempts - 1:
                raise SystemExit(f"the tree could not be read: {error}")
            time.sleep(1)


def find_named(accessible, name, depth=0):
    """The first button named `name`, depth first."""
    if accessible.get_name() == name and accessible.get_role_name().endswith("button"):
        return accessible
    for i in range(accessible.get_child_count() if depth < 40 else 0):
        child = accessible.get_child_at_index(i)
        found = find_named(child, name, depth + 1) if child is not None else None
        if found is not None:
            return found
    return None


def press(app_name, name):
    target = find_named(find_app(app_name), name)
    if target is None:
        raise SystemExit(f"nothing named {name} has an action")
    target.do_action(0)
    print(json.dumps({"pressed": target.get_role_name()}))


if __name__ == "__main__":
    if sys.argv[2] == "tree":
        print(json.dumps(read_tree(sys.argv[1])))
    elif sys.argv[2] == "press":
        press(sys.argv[1], sys.argv[3])
    else:
        listen(sys.argv[1], float(sys.argv[3]))
