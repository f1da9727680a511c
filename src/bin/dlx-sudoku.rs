//! `dlx-sudoku`: the solver on standard input and output, in line-per-puzzle
//! formats and in the exact formats of three judge problems.

use std::io::{self, BufRead, BufWriter, Read, Write};
use std::process::ExitCode;

use dlx_sudoku::sudoku::generator::{self, Symmetry, DEFAULT_ATTEMPTS};
use dlx_sudoku::sudoku::logic::{self, Candidates, Difficulty, Step, Technique, TechniqueSet};
use dlx_sudoku::{Grid, GridError, Solver};

const USAGE: &str = "\
usage: dlx-sudoku COMMAND < input
  solve               one puzzle a line -> its solution (81 digits) or `none`
  count [--limit N]   one puzzle a line -> number of solutions, counted up to N (default 2)
  max-score           one puzzle a line -> the target-sudoku maximum score, -1 if none
                      (`score`: its old name, deprecated)
  p1784               Luogu P1784: 9 lines of 9 numbers -> the solved grid, 9 lines
  p1074               Luogu P1074: 9 lines of 9 numbers -> the maximum score or -1
  poj2676             POJ 2676: T, then T grids of 9 digit lines -> each solution as 9 lines
  candidates [--techniques LIST]
                      one puzzle a line -> 81 comma-separated fields: a cell's candidate
                      digits, a filled cell's digit, `-` for none; the rules alone, or
                      the fixpoint of the listed techniques (comma-separated names:
                      TECHNIQUES)
  rate                one puzzle a line -> `DIFFICULTY ER EP ED HARDEST`, Sudoku
                      Explainer's ratings (e.g. `hard 4.2 1.2 1.2 xy-wing`), `none`
                      or `multiple`
  steps               one puzzle a line -> one JSON object: Sudoku Explainer's path
  generate [--count N] [--seed S] [--difficulty D | --rating R] [--symmetry S]
           [--max-clues K] [--attempts A]
                      N puzzles (default 1), one a line, 81 characters with `.` for
                      blanks; each has one solution, is minimal and symmetric
                      D: any (default), DIFFICULTIES (by ER: easy <= 1.5,
                         medium <= 2.5, hard <= 4.4, expert <= 6.6, extreme above)
                      R: an ER range MIN..MAX, both included (e.g. 4.0..4.5)
                      S: SYMMETRIES (default none)
                      K: at most K givens (17 or more)
                      A: attempts per puzzle before giving up (default ATTEMPTS)
                      Puzzle k (from 0) is the one seed S+k gives; without --seed,
                      S comes from the clock and is printed on stderr (`seed: S`).
Puzzle lines hold 81 cells: digits 1-9, blanks . 0 - _ *; spaces are ignored and
anything after the 81st cell is ignored.";

/// A failure to report on stderr as one line.
struct Failure(String);

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure(format!("i/o error: {e}"))
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            eprintln!("dlx-sudoku: {message}");
            ExitCode::from(1)
        }
    }
}

