#!/usr/bin/env python3
"""Writes the fuzz targets' committed seed corpora, fuzz/seeds/TARGET/seed-*,
from tests/data (docs/reliability.md, "Fuzzing").

    python3 fuzz/seed_corpus.py [OUT]        # default OUT: fuzz/seeds

For each target, replaces the seed-* files with puzzles of every data set, mutated, in the input layout that target decodes (fuzz/src/lib.rs: byte
0 the operation, bytes 1..=81 the cells 0..=9, then bytes for choices; `parse`
takes byte 0 then text; `generate` takes 12 option bytes). The `chains`
target's seeds (fuzz/seeds/chains/state-*, reduced-*: player states just
before a chain step of a hard puzzle's path) come from a Rust writer:
`cargo test --release --test fuzz_replay -- --ignored write_chain_seeds`.
`./build.sh fuzz` reads these folders beside the working corpus fuzz/corpus,
and `./build.sh test` replays them (tests/fuzz_replay.rs), so every seed must
run in well under a second: the hardest sets give only mutated puzzles to
the logic target (rating one of them whole takes seconds).
Deterministic (random.Random(14)): the same files each time.
"""
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data")
SETS = [
    "17clue",
    "top1465",
    "forum_hardest_1106",
    "forum_hardest_1905_11plus",
    "kaggle_sample",
]
# Puzzles drawn from each set, per target: many for the fast targets, fewer for
# the slow ones (their first pass over the corpus counts in a short run).
PER_SET = {"parse": 100, "solve_count": 100, "target": 40, "logic": 60}
# The logic target's puzzles from the hardest sets: fewer, and changed.
HARD_SETS = {"forum_hardest_1106", "forum_hardest_1905_11plus"}
HARD_PER_SET = 20
GENERATE_SEEDS = 120


def cells(line):
    return [0 if ch in ".0" else int(ch) for ch in line[:81]]


def load(name):
    with open(os.path.join(DATA, name + ".txt")) as f:
        puzzles = [cells(line) for line in f if line.strip()]
    with open(os.path.join(DATA, name + ".solutions.txt")) as f:
        solutions = [cells(line) for line in f if line.strip()]
    assert len(puzzles) == len(solutions), name
    return list(zip(puzzles, solutions))


def units_of(cell):
    r, c = divmod(cell, 9)
    return (r, 9 + c, 18 + 3 * (r // 3) + c // 3)


def clashes(grid, cell, digit):
    return any(
        other != cell and grid[other] == digit and set(units_of(other)) & set(units_of(cell))
        for other in range(81)
    )


def mutate(rng, puzzle, solution, changed=False):
    """The puzzle as is, or changed: fewer givens (several solutions), extra
    givens that clash with none (often no solution), a clash, the solution,
    the solution with a few blanks. `changed`: never as is."""
    grid = list(puzzle)
    kind = rng.choice([1, 2, 3, 4, 5]) if changed else rng.randrange(7)
    if kind == 1:
        givens = [c for c in range(81) if grid[c]]
        for c in rng.sample(givens, min(len(givens), rng.randint(1, 6))):
            grid[c] = 0
    elif kind == 2:
        for _ in range(rng.randint(1, 4)):
            c, d = rng.randrange(81), rng.randint(1, 9)
            if grid[c] == 0 and not clashes(grid, c, d):
                grid[c] = d
    elif kind == 3:
        c = rng.randrange(81)
        peers = [o for o in range(81) if o != c and set(units_of(o)) & set(units_of(c))]
        d = rng.randint(1, 9)
        grid[c] = grid[rng.choice(peers)] = d
    elif kind == 4:
        grid = list(solution)
    elif kind == 5:
        grid = list(solution)
        for c in rng.sample(range(81), rng.randint(1, 8)):
            grid[c] = 0
    return grid


def text_of(rng, grid, index):
    """One of the text forms people paste, some of them wrong."""
    kind = index % 9
    line = "".join(str(d) if d else "." for d in grid)
    if kind == 0:
        return line
    if kind == 1:
        return "".join(str(d) for d in grid)
    if kind == 2:
        return "\n".join(line[9 * r : 9 * r + 9] for r in range(9)) + "\n"
    if kind == 3:
        marks = ".0-_*"
        return " ".join(str(d) if d else rng.choice(marks) for d in grid)
    if kind == 4:
        return "\r\n".join(line[9 * r : 9 * r + 9] for r in range(9))
    if kind == 5:
        # The boxed layout some sites print: '|' and '+' are not accepted.
        rows = []
        for r in range(9):
            row = line[9 * r : 9 * r + 9]
            rows.append(" | ".join(row[3 * k : 3 * k + 3] for k in range(3)))
            if r in (2, 5):
                rows.append("----+-----+----")
        return "\n".join(rows)
    if kind == 6:
        return line[: rng.randint(0, 80)]
    if kind == 7:
        return line + rng.choice(["  # a comment", "\n" + line, "x", ""])
    return line[:40] + rng.choice("xé🙂１\u00a0\u2028") + line[40:]


def write(out, target, index, data):
    path = os.path.join(out, target)
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "seed-%05d" % index), "wb") as f:
        f.write(bytes(data))


def clear(out, target):
    """Removes the target's seed-* files (the chain seeds stay)."""
    path = os.path.join(out, target)
    if os.path.isdir(path):
        for name in os.listdir(path):
            if name.startswith("seed-"):
                os.remove(os.path.join(path, name))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "fuzz", "seeds")
    rng = random.Random(14)
    data = {name: load(name) for name in SETS}
    with open(os.path.join(DATA, "maxscore_cases.txt")) as f:
        maxscore = [cells(line.split()[0]) for line in f if line.strip()]
    written = {}
    for target, per_set in PER_SET.items():
        clear(out, target)
        n = 0
        for name in SETS:
            hard = target == "logic" and name in HARD_SETS
            for puzzle, solution in rng.sample(data[name], HARD_PER_SET if hard else per_set):
                grid = mutate(rng, puzzle, solution, changed=hard)
                op = rng.randrange(256)
                choices = [rng.randrange(256) for _ in range(16)]
                if target == "parse":
                    if n % 4 == 3:
                        payload = [3] + grid  # the bytes read as cells
                    else:
                        payload = [op & ~3 | rng.randrange(3)] + list(
                            text_of(rng, grid, n).encode("utf-8")
                        )
                elif target == "target":
                    payload = [op] + grid + choices
                else:
                    payload = [op] + grid + choices
                write(out, target, n, payload)
                n += 1
        if target == "target":
            for grid in maxscore:
                write(out, target, n, [rng.randrange(256)] + grid)
                n += 1
        written[target] = n
    clear(out, "generate")
    for n in range(GENERATE_SEEDS):
        options = [n % 6, rng.randrange(256)] + [rng.randrange(256) for _ in range(8)]
        # A clue limit one time in four (some impossible), 1..=3 attempts.
        options.append(rng.randrange(128, 256) if n % 4 == 0 else rng.randrange(128))
        options.append(rng.randrange(3))
        write(out, "generate", n, options)
    written["generate"] = GENERATE_SEEDS
    for target, n in written.items():
        print("seed corpus: %s: %d inputs in %s" % (target, n, os.path.join(out, target)))


if __name__ == "__main__":
    main()
