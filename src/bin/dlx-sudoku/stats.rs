//! `stats`: a catalogue's ratings counted by ER band (`1.x`, `2.x`, ...,
//! whole ERs) and by hardest technique, with what the other lines were and
//! the time the ratings took (total, mean, median, max), as a table or as
//! JSON (`--json`). The lines are rated as `rate` rates them, on `--jobs`
//! threads, within `--budget`.
//!
//! Memory: the counts, and the times of the first [`EXACT`] puzzles for an
//! exact median; past them a histogram of relative width 1% takes over
//! (the median then within 0.5%), so a run of any length stays small.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::time::Duration;

use dlx_sudoku::sudoku::logic::Technique;
use dlx_sudoku::Solver;

use crate::args::LineOptions;
use crate::line::{Line, NotPuzzle};
use crate::rating::{self, Rated};
use crate::run_lines::{each_line, Done, Out, Writer};
use crate::steps_json::json_string;
use crate::Failure;

/// The puzzles whose times are kept one by one, for an exact median.
const EXACT: usize = 100_000;

/// What one line gave.
enum Sample {
    /// Not a puzzle: `error`, `empty` or `comment`.
    NotPuzzle(&'static str),
    /// A puzzle line and the seconds its rating took.
    Puzzle(Outcome, f64),
}

enum Outcome {
    Rated {
        er: u32,
        hardest: Technique,
    },
    /// `none`, `multiple`, `solved`, `timeout`.
    Word(&'static str),
    Clash,
}

/// Whether no line had an error.
pub fn run(json: bool, budget: Option<Duration>, options: &LineOptions) -> Result<bool, Failure> {
    let work = |solver: &mut Solver, line: &Line| match &line.read {
        Err(NotPuzzle { word, note, failed }) => Done {
            value: Sample::NotPuzzle(word),
            note: Some(note.clone()),
            failed: *failed,
        },
        Ok(puzzle) => {
            let (rated, seconds) = rating::rate(solver, &puzzle.cells, budget);
            let (outcome, note, failed) = match rated {
                Rated::Rated(path) => (
                    Outcome::Rated {
                        er: path.rating.tenths()[0],
                        hardest: path.rating.hardest,
                    },
                    None,
                    false,
                ),
                Rated::Word(word) => {
                    let note = (word == "timeout").then(|| rating::timeout_note(budget));
                    (Outcome::Word(word), note, false)
                }
                Rated::Clash(reason) => (Outcome::Clash, Some(reason), true),
            };
            Done {
                value: Sample::Puzzle(outcome, seconds),
                note,
                failed,
            }
        }
    };
    each_line(options, work, Tally::new(json))
}

/// The counts so far.
struct Tally {
    json: bool,
    lines: u64,
    /// By word: `none`, `multiple`, `solved`, `timeout`, `clash`, `error`,
    /// `empty`, `comment`.
    words: BTreeMap<&'static str, u64>,
    /// Rated puzzles by whole ER.
    bands: BTreeMap<u32, u64>,
    /// Rated puzzles by hardest technique, in catalogue order.
    hardest: BTreeMap<usize, (Technique, u64)>,
    times: Times,
}

impl Tally {
    fn new(json: bool) -> Tally {
        Tally {
            json,
            lines: 0,
            words: BTreeMap::new(),
            bands: BTreeMap::new(),
            hardest: BTreeMap::new(),
            times: Times::default(),
        }
    }

    fn word(&self, word: &str) -> u64 {
        self.words.get(word).copied().unwrap_or(0)
    }

    fn rated(&self) -> u64 {
        self.bands.values().sum()
    }

