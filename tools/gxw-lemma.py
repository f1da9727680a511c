#!/usr/bin/env python3
"""Checks by exhaustion that Sudoku Explainer 1.2.1 can never take a Generalized X-Wing:
whenever a four-cell X-cycle would remove a candidate, a hidden single, locked candidates
or an X-Wing of the same digit is there too, and SE (and our engine, which takes its path)
tries those first. docs/learn.md gives the proof by hand; this is its mechanical check.

A state of one digit d: x[c] (c holds d as a candidate) and s[c] (d is placed in c), with
the rules any state of a path keeps: a placed d has no candidate of d among its peers, a
house holds d at most once, and a house without d placed has a candidate of d. The rules
SE applies before its chains, as its source states them (SE 1.2.1, serate 1.2.1.3):
  hidden single     a house with exactly one candidate;
  locked candidates a house whose candidates, two or more, all lie in its crossing with
                    another house that has candidates outside it (pointing, claiming);
  X-Wing            two rows with exactly the same two candidate columns (or two columns,
                    rows), a candidate outside in those columns; SE looks for fish only
                    while at most 5 of the digit are placed.
The cycle, as SE's chains build it: "P1 on" -> "P2 off" (P1 and P2 share a house) -> "P3
on" (a house S whose only candidates are P2 and P3) -> "P4 off" (P3 and P4 share a house)
-> "P1 on" (a house T whose only candidates are P4 and P1); it removes every other
candidate that sees P1 or P3 and sees P2 or P4. A longer cycle through four cells only
(rated 6.5 from six nodes, still "Generalized X-Wing") is left to the proof by hand.

One SAT instance for each house S and ordered pair (P2, P3) of it, 1,944 in all: the rules
above forbid every lower step, and some cycle through (P2, P3) must remove a candidate. All
are unsatisfiable. Drop a rule to see the instances come back: `--without x-wing` finds the
plain X-Wing, `--without locked` the box-line loops, `--without hidden` states with a
house of one candidate.

  python3 -m venv /tmp/sat && /tmp/sat/bin/pip install python-sat
  /tmp/sat/bin/python tools/gxw-lemma.py [--without hidden|locked|x-wing]...

About 3 minutes of one core. Prints a state for the first satisfiable instance, if any.
"""

import itertools
import sys

from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Cadical153

ROWS = [[r * 9 + c for c in range(9)] for r in range(9)]
COLS = [[r * 9 + c for r in range(9)] for c in range(9)]
BOXES = [[(b // 3 * 3 + i) * 9 + b % 3 * 3 + j for i in range(3) for j in range(3)] for b in range(9)]
HOUSES = ROWS + COLS + BOXES
PEERS = [set() for _ in range(81)]
for house in HOUSES:
    for cell in house:
        PEERS[cell] |= set(house) - {cell}


def rules(pool, without):
    """The clauses of a state of one digit where no rule of SE below the chains applies."""
    x = [pool.id(('x', c)) for c in range(81)]
    s = [pool.id(('s', c)) for c in range(81)]
    clauses = []
    for c in range(81):
        clauses.append([-s[c], -x[c]])
        clauses += [[-s[c], -x[p]] for p in PEERS[c]]
    for house in HOUSES:
        clauses += [[-s[a], -s[b]] for a, b in itertools.combinations(house, 2)]
        clauses.append([s[c] for c in house] + [x[c] for c in house])
        if 'hidden' not in without:
            clauses += [[-x[c]] + [x[o] for o in house if o != c] for c in house]
    if 'locked' not in without:
        for box in BOXES:
            for line in ROWS + COLS:
                cross = set(box) & set(line)
                if not cross:
                    continue
                for inner, outer in ((box, line), (line, box)):
                    elsewhere = [x[c] for c in inner if c not in cross]
                    for a, b in itertools.combinations(sorted(cross), 2):
                        for e in outer:
                            if e not in cross:
                                clauses.append([-x[a], -x[b], -x[e]] + elsewhere)
    if 'x-wing' not in without:
        fish = pool.id('fish')  # true when at most 5 of the digit are placed
        at_least_6 = CardEnc.atleast(lits=s, bound=6, vpool=pool, encoding=EncType.seqcounter)
        clauses += [c + [fish] for c in at_least_6.clauses]
        for lines in (ROWS, COLS):
            for i1, i2 in itertools.combinations(range(9), 2):
                for j1, j2 in itertools.combinations(range(9), 2):
                    corners = [x[lines[i][j]] for i in (i1, i2) for j in (j1, j2)]
                    rest = [x[lines[i][j]] for i in (i1, i2) for j in range(9) if j not in (j1, j2)]
                    for j in (j1, j2):
                        for i in range(9):
                            if i not in (i1, i2):
                                clauses.append([-fish] + [-v for v in corners] + rest + [-x[lines[i][j]]])
    return x, s, clauses


def cycles(pool, x, house, p2, p3):
    """The clauses "some cycle with the strong link P2=P3 in `house` removes a candidate"."""
    clauses = [[x[p2]], [x[p3]]] + [[-x[c]] for c in house if c not in (p2, p3)]
    options = []
    for p1 in PEERS[p2] - set(house):
        for p4 in PEERS[p3] - set(house) - {p1}:
            for other in HOUSES:
                if p1 not in other or p4 not in other:
                    continue
                removed = [
                    q
                    for q in range(81)
                    if q not in (p1, p2, p3, p4) and PEERS[q] & {p1, p3} and PEERS[q] & {p2, p4}
                ]
                y = pool.id(('cycle', p1, p4, tuple(other)))
                options.append(y)
                clauses += [[-y, x[p1]], [-y, x[p4]], [-y] + [x[q] for q in removed]]
                clauses += [[-y, -x[c]] for c in other if c not in (p1, p4)]
    clauses.append(options)
    return clauses


def main():
    args = sys.argv[1:]
    without = {args[i + 1] for i, a in enumerate(args) if a == '--without'}
    unknown = without - {'hidden', 'locked', 'x-wing'}
    if unknown or len(args) != 2 * len(without):
        sys.exit(__doc__)
    instances = satisfiable = 0
    for house in HOUSES:
        for p2, p3 in itertools.permutations(house, 2):
            pool = IDPool()
            x, s, clauses = rules(pool, without)
            clauses += cycles(pool, x, house, p2, p3)
            instances += 1
            with Cadical153(bootstrap_with=clauses) as solver:
                if not solver.solve():
                    continue
                satisfiable += 1
                if satisfiable == 1:
                    model = {v for v in solver.get_model() if v > 0}
                    print(f'a state (d a candidate, * placed), strong link r{p2 // 9 + 1}c{p2 % 9 + 1}=r{p3 // 9 + 1}c{p3 % 9 + 1}:')
                    for r in range(9):
                        print(''.join('d' if x[r * 9 + c] in model else '*' if s[r * 9 + c] in model else '.' for c in range(9)))
    rules_used = ', '.join(r for r in ('hidden', 'locked', 'x-wing') if r not in without) or 'none'
    print(f'rules before the chains: {rules_used}; {instances} instances, {satisfiable} satisfiable')
    sys.exit(1 if satisfiable and not without else 0)


if __name__ == '__main__':
    main()
