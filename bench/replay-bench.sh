#!/bin/sh
# replay-bench.sh BENCH-REPLAY SPARROW-CLI: records of 1,000, 4,000 and
# 15,000 hands of Sichuan, then the replay window on each, under xvfb-run.
set -e
bench=$1
cli=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for hands in 1000 4000 15000; do
  "$cli" simulate --rules sichuan --hands "$hands" --seed 1 --record "$dir/sichuan-$hands.json" > /dev/null
done
GSK_RENDERER=cairo GDK_DEBUG=gl-disable xvfb-run -a -s "-screen 0 1920x1080x24" \
  "$bench" "$dir/sichuan-1000.json" "$dir/sichuan-4000.json" "$dir/sichuan-15000.json"
