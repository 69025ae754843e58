#!/bin/sh
# Brings a checkout to a built state: installs missing dependencies,
# configures _build/ with meson on first use, and compiles.  Options go
# to install-deps.sh (`make check-deep` adds --fuzz: clang, for the fuzz run).
set -eu
cd "$(dirname "$0")/.."
./build-aux/install-deps.sh "$@"
if [ ! -f _build/build.ninja ]; then
  meson setup _build
fi
meson compile -C _build
