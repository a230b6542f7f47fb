#!/usr/bin/env python3
"""Checks that the version is one everywhere: METAINFO SWIFT_VERSION_FILE VERSION.

The newest release in the AppStream metainfo and AppVersion.current in the Swift sources must both be
meson's project version (which `touch-playground --version` is checked against after install).
"""
import re, sys
import xml.etree.ElementTree as ElementTree

metainfo, swift_file, version = sys.argv[1:4]
problems = []
releases = ElementTree.parse(metainfo).getroot().findall("releases/release")
if not releases or releases[0].get("version") != version:
    problems.append(f"{metainfo}: the newest release is {releases[0].get('version') if releases else 'missing'}, not {version}")
match = re.search(r'static let current = "([^"]+)"', open(swift_file).read())
if not match or match.group(1) != version:
    problems.append(f"{swift_file}: AppVersion.current is {match.group(1) if match else 'missing'}, not {version}")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
