#!/usr/bin/env python3
"""Where the live window's CPU goes during the benchmark's drag, by library and by function.

Runs the playground (or the stock peer) under Xvfb as `compare-window-cpu.py` does, in the mode asked
(`--mode shown|hidden|presenting`), drags the photo along the same circle through XTest while `perf record`
samples the process with call stacks, and prints each library's share of the samples and the functions
that cost most, the playground's own (`touch-playground`, its Swift code) apart from GTK's, cairo's,
pixman's and the kernel's. What the closing notes of performance issues quote, before and after.

    Benchmarks/Window/profile-window.py [--mode hidden] [--events 1000] [--app PATH] [--peer] [--top 25]
    Benchmarks/Window/profile-window.py --startup 10 [--peer]

With --startup N it samples N launches instead, each from exec to its first frame (then killed), all in
one profile: where the start-up goes.

Needs perf (apt-get install linux-perf) besides what compare-window-cpu.py needs.
"""

import importlib.util
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("compare", os.path.join(HERE, "compare-window-cpu.py"))
compare = importlib.util.module_from_spec(spec)
spec.loader.exec_module(compare)


def main():
    parser = compare.drag_arguments(__doc__.split("\n")[0], rounds=1, events=1000, display=":94")
    parser.add_argument("--mode", choices=["shown", "hidden", "presenting"], default="hidden")
    parser.add_argument("--peer", action="store_true", help="profile the stock window that matches the mode")
    parser.add_argument("--top", type=int, default=25, help="functions listed")
    parser.add_argument("--callers", help="a function, or a library (its file name), whose call chains to print")
    parser.add_argument("--startup", type=int, default=0, help="sample this many launches up to the first frame")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="window-profile-") as folder:
        commands = compare.build(args, folder)
        if args.peer:
            kind = {"shown": "peer-chrome-panel", "hidden": "peer-chrome", "presenting": "peer-bare"}[args.mode]
        else:
            kind = "playground"
        xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        xtest = None
        try:
            compare.wait_for(lambda: os.path.exists(f"/tmp/.X11-unix/X{args.display.lstrip(':')}"), "Xvfb", 30)
            xtest = compare.XTest(args.display)
            if args.startup:
                data = os.path.join(folder, "perf.data")
                comm = profile_startup(kind, commands[kind], args, folder, data)
                report(data, args.top, comm)
                if args.callers:
                    callers(data, args.callers, comm)
                return
            program = compare.Program(kind, commands[kind], args.display, folder, compare.DEFAULT_WINDOW)
            if kind == "playground":
                compare.prepare(xtest, program, None if args.mode == "shown" else args.mode)
            compare.settle(program)
            data = os.path.join(folder, "perf.data")
            perf = subprocess.Popen(["perf", "record", "-q", "-F", "999", "-g", "-p", str(program.process.pid),
                                     "-o", data], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(0.5)
            cpu, frames, wall = compare.drag(xtest, program, args.events, args.rate)
            perf.send_signal(2)
            perf.wait()
            program.quit()
            print(f"{kind} ({args.mode}): {cpu / args.events * 1000:.3f} ms of CPU per event, "
                  f"{frames / wall:.1f} frames a second")
            report(data, args.top)
            if args.callers:
                callers(data, args.callers)
        finally:
            if xtest:
                xtest.close()
            xvfb.terminate()
            xvfb.wait()


def profile_startup(kind, command, args, folder, data):
    """Samples `args.startup` launches of `command`, each up to its first frame, into one profile: the whole
    machine is sampled meanwhile, and the report keeps the program's own threads (by their name)."""
    perf = subprocess.Popen(["perf", "record", "-q", "-a", "-g", "-F", "2999", "-o", data],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)
    walls = []
    for _ in range(args.startup):
        program = compare.Program(kind, command, args.display, folder, compare.DEFAULT_WINDOW)
        walls.append(program.startup_wall * 1000)
        program.quit()
    perf.send_signal(2)
    perf.wait()
    walls.sort()
    print(f"{kind}: {len(walls)} launches, first frame after {walls[len(walls) // 2]:.0f} ms (median)")
    return os.path.basename(command[0])[:15]


def callers(data, target, comm=None):
    """The call chains that end in `target`: a function's name, or a library's file name (`libharfbuzz.so.0`:
    every function of it), only the program named `comm`'s when given."""
    only = ["--comms", comm] if comm else []
    chosen = ["--dsos", target] if ".so" in target else ["--symbols", target]
    text = subprocess.run(["perf", "report", "-i", data, "--no-children", "--sort", "dso", "--stdio", "-g",
                           "caller,0.5,callee", "--percent-limit", "0.5"] + chosen + only,
                          capture_output=True, text=True).stdout
    print(f"\ncalls to {target}:")
    print("\n".join(line for line in text.split("\n")[:160] if line.strip() and not line.startswith("#")))


def report(data, top, comm=None):
    """Each library's share of the samples, then the costliest functions (self time) with theirs; only the
    samples of the program named `comm` when given (a profile of the whole machine)."""
    only = ["--comms", comm, "--percentage", "relative"] if comm else []
    sections = [(["--sort", "dso"], "by library"), (["--sort", "dso,sym"], "by function"),
                (["--sort", "sym", "--dsos", "touch-playground"], "the playground's own functions")]
    for sort, title in sections:
        text = subprocess.run(["perf", "report", "-i", data, "--no-children", "--stdio", "-g", "none",
                               "--percent-limit", "0.3"] + sort + only, capture_output=True, text=True).stdout
        rows = [line for line in text.split("\n") if line.strip() and not line.startswith("#")]
        print(f"\n{title}:")
        for line in rows[:top]:
            print("  " + " ".join(line.split()))


if __name__ == "__main__":
    sys.exit(main())
