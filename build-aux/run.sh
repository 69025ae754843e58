#!/bin/sh
# `make run`: starts the game from the build tree, uninstalled: the
# settings schema is the one compiled in _build/data.
set -eu
cd "$(dirname "$0")/.."
GSETTINGS_SCHEMA_DIR="$PWD/_build/data${GSETTINGS_SCHEMA_DIR:+:$GSETTINGS_SCHEMA_DIR}"
export GSETTINGS_SCHEMA_DIR
exec _build/src/sparrow "$@"
