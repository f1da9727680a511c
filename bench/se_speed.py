#!/usr/bin/env python3
"""Our native `rate` beside Sudoku Explainer's `se-rate` (SE 1.2.1 / serate 1.2.1.3) on
the same puzzles, one process each, in the same run: puzzles per second and the ratio,
per set, and how often the two agree on ER/EP/ED (all puzzles, and those SE rates at
most 6.2, below the chains).

    bench/se_speed.py [--json OUT] [--cli PATH] [--se PATH] [--only SUBSTRING]

Sets: all of kaggle_sample, a fixed 1,000-puzzle sample of 17clue (every tenth line),
top1465's puzzles SE rates at most 6.2 (by tests/data/se121), every tenth of
those it rates above (chains), and three puzzles of the 11+ sample of
forum_hardest_1905_11plus (lines 1, 81, 161: SE's nested chains, minutes each for SE).
Each command runs twice, alternately (ours, SE, ours, SE), once for the 11+ puzzles;
the faster run of each is kept.

Three ratios a set: by wall-clock time (se-rate's JVM compiles and collects garbage on a
second core when one is free), by CPU time (user + system, every thread of the process),
and, for the first two sets, by wall-clock time with both processes held to one core
(`taskset -c 0`, two more runs each): the same resources for both.
"""
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(ROOT, "tests", "data")


def lines(name):
    with open(os.path.join(DATA, name)) as f:
        return [l.strip() for l in f if l.strip()]


# The sets whose ratio is also measured with both processes on one core.
PINNED_SETS = ("kaggle_sample", "17clue sample")


def sets():
    kaggle = lines("kaggle_sample.txt")
    clue17 = lines("17clue.txt")[::10]
    rated = [l.split() for l in lines("se121/top1465.se121.txt")]
    top_low = [p for p, r in rated if float(r.split("/")[0]) <= 6.2]
    # Every tenth of the puzzles SE needs chains for (SE: about a second each here).
    top_chains = [p for p, r in rated if float(r.split("/")[0]) > 6.2][::10]
    # The first three of tests/fixtures/se121's 11+ sample (every 80th line).
    eleven = lines("forum_hardest_1905_11plus.txt")[::80][:3]
    return [
        ("kaggle_sample", kaggle),
        ("17clue sample", clue17),
        ("top1465 (SE <= 6.2)", top_low),
        ("top1465 chains (SE > 6.2, every tenth)", top_chains),
        (ELEVEN, eleven),
    ]


# SE needs minutes for each of these: one run each.
ELEVEN = "11+ sample (3 of forum_hardest_1905_11plus)"


def timed(cmd, text):
    """Wall-clock and CPU (user + system) seconds of one run of `cmd`, and its output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    out = subprocess.run(cmd, input=text, capture_output=True, text=True, check=True).stdout
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out


def main():
    args = sys.argv[1:]
    def opt(name, default):
        if name in args:
            i = args.index(name)
            return args[i + 1]
        return default
    out_json = opt("--json", None)
    cli = opt("--cli", os.path.join(ROOT, "target", "release", "dlx-sudoku"))
    se = opt("--se", os.path.join(ROOT, "tools", "sudoku-explainer", "se-rate"))
    only = opt("--only", None)
    rows = []
    for name, puzzles in sets():
        if only is not None and only not in name:
            continue
        text = "".join(p.replace(".", "0")[:81] + "\n" for p in puzzles)
        ours_t, theirs_t, ours_cpu, theirs_cpu = [], [], [], []
        for _ in range(1 if name == ELEVEN else 2):
            t, c, ours_out = timed([cli, "rate"], text)
            ours_t.append(t)
            ours_cpu.append(c)
            t, c, se_out = timed([se], text)
            theirs_t.append(t)
            theirs_cpu.append(c)
        pinned = None
        if name in PINNED_SETS and shutil.which("taskset"):
            ours_p, theirs_p = [], []
            for _ in range(2):
                ours_p.append(timed(["taskset", "-c", "0", cli, "rate"], text)[0])
                theirs_p.append(timed(["taskset", "-c", "0", se], text)[0])
            pinned = min(theirs_p) / min(ours_p)
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
            "ours_cpu_s": min(ours_cpu),
            "se_cpu_s": min(theirs_cpu),
            "cpu_ratio": min(theirs_cpu) / min(ours_cpu),
            "pinned_ratio": pinned,
            "same": same,
            "low": low,
            "same_low": same_low,
        }
        rows.append(row)
        pinned_text = "" if pinned is None else f", {pinned:.0f}x both on one core"
        print(f"{name}: {n} puzzles; ours {row['ours_per_s']:.3g}/s, se-rate {row['se_per_s']:.3g}/s, "
              f"{row['ratio']:.0f}x wall, {row['cpu_ratio']:.0f}x CPU{pinned_text}; ER/EP/ED equal on {same}/{n}, on {same_low}/{low} rated <= 6.2 by SE",
              flush=True)
    if out_json:
        with open(out_json, "w") as f:
            json.dump(rows, f)


if __name__ == "__main__":
    main()
