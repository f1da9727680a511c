//! The help texts: the whole tool's, and each command's (`dlx-sudoku rate --help`).

use dlx_sudoku::sudoku::generator::{Symmetry, DEFAULT_ATTEMPTS};
use dlx_sudoku::sudoku::logic::{Difficulty, Technique};

use crate::format::PRESETS;

/// A command: its name, its synopsis and what it does.
struct Entry {
    name: &'static str,
    synopsis: &'static str,
    text: &'static str,
    /// Whether it reads one puzzle a line (and takes the line options).
    per_line: bool,
}

const ENTRIES: &[Entry] = &[
    Entry {
        name: "solve",
        synopsis: "solve [FILE...]",
        text: "one puzzle a line -> its solution (81 digits) or `none`",
        per_line: true,
    },
    Entry {
        name: "count",
        synopsis: "count [--limit N] [FILE...]",
        text: "one puzzle a line -> number of solutions, counted up to N (default 2)",
        per_line: true,
    },
    Entry {
        name: "max-score",
        synopsis: "max-score [FILE...]",
        text: "one puzzle a line -> the target-sudoku maximum score, -1 if none
(`score`: its old name, deprecated)",
        per_line: true,
    },
    Entry {
        name: "candidates",
        synopsis: "candidates [--techniques LIST] [FILE...]",
        text: "one puzzle a line -> 81 comma-separated fields: a cell's candidate
digits, a filled cell's digit, `-` for none; the rules alone, or the
fixpoint of the listed techniques (comma-separated names: TECHNIQUES)",
        per_line: true,
    },
    Entry {
        name: "rate",
        synopsis: "rate [--format F] [--min-er X] [--max-er Y] [--technique LIST]
         [--budget SECONDS] [FILE...]",
        text: "one puzzle a line -> `DIFFICULTY ER EP ED HARDEST`, Sudoku Explainer's
ratings (e.g. `hard 4.2 1.2 1.2 xy-wing`), `none`, `multiple` or `solved`
(a full grid); clashing givens are an error line. A line of 729 pencil
marks (SukakuExplainer's) is rated as that state (docs/cli.md).
--format F: serate's fields instead: %g the line as read (its text after
the cells too), %z the puzzle with `0` blanks, %n the puzzle's number
(serate's: lines that are not puzzles are not counted), %l the line
number, %r %p %d ER EP ED, %h the hardest technique, %e the time this
puzzle took (`0.31s`, `5m31s`), %t the rest of the line (a name, an id;
as read), %% a percent sign; or a preset: PRESETS.
A puzzle without ratings gives `none`, `multiple` or `solved` in each
rating field, a line without a puzzle `error`, `empty` or `comment` in
every field but %l and %e: the same number of fields on every line.
--min-er X, --max-er Y: write only the rated lines whose ER is from X to Y
(e.g. 9.5); --technique LIST: only those whose path uses one of the listed
techniques (names as `steps` and %h write them; `candidates --help` lists
them). Other lines are not written (bad lines are still named on stderr).
--budget SECONDS: a puzzle's rating stops after SECONDS (e.g. 2.5) and
answers `timeout` in each rating field (named on stderr, not an error).",
        per_line: true,
    },
    Entry {
        name: "steps",
        synopsis: "steps [--compact] [FILE...]",
        text: "one puzzle (or 729 pencil marks) a line -> one JSON object: the puzzle,
ER/EP/ED and Sudoku Explainer's path, every chain whole (docs/cli.md and
docs/steps.schema.json); --compact: the path without texts or names",
        per_line: true,
    },
    Entry {
        name: "canon",
        synopsis: "canon [FILE...]",
        text: "one puzzle a line -> its minlex form, 81 characters with `.` blanks: the
smallest of its isomorphs (transposed or not, bands, rows in a band,
stacks, columns in a stack reordered, digits relabelled in order of first
appearance) read with blanks as 0; the same line for every isomorph",
        per_line: true,
    },
    Entry {
        name: "dedup",
        synopsis: "dedup [--count] [FILE...]",
        text: "one puzzle a line -> the first line of each isomorph class (same minlex
form), as read, in input order; later isomorphs are dropped. Not one line
per input line: a line that is not a puzzle is named on stderr only.
--count: each first line, then a tab and the number of lines of its class,
all written when the input ends",
        per_line: true,
    },
    Entry {
        name: "stats",
        synopsis: "stats [--json] [--budget SECONDS] [FILE...]",
        text: "the lines rated as `rate` rates them, then one table: the lines, the
puzzles (rated, none, multiple, solved, timeout, clashing givens), the
other lines (error, empty, comment), the rated puzzles by ER band (`1.x`,
`2.x`, ...: whole ERs) and by hardest technique, and the ratings' time
(total, mean, median, max). --json: the same as one JSON object",
        per_line: true,
    },
    Entry {
        name: "generate",
        synopsis: "generate [--count N] [--seed S] [--difficulty D | --rating R] [--symmetry S]
         [--max-clues K] [--attempts A] [--method dig|search] [--from FILE]
         [--budget SECONDS] [--jobs N] [--progress]",
        text: "N puzzles (default 1), one a line, 81 characters with `.` for blanks;
each has one solution, is minimal and symmetric
D: any (default), DIFFICULTIES (by ER: easy <= 1.5,
   medium <= 2.5, hard <= 4.4, expert <= 6.6, extreme above)
R: an ER range MIN..MAX, both included (e.g. 4.0..4.5)
S: SYMMETRIES (default none)
K: at most K givens (17 or more)
A: attempts per puzzle before giving up (default ATTEMPTS)
Puzzle k (from 0) is the one seed S+k gives, whatever --jobs; without
--seed, S comes from the clock and is printed on stderr (`seed: S`).
Search (when R starts at 9.0 or more, with --from or --method search):
walks from seed puzzles (the forum's 375 hardest by default, or FILE's,
one a line), each move adding, removing or moving a clue; puzzles that
are new (no seed's isomorph), minimal and in R, one a walk, in walk order
(the same for any --jobs while no rating is cut). A: candidates rated in
all; SECONDS: the most one candidate's rating may take (default 5); no
--symmetry. --progress: attempts, best ER, found, cut, time every 2 s",
        per_line: false,
    },
    Entry {
        name: "p1784",
        synopsis: "p1784",
        text: "Luogu P1784: 9 lines of 9 numbers -> the solved grid, 9 lines",
        per_line: false,
    },
    Entry {
        name: "p1074",
        synopsis: "p1074",
        text: "Luogu P1074: 9 lines of 9 numbers -> the maximum score or -1",
        per_line: false,
    },
    Entry {
        name: "poj2676",
        synopsis: "poj2676",
        text: "POJ 2676: T, then T grids of 9 digit lines -> each solution as 9 lines",
        per_line: false,
    },
];

