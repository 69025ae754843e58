#!/bin/sh
# test-install.sh: `meson install` into a temporary DESTDIR, then the
# installed game as a user of that prefix runs it (XDG_DATA_DIRS naming
# PREFIX/share, nothing from the build tree): every expected file is
# there, `sparrow --help` answers, and the window really opens (a replay
# written by the installed sparrow-cli, then a plain start), stays up and
# quits cleanly on SIGTERM.  TAP output.
#
# Usage: test-install.sh BUILDDIR PREFIX BINDIR DATADIR MANDIR LOCALEDIR LIBDIR LIBEXECDIR APP_ID LINGUAS
#   (the directories as meson's options say them; LINGUAS is po/LINGUAS)
set -u

builddir=$1 prefix=$2 bindir=$3 datadir=$4 mandir=$5 localedir=$6 libdir=$7 libexecdir=$8 app_id=$9 linguas=${10}
case "$bindir" in /*) ;; *) bindir=$prefix/$bindir ;; esac
case "$datadir" in /*) ;; *) datadir=$prefix/$datadir ;; esac
case "$mandir" in /*) ;; *) mandir=$prefix/$mandir ;; esac
case "$localedir" in /*) ;; *) localedir=$prefix/$localedir ;; esac
case "$libdir" in /*) ;; *) libdir=$prefix/$libdir ;; esac
case "$libexecdir" in /*) ;; *) libexecdir=$prefix/$libexecdir ;; esac

tmp=$(mktemp -d "${TMPDIR:-/tmp}/sparrow-install-XXXXXX")
pids=""
cleanup () {
  for p in $pids; do kill -KILL "$p" 2>/dev/null; done
  rm -rf "$tmp"
}
trap cleanup EXIT

n=0
failed=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; }
check () {   # check DESCRIPTION COMMAND...
  what=$1
  shift
  if "$@" >"$tmp/out" 2>&1; then ok "$what"; else not_ok "$what"; sed 's/^/# /' "$tmp/out"; fi
}
diag () { sed 's/^/# /' "$1"; }

dest=$tmp/dest
root=$dest$prefix
bin=$dest$bindir
share=$dest$datadir

# 1. the install itself (post-install scripts are skipped under DESTDIR,
#    as a package's triggers do their work instead)
start=$(date +%s)
check "meson install --destdir" meson install -C "$builddir" --destdir "$dest" --no-rebuild --quiet
ok "installed $(find "$dest" -type f | wc -l) files in $(( $(date +%s) - start )) s"

# 2. every file a user of the prefix needs
expect () {
  if [ -f "$1" ]; then ok "installed ${1#"$dest"}"; else not_ok "missing ${1#"$dest"}"; fi
}
expect "$bin/sparrow"
expect "$bin/sparrow-cli"
expect "$share/applications/$app_id.desktop"
expect "$share/metainfo/$app_id.metainfo.xml"
expect "$share/icons/hicolor/scalable/apps/$app_id.svg"
expect "$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
expect "$share/glib-2.0/schemas/$app_id.gschema.xml"
expect "$dest$mandir/man1/sparrow.1"
expect "$dest$mandir/man1/sparrow-cli.1"
# the tile art module: tiles at sizes the build did not rasterise
expect "$dest$libdir/sparrow/libsparrow-tile-art.so"
# the network module: Host… and Join… (ui/mj-net-module.h)
expect "$dest$libdir/sparrow/libsparrow-network.so"
# ... whose calls into the game are all to functions the installed game
# exports to it (src/meson.build): a packager's flags that dropped the
# export would leave Host… saying the module cannot be loaded
if command -v nm >/dev/null 2>&1 && [ -f "$dest$libdir/sparrow/libsparrow-network.so" ]; then
  nm -D --undefined-only "$dest$libdir/sparrow/libsparrow-network.so" | awk '$2 ~ /^mj_/ { print $2 }' | sort -u >"$tmp/wanted"
  nm -D --defined-only "$bin/sparrow" | awk '{ print $3 }' | sort -u >"$tmp/exported"
  missing=$(comm -23 "$tmp/wanted" "$tmp/exported")
  if [ -s "$tmp/wanted" ] && [ -z "$missing" ]; then
    ok "the installed game exports the $(wc -l <"$tmp/wanted") functions the network module calls"
  else
    not_ok "the installed game does not export what the network module calls: ${missing:-nothing asked}"
  fi
fi
# the program that is `sparrow-cli serve`
expect "$dest$libexecdir/sparrow-cli-serve"
languages=$(sed 's/#.*//' "$linguas" | tr -s ' \t' '\n\n' | grep -v '^$' || true)
for lang in $languages; do
  expect "$dest$localedir/$lang/LC_MESSAGES/sparrow.mo"
done
[ -n "$languages" ] || ok "no languages in LINGUAS, no translations expected"

# the desktop file starts what was installed, with an icon that was
check "the desktop file's Exec is the installed binary" \
  grep -qx 'Exec=sparrow' "$share/applications/$app_id.desktop"
check "the desktop file's Icon is installed" \
  grep -qx "Icon=$app_id" "$share/applications/$app_id.desktop"
if command -v appstreamcli >/dev/null 2>&1; then
  check "the installed metainfo validates" appstreamcli validate --no-net "$share/metainfo/$app_id.metainfo.xml"
fi

