#!/bin/sh
# Installs what Sparrow needs to build, run and test, and nothing when all of
# it is already present.  Debian/Ubuntu (apt) and Fedora (dnf) are known; on
# any other system the script names the packages and stops.
# Usage: install-deps.sh [--tiles] [--fuzz]
set -eu

DEBIAN_PACKAGES="
  gcc
  make
  meson
  ninja-build
  pkg-config
  gettext
  libglib2.0-dev
  libglib2.0-bin
  libjson-glib-dev
  libsoup-3.0-dev
  libgtk-4-dev
  libadwaita-1-dev
  librsvg2-dev
  libgtk-4-media-gstreamer
  gstreamer1.0-plugins-base
  gstreamer1.0-plugins-good
  gstreamer1.0-alsa
  gstreamer1.0-pulseaudio
  xvfb
  xauth
  xdotool
  dbus-daemon
  desktop-file-utils
  appstream
  gtk-update-icon-cache
  groff-base
  at-spi2-core
  fonts-noto-cjk
"

FEDORA_PACKAGES="
  gcc
  make
  meson
  ninja-build
  pkgconf-pkg-config
  gettext
  glib2-devel
  json-glib-devel
  libsoup3-devel
  gtk4-devel
  libadwaita-devel
  librsvg2-devel
  gtk4
  gstreamer1-plugins-base
  gstreamer1-plugins-good
  xorg-x11-server-Xvfb
  xorg-x11-xauth
  xdotool
  libasan
  libubsan
  dbus-daemon
  desktop-file-utils
  appstream
  gtk-update-icon-cache
  groff-base
  at-spi2-core
  google-noto-sans-cjk-fonts
"

# The sounds play through GTK's media streams with its GStreamer backend
# (Debian's libgtk-4-media-gstreamer; Fedora's gtk4 carries it): the
# base plugins hold playbin, the source that reads the GResource and the
# converters, the good ones wavparse and autoaudiosink, and the sinks are
# ALSA's (also the tests' null device, tests/data/alsa-null.conf) and
# PulseAudio's (which PipeWire desktops speak); Fedora's base and good
# plugins include both sinks.
# libsoup 3 carries the network play's WebSocket server and client
# (net/, `sparrow-cli serve`).
# xdotool presses keys through the X server for tests/test-keyboard.c.
# The CJK fonts are for the Chinese translations, on screen and in the
# screenshots of tests/test-i18n.c (the tiles themselves need no font).
# --tiles: also the tools that regenerate data/tiles/ from a CJK font
# (tools/gen-tiles.py).  The build and the game never need them.
# --fuzz: also clang and its libFuzzer runtime, for build-aux/fuzz.sh
# (`make check-deep` runs each fuzz target briefly; `make fuzz` for longer).
for arg in "$@"; do
  case "$arg" in
    --tiles)
      DEBIAN_PACKAGES="$DEBIAN_PACKAGES python3-fonttools"
      FEDORA_PACKAGES="$FEDORA_PACKAGES python3-fonttools google-noto-serif-cjk-fonts"
      ;;
    --fuzz)
      DEBIAN_PACKAGES="$DEBIAN_PACKAGES clang libclang-rt-dev"
      FEDORA_PACKAGES="$FEDORA_PACKAGES clang compiler-rt"
      ;;
    *)
      echo "install-deps: unknown option $arg (known: --tiles, --fuzz)" >&2
      exit 2
      ;;
  esac
done

as_root () {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "install-deps: need root (or sudo) to run: $*" >&2
    exit 1
  fi
}

if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  missing=""
  for p in $DEBIAN_PACKAGES; do
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    case "$status" in
      *"install ok installed"*) ;;
      *) missing="$missing $p" ;;
    esac
  done
  if [ -n "$missing" ]; then
    echo "install-deps: installing$missing"
    as_root apt-get update -qq
    # shellcheck disable=SC2086
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
  fi
elif command -v rpm >/dev/null 2>&1 && command -v dnf >/dev/null 2>&1; then
  missing=""
  for p in $FEDORA_PACKAGES; do
    rpm -q "$p" >/dev/null 2>&1 || missing="$missing $p"
  done
  if [ -n "$missing" ]; then
    echo "install-deps: installing$missing"
    # shellcheck disable=SC2086
    as_root dnf install -y $missing
  fi
else
  echo "install-deps: unknown system; please install the equivalents of:" >&2
  echo "$DEBIAN_PACKAGES" >&2
  exit 1
fi
