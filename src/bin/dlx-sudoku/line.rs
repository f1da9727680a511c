//! The one reading of an input line: the 81 cells first (digits 1-9, blanks
//! `. 0 - _ *`, no spaces among them) or 729 pencil marks (the core's
//! [`Cells::from_text`] reads both), then optionally a separator
//! (whitespace, `,`, `;` or `|`) and any text (the forum files' ratings, a
//! name, a Kaggle row's solution), kept as bytes: only the cells must be
//! UTF-8. A line whose cells before the separator are not 81 is an error,
//! never another puzzle. With `--field N` the puzzle is field N of a CSV or
//! TSV line instead, read the same way.

use std::ops::Range;

use dlx_sudoku::sudoku::Puzzle as Cells;

use crate::escape::quoted;
use crate::input::{RawLine, MAX_LINE};
use dlx_sudoku::sudoku::MARKS_LENGTH;

/// How a line is read: the line options that shape it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Shape {
    /// `--strict`: nothing but whitespace after the cells.
    pub strict: bool,
    /// `--field N --delimiter C`: the puzzle is field N (1-based) of the
    /// line split at C (quoted fields, `"..."`, may hold C).
    pub field: Option<(usize, u8)>,
}

/// A line's puzzle and what the line holds besides it.
pub struct Puzzle {
    /// The givens, or the pencil marks of a 729-character line.
    pub cells: Cells,
    /// `%t`: the text after the cells and their separator, trimmed of
    /// whitespace (under `--field`, the other fields and their
    /// delimiters): two ranges of the line's bytes, one after the other
    /// (the second empty without `--field`), so that no line is held twice.
    rest: [Range<usize>; 2],
}

impl Puzzle {
    /// The rest of `line` (the bytes it was read from), in two parts.
    pub fn rest<'a>(&self, line: &'a [u8]) -> [&'a [u8]; 2] {
        let part = |r: &Range<usize>| line.get(r.clone()).unwrap_or_default();
        [part(&self.rest[0]), part(&self.rest[1])]
    }
}

/// What a line holds.
enum Reading<Rest> {
    /// The puzzle and its rest (where it lies in the bytes read, or the bytes).
    Puzzle(Cells, Rest),
    /// Nothing but whitespace.
    Empty,
    /// A line starting with `#`.
    Comment,
    /// Why the line is not a puzzle.
    Bad(String),
}

/// An input line as the commands get it: its bytes and place, its puzzle
/// or what it is instead, and serate's ordinal.
pub struct Line {
    pub raw: RawLine,
    pub read: Result<Puzzle, NotPuzzle>,
    /// serate's `%n`: this puzzle's number among the lines read as puzzles,
    /// from 1 over all inputs (0 for a line without one). serate skips a
    /// line that is not 81 characters and does not count it.
    pub ordinal: u64,
}

/// A line that is not a puzzle: its word in an answer (`empty`, `comment`,
/// `error`), what to say about it on stderr, and whether it is an error.
pub struct NotPuzzle {
    pub word: &'static str,
    pub note: String,
    pub failed: bool,
}

impl NotPuzzle {
    /// An error line.
    pub fn error(note: String) -> NotPuzzle {
        NotPuzzle {
            word: "error",
            note,
            failed: true,
        }
    }
}

/// An input line's puzzle, or what the line is instead (an over-long line is
/// an error).
pub fn puzzle(raw: &RawLine, shape: &Shape) -> Result<Puzzle, NotPuzzle> {
    if let Some(length) = raw.too_long {
        return Err(NotPuzzle::error(format!(
            "line too long ({length} bytes; the limit is {MAX_LINE})"
        )));
    }
    let bytes = &raw.bytes[..];
    let reading = match shape.field {
        None => match read(bytes, shape.strict, 0) {
            Reading::Puzzle(cells, rest) => Reading::Puzzle(cells, [rest, 0..0]),
            Reading::Empty => Reading::Empty,
            Reading::Comment => Reading::Comment,
            Reading::Bad(reason) => Reading::Bad(reason),
        },
        Some((field, delimiter)) => read_field(bytes, shape.strict, field, delimiter),
    };
    let (word, note, failed) = match reading {
        Reading::Puzzle(cells, rest) => return Ok(Puzzle { cells, rest }),
        Reading::Empty => ("empty", "empty line".to_string(), false),
        Reading::Comment => ("comment", "comment".to_string(), false),
        Reading::Bad(reason) => {
            let hint = if raw.line == 1 && looks_like_a_header(bytes) {
                " (a header line? --header skips the first line of each input)"
            } else {
                ""
            };
            ("error", format!("{reason}{hint}"), true)
        }
    };
    Err(NotPuzzle { word, note, failed })
}