# 3. the schema compiled where GSettings looks for it, as the trigger of
#    a package (or meson's post-install without DESTDIR) does
check "glib-compile-schemas --strict in the prefix" glib-compile-schemas --strict "$share/glib-2.0/schemas"
expect "$share/glib-2.0/schemas/gschemas.compiled"

# the man pages are found by man in the prefix
if command -v man >/dev/null 2>&1; then
  check "man finds sparrow(1) in the prefix" man -M "$dest$mandir" -w sparrow
  check "man finds sparrow-cli(1) in the prefix" man -M "$dest$mandir" -w sparrow-cli
fi

# 4. the installed programs, as a user of the prefix runs them: the data
#    directory on XDG_DATA_DIRS, nothing from the build tree, their own
#    home directories
unset GSETTINGS_SCHEMA_DIR G_TEST_SRCDIR G_TEST_BUILDDIR
export XDG_DATA_DIRS="$share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache"
# (GTK_A11Y=none: an accessibility bus left by another test or session
# must not decide this test; test-a11y is the one that reads that bus)
# (GDK_DEBUG=gl-disable: the window opens the same way whatever graphics
# stack the machine has, as in every display test: tests/mj-ui-test.c)
export GSETTINGS_BACKEND=memory GSK_RENDERER=cairo GTK_A11Y=none GDK_DEBUG=gl-disable
export SPARROW_LOCALEDIR="$dest$localedir"
# where the module is for a user of the prefix; under DESTDIR it is not
export SPARROW_MODULE_DIR="$dest$libdir/sparrow" SPARROW_LIBEXECDIR="$dest$libexecdir"
# the game's sounds go through GStreamer to no device, as in CI, on any
# machine: ALSA without one, the sound servers and JACK out of reach
export ALSA_CONFIG_PATH="$(cd "$(dirname "$0")" && pwd)/data/alsa-none.conf"
export PULSE_SERVER=unix:/nonexistent/sparrow-test-no-sound-server PIPEWIRE_REMOTE=sparrow-test-no-sound-server
export JACK_DEFAULT_SERVER=sparrow-test-no-sound-server JACK_NO_START_SERVER=1
export G_DEBUG=fatal-criticals

if "$bin/sparrow" --help >"$tmp/help" 2>&1 && grep -q -- '--replay' "$tmp/help"; then
  ok "installed sparrow --help"
else
  not_ok "installed sparrow --help"; diag "$tmp/help"
fi
if "$bin/sparrow-cli" --version | grep -q "^sparrow-cli [0-9]"; then
  ok "installed sparrow-cli --version"
else
  not_ok "installed sparrow-cli --version"
fi
if "$bin/sparrow-cli" serve --help | grep -q -- "--state"; then
  ok "installed sparrow-cli serve --help"
else
  not_ok "installed sparrow-cli serve --help"
fi
check "installed sparrow-cli simulate --record" \
  "$bin/sparrow-cli" simulate --rules sichuan --hands 1 --seed 7 --record "$tmp/match.json"

# A window: started, up after two seconds (and shown, when the X tools
# can tell), then SIGTERM, on which it must quit by itself with status 0.
window () {   # window DESCRIPTION TITLE [ARGS...]
  what=$1 title=$2
  shift 2
  if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    echo "ok $((n = n + 1)) # SKIP $what: no display"
    return
  fi
  "$bin/sparrow" "$@" >"$tmp/run.log" 2>&1 &
  pid=$!
  pids="$pids $pid"
  sleep 2
  if ! kill -0 "$pid" 2>/dev/null; then
    wait "$pid"
    not_ok "$what: exited early with status $?"; diag "$tmp/run.log"
    return
  fi
  ok "$what: running after 2 s"
  if command -v xwininfo >/dev/null 2>&1 && [ -n "${DISPLAY:-}" ]; then
    shown=""
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      if xwininfo -root -tree 2>/dev/null | grep -F "\"$title" >/dev/null; then shown=yes; break; fi
      sleep 0.3
    done
    if [ -n "$shown" ]; then ok "$what: window \"$title…\" shown"; else not_ok "$what: no window \"$title…\""; xwininfo -root -tree | sed 's/^/# /' | head -20; fi
  fi
  kill -TERM "$pid"
  # up to 10 s to close the windows, save and quit
  for _ in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    not_ok "$what: still running 10 s after SIGTERM"
    kill -KILL "$pid"
    wait "$pid" 2>/dev/null
    return
  fi
  wait "$pid"
  status=$?
  if [ "$status" -eq 0 ]; then ok "$what: quits with status 0 on SIGTERM"; else not_ok "$what: status $status after SIGTERM"; diag "$tmp/run.log"; fi
  if grep -q "cannot be drawn" "$tmp/run.log"; then not_ok "$what: tiles not drawn"; else ok "$what: every tile drawn"; fi
  if [ -s "$tmp/run.log" ]; then sed 's/^/# stderr: /' "$tmp/run.log"; fi
}

window "installed sparrow --replay" "Replay" --replay "$tmp/match.json"
window "installed sparrow" "Sparrow"
if [ -d "$XDG_DATA_HOME/sparrow" ]; then
  ok "the game's files went to XDG_DATA_HOME: $(ls "$XDG_DATA_HOME/sparrow" | tr '\n' ' ')"
else
  ok "no game files written (nothing played)"
fi

echo "1..$n"
[ "$failed" -eq 0 ]
