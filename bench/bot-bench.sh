#!/bin/sh
# The computer players' decision times in one rule set, measured in a
# duplicate tournament of hard, normal, normal and easy in all their
# seating orders, Hard searching with its whole budget (CPU time of the
# deciding thread, one thread per player):
# fails when Hard's 99th percentile passes 50 ms or its mean 20 ms, or
# Normal's 99th percentile passes 1 ms.
#
# Usage: bot-bench.sh SPARROW-CLI RULES [DEALS]
set -eu
cli=$1 rules=$2 deals=${3:-100}
"$cli" tournament --rules "$rules" --hands "$deals" --seats hard,normal,normal,easy \
    --arrangements all --search 100 --seed 1 --json |
python3 -c '
import json, sys
d = json.load(sys.stdin)
p99, mean, n = d["decision_ms_p99"], d["decision_ms_mean"], d["decisions"]
diff = d["differences"]
print("%s: %d deals in %d seatings, %.0f s" % (d["rules"], d["deals"], d["arrangements"], d["seconds"]))
for level in ("hard", "normal", "easy"):
    print("  %-6s decisions %7d  p99 %8.3f ms  mean %8.3f ms" % (level, n[level], p99[level], mean[level]))
for pair in ("hard-normal", "normal-easy"):
    x = diff[pair]
    print("  %-11s %+8.3f [%+.3f, %+.3f]" % (pair, x["mean"], x["ci95"][0], x["ci95"][1]))
ok = p99["hard"] <= 50 and mean["hard"] <= 20 and p99["normal"] <= 1
print("within budget" if ok else "OVER BUDGET (hard: p99 50 ms, mean 20 ms; normal: p99 1 ms)")
sys.exit(0 if ok else 1)
'
