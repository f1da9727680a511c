//! The command line on catalogues as they are found: CSV and TSV rows,
//! names and comments after the cells (in any encoding), header lines.
//! Expected ratings are Sudoku Explainer's own (tests/data/se121, `se-rate`
//! output), and the line shapes are made here by hand.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::run;
use common::data_lines;

/// SE's lines of a data set: (`PUZZLE` with `0` blanks, `ER/EP/ED`).
fn se_lines(name: &str) -> Vec<(String, String)> {
    data_lines(&format!("se121/{name}.se121.txt"))
        .iter()
        .map(|l| {
            let (puzzle, rating) = l.split_once(' ').unwrap();
            (puzzle.to_string(), rating.to_string())
        })
        .collect()
}

/// The lines' bytes, each ended by `\n`.
fn joined(lines: &[Vec<u8>]) -> Vec<u8> {
    lines
        .iter()
        .flat_map(|l| l.iter().copied().chain([b'\n']))
        .collect()
}

#[test]
fn a_kaggle_csv_with_its_header_rates_as_it_is() {
    // Kaggle's sudoku.csv: `quizzes,solutions`, then `PUZZLE,SOLUTION` rows.
    let puzzles = data_lines("kaggle_sample.txt");
    let solutions = data_lines("kaggle_sample.solutions.txt");
    let se = se_lines("kaggle_sample");
    let n = 300;
    let mut csv = vec![b"quizzes,solutions".to_vec()];
    for (p, s) in puzzles.iter().zip(&solutions).take(n) {
        csv.push(format!("{p},{s}").into_bytes());
    }
    let csv = joined(&csv);
    let expected: String = se[..n].iter().map(|(p, r)| format!("{p} {r}\n")).collect();

    let rated = run(
        &["rate", "--field", "1", "--header", "--format", "se121"],
        &csv,
    );
    assert!(rated.ok, "{}", rated.err);
    assert_eq!(rated.out, expected);
    // The solution column comes through as the rest of the line.
    let rest = run(
        &["rate", "--field", "1", "--header", "--format", "%t"],
        &csv,
    );
    let want: String = solutions[..n].iter().map(|s| format!("{s}\n")).collect();
    assert_eq!(rest.out, want);

    // Without --field the rows read the same (`,` ends the cells); the
    // header is an error line that says what it may be.
    let plain = run(&["rate", "--format", "se121"], &csv);
    assert_eq!(plain.code, Some(1));
    assert_eq!(plain.out.lines().next(), Some("error error/error/error"));
    assert_eq!(plain.out.split_once('\n').unwrap().1, expected);
    assert!(
        plain
            .err
            .contains("line 1: unexpected character 'q' at column 1")
            && plain.err.contains("--header skips the first line"),
        "{}",
        plain.err
    );
    let field = run(&["rate", "--field", "1", "--format", "se121"], &csv);
    assert_eq!(field.code, Some(1));
    assert!(
        field
            .err
            .contains("line 1: field 1: unexpected character 'q'"),
        "{}",
        field.err
    );

    // The solution column is a puzzle too: a full grid.
    let second = run(
        &["count", "--field", "2", "--header", "--delimiter", ","],
        &csv,
    );
    assert!(second.ok, "{}", second.err);
    assert_eq!(second.out, "1\n".repeat(n));
}