/// Whether a first line reads like a CSV's header: a letter first.
fn looks_like_a_header(bytes: &[u8]) -> bool {
    bytes
        .trim_ascii_start()
        .first()
        .is_some_and(u8::is_ascii_alphabetic)
}

/// Whether `ch` ends the cells: whitespace or one of `, ; |`.
fn is_separator(ch: char) -> bool {
    ch.is_whitespace() || matches!(ch, ',' | ';' | '|')
}

/// Reads the cells at the start of `bytes` (a line, or one field of it,
/// without its line end); `column` characters come before `bytes` in the
/// line (for the messages). `strict`: no text after the cells.
fn read(bytes: &[u8], strict: bool, column: usize) -> Reading<Range<usize>> {
    // Only the cells must be text: the longest UTF-8 start of the line is
    // read, and a byte that is not UTF-8 is an error only among the cells.
    let (text, not_utf8) = match std::str::from_utf8(bytes) {
        Ok(text) => (text, None),
        Err(e) => {
            let valid = e.valid_up_to();
            (
                std::str::from_utf8(&bytes[..valid]).unwrap_or_default(),
                Some(valid),
            )
        }
    };
    let start = text.len() - text.trim_start().len();
    let leading = column + text[..start].chars().count();
    let body = &text[start..];
    if body.trim_end().is_empty() && not_utf8.is_none() {
        return Reading::Empty;
    }
    if body.starts_with('#') {
        return Reading::Comment;
    }
    let mut count = 0usize;
    let mut separator = None;
    for (index, ch) in body.char_indices() {
        if is_separator(ch) {
            separator = Some((start + index, ch));
            break;
        }
        if !matches!(ch, '1'..='9' | '.' | '0' | '-' | '_' | '*') {
            return Reading::Bad(format!(
                "unexpected character {} at column {}; expected a digit 1-9 or a blank (. 0 - _ *)",
                quoted(ch),
                leading + count + 1
            ));
        }
        count += 1;
    }
    if let (None, Some(at)) = (separator, not_utf8) {
        return Reading::Bad(format!(
            "unexpected byte 0x{:02X} at column {} (not UTF-8); expected a digit 1-9 or a blank \
             (. 0 - _ *)",
            bytes[at],
            leading + count + 1
        ));
    }
    let end = separator.map_or(text.len(), |(at, _)| at);
    let rest = match separator {
        Some((at, ch)) => at + ch.len_utf8()..bytes.len(),
        None => bytes.len()..bytes.len(),
    };
    let rest = trimmed(bytes, rest);
    if count != 81 && count != MARKS_LENGTH {
        let what = match count {
            9 => " (a grid of 9 lines is not read: one puzzle a line)",
            _ => "",
        };
        let before = match separator {
            Some((_, ch)) if ch.is_whitespace() && !rest.is_empty() => {
                " before the first space".to_string()
            }
            Some((_, ch)) if !ch.is_whitespace() => format!(" before the first {}", quoted(ch)),
            _ => String::new(),
        };
        return Reading::Bad(format!("expected 81 cells, found {count}{before}{what}"));
    }
    let only_space = separator.map_or(true, |(_, ch)| ch.is_whitespace()) && rest.is_empty();
    if strict && !only_space {
        return Reading::Bad("text after the cells (--strict)".to_string());
    }
    match Cells::from_text(&text[start..end]) {
        Ok(cells) => Reading::Puzzle(cells, rest),
        Err(e) => Reading::Bad(e.to_string()),
    }
}

