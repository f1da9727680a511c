"""Shared helpers of the Python package's tests: the data sets of tests/data
(a missing file is a failure that names it), the command-line binary named by
DLX_SUDOKU_CLI (build.sh passes the release build) and an independent check of
a solution against the rules and the givens."""

import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
FIXTURES = ROOT / "tests" / "fixtures"


def data_lines(name):
    path = DATA / name
    if not path.is_file():
        pytest.fail(f"missing data file {path}")
    return path.read_text().splitlines()


def se_ratings(name):
    """SE's own `PUZZLE ER/EP/ED` lines (se-rate output) as (puzzle, rating)."""
    return [tuple(line.split(" ", 1)) for line in data_lines(f"se121/{name}.se121.txt")]


def cli(*args, input_text=""):
    """The command line's run: (exit status, stdout, stderr)."""
    binary = os.environ.get("DLX_SUDOKU_CLI")
    if not binary or not os.access(binary, os.X_OK):
        pytest.fail("DLX_SUDOKU_CLI must name the dlx-sudoku binary (./build.sh test python sets it)")
    run = subprocess.run([binary, *args], input=input_text, capture_output=True, text=True)
    return run.returncode, run.stdout, run.stderr


def check_solution(puzzle, solution):
    """Whether `solution` is a full grid obeying the rules and keeping the givens."""
    assert len(solution) == 81 and set(solution) <= set("123456789"), solution
    for cell, given in enumerate(puzzle):
        if given in "123456789":
            assert solution[cell] == given, f"given {cell} changed"
    for k in range(9):
        row = solution[9 * k : 9 * k + 9]
        column = solution[k::9]
        r, c = 3 * (k // 3), 3 * (k % 3)
        box = "".join(solution[9 * (r + i) + c : 9 * (r + i) + c + 3] for i in range(3))
        for unit in (row, column, box):
            assert sorted(unit) == list("123456789"), unit


def pytest_terminal_summary(terminalreporter):
    """The counts on a line of their own, as build.sh's closing count reads them."""
    stats = terminalreporter.stats
    failed = len(stats.get("failed", [])) + len(stats.get("error", []))
    terminalreporter.write_line(f"{len(stats.get('passed', []))} passed, {failed} failed")
