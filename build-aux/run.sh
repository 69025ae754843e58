#!/bin/sh
# `make run`: starts the game from the build tree, uninstalled: the
# settings schema is the one compiled in _build/data, the translations
# the ones compiled in _build/po.
set -eu
cd "$(dirname "$0")/.."
GSETTINGS_SCHEMA_DIR="$PWD/_build/data${GSETTINGS_SCHEMA_DIR:+:$GSETTINGS_SCHEMA_DIR}"
SPARROW_LOCALEDIR="$PWD/_build/po"
export GSETTINGS_SCHEMA_DIR SPARROW_LOCALEDIR
exec _build/src/sparrow "$@"
