#!/usr/bin/env python3
"""Writes the scene fixtures (touch-trace/1) used by PlaygroundTests, for an 800x600 window.

Run it from this folder after changing a gesture here; the tests read the JSON files it writes.
Samples are 60 Hz, as a touchscreen delivers them; times are seconds from each trace's start.
"""
import json, math, os

class Trace:
    def __init__(self, description):
        self.description, self.events, self.t = description, [], 0.0

    def wait(self, seconds):
        self.t += seconds

    def touch(self, ident, phase, x, y):
        self.events.append({"t": round(self.t, 4), "kind": "touch", "id": ident, "phase": phase,
                            "x": round(x, 2), "y": round(y, 2)})

    def tap(self, x, y, fingers=1, spacing=40, hold=0.06):
        xs = [x + (i - (fingers - 1) / 2) * spacing for i in range(fingers)]
        for i, fx in enumerate(xs): self.touch(i + 1, "began", fx, y)
        self.wait(hold)
        for i, fx in enumerate(xs): self.touch(i + 1, "ended", fx, y)
        self.wait(0.01)

    def drag(self, start, end, duration, ident=1, hold=0.0, lift=True):
        self.touch(ident, "began", *start)
        self.wait(hold)
        steps = max(1, round(duration * 60))
        for step in range(1, steps + 1):
            self.wait(duration / steps)
            f = step / steps
            self.touch(ident, "moved", start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f)
        if lift: self.touch(ident, "ended", *end)
        self.wait(0.01)

    def press(self, start, end, hold=0.0, duration=0.5, rest=0.0):
        """One finger: down at start, still for `hold` s, moved to end over `duration` s, still for `rest` s
        (reporting its place each 0.1 s, as a resting finger does), then lifted."""
        self.touch(1, "began", *start)
        self.wait(hold)
        steps = max(1, round(duration * 60))
        for step in range(1, steps + 1):
            self.wait(duration / steps)
            f = step / steps
            self.touch(1, "moved", start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f)
        for _ in range(round(rest / 0.1)):
            self.wait(0.1)
            self.touch(1, "moved", *end)
        self.touch(1, "ended", *end)
        self.wait(0.01)

    def fingers(self, paths, duration):
        """Several fingers at once, each from its start to its end point in a straight line."""
        for i, (start, _) in enumerate(paths): self.touch(i + 1, "began", *start)
        steps = max(1, round(duration * 60))
        for step in range(1, steps + 1):
            self.wait(duration / steps)
            f = step / steps
            for i, (start, end) in enumerate(paths):
                self.touch(i + 1, "moved", start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f)
        for i, (_, end) in enumerate(paths): self.touch(i + 1, "ended", *end)
        self.wait(0.01)

    def two_finger(self, center, span0, span1, rotation, duration):
        def at(f):
            half, angle = (span0 + (span1 - span0) * f) / 2, rotation * f
            dx, dy = half * math.cos(angle), half * math.sin(angle)
            return (center[0] - dx, center[1] - dy), (center[0] + dx, center[1] + dy)
        a, b = at(0)
        self.touch(1, "began", *a); self.touch(2, "began", *b)
        steps = round(duration * 60)
        for step in range(1, steps + 1):
            self.wait(duration / steps)
            a, b = at(step / steps)
            self.touch(1, "moved", *a); self.touch(2, "moved", *b)
        self.touch(1, "ended", *a); self.touch(2, "ended", *b)
        self.wait(0.01)

    def write(self, path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            json.dump({"format": "touch-trace/1", "size": [800, 600], "description": self.description,
                       "events": self.events}, f, indent=1)
            f.write("\n")

def make(path, description, build):
    trace = Trace(description)
    build(trace)
    trace.write(path)

# multi-touch
def three(t):
    pts = [(200, 300), (400, 250), (600, 320)]
    for i, p in enumerate(pts): t.touch(i + 1, "began", *p); t.wait(0.02)
    for i, p in enumerate(pts): t.touch(i + 1, "moved", p[0] + 30, p[1] + 20)
    t.wait(0.1)
    for i, p in enumerate(pts): t.touch(i + 1, "ended", p[0] + 30, p[1] + 20)
make("multi-touch/three-fingers.json", "three fingers land one after another, move and lift", three)
make("multi-touch/single-tap.json", "one quick tap", lambda t: t.tap(400, 300))
make("multi-touch/double-tap.json", "two quick taps at one place", lambda t: (t.tap(400, 300), t.wait(0.12), t.tap(402, 301)))
make("multi-touch/drag.json", "a drag is not a tap", lambda t: t.drag((300, 300), (500, 320), 0.3))

# tray (closed: top at 536; open: top at 270)
make("tray/flick-up.json", "a quick upward flick on the closed tray's handle",
     lambda t: t.drag((400, 560), (400, 470), 0.1))
make("tray/slow-drag-up.json", "the closed tray dragged slowly past the middle and held still before lifting",
     lambda t: t.press((400, 560), (400, 360), duration=1.0, rest=0.6))
make("tray/short-slow-drag.json", "the closed tray dragged slowly a little way up and held still before lifting",
     lambda t: t.press((400, 560), (400, 500), duration=0.8, rest=0.6))
make("tray/flick-down.json", "a quick downward flick on the open tray's handle",
     lambda t: t.drag((400, 290), (400, 380), 0.1))
make("tray/tap-handle.json", "a tap on the handle strip", lambda t: t.tap(400, 560))

# gestures (stage: x 28...772, y 48...502)
make("gestures/tap.json", "a one-finger tap on the photo", lambda t: t.tap(300, 250))
make("gestures/double-tap-two-fingers.json", "a two-finger double tap",
     lambda t: (t.tap(400, 250, fingers=2), t.wait(0.1), t.tap(400, 250, fingers=2)))
make("gestures/tap-three-fingers.json", "a three-finger tap", lambda t: t.tap(400, 300, fingers=3))
make("gestures/long-press.json", "a finger held still for 0.8 s",
     lambda t: t.press((500, 200), (500, 200), hold=0.8, duration=0))
make("gestures/swipe-left.json", "a quick swipe to the left", lambda t: t.drag((600, 275), (400, 280), 0.15))
make("gestures/swipe-up.json", "a quick swipe up", lambda t: t.drag((400, 450), (400, 250), 0.15))
make("gestures/swipe-down.json", "a quick swipe down", lambda t: t.drag((400, 100), (400, 300), 0.15))
make("gestures/slow-pan.json", "one finger dragged slowly (100 points/s) to the right", lambda t: t.drag((200, 300), (440, 300), 2.4))
make("gestures/pinch-rotate.json", "two fingers spreading from 100 to 200 points apart while turning 30 degrees",
     lambda t: t.two_finger((400, 275), 100, 200, math.pi / 6, 0.5))
make("gestures/edge-pan.json", "a drag from the window's left edge into the middle",
     lambda t: t.drag((6, 300), (300, 300), 0.4))

# lines
make("lines/two-fingers.json", "two fingers draw two lines at once",
     lambda t: t.fingers([((100, 100), (300, 150)), ((100, 400), (350, 380))], 0.3))
make("lines/double-tap.json", "a double tap", lambda t: (t.tap(600, 300), t.wait(0.1), t.tap(600, 300)))
make("lines/tap-near-first-line.json", "a tap 6 points below the middle of the first line", lambda t: t.tap(200, 131))
make("lines/hold-and-drag.json", "a finger held on the second line for 0.7 s, then dragged 100 points down",
     lambda t: t.press((225, 390), (225, 490), hold=0.7, duration=0.4))

# direct-manipulation (board at (16, 48), 768x504; photo-1 centered at (161.92, 174) in the window, the
# ball at (183.52, 400.32), radius 60; the star at (572.16, 390.08), 160 points square)
def circle_stroke(t, center, radius, turns=1.05, duration=0.8, wobble=0.06):
    steps = round(duration * 60)
    t.touch(1, "began", center[0] + radius, center[1])
    for step in range(1, steps + 1):
        t.wait(duration / steps)
        a = 2 * math.pi * turns * step / steps
        r = radius * (1 + wobble * math.sin(3 * a + 0.5))
        t.touch(1, "moved", center[0] + r * math.cos(a), center[1] + r * math.sin(a))
    t.touch(1, "ended", center[0] + radius * (1 + wobble * math.sin(3 * 2 * math.pi * turns + 0.5)) * math.cos(2 * math.pi * turns),
            center[1] + radius * math.sin(2 * math.pi * turns))
    t.wait(0.01)
make("direct-manipulation/drag-photo.json", "photo-1 grabbed off-center and dragged 300 right, 200 down",
     lambda t: t.drag((120, 150), (420, 350), 0.5))
make("direct-manipulation/tap-switch.json", "a tap on the keep-inside switch", lambda t: t.tap(62, 24))
make("direct-manipulation/drag-photo-far-right.json", "photo-1 dragged far past the board's right edge",
     lambda t: t.drag((161.92, 174), (1100, 174), 0.5))
make("direct-manipulation/drag-ball-corner.json", "a drag starting in the corner of the ball's square, outside its circle",
     lambda t: t.drag((183.52 + 52, 400.32 + 52), (183.52 + 152, 400.32 + 52), 0.4))
make("direct-manipulation/drag-ball-middle.json", "a drag from the ball's middle",
     lambda t: t.drag((183.52, 400.32), (283.52, 400.32), 0.4))
make("direct-manipulation/drag-star-corner.json", "a drag from the star's transparent top-left corner",
     lambda t: t.drag((572.16 - 70, 390.08 - 70), (572.16 + 30, 390.08 - 70), 0.4))
make("direct-manipulation/drag-star-middle.json", "a drag from the star's opaque middle",
     lambda t: t.drag((572.16, 390.08), (472.16, 390.08), 0.4))
make("direct-manipulation/draw-circle.json", "a slightly wobbly circle of radius 50 drawn on the board",
     lambda t: circle_stroke(t, (400, 330), 50))
make("direct-manipulation/draw-line.json", "a straight stroke on the board", lambda t: t.drag((330, 300), (470, 360), 0.4))
make("direct-manipulation/hold-star.json", "a finger held on the star for 0.8 s",
     lambda t: t.press((572.16, 390.08), (572.16, 390.08), hold=0.8, duration=0))

# drawing-pad (paper at (12, 76), 776x476; swatches centered at y 38 from x 56, 38 apart; shape button
# (284, 12, 170, 40); smooth switch (466, 16, 110, 32); clear (596, 14, 88x36); save (688, 14, 104x36)
def wave(t):
    t.touch(1, "began", 100, 300)
    for i in range(1, 41):
        t.wait(1 / 60)
        t.touch(1, "moved", 100 + i * 10, 300 + 60 * math.sin(i / 40 * 2 * math.pi))
    t.touch(1, "ended", 500, 300)
    t.wait(0.01)
make("drawing-pad/scribble.json", "a wavy scribble across the paper", wave)
make("drawing-pad/drag.json", "a drag from (200, 200) to (400, 350)", lambda t: t.drag((200, 200), (400, 350), 0.3))
make("drawing-pad/two-fingers.json", "two fingers drag at once",
     lambda t: t.fingers([((150, 150), (300, 250)), ((450, 300), (650, 450))], 0.3))
make("drawing-pad/tap-shape-button.json", "a tap on the shape button", lambda t: t.tap(369, 32))
make("drawing-pad/tap-red.json", "a tap on the red swatch", lambda t: t.tap(94, 38))
make("drawing-pad/tap-smooth.json", "a tap on the smoothing switch", lambda t: t.tap(490, 32))
make("drawing-pad/tap-clear.json", "a tap on Clear", lambda t: t.tap(640, 32))
make("drawing-pad/tap-save.json", "a tap on Save", lambda t: t.tap(756, 32))
