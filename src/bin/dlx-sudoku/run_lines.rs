//! A line command's run: every input line answered on `--jobs` threads, the
//! answers written in input order, the lines that are not puzzles named on
//! stderr, and at the end whether any line failed.

use std::io::{self, BufWriter, Write};

use crate::answer::{answer, Answer};
use crate::args::{LineCommand, LineOptions};
use crate::escape;
use crate::input::{count_lines, Lines};
use crate::ordered::{ordered_map, Event};
use crate::progress::Progress;
use crate::Failure;

/// Whether every line was answered without an error.
pub fn run(kind: &LineCommand, options: &LineOptions) -> Result<bool, Failure> {
    let lines = Lines::new(&options.files);
    let names = lines.names();
    let several = names.len() > 1;
    let mut progress = Progress::new(options.progress, None, "lines");
    if progress.is_shown() {
        if let Some(total) = count_lines(&options.files) {
            progress.set_total(total.saturating_sub(options.skip));
        }
    }
    let skip = options.skip;
    let items = lines.filter(move |line| line.as_ref().map_or(true, |l| l.number > skip));
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let (mut failed, mut lines_done) = (0u64, 0u64);
    ordered_map(
        items,
        options.jobs,
        |solver, raw| {
            let answer = answer(kind, solver, &raw, options.strict);
            (raw.number, raw.source, raw.line, answer)
        },
        |event| {
            match event {
                Event::Answer((
                    number,
                    source,
                    line,
                    Answer {
                        text,
                        note,
                        failed: bad,
                    },
                )) => {
                    writeln!(out, "{text}")?;
                    lines_done += 1;
                    if let Some(note) = note {
                        // The answers before it first, so that the two streams agree.
                        out.flush()?;
                        progress.clear();
                        let place = if several {
                            format!("{}:{line}", names[source])
                        } else {
                            format!("line {number}")
                        };
                        // The note can quote the line: its characters escaped.
                        eprintln!("dlx-sudoku: {place}: {}", escape::text(&note, false));
                    }
                    failed += u64::from(bad);
                    progress.tick(1);
                }
                Event::Idle => out.flush()?,
            }
            Ok(true)
        },
    )?;
    out.flush()?;
    progress.finish();
    if failed > 0 {
        eprintln!("dlx-sudoku: {failed} of {lines_done} lines had errors");
    }
    Ok(failed == 0)
}
