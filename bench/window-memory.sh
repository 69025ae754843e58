#!/bin/sh
# Runs bench/window-memory.py under a virtual display and a bus of its own.
# usage: window-memory.sh SCRIPT GAME BARE SCHEMA-DIR [options of the script]
set -eu
exec dbus-run-session -- xvfb-run -a -s "-screen 0 1920x1080x24 -noreset" python3 "$@"
