#!/usr/bin/env python3
"""Checks the application's icons: APP_ID SCALABLE.svg SYMBOLIC.svg.

Each must be a well-formed SVG with a square view box, named by the application id (the symbolic one with
`-symbolic`), the scalable one at least 64 units across; the symbolic one 16 x 16 and in one color, as
GNOME recolors it.
"""
import os, re, sys
import xml.etree.ElementTree as ElementTree

app_id, scalable, symbolic = sys.argv[1:4]
problems = []


def view_box(path):
    root = ElementTree.parse(path).getroot()
    if not root.tag.endswith("svg"):
        problems.append(f"{path}: the root element is not <svg>")
        return None, root
    numbers = [float(n) for n in root.get("viewBox", "").split()]
    if len(numbers) != 4 or numbers[2] != numbers[3]:
        problems.append(f"{path}: the viewBox is not a square")
        return None, root
    return numbers[2], root


if os.path.basename(scalable) != app_id + ".svg":
    problems.append(f"{scalable}: not named {app_id}.svg")
if os.path.basename(symbolic) != app_id + "-symbolic.svg":
    problems.append(f"{symbolic}: not named {app_id}-symbolic.svg")
size, _ = view_box(scalable)
if size is not None and size < 64:
    problems.append(f"{scalable}: {size} units across, less than 64")
size, root = view_box(symbolic)
if size is not None and size != 16:
    problems.append(f"{symbolic}: {size} units across, not 16")
colors = set(re.findall(r"#[0-9a-fA-F]{6}", open(symbolic).read()))
if len(colors) > 1:
    problems.append(f"{symbolic}: {len(colors)} colors; a symbolic icon has one")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
