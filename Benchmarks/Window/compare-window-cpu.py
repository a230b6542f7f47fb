#!/usr/bin/env python3
"""The live window's CPU, measured beside a plain-C GTK 4 peer in one run.

Both programs run under Xvfb with GSK's cairo renderer (as on a machine without a GPU) and get the same
input, sent through the XTest extension at a steady rate: a mouse drag of the photo along a circle, in the
playground's `image-viewer` and in the peer (`peer.c`, a photo moved by a GtkGestureDrag). CPU time is read
from /proc (every thread, in nanoseconds, threads that ended included); frames are counted by each program
and read from its status file.

Printed per program, as medians of the rounds, and as the playground's ratio to the peer:
  - start-up: wall time from launch to the first frame drawn, and the CPU spent by then (as each program
    measures it in itself, the same way: its status file's `startup` steps), each round's figure the median
    of --launches launches; the same to the first frame that shows the photo (the playground decodes photos off the main thread, the peer before its window);
  - CPU per input event: while dragging in a default-sized window (1100 x 720);
  - CPU per frame and frames per second: while dragging in a 1920 x 1080 window;
  - latency: from each drag event's own timestamp to the frame that first shows it reaching the screen
    (median and 95th percentile, measured the same way by both programs, over the drag's last five seconds);
  - idle CPU: a second with nothing happening.
The playground is measured with its chain panel shown (the teaching view), hidden (F9), and presenting
(F5: the canvas alone). Each is set against the stock window that matches it (`peer.c`): the playground's
chrome of stock GTK and libadwaita widgets laid out as the playground lays out its own (`--chrome`: header
bar, flaps, the scene list's real rows, and with `--panel` the chain panel's headed sections whose counts
change twice a second during the drag, and the legend), or the canvas alone (`--bare`) for presentation.
So the ratios say what the playground's own work costs over what GTK spends on the same window. In the
same rounds the playground's gallery
(`gestures`, its stage panned) and `direct-manipulation` (a photo dragged) are measured too, CPU per event
and per frame with the panel shown and hidden: they have no peer of their own.

    Benchmarks/Window/compare-window-cpu.py [--rounds 5] [--launches 7] [--events 1000] [--rate 125]
                                            [--app PATH] [--before OLDER-BUILD] [--write-readme]
                                            [--largest-spread 0.25]

With --write-readme it rewrites the tables in README.md between its markers, with the date, the machine's
CPU and what else ran meanwhile, so the figures are never typed by hand. It fails (exit 1, naming the
measure) when the middle half of the rounds (their interquartile range) of a measure the targets are about
(start-up, CPU per event and per frame, frames per second: GATED) spreads by more than --largest-spread of
their median: too noisy to trust.

It builds the peer with cc and pkg-config, and the playground as meson builds it to install
(meson-helpers/swift-build.sh: release, the Swift runtime linked in statically, bound at load, no run path)
unless --app names a binary.
Needs Xvfb, xdotool and libXtst (installed with xdotool).
"""

import argparse
import ctypes
import glob
import json
import math
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SCREEN = (1920, 1080)
DEFAULT_WINDOW = (1100, 720)
XK_F9 = 0xFFC6
XK_F5 = 0xFFC2


class XTest:
    """Synthetic pointer and key events on one X display."""

    def __init__(self, display_name):
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for name in ("XFlush", "XCloseDisplay"):
            getattr(self.x11, name).argtypes = [ctypes.c_void_p]
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                                   ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        # Xvfb takes connections a little after its socket appears.
        self.display = wait_for(lambda: self.x11.XOpenDisplay(display_name.encode()), f"X display {display_name}",
                                timeout=30)

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.display, -1, int(round(x)), int(round(y)), 0)
        self.x11.XFlush(self.display)

    def button(self, pressed):
        self.xtst.XTestFakeButtonEvent(self.display, 1, 1 if pressed else 0, 0)
        self.x11.XFlush(self.display)

    def key(self, keysym):
        code = self.x11.XKeysymToKeycode(self.display, keysym)
        for pressed in (1, 0):
            self.xtst.XTestFakeKeyEvent(self.display, code, pressed, 0)
            self.x11.XFlush(self.display)
            time.sleep(0.05)

    def close(self):
        self.x11.XCloseDisplay(self.display)


