#!/bin/sh
# `make test`: every test suite; the display ones under a virtual X server
# and a session bus of their own (GTK looks for one).
set -eu
cd "$(dirname "$0")/.."
exec dbus-run-session -- xvfb-run -a -s "-screen 0 1920x1080x24" meson test -C _build --print-errorlogs "$@"
