//! The `dlx-sudoku` binary in the judges' formats and the line formats.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::Write;
use std::process::Stdio;

use common::cli::{binary, run, Run};
use common::isomorph::{random_isomorph, Rng};
use common::{cells, check_solution, data_lines, target_score};

/// Nine lines of nine space-separated digits into 81 cells.
fn spaced_grid(text: &str) -> Vec<u8> {
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 9, "nine lines: {text:?}");
    lines
        .iter()
        .flat_map(|line| {
            let numbers: Vec<u8> = line.split(' ').map(|t| t.parse().unwrap()).collect();
            assert_eq!(numbers.len(), 9, "nine numbers a line: {line:?}");
            numbers
        })
        .collect()
}

const P1784_SAMPLE: &str = "\
8 0 0 0 0 0 0 0 0
0 0 3 6 0 0 0 0 0
0 7 0 0 9 0 2 0 0
0 5 0 0 0 7 0 0 0
0 0 0 0 4 5 7 0 0
0 0 0 1 0 0 0 3 0
0 0 1 0 0 0 0 6 8
0 0 8 5 0 0 0 1 0
0 9 0 0 0 0 4 0 0
";

#[test]
fn p1784_prints_the_solved_grid_spaced() {
    let Run { ok, out, .. } = run(&["p1784"], P1784_SAMPLE);
    assert!(ok);
    let solution = spaced_grid(&out);
    let puzzle = cells(&P1784_SAMPLE.split_whitespace().collect::<String>());
    check_solution(&puzzle, &solution).unwrap();
}

/// The two NOIP 2009 statement samples, as the judges' 9-line input.
fn judge_input(line: &str) -> String {
    line.as_bytes()[..81]
        .chunks(9)
        .map(|row| {
            let numbers: Vec<String> = row.iter().map(|b| (*b as char).to_string()).collect();
            numbers.join(" ") + "\n"
        })
        .collect()
}

#[test]
fn p1074_answers_the_statement_samples() {
    let lines = data_lines("maxscore_cases.txt");
    assert_eq!(run(&["p1074"], judge_input(&lines[0])).out, "2829\n");
    assert_eq!(run(&["p1074"], judge_input(&lines[1])).out, "2852\n");
    // Unsolvable (line 33) and clashing givens (line 37) are both -1 for the judge.
    assert_eq!(run(&["p1074"], judge_input(&lines[32])).out, "-1\n");
    assert_eq!(run(&["p1074"], judge_input(&lines[36])).out, "-1\n");
}

#[test]
fn poj2676_solves_each_case_as_digit_lines() {
    let input = "2\n103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n\
                 000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n";
    let Run { ok, out, .. } = run(&["poj2676"], input);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 18);
    let puzzles: Vec<&str> = input.lines().skip(1).collect();
    for case in 0..2 {
        let puzzle = cells(&puzzles[case * 9..case * 9 + 9].concat());
        let solved = cells(&lines[case * 9..case * 9 + 9].concat());
        assert!(lines[case * 9..case * 9 + 9].iter().all(|l| l.len() == 9));
        check_solution(&puzzle, &solved).unwrap();
    }
}

#[test]
fn line_commands_answer_each_line() {
    let lines = data_lines("maxscore_cases.txt");
    let input: String = lines[..3].iter().map(|l| format!("{l}\n")).collect();
    let Run { ok, out, .. } = run(&["max-score"], &input);
    assert!(ok);
    let expected: Vec<&str> = lines[..3].iter().map(|l| &l[82..]).collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    // `score`, the deprecated old name, still answers the same.
    assert_eq!(run(&["score"], &input).out, out);

    let Run { ok, out, .. } = run(&["count"], &input);
    assert!(ok);
    // Lines 1-3 have 3, 85 and 1 solutions (the data README's brute-force counts).
    assert_eq!(out, "2\n2\n1\n");
    let Run { out, .. } = run(&["count", "--limit", "100"], &input);
    assert_eq!(out, "3\n85\n1\n");

    let puzzle = &data_lines("17clue.txt")[0];
    let unsolvable = &lines[32][..81];
    let Run { ok, out, .. } = run(&["solve"], format!("{puzzle}\n{unsolvable}\n"));
    assert!(ok);
    let out: Vec<&str> = out.lines().collect();
    check_solution(&cells(puzzle), &cells(out[0])).unwrap();
    assert_eq!(out[1], "none");
    assert!(target_score(&cells(out[0])) > 0);
}