#[test]
fn names_comments_and_other_encodings_after_the_cells() {
    let se = se_lines("top1465");
    let shapes: [(&[u8], &[u8]); 9] = [
        (b"", b""),
        (b";Golden Nugget", b"Golden Nugget"),
        (b"|name|42", b"name|42"),
        (b"\t11.2/11.2/11.2", b"11.2/11.2/11.2"),
        (b"  # from the forum ", b"# from the forum"),
        (b" ED=2.0/1.2/1.2", b"ED=2.0/1.2/1.2"),
        (b",solution", b"solution"),
        // Latin-1 and Windows-1252 bytes: not UTF-8, kept as they are.
        (b" # caf\xe9 \x93quoted\x94", b"# caf\xe9 \x93quoted\x94"),
        (b"\r", b""),
    ];
    let mut input = Vec::new();
    let mut rated = String::new();
    let mut rests = Vec::new();
    for (i, (tail, rest)) in shapes.iter().enumerate() {
        let (puzzle, rating) = &se[i * 7];
        let mut line = puzzle.replace('0', ".").into_bytes();
        line.extend_from_slice(tail);
        input.push(line);
        rated.push_str(&format!("{puzzle} {rating}\n"));
        rests.extend_from_slice(rest);
        rests.push(b'\n');
    }
    let input = joined(&input);
    let run_se = run(&["rate", "--format", "se121", "--jobs", "2"], &input);
    assert!(run_se.ok, "{}", run_se.err);
    assert_eq!(run_se.out, rated);
    let run_rest = run(&["rate", "--format", "%t"], &input);
    assert!(run_rest.ok, "{}", run_rest.err);
    assert_eq!(run_rest.bytes, rests, "%t echoes the bytes");

    // --strict still refuses any text, `,` and `;` included.
    let strict = run(&["count", "--strict"], &input);
    let errors = strict
        .out
        .lines()
        .filter(|l| l.starts_with("error: "))
        .count();
    assert_eq!(errors, 7, "{}", strict.out);

    // Among the cells a byte that is not UTF-8 is an error, named by its column.
    let mut bad = se[0].0.clone().into_bytes();
    bad[10] = 0xe9;
    bad.push(b'\n');
    let refused = run(&["solve"], &bad);
    assert_eq!(refused.code, Some(1));
    assert!(
        refused
            .out
            .starts_with("error: unexpected byte 0xE9 at column 11 (not UTF-8)"),
        "{}",
        refused.out
    );
    // A short puzzle before a `,` is still an error, never another puzzle.
    let short = format!("{},5\n", &se[0].0[..80]);
    let refused = run(&["solve"], short);
    assert!(
        refused
            .out
            .starts_with("error: expected 81 cells, found 80 before the first ','"),
        "{}",
        refused.out
    );
}

#[test]
fn a_field_of_a_tsv_or_quoted_csv() {
    let se = se_lines("top1465");
    let mut tsv = vec![b"id\tname\tpuzzle\tsource".to_vec()];
    let mut csv = vec![b"id,name,puzzle".to_vec()];
    let mut expected = String::new();
    let mut rests = String::new();
    for (i, (puzzle, rating)) in se.iter().take(20).enumerate() {
        let dotted = puzzle.replace('0', ".");
        tsv.push(format!("{i}\tnumber {i}\t{dotted}\ttop1465").into_bytes());
        csv.push(format!("{i},\"number, {i}\",\"{dotted}\"").into_bytes());
        expected.push_str(&format!("{puzzle} {rating}\n"));
        rests.push_str(&format!("{i}\tnumber {i}\ttop1465\n"));
    }
    let tsv = joined(&tsv);
    for delimiter in ["tab", "\\t", "\t"] {
        let rated = run(
            &[
                "rate",
                "--field",
                "3",
                "--delimiter",
                delimiter,
                "--header",
                "--format",
                "se121",
            ],
            &tsv,
        );
        assert!(rated.ok, "{delimiter:?}: {}", rated.err);
        assert_eq!(rated.out, expected, "{delimiter:?}");
    }
    let rest = run(
        &[
            "rate",
            "--field",
            "3",
            "--delimiter",
            "tab",
            "--header",
            "--format",
            "%t",
        ],
        &tsv,
    );
    assert_eq!(rest.out, rests);
    let csv = run(
        &["rate", "--field", "3", "--header", "--format", "se121"],
        joined(&csv),
    );
    assert!(csv.ok, "{}", csv.err);
    assert_eq!(csv.out, expected);

    // A row without the field is an error line; the run goes on.
    let short = run(&["solve", "--field", "4"], "1,2,3\n");
    assert_eq!(short.code, Some(1));
    assert_eq!(
        short.out,
        "error: no field 4: the line has 3 fields (delimiter ',')\n"
    );

    // Bad values are refused before anything is read.
    for args in [
        &["rate", "--field", "0"][..],
        &["rate", "--field", "x"],
        &["rate", "--field", "1", "--delimiter", "ab"],
        &["rate", "--field", "1", "--delimiter", "0"],
        &["rate", "--field", "1", "--delimiter", "."],
        &["rate", "--delimiter", "\""],
    ] {
        let refused = run(args, "");
        assert_eq!(refused.code, Some(2), "{args:?}: {}", refused.err);
    }
}

