#!/bin/sh
# `make fuzz`: runs each libFuzzer target of fuzz/ for SECONDS seconds
# (default 60) in _build-fuzz/, configured on first use with clang and
# -Dfuzzing=true.  With 0 seconds each target only runs its seed corpus
# once: a quick check that no input known to the corpus fails.
#
# New inputs the fuzzer finds are kept in _build-fuzz/corpus/TARGET for
# the next run (the committed seeds in fuzz/corpus/ are only read).  A
# crash, leak or sanitizer report stops the script; the input is left in
# _build-fuzz/artifacts/ and the report in _build-fuzz/fuzz-logs/TARGET.log.
#
# FUZZ_JOBS=N runs N targets at a time (default 1; `make check-deep` runs two,
# one per core of a small machine).
#
# Usage: build-aux/fuzz.sh [SECONDS [TARGET…]]   e.g. fuzz.sh 600 fuzz-record
set -eu
cd "$(dirname "$0")/.."

seconds=${1:-60}
[ $# -gt 0 ] && shift
case "$seconds" in
  ''|*[!0-9]*) echo "fuzz: SECONDS must be a whole number, not “$seconds”" >&2; exit 2 ;;
esac

# one action-sequence target per rule set, from the list of engine/rules/meson.build
rule_sets=$(sed -n "/^rule_sets = \[/,/^\]/s/^ *'\([a-z0-9_]*\)',*$/\1/p" engine/rules/meson.build)
all="fuzz-notation fuzz-record fuzz-stats fuzz-protocol fuzz-rule-options fuzz-context fuzz-cli
     $(for r in $rule_sets; do printf 'fuzz-actions-%s ' "$r"; done)"
targets=${*:-$all}
jobs=${FUZZ_JOBS:-1}
case "$jobs" in
  ''|*[!0-9]*|0) echo "fuzz: FUZZ_JOBS must be a whole number above 0, not “$jobs”" >&2; exit 2 ;;
esac

for t in $targets; do
  case " $(echo $all) " in
    *" $t "*) ;;
    *) echo "fuzz: unknown target $t (known: $(echo $all))" >&2; exit 2 ;;
  esac
done

if ! command -v clang >/dev/null 2>&1; then
  echo "fuzz: clang is needed (build-aux/install-deps.sh --fuzz installs it)" >&2
  exit 1
fi
if [ ! -f _build-fuzz/build.ninja ]; then
  CC=clang meson setup _build-fuzz -Dfuzzing=true
fi
# only the fuzz targets: the rest of the project is not needed here
ninja -C _build-fuzz $(for t in $targets; do printf 'fuzz/%s ' "$t"; done)

mkdir -p _build-fuzz/artifacts _build-fuzz/fuzz-logs

# Runs one target; its verdict goes to _build-fuzz/fuzz-logs/TARGET.verdict
# (so that targets run side by side still report in order).
fuzz_one () {
  t=$1
  # the committed seeds of each target, and how large its inputs may grow
  case "$t" in
    fuzz-notation)     seeds="fuzz/corpus/notation"; max_len=256; dict=fuzz/notation.dict ;;
    fuzz-record)       seeds="fuzz/corpus/record tests/data/scenarios tests/data/bad-records"; max_len=16384; dict=fuzz/record.dict ;;
    fuzz-stats)        seeds="fuzz/corpus/stats"; max_len=8192; dict="" ;;
    fuzz-protocol)     seeds="fuzz/corpus/protocol"; max_len=16384; dict="" ;;
    fuzz-rule-options) seeds="fuzz/corpus/rule-options"; max_len=2048; dict="" ;;
    fuzz-context)      seeds="fuzz/corpus/context"; max_len=1024; dict=fuzz/context.dict ;;
    fuzz-cli)          seeds="fuzz/corpus/cli"; max_len=512; dict=fuzz/cli.dict ;;
    fuzz-actions-*)    seeds="fuzz/corpus/actions"; max_len=4096; dict="" ;;
  esac
  corpus=_build-fuzz/corpus/$t
  log=_build-fuzz/fuzz-logs/$t.log
  verdict=_build-fuzz/fuzz-logs/$t.verdict
  mkdir -p "$corpus"
  if [ "$seconds" -eq 0 ]; then
    run="-runs=0"
  else
    run="-max_total_time=$seconds"
  fi
  # -timeout: one input that takes 30 s is a hang, and a report
  if ! "_build-fuzz/fuzz/$t" $run -max_len=$max_len -timeout=30 -rss_limit_mb=2048 \
         -print_final_stats=1 -artifact_prefix="_build-fuzz/artifacts/$t-" \
         ${dict:+-dict=$dict} "$corpus" $seeds >"$log" 2>&1; then
    echo "failed" >"$verdict"
    return 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  if [ "$seconds" -eq 0 ]; then
    echo "fuzz: $t: its corpus (${runs:-?} inputs) runs without a report" >"$verdict"
  else
    echo "fuzz: $t: ${runs:-?} inputs in ${seconds} s, no report" >"$verdict"
  fi
}

failed=""
set -- $targets
while [ $# -gt 0 ]; do
  batch=""
  i=0
  while [ $# -gt 0 ] && [ $i -lt "$jobs" ]; do
    batch="$batch $1"
    rm -f "_build-fuzz/fuzz-logs/$1.verdict"
    fuzz_one "$1" &
    shift
    i=$((i + 1))
  done
  wait || true
  for t in $batch; do
    if [ "$(cat "_build-fuzz/fuzz-logs/$t.verdict" 2>/dev/null)" = "failed" ] ||
       [ ! -s "_build-fuzz/fuzz-logs/$t.verdict" ]; then
      tail -n 40 "_build-fuzz/fuzz-logs/$t.log" >&2
      echo "fuzz: $t failed; the input is in _build-fuzz/artifacts/, the report in _build-fuzz/fuzz-logs/$t.log" >&2
      failed="$failed $t"
    else
      cat "_build-fuzz/fuzz-logs/$t.verdict"
    fi
  done
  # the first failing batch ends the run, as a failing test does
  [ -z "$failed" ] || exit 1
done
