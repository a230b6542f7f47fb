#!/usr/bin/env python3
"""The exploded view's frame rate while it turns, beside the plain-C GTK 4 peer's while it drags its photo.

Each program runs under Xvfb at 1920 x 1080 with GSK's cairo renderer and gets a mouse drag through the
XTest extension, one motion every 1/rate s: the peer's photo follows it; the playground's exploded view
(F12) turns with it, drawing every slab again each frame. The playground is measured on touch-views and on
a lesson of 200 views (4 panels of 7 cards of 6 chips, written by this script). Frames are counted by each
program (its status file); CPU is read from /proc.

    Benchmarks/Window/exploded-fps.py [--rounds 3] [--events 750] [--rate 125] [--app PATH]

It prints, per case, the medians of the rounds: frames per second, CPU per frame, and the ratio of the
frame rate to the peer's. The target is the peer's frame rate (within half a frame a second).
It builds the peer and the playground as compare-window-cpu.py does (unless --app names a binary).
"""

import importlib.util
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("window_cpu", os.path.join(HERE, "compare-window-cpu.py"))
window_cpu = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(window_cpu)

SCREEN = window_cpu.SCREEN
XK_F12 = 0xFFC9


def lesson_of_200_views(path):
    """Writes a lesson of 200 views nested three deep: 4 panels of 7 cards of 6 chips."""
    def frame(index, count):
        return [f"{4 + index * 92 // count}%", "10%", f"{86 // count}%", "80%"]
    panels = []
    for p in range(4):
        cards = []
        for c in range(7):
            chips = [{"name": f"chip-{p}-{c}-{h}", "frame": frame(h, 6), "background": "#e5484d",
                      "onTouch": "recolor"} for h in range(6)]
            cards.append({"name": f"card-{p}-{c}", "frame": frame(c, 7), "background": "#3e63dd", "views": chips})
        panels.append({"name": f"panel-{p}", "frame": frame(p, 4), "background": "#30a46c", "views": cards})
    with open(path, "w") as f:
        json.dump({"format": "touch-scene/1", "title": "200 views", "size": [800, 600], "views": panels}, f)