#[test]
fn clashing_givens_no_solution_and_a_solved_grid_in_rate_and_steps() {
    // Hand-made: two 1s in row 1.
    let clash = format!("11{}", ".".repeat(79));
    let reason = "givens clash: row 1 column 1 and row 1 column 2 both hold 1";
    // maxscore_cases.txt line 33: no solution, no clash (tests/data/README.md).
    let unsolvable = data_lines("maxscore_cases.txt")[32][..81].to_string();
    let solved = data_lines("17clue.solutions.txt")[0].clone();
    let input = format!("{clash}\n{unsolvable}\n{solved}\n");

    let rated = run(&["rate"], &input);
    assert_eq!(rated.code, Some(1), "{}", rated.err);
    assert_eq!(rated.out, format!("error: {reason}\nnone\nsolved\n"));
    assert_eq!(
        rated.err,
        format!("dlx-sudoku: line 1: {reason}\ndlx-sudoku: 1 of 3 lines had errors\n")
    );
    // As solve and count answer the same lines.
    let solve = run(&["solve"], &input);
    assert_eq!(solve.code, Some(1));
    assert_eq!(solve.err, rated.err);
    assert_eq!(
        solve.out.lines().take(2).collect::<Vec<_>>(),
        [format!("error: {reason}"), "none".to_string()]
    );
    assert_eq!(
        run(&["count"], &input).out,
        format!("error: {reason}\n0\n1\n")
    );

    let fields = run(&["rate", "--format", "%r/%p/%d %h"], &input);
    assert_eq!(fields.code, Some(1));
    assert_eq!(
        fields.out,
        "error/error/error error\nnone/none/none none\nsolved/solved/solved solved\n"
    );
    let steps = run(&["steps"], &input);
    assert_eq!(steps.code, Some(1));
    assert_eq!(
        steps.out,
        format!(
            "{{\"result\":\"error\",\"error\":\"{reason}\"}}\n\
             {{\"puzzle\":\"{}\",\"result\":\"none\",\"steps\":[]}}\n\
             {{\"puzzle\":\"{solved}\",\"result\":\"solved\",\"steps\":[]}}\n",
            unsolvable.replace('0', ".")
        )
    );
    // A puzzle without a solution alone is no error, as in solve.
    let none = run(&["rate"], format!("{unsolvable}\n"));
    assert!(none.ok && none.err.is_empty(), "{}", none.err);
}

#[test]
fn a_closed_output_ends_the_run_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let file = common::data_dir().join("17clue.txt");
    for args in [
        &["rate", "--jobs", "2"][..],
        &["rate", "--format", "%r"],
        &["solve", "--jobs", "1"],
    ] {
        let mut child = common::cli::binary()
            .args(args)
            .arg(&file)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // As `| head -1`: one line read, then the pipe closed.
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.is_empty());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
    // A closed stderr (`2>&1 >/dev/null | head -1`) loses the notes, not the
    // run: every line is still answered, and no panic (exit status 101).
    let bad: String = "x\n".repeat(50_000);
    let mut child = common::cli::binary()
        .args(["solve", "--jobs", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        stdin.write_all(bad.as_bytes())
    });
    let mut first = String::new();
    BufReader::new(child.stderr.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("dlx-sudoku: line 1: "), "{first}");
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert_eq!(out.status.code(), Some(1), "the lines were errors");
    assert_eq!(out.stdout.iter().filter(|&&b| b == b'\n').count(), 50_000);
}

/// A file of tests/fixtures/se121 (serate's own output and its inputs).
fn se_fixture(name: &str) -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/se121")
        .join(name)
}

