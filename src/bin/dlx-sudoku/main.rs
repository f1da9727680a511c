//! `dlx-sudoku`: the solver on files or standard input, in line-per-puzzle
//! formats (one answer line per input line, on every core) and in the exact
//! formats of three judge problems.

mod answer;
mod args;
mod dedup;
mod escape;
mod format;
mod generate;
mod input;
mod judge;
mod line;
mod ordered;
mod progress;
mod rating;
mod run_lines;
mod search;
mod stats;
mod steps_json;
mod usage;

use std::io::{self, Write};
use std::process::ExitCode;

use args::Command;

/// A failure that ends the run, reported on stderr as one line.
pub struct Failure(pub String);

/// An error writing the output. Every other i/o error (opening and reading
/// the inputs) is made a [`Failure`] that names its file, so this
/// conversion is the output's alone: a closed output (`| head`) ends the
/// run at once, quietly, with exit status 0, as the reader asked for no
/// more (the threads still rating are not waited for).
impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        Failure(format!("i/o error: {e}"))
    }
}

/// Writes to stderr, like `eprint!`, but a stderr that cannot be written
/// (closed: `2>&1 >/dev/null | head -1`) loses the text, never the run:
/// `eprint!` would panic. The answers on stdout are what the run is for.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($arg)*);
    }};
}
pub(crate) use say;

/// How a run ended: every line answered well, some lines failed, or the run
/// itself failed (bad arguments, an unreadable file, a closed output).
const SOME_LINES_FAILED: u8 = 1;
const RUN_FAILED: u8 = 2;

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(SOME_LINES_FAILED),
        Err(Failure(message)) => {
            // Whatever the message quotes (a name, an argument), never an
            // escape sequence or a bidi override on the terminal.
            say!("dlx-sudoku: {}\n", escape::text(&message, true));
            ExitCode::from(RUN_FAILED)
        }
    }
}

/// Whether every line was answered without an error.
fn run() -> Result<bool, Failure> {
    match args::parse(std::env::args_os().skip(1))? {
        Command::Help(topic) => {
            writeln!(io::stdout(), "{}", usage::help(topic.as_deref()))?;
            Ok(true)
        }
        Command::Version => {
            writeln!(io::stdout(), "dlx-sudoku {}", env!("CARGO_PKG_VERSION"))?;
            Ok(true)
        }
        Command::Lines(kind, options) => run_lines::run(&kind, &options),
        Command::Dedup { count, options } => dedup::run(count, &options),
        Command::Stats {
            json,
            budget,
            options,
        } => stats::run(json, budget, &options),
        Command::Judge(judge) => judge::run(judge).map(|()| true),
        Command::Generate(options) => generate::run(&options).map(|()| true),
    }
}
