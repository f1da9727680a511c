//! A line command's run: every input line handled on `--jobs` threads, the
//! results written in input order, the lines that are not puzzles named on
//! stderr, and at the end whether any line failed.

use std::io::{self, BufWriter, StdoutLock, Write};

use dlx_sudoku::Solver;

use crate::answer::{answer, Answer};
use crate::args::{LineCommand, LineOptions};
use crate::escape;
use crate::input::{count_lines, Lines};
use crate::line::{self, Line};
use crate::ordered::{ordered_map, Event};
use crate::progress::Progress;
use crate::Failure;

/// The run's output: standard output, buffered.
pub type Out = BufWriter<StdoutLock<'static>>;

/// What a thread made of one line: the value for the writer, and what to
/// say about the line on stderr.
pub struct Done<T> {
    pub value: T,
    /// For stderr, after the line's place: why the line was not taken as a puzzle.
    pub note: Option<String>,
    /// Whether the line counts as an error in the exit status.
    pub failed: bool,
}

/// Where the results go, in input order: each line's, then the end of the
/// input (a writer that holds its results until then writes them there).
pub trait Writer<T> {
    fn write(&mut self, value: T, out: &mut Out) -> io::Result<()>;

    fn end(&mut self, _out: &mut Out) -> io::Result<()> {
        Ok(())
    }
}

impl<T, F: FnMut(T, &mut Out) -> io::Result<()>> Writer<T> for F {
    fn write(&mut self, value: T, out: &mut Out) -> io::Result<()> {
        self(value, out)
    }
}

/// Whether every line was answered without an error: one answer line per
/// input line.
pub fn run(kind: &LineCommand, options: &LineOptions) -> Result<bool, Failure> {
    each_line(
        options,
        |solver, line| {
            let Answer { text, note, failed } = answer(kind, solver, line);
            Done {
                value: text,
                note,
                failed,
            }
        },
        |text: Option<Vec<u8>>, out: &mut Out| match text {
            Some(text) => {
                out.write_all(&text)?;
                out.write_all(b"\n")
            }
            None => Ok(()),
        },
    )
}

/// The line loop every line command shares: each input line read (its
/// puzzle, serate's ordinal), then `work` on it (on `--jobs` threads, after
/// `--skip`, `--header` and `--shard`: the lines keep their numbers and
/// ordinals over the whole input), each result to `writer` in input order; notes
/// on stderr, progress, and the count of failed lines. Whether no line
/// failed.
pub fn each_line<T: Send>(
    options: &LineOptions,
    work: impl Fn(&mut Solver, &Line) -> Done<T> + Sync,
    mut writer: impl Writer<T>,
) -> Result<bool, Failure> {
    let lines = Lines::new(&options.files);
    let names = lines.names();
    let several = names.len() > 1;
    let mut progress = Progress::new(options.progress, None, "lines");
    if progress.is_shown() {
        if let Some(total) = count_lines(&options.files) {
            let headers = if options.header {
                names.len() as u64
            } else {
                0
            };
            progress.set_total(match options.shard {
                // Of the lines after --skip, the shard's (a header is one line of N).
                Some(shard) => shard
                    .lines_of(total)
                    .saturating_sub(shard.lines_of(options.skip)),
                None => total.saturating_sub(options.skip).saturating_sub(headers),
            });
        }
    }
    let (skip, header, shape) = (options.skip, options.header, options.shape());
    let shard = options.shard;
    // Each line is read here, in input order, for serate's ordinal (the
    // skipped lines too, so that a resumed run numbers as the whole run).
    let mut ordinal = 0u64;
    let items = lines
        .filter(move |raw| raw.as_ref().map_or(true, |r| !(header && r.line == 1)))
        .map(move |raw| {
            raw.map(|raw| {
                let read = line::puzzle(&raw, &shape);
                ordinal += u64::from(read.is_ok());
                let ordinal = if read.is_ok() { ordinal } else { 0 };
                Line { raw, read, ordinal }
            })
        })
        .filter(move |line| {
            line.as_ref().map_or(true, |l| {
                l.raw.number > skip && shard.map_or(true, |s| s.holds(l.raw.number))
            })
        });
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let (mut failed, mut lines_done) = (0u64, 0u64);
    ordered_map(
        items,
        options.jobs,
        |solver, line| {
            let done = work(solver, &line);
            (line.raw.number, line.raw.source, line.raw.line, done)
        },
        |event| {
            match event {
                Event::Answer((number, source, line, done)) => {
                    writer.write(done.value, &mut out)?;
                    lines_done += 1;
                    if let Some(note) = done.note {
                        // The answers before it first, so that the two streams agree.
                        out.flush()?;
                        progress.clear();
                        let place = if several {
                            format!("{}:{line}", names[source])
                        } else {
                            format!("line {number}")
                        };
                        // The note can quote the line: its characters escaped.
                        crate::say!("dlx-sudoku: {place}: {}\n", escape::text(&note, false));
                    }
                    failed += u64::from(done.failed);
                    progress.tick(1);
                }
                Event::Idle => out.flush()?,
            }
            Ok(true)
        },
    )?;
    writer.end(&mut out)?;
    out.flush()?;
    progress.finish();
    if failed > 0 {
        crate::say!("dlx-sudoku: {failed} of {lines_done} lines had errors\n");
    }
    Ok(failed == 0)
}
