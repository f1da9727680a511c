//! The one reading of an input line: the 81 cells first (digits 1-9, blanks
//! `. 0 - _ *`, no spaces among them), then optionally whitespace and any
//! text (the forum files' ratings, a name). A line whose cells before that
//! whitespace are not 81 is an error, never another puzzle.

use dlx_sudoku::Grid;

use crate::escape::quoted;
use crate::input::{RawLine, MAX_LINE};

/// What a line holds.
enum Reading {
    Puzzle(Grid),
    /// Nothing but whitespace.
    Empty,
    /// A line starting with `#`.
    Comment,
    /// Why the line is not a puzzle.
    Bad(String),
}

/// A line that is not a puzzle: its word in an answer (`empty`, `comment`,
/// `error`), what to say about it on stderr, and whether it is an error.
pub struct NotPuzzle {
    pub word: &'static str,
    pub note: String,
    pub failed: bool,
}

/// An input line's puzzle, or what the line is instead (an over-long line is
/// an error). `strict`: no text after the cells.
pub fn puzzle(raw: &RawLine, strict: bool) -> Result<Grid, NotPuzzle> {
    let reading = match raw.too_long {
        Some(length) => Reading::Bad(format!(
            "line too long ({length} bytes; the limit is {MAX_LINE})"
        )),
        None => read(&raw.bytes, strict),
    };
    let (word, note, failed) = match reading {
        Reading::Puzzle(grid) => return Ok(grid),
        Reading::Empty => ("empty", "empty line".to_string(), false),
        Reading::Comment => ("comment", "comment".to_string(), false),
        Reading::Bad(reason) => ("error", reason, true),
    };
    Err(NotPuzzle { word, note, failed })
}

/// Reads one line (without its line end). `strict`: no text after the cells.
fn read(bytes: &[u8], strict: bool) -> Reading {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Reading::Bad("not UTF-8 text".to_string());
    };
    let start = text.len() - text.trim_start().len();
    let body = text.trim();
    if body.is_empty() {
        return Reading::Empty;
    }
    if body.starts_with('#') {
        return Reading::Comment;
    }
    let cells = body.split(char::is_whitespace).next().unwrap_or(body);
    let leading = text[..start].chars().count();
    let mut count = 0usize;
    for (index, ch) in cells.chars().enumerate() {
        if !matches!(ch, '1'..='9' | '.' | '0' | '-' | '_' | '*') {
            return Reading::Bad(format!(
                "unexpected character {} at column {}; expected a digit 1-9 or a blank (. 0 - _ *)",
                quoted(ch),
                leading + index + 1
            ));
        }
        count += 1;
    }
    if count != 81 {
        let what = match count {
            729 => " (a pencil-mark grid of 729 candidates is not read)",
            9 => " (a grid of 9 lines is not read: one puzzle a line)",
            _ => "",
        };
        let before = if cells.len() < body.len() {
            " before the first space"
        } else {
            ""
        };
        return Reading::Bad(format!("expected 81 cells, found {count}{before}{what}"));
    }
    if strict && cells.len() < body.len() {
        return Reading::Bad("text after the 81 cells (--strict)".to_string());
    }
    match Grid::from_text(cells) {
        Ok(grid) => Reading::Puzzle(grid),
        Err(e) => Reading::Bad(e.to_string()),
    }
}