const LINE_OPTIONS: &str = "\
Input: the FILEs in turn (`-` or none: standard input; gzip files are read as
such). A line holds 81 cells (digits 1-9, blanks . 0 - _ *), then optionally
whitespace, `,`, `;` or `|` and any text (a rating, a name, a CSV row's other
columns; any bytes, UTF-8 or not). Each input line gets one answer
line, in order: a line that is not a puzzle gets `error: REASON` (also on
stderr with its line number), an empty line `empty`, a line starting with `#`
`comment`; the run goes on, and the exit status is 1 if any line had an error.
A line longer than 64 KiB is an error (`line too long`), skipped unread; no
line end in 1 GiB ends the run (exit status 2).
Line options:
  -j, --jobs N     N threads, 1 to 4 x the cores, at most 256 (default: every
                   core); the output is the same
  --strict         an error for any text after the cells
  --skip N         leave out the first N lines (to resume a run)
  --field N        the puzzle is field N (from 1) of a CSV/TSV line
  --delimiter C    the fields' delimiter (default `,`; `tab` for a tab)
  --header         leave out the first line of each input (a header)
  --shard K/N      only lines K, K+N, K+2N, ... (K from 1 to N, line numbers
                   over all inputs, kept in the output and on stderr): the
                   K-th of N round-robin shards, as split -n r/K/N
  --progress       lines done, puzzles/s and, for regular files, time left on
                   stderr (the default when stderr is a terminal)";

const TAIL: &str = "\
Exit status: 0 all well, 1 some lines had errors, 2 the run failed.
`dlx-sudoku COMMAND --help` for one command; `dlx-sudoku --version`.";

/// The whole help, or one command's.
pub fn help(topic: Option<&str>) -> String {
    let topic = if topic == Some("score") {
        Some("max-score")
    } else {
        topic
    };
    match ENTRIES.iter().find(|e| Some(e.name) == topic) {
        Some(entry) => {
            let mut text = format!("usage: dlx-sudoku {}\n{}", entry.synopsis, fill(entry.text));
            if entry.per_line {
                text.push_str("\n\n");
                text.push_str(LINE_OPTIONS);
            }
            text
        }
        None => {
            let mut text =
                String::from("usage: dlx-sudoku COMMAND [OPTIONS] [FILE...]\nCommands:\n");
            for entry in ENTRIES {
                text.push_str(&format!("  {}\n", entry.synopsis));
                for line in fill(entry.text).lines() {
                    text.push_str(&format!("      {line}\n"));
                }
            }
            text.push('\n');
            text.push_str(LINE_OPTIONS);
            text.push('\n');
            text.push_str(TAIL);
            text
        }
    }
}

/// A command's text with the names filled in.
fn fill(text: &str) -> String {
    let techniques: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
    let presets: Vec<String> = PRESETS
        .iter()
        .map(|(name, template)| format!("{name} (`{template}`)"))
        .collect();
    text.replace("TECHNIQUES", &techniques.join(", "))
        .replace("DIFFICULTIES", &difficulty_names().join(", "))
        .replace("SYMMETRIES", &Symmetry::names())
        .replace("ATTEMPTS", &DEFAULT_ATTEMPTS.to_string())
        .replace("PRESETS", &presets.join(", "))
}

pub fn difficulty_names() -> Vec<&'static str> {
    Difficulty::ALL.iter().map(|d| d.name()).collect()
}
