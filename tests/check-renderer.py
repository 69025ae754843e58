#!/usr/bin/env python3
"""check-renderer: the game itself draws with cairo and maps no GL driver.

Starts the game as a person would (no GSK_RENDERER, no GDK_DEBUG), waits
until it has laid out text (a font is mapped: the display is open and GL,
had it been asked for, would be loaded by then) and reads its memory map:
no libLLVM, no Mesa driver, no libEGL_mesa.  Run under a display
(xvfb-run); without src/main.c's choice, GTK 4.8 on X11 maps Mesa and
libLLVM here even with GSK_RENDERER=cairo.

Two seconds later, the table drawn in the window of a first start, the
game has not mapped librsvg either: its tiles at that window's sizes are
the rasters the build made (ui/gen-tile-rasters.c).

usage: check-renderer.py GAME
"""

import os
import subprocess
import sys
import tempfile
import time

GL_DRIVERS = ("libLLVM", "libEGL_mesa", "libGLX_mesa", "_dri.so", "libgallium")
FONTS = (".ttf", ".otf", ".ttc")


def maps_once_drawn(game, env):
    with tempfile.TemporaryDirectory(prefix="sparrow-renderer-") as home:
        env = dict(env, XDG_DATA_HOME=home + "/data", XDG_CONFIG_HOME=home + "/config",
                   XDG_STATE_HOME=home + "/state", GSETTINGS_BACKEND="memory")
        proc = subprocess.Popen([game], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                if proc.poll() is not None:
                    sys.exit(f"not ok: the game ended early (status {proc.returncode})")
                with open(f"/proc/{proc.pid}/maps") as f:
                    maps = f.read()
                if any(font in maps for font in FONTS):
                    time.sleep(2)
                    with open(f"/proc/{proc.pid}/maps") as f:
                        return maps, f.read()
                time.sleep(0.1)
            sys.exit("not ok: the game laid out no text within 60 s")
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def main():
    game = sys.argv[1]
    env = {k: v for k, v in os.environ.items() if k not in ("GSK_RENDERER", "GDK_DEBUG")}
    print("1..2")
    maps, later = maps_once_drawn(game, env)
    loaded = sorted({line.split()[-1] for line in maps.splitlines()
                     if any(d in line for d in GL_DRIVERS)})
    if loaded:
        print("not ok 1 - the game maps GL drivers of its own accord: " + ", ".join(loaded))
        return 1
    print("ok 1 - the game draws with cairo and maps no GL driver")
    if "librsvg" in later:
        print("not ok 2 - the game maps librsvg at the first start's window sizes")
        return 1
    print("ok 2 - the first start's table is drawn without librsvg")
    return 0


if __name__ == "__main__":
    sys.exit(main())
