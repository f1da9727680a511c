"""Sudoku on Knuth's Dancing Links: solve, count, Sudoku Explainer ratings,
steps, the minlex form and a generator; rate_many on every core.

A puzzle is 81 cells: digits 1-9 and blanks (. 0 - _ *), whitespace ignored.
Bad input raises ValueError with the core's message (as the command line and
the wasm module say it). See docs/python.md.
"""

from collections.abc import Sequence
from typing import Literal, Optional, TypedDict, final

__version__: str

class ChainNode(TypedDict):
    cell: int
    digit: int
    on: bool
    parents: list[int]
    via: int

class ExplanationArg(TypedDict):
    type: str
    value: object

class Explanation(TypedDict):
    """What `text` says, as data: a message key and its typed arguments (docs/cli.md)."""

    key: str
    args: dict[str, ExplanationArg]

class Step(TypedDict):
    technique: str
    name: str
    rating: float
    place: list[list[int]]
    eliminate: list[list[int]]
    cells: list[int]
    candidates: list[list[int]]
    text: str
    chain: list[ChainNode]
    nodes: int
    explanation: Explanation

class Path(TypedDict):
    result: Literal["solved", "none", "multiple"]
    steps: list[Step]

@final
class Rating:
    """Sudoku Explainer's ratings; str() is the command line's `rate` line."""

    @property
    def result(self) -> Literal["rated", "none", "multiple", "solved", "timeout"]: ...
    @property
    def er(self) -> Optional[float]: ...
    @property
    def ep(self) -> Optional[float]: ...
    @property
    def ed(self) -> Optional[float]: ...
    @property
    def difficulty(self) -> Optional[str]: ...
    @property
    def hardest(self) -> Optional[str]: ...
    @property
    def techniques(self) -> list[str]: ...
    @property
    def se(self) -> Optional[str]: ...

@final
class Generated:
    @property
    def puzzle(self) -> str: ...
    @property
    def solution(self) -> str: ...
    @property
    def er(self) -> float: ...
    @property
    def ep(self) -> float: ...
    @property
    def ed(self) -> float: ...
    @property
    def difficulty(self) -> str: ...
    @property
    def hardest(self) -> str: ...
    @property
    def seed(self) -> int: ...

def solve(puzzle: str) -> Optional[str]:
    """The solution as 81 digits, or None when there is none."""

def count(puzzle: str, limit: int = 2) -> int:
    """The number of solutions, counted no further than limit (at most 1,000,000)."""

def max_score(puzzle: str) -> int:
    """The NOIP 2009 target score, or -1 when there is no solution."""

def canon(puzzle: str) -> str:
    """The minlex form: 81 characters, '.' for blanks."""

def rate(puzzle: str, budget: Optional[float] = None) -> Rating:
    """Sudoku Explainer's ratings, within budget seconds ("timeout" past it).
    The puzzle may also be 729 pencil marks (a sukaku state)."""

def steps(puzzle: str) -> Path:
    """Sudoku Explainer's path, with the keys of the command line's steps JSON."""

def rate_many(
    puzzles: Sequence[str], jobs: Optional[int] = None, budget: Optional[float] = None
) -> list[Rating]:
    """rate() of each puzzle, in order, on jobs threads (every core by default),
    with the GIL released. A bad puzzle raises ValueError before any is rated
    (pencil marks that no grid fits: once the others are rated)."""

def generate(
    *,
    difficulty: Optional[str] = None,
    rating: Optional[tuple[float, float]] = None,
    symmetry: Optional[str] = None,
    seed: Optional[int] = None,
    max_clues: Optional[int] = None,
    attempts: Optional[int] = None,
) -> Generated:
    """A puzzle with one solution, minimal and symmetric, of the difficulty word
    (easy, medium, hard, expert, extreme) or ER range asked for. ValueError for
    a bad option, RuntimeError when no puzzle is found within the attempts."""
