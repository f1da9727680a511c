//! `--shard K/N` on the line commands: the N shards' outputs, taken in turn
//! line by line, are the unsharded output (the independent reference: the
//! same binary without `--shard`), every line keeps its number over all
//! inputs (`%l`, `%n`, the notes on stderr), and bad values are errors.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::{binary, run};
use common::data_lines;

/// Kaggle puzzles (quick to rate) with what a catalogue also holds: a
/// comment, an empty line, a line that is not a puzzle, a name after one.
fn input() -> String {
    let puzzles = data_lines("kaggle_sample.txt");
    let mut lines: Vec<String> = puzzles.iter().take(23).cloned().collect();
    lines.insert(3, "# a comment".to_string());
    lines.insert(7, String::new());
    lines.insert(11, "12345".to_string());
    lines[14] = format!("{} some name", lines[14]);
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// The shards' outputs taken in turn, one line of each: the lines in input order.
fn interleaved(shards: &[String]) -> String {
    let mut lines: Vec<std::str::Lines> = shards.iter().map(|s| s.lines()).collect();
    let mut out = String::new();
    'all: loop {
        for shard in &mut lines {
            match shard.next() {
                Some(line) => {
                    out.push_str(line);
                    out.push('\n');
                }
                None => break 'all,
            }
        }
    }
    // What a shard still holds after the first that ran out: nothing.
    for shard in &mut lines {
        assert_eq!(
            shard.next(),
            None,
            "a shard has lines after another ran out"
        );
    }
    out
}

fn shards_equal_whole(args: &[&str], input: &str) {
    let whole = run(args, input);
    let total = input.lines().count();
    for n in [1, 2, 3, 5, total, total + 4] {
        let runs: Vec<_> = (1..=n)
            .map(|k| {
                let shard = format!("{k}/{n}");
                let mut with = args.to_vec();
                with.extend(["--shard", &shard]);
                run(&with, input)
            })
            .collect();
        let outputs: Vec<String> = runs.iter().map(|r| r.out.clone()).collect();
        assert_eq!(interleaved(&outputs), whole.out, "{args:?} in {n} shards");
        // The line that is not a puzzle fails its shard alone, as it fails the whole run.
        let worst = runs.iter().map(|r| r.code).max().unwrap();
        assert_eq!(worst, whole.code, "{args:?} in {n} shards");
    }
}

#[test]
fn every_line_command_in_shards_gives_the_whole_output() {
    let input = input();
    for args in [
        &["rate"][..],
        &["rate", "--format", "%l %n %g %r/%p/%d %h"],
        &["solve"],
        &["count", "--limit", "3"],
        &["max-score"],
        &["canon"],
        &["candidates"],
        &["steps"],
    ] {
        shards_equal_whole(args, &input);
    }
}

#[test]
fn a_shard_holds_lines_k_k_plus_n_and_so_on_by_their_global_numbers() {
    let input = input();
    let total = input.lines().count() as u64;
    for (k, n) in [(1u64, 4u64), (2, 4), (4, 4), (3, 7)] {
        let r = run(
            &["rate", "--format", "%l", "--shard", &format!("{k}/{n}")],
            &input,
        );
        let numbers: Vec<u64> = r.out.lines().map(|l| l.parse().unwrap()).collect();
        let want: Vec<u64> = (k..=total).step_by(n as usize).collect();
        assert_eq!(numbers, want, "shard {k}/{n}");
    }
    // The line that is not a puzzle is line 12: named so in its shard's note.
    let r = run(&["solve", "--shard", "2/5"], &input);
    assert_eq!(r.code, Some(1));
    assert!(
        r.err.contains("line 12: expected 81 cells, found 5"),
        "{}",
        r.err
    );
    assert!(!r.err.contains("line 2:"), "{}", r.err);
}

#[test]
fn shards_number_lines_over_several_inputs_and_after_skip_and_header() {
    let dir = std::env::temp_dir().join(format!("dlx-shard-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = input();
    let (a, b) = (dir.join("a.txt"), dir.join("b.txt"));
    std::fs::write(&a, &input).unwrap();
    std::fs::write(&b, &input).unwrap();
    let files = [a.to_str().unwrap(), b.to_str().unwrap()];
    for extra in [&[][..], &["--skip", "9"], &["--header"]] {
        let mut args = vec!["rate", "--format", "%l %n %r"];
        args.extend(extra);
        let whole = binary().args(&args).args(files).output().unwrap();
        let shards: Vec<String> = (1..=3)
            .map(|k| {
                let shard = format!("{k}/3");
                let out = binary()
                    .args(&args)
                    .args(["--shard", &shard])
                    .args(files)
                    .output()
                    .unwrap();
                String::from_utf8(out.stdout).unwrap()
            })
            .collect();
        let mut merged: Vec<&str> = shards.iter().flat_map(|s| s.lines()).collect();
        merged.sort_by_key(|l| l.split(' ').next().unwrap().parse::<u64>().unwrap());
        let whole = String::from_utf8(whole.stdout).unwrap();
        assert_eq!(merged, whole.lines().collect::<Vec<_>>(), "{extra:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_shards_are_errors_that_say_what_is_taken() {
    for value in ["0/3", "4/3", "3", "1/0", "0/0", "a/b", "-1/3", "1/3/5", ""] {
        let r = run(&["rate", "--shard", value], "");
        assert_eq!(r.code, Some(2), "{value:?}");
        assert!(
            r.err.contains("--shard takes K/N with 1 <= K <= N"),
            "{value:?}: {}",
            r.err
        );
    }
    let r = run(&["dedup", "--shard", "1/2"], "");
    assert_eq!(r.code, Some(2));
    assert!(r.err.contains("--shard is not for dedup"), "{}", r.err);
}
