//! The `dlx-sudoku` binary as a child process, for the command-line tests
//! (tests/cli.rs, tests/cli_batch.rs, tests/cli_hostile.rs). Compiled with the `cli` feature only:
//! without it the binary is not built and `CARGO_BIN_EXE_dlx-sudoku` is not
//! set.

use std::io::{ErrorKind, Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a run of the binary gave.
pub struct Run {
    /// Whether it exited with status 0.
    pub ok: bool,
    /// Its exit code (none when a signal ended it).
    pub code: Option<i32>,
    /// Standard output as text (bytes that are not UTF-8 as U+FFFD).
    pub out: String,
    /// Standard output exactly.
    pub bytes: Vec<u8>,
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
    written(writer.join().unwrap());
    Run {
        ok: out.status.success(),
        code: out.status.code(),
        out: String::from_utf8_lossy(&out.stdout).into_owned(),
        bytes: out.stdout,
        err: String::from_utf8(out.stderr).unwrap(),
    }
}

/// A write of the input went well, or stopped because the binary closed it
/// (a run that ends before its input does: a judge format's size cap, a run
/// that stops).
fn written(result: std::io::Result<()>) {
    match result {
        Err(e) if e.kind() != ErrorKind::BrokenPipe => panic!("writing the input: {e}"),
        _ => {}
    }
}

/// The memory limit of [`run_limited`] on Linux, in KiB (`ulimit -v`): about
/// 300 MB of address space, far below what an unbounded read of the hostile
/// inputs takes (gigabytes) and far above what the bounded binary needs
/// (under 50 MB with 8 threads).
pub const MEMORY_LIMIT_KIB: u64 = 300_000;

/// Runs the binary as [`run`] does, for hostile inputs: on Linux under
/// `ulimit -v` [`MEMORY_LIMIT_KIB`] (through `sh`, so that an unbounded
/// binary fails fast instead of taking the machine's memory), and killed
/// after `seconds` anywhere (a run that hangs fails the test, it does not
/// hang it).
pub fn run_limited(args: &[&str], input: impl AsRef<[u8]>, seconds: u64) -> Run {
    let program = env!("CARGO_BIN_EXE_dlx-sudoku");
    let mut command = if cfg!(target_os = "linux") {
        let mut sh = Command::new("sh");
        sh.arg("-c")
            .arg(format!(
                "ulimit -v {MEMORY_LIMIT_KIB} && exec \"$0\" \"$@\""
            ))
            .arg(program);
        sh
    } else {
        Command::new(program)
    };
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.as_ref().to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let collect = |mut from: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = from.read_to_end(&mut bytes);
            bytes
        })
    };
    let out = collect(Box::new(child.stdout.take().unwrap()));
    let err = collect(Box::new(child.stderr.take().unwrap()));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            let err = err.join().unwrap();
            panic!(
                "dlx-sudoku {args:?} still running after {seconds} s (killed); stderr: {}",
                String::from_utf8_lossy(&err)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    written(writer.join().unwrap());
    let bytes = out.join().unwrap();
    Run {
        ok: status.success(),
        code: status.code(),
        out: String::from_utf8_lossy(&bytes).into_owned(),
        bytes,
        err: String::from_utf8_lossy(&err.join().unwrap()).into_owned(),
    }
}
