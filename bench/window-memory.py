#!/usr/bin/env python3
"""window-memory: the game's own share of memory over a bare libadwaita window.

Starts the game (a match on the table, as it first opens) and
bench/bare-window (one line of Chinese) under the same display, bus and
renderer settings, one after the other, several times interleaved; after
--settle seconds reads each one's /proc/PID/smaps and sorts the resident
memory into what holds it: anonymous memory (the heap, GTK's and the
game's own), Mesa's OpenGL drivers, libLLVM (which Mesa's software GL
loads), fonts, the program file, other shared libraries, and other files.
Prints the medians and the game's share (game − bare) for each setting.

Run it under a display: bench/window-memory.sh wraps it in xvfb-run and
dbus-run-session (`meson benchmark -C _build window-memory`).

With --also NAME=GAME (as often as wanted) other builds of the game are
measured in the same runs, interleaved with the rest, each with its share
over the bare window: a build before a change, beside the one after.

usage: window-memory.py GAME BARE SCHEMA-DIR [--runs N] [--settle S] [--also NAME=GAME]
"""

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

# What the renderer settings mean to each program: "as it starts" is no
# variable at all (the game makes its own choice, the bare window GTK's).
SETTINGS = [
    ("as it starts", {}),
    ("GSK_RENDERER=cairo", {"GSK_RENDERER": "cairo"}),
    ("GSK_RENDERER=cairo GDK_DEBUG=gl-disable", {"GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable"}),
    ("GSK_RENDERER=gl", {"GSK_RENDERER": "gl"}),
]

CATEGORIES = ["anonymous", "Mesa GL", "libLLVM", "fonts", "program", "other libraries", "other files"]

GL_NAMES = ("libEGL", "libGL", "libgbm", "/dri/", "libgallium", "libglapi", "libdrm",
            "swrast", "libvulkan", "libxshmfence", "libwayland-server", "libsensors",
            "libelf", "libz3", "libedit")


def category(path, program):
    if path == "" or path.startswith("["):
        return "anonymous"
    if "libLLVM" in path:
        return "libLLVM"
    if any(n in path for n in GL_NAMES):
        return "Mesa GL"
    if path.endswith((".ttf", ".otf", ".ttc", ".pcf", ".pcf.gz")) or "fontconfig" in path:
        return "fonts"
    if os.path.realpath(path.split(" (deleted)")[0]) == program:
        return "program"
    if ".so" in os.path.basename(path):
        return "other libraries"
    return "other files"


def read_smaps(pid, program):
    kb = dict.fromkeys(CATEGORIES, 0)
    path = ""
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            field = line.split()
            if not field:
                continue
            if not field[0].endswith(":"):
                # a mapping's header: address perms offset dev inode [path]
                path = " ".join(field[5:]) if len(field) > 5 else ""
            elif field[0] == "Rss:":
                kb[category(path, program)] += int(field[1])
    return kb


def measure(argv, env, settle):
    with tempfile.TemporaryDirectory(prefix="sparrow-memory-") as home:
        run_env = dict(os.environ)
        for var in ("GSK_RENDERER", "GDK_DEBUG"):
            run_env.pop(var, None)
        run_env.update(env)
        # a first start in a home of its own: nothing of the person's own
        # settings, saved match or history
        for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                         ("XDG_STATE_HOME", "state")):
            run_env[var] = os.path.join(home, sub)
        proc = subprocess.Popen(argv, env=run_env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        try:
            time.sleep(settle)
            if proc.poll() is not None:
                sys.exit(f"{argv[0]} ended early (status {proc.returncode})")
            return read_smaps(proc.pid, os.path.realpath(argv[0]))
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def mb(kb):
    return f"{kb / 1024:6.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("bare")
    parser.add_argument("schemas")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--settle", type=float, default=8.0,
                        help="seconds from the start to the reading (the game plays on meanwhile)")
    parser.add_argument("--also", action="append", default=[], metavar="NAME=GAME",
                        help="another build of the game, measured in the same runs")
    args = parser.parse_args()

    os.environ["GSETTINGS_SCHEMA_DIR"] = args.schemas
    os.environ["GSETTINGS_BACKEND"] = "memory"
    os.environ["NO_AT_BRIDGE"] = "1"
    programs = {"game": os.path.realpath(args.game), "bare": os.path.realpath(args.bare)}
    for also in args.also:
        name, _, path = also.partition("=")
        if not name or not path or name in programs:
            parser.error(f"--also {also}: NAME=GAME, with a name of its own")
        programs[name] = os.path.realpath(path)
    games = [p for p in programs if p != "bare"]

    results = {(s, p): [] for s, _ in SETTINGS for p in programs}
    for _ in range(args.runs):
        for name, env in SETTINGS:
            for p, path in programs.items():
                results[(name, p)].append(measure([path], env, args.settle))

    print(f"resident MB, median of {args.runs} interleaved runs, {args.settle:g} s after the start")
    header = f"{'':10}" + "".join(f"{c[:15]:>16}" for c in CATEGORIES + ["total"])
    for name, _ in SETTINGS:
        print(f"\n{name}")
        print(header)
        med = {}
        for p in programs:
            runs = results[(name, p)]
            med[p] = {c: statistics.median(r[c] for r in runs) for c in CATEGORIES}
            med[p]["total"] = statistics.median(sum(r.values()) for r in runs)
            print(f"{p:10}" + "".join(f"{mb(med[p][c]):>16}" for c in CATEGORIES + ["total"]))
        for g in games:
            label = "game share" if g == "game" else f"{g[:4]} share"
            print(f"{label:10}" + "".join(f"{mb(med[g][c] - med['bare'][c]):>16}" for c in CATEGORIES + ["total"]))


if __name__ == "__main__":
    main()