class CpuMeter:
    """CPU time of every thread of a process so far, in seconds, from the scheduler's nanosecond counters.

    A thread that ends takes its counter with it: the playground's photo decoder and GLib's pool threads end
    after idling a few seconds, often in the middle of a drag, and summing the threads alive at each end made
    the drag look up to 30 ms cheaper (an idle second once came out at -11.7 ms). So the meter keeps each
    thread's last reading: read it often enough (as `drag` does) and an ended thread counts what it used.
    """

    def __init__(self, pid):
        self.pid = pid
        self.threads = {}

    def seconds(self):
        for path in glob.glob(f"/proc/{self.pid}/task/*/schedstat"):
            try:
                with open(path) as f:
                    self.threads[path.split("/")[4]] = int(f.read().split()[0])
            except (OSError, ValueError, IndexError):
                pass  # a thread that ended meanwhile: its last reading stays
        return sum(self.threads.values()) / 1e9


def read_status(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def wait_for(condition, what, timeout=120):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.002)
    raise SystemExit(f"compare-window-cpu: timed out waiting for {what}")


def window_geometry(display, pid):
    """The program's window on the screen: x, y, width, height in pixels."""
    env = dict(os.environ, DISPLAY=display)

    def found():
        result = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], env=env,
                                capture_output=True, text=True)
        return result.stdout.split()[:1]

    window = wait_for(found, "the window to be mapped")[0]
    shell = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], env=env, capture_output=True,
                           text=True, check=True).stdout
    values = dict(line.split("=", 1) for line in shell.split() if "=" in line)
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


