#!/usr/bin/env python3
# search-compare.py PLAIN.json SEARCH.json [PLAIN.json SEARCH.json …]: pairs
# of runs of `sparrow-cli tournament --json --per-deal`, each pair on one
# seed and the same deals, the hard level without its search and with it.
# Prints the change in Hard − Normal deal by deal (the same deals, so their
# luck cancels) over all the pairs' deals, with a 95% interval, and the
# search's figures.
import json
import math
import sys


def per_deal(run):
    p = run["deal_points"]
    return [h - n for h, n in zip(p["hard"], p["normal"])]


def interval(xs):
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0
    hw = 1.96 * sd / math.sqrt(n)
    return "%+.3f [%+.3f, %+.3f]" % (mean, mean - hw, mean + hw)


def main():
    paths = sys.argv[1:]
    if not paths or len(paths) % 2:
        sys.exit("usage: search-compare.py PLAIN.json SEARCH.json [PLAIN.json SEARCH.json …]")
    a, b = [], []
    decisions = worlds = switches = 0
    p99, mean_ms = [], []
    for plain_path, search_path in zip(paths[0::2], paths[1::2]):
        plain, search = json.load(open(plain_path)), json.load(open(search_path))
        if plain["rules"] != search["rules"] or plain["deals"] != search["deals"]:
            sys.exit("%s and %s do not play the same rule set and deals" % (plain_path, search_path))
        a += per_deal(plain)
        b += per_deal(search)
        s = search.get("search", {})
        n = s.get("decisions", 0)
        decisions += n
        worlds += s.get("worlds_mean", 0) * n
        switches += s.get("switch_rate", 0) * n
        p99.append(search["decision_ms_p99"]["hard"])
        mean_ms.append(search["decision_ms_mean"]["hard"])
    d = [y - x for x, y in zip(a, b)]
    n = len(d)
    print("%s, %d deals: Hard − Normal %s without the search, %s with it; change %s"
          % (search["rules"], n, interval(a), interval(b), interval(d)))
    print("  %d decisions searched, %.1f worlds each on average, another answer than the heuristics' in %.1f%%; "
          "Hard's decision time (CPU) p99 %.1f ms at most, mean %.1f ms at most (of the runs)"
          % (decisions, worlds / max(decisions, 1), 100 * switches / max(decisions, 1), max(p99), max(mean_ms)))


main()