fn run(args: &[String]) -> Result<(), Failure> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut solver = Solver::new();
    match args.first().map(String::as_str) {
        Some("solve") if args.len() == 1 => per_line(
            stdin.lock(),
            |grid| {
                Ok(match solver.solve(grid)? {
                    Some(solution) => solution.to_line('0'),
                    None => "none".to_string(),
                })
            },
            &mut out,
            Written::Buffered,
        )?,
        Some("count") => {
            let limit = parse_limit(&args[1..])?;
            per_line(
                stdin.lock(),
                |grid| Ok(solver.count_solutions(grid, limit)?.to_string()),
                &mut out,
                Written::Buffered,
            )?
        }
        // `score` is the old name, kept for one version.
        Some("max-score" | "score") if args.len() == 1 => per_line(
            stdin.lock(),
            |grid| Ok(judge_score(&mut solver, grid).to_string()),
            &mut out,
            Written::Buffered,
        )?,
        Some("p1784") if args.len() == 1 => {
            let grid = read_judge_grid(&read_all(stdin.lock())?)?;
            match solver.solve(&grid).map_err(invalid)? {
                Some(solution) => write_spaced(&mut out, &solution)?,
                None => return Err(Failure("the puzzle has no solution".into())),
            }
        }
        Some("p1074") if args.len() == 1 => {
            let grid = read_judge_grid(&read_all(stdin.lock())?)?;
            writeln!(out, "{}", judge_score(&mut solver, &grid))?;
        }
        Some("poj2676") if args.len() == 1 => {
            poj2676(&read_all(stdin.lock())?, &mut solver, &mut out)?
        }
        Some("candidates") => {
            let techniques = parse_techniques(&args[1..])?;
            per_line(
                stdin.lock(),
                |grid| {
                    let state = logic::candidates(&mut solver, grid, techniques);
                    Ok(candidate_fields(&state))
                },
                &mut out,
                Written::Buffered,
            )?
        }
        Some("rate") if args.len() == 1 => per_line(
            stdin.lock(),
            |grid| {
                Ok(match logic::rate(&mut solver, grid) {
                    Ok(r) => format!(
                        "{} {} {}",
                        r.difficulty.name(),
                        r.se_text().replace('/', " "),
                        r.hardest.name()
                    ),
                    Err(outcome) => outcome.name().to_string(),
                })
            },
            &mut out,
            Written::EachLine,
        )?,
        Some("steps") if args.len() == 1 => per_line(
            stdin.lock(),
            |grid| Ok(steps_json(&logic::steps(&mut solver, grid))),
            &mut out,
            Written::EachLine,
        )?,
        Some("generate") => {
            let (options, count, clock_seed) = parse_generate(&args[1..])?;
            if clock_seed {
                eprintln!("seed: {}", options.seed);
            }
            for k in 0..count {
                let seed = options.seed.wrapping_add(k);
                let generated =
                    generator::generate(&mut solver, &generator::Options { seed, ..options })
                        .map_err(|e| Failure(e.message()))?;
                writeln!(out, "{}", generated.puzzle.to_line('.'))?;
                out.flush()?;
            }
        }
        Some("-h" | "--help" | "help") => {
            println!("{}", usage());
            return Ok(());
        }
        _ => return Err(Failure(format!("bad arguments {args:?}\n{}", usage()))),
    }
    out.flush()?;
    Ok(())
}

fn parse_limit(args: &[String]) -> Result<usize, Failure> {
    match args {
        [] => Ok(2),
        [flag, n] if flag == "--limit" => n
            .parse::<usize>()
            .map_err(|_| Failure(format!("--limit takes a non-negative integer, found {n:?}"))),
        _ => Err(Failure(format!(
            "bad arguments for count: {args:?}\n{}",
            usage()
        ))),
    }
}

/// The usage text with the technique, difficulty and symmetry names filled in.
fn usage() -> String {
    let names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
    USAGE
        .replace("TECHNIQUES", &names.join(", "))
        .replace("DIFFICULTIES", &difficulty_names().join(", "))
        .replace("SYMMETRIES", &Symmetry::names())
        .replace("ATTEMPTS", &DEFAULT_ATTEMPTS.to_string())
}

fn difficulty_names() -> Vec<&'static str> {
    Difficulty::ALL.iter().map(|d| d.name()).collect()
}

/// The flags of `generate`: the options, the number of puzzles, and whether
/// the seed came from the clock.
fn parse_generate(args: &[String]) -> Result<(generator::Options, u64, bool), Failure> {
    let mut options = generator::Options::default();
    let mut count = 1u64;
    let mut seed = None;
    let mut seen: Vec<&str> = Vec::new();
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let flag = flag.as_str();
        let known = [
            "--count",
            "--seed",
            "--difficulty",
            "--rating",
            "--symmetry",
            "--max-clues",
            "--attempts",
        ];
        if !known.contains(&flag) {
            return Err(Failure(format!(
                "unknown flag {flag:?} for generate; known flags: {}\n{}",
                known.join(", "),
                usage()
            )));
        }
        if seen.contains(&flag) {
            return Err(Failure(format!("{flag} given twice")));
        }
        seen.push(flag);
        let Some(value) = rest.next() else {
            return Err(Failure(format!("{flag} needs a value")));
        };
        let whole = |min: u64| match value.parse::<u64>() {
            Ok(n) if n >= min => Ok(n),
            _ => Err(Failure(format!(
                "{flag} takes a whole number >= {min}, found {value:?}"
            ))),
        };
        match flag {
            "--count" => count = whole(1)?,
            "--seed" => {
                seed = Some(value.parse::<u64>().map_err(|_| {
                    Failure(format!(
                        "--seed takes a whole number 0..=18446744073709551615, found {value:?}"
                    ))
                })?)
            }
            "--difficulty" if value == "any" => options.difficulty = None,
            "--difficulty" => {
                options.difficulty = Some(Difficulty::from_name(value).ok_or_else(|| {
                    Failure(format!(
                        "--difficulty must be one of {}, any; found {value:?}",
                        difficulty_names().join(", ")
                    ))
                })?)
            }
            "--rating" => options.rating = Some(parse_rating_range(value)?),
            "--symmetry" => {
                options.symmetry = Symmetry::from_name(value).ok_or_else(|| {
                    Failure(format!(
                        "--symmetry must be one of {}; found {value:?}",
                        Symmetry::names()
                    ))
                })?
            }
            "--max-clues" => {
                let k = whole(0)?;
                options.max_clues = Some(usize::try_from(k).unwrap_or(usize::MAX));
            }
            _ => options.attempts = u32::try_from(whole(1)?).unwrap_or(u32::MAX),
        }
    }
    if seen.contains(&"--difficulty") && seen.contains(&"--rating") {
        return Err(Failure(
            "give --difficulty or --rating, not both".to_string(),
        ));
    }
    let clock_seed = seed.is_none();
    options.seed = seed.unwrap_or_else(clock_seed_value);
    Ok((options, count, clock_seed))
}

