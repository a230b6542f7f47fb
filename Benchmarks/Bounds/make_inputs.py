#!/usr/bin/env python3
"""Writes the large inputs the memory-and-time bounds benchmark replays (see bounds.sh):

  million.json     1,000,000 touch events: two fingers drawing strokes, lifting and landing again
  fingers-N.json   N fingers down at once, each moving three times, then all lifting
  huge/huge.png    a 1 MB PNG that decodes to 20000 x 20000 pixels (over the photo pixel budget)
  big/big.png      a 7000 x 7000 PNG (49 megapixels: inside the budget, downscaled as it is decoded)

Usage: make_inputs.py OUTPUT_FOLDER [N ...]
"""
import json, os, random, struct, sys, zlib


def million(path, count=1_000_000):
    random.seed(1)
    with open(path, "w") as out:
        out.write('{"format":"touch-trace/1","size":[800,600],"events":[\n')
        t, n, first = 0.0, 0, True
        while n < count:
            points = {1: [200.0, 300.0], 2: [600.0, 300.0]}
            events = [{"t": round(t, 4), "kind": "touch", "id": i, "phase": "began", "x": p[0], "y": p[1]}
                      for i, p in points.items()]
            for _ in range(200):
                t += 0.008
                for i, p in points.items():
                    p[0] += random.uniform(-3, 3)
                    p[1] += random.uniform(-3, 3)
                    events.append({"t": round(t, 4), "kind": "touch", "id": i, "phase": "moved",
                                   "x": round(p[0], 2), "y": round(p[1], 2)})
            t += 0.008
            events += [{"t": round(t, 4), "kind": "touch", "id": i, "phase": "ended",
                        "x": round(p[0], 2), "y": round(p[1], 2)} for i, p in points.items()]
            t += 0.5
            for event in events[: count - n]:
                out.write(("" if first else ",\n") + json.dumps(event, separators=(",", ":")))
                first = False
                n += 1
        out.write("\n]}\n")


def fingers(path, count):
    random.seed(count)
    spots = {i: (random.uniform(20, 780), random.uniform(20, 580)) for i in range(1, count + 1)}
    events, t = [], 0.0
    for i, (x, y) in spots.items():
        events.append({"t": round(t, 6), "kind": "touch", "id": i, "phase": "began", "x": x, "y": y})
        t += 0.0001
    for step in range(1, 4):
        for i, (x, y) in spots.items():
            events.append({"t": round(t, 6), "kind": "touch", "id": i, "phase": "moved", "x": x + 5 * step, "y": y})
            t += 0.0001
    for i, (x, y) in spots.items():
        events.append({"t": round(t, 6), "kind": "touch", "id": i, "phase": "ended", "x": x + 15, "y": y})
        t += 0.0001
    with open(path, "w") as out:
        json.dump({"format": "touch-trace/1", "size": [800, 600], "events": events}, out)


def evemu(path, count, taps=False):
    """An evemu-record file of `count` events from a 10-finger protocol B touchscreen: two fingers drawing
    strokes of 200 frames at 125 Hz, lifting and landing again; with `taps`, a storm of short taps
    instead (a new contact every 7 events: the most contacts a file of its length can hold)."""
    random.seed(count)
    with open(path, "w") as out:
        out.write("# EVEMU 1.3\nN: Bounds Touchscreen\nI: 0018 04f3 2c82 0100\nP: 02 00 00 00 00 00 00 00\n")
        out.write("A: 2f 0 9 0 0 0\nA: 35 0 3839 0 0 13\nA: 36 0 2159 0 0 13\nA: 39 0 65535 0 0 0\n")
        n, t, tracking = 0, 1000.0, 0
        lines = []

        def event(kind, code, value):
            nonlocal n
            lines.append(f"E: {t - 1000:.3f} {kind:x} {code:x} {value}\n")
            n += 1

        while n < count:
            if taps:
                tracking += 1
                event(3, 0x2f, 0); event(3, 0x39, tracking)
                event(3, 0x35, random.randrange(3840)); event(3, 0x36, random.randrange(2160)); event(0, 0, 0)
                t += 0.008
                event(3, 0x39, -1); event(0, 0, 0)
                t += 0.05
            else:
                fingers = {0: [900, 1000], 1: [2900, 1100]}
                for slot, (x, y) in fingers.items():
                    tracking += 1
                    event(3, 0x2f, slot); event(3, 0x39, tracking); event(3, 0x35, x); event(3, 0x36, y)
                event(0, 0, 0)
                for _ in range(200):
                    t += 0.008
                    for slot, p in fingers.items():
                        p[0] = min(3839, max(0, p[0] + random.randint(-8, 8)))
                        p[1] = min(2159, max(0, p[1] + random.randint(-8, 8)))
                        event(3, 0x2f, slot); event(3, 0x35, p[0]); event(3, 0x36, p[1])
                    event(0, 0, 0)
                t += 0.008
                for slot in fingers:
                    event(3, 0x2f, slot); event(3, 0x39, -1)
                event(0, 0, 0)
                t += 0.4
            if len(lines) > 100000 or n >= count:
                out.writelines(lines[: len(lines) - max(0, n - count)])
                lines = []


def png(path, width, height):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    compressor = zlib.compressobj(9)
    row = b"\x00" + b"\x60\x90\xc0" * width
    data = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                  + chunk(b"IDAT", data) + chunk(b"IEND", b""))


if __name__ == "__main__":
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    million(os.path.join(folder, "million.json"))
    for n in [int(a) for a in sys.argv[2:]] or [1000, 10000]:
        fingers(os.path.join(folder, f"fingers-{n}.json"), n)
    png(os.path.join(folder, "huge", "huge.png"), 20000, 20000)
    png(os.path.join(folder, "big", "big.png"), 7000, 7000)