/// `range` of `bytes` without the whitespace at either end (ASCII
/// whitespace, and any Unicode whitespace where the bytes are text).
fn trimmed(bytes: &[u8], range: Range<usize>) -> Range<usize> {
    let mut start = range.start;
    let mut end = range.end;
    let slice = &bytes[start..end];
    let lead = slice.len() - slice.trim_ascii_start().len();
    start += lead;
    end -= bytes[start..end].len() - bytes[start..end].trim_ascii_end().len();
    // Unicode whitespace too, where the bytes decode.
    if let Ok(text) = std::str::from_utf8(&bytes[start..end]) {
        let lead = text.len() - text.trim_start().len();
        return start + lead..start + lead + text.trim().len();
    }
    start..end
}

/// Reads field `field` (1-based) of a line split at `delimiter` as a line of
/// its own; the rest is the line without that field and one delimiter.
fn read_field(
    bytes: &[u8],
    strict: bool,
    field: usize,
    delimiter: u8,
) -> Reading<[Range<usize>; 2]> {
    // The whole line first: an empty line and a comment are that, not a field.
    let trimmed_line = trimmed(bytes, 0..bytes.len());
    if trimmed_line.is_empty() {
        return Reading::Empty;
    }
    if bytes[trimmed_line.start] == b'#' {
        return Reading::Comment;
    }
    let fields = split_fields(bytes, delimiter);
    let Some(&(start, end)) = fields.get(field - 1) else {
        return Reading::Bad(format!(
            "no field {field}: the line has {} field{} (delimiter {})",
            fields.len(),
            if fields.len() == 1 { "" } else { "s" },
            quoted(char::from(delimiter))
        ));
    };
    let column = String::from_utf8_lossy(&bytes[..start]).chars().count();
    let (inner, column) = unquoted(bytes, start, end, column);
    match read(&bytes[inner.clone()], strict, column) {
        Reading::Puzzle(cells, _) => {
            // The line without the field: the fields before it and after it,
            // with the delimiter between them.
            let rest = if field == 1 {
                [(end + 1).min(bytes.len())..bytes.len(), 0..0]
            } else {
                [0..start - 1, end..bytes.len()]
            };
            Reading::Puzzle(cells, rest)
        }
        Reading::Empty => Reading::Bad(format!("field {field} is empty")),
        Reading::Comment => Reading::Bad(format!(
            "unexpected character '#' in field {field}; expected a digit 1-9 or a blank (. 0 - _ *)"
        )),
        Reading::Bad(reason) => Reading::Bad(format!("field {field}: {reason}")),
    }
}

/// The fields of a line split at `delimiter`, as byte ranges: a field that
/// starts with `"` runs to its closing `"` (`""` inside is a quote), so it
/// may hold the delimiter.
fn split_fields(bytes: &[u8], delimiter: u8) -> Vec<(usize, usize)> {
    let mut fields = Vec::new();
    let mut start = 0;
    loop {
        let mut at = start;
        if bytes.get(at) == Some(&b'"') {
            at += 1;
            while at < bytes.len() {
                if bytes[at] == b'"' {
                    if bytes.get(at + 1) == Some(&b'"') {
                        at += 2;
                        continue;
                    }
                    at += 1;
                    break;
                }
                at += 1;
            }
        }
        match bytes[at.min(bytes.len())..]
            .iter()
            .position(|&b| b == delimiter)
        {
            Some(offset) => {
                fields.push((start, at + offset));
                start = at + offset + 1;
            }
            None => {
                fields.push((start, bytes.len()));
                return fields;
            }
        }
    }
}