class Program:
    """One launch of the playground or the peer, with its status file and its CPU counters."""

    def __init__(self, kind, command, display, folder, window, scene="image-viewer"):
        self.kind = kind
        self.status_path = os.path.join(folder, f"{kind}-status.json")
        if os.path.exists(self.status_path):
            os.remove(self.status_path)  # the last launch's, which would pass for this one's first frame
        config = os.path.join(folder, f"{kind}-config")
        os.makedirs(os.path.join(config, "touch-playground"), exist_ok=True)
        with open(os.path.join(config, "touch-playground", "settings.json"), "w") as f:
            json.dump({"window": {"width": window[0], "height": window[1]}, "lastScene": "image-viewer"}, f)
        env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS")}
        env.update(DISPLAY=display, GDK_BACKEND="x11", GSK_RENDERER="cairo", XDG_CONFIG_HOME=config,
                   XDG_DATA_HOME=os.path.join(folder, f"{kind}-data"), NO_AT_BRIDGE="1")
        if kind.startswith("peer"):
            # GDK prepares no GL, as the playground asks of it when it draws with cairo: both open their
            # display the same way.
            env["GDK_DEBUG"] = "gl-disable"
            args = command + ["--status-file", self.status_path, "--size", f"{window[0]}x{window[1]}"]
        else:
            args = command + ["--scene", scene, "--seed", "7", "--status-file", self.status_path]
        self.started = time.monotonic()
        self.process = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.cpu = CpuMeter(self.process.pid)

        def first_frame():
            self.cpu.seconds()  # a look at each thread, in case one ends before the first frame
            return (read_status(self.status_path) or {}).get("frame", 0) >= 1

        wait_for(first_frame, f"{kind}'s first frame")
        self.startup_wall = time.monotonic() - self.started
        self.startup_cpu = self.cpu.seconds()
        # The CPU by the end of the first frame, as the program measured it (reading it from outside, once
        # the status file says so, would add the writing of that file and whatever ran meanwhile).
        steps = self.startup_steps()
        if "first-frame" in steps:
            self.startup_cpu = steps["first-frame"]["cpuMs"] / 1000
        self.geometry = window_geometry(display, self.process.pid)

    def startup_steps(self):
        """The launch's steps the program's status file gives, by name."""
        return {step["step"]: step for step in (read_status(self.status_path) or {}).get("startup") or []}

    def photo_startup(self):
        """Wall seconds from launch to the first frame showing the photo, and the CPU by then: the first frame
        for the peer (which decodes its photo before its window), the step `first-photo` for the playground."""
        if self.kind.startswith("peer"):
            return self.startup_wall, self.startup_cpu
        steps = wait_for(lambda: (lambda s: s if "first-photo" in s and "first-frame" in s else None)(
            self.startup_steps()), f"{self.kind}'s photo to be drawn")
        after_first = (steps["first-photo"]["wallMs"] - steps["first-frame"]["wallMs"]) / 1000
        return self.startup_wall + after_first, steps["first-photo"]["cpuMs"] / 1000

    def frames(self):
        return (read_status(self.status_path) or {}).get("frame", 0)

    def latency(self):
        """The latency figures the program's status file gives (the last five seconds)."""
        return (read_status(self.status_path) or {}).get("latency") or {}

    def canvas_center(self):
        """Where on the screen the photo starts: the canvas's center."""
        x, y, width, height = self.geometry
        status = read_status(self.status_path) or {}
        canvas = status.get("canvas")
        if canvas:
            return x + canvas[0] + canvas[2] / 2, y + canvas[1] + canvas[3] / 2
        return x + width / 2, y + height / 2

    def view_center(self, name):
        """Where on the screen the center of the scene's view `name` is (its frame in the status's state)."""
        x, y, _, _ = self.geometry

        def found():
            status = read_status(self.status_path) or {}
            views = ((status.get("state") or {}).get("views")) or []
            frame = next((v.get("frame") for v in views if v.get("name") == name), None)
            canvas = status.get("canvas")
            return (frame, canvas) if frame and canvas else None

        frame, canvas = wait_for(found, f"the view {name} in {self.kind}'s status", timeout=60)
        return x + canvas[0] + frame[0] + frame[2] / 2, y + canvas[1] + frame[1] + frame[3] / 2

    def quit(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()


def settle(program, seconds=0.5):
    """Waits until the program has drawn its last frame and is idle again."""
    last = -1
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        program.cpu.seconds()
        frames = program.frames()
        if frames == last:
            return
        last = frames
        time.sleep(seconds)


def drag(xtest, program, events, rate, target=None):
    """Drags along a circle of 120 px, one motion every 1/rate s, from the canvas's center plus the radius
    (the photo), or from the center of the scene's view `target`; returns CPU seconds, frames and seconds."""
    radius = 120
    if target:
        x, y = program.view_center(target)
        cx, cy = x - radius, y
    else:
        cx, cy = program.canvas_center()
    xtest.move(cx + radius, cy)
    time.sleep(0.2)
    settle(program, 0.2)
    cpu_before, frames_before = program.cpu.seconds(), program.frames()
    xtest.button(True)
    start = time.perf_counter()
    for i in range(events):
        angle = 2 * math.pi * i / 250
        target = start + (i + 1) / rate
        delay = target - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        xtest.move(cx + radius * math.cos(angle), cy + radius * math.sin(angle))
        if i % 25 == 0:
            program.cpu.seconds()  # a look at each thread, in case one ends
    xtest.button(False)
    wall = time.perf_counter() - start
    settle(program)
    return program.cpu.seconds() - cpu_before, program.frames() - frames_before, wall


def startup(program):
    """A launch's start-up figures: wall and CPU to the first frame and to the photo, and its steps' CPU."""
    result = {"startup_ms": program.startup_wall * 1000, "startup_cpu_ms": program.startup_cpu * 1000}
    photo_wall, photo_cpu = program.photo_startup()
    result["photo_ms"], result["photo_cpu_ms"] = photo_wall * 1000, photo_cpu * 1000
    result["steps"] = {name: step["cpuMs"] for name, step in program.startup_steps().items()}
    return result


def median_startup(launches):
    """The medians of several launches' start-up figures, step by step too."""
    result = {key: statistics.median(launch[key] for launch in launches)
              for key in ("startup_ms", "startup_cpu_ms", "photo_ms", "photo_cpu_ms")}
    names = {name for launch in launches for name in launch["steps"]}
    result["steps"] = {name: statistics.median(launch["steps"][name] for launch in launches
                                               if name in launch["steps"]) for name in names}
    return result


def measure(kind, command, display, folder, events, rate, mode, launches=1):
    """One round for one program: start-up (the median of `launches` launches: one launch's start-up varies
    by a third from one to the next), CPU per event, frame CPU at 1920 x 1080, idle CPU."""
    xtest = XTest(display)
    try:
        started = []
        for _ in range(launches - 1):
            program = Program(kind, command, display, folder, DEFAULT_WINDOW)
            started.append(startup(program))
            program.quit()
        program = Program(kind, command, display, folder, DEFAULT_WINDOW)
        started.append(startup(program))
        result = median_startup(started)
        prepare(xtest, program, mode)
        settle(program)
        cpu, frames, _ = drag(xtest, program, events, rate)
        result["cpu_per_event_ms"] = cpu / events * 1000
        time.sleep(0.3)
        idle_before = program.cpu.seconds()
        for _ in range(10):
            time.sleep(0.1)
            program.cpu.seconds()
        result["idle_cpu_ms"] = (program.cpu.seconds() - idle_before) * 1000
        program.quit()

        program = Program(kind, command, display, folder, SCREEN)
        prepare(xtest, program, mode)
        settle(program)
        cpu, frames, wall = drag(xtest, program, events, rate)
        result["frame_cpu_ms"] = cpu / max(frames, 1) * 1000
        result["fps"] = frames / wall
        latency = program.latency()
        if not latency.get("count"):
            raise SystemExit(f"compare-window-cpu: {kind} measured no latency (its status: {latency})")
        result["latency_median_ms"] = latency["medianMs"]
        result["latency_p95_ms"] = latency["p95Ms"]
        program.quit()
        return result
    finally:
        xtest.close()


def measure_scene(command, display, folder, events, rate, hide_chain, scene, target):
    """One round for another scene of the playground, with no peer of its own: CPU per event dragging its
    view `target` in the default-sized window, and CPU per frame and frames per second at 1920 x 1080."""
    xtest = XTest(display)
    try:
        result = {}
        for window in (DEFAULT_WINDOW, SCREEN):
            program = Program("playground", command, display, folder, window, scene=scene)
            if hide_chain:
                hide(xtest, program)
            settle(program)
            inputs = (read_status(program.status_path) or {}).get("inputs", 0)
            cpu, frames, wall = drag(xtest, program, events, rate, target=target)
            handled = (read_status(program.status_path) or {}).get("inputs", 0) - inputs
            # GDK merges motions that arrive within one frame, so fewer than were sent reach the scene; none,
            # or a handful, would mean the drag missed the view.
            if handled < events // 10:
                raise SystemExit(f"compare-window-cpu: {scene} handled {handled} of the drag's {events} events")
            result["handled" if window == DEFAULT_WINDOW else "handled_large"] = handled
            if window == DEFAULT_WINDOW:
                result["cpu_per_event_ms"] = cpu / events * 1000
            else:
                result["frame_cpu_ms"] = cpu / max(frames, 1) * 1000
                result["fps"] = frames / wall
            program.quit()
        return result
    finally:
        xtest.close()


def prepare(xtest, program, mode):
    """Puts the playground in the `mode` measured: "hidden" (F9), "presenting" (F5), or as it opens."""
    if mode == "hidden":
        hide(xtest, program)
    elif mode == "presenting":
        cx, cy = program.canvas_center()
        xtest.move(cx, cy)
        time.sleep(0.1)
        xtest.key(XK_F5)
        wait_for(lambda: (read_status(program.status_path) or {}).get("presentation") is True, "presentation mode",
                 timeout=30)
        # The caption and the Leave button fade after five seconds: measured once they have.
        wait_for(lambda: ((read_status(program.status_path) or {}).get("presentationControls") or {}).get("faded"),
                 "the caption to fade", timeout=60)


def hide(xtest, program):
    """Hides the playground's chain panel with F9, as a user would, and waits until the window says so."""
    cx, cy = program.canvas_center()
    xtest.move(cx, cy)
    time.sleep(0.1)
    xtest.key(XK_F9)
    wait_for(lambda: (read_status(program.status_path) or {}).get("chainShown") is False, "the chain panel to hide",
             timeout=30)


def build(args, folder):
    peer = os.path.join(folder, "peer")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], capture_output=True, text=True,
                           check=True).stdout.split()
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4", "libadwaita-1"], capture_output=True,
                           text=True, check=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", peer, os.path.join(HERE, "peer.c")] + flags, check=True)
    app = args.app
    if not app:
        # The binary the package installs, built by meson's own helper (the Swift runtime linked in, bound at
        # load, no run path, only the libraries it calls), its build in a folder of its own so the usual
        # release build is not rebuilt each time. Its symbols stay: perf names the app's functions.
        scratch = os.path.join(ROOT, ".build", "installed-build")
        app = os.path.join(folder, "touch-playground")
        subprocess.run(["bash", os.path.join(ROOT, "meson-helpers", "swift-build.sh"), "swift", ROOT, scratch, app],
                       check=True)
    photos = os.path.join(ROOT, "data", "images")
    first = sorted(p for p in os.listdir(photos) if p.lower().endswith((".png", ".jpg", ".jpeg")))[0]
    rows = os.path.join(folder, "rows.txt")
    with open(rows, "w") as f:
        f.write(scene_rows(app))
    chrome = [peer, os.path.join(photos, first), "--chrome", "--rows", rows]
    commands = {
        "peer-bare": [peer, os.path.join(photos, first), "--bare"],
        "peer-chrome": chrome,
        "peer-chrome-panel": chrome + ["--panel"],
        "playground": [app, "--images", photos],
    }
    if getattr(args, "before", None):
        commands["before"] = [args.before, "--images", photos]
    return commands