#[test]
fn malformed_lines_are_answered_and_named_on_stderr() {
    let Run { ok, out, err, .. } = run(
        &["solve"],
        format!("{}\n{}x\n", ".".repeat(81), ".".repeat(40)),
    );
    assert!(!ok);
    let out: Vec<&str> = out.lines().collect();
    assert_eq!(out.len(), 2, "both lines answered");
    assert!(
        out[1].starts_with("error: unexpected character 'x' at column 41"),
        "{out:?}"
    );
    // The line, then the tally.
    assert_eq!(err.lines().count(), 2, "{err}");
    assert!(err.contains("line 2") && err.contains("'x'"), "{err}");

    let Run { ok, err, .. } = run(&["score"], format!("{}\n", "1".repeat(40)));
    assert!(!ok);
    assert!(err.contains("expected 81 cells, found 40"), "{err}");

    let Run { ok, err, .. } = run(&["p1784"], "1 2 3\n");
    assert!(!ok);
    assert!(err.contains("found 3"), "{err}");

    let Run { ok, err, .. } = run(&["poj2676"], "x\n");
    assert!(!ok);
    assert!(err.contains("number of test cases"), "{err}");

    let Run { ok, err, .. } = run(&["count", "--limit", "many"], "");
    assert!(!ok);
    assert!(err.contains("--limit"), "{err}");

    let Run { ok, .. } = run(&["frobnicate"], "");
    assert!(!ok);
}

/// The digits that no peer of `cell` holds, by coordinates.
fn allowed(grid: &[u8; 81], cell: usize) -> String {
    let sees = |a: usize, b: usize| {
        a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
    };
    (1..=9u8)
        .filter(|&d| !(0..81).any(|o| sees(cell, o) && grid[o] == d))
        .map(|d| char::from(b'0' + d))
        .collect()
}

