"""The package's functions against independent answers: the data sets'
solutions, SE's own ratings (tests/data/se121, tests/fixtures/se121), the
rules of Sudoku, and the command line's output on the same lines."""

import json

import dlx_sudoku as d
import pytest
from conftest import FIXTURES, check_solution, cli, data_lines, se_ratings

# No solution, no clash: row 1 holds 1-8, and column 9 already has its 9.
NO_SOLUTION = "12345678." + "........9" + "." * 63
EMPTY = "." * 81
CLASH = "11" + "." * 79


def lines_of(name, count, step=1):
    return data_lines(name)[: count * step : step]


def test_solve_gives_the_data_sets_solutions_and_keeps_rules_and_givens():
    for name, count in [("17clue", 150), ("top1465", 150), ("kaggle_sample", 150)]:
        puzzles = lines_of(f"{name}.txt", count)
        solutions = lines_of(f"{name}.solutions.txt", count)
        for puzzle, solution in zip(puzzles, solutions):
            got = d.solve(puzzle)
            assert got == solution
            check_solution(puzzle.replace(".", "0"), got)


def test_count_max_score_and_puzzles_without_one_solution():
    puzzle = data_lines("top1465.txt")[0]
    assert d.count(puzzle) == 1
    assert d.count(puzzle, limit=0) == 0
    assert d.count(EMPTY, limit=5) == 5
    assert d.count(NO_SOLUTION) == 0
    assert d.solve(NO_SOLUTION) is None
    assert d.max_score(NO_SOLUTION) == -1
    assert d.rate(NO_SOLUTION).result == "none"
    assert d.steps(NO_SOLUTION) == {"result": "none", "steps": []}
    empty = d.rate(EMPTY)
    assert (empty.result, empty.er, empty.hardest, str(empty)) == ("multiple", None, None, "multiple")
    full = d.solve(puzzle)
    assert str(d.rate(full)) == "solved"
    # NOIP 2009's cases with their published answers.
    for line in data_lines("maxscore_cases.txt"):
        grid, answer = line.split()
        assert d.max_score(grid) == int(answer), grid


def test_ratings_are_sudoku_explainers():
    for name, count in [("kaggle_sample", 300), ("top1465", 40), ("17clue", 100)]:
        pairs = se_ratings(name)[:count]
        ratings = d.rate_many([p for p, _ in pairs])
        for (puzzle, se), rating in zip(pairs, ratings):
            assert rating.result == "rated"
            assert rating.se == se, puzzle
            er, ep, ed = (float(x) for x in se.split("/"))
            assert (rating.er, rating.ep, rating.ed) == (er, ep, ed)
            assert rating.hardest in rating.techniques


def test_rate_equals_the_command_lines_rate_on_the_same_lines():
    puzzles = lines_of("top1465.txt", 30) + lines_of("kaggle_sample.txt", 30) + [EMPTY, NO_SOLUTION]
    status, out, err = cli("rate", input_text="\n".join(puzzles) + "\n")
    assert status == 0, err
    assert [str(r) for r in d.rate_many(puzzles)] == out.splitlines()
    assert [str(d.rate(p)) for p in puzzles] == out.splitlines()


def test_steps_are_the_command_lines_and_their_placements_solve_the_puzzle():
    puzzles = lines_of("top1465.txt", 4) + lines_of("kaggle_sample.txt", 6)
    solutions = lines_of("top1465.solutions.txt", 4) + lines_of("kaggle_sample.solutions.txt", 6)
    status, out, err = cli("steps", input_text="\n".join(puzzles) + "\n")
    assert status == 0, err
    for puzzle, solution, line in zip(puzzles, solutions, out.splitlines()):
        want = json.loads(line)
        got = d.steps(puzzle)
        assert got["result"] == want["result"] == "solved"
        assert len(got["steps"]) == len(want["steps"])
        for ours, theirs in zip(got["steps"], want["steps"]):
            # Every key the package gives, as the command line gives it, the explanation included.
            assert "explanation" in ours and ours["explanation"]["key"]
            assert {k: theirs[k] for k in ours} == ours
        grid = list(puzzle.replace(".", "0"))
        for step in got["steps"]:
            for cell, digit in step["place"]:
                grid[cell] = str(digit)
        assert "".join(grid) == solution