/// An ER range `MIN..MAX` (`4.0..4.5`) in tenths, both ends included.
fn parse_rating_range(value: &str) -> Result<(u32, u32), Failure> {
    let bad = || {
        Failure(format!(
            "--rating takes an ER range MIN..MAX with 0 <= MIN <= MAX <= 20, such as 4.0..4.5; \
             found {value:?}"
        ))
    };
    let (low, high) = value.split_once("..").ok_or_else(bad)?;
    let tenths = |text: &str| -> Result<f64, Failure> {
        let x: f64 = text.trim().parse().map_err(|_| bad())?;
        if (0.0..=20.0).contains(&x) {
            Ok(x * 10.0)
        } else {
            Err(bad())
        }
    };
    let (low, high) = (tenths(low)?, tenths(high)?);
    if low > high {
        return Err(bad());
    }
    // Ratings are printed in tenths: the tenths within the range.
    let (low, high) = ((low - 1e-9).ceil() as u32, (high + 1e-9).floor() as u32);
    if low > high {
        return Err(Failure(format!(
            "--rating {value} holds no rating in tenths (such as 4.1)"
        )));
    }
    Ok((low, high))
}

/// A seed from the clock: nanoseconds since 1970, mixed so that runs close
/// in time get unrelated seeds.
fn clock_seed_value() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    generator::Rng::new(nanos).next_u64()
}

/// `--techniques LIST` of `candidates`, or none for the rules alone.
fn parse_techniques(args: &[String]) -> Result<Option<TechniqueSet>, Failure> {
    match args {
        [] => Ok(None),
        [flag, list] if flag == "--techniques" => TechniqueSet::parse(list)
            .map(Some)
            .map_err(|e| Failure(format!("--techniques: {e}"))),
        _ => Err(Failure(format!(
            "bad arguments for candidates: {args:?}\n{}",
            usage()
        ))),
    }
}

/// 81 comma-separated fields: candidates in increasing order, a filled cell's
/// digit, `-` for an open cell without candidates.
fn candidate_fields(state: &Candidates) -> String {
    let fields: Vec<String> = (0..81)
        .map(|cell| match state.value(cell) {
            0 if state.mask(cell) == 0 => "-".to_string(),
            0 => (1..=9u8)
                .filter(|&d| state.has(cell, d))
                .map(|d| char::from(b'0' + d))
                .collect(),
            digit => digit.to_string(),
        })
        .collect();
    fields.join(",")
}

/// `{"result": ..., "steps": [...]}` on one line.
fn steps_json(path: &logic::Path) -> String {
    let steps: Vec<String> = path.steps.iter().map(step_json).collect();
    format!(
        "{{\"result\":\"{}\",\"steps\":[{}]}}",
        path.outcome.name(),
        steps.join(",")
    )
}

fn step_json(step: &Step) -> String {
    let pairs = |list: &[(u8, u8)]| {
        let items: Vec<String> = list.iter().map(|(c, d)| format!("[{c},{d}]")).collect();
        format!("[{}]", items.join(","))
    };
    let cells: Vec<String> = step.cells.iter().map(u8::to_string).collect();
    // A chain's nodes: cell, digit, on, the parents (indices of earlier
    // nodes) and the link (-1 assumption, 0-26 unit, 27 cell).
    let chain: Vec<String> = step
        .chain
        .iter()
        .map(|n| {
            let parents: Vec<String> = n.parents.iter().map(u16::to_string).collect();
            format!(
                "{{\"cell\":{},\"digit\":{},\"on\":{},\"parents\":[{}],\"via\":{}}}",
                n.cell,
                n.digit,
                n.on,
                parents.join(","),
                n.via.code()
            )
        })
        .collect();
    format!(
        "{{\"technique\":\"{}\",\"name\":{},\"rating\":{},\"place\":{},\"eliminate\":{},\"cells\":[{}],\"candidates\":{},\"text\":{},\"chain\":[{}],\"nodes\":{}}}",
        step.technique.name(),
        json_string(&step.se_name()),
        step.rating_text(),
        pairs(&step.place),
        pairs(&step.eliminate),
        cells.join(","),
        pairs(&step.candidates),
        json_string(&step.text),
        chain.join(","),
        step.chain_nodes
    )
}

