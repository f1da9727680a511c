//! The English sentence of an [`Explanation`]: one template a message key,
//! its `{name}` placeholders filled with the arguments in words. This is
//! the one place the engine's English is written (www/i18n/en.js holds the
//! same templates for the page; tests/node/explain.mjs checks they agree).

use super::{long, Arg, Explanation, Statement, SHORT_HEAD, SHORT_TAIL};
use crate::sudoku::logic::step::{cell, unit};
use crate::Text;

/// Each message key's template (`{name}` an argument), in the singular
/// when the key has a plural form. Tables searched in order rather than a
/// `match`: smaller in the wasm module.
const TEMPLATES: [(&str, &str); 43] = [
    ("full-house", "{cell} is the last empty cell of {unit}: it takes the missing {digit}"),
    ("hidden-single", "{cell} is the only place for {digit} in {unit}"),
    ("naked-single", "{cell} can only be {digit}: every other digit is already in its row, column or box, or ruled out"),
    ("direct-locked", "In {source}, {digit} can only go in {places}, all in {target}, so {ruledOut} cannot be {digit}, and in {other} {single} is the only place left for {digit}"),
    ("direct-hidden-set", "In {unit}, {digits} can only go in {cells}, which they fill, so {single} is the only place left for {digit}"),
    ("locked", "In {base}, {digit} can only go in {places}, all in {cover}, so {eliminations}"),
    ("naked-pair", "{cells} hold only {digits} in {unit}, so {eliminations}"),
    ("naked-set", "{cells} hold only {digits} between them in {unit}, so {eliminations}"),
    ("hidden-set", "In {unit}, {digits} can only go in {cells}, so {eliminations}"),
    ("fish-2", "In {bases}, {digit} can only go in {covers} (an {technique}), so {eliminations}"),
    ("fish-3", "In {bases}, {digit} can only go in {covers} (a {technique}), so {eliminations}"),
    ("fish-4", "In {bases}, {digit} can only go in {covers} (a {technique}), so {eliminations}"),
    ("xy-wing", "{technique} with pivot {pivot} and pincers {pincer1} and {pincer2}: whichever digit the pivot is, one of the pincers is {digit}, so {eliminations}"),
    ("xyz-wing", "{technique} with pivot {pivot} and pincers {pincer1} and {pincer2}: whichever digit the pivot is, it or one of the pincers is {digit}, so {eliminations}"),
    ("deadly-rectangle", "{cells} would form a deadly rectangle of {digits} (the puzzle has one solution)"),
    ("deadly-loop", "{cells} would form a deadly loop of {digits} (the puzzle has one solution)"),
    ("unique-loop-1", "{opening} unless {cell} holds another digit, so {eliminations}"),
    ("unique-loop-2", "{opening} unless {cells} is {digit}, so {eliminations}"),
    ("unique-loop-3-naked", "{opening} unless {extra} holds one of {others}: with {mates} that makes a naked set of {digits} in {unit}, so {eliminations}"),
    ("unique-loop-3-hidden", "{opening} unless {extra} holds another digit: then, in {unit}, {digits} can only go in the other and {cells}, a hidden set, so {eliminations}"),
    ("unique-loop-4", "{opening}; in {unit}, {digit} can only go in {cells}: one of them is {digit}, and {other} in the other would complete the pattern, so {eliminations}"),
    ("bug-grave", "Without {without}, every open cell would hold two candidates and every digit two places in each unit, a grave with no solution or several (the puzzle has one)"),
    ("bug-1", "{opening}, so {eliminations}"),
    ("bug-2", "{opening}: one of {cells} is {digit}, so {eliminations}"),
    ("bug-3", "{opening}: with {cells} the BUG digits make a naked set of {digits} in {unit}, so {eliminations}"),
    ("bug-4", "{opening}; in {unit}, {digit} can only go in {cells}: one of them is {digit}, the other takes its BUG digit, so {eliminations}"),
    ("aligned-pair", "{technique} on {cell1} and {cell2}: together they cannot take both values of {excluders} (bivalue cells that see both), so {eliminations}"),
    ("aligned-pair-same", "{technique} on {cell1} and {cell2}: together they cannot take both values of {excluders} (bivalue cells that see both), nor the same value, so {eliminations}"),
    ("aligned-triplet", "The cells {cells} cannot take values that fill every candidate of {common} (each sees all three), nor one value twice where they see each other, so {eliminations}"),
    ("search", "Placing {digit} in {cell} leaves the puzzle without a solution (a search proves it), so {cell} cannot be {digit}"),
    ("forcing-on", "{technique}: {line}: the assumption contradicts itself, so {cell} is {digit}"),
    ("forcing-off", "{technique}: {line}: the assumption contradicts itself, so {cell} cannot be {digit}"),
    ("cycle", "{technique}: {line}; reversed ({reversed}) every link still holds, so either way each link has one end on: {eliminations}"),
    ("contradiction-on", "{technique}: {branch1}; and {branch2}: a contradiction, so {cell} cannot be {digit}"),
    ("contradiction-off", "{technique}: {branch1}; and {branch2}: a contradiction, so {cell} is {digit}"),
    ("branches-on", "{technique}: {branches}: either way {cell} is {digit}"),
    ("branches", "{technique}: {branches}"),
    ("branches-off", "{technique}: {branches}: either way {cell} cannot be {digit}"),
    ("nested", "{step}. Inside the branches, {count} chain of its own on a reduced grid removes candidates ({producers})"),
    ("wrong-entry", "The {digit} in {cell} is wrong: the puzzle has no solution with it"),
    ("no-candidate", "The cell {cell} has no candidate left: the digit that belongs there was removed"),
    ("missing-candidate", "The candidates of {cell} leave out the digit that belongs there"),
    ("solved", "The grid is complete and right"),
];

