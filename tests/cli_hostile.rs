//! The command line under hostile input (shared/SECURITY_AUDIT.md
//! M1, M2, L6, L7): lines without end, gzip bombs, oversize judge input,
//! pipes and FIFOs with `--progress`, extreme `--jobs`, terminal escapes in
//! file names and lines. Each answer is a clear message and exit status 1 or
//! 2, within bounded memory (`ulimit -v` on Linux) and time (every run is
//! killed past its deadline, so a hang fails the test instead of hanging it).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::Write;
use std::path::PathBuf;

use common::cli::{run_limited, Run};

const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const SOLUTION: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
const PUZZLE_2: &str =
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";
const SOLUTION_2: &str =
    "527316489896542731314987562172453896689271354453698217941825673765134928238769145";

/// The cap of src/bin/dlx-sudoku/input.rs (`MAX_LINE`).
const MAX_LINE: usize = 64 * 1024;

/// Every run here gets this long before it is killed (each takes well under
/// a second when bounded).
const SECONDS: u64 = 60;

fn run(args: &[&str], input: impl AsRef<[u8]>) -> Run {
    run_limited(args, input, SECONDS)
}

/// A fresh folder of the system's temporary folder for one test.
fn scratch(test: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("dlx-sudoku-hostile-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Ended by the program with a status, never by a signal (abort: 134) or a
/// panic (101).
fn clean_exit(run: &Run, code: i32) {
    assert_eq!(run.code, Some(code), "stderr: {}", run.err);
    assert!(!run.err.contains("panicked"), "{}", run.err);
    assert!(!run.err.contains("memory allocation"), "{}", run.err);
}

fn too_long(n: usize) -> String {
    format!("error: line too long ({n} bytes; the limit is {MAX_LINE})")
}

/// `n` bytes of gzip members of zeros, decompressing to `members` x `member`.
fn gzip_zeros(member: usize, members: usize) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..member / zeros.len() {
        encoder.write_all(&zeros).unwrap();
    }
    encoder.write_all(&zeros[..member % zeros.len()]).unwrap();
    let one = encoder.finish().unwrap();
    one.repeat(members)
}

#[test]
fn an_over_long_line_is_answered_and_skipped_and_the_next_line_solved() {
    let long = "x".repeat(200_000);
    let input = format!("{long}\n{PUZZLE}\n{long}\r\n{PUZZLE_2}\r\n");
    let solved = run(&["solve", "--jobs", "2"], &input);
    clean_exit(&solved, 1);
    assert_eq!(
        solved.out,
        format!(
            "{}\n{SOLUTION}\n{}\n{SOLUTION_2}\n",
            too_long(200_000),
            too_long(200_000)
        )
    );
    assert!(
        solved
            .err
            .contains("line 1: line too long (200000 bytes; the limit is 65536)"),
        "{}",
        solved.err
    );
    assert!(
        solved.err.contains("2 of 4 lines had errors"),
        "{}",
        solved.err
    );

    // Every command answers it in its own form.
    let steps = run(&["steps"], format!("{long}\n"));
    assert_eq!(
        steps.out,
        "{\"result\":\"error\",\"error\":\"line too long (200000 bytes; the limit is 65536)\"}\n"
    );
    // %l is its line; it is no puzzle, so serate's ordinal %n has the word.
    let rated = run(&["rate", "--format", "%l %n %r %h"], format!("{long}\n"));
    assert_eq!(rated.out, "1 error error error\n");
}

#[test]
fn the_cap_is_exact_and_stated() {
    // 65536 bytes are read (and are no puzzle); 65537 are too long.
    let at_cap = run(&["solve"], format!("{}\n", "x".repeat(MAX_LINE)));
    assert!(
        at_cap
            .out
            .starts_with("error: unexpected character 'x' at column 1"),
        "{}",
        at_cap.out
    );
    let over = run(&["solve"], format!("{}\n", "x".repeat(MAX_LINE + 1)));
    assert_eq!(over.out, format!("{}\n", too_long(MAX_LINE + 1)));
    // A puzzle with a comment up to the cap is still a puzzle.
    let commented = format!("{PUZZLE} {}\n", "c".repeat(MAX_LINE - 82));
    let solved = run(&["solve"], commented);
    clean_exit(&solved, 0);
    assert_eq!(solved.out, format!("{SOLUTION}\n"));
}

#[test]
fn input_without_a_line_end_larger_than_the_cap() {
    let flat = ".".repeat(1_000_000);
    let solved = run(&["solve"], &flat);
    clean_exit(&solved, 1);
    assert_eq!(solved.out, format!("{}\n", too_long(1_000_000)));

    // In a file among others: named with its place, and the next file read.
    let dir = scratch("flat");
    let (flat_file, good) = (dir.join("flat.txt"), dir.join("good.txt"));
    std::fs::write(&flat_file, &flat).unwrap();
    std::fs::write(&good, format!("{PUZZLE}\n")).unwrap();
    let both = run(
        &["solve", flat_file.to_str().unwrap(), good.to_str().unwrap()],
        b"",
    );
    clean_exit(&both, 1);
    assert_eq!(both.out, format!("{}\n{SOLUTION}\n", too_long(1_000_000)));
    assert!(
        both.err
            .contains("flat.txt:1: line too long (1000000 bytes"),
        "{}",
        both.err
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_gzip_bomb_is_one_over_long_line() {
    // 50 MB of zeros in about 50 KB, then a puzzle in a second member.
    let mut bomb = gzip_zeros(50 << 20, 1);
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder
        .write_all(format!("\n{PUZZLE}\n").as_bytes())
        .unwrap();
    bomb.extend(encoder.finish().unwrap());
    assert!(bomb.len() < 200_000, "{} bytes", bomb.len());
    let dir = scratch("bomb");
    let file = dir.join("bomb.gz");
    std::fs::write(&file, &bomb).unwrap();
    // As a file, and on standard input.
    for (args, input) in [
        (
            vec!["solve", "--jobs", "1", file.to_str().unwrap()],
            &b""[..],
        ),
        (vec!["solve", "--jobs", "2"], &bomb[..]),
    ] {
        let solved = run(&args, input);
        clean_exit(&solved, 1);
        assert_eq!(
            solved.out,
            format!("{}\n{SOLUTION}\n", too_long(50 << 20)),
            "{args:?}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_gzip_bomb_without_a_line_end_in_1_gib_ends_the_run() {
    // The audit's recipe, smaller: 17 concatenated members of 64 MiB of
    // zeros (1.06 GiB) in about 1 MB.
    let bomb = gzip_zeros(64 << 20, 17);
    assert!(bomb.len() < 2_000_000, "{} bytes", bomb.len());
    let dir = scratch("bomb-gib");
    let file = dir.join("bomb.gz");
    std::fs::write(&file, &bomb).unwrap();
    let solved = run(&["solve", "--jobs", "1", file.to_str().unwrap()], b"");
    clean_exit(&solved, 2);
    assert_eq!(solved.out, "");
    assert!(
        solved
            .err
            .contains("bomb.gz: line 1: no line end within 1 GiB (1073741824 bytes)"),
        "{}",
        solved.err
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(target_os = "linux")]
#[test]
fn dev_zero_ends_the_run_with_a_message() {
    for args in [
        &["solve", "/dev/zero"][..],
        &["solve", "--progress", "/dev/zero"],
    ] {
        let solved = run(args, b"");
        clean_exit(&solved, 2);
        assert!(
            solved
                .err
                .contains("/dev/zero: line 1: no line end within 1 GiB"),
            "{}",
            solved.err
        );
    }
}

#[test]
fn the_judge_formats_read_a_bounded_input() {
    let grid = "8 0 0 0 0 0 0 0 0\n".repeat(9);
    // A grid and then 100 KB of blank lines: more than one grid's input.
    let padded = format!("{grid}{}", "\n".repeat(100_000));
    for judge in ["p1784", "p1074"] {
        let answer = run(&[judge], &padded);
        clean_exit(&answer, 2);
        assert!(
            answer
                .err
                .contains("standard input is longer than 65536 bytes"),
            "{judge}: {}",
            answer.err
        );
        // 10 MB of NUL bytes (/dev/zero's) likewise.
        let zeros = run(&[judge], vec![0u8; 10 << 20]);
        clean_exit(&zeros, 2);
        assert!(
            zeros.err.contains("longer than 65536 bytes"),
            "{}",
            zeros.err
        );
    }
    let cases = format!("1\n{}{}", "000000000\n".repeat(9), " ".repeat(17 << 20));
    let poj = run(&["poj2676"], cases);
    clean_exit(&poj, 2);
    assert!(
        poj.err
            .contains("standard input is longer than 16777216 bytes"),
        "{}",
        poj.err
    );
    // Under the caps, as before.
    let one = run(&["poj2676"], format!("1\n{}", "000000000\n".repeat(9)));
    clean_exit(&one, 0);
    assert_eq!(one.out.lines().count(), 9);
}

#[test]
fn progress_reads_standard_input_as_dev_stdin_once() {
    let two = format!("{PUZZLE}\n{PUZZLE_2}\n");
    let expected = format!("{SOLUTION}\n{SOLUTION_2}\n");
    for args in [
        &["solve", "--progress", "/dev/stdin"][..],
        &["solve", "--progress", "-"],
        &["solve", "--progress"],
    ] {
        if args.contains(&"/dev/stdin") && !cfg!(unix) {
            continue;
        }
        let solved = run(args, &two);
        clean_exit(&solved, 0);
        assert_eq!(solved.out, expected, "{args:?}");
        // Counts and a rate, no total: the input is not read ahead.
        assert!(solved.err.contains("progress: 2 lines, "), "{}", solved.err);
    }
    // A regular file is counted first: a total and the time left.
    let dir = scratch("progress-file");
    let file = dir.join("two.txt");
    std::fs::write(&file, &two).unwrap();
    let counted = run(&["solve", "--progress", file.to_str().unwrap()], b"");
    clean_exit(&counted, 0);
    assert_eq!(counted.out, expected);
    assert!(
        counted.err.contains("progress: 2/2 lines, "),
        "{}",
        counted.err
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(target_os = "linux")]
#[test]
fn progress_reads_a_fifo_once() {
    let dir = scratch("fifo");
    let fifo = dir.join("puzzles");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let writer_path = fifo.clone();
    // Opening a FIFO waits for the other end: the writer opens it once.
    std::thread::spawn(move || {
        let mut end = std::fs::OpenOptions::new()
            .write(true)
            .open(&writer_path)
            .unwrap();
        let _ = end.write_all(format!("{PUZZLE}\n{PUZZLE_2}\n").as_bytes());
    });
    let solved = run(&["solve", "--progress", fifo.to_str().unwrap()], b"");
    clean_exit(&solved, 0);
    assert_eq!(solved.out, format!("{SOLUTION}\n{SOLUTION_2}\n"));
    assert!(solved.err.contains("progress: 2 lines, "), "{}", solved.err);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn jobs_outside_its_range_is_a_clean_error() {
    for jobs in [
        "0",
        "100000",
        "9223372036854775808",
        "18446744073709551615",
        "18446744073709551616",
        "-1",
        "many",
    ] {
        for command in ["solve", "generate"] {
            let answer = run(&[command, "--jobs", jobs], format!("{PUZZLE}\n"));
            clean_exit(&answer, 2);
            assert_eq!(answer.out, "", "{command} --jobs {jobs}");
            assert!(
                answer
                    .err
                    .contains("--jobs takes a whole number >= 1 and <= ")
                    && answer.err.contains("(4 x the ")
                    && answer.err.contains(&format!("found \"{jobs}\"")),
                "{command} --jobs {jobs}: {}",
                answer.err
            );
        }
    }
    // 4 is within the range on any machine (4 x at least one core).
    let four = run(&["solve", "-j4"], format!("{PUZZLE}\n"));
    clean_exit(&four, 0);
    assert_eq!(four.out, format!("{SOLUTION}\n"));
}

#[cfg(unix)]
#[test]
fn names_and_lines_reach_stderr_escaped() {
    let dir = scratch("names");
    let evil = "evil\u{1b}]0;TITLE\u{7}\u{1b}[2J\u{202e}name.txt";
    let evil_file = dir.join(evil);
    std::fs::write(&evil_file, "x\n").unwrap();
    let good = dir.join("good.txt");
    std::fs::write(&good, format!("{PUZZLE}\n")).unwrap();
    let missing = dir.join("gone\u{1b}[31m\u{2066}.txt");
    let output = common::cli::binary()
        .arg("solve")
        .args([&good, &evil_file, &missing])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(
        err.contains(
            "evil<U+001B>]0;TITLE<U+0007><U+001B>[2J<U+202E>name.txt:1: unexpected character 'x'"
        ),
        "{err}"
    );
    assert!(
        err.contains("gone<U+001B>[31m<U+2066>.txt: cannot open"),
        "{err}"
    );
    assert!(
        !err.contains('\u{1b}') && !err.contains('\u{202e}'),
        "{err:?}"
    );

    // Inside a line: format characters as control characters are, on both streams.
    let line = format!("1\u{202e}{}\n4\u{1b}[2J\n", &PUZZLE[2..]);
    let answered = run(&["solve"], line);
    clean_exit(&answered, 1);
    assert!(
        answered
            .out
            .starts_with("error: unexpected character U+202E at column 2"),
        "{}",
        answered.out
    );
    assert!(
        answered
            .err
            .contains("line 1: unexpected character U+202E at column 2")
            && answered
                .err
                .contains("line 2: unexpected character U+001B at column 2"),
        "{}",
        answered.err
    );
    assert!(
        !answered.err.contains('\u{1b}') && !answered.err.contains('\u{202e}'),
        "{:?}",
        answered.err
    );

    // An argument quoted in a message: an unknown flag, a bad value.
    for args in [
        &["solve", "--\u{1b}[2J"][..],
        &["rate", "--format", "%\u{202e}"],
        &["count", "--limit", "\u{1b}[2J"],
    ] {
        let refused = run(args, b"");
        clean_exit(&refused, 2);
        assert!(
            !refused.err.contains('\u{1b}') && !refused.err.contains('\u{202e}'),
            "{args:?}: {:?}",
            refused.err
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