def scene_rows(app):
    """The playground's scene list as the peer's rows: each scene's title and summary, then the sample
    lessons' titles under their heading (from `touch-playground scenes`)."""
    lines = subprocess.run([app, "scenes"], capture_output=True, text=True, check=True).stdout.split("\n")
    rows = []
    for line in lines:
        if not line.strip():
            break
        name, summary = line.split(None, 1)
        rows.append(name.replace("-", " ").capitalize() + "\t" + summary.strip())
    rows.append("# Lessons")
    rows += [lines[i + 1].strip() for i, line in enumerate(lines[:-1]) if line.startswith("  /")]
    return "\n".join(rows) + "\n"


def drag_arguments(description, rounds, events, display):
    """A parser with the options every window benchmark takes: rounds, the drag's motions and rate, the
    binary and the X display."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--rounds", type=int, default=rounds)
    parser.add_argument("--events", type=int, default=events, help="motions per drag")
    parser.add_argument("--rate", type=float, default=125, help="motions per second")
    parser.add_argument("--app", help="a touch-playground binary (default: a release build of this tree)")
    parser.add_argument("--display", default=display)
    return parser


def main():
    parser = drag_arguments(__doc__.split("\n")[0], rounds=5, events=1000, display=":93")
    parser.add_argument("--before", help="another touch-playground binary (an older build) measured alongside")
    parser.add_argument("--launches", type=int, default=7,
                        help="launches per program and round whose median start-up the round takes")
    parser.add_argument("--write-readme", action="store_true", help="rewrite README.md's table between its markers")
    parser.add_argument("--largest-spread", type=float, default=0.25,
                        help="fail when a measure's rounds spread by more than this share of their median")
    args = parser.parse_args()
    for tool in ("Xvfb", "xdotool", "pkg-config", "cc"):
        if not shutil.which(tool):
            raise SystemExit(f"compare-window-cpu: {tool} is missing (apt-get install xvfb xdotool libgtk-4-dev)")

    with tempfile.TemporaryDirectory(prefix="window-cpu-") as folder:
        commands = build(args, folder)
        xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten",
                                 "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_for(lambda: os.path.exists(f"/tmp/.X11-unix/X{args.display.lstrip(':')}"), "Xvfb", timeout=30)
            variants = [("peer-chrome-panel", "stock window, panel shown", None),
                        ("playground", "playground, panel shown", None),
                        ("peer-chrome", "stock window, panel hidden", None),
                        ("playground", "playground, panel hidden", "hidden"),
                        ("peer-bare", "stock canvas alone", None),
                        ("playground", "playground, presenting", "presenting")]
            if args.before:
                variants += [("before", "before, panel shown", None), ("before", "before, panel hidden", "hidden")]
            results = {label: [] for _, label, _ in variants}
            scenes = [(f"{scene}, panel {'hidden' if hidden else 'shown'}", scene, target, hidden)
                      for scene, target in SCENES for hidden in (False, True)]
            scene_results = {label: (target, []) for label, _, target, _ in scenes}
            before = process_times()
            started = time.monotonic()
            for round_index in range(args.rounds):
                # Alternate the order so neither program always runs on a warmer machine.
                order = variants if round_index % 2 == 0 else list(reversed(variants))
                for kind, label, mode in order:
                    # A start-up compared with nothing is one launch.
                    launches = args.launches if label in STARTUP_COMPARED else 1
                    result = measure(kind, commands[kind], args.display, folder, args.events, args.rate, mode,
                                     launches)
                    results[label].append(result)
                    print(f"  {label}: " + ", ".join(f"{key} {value:.3f}" for key, value in result.items()
                                                     if key != "steps"), file=sys.stderr)
                for label, scene, target, hidden in (scenes if round_index % 2 == 0 else list(reversed(scenes))):
                    result = measure_scene(commands["playground"], args.display, folder, args.events, args.rate,
                                           hidden, scene, target)
                    scene_results[label][1].append(result)
                    print(f"  {label}: " + ", ".join(f"{key} {value:.3f}" for key, value in result.items()),
                          file=sys.stderr)
                print(f"round {round_index + 1} of {args.rounds} done", file=sys.stderr)
            after = process_times()
            context = {"date": time.strftime("%Y-%m-%d"), "machine": machine(),
                       "load": concurrent_load(before, after, time.monotonic() - started, {os.getpid(), xvfb.pid})}
        finally:
            xvfb.terminate()
            xvfb.wait()

    report(results, scene_results, args, context)


METRICS = [("startup_ms", "start-up to the first frame, ms"), ("startup_cpu_ms", "CPU before the first frame, ms"),
           ("photo_ms", "start-up to the photo drawn, ms"), ("photo_cpu_ms", "CPU before the photo is drawn, ms"),
           ("cpu_per_event_ms", "CPU per input event, ms"), ("frame_cpu_ms", "CPU per frame at 1920 x 1080, ms"),
           ("fps", "frames per second at 1920 x 1080"), ("latency_median_ms", "latency, median, ms"),
           ("latency_p95_ms", "latency, 95th percentile, ms"), ("idle_cpu_ms", "idle CPU per second, ms")]
# The measures the window's targets are about, which a run too noisy to trust may not write: start-up, CPU
# per event and per frame, frames per second. The others are shown with their spread but do not stop a run:
# idle CPU is about nothing, the photo's start-up follows a decoding thread's luck, and a latency's 95th
# percentile counts the few late frames of five seconds (two frames more move it by a quarter).
GATED = {"startup_ms", "startup_cpu_ms", "cpu_per_event_ms", "frame_cpu_ms", "fps"}
# The other scenes measured, with no peer of their own, and the view each drag starts on.
SCENES = [("gestures", "stage"), ("direct-manipulation", "photo-1")]
SCENE_METRICS = [("cpu_per_event_ms", "CPU per input event, ms"), ("frame_cpu_ms", "CPU per frame at 1920 x 1080, ms"),
                 ("fps", "frames per second at 1920 x 1080")]
# Each playground variant's stock peer: the same chrome, or the canvas alone for presentation mode.
PEERS = {"playground, panel shown": "stock window, panel shown",
         "playground, panel hidden": "stock window, panel hidden",
         "playground, presenting": "stock canvas alone",
         "before, panel shown": "stock window, panel shown",
         "before, panel hidden": "stock window, panel hidden"}
# The window never opens presenting (it opens with its chrome, then F5) nor with its panel hidden (F9 is
# pressed once it shows): both start-ups are the panel shown's, compared with the stock window with a panel,
# not with the canvas alone or a window without one.
NOT_COMPARED = {(variant, key) for variant in ("playground, presenting", "playground, panel hidden",
                                               "before, panel hidden")
                for key in ("startup_ms", "startup_cpu_ms", "photo_ms", "photo_cpu_ms")}
# The variants whose start-up is compared, and their peers; the others' start-up is shown, not gated.
STARTUP_COMPARED = {name for variant, peer in PEERS.items() if (variant, "startup_ms") not in NOT_COMPARED
                    for name in (variant, peer)}
STARTUP_KEYS = {"startup_ms", "startup_cpu_ms", "photo_ms", "photo_cpu_ms"}
README_BEGIN = "<!-- window-benchmark:begin -->"
README_END = "<!-- window-benchmark:end -->"


def machine():
    """The machine's CPU, in words."""
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            model = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), model)
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores"