/// A field's content: inside its quotes when it is quoted (a CSV writer's
/// `"..."`), with the column of its first character.
fn unquoted(bytes: &[u8], start: usize, end: usize, column: usize) -> (Range<usize>, usize) {
    if end - start >= 2 && bytes[start] == b'"' && bytes[end - 1] == b'"' {
        (start + 1..end - 1, column + 1)
    } else {
        (start..end, column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &[u8]) -> RawLine {
        RawLine {
            number: 1,
            source: 0,
            line: 2,
            bytes: text.to_vec(),
            too_long: None,
        }
    }

    const P: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    fn rest(text: &[u8], shape: Shape) -> Result<Vec<u8>, String> {
        puzzle(&line(text), &shape)
            .map(|p| p.rest(text).concat())
            .map_err(|n| n.note)
    }

    #[test]
    fn separators_start_the_rest_of_the_line() {
        let plain = Shape::default();
        for (tail, expected) in [
            ("", ""),
            ("   ", ""),
            (" 11.2/11.2/11.2", "11.2/11.2/11.2"),
            ("\t3.4/1.2/1.2", "3.4/1.2/1.2"),
            ("  # a comment ", "# a comment"),
            (";Golden Nugget", "Golden Nugget"),
            ("|name|id", "name|id"),
            (",123456789", "123456789"),
            ("\u{3000}wide", "wide"),
        ] {
            let text = format!("{P}{tail}");
            assert_eq!(
                rest(text.as_bytes(), plain),
                Ok(expected.as_bytes().to_vec()),
                "{tail:?}"
            );
        }
        // Bytes that are not UTF-8 after the cells are kept as they are.
        let mut latin1 = format!("{P} # caf").into_bytes();
        latin1.extend_from_slice(b"\xe9");
        assert_eq!(rest(&latin1, plain), Ok(b"# caf\xe9".to_vec()));
        // Among the cells they are an error, with their column.
        let mut bad = P.as_bytes().to_vec();
        bad[40] = 0xe9;
        let err = rest(&bad, plain).unwrap_err();
        assert!(
            err.starts_with("unexpected byte 0xE9 at column 41"),
            "{err}"
        );
    }

    #[test]
    fn counts_and_strictness_hold_with_every_separator() {
        let plain = Shape::default();
        let short = &P[..80];
        for (tail, reason) in [
            (" 11.2", "found 80 before the first space"),
            (",1", "found 80 before the first ','"),
            (";x", "found 80 before the first ';'"),
            ("", "found 80"),
        ] {
            let err = rest(format!("{short}{tail}").as_bytes(), plain).unwrap_err();
            assert_eq!(err, format!("expected 81 cells, found {}", &reason[6..]));
        }
        let strict = Shape {
            strict: true,
            field: None,
        };
        assert!(rest(format!("{P}  ").as_bytes(), strict).is_ok());
        for tail in [",", ";name", " x"] {
            assert_eq!(
                rest(format!("{P}{tail}").as_bytes(), strict),
                Err("text after the cells (--strict)".to_string())
            );
        }
    }

    #[test]
    fn a_field_of_a_csv_or_tsv_line() {
        let csv = |n| Shape {
            strict: false,
            field: Some((n, b',')),
        };
        let row = format!("7,{P},\"a, b\"");
        assert_eq!(rest(row.as_bytes(), csv(2)), Ok(b"7,\"a, b\"".to_vec()));
        let quoted = format!("\"{P}\",x");
        assert_eq!(rest(quoted.as_bytes(), csv(1)), Ok(b"x".to_vec()));
        let tsv = Shape {
            strict: false,
            field: Some((3, b'\t')),
        };
        let row = format!("a\t\"b\tc\"\t{P}");
        assert_eq!(rest(row.as_bytes(), tsv), Ok(b"a\t\"b\tc\"".to_vec()));
        assert_eq!(
            rest(b"a,b", csv(3)),
            Err("no field 3: the line has 2 fields (delimiter ',')".to_string())
        );
        assert_eq!(rest(b"x,,y", csv(2)), Err("field 2 is empty".to_string()));
        let err = rest(format!("1,{}x", &P[..80]).as_bytes(), csv(2)).unwrap_err();
        assert!(
            err.starts_with("field 2: unexpected character 'x' at column 83"),
            "{err}"
        );
        assert!(matches!(
            puzzle(&line(b"  # note"), &csv(2)),
            Err(NotPuzzle {
                word: "comment",
                ..
            })
        ));
        assert!(matches!(
            puzzle(&line(b" "), &csv(2)),
            Err(NotPuzzle { word: "empty", .. })
        ));
    }

    #[test]
    fn a_first_line_of_words_is_hinted_to_be_a_header() {
        let mut header = line(b"quizzes,solutions");
        header.line = 1;
        let err = puzzle(&header, &Shape::default()).map(|_| ()).unwrap_err();
        assert!(err
            .note
            .ends_with("(a header line? --header skips the first line of each input)"));
        let later = puzzle(&line(b"quizzes,solutions"), &Shape::default()).map(|_| ());
        assert!(!later.unwrap_err().note.contains("header"));
    }
}
