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
the rasters the build made (ui/gen-tile-rasters.c); nor libsoup, which
only the network module brings (ui/mj-net-module.h).  Then Host…, asked
for over the session bus as the window's action win.network, loads that
module and libsoup with it; and a game whose module folder is empty
(SPARROW_MODULE_DIR) goes on after Host…, with no libsoup (what it says
then, test-window checks).

usage: check-renderer.py GAME
"""

import contextlib
import os
import subprocess
import sys
import tempfile
import time

GL_DRIVERS = ("libLLVM", "libEGL_mesa", "libGLX_mesa", "_dri.so", "libgallium")
FONTS = (".ttf", ".otf", ".ttc")


APP_ID = "io.github.sparrowmahjong.Sparrow"
APP_PATH = "/io/github/sparrowmahjong/Sparrow"


def read_maps(proc):
    with open(f"/proc/{proc.pid}/maps") as f:
        return f.read()


@contextlib.contextmanager
def started(game, env):
    """The game started with a home of its own, once it has laid out text."""
    with tempfile.TemporaryDirectory(prefix="sparrow-renderer-") as home:
        env = dict(env, XDG_DATA_HOME=home + "/data", XDG_CONFIG_HOME=home + "/config",
                   XDG_STATE_HOME=home + "/state", GSETTINGS_BACKEND="memory")
        proc = subprocess.Popen([game], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                if proc.poll() is not None:
                    sys.exit(f"not ok: the game ended early (status {proc.returncode})")
                if any(font in read_maps(proc) for font in FONTS):
                    break
                time.sleep(0.1)
            else:
                sys.exit("not ok: the game laid out no text within 60 s")
            yield proc
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def maps_once_drawn(game, env):
    with started(game, env) as proc:
        maps = read_maps(proc)
        time.sleep(2)
        return maps, read_maps(proc)


def gdbus(*args):
    return subprocess.run(["gdbus", "call", "--session", *args], capture_output=True, text=True, timeout=30)


def host(proc):
    """New Game → Host…, as the window's action win.network "host", asked
    for on the session bus of the game (the first window: window/1)."""
    # the name is the game's, not another Sparrow's on the same bus
    for _ in range(100):
        owner = gdbus("--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                      "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", APP_ID)
        if owner.returncode == 0:
            break
        time.sleep(0.1)
    if owner.returncode != 0 or owner.stdout.strip() != f"(uint32 {proc.pid},)":
        sys.exit(f"not ok: {APP_ID} on the session bus is not the game started: {owner.stdout}{owner.stderr}")
    done = gdbus("--dest", APP_ID, "--object-path", APP_PATH + "/window/1", "--method", "org.gtk.Actions.Activate",
                 "network", "[<'host'>]", "{}")
    if done.returncode != 0:
        sys.exit("not ok: win.network could not be activated: " + done.stderr)


def maps_after_host(game, env, module_dir):
    """The game's maps once Host… has loaded the network module (up to
    10 s), or 2 s after Host… when it does not; and whether it still runs."""
    env = dict(env, SPARROW_MODULE_DIR=module_dir)
    with started(game, env) as proc:
        host(proc)
        deadline = time.monotonic() + 10
        maps = read_maps(proc)
        while "libsparrow-network" not in maps and time.monotonic() < deadline:
            time.sleep(0.1)
            maps = read_maps(proc)
        time.sleep(2)
        return read_maps(proc), proc.poll() is None


def main():
    game = sys.argv[1]
    env = {k: v for k, v in os.environ.items() if k not in ("GSK_RENDERER", "GDK_DEBUG")}
    print("1..6")
    maps, later = maps_once_drawn(game, env)
    loaded = sorted({line.split()[-1] for line in maps.splitlines()
                     if any(d in line for d in GL_DRIVERS)})
    failed = 0
    if loaded:
        print("not ok 1 - the game maps GL drivers of its own accord: " + ", ".join(loaded))
        failed += 1
    else:
        print("ok 1 - the game draws with cairo and maps no GL driver")
    if "librsvg" in later:
        print("not ok 2 - the game maps librsvg at the first start's window sizes")
        failed += 1
    else:
        print("ok 2 - the first start's table is drawn without librsvg")
    if "libsoup" in later or "libsparrow-network" in later:
        print("not ok 3 - the game maps libsoup (or the network module) before any network play")
        failed += 1
    else:
        print("ok 3 - the first start maps no libsoup")

    if "SPARROW_MODULE_DIR" not in env:
        sys.exit("not ok: SPARROW_MODULE_DIR must name the folder of the built modules")
    maps, running = maps_after_host(game, env, env["SPARROW_MODULE_DIR"])
    if "libsparrow-network" in maps and "libsoup-3" in maps and running:
        print("ok 4 - Host… loads the network module, and libsoup with it")
    else:
        print(f"not ok 4 - after Host…: network module mapped {'libsparrow-network' in maps}, "
              f"libsoup {'libsoup-3' in maps}, the game running {running}")
        failed += 1
    with tempfile.TemporaryDirectory(prefix="sparrow-no-modules-") as empty:
        maps, running = maps_after_host(game, env, empty)
    if running:
        print("ok 5 - with no network module, the game goes on after Host…")
    else:
        print("not ok 5 - with no network module, the game ended after Host…")
        failed += 1
    if "libsoup" in maps:
        print("not ok 6 - with no network module, libsoup was mapped all the same")
        failed += 1
    else:
        print("ok 6 - with no network module, no libsoup")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