def process_times():
    """CPU seconds so far of every process there is, by pid, with its name."""
    times = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                text = f.read()
            name = text[text.index("(") + 1:text.rindex(")")]
            fields = text[text.rindex(")") + 2:].split()
            times[int(entry)] = (name, (int(fields[11]) + int(fields[12])) / tick)
        except (OSError, ValueError, IndexError):
            pass
    return times


def concurrent_load(before, after, wall, own):
    """What else ran during the measures: processes there before and after that used more than 2 % of a core."""
    busy = []
    for pid, (name, end) in after.items():
        if pid in own or pid not in before:
            continue
        share = (end - before[pid][1]) / wall
        if share > 0.02:
            busy.append(f"{name} {share * 100:.0f} %")
    return ", ".join(busy) or "nothing else above 2 % of a core"


def ratio(value, peer):
    """`value` over its peer's, as the tables write it ("1.04x"); "-" for a peer's measure of nothing."""
    return f"{value / peer:.2f}x" if peer > 0 else "-"


def spread_of(rounds):
    """The interquartile range of a measure's rounds (the middle half, which one stalled round on a shared
    machine does not stretch as it stretches max - min) over their median; 0 for a measure of about nothing."""
    median = statistics.median(rounds)
    if median <= 0.05 or len(rounds) < 2:
        return 0.0
    quartiles = statistics.quantiles(rounds, n=4, method="inclusive")
    return (quartiles[2] - quartiles[0]) / median


