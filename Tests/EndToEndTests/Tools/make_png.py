#!/usr/bin/env python3
"""Writes a WIDTH x HEIGHT RGB PNG of a diagonal gradient (no library needed): make_png.py OUT W H"""
import struct
import sys
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def main():
    out, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    reds = bytes(x * 255 // width for x in range(width))
    rows = bytearray()
    for y in range(height):
        row = bytearray(width * 3)
        row[0::3] = reds
        row[1::3] = bytes([y * 255 // height]) * width
        row[2::3] = bytes([128]) * width
        rows += b"\x00" + row
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(out, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 6))
                + chunk(b"IEND", b""))


main()
