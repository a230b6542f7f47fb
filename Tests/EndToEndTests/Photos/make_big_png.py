#!/usr/bin/env python3
"""Writes a large PNG (default 12000 x 12000) of four colored quarters, row by row, for the window's
big-photo tests: red top left, green top right, blue bottom left, white bottom right.

Usage: make_big_png.py OUT.png [WIDTH HEIGHT [interlaced]]
The file is made in a few seconds with little memory (identical rows are filtered to zeros and compress
to almost nothing), so it is generated when a test needs it, not kept in the repository.
"""
import struct
import sys
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def main():
    out = sys.argv[1]
    width, height = (int(sys.argv[2]), int(sys.argv[3])) if len(sys.argv) > 3 else (12000, 12000)
    half = width // 2
    top = b"\xff\x00\x00" * half + b"\x00\xff\x00" * (width - half)
    bottom = b"\x00\x00\xff" * half + b"\xff\xff\xff" * (width - half)
    same = b"\x02" + bytes(width * 3)  # filter "Up" on a row equal to the one above: all zeros
    compressor = zlib.compressobj(1)
    parts = []
    for y in range(height):
        if y == 0:
            parts.append(compressor.compress(b"\x00" + top))
        elif y == height // 2:
            parts.append(compressor.compress(b"\x00" + bottom))
        else:
            parts.append(compressor.compress(same))
    parts.append(compressor.flush())
    with open(out, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", b"".join(parts)))
        f.write(chunk(b"IEND", b""))


main()
