"""Pencil-mark (sukaku) lines: 729 characters, digit d at 9*cell+d-1 when a
candidate, `.` when not. A puzzle's plain candidates, written as marks, rate as
SE rates the puzzle (tests/data/se121); broken marks raise ValueError in the
command line's words."""

import dlx_sudoku as d
import pytest
from conftest import cli, se_ratings


def plain_marks(puzzle):
    """The puzzle's candidates by the rules alone, as a line of 729 marks."""
    cells = [0 if ch in ".0" else int(ch) for ch in puzzle[:81]]
    out = []
    for cell, value in enumerate(cells):
        r, c = divmod(cell, 9)
        box = [9 * (3 * (r // 3) + i) + 3 * (c // 3) + j for i in range(3) for j in range(3)]
        peers = {9 * r + k for k in range(9)} | {9 * k + c for k in range(9)} | set(box)
        seen = {cells[p] for p in peers if p != cell}
        for digit in range(1, 10):
            candidate = digit == value if value else digit not in seen
            out.append(str(digit) if candidate else ".")
    return "".join(out)


# 17-clue puzzles: none has an open cell whose single candidate no peer holds,
# the one case where marks read as a different puzzle (docs/cli.md).
PAIRS = se_ratings("17clue")[:25]


def test_a_puzzles_plain_marks_rate_as_se_rates_the_puzzle():
    for puzzle, se in PAIRS:
        rating = d.rate(plain_marks(puzzle))
        assert rating.result == "rated", puzzle
        assert rating.se == se, puzzle
        assert rating.hardest == d.rate(puzzle).hardest, puzzle
    marks = [plain_marks(p) for p, _ in PAIRS]
    assert [r.se for r in d.rate_many(marks, jobs=2)] == [se for _, se in PAIRS]


def test_marks_rate_and_steps_as_the_command_line_gives_them():
    marks = [plain_marks(p) for p, _ in PAIRS[:8]]
    status, out, err = cli("rate", input_text="\n".join(marks) + "\n")
    assert status == 0, err
    assert [str(d.rate(m)) for m in marks] == out.splitlines()
    path = d.steps(marks[0])
    assert path["result"] == "solved" and path["steps"]
    assert [s["technique"] for s in path["steps"]] == [
        s["technique"] for s in d.steps(PAIRS[0][0])["steps"]
    ]


def test_broken_marks_raise_value_error_in_the_command_lines_words():
    empty_cell = "." * 9 + plain_marks(PAIRS[0][0])[9:]
    no_solution = list(plain_marks(PAIRS[0][0]))
    # Take a solved cell's digit away from one open cell's other choice: the
    # marks stay readable but no grid fits them once the givens are filled.
    solution = d.solve(PAIRS[0][0])
    for cell, ch in enumerate(PAIRS[0][0][:81]):
        if ch in ".0":
            no_solution[9 * cell + int(solution[cell]) - 1] = "."
            break
    for bad in (empty_cell, "".join(no_solution)):
        status, out, _ = cli("rate", input_text=bad + "\n")
        message = out.strip().removeprefix("error: ")
        assert out.startswith("error: "), out
        with pytest.raises(ValueError) as raised:
            d.rate(bad)
        assert str(raised.value) == message
    with pytest.raises(ValueError, match=r"^digit 1 at position 2 of the pencil marks"):
        d.rate("1" * 729)
    with pytest.raises(ValueError, match=r"^puzzles\[1\]: "):
        d.rate_many([plain_marks(PAIRS[1][0]), empty_cell])
