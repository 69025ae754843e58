#!/bin/sh
# Runs bench-table under a virtual display, with the cairo renderer.
set -eu
export GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
export GSETTINGS_SCHEMA_DIR="$2"
exec dbus-run-session -- xvfb-run -a -s "-screen 0 1920x1080x24 -noreset" "$1"
