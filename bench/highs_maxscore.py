#!/usr/bin/env python3
"""The NOIP 2009 target score by integer programming with HiGHS (PyPI `highspy`,
pinned in bench/requirements.txt), as an independent check and a time reference
for dlx-sudoku's branch and bound.

Model: 729 binaries x[cell, digit]; one-hot rows for every cell, row-digit,
column-digit and box-digit (324 equalities); givens fixed to 1; maximise
sum weight(cell) * digit * x, weight = 10 - max(|r-4|, |c-4|). An infeasible
model means "no solution" (-1), clashing givens included.

Every optimum is checked: the integer solution must be a valid full grid that
keeps the givens and scores the reported objective. Answers are compared with
maxscore_cases.txt; on bench/fewgivens.txt there is no reference file, so they are
printed (and written to the JSON) for bench/report.py to compare with ours.

Then bench/sparse.txt (the target score's worst cases: 1,009 random clash-free grids with 0
to 12 givens, bench/gen_sparse.py): each answer and time, with the mean, 99th
percentile and maximum time; `--sparse ''` skips it (it takes about 10 minutes).

usage: highs_maxscore.py [--json OUT] [--data DIR] [--fewgivens FILE] [--sparse FILE]
Single thread (threads=1), mip_rel_gap=0. Times include building each model.
"""

import argparse
import json
import os
import sys
import time

import highspy
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def weight(cell):
    r, c = divmod(cell, 9)
    return 10 - max(abs(r - 4), abs(c - 4))


def var(cell, digit):
    return 9 * cell + digit - 1