    fn puzzles(&self) -> u64 {
        self.times.count
    }
}

impl Writer<Sample> for Tally {
    fn write(&mut self, sample: Sample, _: &mut Out) -> io::Result<()> {
        self.lines += 1;
        match sample {
            Sample::NotPuzzle(word) => *self.words.entry(word).or_insert(0) += 1,
            Sample::Puzzle(outcome, seconds) => {
                self.times.add(seconds);
                match outcome {
                    Outcome::Rated { er, hardest } => {
                        *self.bands.entry(er / 10).or_insert(0) += 1;
                        let index = Technique::ALL.iter().position(|&t| t == hardest);
                        let entry = self
                            .hardest
                            .entry(index.unwrap_or(usize::MAX))
                            .or_insert((hardest, 0));
                        entry.1 += 1;
                    }
                    Outcome::Word(word) => *self.words.entry(word).or_insert(0) += 1,
                    Outcome::Clash => *self.words.entry("clash").or_insert(0) += 1,
                }
            }
        }
        Ok(())
    }

    fn end(&mut self, out: &mut Out) -> io::Result<()> {
        if self.json {
            self.write_json(out)
        } else {
            self.write_table(out)
        }
    }
}

/// The words counted besides the ratings, in the order written.
const PUZZLE_WORDS: [&str; 5] = ["none", "multiple", "solved", "timeout", "clash"];
const LINE_WORDS: [&str; 3] = ["error", "empty", "comment"];

impl Tally {
    fn write_table(&self, out: &mut Out) -> io::Result<()> {
        let width = Technique::ALL
            .iter()
            .map(|t| t.name().len())
            .max()
            .unwrap_or(0)
            .max("hardest technique".len());
        let rated = self.rated();
        let share = |n: u64| {
            if rated == 0 {
                0.0
            } else {
                100.0 * n as f64 / rated as f64
            }
        };
        let counts = |words: &[&str]| -> String {
            let parts: Vec<String> = words
                .iter()
                .map(|w| format!("{w} {}", self.word(w)))
                .collect();
            parts.join(", ")
        };
        writeln!(out, "lines        {:>9}", self.lines)?;
        writeln!(
            out,
            "puzzles      {:>9}  (rated {rated}, {})",
            self.puzzles(),
            counts(&PUZZLE_WORDS)
        )?;
        let others: u64 = LINE_WORDS.iter().map(|w| self.word(w)).sum();
        writeln!(out, "not puzzles  {others:>9}  ({})", counts(&LINE_WORDS))?;
        writeln!(out)?;
        writeln!(out, "{:<width$} {:>9} {:>7}", "ER", "puzzles", "share")?;
        for (band, n) in &self.bands {
            let name = format!("{band}.x");
            writeln!(out, "{name:<width$} {n:>9} {:>6.1}%", share(*n))?;
        }
        writeln!(out)?;
        writeln!(
            out,
            "{:<width$} {:>9} {:>7}",
            "hardest technique", "puzzles", "share"
        )?;
        for (technique, n) in self.hardest.values() {
            writeln!(
                out,
                "{:<width$} {n:>9} {:>6.1}%",
                technique.name(),
                share(*n)
            )?;
        }
        writeln!(out)?;
        let t = &self.times;
        match t.summary() {
            Some((mean, median, max)) => writeln!(
                out,
                "time         total {}, mean {}, median {}, max {} (the {} puzzles)",
                seconds(t.total),
                seconds(mean),
                seconds(median),
                seconds(max),
                t.count
            ),
            None => writeln!(out, "time         no puzzle"),
        }
    }

