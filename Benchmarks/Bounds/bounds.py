#!/usr/bin/env python3
"""Memory and time bounds of `touch-playground replay` on large and hostile input, measured, not guessed.

Builds the release binary, writes the inputs (make_inputs.py) and replays each case several times, printing
the median wall time and the median peak RSS (from /usr/bin/time). With a second binary (an earlier build),
both are measured in the same run, case by case, and the ratio is printed.

  Benchmarks/Bounds/bounds.py [--rounds 3] [--baseline PATH_TO_OLD_touch-playground] [--cases events]
                              [--binary PATH_TO_touch-playground_TO_MEASURE_INSTEAD_OF_BUILDING]

Cases: a 1,000,000-event trace with --log and --state; 10,000 fingers at once in multi-touch and lines;
a 20000 x 20000 photo (over the pixel budget) and a 7000 x 7000 one (inside it, downscaled) in image-viewer;
device recordings of 10^5, 10^6 and 10^7 events through convert, health and replay (two-finger strokes, and
a storm of 1.4 million taps), 250 MB of NUL bytes, and 10^7 + 1 events (refused).
"""
import argparse, os, statistics, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import make_inputs  # noqa: E402


def measure(binary, arguments, timeout):
    """Runs once; returns (seconds, peak MB, exit status) or None when it ran past the timeout."""
    command = ["/usr/bin/time", "-f", "%e %M", binary] + arguments
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return None
    seconds, kilobytes = done.stderr.strip().splitlines()[-1].split()[-2:]
    return float(seconds), int(kilobytes) / 1024, done.returncode


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--baseline", help="an earlier touch-playground binary to measure beside this one")
    parser.add_argument("--timeout", type=float, default=600, help="seconds before a run counts as hung")
    parser.add_argument("--binary", help="measure this touch-playground binary instead of building one")
    parser.add_argument("--cases", default="", help="only the cases whose name contains this (as 'events')")
    options = parser.parse_args()

    current = options.binary
    if not current:
        subprocess.run(["swift", "build", "-c", "release", "--product", "touch-playground"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        current = os.path.join(ROOT, ".build", "release", "touch-playground")
    folder = tempfile.mkdtemp(prefix="tp-bounds-")
    print(f"writing inputs to {folder}", flush=True)
    make_inputs.million(os.path.join(folder, "million.json"))
    make_inputs.fingers(os.path.join(folder, "fingers-10000.json"), 10000)
    make_inputs.png(os.path.join(folder, "huge", "huge.png"), 20000, 20000)
    make_inputs.png(os.path.join(folder, "big", "big.png"), 7000, 7000)
    for count in [100_000, 1_000_000, 10_000_000]:
        make_inputs.evemu(os.path.join(folder, f"strokes-{count}.evemu"), count)
    make_inputs.evemu(os.path.join(folder, "taps-10000000.evemu"), 10_000_000, taps=True)
    make_inputs.evemu(os.path.join(folder, "over.evemu"), 10_000_001, taps=True)
    with open(os.path.join(folder, "nul.evemu"), "wb") as out:
        out.truncate(250 * 1024 * 1024)
    empty = os.path.join(ROOT, "data", "traces", "empty.json")
    out = os.path.join(folder, "out")
    cases = [
        ("1,000,000 events, --log and --state", ["replay", f"{folder}/million.json", "--scene", "touch-views",
                                                  "--seed", "1", "--log", f"{out}.jsonl", "--state", f"{out}.json"]),
        ("10,000 fingers, multi-touch", ["replay", f"{folder}/fingers-10000.json", "--scene", "multi-touch",
                                         "--seed", "1", "--state", f"{out}.json"]),
        ("10,000 fingers, lines", ["replay", f"{folder}/fingers-10000.json", "--scene", "lines", "--seed", "1",
                                   "--state", f"{out}.json"]),
        ("20000 x 20000 photo (1 MB PNG)", ["replay", empty, "--scene", "image-viewer", "--images", f"{folder}/huge",
                                           "--png", f"{out}.png"]),
        ("7000 x 7000 photo", ["replay", empty, "--scene", "image-viewer", "--images", f"{folder}/big",
                               "--png", f"{out}.png"]),
    ]
    for count in ["100000", "1000000", "10000000"]:
        recording = f"{folder}/strokes-{count}.evemu"
        cases += [
            (f"recording of {int(count):,} events, convert", ["convert", recording, f"{out}-trace.json"]),
            (f"recording of {int(count):,} events, health", ["health", recording]),
            (f"recording of {int(count):,} events, replay", ["replay", recording, "--scene", "touch-views"]),
        ]
    cases += [
        ("recording of 1.4 million taps, health --json", ["health", f"{folder}/taps-10000000.evemu", "--json"]),
        ("recording of 250 MB of NUL bytes, convert", ["convert", f"{folder}/nul.evemu", f"{out}-trace.json"]),
        ("recording of 10,000,001 events, health", ["health", f"{folder}/over.evemu"]),
    ]
    binaries = [("now", current)] + ([("before", options.baseline)] if options.baseline else [])
    print(f"medians of {options.rounds} rounds (wall seconds, peak RSS in MB)")
    for name, arguments in [case for case in cases if options.cases in case[0]]:
        results = {}
        for label, binary in binaries:
            runs = [measure(binary, arguments, options.timeout) for _ in range(options.rounds)]
            if any(run is None for run in runs):
                results[label] = f"over {options.timeout:.0f} s"
                continue
            seconds = statistics.median(run[0] for run in runs)
            megabytes = statistics.median(run[1] for run in runs)
            results[label] = (seconds, megabytes, runs[0][2])
        line = f"{name:38}"
        for label, _ in binaries:
            value = results[label]
            line += f" | {label}: " + (value if isinstance(value, str) else f"{value[0]:7.2f} s {value[1]:7.0f} MB (exit {value[2]})")
        if len(binaries) == 2 and not isinstance(results["now"], str) and not isinstance(results["before"], str):
            line += f" | time x{results['before'][0] / max(results['now'][0], 0.01):.1f}, memory x{results['before'][1] / results['now'][1]:.1f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