def test_canon_is_the_command_lines_and_the_same_for_an_isomorph():
    puzzles = lines_of("17clue.txt", 50)
    status, out, err = cli("canon", input_text="\n".join(puzzles) + "\n")
    assert status == 0, err
    assert [d.canon(p) for p in puzzles] == out.splitlines()
    relabel = str.maketrans("123456789", "918273645")
    for puzzle in puzzles:
        rows = [puzzle[9 * r : 9 * r + 9] for r in range(9)]
        transposed = "".join(rows[r][c] for c in range(9) for r in range(9))
        swapped_bands = "".join(rows[3:6] + rows[0:3] + rows[6:9])
        for isomorph in (puzzle.translate(relabel), transposed, swapped_bands):
            assert d.canon(isomorph) == d.canon(puzzle)


def test_generate_gives_the_pinned_puzzles_that_se_rates():
    pinned = [line.split(" ") for line in (FIXTURES / "se121" / "generated.se121.txt").read_text().splitlines()]
    made = [
        d.generate(seed=42),
        d.generate(seed=2**64 - 1, difficulty="easy", symmetry="mirror"),
    ]
    for (puzzle, se), g in zip(pinned, made):
        assert g.puzzle == puzzle
        assert f"{g.er}/{g.ep}/{g.ed}" == se
        assert d.count(g.puzzle) == 1
        assert g.solution == d.solve(g.puzzle)
    status, out, _ = cli("generate", "--seed", "7", "--difficulty", "hard", "--symmetry", "rotational")
    assert status == 0
    g = d.generate(seed=7, difficulty="hard", symmetry="rotational")
    assert (g.puzzle, g.seed, g.difficulty) == (out.strip(), 7, "hard")


def test_bad_input_raises_value_error_in_the_command_lines_words():
    # The same line through the command line: its error text after `error: `.
    for bad in ["12", "1" * 80, CLASH]:
        status, out, _ = cli("solve", input_text=bad + "\n")
        assert status == 1
        message = out.strip().removeprefix("error: ")
        for call in (d.solve, d.count, d.rate, d.steps):
            with pytest.raises(ValueError) as raised:
                call(bad)
            assert str(raised.value) == message
    with pytest.raises(ValueError, match=r"^unexpected character 'x' at line 1, column 3; expected a digit 1-9, a blank"):
        d.canon("12x" + "." * 78)
    with pytest.raises(ValueError, match=r"^limit must be at most 1000000"):
        d.count(EMPTY, limit=1_000_001)
    with pytest.raises(ValueError, match=r"^budget takes seconds"):
        d.rate(EMPTY, budget=0)
    with pytest.raises(ValueError, match=r"^difficulty must be one of easy, medium, hard, expert, extreme, any"):
        d.generate(difficulty="fiendish")
    with pytest.raises(ValueError, match=r"^no puzzle with at most 16 clues exists"):
        d.generate(max_clues=16)
    with pytest.raises(TypeError):
        d.solve(81)
    with pytest.raises(TypeError):
        d.rate_many("not a list")


def test_rate_many_agrees_with_rate_in_order_for_any_jobs():
    puzzles = lines_of("top1465.txt", 12) + lines_of("kaggle_sample.txt", 12) + [EMPTY, NO_SOLUTION]
    single = [d.rate(p) for p in puzzles]
    for jobs in (None, 1, 2, 3, 64):
        assert d.rate_many(puzzles, jobs=jobs) == single
    assert d.rate_many([]) == []
    with pytest.raises(ValueError, match=r"^puzzles\[2\]: expected 81 cells, found 5$"):
        d.rate_many([EMPTY, EMPTY, "12345"])
    with pytest.raises(ValueError, match=r"^puzzles\[1\]: givens clash: row 1 column 1 and row 1 column 2 both hold 1$"):
        d.rate_many([EMPTY, CLASH])
    with pytest.raises(ValueError, match=r"^jobs takes a whole number >= 1 and <= 256, found 0$"):
        d.rate_many([EMPTY], jobs=0)


def test_a_budget_gives_timeout_and_the_command_lines_word():
    # The hardest of forum_hardest_1106's first lines takes seconds; a millisecond is too little.
    puzzle = data_lines("forum_hardest_1106.txt")[0].split()[0]
    assert str(d.rate(puzzle, budget=0.001)) == "timeout"
    assert [str(r) for r in d.rate_many([puzzle], budget=0.001)] == ["timeout"]