class Launch:
    """One program at 1920 x 1080 with its status file."""

    def __init__(self, label, command, display, folder):
        self.status_path = os.path.join(folder, f"{label}-status.json")
        if os.path.exists(self.status_path):
            os.remove(self.status_path)
        config = os.path.join(folder, f"{label}-config")
        os.makedirs(os.path.join(config, "touch-playground"), exist_ok=True)
        with open(os.path.join(config, "touch-playground", "settings.json"), "w") as f:
            json.dump({"window": {"width": SCREEN[0], "height": SCREEN[1]}}, f)
        env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS")}
        env.update(DISPLAY=display, GDK_BACKEND="x11", GSK_RENDERER="cairo", XDG_CONFIG_HOME=config,
                   XDG_DATA_HOME=os.path.join(folder, f"{label}-data"), NO_AT_BRIDGE="1")
        self.process = subprocess.Popen(command + ["--status-file", self.status_path], env=env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.cpu = window_cpu.CpuMeter(self.process.pid)
        window_cpu.wait_for(lambda: self.status().get("frame", 0) >= 1, f"{label}'s first frame")
        self.geometry = window_cpu.window_geometry(display, self.process.pid)

    def status(self):
        return window_cpu.read_status(self.status_path) or {}

    def frames(self):
        return self.status().get("frame", 0)

    def canvas_center(self):
        x, y, width, height = self.geometry
        canvas = self.status().get("canvas")
        if canvas:
            return x + canvas[0] + canvas[2] / 2, y + canvas[1] + canvas[3] / 2
        return x + width / 2, y + height / 2

    def quit(self):
        self.process.kill()
        self.process.wait()


def drag(xtest, launch, events, rate, turning):
    """A drag from the canvas's center: back and forth along a line to turn the stack (within its widest
    turn), or round a circle to move the peer's photo; returns the frames per second and CPU per frame."""
    cx, cy = launch.canvas_center()
    start_point = (cx, cy) if turning else (cx + 120, cy)
    xtest.move(*start_point)
    time.sleep(0.2)
    window_cpu.settle(launch, 0.2)
    cpu_before, frames_before = launch.cpu.seconds(), launch.frames()
    xtest.button(True)
    start = time.perf_counter()
    for i in range(events):
        target = start + (i + 1) / rate
        delay = target - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        angle = 2 * math.pi * i / 250
        if turning:
            xtest.move(cx + 60 * math.sin(angle), cy + 30 * math.sin(2 * angle))
        else:
            xtest.move(cx + 120 * math.cos(angle), cy + 120 * math.sin(angle))
        if i % 25 == 0:
            launch.cpu.seconds()  # a look at each thread, in case one ends
    xtest.button(False)
    wall = time.perf_counter() - start
    window_cpu.settle(launch)
    frames = launch.frames() - frames_before
    return frames / wall, (launch.cpu.seconds() - cpu_before) / max(frames, 1) * 1000


def measure(label, command, display, folder, events, rate):
    xtest = window_cpu.XTest(display)
    try:
        launch = Launch(label, command, display, folder)
        turning = label != "peer"
        if turning:
            cx, cy = launch.canvas_center()
            xtest.move(cx, cy)
            time.sleep(0.1)
            xtest.key(XK_F12)
            window_cpu.wait_for(lambda: (launch.status().get("exploded") or {}).get("progress") == 1,
                                "the exploded view to spread", timeout=30)
        fps, frame_cpu = drag(xtest, launch, events, rate, turning)
        if turning:
            yaw = (launch.status().get("exploded") or {}).get("yaw")
            if yaw is None or abs(yaw - 34.4) < 0.01:
                raise SystemExit(f"exploded-fps: the drag did not turn {label}'s stack (yaw {yaw})")
        launch.quit()
        return {"fps": fps, "frame_cpu_ms": frame_cpu}
    finally:
        xtest.close()


def main():
    parser = window_cpu.drag_arguments(__doc__.split("\n")[0], rounds=3, events=750, display=":94")
    args = parser.parse_args()
    args.before = None
    for tool in ("Xvfb", "xdotool", "pkg-config", "cc"):
        if not shutil.which(tool):
            raise SystemExit(f"exploded-fps: {tool} is missing (apt-get install xvfb xdotool libgtk-4-dev)")
    with tempfile.TemporaryDirectory(prefix="exploded-fps-") as folder:
        commands = window_cpu.build(args, folder)
        lesson = os.path.join(folder, "two-hundred.json")
        lesson_of_200_views(lesson)
        cases = [("peer", commands["peer"]),
                 ("touch-views, exploded", commands["playground"] + ["--scene", "touch-views"]),
                 ("200 views, exploded", commands["playground"] + ["--scene-file", lesson])]
        xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten",
                                 "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        results = {label: [] for label, _ in cases}
        try:
            window_cpu.wait_for(lambda: os.path.exists(f"/tmp/.X11-unix/X{args.display.lstrip(':')}"), "Xvfb",
                                timeout=30)
            for round_index in range(args.rounds):
                order = cases if round_index % 2 == 0 else list(reversed(cases))
                for label, command in order:
                    result = measure(label.split(",")[0].replace(" ", "-"), command, args.display, folder,
                                     args.events, args.rate)
                    results[label].append(result)
                    print(f"  {label}: fps {result['fps']:.2f}, CPU per frame {result['frame_cpu_ms']:.2f} ms",
                          file=sys.stderr)
        finally:
            xvfb.terminate()
            xvfb.wait()
    peer_fps = statistics.median(r["fps"] for r in results["peer"])
    print(f"Medians of {args.rounds} rounds, {time.strftime('%Y-%m-%d')}, {window_cpu.machine()}; "
          f"{args.events} motions at {args.rate:g} Hz, 1920 x 1080, GSK's cairo renderer under Xvfb.\n")
    print("| case | frames per second | CPU per frame, ms | frame rate against the peer's |")
    print("| --- | --- | --- | --- |")
    for label, rounds in results.items():
        fps = statistics.median(r["fps"] for r in rounds)
        cpu = statistics.median(r["frame_cpu_ms"] for r in rounds)
        print(f"| {label} | {fps:.2f} | {cpu:.2f} | {fps - peer_fps:+.2f} |")


if __name__ == "__main__":
    main()