#[test]
fn format_serate_is_what_serate_prints_byte_for_byte() {
    let named = se_fixture("serate_named.txt");
    let expected = std::fs::read(se_fixture("serate_named.out")).unwrap();
    let rated = run(
        &["rate", "--format", "serate", named.to_str().unwrap()],
        b"",
    );
    assert!(rated.ok, "{}", rated.err);
    assert!(
        rated.bytes == expected,
        "rate --format serate differs from serate's output:\n{}",
        rated.out
    );

    // serate's %n and %g: the puzzles counted, the line as read. serate skips
    // the lines that are not puzzles; here they are answered with their word.
    let fields = se_fixture("serate_fields.txt");
    let expected = std::fs::read_to_string(se_fixture("serate_fields.out")).unwrap();
    let rated = run(
        &[
            "rate",
            "--jobs",
            "2",
            "--format",
            "%n|%g|%r/%p/%d|%%",
            fields.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(rated.code, Some(1), "a 40-cell line: {}", rated.err);
    let lines: Vec<&str> = rated.out.lines().collect();
    assert_eq!(lines.len(), 24, "one answer a line");
    let (puzzles, others): (Vec<&str>, Vec<&str>) =
        lines.iter().partition(|l| l.as_bytes()[0].is_ascii_digit());
    assert_eq!(
        others,
        [
            "empty|empty|empty/empty/empty|%",
            "comment|comment|comment/comment/comment|%",
            "error|error|error/error/error|%",
            "empty|empty|empty/empty/empty|%"
        ]
    );
    let puzzles: String = puzzles.iter().map(|l| format!("{l}\n")).collect();
    assert_eq!(puzzles, expected);

    // %l counts lines; --skip keeps both numberings of the whole run.
    let whole = run(
        &["rate", "--format", "%n %l", fields.to_str().unwrap()],
        b"",
    );
    let skipped = run(
        &[
            "rate",
            "--format",
            "%n %l",
            "--skip",
            "10",
            fields.to_str().unwrap(),
        ],
        b"",
    );
    let tail: Vec<&str> = whole.out.lines().skip(10).collect();
    assert_eq!(skipped.out.lines().collect::<Vec<_>>(), tail);
    assert_eq!(whole.out.lines().nth(4), Some("4 5"));

    // %e as serate writes it under a minute: seconds and two decimals.
    let timed = run(&["rate", "--format", "%e", named.to_str().unwrap()], b"");
    for line in timed.out.lines() {
        let (seconds, unit) = line.split_at(line.len() - 1);
        assert_eq!(unit, "s", "{line}");
        let (whole, decimals) = seconds.split_once('.').unwrap();
        assert!(
            whole.parse::<u32>().is_ok() && decimals.len() == 2,
            "{line}"
        );
    }
}

#[test]
fn filters_by_er_and_by_the_techniques_of_the_path() {
    // SE's ratings of top1465 (se-rate): the ER range.
    let se = se_lines("top1465");
    let input: String = se[..300]
        .iter()
        .map(|(p, _)| p.replace('0', ".") + "\n")
        .collect();
    let er = |r: &str| r.split('/').next().unwrap().parse::<f64>().unwrap();
    let rated = run(
        &[
            "rate", "--min-er", "7.1", "--max-er", "8.3", "--format", "se121",
        ],
        &input,
    );
    assert!(rated.ok, "{}", rated.err);
    let expected: String = se[..300]
        .iter()
        .filter(|(_, r)| (7.1..=8.3).contains(&er(r)))
        .map(|(p, r)| format!("{p} {r}\n"))
        .collect();
    assert!(expected.lines().count() > 20);
    assert_eq!(rated.out, expected);

    // SE's paths (se-steps, tests/fixtures/se121/top1465.steps.gz): the
    // techniques used anywhere on the path, not only the hardest.
    let paths = common::se_steps::se_paths("top1465.steps.gz");
    let input: String = paths.iter().map(|p| p.puzzle.clone() + "\n").collect();
    for (names, se_names) in [
        ("x-wing", &["X-Wing"][..]),
        (
            "xy-wing,unique-rectangle-type-1",
            &["XY-Wing", "Unique Rectangle type 1"],
        ),
        ("naked-pair", &["Naked Pair"]),
    ] {
        let expected: String = paths
            .iter()
            .filter(|p| {
                p.steps
                    .iter()
                    .any(|(_, n, _)| se_names.contains(&n.as_str()))
            })
            .map(|p| format!("{} {}\n", p.puzzle, p.ratings))
            .collect();
        let rated = run(&["rate", "--technique", names, "--format", "se121"], &input);
        assert!(rated.ok, "{}", rated.err);
        assert!(expected.lines().count() >= 5, "{names}");
        assert_eq!(rated.out, expected, "{names}");
    }

    // Lines without a rating are not written, and still named on stderr.
    let mixed = format!("{}\nx\n\n{}\n", ".".repeat(81), se[0].0);
    let filtered = run(&["rate", "--min-er", "1.0"], &mixed);
    assert_eq!(filtered.code, Some(1));
    assert_eq!(filtered.out.lines().count(), 1, "{}", filtered.out);
    assert!(filtered.err.contains("line 2: unexpected character 'x'"));
    for args in [
        &["rate", "--min-er", "x"][..],
        &["rate", "--max-er", "21"],
        &["rate", "--min-er", "9", "--max-er", "8"],
        &["rate", "--technique", "x-wings"],
    ] {
        let refused = run(args, "");
        assert_eq!(refused.code, Some(2), "{args:?}");
    }
}

#[test]
fn stats_counts_by_er_band_and_hardest_technique() {
    // SE's ratings and paths of the top1465 puzzles it rates at most 6.2
    // (tests/fixtures/se121/top1465.steps.gz); the hardest technique is the
    // first step rated ER.
    let paths = common::se_steps::se_paths("top1465.steps.gz");
    let mut input: String = paths.iter().map(|p| p.puzzle.clone() + "\n").collect();
    // And one of each other kind of line.
    let solved = data_lines("17clue.solutions.txt")[0].clone();
    let unsolvable = data_lines("maxscore_cases.txt")[32][..81].to_string();
    input.push_str(&format!(
        "{solved}\n{unsolvable}\n{}\n11{}\n\n# note\nx\n",
        ".".repeat(81),
        ".".repeat(79)
    ));
    let mut bands = std::collections::BTreeMap::new();
    let mut hardest = std::collections::BTreeMap::new();
    for path in &paths {
        let er: f64 = path.ratings.split('/').next().unwrap().parse().unwrap();
        *bands.entry(er as u32).or_insert(0) += 1;
        let top = path
            .steps
            .iter()
            .find(|(r, _, _)| r.parse::<f64>().unwrap() == er)
            .unwrap();
        *hardest.entry(top.1.clone()).or_insert(0) += 1;
    }
    let json = run(&["stats", "--json", "--jobs", "2"], &input);
    assert_eq!(json.code, Some(1), "the clash and the letter: {}", json.err);
    let n = paths.len();
    let head = format!(
        "{{\"lines\":{},\"puzzles\":{},\"rated\":{n},\"none\":1,\"multiple\":1,\"solved\":1,\
         \"timeout\":0,\"clash\":1,\"error\":1,\"empty\":1,\"comment\":1,\"er\":{{{}}}",
        n + 7,
        n + 4,
        bands
            .iter()
            .map(|(b, c)| format!("\"{b}.x\":{c}"))
            .collect::<Vec<_>>()
            .join(",")
    );
    assert!(json.out.starts_with(&head), "{}\n{head}", json.out);
    // SE's names to ours: one word, lower case, hyphens.
    for (se_name, count) in &hardest {
        let ours = se_name.to_lowercase().replace(' ', "-");
        assert!(
            json.out.contains(&format!("\"{ours}\":{count}")),
            "{ours} {count}: {}",
            json.out
        );
    }
    assert!(json.out.contains("\"seconds\":{\"total\":"), "{}", json.out);

    let table = run(&["stats"], &input);
    assert!(
        table
            .out
            .starts_with(&format!("lines        {:>9}\n", n + 7)),
        "{}",
        table.out
    );
    assert!(table.out.contains(&format!(
        "puzzles      {:>9}  (rated {n}, none 1, multiple 1, solved 1, timeout 0, clash 1)",
        n + 4
    )));
    assert!(table
        .out
        .contains("not puzzles          3  (error 1, empty 1, comment 1)"));
    assert!(table.out.contains("median"), "{}", table.out);
}

#[test]
fn a_budget_gives_timeout_and_the_run_goes_on() {
    // The forum's hardest, line 43: seconds of nesting level 4 (11.7/11.7/10.7).
    let hard = data_lines("forum_hardest_1106.txt")[42][..81].to_string();
    let se = se_lines("top1465");
    let easy = se[3].0.replace('0', ".");
    let input = format!("{hard}\n{easy}\n");
    let rated = common::cli::run_limited(
        &[
            "rate",
            "--budget",
            "0.05",
            "--format",
            "%r/%p/%d %h|%z %r/%p/%d",
        ],
        &input,
        120,
    );
    assert!(rated.ok, "a timeout is no error: {}", rated.err);
    let lines: Vec<&str> = rated.out.lines().collect();
    assert_eq!(
        lines[0],
        format!(
            "timeout/timeout/timeout timeout|{} timeout/timeout/timeout",
            hard.replace('.', "0")
        )
    );
    assert_eq!(
        lines[1].split('|').nth(1),
        Some(format!("{} {}", se[3].0, se[3].1).as_str())
    );
    assert_eq!(
        rated.err,
        "dlx-sudoku: line 1: timeout: the rating took more than --budget 0.05 s\n"
    );
    let stats = common::cli::run_limited(&["stats", "--budget", "0.05", "--json"], &input, 120);
    assert!(
        stats
            .out
            .contains("\"rated\":1,\"none\":0,\"multiple\":0,\"solved\":0,\"timeout\":1"),
        "{}",
        stats.out
    );
    for bad in ["0", "-1", "x", "1e9", "NaN"] {
        let refused = run(&["rate", "--budget", bad], "");
        assert_eq!(refused.code, Some(2), "{bad}");
    }
}
