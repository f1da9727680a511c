#!/usr/bin/env python3
"""Two command-line builds side by side, the native twin of compare_rate.mjs.

    python3 bench/compare_rate_native.py NEW_BIN OLD_BIN PUZZLES_FILE [--lines 3,17,40-45]

Each puzzle is rated by `BIN rate` in a process of its own, the two builds in turn (which one
goes first alternates from puzzle to puzzle, so both see the same machine), and each run's CPU
time (user + system, from the kernel's accounting of the child) is recorded: CPU, not wall,
because the machine is shared. The ratings (ER/EP/ED and the hardest technique) are compared.

Puzzles are grouped by nesting level: that of the hardest step of the OLD build's path (2-5 for
the nested chains, 1 for "Dynamic Forcing Chains (+)", 0 below). Prints a line a puzzle, then
per level and in all the totals, the median and the worst puzzles of each build, and the ratio
of the totals. Exits 1 when a rating differs, 2 on a usage error.
"""

import os
import statistics
import subprocess
import sys

FORMAT = "%r/%p/%d %h"


def usage(message):
    print(message, file=sys.stderr)
    print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
    sys.exit(2)


def parse_lines(spec):
    """'3,17,40-45' -> {3, 17, 40, ..., 45} (1-based line numbers of the file)."""
    chosen = set()
    for part in spec.split(","):
        low, _, high = part.partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            usage(f"--lines takes numbers and ranges such as 3,17,40-45, found {spec!r}")
        chosen.update(range(int(low), int(high or low) + 1))
    return chosen


def rate(binary, puzzle):
    """The answer line of one rating, in a process of its own (reaped when this returns, so
    its CPU time is in the children's total)."""
    done = subprocess.run(
        [binary, "rate", "--jobs", "1", "--format", FORMAT],
        input=puzzle.encode() + b"\n",
        capture_output=True,
        check=False,
    )
    answer = done.stdout.decode().strip()
    return answer if done.returncode == 0 else f"exit {done.returncode}: {answer}"


def cpu_of_children():
    usage_now = os.times()
    return usage_now.children_user + usage_now.children_system


def level(answer):
    """The nesting level of a rating's hardest technique (see the module's doc)."""
    hardest = answer.split(" ")[-1]
    if hardest.startswith("nested-"):
        return int(hardest.rsplit("-", 1)[1])
    return 1 if hardest.endswith("-plus") else 0


def main():
    args = sys.argv[1:]
    chosen = None
    if "--lines" in args:
        at = args.index("--lines")
        if at + 1 >= len(args):
            usage("--lines needs a value")
        chosen = parse_lines(args[at + 1])
        del args[at : at + 2]
    if len(args) != 3:
        usage("expected NEW_BIN OLD_BIN PUZZLES_FILE")
    binaries, path = args[:2], args[2]
    for b in binaries:
        if not os.access(b, os.X_OK):
            usage(f"{b}: not an executable (build it first: cargo build --release)")
    with open(path, encoding="utf-8") as f:
        puzzles = [
            (n, line.strip()[:81])
            for n, line in enumerate(f, 1)
            if len(line.strip()) >= 81 and (chosen is None or n in chosen)
        ]
    rows = []
    differ = 0
    for i, (n, puzzle) in enumerate(puzzles):
        answers, seconds = [None, None], [0.0, 0.0]
        for b in ((0, 1) if i % 2 == 0 else (1, 0)):
            before = cpu_of_children()
            answers[b] = rate(binaries[b], puzzle)
            seconds[b] = cpu_of_children() - before
        same = answers[0] == answers[1]
        differ += not same
        rows.append((n, level(answers[1]), seconds[0], seconds[1], answers[1]))
        print(
            f"line {n} level {rows[-1][1]} new {seconds[0]:.2f} s old {seconds[1]:.2f} s "
            f"ratio {seconds[1] / max(seconds[0], 1e-3):.2f} {answers[1]}"
            + ("" if same else f" RATINGS DIFFER: new {answers[0]}"),
            flush=True,
        )
    print()
    groups = sorted({r[1] for r in rows})
    for name, group in [(f"level {g}", [r for r in rows if r[1] == g]) for g in groups] + [
        ("all", rows)
    ]:
        new, old = [r[2] for r in group], [r[3] for r in group]
        print(
            f"{name}: {len(group)} puzzles; CPU new {sum(new):.1f} s (median {statistics.median(new):.2f}, "
            f"max {max(new):.2f}), old {sum(old):.1f} s (median {statistics.median(old):.2f}, "
            f"max {max(old):.2f}); old / new {sum(old) / max(sum(new), 1e-3):.2f}x"
        )
    worst = sorted(rows, key=lambda r: -r[2])[:5]
    print("worst for new: " + ", ".join(f"line {r[0]} {r[2]:.2f} s (old {r[3]:.2f} s)" for r in worst))
    print(f"ratings differ on {differ} of {len(rows)}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
