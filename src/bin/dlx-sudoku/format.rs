//! `rate --format`: serate's output fields, so that a catalogue rated here
//! reads like one rated by Sudoku Explainer's serate 1.2.1.3, byte for byte
//! where serate's fields are used (tests/fixtures/se121/serate_*).

use crate::Failure;

/// Named formats: serate 1.2.1.3's default (its `--help`: "The default
/// format is %r/%p/%d"), and the form of the committed Sudoku Explainer
/// files (`tests/data/se121/*.se121.txt`, made by `se-rate`).
pub const PRESETS: &[(&str, &str)] = &[("serate", "%r/%p/%d"), ("se121", "%z %r/%p/%d")];

/// The fields, for the messages and the help.
pub const FIELDS: &str = "%g %z %n %l %r %p %d %e %h %t %%";

#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Text(String),
    /// `%g`: the line as read (serate's: the whole line, its text after the
    /// cells included).
    Line,
    /// `%z`: the puzzle, `0` for blanks.
    GivensZero,
    /// `%n`: serate's ordinal, the puzzle's number among the lines read as
    /// puzzles.
    Ordinal,
    /// `%l`: the line number.
    LineNumber,
    Er,
    Ep,
    Ed,
    /// `%e`: the time this puzzle took, as serate writes it.
    Elapsed,
    /// `%h`: the hardest technique.
    Hardest,
    /// `%t`: the rest of the line (a name, an id, a rating).
    Rest,
}

/// A parsed template.
#[derive(Clone, Debug)]
pub struct Format(Vec<Piece>);

/// The values of one line's fields.
pub struct Values<'a> {
    /// `%l`: over all inputs, from 1.
    pub line_number: u64,
    /// `%n`: 0 for a line not read as a puzzle.
    pub ordinal: u64,
    /// `%e`.
    pub seconds: f64,
    pub fields: Fields<'a>,
}

/// The fields that depend on what the line holds.
pub enum Fields<'a> {
    /// A rated puzzle: the line, the puzzle, the rest, ER EP ED, the hardest technique.
    Rated {
        line: &'a [u8],
        zeros: &'a str,
        rest: [&'a [u8]; 2],
        ratings: [&'a str; 3],
        hardest: &'a str,
    },
    /// A puzzle without ratings: `none`, `multiple` or `solved` in the rating fields.
    Unrated {
        line: &'a [u8],
        zeros: &'a str,
        rest: [&'a [u8]; 2],
        outcome: &'a str,
    },
    /// A line without a puzzle (or with clashing givens): the word
    /// (`error`, `empty`, `comment`) in every field but `%l`, `%e` and a
    /// puzzle's `%n`.
    NoPuzzle(&'a str),
}

impl Format {
    /// A preset's name or a template.
    pub fn parse(text: &str) -> Result<Format, Failure> {
        let template = PRESETS
            .iter()
            .find(|(name, _)| *name == text)
            .map_or(text, |(_, template)| template);
        let mut pieces = Vec::new();
        let mut literal = String::new();
        let mut chars = template.chars();
        while let Some(ch) = chars.next() {
            if ch != '%' {
                literal.push(ch);
                continue;
            }
            let piece = match chars.next() {
                Some('%') => {
                    literal.push('%');
                    continue;
                }
                Some('g') => Piece::Line,
                Some('z') => Piece::GivensZero,
                Some('n') => Piece::Ordinal,
                Some('l') => Piece::LineNumber,
                Some('r') => Piece::Er,
                Some('p') => Piece::Ep,
                Some('d') => Piece::Ed,
                Some('e') => Piece::Elapsed,
                Some('h') => Piece::Hardest,
                Some('t') => Piece::Rest,
                other => {
                    let found = other.map_or("the end".to_string(), |c| format!("%{c}"));
                    let names: Vec<&str> = PRESETS.iter().map(|(n, _)| *n).collect();
                    return Err(Failure(format!(
                        "--format: unknown field {found}; fields: {FIELDS}, presets: {}",
                        names.join(", ")
                    )));
                }
            };
            if !literal.is_empty() {
                pieces.push(Piece::Text(std::mem::take(&mut literal)));
            }
            pieces.push(piece);
        }
        if !literal.is_empty() {
            pieces.push(Piece::Text(literal));
        }
        Ok(Format(pieces))
    }

    /// One line, as bytes: `%g` and `%t` are the line's own, which need not
    /// be UTF-8.
    pub fn render(&self, values: &Values) -> Vec<u8> {
        let mut out = Vec::new();
        let fields = &values.fields;
        let rating = |i: usize| match fields {
            Fields::Rated { ratings, .. } => ratings[i],
            Fields::Unrated { outcome, .. } => outcome,
            Fields::NoPuzzle(word) => word,
        };
        for piece in &self.0 {
            let value: Vec<u8> = match piece {
                Piece::Text(text) => text.as_bytes().to_vec(),
                Piece::LineNumber => values.line_number.to_string().into_bytes(),
                Piece::Ordinal => match (values.ordinal, fields) {
                    (0, Fields::NoPuzzle(word)) => word.as_bytes().to_vec(),
                    (n, _) => n.to_string().into_bytes(),
                },
                Piece::Elapsed => elapsed(values.seconds).into_bytes(),
                Piece::Line | Piece::GivensZero | Piece::Rest => match fields {
                    Fields::Rated {
                        line, zeros, rest, ..
                    }
                    | Fields::Unrated {
                        line, zeros, rest, ..
                    } => match piece {
                        Piece::Line => line.to_vec(),
                        Piece::GivensZero => zeros.as_bytes().to_vec(),
                        _ => rest.concat(),
                    },
                    Fields::NoPuzzle(word) => word.as_bytes().to_vec(),
                },
                Piece::Er => rating(0).as_bytes().to_vec(),
                Piece::Ep => rating(1).as_bytes().to_vec(),
                Piece::Ed => rating(2).as_bytes().to_vec(),
                Piece::Hardest => match fields {
                    Fields::Rated { hardest, .. } => hardest,
                    Fields::Unrated { outcome, .. } => outcome,
                    Fields::NoPuzzle(word) => word,
                }
                .as_bytes()
                .to_vec(),
            };
            out.extend_from_slice(&value);
        }
        out
    }
}

/// The time a puzzle took as serate 1.2.1.3 writes its `%e`, seen in its
/// output: seconds with two decimals under a minute (`0.31s`, `4.74s`),
/// then whole minutes and seconds (`5m31s`; the audit saw `1m05s`). Hours
/// were never seen (a puzzle would have to take one): they are counted in
/// minutes (`75m03s`).
fn elapsed(seconds: f64) -> String {
    if seconds < 59.995 {
        format!("{:.2}s", seconds.max(0.0))
    } else {
        let whole = seconds.round() as u64;
        format!("{}m{:02}s", whole / 60, whole % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elapsed_as_serate_writes_it() {
        assert_eq!(elapsed(0.0), "0.00s");
        assert_eq!(elapsed(0.314), "0.31s");
        assert_eq!(elapsed(4.736), "4.74s");
        assert_eq!(elapsed(59.99), "59.99s");
        assert_eq!(elapsed(59.999), "1m00s");
        assert_eq!(elapsed(65.2), "1m05s");
        assert_eq!(elapsed(331.0), "5m31s");
        assert_eq!(elapsed(4503.0), "75m03s");
    }
}