    fn write_json(&self, out: &mut Out) -> io::Result<()> {
        let mut text = format!(
            "{{\"lines\":{},\"puzzles\":{},\"rated\":{}",
            self.lines,
            self.puzzles(),
            self.rated()
        );
        for word in PUZZLE_WORDS.iter().chain(&LINE_WORDS) {
            text.push_str(&format!(",\"{word}\":{}", self.word(word)));
        }
        let bands: Vec<String> = self
            .bands
            .iter()
            .map(|(band, n)| format!("\"{band}.x\":{n}"))
            .collect();
        text.push_str(&format!(",\"er\":{{{}}}", bands.join(",")));
        let hardest: Vec<String> = self
            .hardest
            .values()
            .map(|(t, n)| format!("{}:{n}", json_string(t.name())))
            .collect();
        text.push_str(&format!(",\"hardest\":{{{}}}", hardest.join(",")));
        let t = &self.times;
        let (mean, median, max) = match t.summary() {
            Some((mean, median, max)) => (number(mean), number(median), number(max)),
            None => ("null".into(), "null".into(), "null".into()),
        };
        text.push_str(&format!(
            ",\"seconds\":{{\"total\":{},\"mean\":{mean},\"median\":{median},\"max\":{max}}}}}",
            number(t.total)
        ));
        writeln!(out, "{text}")
    }
}

/// Seconds for JSON: microseconds shown.
fn number(seconds: f64) -> String {
    format!("{seconds:.6}")
}

/// Seconds for the table, in a unit that shows them: `12.31 s`, `4.2 ms`,
/// `130 µs`.
fn seconds(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 0.001 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{:.0} µs", s * 1e6)
    }
}

/// The puzzles' times: total, max, and the values for the median (each
/// kept up to [`EXACT`], then a histogram).
#[derive(Default)]
struct Times {
    count: u64,
    total: f64,
    max: f64,
    exact: Vec<f64>,
    /// Past [`EXACT`] puzzles: counts by bucket of relative width 1%.
    buckets: Option<BTreeMap<u32, u64>>,
}

/// The histogram's buckets: bucket k > 0 holds [1 µs × 1.01^(k-1), 1 µs ×
/// 1.01^k); bucket 0 everything under 1 µs.
fn bucket(seconds: f64) -> u32 {
    let micro = seconds * 1e6;
    if micro < 1.0 {
        0
    } else {
        (micro.ln() / 1.01f64.ln()) as u32 + 1
    }
}

/// The middle of a bucket (geometric), in seconds.
fn bucket_middle(k: u32) -> f64 {
    if k == 0 {
        0.5e-6
    } else {
        1e-6 * 1.01f64.powf(f64::from(k) - 0.5)
    }
}

impl Times {
    fn add(&mut self, seconds: f64) {
        self.count += 1;
        self.total += seconds;
        self.max = self.max.max(seconds);
        match &mut self.buckets {
            Some(buckets) => *buckets.entry(bucket(seconds)).or_insert(0) += 1,
            None if self.exact.len() < EXACT => self.exact.push(seconds),
            None => {
                let mut buckets = BTreeMap::new();
                for s in self.exact.drain(..).chain([seconds]) {
                    *buckets.entry(bucket(s)).or_insert(0) += 1;
                }
                self.exact = Vec::new();
                self.buckets = Some(buckets);
            }
        }
    }

    /// Mean, median and max; `None` without a puzzle.
    fn summary(&self) -> Option<(f64, f64, f64)> {
        if self.count == 0 {
            return None;
        }
        let mean = self.total / self.count as f64;
        let median = match &self.buckets {
            None => {
                let mut sorted = self.exact.clone();
                sorted.sort_by(f64::total_cmp);
                let n = sorted.len();
                if n % 2 == 1 {
                    sorted[n / 2]
                } else {
                    (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
                }
            }
            Some(buckets) => {
                let half = self.count.div_ceil(2);
                let mut seen = 0;
                let mut middle = self.max;
                for (&k, &n) in buckets {
                    seen += n;
                    if seen >= half {
                        middle = bucket_middle(k);
                        break;
                    }
                }
                middle
            }
        };
        Some((mean, median, self.max))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_is_exact_then_within_half_a_percent() {
        let mut times = Times::default();
        for s in [0.3, 0.1, 0.2, 0.4] {
            times.add(s);
        }
        let (mean, median, max) = times.summary().unwrap();
        assert!((mean - 0.25).abs() < 1e-12 && (median - 0.25).abs() < 1e-12 && max == 0.4);
        let mut many = Times::default();
        // 1 ms to 2.5 ms, evenly: the median is 1.75 ms.
        let n = 3 * EXACT as u64;
        for i in 0..=n {
            many.add(0.001 + 0.0015 * i as f64 / n as f64);
        }
        assert!(many.buckets.is_some() && many.exact.is_empty());
        let (_, median, max) = many.summary().unwrap();
        assert!((median / 0.00175 - 1.0).abs() < 0.005, "{median}");
        assert!((max - 0.0025).abs() < 1e-12);
        assert_eq!(Times::default().summary(), None);
    }
}
