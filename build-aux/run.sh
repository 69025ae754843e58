#!/bin/sh
# `make run`: starts the game from the build tree, uninstalled: the
# settings schema is the one compiled in _build/data, the translations
# the ones compiled in _build/po, the tile art module the one in _build/ui.
set -eu
cd "$(dirname "$0")/.."
GSETTINGS_SCHEMA_DIR="$PWD/_build/data${GSETTINGS_SCHEMA_DIR:+:$GSETTINGS_SCHEMA_DIR}"
SPARROW_LOCALEDIR="$PWD/_build/po"
SPARROW_MODULE_DIR="$PWD/_build/ui"
export GSETTINGS_SCHEMA_DIR SPARROW_LOCALEDIR SPARROW_MODULE_DIR
exec _build/src/sparrow "$@"