/// The plural forms, used when the `count` argument is not 1.
const PLURALS: [(&str, &str); 2] = [
    ("direct-locked", "In {source}, {digit} can only go in {places}, all in {target}, so {ruledOut} cannot hold {digit}, and in {other} {single} is the only place left for {digit}"),
    ("nested", "{step}. Inside the branches, {count} chains of their own on reduced grids remove candidates ({producers})"),
];

/// The template of `key` for `plural`; empty for an unknown key.
fn template(key: &str, plural: bool) -> &'static str {
    let find =
        |table: &[(&str, &'static str)]| table.iter().find(|(k, _)| *k == key).map(|&(_, t)| t);
    let singular = find(&TEMPLATES).unwrap_or("");
    if plural {
        find(&PLURALS).unwrap_or(singular)
    } else {
        singular
    }
}

/// The English sentence of `e`; `shorten` leaves out the middle of long
/// branches ("... (7 more) ...") as SE does.
pub fn english(e: &Explanation, shorten: bool) -> String {
    sentence(Text::new(), e, shorten).0
}

#[inline(never)]
fn sentence(mut t: Text, e: &Explanation, shorten: bool) -> Text {
    let plural = matches!(e.arg("count"), Some(Arg::Count(n)) if *n != 1);
    let mut rest = template(e.key, plural);
    debug_assert!(!rest.is_empty(), "no English template for {}", e.key);
    // split_once, not slicing by index: no panic path in the wasm module.
    while let Some((before, after)) = rest.split_once('{') {
        t = t.s(before);
        let (name, next) = after.split_once('}').unwrap_or((after, ""));
        if let Some(arg) = e.arg(name) {
            t = words(t, arg, shorten);
        }
        rest = next;
    }
    t.s(rest)
}

/// An argument in words.
#[inline(never)]
fn words(t: Text, arg: &Arg, shorten: bool) -> Text {
    match arg {
        Arg::Cell(c) => cell(t, usize::from(*c)),
        Arg::Cells(cs) => join(t, cs, " and ", true),
        Arg::CellsOr(cs) => join(t, cs, " or ", true),
        Arg::Digit(d) => t.n(u64::from(*d)),
        Arg::Digits(ds) => join(t, ds, " and ", false),
        Arg::DigitsOr(ds) => join(t, ds, " or ", false),
        Arg::Unit(u) => unit(t, usize::from(*u)),
        Arg::Units(us) => {
            let kind = match us.first().map_or(0, |u| u / 9) {
                0 => "rows ",
                1 => "columns ",
                _ => "boxes ",
            };
            let numbers: Vec<u8> = us.iter().map(|u| u % 9 + 1).collect();
            join(t.s(kind), &numbers, " and ", false)
        }
        Arg::Count(n) => t.n(u64::from(*n)),
        Arg::Technique(k) => t.s(k.se_name()),
        Arg::Producers(ps) => {
            let mut t = t;
            for (i, (name, n)) in ps.iter().enumerate() {
                t = (if i > 0 { t.s(", ") } else { t })
                    .s(name)
                    .s(": ")
                    .n(u64::from(*n));
            }
            t
        }
        Arg::Eliminations(pairs) => eliminations(t, pairs),
        Arg::CellEliminations(pairs) => cell_eliminations(t, pairs),
        Arg::CellDigits(c, ds) => join(cell(t, usize::from(*c)).s(" ("), ds, ", ", false).s(")"),
        Arg::CellsDigitsOr(list) => {
            let mut t = t;
            for (i, (c, ds)) in list.iter().enumerate() {
                t = t.s(separator(i, list.len(), " and "));
                t = cell(join(t, ds, " or ", false).s(" in "), usize::from(*c));
            }
            t
        }
        Arg::Statement(s) => statement(t, s),
        Arg::Line(line) => whole_line(t, line),
        Arg::Branch(line) => branch(t, line, shorten),
        Arg::Branches(lines) => {
            let mut t = t;
            for (i, line) in lines.iter().enumerate() {
                t = branch(if i > 0 { t.s("; ") } else { t }, line, shorten);
            }
            t
        }
        Arg::Clause(inner) => sentence(t, inner, shorten),
    }
}

/// What comes before item `i` of `n` in a list: nothing, ", " or `last`.
fn separator(i: usize, n: usize, last: &'static str) -> &'static str {
    match i {
        0 => "",
        _ if i + 1 == n => last,
        _ => ", ",
    }
}

/// Cells or numbers as people list them: `a`, `a and b`, `a, b or c`.
#[inline(never)]
fn join(mut t: Text, items: &[u8], last: &'static str, cells: bool) -> Text {
    for (i, &x) in items.iter().enumerate() {
        t = t.s(separator(i, items.len(), last));
        t = if cells {
            cell(t, usize::from(x))
        } else {
            t.n(u64::from(x))
        };
    }
    t
}

/// The eliminations grouped by digit: `r2c4 and r2c7 cannot be 5; r2c4
/// cannot be 6`.
fn eliminations(mut t: Text, eliminate: &[(u8, u8)]) -> Text {
    let mut first = true;
    for d in 1..=9u8 {
        let of_digit: Vec<u8> = eliminate
            .iter()
            .filter(|&&(_, digit)| digit == d)
            .map(|&(c, _)| c)
            .collect();
        if of_digit.is_empty() {
            continue;
        }
        t = join(if first { t } else { t.s("; ") }, &of_digit, " and ", true);
        t = t.s(" cannot be ").n(u64::from(d));
        first = false;
    }
    t
}

/// The eliminations grouped by cell (in cell order): `r1c1 cannot be 2, 3
/// or 5; r1c2 cannot be 8`.
fn cell_eliminations(mut t: Text, eliminate: &[(u8, u8)]) -> Text {
    let mut rest = eliminate;
    while let Some(&(c, _)) = rest.first() {
        let n = rest.iter().take_while(|&&(other, _)| other == c).count();
        if rest.len() != eliminate.len() {
            t = t.s("; ");
        }
        t = cell(t, usize::from(c)).s(" cannot be ");
        let ds: Vec<u8> = rest[..n].iter().map(|&(_, d)| d).collect();
        t = join(t, &ds, " or ", false);
        rest = &rest[n..];
    }
    t
}

/// `r1c5 is not 6` / `r5c5 is 6`.
fn statement(t: Text, s: &Statement) -> Text {
    let t = cell(t, usize::from(s.cell));
    let t = t.s(if s.on { " is " } else { " is not " });
    t.n(u64::from(s.digit))
}

/// "if A, then B, so C, ..., so Z".
fn whole_line(mut t: Text, line: &[Statement]) -> Text {
    for (i, s) in line.iter().enumerate() {
        t = link(t, i, s);
    }
    t
}

/// A statement of a line at `index`, with the words that lead to it.
fn link(t: Text, index: usize, s: &Statement) -> Text {
    let t = t.s(match index {
        0 => "if ",
        1 => ", then ",
        _ => ", so ",
    });
    let t = statement(t, s);
    if s.reduced {
        t.s(" (on the reduced grid)")
    } else {
        t
    }
}

/// A branch, its middle left out when it is long and `shorten`: "if A,
/// then B, so C, so D, ... (7 more), so X, so Y, so Z".
fn branch(mut t: Text, line: &[Statement], shorten: bool) -> Text {
    if !shorten || !long(line) {
        return whole_line(t, line);
    }
    t = whole_line(t, &line[..SHORT_HEAD]);
    let more = line.len() - SHORT_HEAD - SHORT_TAIL;
    t = t.s(", ... (").n(more as u64).s(" more)");
    for s in &line[line.len() - SHORT_TAIL..] {
        t = statement(t.s(", so "), s);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(key: &'static str, args: Vec<(&'static str, Arg)>) -> String {
        let e = args
            .into_iter()
            .fold(Explanation::new(key), |e, (n, a)| e.with(n, a));
        english(&e, true)
    }

    #[test]
    fn lists_and_eliminations_read_as_people_write() {
        let naked = said(
            "naked-set",
            vec![
                ("cells", Arg::Cells(vec![0, 4, 80])),
                ("digits", Arg::Digits(vec![1, 3, 9])),
                ("unit", Arg::Unit(23)),
                (
                    "eliminations",
                    Arg::Eliminations(vec![(30, 5), (33, 5), (30, 6)]),
                ),
            ],
        );
        assert_eq!(
            naked,
            "r1c1, r1c5 and r9c9 hold only 1, 3 and 9 between them in box 6, \
             so r4c4 and r4c7 cannot be 5; r4c4 cannot be 6"
        );
        let hidden = said(
            "hidden-set",
            vec![
                ("unit", Arg::Unit(9)),
                ("digits", Arg::Digits(vec![2, 7])),
                ("cells", Arg::Cells(vec![0, 9])),
                (
                    "eliminations",
                    Arg::CellEliminations(vec![(0, 1), (0, 3), (0, 5), (9, 8)]),
                ),
            ],
        );
        assert_eq!(
            hidden,
            "In column 1, 2 and 7 can only go in r1c1 and r2c1, \
             so r1c1 cannot be 1, 3 or 5; r2c1 cannot be 8"
        );
    }

    #[test]
    fn long_branches_keep_their_start_and_end() {
        let line: Vec<Statement> = (0..12)
            .map(|i| Statement {
                cell: i,
                digit: 1 + i % 9,
                on: i % 2 == 0,
                reduced: i == 11,
            })
            .collect();
        let e = Explanation::new("branches-on")
            .with(
                "technique",
                Arg::Technique(super::super::Technique::CellForcingChains),
            )
            .with("branches", Arg::Branches(vec![line]))
            .with("cell", Arg::Cell(11))
            .with("digit", Arg::Digit(3));
        assert!(e.shortens());
        // 12 nodes: the first 4, "5 more", the last 3 (which SE writes without the
        // reduced-grid note).
        assert_eq!(
            english(&e, true),
            "Cell Forcing Chains: if r1c1 is 1, then r1c2 is not 2, so r1c3 is 3, so r1c4 is not 4, \
             ... (5 more), so r2c1 is not 1, so r2c2 is 2, so r2c3 is not 3: either way r2c3 is 3"
        );
        assert!(english(&e, false)
            .ends_with("so r2c3 is not 3 (on the reduced grid): either way r2c3 is 3"));
    }
}
