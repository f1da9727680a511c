#!/usr/bin/env python3
"""Nesting level 5 on the states of tests/fixtures/level5_states.txt, two checkouts side by side.

    python3 bench/compare_level5.py NEW_CHECKOUT OLD_CHECKOUT [STATES]

Builds bench/level5/main.rs (public API only) against each checkout of the crate (release,
`--no-default-features --features logic`), in target/level5-harness/ of this checkout, then
runs level 5 on each state, one process a state and build, the builds in turn (the first one
alternating), and records each run's CPU time (user + system of the child). Prints a line a
state, the totals and the ratio; exits 1 when the two builds find different steps. STATES,
optional, picks some states by index (0-based, comma-separated: 0,1,2 are the cheap ones).
"""

import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "level5_states.txt"


def build(checkout, name):
    """The harness built against `checkout`; its path."""
    crate = ROOT / "target" / "level5-harness" / name
    (crate / "src").mkdir(parents=True, exist_ok=True)
    (crate / "Cargo.toml").write_text(
        "[package]\nname = \"level5-harness\"\nversion = \"0.0.0\"\nedition = \"2021\"\n"
        "publish = false\n\n[workspace]\n\n[dependencies.dlx-sudoku]\n"
        f"path = \"{pathlib.Path(checkout).resolve()}\"\n"
        "default-features = false\nfeatures = [\"logic\"]\n\n"
        "[profile.release]\nopt-level = 3\nlto = true\ncodegen-units = 1\n"
    )
    (crate / "src" / "main.rs").write_text((ROOT / "bench" / "level5" / "main.rs").read_text())
    subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=crate, check=True)
    return crate / "target" / "release" / "level5-harness"


def cpu_of_children():
    t = os.times()
    return t.children_user + t.children_system


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        sys.exit(2)
    harnesses = [build(sys.argv[1], "new"), build(sys.argv[2], "old")]
    states = [
        line.split()[4]
        for line in FIXTURE.read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    chosen = None if len(sys.argv) == 3 else {int(i) for i in sys.argv[3].split(",")}
    totals, differ = [0.0, 0.0], 0
    for i, source in enumerate(states):
        if chosen is not None and i not in chosen:
            continue
        found, seconds = ["", ""], [0.0, 0.0]
        for b in (0, 1) if i % 2 == 0 else (1, 0):
            before = cpu_of_children()
            done = subprocess.run(
                [harnesses[b], FIXTURE, str(i)], capture_output=True, text=True, check=False
            )
            seconds[b] = cpu_of_children() - before
            found[b] = done.stdout.strip() or f"exit {done.returncode}"
            totals[b] += seconds[b]
        differ += found[0] != found[1]
        print(
            f"state {i} ({source}) new {seconds[0]:.2f} s old {seconds[1]:.2f} s "
            f"ratio {seconds[1] / max(seconds[0], 1e-3):.2f} {found[1]}"
            + ("" if found[0] == found[1] else f" DIFFER: new {found[0]}"),
            flush=True,
        )
    print(
        f"level 5, {len(states) if chosen is None else len(chosen)} states: CPU new {totals[0]:.1f} s, old {totals[1]:.1f} s; "
        f"old / new {totals[1] / max(totals[0], 1e-3):.2f}x; steps differ on {differ}"
    )
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