/// A JSON string literal.
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn invalid(e: GridError) -> Failure {
    Failure(format!("invalid puzzle: {e}"))
}

/// The judges' P1074 answer: -1 for any grid without solution, clashing givens included.
fn judge_score(solver: &mut Solver, grid: &Grid) -> i32 {
    solver.max_score(grid)
}

fn read_all(mut input: impl Read) -> Result<String, Failure> {
    let mut text = String::new();
    input
        .read_to_string(&mut text)
        .map_err(|e| Failure(format!("cannot read standard input as text: {e}")))?;
    Ok(text)
}

/// When [`per_line`] hands its answers to the output.
#[derive(Clone, Copy, PartialEq)]
enum Written {
    /// In one buffered block (the fast answers: thousands a second).
    Buffered,
    /// Each as soon as it is known (the slow ones: a rating or a path can
    /// take seconds).
    EachLine,
}

/// One answer per non-empty input line; a malformed line stops with its line number.
fn per_line(
    input: impl BufRead,
    mut answer: impl FnMut(&Grid) -> Result<String, GridError>,
    out: &mut impl Write,
    written: Written,
) -> Result<(), Failure> {
    for (index, line) in input.lines().enumerate() {
        let line = line.map_err(|e| Failure(format!("line {}: cannot read: {e}", index + 1)))?;
        if line.trim().is_empty() {
            continue;
        }
        let result = Grid::from_text_prefix(&line).and_then(|grid| answer(&grid));
        match result {
            Ok(text) => writeln!(out, "{text}")?,
            Err(e) => return Err(Failure(format!("line {}: {}", index + 1, line_error(e)))),
        }
        if written == Written::EachLine {
            out.flush()?;
        }
    }
    Ok(())
}

/// On one line, a character position reads better than "line 1, column N".
fn line_error(e: GridError) -> String {
    match e {
        GridError::BadChar { column, ch, .. } => format!(
            "unexpected character {} at column {column}; expected a digit 1-9, a blank (. 0 - _ *) or a space",
            dlx_sudoku::sudoku::quoted(ch)
        ),
        other => other.to_string(),
    }
}

/// The judges' grid: 9 lines of 9 numbers separated by spaces (any blank marker works).
fn read_judge_grid(text: &str) -> Result<Grid, Failure> {
    Grid::from_text(text).map_err(invalid)
}

/// Nine lines of nine space-separated digits, as P1784 prints.
fn write_spaced(out: &mut impl Write, grid: &Grid) -> io::Result<()> {
    for row in grid.cells().chunks(9) {
        let line: Vec<String> = row.iter().map(u8::to_string).collect();
        writeln!(out, "{}", line.join(" "))?;
    }
    Ok(())
}

/// POJ 2676: the number of cases T, then T grids of nine 9-digit lines (0 = blank);
/// each solution printed as nine 9-digit lines.
fn poj2676(text: &str, solver: &mut Solver, out: &mut impl Write) -> Result<(), Failure> {
    let mut tokens = text.split_whitespace();
    let count_token = tokens
        .next()
        .ok_or_else(|| Failure("empty input: expected the number of test cases".into()))?;
    let count: usize = count_token.parse().map_err(|_| {
        Failure(format!(
            "expected the number of test cases, found {count_token:?}"
        ))
    })?;
    for case in 1..=count {
        let mut cells = String::with_capacity(81);
        while cells.chars().count() < 81 {
            match tokens.next() {
                Some(token) => cells.push_str(token),
                None => {
                    return Err(Failure(format!(
                        "case {case}: input ended after {} of 81 cells",
                        cells.chars().count()
                    )))
                }
            }
        }
        let grid = Grid::from_text(&cells).map_err(|e| Failure(format!("case {case}: {e}")))?;
        match solver
            .solve(&grid)
            .map_err(|e| Failure(format!("case {case}: {e}")))?
        {
            Some(solution) => {
                for row in solution.to_line('0').as_bytes().chunks(9) {
                    out.write_all(row)?;
                    out.write_all(b"\n")?;
                }
            }
            None => return Err(Failure(format!("case {case}: the puzzle has no solution"))),
        }
    }
    Ok(())
}
