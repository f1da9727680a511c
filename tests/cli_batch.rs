//! The command line on catalogues: one answer line per input line in order,
//! bad lines named and skipped, serate's format, the same output on any
//! number of threads. Expected ratings are Sudoku Explainer's own
//! (tests/data/se121/top1465.se121.txt, `se-rate` output).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::Write;
use std::path::PathBuf;

use common::cli::run;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/se121")
        .join(name)
}

/// SE's lines of top1465: (`PUZZLE` with `0` blanks, `ER/EP/ED`).
fn se_lines() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(fixture("top1465.se121.txt")).unwrap();
    text.lines()
        .map(|l| {
            let (puzzle, rating) = l.split_once(' ').unwrap();
            (puzzle.to_string(), rating.to_string())
        })
        .collect()
}

/// A puzzle as top1465.txt writes it: `.` for blanks.
fn dotted(zeros: &str) -> String {
    zeros.replace('0', ".")
}

/// What a line of the batch is.
#[derive(Clone, Debug, PartialEq)]
enum Kind {
    /// A puzzle: its SE line (`PUZZLE ER/EP/ED`, `0` blanks).
    Good(String),
    Empty,
    Comment,
    Bad(&'static str),
}

/// 1,000 lines: SE's fast puzzles of top1465 (ER <= 6.2, no chains) with
/// every kind of bad line among them.
fn batch() -> (Vec<u8>, Vec<Kind>) {
    let easy: Vec<(String, String)> = se_lines()
        .into_iter()
        .filter(|(_, r)| r.split('/').next().unwrap().parse::<f64>().unwrap() <= 6.2)
        .collect();
    assert!(easy.len() > 300, "{}", easy.len());
    let mut lines: Vec<(String, Kind)> = Vec::new();
    let mut next = 0usize;
    let mut good = |lines: &mut Vec<(String, Kind)>, text: &dyn Fn(&str) -> String| {
        let (puzzle, rating) = &easy[next % easy.len()];
        next += 1;
        lines.push((
            text(&dotted(puzzle)),
            Kind::Good(format!("{puzzle} {rating}")),
        ));
    };
    let nine_line_grid: Vec<String> = {
        let (puzzle, _) = &easy[0];
        puzzle
            .as_bytes()
            .chunks(9)
            .map(|r| String::from_utf8(r.to_vec()).unwrap())
            .collect()
    };
    while lines.len() < 1000 {
        match lines.len() {
            // The BOM goes before line 1's puzzle below.
            100 => lines.push((String::new(), Kind::Empty)),
            150 => lines.push(("   \t".to_string(), Kind::Empty)),
            200 => lines.push(("# a comment".to_string(), Kind::Comment)),
            250 => {
                let (p, _) = &easy[1];
                let bad = format!("{}x{}", &dotted(p)[..40], &dotted(p)[41..]);
                lines.push((bad, Kind::Bad("unexpected character 'x' at column 41")));
            }
            300 => {
                let (p, _) = &easy[2];
                lines.push((dotted(p)[..80].to_string(), Kind::Bad("found 80")));
            }
            350 => {
                let (p, _) = &easy[3];
                lines.push((format!("{}1", dotted(p)), Kind::Bad("found 82")));
            }
            400 => {
                // The forum files' ratings after a puzzle that lost a cell.
                let (p, _) = &easy[4];
                let line = format!("{} 11.2/11.2/11.2", &dotted(p)[..80]);
                lines.push((line, Kind::Bad("found 80")));
            }
            450 => {
                // A pencil-mark grid (729 characters, each cell's candidates)
                // whose first cell has none.
                let marks: String = (0..81)
                    .map(|c| if c == 0 { "........." } else { "123456789" })
                    .collect();
                lines.push((marks, Kind::Bad("no candidate in row 1 column 1")));
            }
            500 => {
                for row in &nine_line_grid {
                    lines.push((row.replace('0', "."), Kind::Bad("found 9")));
                }
            }
            600 => lines.push((
                "hello world".to_string(),
                Kind::Bad("unexpected character 'h'"),
            )),
            // A puzzle with the forum's rating after it: read as the puzzle.
            700 => good(&mut lines, &|p| format!("{p} 11.2/11.2/11.2")),
            _ => good(&mut lines, &|p| p.to_string()),
        }
    }
    lines.truncate(1000);
    let mut input = b"\xef\xbb\xbf".to_vec();
    for (text, _) in &lines {
        input.extend_from_slice(text.as_bytes());
        input.push(b'\n');
    }
    (input, lines.into_iter().map(|(_, k)| k).collect())
}

#[test]
fn a_batch_with_every_kind_of_bad_line_gets_one_answer_a_line() {
    let (input, kinds) = batch();
    assert!(
        matches!(kinds[0], Kind::Good(_)),
        "line 1 is a puzzle after the BOM"
    );
    let bad = kinds.iter().filter(|k| matches!(k, Kind::Bad(_))).count();

    // serate's form of the committed SE file: SE's own line for every puzzle.
    let one = run(&["rate", "--format", "se121", "--jobs", "1"], &input);
    assert_eq!(one.code, Some(1), "some lines failed: {}", one.err);
    let answers: Vec<&str> = one.out.lines().collect();
    assert_eq!(answers.len(), 1000);
    for (n, (answer, kind)) in answers.iter().zip(&kinds).enumerate() {
        let expected = match kind {
            Kind::Good(se) => se.clone(),
            Kind::Empty => "empty empty/empty/empty".to_string(),
            Kind::Comment => "comment comment/comment/comment".to_string(),
            Kind::Bad(_) => "error error/error/error".to_string(),
        };
        assert_eq!(*answer, expected, "line {}", n + 1);
    }
    let two = run(&["rate", "--format", "se121", "--jobs", "2"], &input);
    assert_eq!(two.out, one.out, "--jobs 2 against --jobs 1");
    assert_eq!(two.err, one.err);

    // The default form: each bad line named on stdout and, with its number, on stderr.
    let plain = run(&["rate", "--jobs", "2"], &input);
    assert!(!plain.ok);
    let answers: Vec<&str> = plain.out.lines().collect();
    assert_eq!(answers.len(), 1000);
    for (n, (answer, kind)) in answers.iter().zip(&kinds).enumerate() {
        let number = n + 1;
        let reported = plain
            .err
            .lines()
            .find(|l| l.starts_with(&format!("dlx-sudoku: line {number}: ")));
        match kind {
            Kind::Good(_) => assert!(reported.is_none(), "line {number}: {reported:?}"),
            Kind::Empty => assert_eq!(*answer, "empty", "line {number}"),
            Kind::Comment => assert_eq!(*answer, "comment", "line {number}"),
            Kind::Bad(reason) => {
                assert!(
                    answer.starts_with("error: ") && answer.contains(reason),
                    "line {number}: {answer}"
                );
                assert!(
                    reported.is_some_and(|l| l.contains(reason)),
                    "line {number}: {reported:?}"
                );
            }
        }
    }
    assert!(
        plain
            .err
            .contains(&format!("{bad} of 1000 lines had errors")),
        "{}",
        plain.err
    );

    // The good lines equal a clean run of those lines alone.
    let clean_input: String = kinds
        .iter()
        .filter_map(|k| match k {
            Kind::Good(se) => Some(dotted(se.split(' ').next().unwrap()) + "\n"),
            _ => None,
        })
        .collect();
    let clean = run(&["rate", "--jobs", "1"], clean_input.as_bytes());
    assert!(clean.ok, "{}", clean.err);
    let good: Vec<&str> = answers
        .iter()
        .zip(&kinds)
        .filter(|(_, k)| matches!(k, Kind::Good(_)))
        .map(|(a, _)| *a)
        .collect();
    assert_eq!(good, clean.out.lines().collect::<Vec<_>>());

    // Every line command: one line a line, the same on two threads.
    for command in ["solve", "count", "max-score", "candidates", "steps"] {
        let one = run(&[command, "--jobs", "1"], &input);
        let two = run(&[command, "-j", "2"], &input);
        assert_eq!(one.code, Some(1), "{command}");
        assert_eq!(one.out.lines().count(), 1000, "{command}");
        assert_eq!(two.out, one.out, "{command}: --jobs 2 against --jobs 1");
        for (answer, kind) in one.out.lines().zip(&kinds) {
            let is_error = if command == "steps" {
                answer.starts_with("{\"result\":\"error\"")
            } else {
                answer.starts_with("error: ")
            };
            assert_eq!(
                is_error,
                matches!(kind, Kind::Bad(_)),
                "{command}: {answer}"
            );
        }
    }

    // --strict: the puzzle with a rating after it becomes an error too.
    let strict = run(&["count", "--strict"], &input);
    let strict_errors = strict
        .out
        .lines()
        .filter(|l| l.starts_with("error: "))
        .count();
    assert_eq!(strict_errors, bad + 1);
}

#[test]
fn serate_format_reproduces_the_committed_se_file_byte_for_byte() {
    let expected = std::fs::read_to_string(fixture("top1465.se121.txt")).unwrap();
    let input: String = se_lines().iter().map(|(p, _)| dotted(p) + "\n").collect();
    let rated = run(
        &["rate", "--format", "se121", "--jobs", "2"],
        input.as_bytes(),
    );
    assert!(rated.ok, "{}", rated.err);
    assert!(
        rated.out == expected,
        "rate --format se121 differs from SE's file"
    );

    // serate 1.2.1.3's own default: `%r/%p/%d` (tests/cli_catalogue.rs holds
    // it to serate's output byte for byte); `%g` is the line as read.
    let head: String = input
        .lines()
        .take(3)
        .map(|l| l.to_string() + "  # a comment\n")
        .collect();
    let serate = run(&["rate", "--format", "serate"], head.as_bytes());
    let echo = run(&["rate", "--format", "%g ED=%r/%p/%d"], head.as_bytes());
    let se = se_lines();
    let lines = head.lines().zip(serate.out.lines().zip(echo.out.lines()));
    for ((line, (serate, echo)), (_, rating)) in lines.zip(&se) {
        assert_eq!(serate, rating);
        assert_eq!(echo, format!("{line} ED={rating}"));
    }
    let fields = run(&["rate", "--format", "%n:%r %h 100%%"], head.as_bytes());
    assert_eq!(
        fields.out.lines().next(),
        Some("1:9.0 dynamic-contradiction-forcing-chains 100%")
    );
    let unknown = run(&["rate", "--format", "%q"], b"");
    assert_eq!(unknown.code, Some(2));
    assert!(unknown.err.contains("unknown field %q"), "{}", unknown.err);
}

#[test]
fn files_gzip_skip_and_standard_input() {
    let se = se_lines();
    let lines: Vec<String> = se[..6].iter().map(|(p, _)| dotted(p)).collect();
    let dir = std::env::temp_dir().join(format!("dlx-sudoku-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let plain = dir.join("a.txt");
    std::fs::write(&plain, lines[..3].join("\n")).unwrap(); // no final line end
    let gz = dir.join("b.txt.gz");
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder
        .write_all((lines[3..].join("\n") + "\n").as_bytes())
        .unwrap();
    std::fs::write(&gz, encoder.finish().unwrap()).unwrap();
    let (plain, gz) = (plain.to_str().unwrap(), gz.to_str().unwrap());

    let all = run(&["count", plain, gz], b"");
    assert!(all.ok, "{}", all.err);
    assert_eq!(all.out, "1\n".repeat(6));
    let with_stdin = run(&["count", plain, "-", gz], b"\n");
    assert_eq!(with_stdin.out, "1\n1\n1\nempty\n1\n1\n1\n");
    assert!(
        with_stdin.err.contains("standard input:1: empty line"),
        "{}",
        with_stdin.err
    );
    assert!(with_stdin.ok, "an empty line is not an error");

    let rated = run(
        &[
            "rate",
            "--format",
            "%n %z %r/%p/%d",
            "--skip",
            "4",
            plain,
            gz,
        ],
        b"",
    );
    let expected: String = se[4..6]
        .iter()
        .enumerate()
        .map(|(i, (p, r))| format!("{} {p} {r}\n", i + 5))
        .collect();
    assert_eq!(rated.out, expected);

    let missing = run(&["count", "/nonexistent/puzzles.txt"], b"");
    assert_eq!(missing.code, Some(2));
    assert!(
        missing
            .err
            .contains("/nonexistent/puzzles.txt: cannot open"),
        "{}",
        missing.err
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generate_gives_puzzle_k_from_seed_s_plus_k_on_any_number_of_threads() {
    let one = run(
        &["generate", "--seed", "7", "--count", "6", "--jobs", "1"],
        b"",
    );
    let two = run(
        &["generate", "--seed", "7", "--count", "6", "--jobs", "2"],
        b"",
    );
    assert!(one.ok && two.ok, "{} {}", one.err, two.err);
    assert_eq!(one.out.lines().count(), 6);
    assert_eq!(two.out, one.out);
    for (k, line) in one.out.lines().enumerate() {
        let seed = (7 + k).to_string();
        let alone = run(&["generate", "--seed", &seed], b"");
        assert_eq!(alone.out.trim_end(), line, "puzzle {k}");
    }
}

#[test]
fn help_for_each_command_and_the_version() {
    for command in [
        "solve",
        "count",
        "max-score",
        "candidates",
        "rate",
        "steps",
        "generate",
        "p1784",
    ] {
        let help = run(&[command, "--help"], b"");
        assert!(help.ok, "{command}");
        assert!(
            help.out
                .starts_with(&format!("usage: dlx-sudoku {command}")),
            "{}",
            help.out
        );
    }
    let rate = run(&["rate", "--help"], b"");
    assert!(rate.out.contains("serate (`%r/%p/%d`)") && rate.out.contains("--jobs"));
    let version = run(&["--version"], b"");
    assert_eq!(
        version.out,
        format!("dlx-sudoku {}\n", env!("CARGO_PKG_VERSION"))
    );
    let bad = run(&["count", "--jobs", "0"], b"");
    assert_eq!(bad.code, Some(2));
    assert!(
        bad.err.contains("--jobs takes a whole number >= 1"),
        "{}",
        bad.err
    );
}
