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
