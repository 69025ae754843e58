#!/bin/sh
# `make test`, the newcomer's check (about 3½ minutes on two cores):
# every test suite once, the display ones under a virtual X server and a
# session bus of their own (GTK looks for one); then the suites of the
# engine, the rules, whole games and the command line once more, built in
# _build-sanitize/ with AddressSanitizer and UBSan, where a memory error,
# a leak or undefined behaviour fails a test.  Arguments (test names,
# `meson test` options) go to the first run alone and skip the second.
#
# `make check-deep` (build-aux/test.sh --deep), the long work that CI runs
# after `make test`: the display suites under the sanitizers (and the
# network tests with their leak check, suite deep), then each
# libFuzzer target of fuzz/ for 30 seconds, two at a time
# (build-aux/fuzz.sh; `make fuzz` runs them longer).
set -eu
cd "$(dirname "$0")/.."

deep=no
if [ "${1:-}" = "--deep" ]; then
  deep=yes
  shift
fi

# -noreset: by default Xvfb resets when its last client leaves, and a test
# that connects during the reset gets "cannot open display" (seen when two
# display tests end together and the next one starts: one run in four).
# The display tests ask GDK for no OpenGL themselves (tests/mj-ui-test.c):
# whatever graphics stack the machine has, they draw with cairo.  The screen
# is 4K: a window is never larger than its screen, and the screenshots are
# taken at up to 3840×2160.
# A runtime folder of its own: the accessibility bus puts its socket
# there (or in ~/.cache when none is set), and another session's bus
# ending would take it from under a running test.
runtime=$(mktemp -d "${TMPDIR:-/tmp}/sparrow-test-runtime-XXXXXX")
trap 'rm -rf "$runtime"' EXIT
in_session () {
  XDG_RUNTIME_DIR=$runtime dbus-run-session -- xvfb-run -a -s "-screen 0 3840x2160x24 -noreset" "$@"
}

sanitizers () {
  if [ ! -f _build-sanitize/build.ninja ]; then
    meson setup _build-sanitize -Db_sanitize=address,undefined -Db_lundef=false
  fi
  # The first report ends the test; build-aux/lsan.supp names what the
  # libraries beneath Sparrow leak.  G_SLICE=always-malloc puts GLib's
  # small blocks (lists, arrays, closures) under the sanitizers too.  The
  # display suites unwind whole stacks (fast_unwind_on_malloc=0, slower):
  # GTK's own leaks are then matched by the function that made them, the
  # fast unwinder stopping inside GLib, which has no frame pointers.
  # `meson test` builds only what the chosen suites need.
  (
    ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1:print_summary=1${SPARROW_FULL_STACKS:+:fast_unwind_on_malloc=0}
    UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1:print_summary=1
    LSAN_OPTIONS=suppressions=$(pwd)/build-aux/lsan.supp:print_suppressions=0
    G_SLICE=always-malloc
    export ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS G_SLICE
    "$@"
  )
}

# Twice as many tests at a time as there are processors in the first run:
# the display tests mostly wait (for frames, for the computer players'
# moves) and the kill test mostly sleeps, so the processors would idle
# (two at a time here took 200 s, four 115–135 s).  The sanitized run
# works more than it waits: one more than there are processors.
cpus=$(nproc 2>/dev/null || echo 2)

if [ $deep = no ]; then
  in_session meson test -C _build --print-errorlogs --num-processes $((cpus * 2)) "$@"
  [ $# -eq 0 ] || exit 0
  # (no display here: these suites never open one; time limits stretched
  # ten times, the sanitizers slow the engine about five)
  sanitizers meson test -C _build-sanitize --print-errorlogs --timeout-multiplier 10 --num-processes $((cpus + 1)) \
    --suite engine --suite rules --suite game --suite cli
else
  # Everything first, not only what the suites' programs link: the tests
  # load the tile art module (sizes the build did not rasterise) and run
  # the server program, which `meson test` does not know to build.
  sanitizers meson compile -C _build-sanitize
  # (the display tests wait on frames, which the sanitizers slow: their
  # time limits stretched five times)
  SPARROW_FULL_STACKS=1 sanitizers in_session meson test -C _build-sanitize --print-errorlogs --timeout-multiplier 5 \
    --suite ui --suite deep "$@"
  [ $# -eq 0 ] || exit 0
  FUZZ_JOBS=2 ./build-aux/fuzz.sh 30
fi
