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
mod run_lines;
mod steps_json;
mod usage;

use std::process::ExitCode;

use args::Command;

/// A failure that ends the run, reported on stderr as one line.
pub struct Failure(pub String);

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure(format!("i/o error: {e}"))
    }
}

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
            eprintln!("dlx-sudoku: {}", escape::text(&message, true));
            ExitCode::from(RUN_FAILED)
        }
    }
}

/// Whether every line was answered without an error.
fn run() -> Result<bool, Failure> {
    match args::parse(std::env::args_os().skip(1))? {
        Command::Help(topic) => {
            println!("{}", usage::help(topic.as_deref()));
            Ok(true)
        }
        Command::Version => {
            println!("dlx-sudoku {}", env!("CARGO_PKG_VERSION"));
            Ok(true)
        }
        Command::Lines(kind, options) => run_lines::run(&kind, &options),
        Command::Dedup { count, options } => dedup::run(count, &options),
        Command::Judge(judge) => judge::run(judge).map(|()| true),
        Command::Generate(options) => generate::run(&options).map(|()| true),
    }
}
