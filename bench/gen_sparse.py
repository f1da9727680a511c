#!/usr/bin/env python3
"""Writes bench/sparse.txt: the target-sudoku worst cases, random clash-free grids
with very few givens (where a search for the maximum has the most to explore), the same for the Rust, Node and Python benchmarks.

The empty grid, then for each K in 1..=12, PER_K grids: K givens placed one at a
time, each a random empty cell and a random digit that clashes with no given
already placed. Unlike bench/fewgivens.txt the givens are not cut from a solved
grid, so a grid may have no solution (answer -1); with so few givens that is rare.

Line format: `<81 chars, 0 = blank> <K>`. Deterministic: Python's
random.Random(SEED) gives the same sequence on every platform and version (3.2+).

usage: python3 bench/gen_sparse.py [--check | --tail FILE]
  --check      regenerate in memory and fail if bench/sparse.txt differs
  --tail FILE  write TAIL_COUNT grids with 1 to 8 givens each (K uniform, seed
               TAIL_SEED) to FILE instead: the set where the rare slow grids were
               found (about 1 in 1,000 took over 0.1 s), too large to commit; time it
               with BENCH_SPARSE_ONLY=1 BENCH_SPARSE_FILE=FILE cargo bench --bench native
               and BENCH_SPARSE_FILE=FILE node bench/sparse.mjs
"""

import os
import random
import sys

from gen_fewgivens import write_or_check

SEED = 13
GIVENS = range(1, 13)
PER_K = 84
TAIL_SEED = 777
TAIL_COUNT = 30000
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sparse.txt")


def clashes(cells, cell, digit):
    r, c = divmod(cell, 9)
    br, bc = 3 * (r // 3), 3 * (c // 3)
    peers = [9 * r + j for j in range(9)] + [9 * i + c for i in range(9)]
    peers += [9 * (br + i) + bc + j for i in range(3) for j in range(3)]
    return any(cells[p] == digit for p in peers if p != cell)


def random_grid(rng, k):
    cells = [0] * 81
    placed = 0
    while placed < k:
        cell = rng.randrange(81)
        digit = rng.randrange(1, 10)
        if cells[cell] == 0 and not clashes(cells, cell, digit):
            cells[cell] = digit
            placed += 1
    return "".join(map(str, cells))


def generate():
    rng = random.Random(SEED)
    lines = ["0" * 81 + " 0\n"]
    for k in GIVENS:
        for _ in range(PER_K):
            lines.append(f"{random_grid(rng, k)} {k}\n")
    return "".join(lines)


def generate_tail():
    rng = random.Random(TAIL_SEED)
    lines = []
    for _ in range(TAIL_COUNT):
        k = rng.randrange(1, 9)
        lines.append(f"{random_grid(rng, k)} {k}\n")
    return "".join(lines)


def main():
    if "--tail" in sys.argv[1:]:
        out = sys.argv[sys.argv.index("--tail") + 1]
        with open(out, "w") as f:
            f.write(generate_tail())
        print(f"wrote {out}: {TAIL_COUNT} grids")
        return
    write_or_check(OUT, generate(), "gen_sparse.py")


if __name__ == "__main__":
    main()
