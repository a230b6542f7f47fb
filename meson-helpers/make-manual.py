#!/usr/bin/env python3
"""Writes the manual page touch-playground(1) from what the binary says of its own command line.

    make-manual.py BINARY OUTPUT VERSION

The binary describes every command, option and argument (swift-argument-parser's
`--experimental-dump-help`), so the page can never drift from the command line it documents. Files,
environment and examples are added here, from docs/command-line.md.
"""
import json
import os
import subprocess
import sys

binary, output, version = sys.argv[1:4]
binary = os.path.abspath(binary)
tool = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True, capture_output=True,
                                 text=True).stdout)["command"]


def roff(text):
    """Text made safe for roff: backslashes, a leading dot or quote, dashes, `code` in bold."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    parts = text.split("`")
    text = "".join(part if index % 2 == 0 else "\\fB" + part + "\\fR" for index, part in enumerate(parts))
    lines = []
    for line in text.split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def flag_names(argument):
    names = []
    for name in argument.get("names", []):
        prefix = "-" if name["kind"] == "short" else "--"
        names.append("\\fB" + roff(prefix + name["name"]) + "\\fR")
    return ", ".join(names)


def synopsis(command, path):
    words = ["\\fB" + roff(" ".join(path)) + "\\fR"]
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True) or argument["kind"] == "flag":
            continue
        value = "\\fI" + roff(argument.get("valueName", "value")) + "\\fR"
        if argument["kind"] == "positional":
            word = value
        else:
            word = "\\fB" + roff("--" + argument["preferredName"]["name"]) + "\\fR " + value
        if argument.get("isOptional"):
            word = "[" + word + "]"
        words.append(word)
    if any(a["kind"] == "flag" and a.get("shouldDisplay", True) for a in command.get("arguments", [])):
        words.append("[\\fIflags\\fR]")
    return " ".join(words)


def options(command):
    lines = []
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        lines.append(".TP")
        if argument["kind"] == "positional":
            lines.append("\\fI" + roff(argument.get("valueName", "value")) + "\\fR")
        elif argument["kind"] == "option":
            lines.append(flag_names(argument) + " \\fI" + roff(argument.get("valueName", "value")) + "\\fR")
        else:
            lines.append(flag_names(argument))
        help_text = argument.get("abstract", "")
        if argument.get("defaultValue") not in (None, ""):
            help_text += " (default: " + argument["defaultValue"] + ")"
        if argument.get("allValues"):
            help_text += " (one of: " + ", ".join(argument["allValues"]) + ")"
        lines.append(roff(help_text))
        if argument.get("discussion"):
            lines.append(roff(argument["discussion"] if isinstance(argument["discussion"], str) else ""))
    return lines


page = [
    '.TH TOUCH\\-PLAYGROUND 1 "" "touch-playground ' + version + '" "User Commands"',
    ".SH NAME",
    "touch\\-playground \\- " + roff(tool.get("abstract", "")),
    ".SH SYNOPSIS",
]
commands = [(tool, [tool["commandName"]])] + [
    (sub, [tool["commandName"], sub["commandName"]]) for sub in tool.get("subcommands", [])
    if sub["commandName"] != "help"
]
for command, path in commands:
    page += [".PP", synopsis(command, path)]
page += [".SH DESCRIPTION", roff(tool.get("discussion", "")),
         ".PP", "Its options:"]
page += options(tool)
for command, path in commands[1:]:
    page += [".SH " + roff(" ".join(path[1:]).upper()), roff(command.get("abstract", ""))]
    if command.get("discussion"):
        page += [".PP", roff(command["discussion"])]
    page += [".PP", synopsis(command, path)]
    page += options(command)
page += [
    ".SH FILES",
    ".TP",
    "\\fI$XDG_DATA_HOME/touch\\-playground/recordings\\fR",
    "Recordings made in the window (\\fI~/.local/share/touch\\-playground/recordings\\fR when the variable is unset).",
    ".TP",
    "\\fI$XDG_CONFIG_HOME/touch\\-playground/settings.json\\fR",
    "What the window remembers: the scene shown, the panes, the thresholds profile.",
    ".TP",
    "\\fI/usr/share/touch\\-playground\\fR",
    "Photos, stickers, sample traces and sample lessons (found beside the binary's \\fIbin\\fR folder).",
    ".SH EXAMPLES",
    ".nf",
    "touch\\-playground \\-\\-scene gestures",
    "touch\\-playground replay /usr/share/touch\\-playground/traces/double\\-tap.json \\-\\-scene image\\-viewer \\-\\-png frame.png",
    "touch\\-playground compare /usr/share/touch\\-playground/traces/double\\-tap.json \\-\\-scene gestures",
    ".fi",
    ".SH SEE ALSO",
    "The trace and scene formats: \\fIhttps://github.com/touchplayground/TouchPlayground/tree/main/docs\\fR",
]
with open(output + ".partial", "w", encoding="utf-8") as file:
    file.write("\n".join(page) + "\n")

os.replace(output + ".partial", output)
