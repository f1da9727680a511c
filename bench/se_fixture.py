#!/usr/bin/env python3
"""Picks the puzzles of tests/fixtures/se121/techniques.steps.txt: for every technique
(SE's rating and name) met before the first chain step of SE's path, up to PER puzzles,
those solved without chains first, then those whose technique comes earliest.

    bench/se_fixture.py [--per N] SE_STEPS_FILE... > picked.txt

The inputs are `se-steps` outputs (plain text) of candidate puzzles; the output is one
puzzle a line, to run through `se-steps` once more and commit:

    bench/se_fixture.py pools/*.steps.txt | tools/sudoku-explainer/se-steps \
        > tests/fixtures/se121/techniques.steps.txt
"""
import collections
import sys


def paths(name):
    """(puzzle, [(rating, name)], ER) for each path of an se-steps file."""
    cur = None
    with open(name) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# "):
                cur = (line[2:83], [])
            elif line.startswith("= "):
                yield cur[0], cur[1], float(line[2:].split("/")[0])
            elif line.strip() and not line.startswith("    ") and cur:
                rating, rest = line.split(" ", 1)
                cur[1].append((rating, rest.split(" | ")[0]))


def main():
    args = sys.argv[1:]
    per = 3
    if "--per" in args:
        i = args.index("--per")
        per = int(args[i + 1])
        del args[i : i + 2]
    found = collections.defaultdict(list)
    for name in args:
        for puzzle, steps, er in paths(name):
            for k, (rating, technique) in enumerate(steps):
                if float(rating) >= 6.5:
                    break
                found[(rating, technique)].append((er > 6.2, k, puzzle))
    picked = []
    for key in sorted(found, key=lambda k: (float(k[0]), k[1])):
        seen = set()
        for _, _, puzzle in sorted(found[key]):
            if puzzle in seen:
                continue
            seen.add(puzzle)
            if puzzle not in picked:
                picked.append(puzzle)
            if len(seen) == per:
                break
    print("\n".join(picked))


if __name__ == "__main__":
    main()