#[test]
fn candidates_rate_and_steps_on_lines() {
    let puzzle = &data_lines("top1465.txt")[0];
    let solution = cells(&data_lines("top1465.solutions.txt")[0]);
    let givens = cells(puzzle);

    let Run { ok, out, err, .. } = run(&["candidates"], format!("{puzzle}\n"));
    assert!(ok, "{err}");
    let fields: Vec<&str> = out.trim_end().split(',').collect();
    assert_eq!(fields.len(), 81);
    for (cell, field) in fields.iter().enumerate() {
        match givens[cell] {
            0 => assert_eq!(*field, allowed(&givens, cell), "cell {cell}"),
            d => assert_eq!(*field, d.to_string()),
        }
    }

    // The whole catalogue (search step included) leaves only the solution.
    let Run { ok, out, err, .. } = run(
        &[
            "candidates",
            "--techniques",
            "hidden-single,naked-single,search",
        ],
        format!("{puzzle}\n"),
    );
    assert!(ok, "{err}");
    let digits: String = solution.iter().map(|d| char::from(b'0' + d)).collect();
    assert_eq!(out.trim_end().replace(',', ""), digits);

    let Run { ok, err, .. } = run(&["candidates", "--techniques", "x-wing,hiden-single"], "");
    assert!(!ok);
    assert!(err.contains("unknown technique 'hiden-single'"), "{err}");

    // rate: one line each, `none` and `multiple` for the others.
    let unsolvable = &data_lines("maxscore_cases.txt")[32][..81];
    // A 17-clue puzzle less one given has several solutions.
    let clue17 = &data_lines("17clue.txt")[0];
    let first = clue17.find(|ch: char| ch != '.').unwrap();
    let sixteen = format!("{}.{}", &clue17[..first], &clue17[first + 1..]);
    // top1465 line 4: Sudoku Explainer rates it 3.4/1.2/1.2 (se-rate, in
    // tests/data/se121/top1465.se121.txt), its hardest step a hidden pair.
    let pair = &data_lines("top1465.txt")[3];
    let Run { ok, out, err, .. } = run(
        &["rate"],
        format!("{puzzle}\n{unsolvable}\n{sixteen}\n{pair}\n"),
    );
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let words: Vec<&str> = lines[0].split(' ').collect();
    assert_eq!(words.len(), 5, "{}", lines[0]);
    assert!(["easy", "medium", "hard", "expert", "extreme"].contains(&words[0]));
    for rating in &words[1..4] {
        assert!(rating.contains('.'), "{rating}");
    }
    assert_eq!(
        &lines[1..],
        ["none", "multiple", "hard 3.4 1.2 1.2 hidden-pair"]
    );

    // steps: one JSON object a line; its placements fill the grid with the solution.
    let Run { ok, out, err, .. } = run(&["steps"], format!("{puzzle}\n{sixteen}\n"));
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let dotted: String = puzzle
        .chars()
        .map(|c| if c == '0' { '.' } else { c })
        .collect();
    let head = format!(r#"{{"puzzle":"{dotted}","result":"solved","er":"#);
    assert!(lines[0].starts_with(&head), "{}", &lines[0][..200]);
    assert!(lines[0].contains(r#","steps":[{"technique":""#));
    let sixteen_dotted: String = sixteen
        .chars()
        .map(|c| if c == '0' { '.' } else { c })
        .collect();
    assert_eq!(
        lines[1],
        format!(r#"{{"puzzle":"{sixteen_dotted}","result":"multiple","steps":[]}}"#)
    );
    let mut filled = givens;
    for part in lines[0].split(r#""place":[["#).skip(1) {
        let pair: Vec<u8> = part
            .split("]]")
            .next()
            .unwrap()
            .split(',')
            .map(|n| n.parse().unwrap())
            .collect();
        filled[usize::from(pair[0])] = pair[1];
    }
    assert_eq!(filled, solution);
}

/// `generate`: puzzles one a line, reproducible from the seed, which comes
/// from the clock (and is printed) when none is given.
#[test]
fn generate_prints_puzzles_reproducibly() {
    let Run { ok, out, err, .. } = run(&["generate", "--seed", "42", "--count", "3"], "");
    assert!(ok, "{err}");
    assert_eq!(err, "");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    // The pinned puzzle of tests/generator.rs (seed 42, any difficulty).
    assert_eq!(
        lines[0],
        ".7..8.2..6.....948..13.......2.4....9....68........7....9..3..1...9.....5.4..8.2."
    );
    for line in &lines {
        assert_eq!(line.len(), 81);
        assert!(line.chars().all(|c| c == '.' || ('1'..='9').contains(&c)));
        // One solution, by the binary's own count.
        let Run { ok, out: count, .. } = run(&["count"], line);
        assert!(ok);
        assert_eq!(count, "1\n");
    }
    // Puzzle k is the one of seed S + k.
    let Run { out: second, .. } = run(&["generate", "--seed", "43"], "");
    assert_eq!(second.trim_end(), lines[1]);
    // Without a seed: `seed: S` on stderr, and S gives the same puzzle again.
    let Run { ok, out, err, .. } = run(&["generate", "--difficulty", "medium"], "");
    assert!(ok, "{err}");
    let seed = err
        .strip_prefix("seed: ")
        .and_then(|s| s.trim_end().parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no seed line in {err:?}"));
    let seed = seed.to_string();
    let Run { out: again, .. } = run(&["generate", "--difficulty", "medium", "--seed", &seed], "");
    assert_eq!(out, again);
    let Run { out: rated, .. } = run(&["rate"], &out);
    assert!(rated.starts_with("medium "), "{rated}");
    // Options: difficulty, symmetry, clue limit.
    let Run { ok, out, err, .. } = run(
        &[
            "generate",
            "--difficulty",
            "hard",
            "--symmetry",
            "rotational",
            "--max-clues",
            "30",
            "--seed",
            "9",
        ],
        "",
    );
    assert!(ok, "{err}");
    let line = out.trim_end();
    let cells: Vec<bool> = line.chars().map(|c| c != '.').collect();
    assert!(cells.iter().filter(|&&given| given).count() <= 30);
    assert!((0..81).all(|c| cells[c] == cells[80 - c]), "{line}");
    let Run { out: rated, .. } = run(&["rate"], line);
    assert!(rated.starts_with("hard "), "{rated}");
    // An ER range: the rating of the puzzle lies in it.
    let Run { ok, out, err, .. } = run(&["generate", "--rating", "3.0..3.4", "--seed", "5"], "");
    assert!(ok, "{err}");
    let Run { out: rated, .. } = run(&["rate"], &out);
    let er: f64 = rated.split(' ').nth(1).unwrap().parse().unwrap();
    assert!((3.0..=3.4).contains(&er), "{rated}");
}

#[test]
fn generate_refuses_bad_flags_clearly() {
    for (args, message) in [
        (
            &["generate", "--difficulty", "hardest"][..],
            "--difficulty must be one of easy, medium, hard, expert, extreme, any; found \"hardest\"",
        ),
        (&["generate", "--symmetry", "spiral"], "--symmetry must be one of none, rotational,"),
        (&["generate", "--count", "0"], "--count takes a whole number >= 1, found \"0\""),
        (&["generate", "--count", "-3"], "--count takes a whole number >= 1"),
        (&["generate", "--seed", "-1"], "--seed takes a whole number 0..=18446744073709551615"),
        (&["generate", "--seed", "18446744073709551616"], "--seed takes a whole number"),
        (&["generate", "--seed", "1.5"], "--seed takes a whole number"),
        (&["generate", "--max-clues", "x"], "--max-clues takes a whole number >= 0"),
        (
            &["generate", "--max-clues", "16"],
            "no puzzle with at most 16 clues exists: a Sudoku with one solution has at least 17",
        ),
        (&["generate", "--max-clues", "0", "--seed", "1"], "no puzzle with at most 0 clues exists"),
        (
            &["generate", "--max-clues", "17", "--symmetry", "full", "--attempts", "5", "--seed", "1"],
            "no puzzle found in 5 attempts for difficulty any, symmetry full, at most 17 clues",
        ),
        (&["generate", "--attempts", "100001"], "--attempts takes at most 100000, found 100001"),
        (
            &["generate", "--attempts", "99999999999999"],
            "--attempts takes at most 100000, found 99999999999999",
        ),
        (&["generate", "--level", "easy"], "unknown flag \"--level\" for generate"),
        (&["generate", "--rating", "4.5"], "--rating takes an ER range MIN..MAX"),
        (&["generate", "--rating", "5..4"], "--rating takes an ER range MIN..MAX"),
        (&["generate", "--rating", "x..4"], "--rating takes an ER range MIN..MAX"),
        (&["generate", "--rating", "1..25"], "--rating takes an ER range MIN..MAX"),
        (&["generate", "--rating", "4.01..4.09"], "--rating 4.01..4.09 holds no rating in tenths"),
        (
            &["generate", "--rating", "1..2", "--difficulty", "easy"],
            "give --difficulty or --rating, not both",
        ),
        (&["generate", "--seed"], "--seed needs a value"),
        (&["generate", "--seed", "1", "--seed", "2"], "--seed given twice"),
    ] {
        let Run { ok, out, err, .. } = run(args, "");
        assert!(!ok, "{args:?} succeeded: {out}");
        assert_eq!(out, "", "{args:?}");
        assert!(err.contains(message), "{args:?}: {err}");
    }
}

/// `rate` and `steps` can take seconds a puzzle: each answer is written as
/// soon as it is known, while the input is still open, not at its end.
#[test]
fn rate_and_steps_answer_each_line_before_the_input_ends() {
    use std::io::{BufRead, BufReader};
    use std::sync::mpsc;
    use std::time::Duration;

    // The Kaggle sample's first puzzle: SE rates it 1.2/1.2/1.2.
    let puzzle = data_lines("kaggle_sample.txt")[0].clone();
    for command in ["rate", "steps"] {
        let mut child = binary()
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let mut stdin = child.stdin.take().unwrap();
        writeln!(stdin, "{puzzle}").unwrap();
        stdin.flush().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, receive) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            BufReader::new(stdout).read_line(&mut line).unwrap();
            send.send(line).unwrap();
        });
        // Generous: a guard against waiting forever, not a speed check.
        let line = receive.recv_timeout(Duration::from_secs(60));
        drop(stdin);
        child.wait().unwrap();
        let line = line.unwrap_or_else(|_| panic!("{command}: no line while the input is open"));
        if command == "rate" {
            assert_eq!(line.trim_end(), "easy 1.2 1.2 1.2 hidden-single");
        } else {
            assert!(
                line.starts_with('{') && line.contains("\"solved\""),
                "{line}"
            );
        }
    }
}

/// A line's 81 cells as `canon` writes them: digits, `.` blanks.
fn dotted(cells: &[u8; 81]) -> String {
    cells
        .iter()
        .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
        .collect()
}

#[test]
fn canon_writes_one_form_per_isomorph_class() {
    let mut rng = Rng(43);
    let puzzles: Vec<[u8; 81]> = data_lines("top1465.txt")[..20]
        .iter()
        .map(|l| cells(l))
        .collect();
    let isomorphs: Vec<[u8; 81]> = puzzles
        .iter()
        .map(|p| random_isomorph(p, &mut rng))
        .collect();
    let input = |grids: &[[u8; 81]]| grids.iter().map(|g| dotted(g) + "\n").collect::<String>();
    let Run { ok, out, .. } = run(&["canon"], input(&puzzles));
    assert!(ok);
    assert_eq!(out.lines().count(), 20);
    // An isomorph's form is the same line; and a form is its own form.
    assert_eq!(run(&["canon", "--jobs", "1"], input(&isomorphs)).out, out);
    assert_eq!(run(&["canon"], &out).out, out);
    // Distinct puzzles of the list, distinct classes.
    let mut forms: Vec<&str> = out.lines().collect();
    forms.sort_unstable();
    forms.dedup();
    assert_eq!(forms.len(), 20);

    // A published form: sudoku.coach's minlexer (r/sudoku, "Added Sudoku
    // minlexer to sudoku.coach"), `0` blanks in, `.` blanks out.
    let Run { ok, out, .. } = run(
        &["canon"],
        "001000090030604001809030042095000104740901020128706935900010063312860450576023810\n",
    );
    assert!(ok);
    let published =
        "000001002003042056670300010000208160120690005790514283001020037047135608305987401";
    assert_eq!(out, published.replace('0', ".") + "\n");

    // Lines that are not puzzles: the usual answers, named on stderr.
    let Run { ok, out, err, .. } = run(&["canon"], format!("\n# a list\n{}\n", "1".repeat(80)));
    assert!(!ok);
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        ["empty", "comment", "error: expected 81 cells, found 80"]
    );
    assert!(err.contains("line 3: expected 81 cells"), "{err}");
}

#[test]
fn dedup_keeps_the_first_line_of_each_class() {
    let mut rng = Rng(4343);
    // Originals that are not in minlex form (isomorphs of 17-clue lines, all
    // of different classes), each with a name after it; then 2 to 4 isomorphs
    // of each, shuffled, among lines that are not puzzles.
    let sources = data_lines("17clue.txt");
    let originals: Vec<String> = (0..12)
        .map(|i| {
            let grid = random_isomorph(&cells(&sources[i * 97]), &mut rng);
            format!("{}  # puzzle {i}", dotted(&grid))
        })
        .collect();
    let mut copies = Vec::new();
    let mut sizes = Vec::new();
    for (i, original) in originals.iter().enumerate() {
        let n = 2 + i % 3;
        sizes.push(n + 1);
        for k in 0..n {
            let grid = random_isomorph(&cells(original), &mut rng);
            // `0` blanks in some copies: the same class.
            let text = if k % 2 == 0 {
                dotted(&grid)
            } else {
                dotted(&grid).replace('.', "0")
            };
            copies.push(format!("{text} copy {k} of {i}"));
        }
    }
    rng.shuffle(&mut copies);
    copies.insert(5, String::new());
    copies.insert(9, "# a comment".to_string());
    let input = originals
        .iter()
        .chain(&copies)
        .map(|l| format!("{l}\n"))
        .collect::<String>();

    let Run { ok, out, err, .. } = run(&["dedup"], &input);
    assert!(ok, "{err}");
    assert_eq!(out.lines().collect::<Vec<_>>(), originals);
    // The empty line and the comment are named, as by every line command.
    assert!(
        err.contains("empty line") && err.contains(": comment"),
        "{err}"
    );
    assert_eq!(run(&["dedup", "--jobs", "1"], &input).out, out);

    let Run { ok, out, .. } = run(&["dedup", "--count"], &input);
    assert!(ok);
    let expected: Vec<String> = originals
        .iter()
        .zip(&sizes)
        .map(|(line, n)| format!("{line}\t{n}"))
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);

    // A bad line: named on stderr, dropped, and the exit status says so.
    let Run { code, out, err, .. } = run(
        &["dedup"],
        format!("{}\n12x\n{}\n", originals[0], originals[0]),
    );
    assert_eq!(code, Some(1));
    assert_eq!(out, format!("{}\n", originals[0]));
    assert!(err.contains("line 2: unexpected character 'x'"), "{err}");
}
