#!/usr/bin/env python3
"""Our native `rate` beside Sudoku Explainer's `se-rate` (SE 1.2.1 / serate 1.2.1.3) on
the same puzzles, one process each, in the same run: puzzles per second and the ratio,
per set, and how often the two agree on ER/EP/ED (all puzzles, and those SE rates at
most 6.2, below the chains).

    bench/se_speed.py [--json OUT] [--cli PATH] [--se PATH]

Sets: all of kaggle_sample, a fixed 1,000-puzzle sample of 17clue (every tenth line),
top1465's puzzles SE rates at most 6.2 (by ../shared/data/se121), and every tenth of
those it rates above (chains). Each command runs twice, alternately (ours, SE, ours,
SE); the faster run of each is kept.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(ROOT, "..", "shared", "data")


def lines(name):
    with open(os.path.join(DATA, name)) as f:
        return [l.strip() for l in f if l.strip()]


def sets():
    kaggle = lines("kaggle_sample.txt")
    clue17 = lines("17clue.txt")[::10]
    rated = [l.split() for l in lines("se121/top1465.se121.txt")]
    top_low = [p for p, r in rated if float(r.split("/")[0]) <= 6.2]
    # Every tenth of the puzzles SE needs chains for (SE: about a second each here).
    top_chains = [p for p, r in rated if float(r.split("/")[0]) > 6.2][::10]
    return [
        ("kaggle_sample", kaggle),
        ("17clue sample", clue17),
        ("top1465 (SE <= 6.2)", top_low),
        ("top1465 chains (SE > 6.2, every tenth)", top_chains),
    ]


def timed(cmd, text):
    t0 = time.perf_counter()
    out = subprocess.run(cmd, input=text, capture_output=True, text=True, check=True).stdout
    return time.perf_counter() - t0, out


def main():
    args = sys.argv[1:]
    def opt(name, default):
        if name in args:
            i = args.index(name)
            return args[i + 1]
        return default
    out_json = opt("--json", None)
    cli = opt("--cli", os.path.join(ROOT, "target", "release", "dlx-sudoku"))
    se = opt("--se", os.path.join(ROOT, "..", "shared", "tools", "sudoku-explainer", "se-rate"))
    rows = []
    for name, puzzles in sets():
        text = "".join(p.replace(".", "0")[:81] + "\n" for p in puzzles)
        ours_t, theirs_t = [], []
        for _ in range(2):
            t, ours_out = timed([cli, "rate"], text)
            ours_t.append(t)
            t, se_out = timed([se], text)
            theirs_t.append(t)
        ours = [l.split() for l in ours_out.splitlines()]
        theirs = [l.split()[1] for l in se_out.splitlines() if l.strip()]
        assert len(ours) == len(theirs) == len(puzzles), (name, len(ours), len(theirs))
        same = low = same_low = 0
        for o, s in zip(ours, theirs):
            mine = "/".join(o[1:4]) if len(o) >= 4 else o[0]
            same += mine == s
            if float(s.split("/")[0]) <= 6.2:
                low += 1
                same_low += mine == s
        n = len(puzzles)
        row = {
            "set": name,
            "puzzles": n,
            "ours_per_s": n / min(ours_t),
            "se_per_s": n / min(theirs_t),
            "ratio": min(theirs_t) / min(ours_t),
            "same": same,
            "low": low,
            "same_low": same_low,
        }
        rows.append(row)
        print(f"{name}: {n} puzzles; ours {row['ours_per_s']:.0f}/s, se-rate {row['se_per_s']:.1f}/s, "
              f"{row['ratio']:.0f}x; ER/EP/ED equal on {same}/{n}, on {same_low}/{low} rated <= 6.2 by SE",
              flush=True)
    if out_json:
        with open(out_json, "w") as f:
            json.dump(rows, f)


if __name__ == "__main__":
    main()
