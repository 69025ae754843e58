#!/bin/sh
# Runs one hand-analysis workload of `sparrow-cli bench hands` on a file of
# 1,000,000 seeded random hands, generated on first use in the build tree.
# usage: hand-bench.sh GEN-HANDS SPARROW-CLI WORKLOAD TILES DATA-DIR
set -eu
gen=$1 cli=$2 workload=$3 tiles=$4 dir=$5
mkdir -p "$dir"
file="$dir/hands$tiles.txt"
if [ ! -s "$file" ]; then
  "$gen" 20261130 1000000 "$tiles" > "$file.tmp"
  mv "$file.tmp" "$file"
fi
exec "$cli" bench hands --workload "$workload" "$file"
