#!/usr/bin/env python3
# search-compare.py PLAIN.json SEARCH.json: two runs of `sparrow-cli
# tournament --json --per-deal` on the same seed and deals, the hard level
# without its search and with it; the change in Hard − Normal, deal by
# deal (the same deals, so their luck cancels), with a 95% interval, and
# the search's figures.
import json
import math
import sys


def per_deal(run):
    p = run["deal_points"]
    return [h - n for h, n in zip(p["hard"], p["normal"])]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: search-compare.py PLAIN.json SEARCH.json")
    plain, search = (json.load(open(path)) for path in sys.argv[1:])
    if plain["rules"] != search["rules"] or plain["deals"] != search["deals"]:
        sys.exit("the two runs must play the same rule set and deals")
    a, b = per_deal(plain), per_deal(search)
    d = [y - x for x, y in zip(a, b)]
    n = len(d)
    mean = sum(d) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1))
    hw = 1.96 * sd / math.sqrt(n)
    s = search.get("search", {})
    print("%s, %d deals: Hard − Normal %+.3f without the search, %+.3f with it; "
          "change %+.3f [%+.3f, %+.3f]" % (search["rules"], n, sum(a) / n, sum(b) / n, mean, mean - hw, mean + hw))
    print("  %d decisions searched, %.1f worlds each, another answer than the heuristics' in %.1f%%; "
          "Hard's decision time p99 %.1f ms, mean %.1f ms (CPU)"
          % (s.get("decisions", 0), s.get("worlds_mean", 0), 100 * s.get("switch_rate", 0),
             search["decision_ms_p99"]["hard"], search["decision_ms_mean"]["hard"]))


main()