def build_matrix():
    """Row-wise sparse matrix of the 324 one-hot constraints (CSR)."""
    rows = []
    for cell in range(81):
        rows.append([var(cell, d) for d in range(1, 10)])
    for unit in range(9):
        for d in range(1, 10):
            rows.append([var(9 * unit + c, d) for c in range(9)])  # row unit
    for unit in range(9):
        for d in range(1, 10):
            rows.append([var(9 * r + unit, d) for r in range(9)])  # column unit
    for unit in range(9):
        br, bc = 3 * (unit // 3), 3 * (unit % 3)
        for d in range(1, 10):
            rows.append([var(9 * (br + i) + bc + j, d) for i in range(3) for j in range(3)])
    start = np.arange(0, 9 * len(rows) + 1, 9, dtype=np.int32)
    index = np.array([v for row in rows for v in row], dtype=np.int32)
    return start, index


START, INDEX = build_matrix()
COST = np.array([weight(v // 9) * (v % 9 + 1) for v in range(729)], dtype=np.float64)


def max_score(grid):
    """(score, solution string or None, status text)."""
    lower = np.zeros(729)
    for cell, ch in enumerate(grid):
        if ch != "0":
            lower[var(cell, int(ch))] = 1.0
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("mip_rel_gap", 0.0)
    lp = highspy.HighsLp()
    lp.num_col_ = 729
    lp.num_row_ = 324
    lp.sense_ = highspy.ObjSense.kMaximize
    lp.col_cost_ = COST
    lp.col_lower_ = lower
    lp.col_upper_ = np.ones(729)
    lp.row_lower_ = np.ones(324)
    lp.row_upper_ = np.ones(324)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
    lp.a_matrix_.start_ = START
    lp.a_matrix_.index_ = INDEX
    lp.a_matrix_.value_ = np.ones(len(INDEX))
    lp.integrality_ = [highspy.HighsVarType.kInteger] * 729
    h.passModel(lp)
    h.run()
    status = h.getModelStatus()
    if status == highspy.HighsModelStatus.kInfeasible:
        return -1, None, "infeasible"
    if status != highspy.HighsModelStatus.kOptimal:
        raise RuntimeError(f"HiGHS status {h.modelStatusToString(status)} on {grid}")
    x = h.getSolution().col_value
    solution = ["0"] * 81
    for v in range(729):
        if x[v] > 0.5:
            cell, digit = divmod(v, 9)
            if solution[cell] != "0":
                raise RuntimeError(f"two digits in cell {cell} for {grid}")
            solution[cell] = str(digit + 1)
    solution = "".join(solution)
    check_solution(grid, solution)
    score = sum(weight(c) * int(solution[c]) for c in range(81))
    objective = h.getInfo().objective_function_value
    if abs(objective - score) > 1e-6:
        raise RuntimeError(f"objective {objective} != score {score} of its solution")
    return score, solution, "optimal"


def check_solution(grid, solution):
    units = []
    for i in range(9):
        units.append([9 * i + j for j in range(9)])
        units.append([9 * j + i for j in range(9)])
        br, bc = 3 * (i // 3), 3 * (i % 3)
        units.append([9 * (br + a) + bc + b for a in range(3) for b in range(3)])
    for unit in units:
        if sorted(solution[c] for c in unit) != list("123456789"):
            raise RuntimeError(f"HiGHS solution {solution} breaks a unit")
    for g, s in zip(grid, solution):
        if g != "0" and g != s:
            raise RuntimeError(f"HiGHS solution {solution} drops a given of {grid}")


def read_cases(path):
    cases = []
    with open(path) as f:
        for line in f:
            parts = line.split()
            if parts:
                cases.append((parts[0], int(parts[1])))
    return cases


def run(cases, label, expect_answers):
    rows, wrong = [], 0
    total = 0.0
    for i, (grid, extra) in enumerate(cases, 1):
        t0 = time.perf_counter()
        score, solution, status = max_score(grid)
        secs = time.perf_counter() - t0
        total += secs
        row = {"line": i, "score": score, "secs": secs, "status": status, "solution": solution}
        if expect_answers:
            row["expected"] = extra
            if score != extra:
                wrong += 1
                print(f"HiGHS WRONG on {label} line {i}: {score}, file says {extra}", file=sys.stderr)
        else:
            row["givens"] = extra
        rows.append(row)
    return {"total_secs": total, "wrong": wrong, "cases": rows}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", help="write results as JSON here")
    ap.add_argument("--data", default=os.path.join(HERE, "..", "tests", "data"))
    ap.add_argument("--fewgivens", default=os.path.join(HERE, "fewgivens.txt"))
    ap.add_argument("--sparse", default=os.path.join(HERE, "sparse.txt"))
    args = ap.parse_args()

    cases = read_cases(os.path.join(args.data, "maxscore_cases.txt"))
    few = read_cases(args.fewgivens)
    print(f"HiGHS {highspy.Highs().version()} (highspy), threads=1, mip_rel_gap=0")
    maxscore = run(cases, "maxscore_cases.txt", True)
    print(
        f"  maxscore_cases.txt: {len(cases)} cases, {maxscore['total_secs']:.2f} s total, "
        f"{maxscore['wrong']} wrong (slowest line {max(maxscore['cases'], key=lambda r: r['secs'])['line']}: "
        f"{max(r['secs'] for r in maxscore['cases']):.2f} s)"
    )
    fewgivens = run(few, "fewgivens.txt", False)
    by_k = {}
    for row in fewgivens["cases"]:
        by_k.setdefault(row["givens"], []).append(row)
    for k, rows in sorted(by_k.items()):
        print(
            f"  fewgivens K={k:2}: {len(rows)} grids, {sum(r['secs'] for r in rows):.2f} s total, "
            f"scores {[r['score'] for r in rows]}"
        )
    print(f"  fewgivens.txt total {fewgivens['total_secs']:.2f} s")
    sparse = None
    if args.sparse:
        sparse = run(read_cases(args.sparse), "sparse.txt", False)
        secs = sorted(r["secs"] for r in sparse["cases"])
        sparse["mean_secs"] = sum(secs) / len(secs)
        # The smallest time that at least 99% of the grids do not exceed.
        sparse["p99_secs"] = secs[max(1, -(-len(secs) * 99 // 100)) - 1]
        sparse["max_secs"] = secs[-1]
        print(
            f"  sparse.txt: {len(secs)} grids, mean {sparse['mean_secs']:.3f} s, "
            f"p99 {sparse['p99_secs']:.3f} s, max {sparse['max_secs']:.3f} s"
        )
    if args.json:
        with open(args.json, "w") as f:
            json.dump(
                {"version": highspy.Highs().version(), "maxscore": maxscore, "fewgivens": fewgivens, "sparse": sparse},
                f,
            )
    if maxscore["wrong"]:
        sys.exit("HiGHS disagrees with maxscore_cases.txt")


if __name__ == "__main__":
    main()
