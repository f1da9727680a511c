//! `generate`: puzzle k from seed S+k, on `--jobs` threads, in order; or,
//! for the hard end of the ER scale, the neighbourhood search (search.rs).

use std::io::{self, BufWriter, Write};
use std::time::Duration;

use dlx_sudoku::sudoku::generator::neighbourhood::Search;
use dlx_sudoku::sudoku::generator::{self, Symmetry};
use dlx_sudoku::sudoku::logic::Difficulty;

use crate::args::{whole, Given};
use crate::ordered::{ordered_map, Event};
use crate::progress::Progress;
use crate::search::{SearchRun, SeedSource};
use crate::usage::difficulty_names;
use crate::Failure;

pub const FLAGS: &[(&str, bool)] = &[
    ("count", true),
    ("seed", true),
    ("difficulty", true),
    ("rating", true),
    ("symmetry", true),
    ("max-clues", true),
    ("attempts", true),
    ("method", true),
    ("from", true),
    ("budget", true),
];

/// The lowest ER (tenths) from which `generate --rating` searches near the
/// seeds by default: digging random grids rarely reaches ER 9 (see
/// docs/design.md, the generator), and the seeds (the forum's hardest
/// list) start there.
pub const SEARCH_FROM: u32 = 90;

/// The time one candidate's rating may take in the search, by default: the
/// forum's hardest puzzles rate in 0.3 s (median) to 2.4 s (90th
/// percentile) here, a few take 20 s; those are skipped rather than waited for.
const SEARCH_BUDGET: Duration = Duration::from_secs(5);

/// What `generate` was asked for.
pub struct Generate {
    pub options: generator::Options,
    pub count: u64,
    /// Whether the seed came from the clock (then it is printed).
    pub clock_seed: bool,
    pub jobs: usize,
    pub progress: bool,
    /// The neighbourhood search, when chosen (`--method`, `--from` or the range).
    pub search: Option<SearchRun>,
}

pub fn options(given: &Given, jobs: usize) -> Result<Generate, Failure> {
    let mut options = generator::Options::default();
    let count = match given.value("count") {
        Some(value) => whole("--count", value, 1)?,
        None => 1,
    };
    let seed = given
        .value("seed")
        .map(|value| {
            value.parse::<u64>().map_err(|_| {
                Failure(format!(
                    "--seed takes a whole number 0..=18446744073709551615, found {value:?}"
                ))
            })
        })
        .transpose()?;
    match given.value("difficulty") {
        None | Some("any") => {}
        Some(value) => {
            options.difficulty = Some(Difficulty::from_name(value).ok_or_else(|| {
                Failure(format!(
                    "--difficulty must be one of {}, any; found {value:?}",
                    difficulty_names().join(", ")
                ))
            })?)
        }
    }
    if let Some(value) = given.value("rating") {
        options.rating = Some(parse_rating_range(value)?);
    }
    if let Some(value) = given.value("symmetry") {
        options.symmetry = Symmetry::from_name(value).ok_or_else(|| {
            Failure(format!(
                "--symmetry must be one of {}; found {value:?}",
                Symmetry::names()
            ))
        })?;
    }
    if let Some(value) = given.value("max-clues") {
        let k = whole("--max-clues", value, 0)?;
        options.max_clues = Some(usize::try_from(k).unwrap_or(usize::MAX));
    }
    if let Some(value) = given.value("attempts") {
        // Checked here against the core's cap, so the message names the number as given
        // (a conversion to u32 first would report a huge one as 4294967295).
        let n = whole("--attempts", value, 1)?;
        options.attempts = u32::try_from(n)
            .ok()
            .filter(|&a| a <= generator::MAX_ATTEMPTS)
            .ok_or_else(|| {
                Failure(format!(
                    "--attempts takes at most {}, found {n}",
                    generator::MAX_ATTEMPTS
                ))
            })?;
    }
    if given.has("difficulty") && given.has("rating") {
        return Err(Failure(
            "give --difficulty or --rating, not both".to_string(),
        ));
    }
    options.seed = seed.unwrap_or_else(clock_seed_value);
    let search = search_run(given, &options, count, jobs)?;
    Ok(Generate {
        options,
        count,
        clock_seed: seed.is_none(),
        jobs,
        progress: given.has("progress"),
        search,
    })
}

/// The neighbourhood search when `--method search`, `--from` or a range from
/// [`SEARCH_FROM`] up asks for it (and `--method dig` does not); its options.
fn search_run(
    given: &Given,
    options: &generator::Options,
    count: u64,
    jobs: usize,
) -> Result<Option<SearchRun>, Failure> {
    let target = options.target();
    let chosen = match given.value("method") {
        None => given.has("from") || target.is_some_and(|(low, _)| low >= SEARCH_FROM),
        Some("search") => true,
        Some("dig") => false,
        Some(other) => {
            return Err(Failure(format!(
                "--method must be dig or search; found {other:?}"
            )))
        }
    };
    if !chosen {
        for flag in ["from", "budget"] {
            if given.has(flag) {
                return Err(Failure(format!(
                    "--{flag} is for the neighbourhood search (--method search)"
                )));
            }
        }
        return Ok(None);
    }
    let Some((low, high)) = target else {
        return Err(Failure(
            "the neighbourhood search needs --rating or --difficulty".to_string(),
        ));
    };
    if let Some(max_clues) = options.max_clues.filter(|&k| k < generator::MIN_CLUES) {
        return Err(Failure(
            generator::GenerateError::TooFewClues { max_clues }.message(),
        ));
    }
    if options.symmetry != Symmetry::None {
        return Err(Failure(
            "the neighbourhood search keeps no symmetry: leave out --symmetry or use --method dig"
                .to_string(),
        ));
    }
    Ok(Some(SearchRun {
        search: Search {
            low,
            high,
            max_clues: options.max_clues,
            seed: options.seed,
            budget: crate::args::budget(given)?.unwrap_or(SEARCH_BUDGET),
        },
        seeds: match given.value("from") {
            Some(path) => SeedSource::File(path.to_string()),
            None => SeedSource::Hardest,
        },
        attempts: options.attempts,
        count,
        jobs,
        progress: given.has("progress"),
    }))
}

/// Writes the puzzles in order; the first failure (no puzzle within the
/// attempts, impossible options) ends the run after the puzzles before it.
pub fn run(generate: &Generate) -> Result<(), Failure> {
    if generate.clock_seed {
        crate::say!("seed: {}\n", generate.options.seed);
    }
    if let Some(search) = &generate.search {
        return crate::search::run(search);
    }
    let base = generate.options;
    let mut out = BufWriter::new(io::stdout().lock());
    let mut progress = Progress::new(generate.progress, Some(generate.count), "puzzles");
    let mut failure = None;
    let seeds = (0..generate.count).map(|k| Ok(base.seed.wrapping_add(k)));
    ordered_map(
        seeds,
        generate.jobs,
        |solver, seed| {
            generator::generate(solver, &generator::Options { seed, ..base })
                .map(|g| g.puzzle.to_line('.'))
                .map_err(|e| e.message())
        },
        |event| {
            match event {
                Event::Answer(Ok(line)) => {
                    writeln!(out, "{line}")?;
                    progress.tick(1);
                }
                Event::Answer(Err(message)) => {
                    failure = Some(message);
                    return Ok(false);
                }
                Event::Idle => out.flush()?,
            }
            Ok(true)
        },
    )?;
    out.flush()?;
    progress.finish();
    match failure {
        Some(message) => Err(Failure(message)),
        None => Ok(()),
    }
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
