#!/usr/bin/python3
"""Sends real touch, pointer and key events to the apps on a headless mutter through its RemoteDesktop D-Bus API.

This is the path a finger on a GNOME tablet takes from mutter on (libinput's events become mutter's, then
wl_touch to the app), with a virtual touchscreen that mutter makes for the remote-desktop session.

Usage: mutter_driver.py (on the session bus mutter runs on: DBUS_SESSION_BUS_ADDRESS)
Answers {"ready": true} once the session streams the monitor and its touchscreen and keyboard exist
(mutter makes them on the first call of each, so the driver touches a corner and presses Shift first).
Then reads one JSON command per line on stdin and answers one JSON line per command on stdout:
  {"steps": [STEP, ...]}  -> {"ok": true} once every step was sent, in order, the waits kept in between:
    ["down", slot, x, y] ["motion", slot, x, y] ["up", slot]   a finger (slot from 0), x and y in monitor pixels
    ["pointer", x, y]  ["button", BUTTON, pressed]           the mouse (BUTTON: evdev code, 272 is the left)
    ["key", KEYSYM, pressed]                                  a key by its X keysym (0xff1b is Escape)
    ["wait", seconds]
Any failure answers {"ok": false, "error": "..."} and the driver goes on reading.
"""
import json
import sys
import time

import dbus

REMOTE = "org.gnome.Mutter.RemoteDesktop"
CAST = "org.gnome.Mutter.ScreenCast"


def wait_for_names(bus, deadline):
    while True:
        names = bus.list_names()
        if REMOTE in names and CAST in names:
            return
        if time.time() > deadline:
            raise RuntimeError("mutter's RemoteDesktop and ScreenCast names did not appear")
        time.sleep(0.1)


class Session:
    def __init__(self, bus):
        remote = bus.get_object(REMOTE, "/org/gnome/Mutter/RemoteDesktop")
        path = dbus.Interface(remote, REMOTE).CreateSession()
        self.remote = dbus.Interface(bus.get_object(REMOTE, path), REMOTE + ".Session")
        session_id = bus.get_object(REMOTE, path).Get(
            REMOTE + ".Session", "SessionId", dbus_interface="org.freedesktop.DBus.Properties")
        cast = bus.get_object(CAST, "/org/gnome/Mutter/ScreenCast")
        cast_path = dbus.Interface(cast, CAST).CreateSession({"remote-desktop-session-id": session_id})
        cast_session = dbus.Interface(bus.get_object(CAST, cast_path), CAST + ".Session")
        # The monitor's stream: touch and absolute pointer positions are given in its pixels.
        self.stream = cast_session.RecordMonitor("", {})
        self.remote.Start()

    def run(self, step):
        kind = step[0]
        if kind == "down":
            self.remote.NotifyTouchDown(self.stream, dbus.UInt32(step[1]), float(step[2]), float(step[3]))
        elif kind == "motion":
            self.remote.NotifyTouchMotion(self.stream, dbus.UInt32(step[1]), float(step[2]), float(step[3]))
        elif kind == "up":
            self.remote.NotifyTouchUp(dbus.UInt32(step[1]))
        elif kind == "pointer":
            self.remote.NotifyPointerMotionAbsolute(self.stream, float(step[1]), float(step[2]))
        elif kind == "button":
            self.remote.NotifyPointerButton(dbus.Int32(step[1]), bool(step[2]))
        elif kind == "key":
            self.remote.NotifyKeyboardKeysym(dbus.UInt32(step[1]), bool(step[2]))
        elif kind == "wait":
            time.sleep(float(step[1]))
        else:
            raise ValueError(f"unknown step {kind}")


def answer(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main():
    bus = dbus.SessionBus()
    wait_for_names(bus, time.time() + 60)
    session = Session(bus)
    # Mutter makes the session's virtual touchscreen on the first touch call and only then tells clients
    # that the seat has touch: touch once, in a corner no window covers yet, before any app starts. Its
    # virtual keyboard, likewise made on the first key call, loses that first key: press Shift once.
    session.run(["down", 0, 1, 1])
    session.run(["up", 0])
    session.run(["key", 0xFFE1, True])
    session.run(["key", 0xFFE1, False])
    answer({"ready": True})
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            command = json.loads(line)
            for step in command["steps"]:
                session.run(step)
            answer({"ok": True})
        except Exception as error:  # the test reads the message; the driver stays up for the next command
            answer({"ok": False, "error": str(error)})


if __name__ == "__main__":
    main()
