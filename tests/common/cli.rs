//! The `dlx-sudoku` binary as a child process, for the command-line tests
//! (tests/cli.rs, tests/cli_batch.rs). Compiled with the `cli` feature only:
//! without it the binary is not built and `CARGO_BIN_EXE_dlx-sudoku` is not
//! set.

use std::io::Write;
use std::process::{Command, Stdio};

/// What a run of the binary gave.
pub struct Run {
    /// Whether it exited with status 0.
    pub ok: bool,
    /// Its exit code (none when a signal ended it).
    pub code: Option<i32>,
    pub out: String,
    pub err: String,
}

/// The binary, to be given its arguments.
pub fn binary() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dlx-sudoku"))
}

/// Runs the binary with `args` on `input` (its standard input) to the end.
pub fn run(args: &[&str], input: impl AsRef<[u8]>) -> Run {
    let mut child = binary()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.as_ref().to_vec();
    // Written from a thread: the answers stream out while the input goes in
    // (an input and an output both larger than a pipe's buffer would
    // otherwise wait on each other).
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    Run {
        ok: out.status.success(),
        code: out.status.code(),
        out: String::from_utf8(out.stdout).unwrap(),
        err: String::from_utf8(out.stderr).unwrap(),
    }
}
