//! `generate`'s neighbourhood search (the hard end of the ER scale): walks
//! from seed puzzles on `--jobs` threads, the puzzles found written in walk
//! order, and a progress line on stderr while it runs.

use std::collections::HashSet;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::sync::atomic::Ordering;
use std::sync::{Condvar, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use dlx_sudoku::sudoku::generator::neighbourhood::{self, Search, Seeds, Tally, WALK_ATTEMPTS};
use dlx_sudoku::Solver;

use crate::ordered::{ordered_map, Event};
use crate::Failure;

/// The default seeds: the 375 puzzles of the forum's "HardestDatabase110626"
/// (tests/data/forum_hardest_1106.txt, shipped in the crate; ER 9.0 to 11.9 by SE).
pub const HARDEST: &str = include_str!("../../../tests/data/forum_hardest_1106.txt");

/// The largest `--from` file: 16 MiB, about 200,000 puzzles, far more
/// seeds than a search of 100,000 attempts (2,500 walks) can start from.
const MAX_SEED_BYTES: u64 = 16 << 20;

/// Where the seeds come from.
pub enum SeedSource {
    /// The embedded list ([`HARDEST`]).
    Hardest,
    /// `--from FILE`.
    File(String),
}

/// What a search was asked for.
pub struct SearchRun {
    pub search: Search,
    pub seeds: SeedSource,
    /// Candidates to rate at most, over all walks.
    pub attempts: u32,
    pub count: u64,
    pub jobs: usize,
    pub progress: bool,
}

/// The seeds, read and checked (each with one solution).
fn load_seeds(source: &SeedSource) -> Result<Seeds, Failure> {
    let mut solver = Solver::new();
    match source {
        SeedSource::Hardest => Seeds::parse(&mut solver, HARDEST, "the built-in seeds"),
        SeedSource::File(path) => {
            let failed = |e: io::Error| Failure(format!("--from {path:?}: {e}"));
            // Read whole (the walks draw from all of it), so bounded.
            let mut text = String::new();
            std::fs::File::open(path)
                .map_err(failed)?
                .take(MAX_SEED_BYTES + 1)
                .read_to_string(&mut text)
                .map_err(failed)?;
            if text.len() as u64 > MAX_SEED_BYTES {
                return Err(Failure(format!(
                    "--from {path:?}: more than {MAX_SEED_BYTES} bytes (about 200,000 seeds)"
                )));
            }
            Seeds::parse(&mut solver, &text, &format!("--from {path:?}"))
        }
    }
    .map_err(Failure)
}

/// Runs the search; writes the puzzles found, one a line, in walk order.
pub fn run(run: &SearchRun) -> Result<(), Failure> {
    let seeds = load_seeds(&run.seeds)?;
    let tally = Tally::default();
    let walks = (0..run.attempts.div_ceil(WALK_ATTEMPTS)).map(|k| {
        let length = WALK_ATTEMPTS.min(run.attempts - k * WALK_ATTEMPTS);
        Ok((u64::from(k), length))
    });
    let mut out = BufWriter::new(io::stdout().lock());
    let mut written = HashSet::new();
    let start = Instant::now();
    let finished = (Mutex::new(false), Condvar::new());
    let result = thread::scope(|scope| {
        if run.progress || io::stderr().is_terminal() {
            scope.spawn(|| report(&tally, start, &finished));
        }
        let result = ordered_map(
            walks,
            run.jobs,
            |solver, (walk, length)| {
                neighbourhood::walk(solver, &seeds, &run.search, walk, length, &tally)
            },
            |event| {
                match event {
                    Event::Answer(Some(found)) => {
                        // Two walks may find the same puzzle (or isomorphs).
                        if written.insert(found.form) {
                            writeln!(out, "{}", found.generated.puzzle.to_line('.'))?;
                        }
                        if written.len() as u64 >= run.count {
                            tally.stop.store(true, Ordering::Relaxed);
                            return Ok(false);
                        }
                    }
                    Event::Answer(None) => {}
                    Event::Idle => out.flush()?,
                }
                Ok(true)
            },
        );
        // Every walk still running stops at its next attempt.
        tally.stop.store(true, Ordering::Relaxed);
        *finished.0.lock().unwrap_or_else(|e| e.into_inner()) = true;
        finished.1.notify_all();
        result
    });
    out.flush()?;
    result?;
    let found = written.len() as u64;
    if found < run.count {
        let attempts = tally.attempts.load(Ordering::Relaxed);
        return Err(Failure(format!(
            "found {found} of {} puzzles in {attempts} attempts of the neighbourhood search \
             (ER {} to {}); allow more --attempts, a longer --budget or other seeds (--from)",
            run.count,
            tenths(run.search.low),
            tenths(run.search.high)
        )));
    }
    Ok(())
}

/// The progress line, every [`EVERY`] until `finished`, and once at the end.
fn report(tally: &Tally, start: Instant, finished: &(Mutex<bool>, Condvar)) {
    const EVERY: Duration = Duration::from_secs(2);
    let terminal = io::stderr().is_terminal();
    let (lock, wake) = finished;
    let mut done = lock.lock().unwrap_or_else(|e| e.into_inner());
    while !*done {
        done = wake
            .wait_timeout(done, EVERY)
            .unwrap_or_else(|e| e.into_inner())
            .0;
        draw(tally, start, terminal);
    }
    if terminal {
        crate::say!("\n");
    }
}

/// One progress line: redrawn in place on a terminal, a line each otherwise.
fn draw(tally: &Tally, start: Instant, terminal: bool) {
    let best = match tally.best.load(Ordering::Relaxed) {
        0 => "-".to_string(),
        best => tenths(best),
    };
    let seconds = start.elapsed().as_secs();
    let (before, after) = if terminal {
        ("\r\x1b[K", "")
    } else {
        ("", "\n")
    };
    crate::say!(
        "{before}search: {} attempts, best ER {best}, {} found, {} cut by --budget, {}:{:02}{after}",
        tally.attempts.load(Ordering::Relaxed),
        tally.found.load(Ordering::Relaxed),
        tally.cut.load(Ordering::Relaxed),
        seconds / 60,
        seconds % 60
    );
}

/// Tenths as an ER: `95` -> `9.5`.
fn tenths(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}