def report(results, scene_results, args, context):
    medians = {label: {key: statistics.median(r[key] for r in rounds) for key, _ in METRICS}
               for label, rounds in results.items()}
    labels = list(results)
    lines = [f"Medians of {args.rounds} rounds in one run (start-up: of {args.launches} launches each round), "
             f"{context['date']}, {context['machine']}; "
             f"{args.events} motions at {args.rate:g} Hz per drag, GSK's cairo renderer under Xvfb. "
             f"Meanwhile: {context['load']}. Spread: the largest interquartile range of a measure's rounds, "
             "over their median.",
             "",
             "| measure | " + " | ".join(labels) + " | ratios to the stock window: " + " / ".join(
                 label.replace("playground, ", "") for label in labels if label in PEERS) + " | spread |",
             "|" + " --- |" * (len(labels) + 3)]
    noisy = []
    for key, title in METRICS:
        values = [medians[label][key] for label in labels]
        ratios = " / ".join(
            "-" if (label, key) in NOT_COMPARED else ratio(medians[label][key], medians[PEERS[label]][key])
            for label in labels if label in PEERS)
        # A start-up's spread is of the compared ones (the others are one launch a round, shown for what they are).
        spreads = [(spread_of([r[key] for r in results[label]]), label) for label in labels
                   if (label, key) not in NOT_COMPARED and (key not in STARTUP_KEYS or label in STARTUP_COMPARED)]
        spread, worst = max(spreads, default=(0.0, ""))
        if key in GATED and spread > args.largest_spread and args.rounds > 1:
            noisy.append(f"{title} ({worst}: {spread * 100:.0f} %)")
        lines.append(f"| {title} | " + " | ".join(f"{v:.2f}" for v in values) + f" | {ratios} | {spread * 100:.0f} % |")
    lines += ["", "Start-up, step by step: the CPU used by the end of each step, in ms (medians; "
              "docs/status-file.md says what each step covers; the peer starts GTK within `registered`).", "",
              "| step | " + " | ".join(labels) + " |", "|" + " --- |" * (len(labels) + 1)]
    names = []
    for label in labels:
        for rounds_steps in (r.get("steps", {}) for r in results[label]):
            names += [name for name in rounds_steps if name not in names]
    order = ["loaded", "display", "registered", "styles", "renderer", "window", "presented", "first-frame",
             "first-photo"]
    for name in sorted(names, key=lambda n: order.index(n) if n in order else len(order)):
        cells = []
        for label in labels:
            values = [r["steps"][name] for r in results[label] if name in r.get("steps", {})]
            cells.append(f"{statistics.median(values):.1f}" if values else "-")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines += ["", "The gallery and direct manipulation, with no peer of their own: the same drag, started on the "
              "view named (the gallery's stage, whose pan readouts change on every move; a photo that follows the "
              "pointer), measured in the same rounds.", "",
              "| scene | view dragged | " + " | ".join(title for _, title in SCENE_METRICS) + " | spread |",
              "|" + " --- |" * (len(SCENE_METRICS) + 3)]
    for label, (target, rounds) in scene_results.items():
        values = [statistics.median(r[key] for r in rounds) for key, _ in SCENE_METRICS]
        spread, worst = max((spread_of([r[key] for r in rounds]), title) for key, title in SCENE_METRICS)
        if spread > args.largest_spread and args.rounds > 1:
            noisy.append(f"{worst} ({label}: {spread * 100:.0f} %)")
        lines.append(f"| {label} | {target} | " + " | ".join(f"{v:.2f}" for v in values) + f" | {spread * 100:.0f} % |")
    text = "\n".join(lines) + "\n"
    print(text)
    if noisy:
        raise SystemExit("compare-window-cpu: rounds too far apart to trust (over "
                         f"{args.largest_spread * 100:.0f} % of the median): " + "; ".join(noisy)
                         + ". Run again on a quieter machine, or with more rounds.")
    if args.write_readme:
        path = os.path.join(ROOT, "README.md")
        with open(path) as f:
            readme = f.read()
        if README_BEGIN not in readme or README_END not in readme:
            raise SystemExit(f"compare-window-cpu: README.md has no {README_BEGIN} ... {README_END} markers")
        head, rest = readme.split(README_BEGIN, 1)
        _, tail = rest.split(README_END, 1)
        updated = head + README_BEGIN + "\n" + text + README_END + tail
        temporary = path + ".tmp"
        with open(temporary, "w") as f:
            f.write(updated)
        os.replace(temporary, path)
        print("README.md's table rewritten", file=sys.stderr)


if __name__ == "__main__":
    main()
