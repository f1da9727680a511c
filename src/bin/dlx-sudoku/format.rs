//! `rate --format`: serate's output fields, so that a catalogue rated here
//! reads like one rated by Sudoku Explainer's serate.

use crate::Failure;

/// Named formats: serate's own default, and the form of the committed
/// Sudoku Explainer files (`tests/fixtures/se121/*.se121.txt`).
pub const PRESETS: &[(&str, &str)] = &[("serate", "%g ED=%r/%p/%d"), ("se121", "%z %r/%p/%d")];

#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Text(String),
    /// `%g`: the puzzle, `.` for blanks.
    Givens,
    /// `%z`: the puzzle, `0` for blanks.
    GivensZero,
    /// `%n`: the line number.
    Number,
    Er,
    Ep,
    Ed,
    /// `%e`: seconds.
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
pub enum Fields<'a> {
    /// A rated puzzle: the puzzle lines, ER EP ED, the hardest technique.
    Rated {
        dots: &'a str,
        zeros: &'a str,
        rest: &'a [u8],
        ratings: [&'a str; 3],
        hardest: &'a str,
    },
    /// A puzzle without one solution: `none` or `multiple` in the rating fields.
    Unrated {
        dots: &'a str,
        zeros: &'a str,
        rest: &'a [u8],
        outcome: &'a str,
    },
    /// A line without a puzzle: the word (`error`, `empty`, `comment`) in every field.
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
                Some('g') => Piece::Givens,
                Some('z') => Piece::GivensZero,
                Some('n') => Piece::Number,
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
                        "--format: unknown field {found}; fields: %g %z %n %r %p %d %e %h %t %%, \
                         presets: {}",
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

    /// One line: `number` for `%n`, `seconds` for `%e`. Bytes: `%t` is the
    /// line's own, which need not be UTF-8.
    pub fn render(&self, number: u64, seconds: f64, fields: &Fields) -> Vec<u8> {
        let mut out = Vec::new();
        for piece in &self.0 {
            let rating = |i: usize| match fields {
                Fields::Rated { ratings, .. } => ratings[i],
                Fields::Unrated { outcome, .. } => outcome,
                Fields::NoPuzzle(word) => word,
            };
            match piece {
                Piece::Text(text) => out.extend_from_slice(text.as_bytes()),
                Piece::Number => out.extend_from_slice(number.to_string().as_bytes()),
                Piece::Elapsed => out.extend_from_slice(format!("{seconds:.3}s").as_bytes()),
                Piece::Rest => out.extend_from_slice(match fields {
                    Fields::Rated { rest, .. } | Fields::Unrated { rest, .. } => rest,
                    Fields::NoPuzzle(word) => word.as_bytes(),
                }),
                Piece::Givens | Piece::GivensZero => out.extend_from_slice(
                    match fields {
                        Fields::Rated { dots, zeros, .. } | Fields::Unrated { dots, zeros, .. } => {
                            if *piece == Piece::Givens {
                                dots
                            } else {
                                zeros
                            }
                        }
                        Fields::NoPuzzle(word) => word,
                    }
                    .as_bytes(),
                ),
                Piece::Er => out.extend_from_slice(rating(0).as_bytes()),
                Piece::Ep => out.extend_from_slice(rating(1).as_bytes()),
                Piece::Ed => out.extend_from_slice(rating(2).as_bytes()),
                Piece::Hardest => out.extend_from_slice(
                    match fields {
                        Fields::Rated { hardest, .. } => hardest,
                        Fields::Unrated { outcome, .. } => outcome,
                        Fields::NoPuzzle(word) => word,
                    }
                    .as_bytes(),
                ),
            }
        }
        out
    }
}
