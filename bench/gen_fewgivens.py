#!/usr/bin/env python3
"""Writes bench/fewgivens.txt: target-sudoku grids with few givens, the same for
the Rust, Node and Python benchmarks.

For each K in 0, 2, 5, 10, 15, 20: a random complete grid (randomised
backtracking, seeded), then K of its cells kept at random, the rest blank.
K = 0 is the empty grid (one line; every K = 0 grid is the same).

Line format: `<81 chars, 0 = blank> <K>`. Deterministic: Python's
random.Random(SEED) is specified to give the same sequence on every platform
and version (3.2+), so the file never changes for a given SEED and PER_K.

usage: python3 bench/gen_fewgivens.py [--check]
  --check  regenerate in memory and fail if bench/fewgivens.txt differs
"""

import os
import random
import sys

SEED = 2009
GIVENS = [0, 2, 5, 10, 15, 20]
PER_K = 4
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fewgivens.txt")


def random_solved_grid(rng):
    """A uniformly shuffled backtracking fill of an empty grid."""
    cells = [0] * 81
    rows = [set() for _ in range(9)]
    cols = [set() for _ in range(9)]
    boxes = [set() for _ in range(9)]

    def fill(i):
        if i == 81:
            return True
        r, c = divmod(i, 9)
        b = (r // 3) * 3 + c // 3
        digits = list(range(1, 10))
        rng.shuffle(digits)
        for d in digits:
            if d in rows[r] or d in cols[c] or d in boxes[b]:
                continue
            cells[i] = d
            rows[r].add(d)
            cols[c].add(d)
            boxes[b].add(d)
            if fill(i + 1):
                return True
            rows[r].discard(d)
            cols[c].discard(d)
            boxes[b].discard(d)
            cells[i] = 0
        return False

    assert fill(0)
    return cells


def generate():
    rng = random.Random(SEED)
    lines = []
    for k in GIVENS:
        for _ in range(1 if k == 0 else PER_K):
            solved = random_solved_grid(rng)
            keep = set(rng.sample(range(81), k))
            grid = "".join(str(solved[i]) if i in keep else "0" for i in range(81))
            lines.append(f"{grid} {k}\n")
    return "".join(lines)


def write_or_check(out, text, script):
    """Writes `text` to `out`, or with --check fails when `out` differs from it."""
    if "--check" in sys.argv[1:]:
        with open(out) as f:
            if f.read() != text:
                sys.exit(f"{out} differs from what {script} generates")
        print(f"{out}: up to date")
        return
    with open(out, "w") as f:
        f.write(text)
    print(f"wrote {out}: {text.count(chr(10))} grids")


def main():
    write_or_check(OUT, generate(), "gen_fewgivens.py")


if __name__ == "__main__":
    main()
