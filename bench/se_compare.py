#!/usr/bin/env python3
"""Our path beside Sudoku Explainer's, puzzle by puzzle.

    bench/se_compare.py SE_STEPS_FILE [--show N] [--cli PATH]

SE_STEPS_FILE is `se-steps` output (`# PUZZLE`, `RATING NAME | HINT` a step,
`= ER/EP/ED`; plain or .gz). Runs our CLI's `steps` and `rate` on the same
puzzles and prints: puzzles compared, ER/EP/ED exact, the sequence of
(rating, name) identical, and the first divergences grouped by (SE's step,
ours), with N examples each (--show, default 2).
"""
import collections
import gzip
import json
import os
import subprocess
import sys


def read_se(path):
    opener = gzip.open if path.endswith(".gz") else open
    puzzles = []
    with opener(path, "rt") as f:
        cur = None
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# "):
                cur = {"puzzle": line[2:83], "steps": [], "rating": None}
                puzzles.append(cur)
            elif line.startswith("= "):
                cur["rating"] = line[2:].split()[0]
            elif line and cur is not None:
                head, _, hint = line.partition(" | ")
                rating, _, name = head.partition(" ")
                cur["steps"].append((rating, name, hint))
    return puzzles


def main():
    args = sys.argv[1:]
    show = 2
    cli = os.path.join(os.path.dirname(__file__), "..", "target", "release", "dlx-sudoku")
    if "--show" in args:
        i = args.index("--show")
        show = int(args[i + 1])
        del args[i : i + 2]
    if "--cli" in args:
        i = args.index("--cli")
        cli = args[i + 1]
        del args[i : i + 2]
    se = read_se(args[0])
    text = "".join(p["puzzle"] + "\n" for p in se)
    ours_steps = subprocess.run([cli, "steps"], input=text, capture_output=True, text=True, check=True).stdout.splitlines()
    ours_rate = subprocess.run([cli, "rate"], input=text, capture_output=True, text=True, check=True).stdout.splitlines()
    n = len(se)
    exact = collections.Counter()
    diverge = collections.defaultdict(list)
    for p, line, rate in zip(se, ours_steps, ours_rate):
        path = json.loads(line)["steps"]
        fields = rate.split()
        er_ep_ed = "/".join(fields[1:4]) if len(fields) >= 4 else rate
        se_r = p["rating"].split("/")
        our_r = er_ep_ed.split("/")
        for k, name in enumerate(["ER", "EP", "ED"]):
            exact[name] += len(our_r) == 3 and se_r[k] == our_r[k]
        exact["all3"] += se_r == our_r
        ours = [(f"{s['rating']:.1f}", s["name"], s["text"]) for s in path]
        same = len(ours) == len(p["steps"]) and all(a[:2] == b[:2] for a, b in zip(ours, p["steps"]))
        exact["names"] += same
        if not same:
            k = next((i for i, (a, b) in enumerate(zip(ours, p["steps"])) if a[:2] != b[:2]), min(len(ours), len(p["steps"])))
            se_step = p["steps"][k] if k < len(p["steps"]) else ("-", "(end)", "")
            our_step = ours[k] if k < len(ours) else ("-", "(end)", "")
            diverge[(se_step[0] + " " + se_step[1], our_step[0] + " " + our_step[1])].append(
                (p["puzzle"], k, se_step[2], our_step[2], p["rating"], er_ep_ed))
    pct = lambda x: f"{x}/{n} ({100.0 * x / max(n, 1):.2f}%)"
    print(f"puzzles {n}")
    for key in ["ER", "EP", "ED", "all3", "names"]:
        print(f"{key:6} exact {pct(exact[key])}")
    for (se_name, our_name), cases in sorted(diverge.items(), key=lambda kv: -len(kv[1])):
        print(f"\n{len(cases):5}  SE {se_name}  |  ours {our_name}")
        for puzzle, k, se_hint, our_text, se_r, our_r in cases[:show]:
            print(f"       {puzzle} step {k + 1} SE {se_r} ours {our_r}")
            print(f"         SE:   {se_hint}")
            print(f"         ours: {our_text}")


if __name__ == "__main__":
    main()
