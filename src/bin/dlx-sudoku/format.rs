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
        ratings: [&'a str; 3],
        hardest: &'a str,
    },
    /// A puzzle without one solution: `none` or `multiple` in the rating fields.
    Unrated {
        dots: &'a str,
        zeros: &'a str,
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
                other => {
                    let found = other.map_or("the end".to_string(), |c| format!("%{c}"));
                    let names: Vec<&str> = PRESETS.iter().map(|(n, _)| *n).collect();
                    return Err(Failure(format!(
                        "--format: unknown field {found}; fields: %g %z %n %r %p %d %e %h %%, \
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

    /// One line: `number` for `%n`, `seconds` for `%e`.
    pub fn render(&self, number: u64, seconds: f64, fields: &Fields) -> String {
        let mut out = String::new();
        for piece in &self.0 {
            let rating = |i: usize| match fields {
                Fields::Rated { ratings, .. } => ratings[i],
                Fields::Unrated { outcome, .. } => outcome,
                Fields::NoPuzzle(word) => word,
            };
            match piece {
                Piece::Text(text) => out.push_str(text),
                Piece::Number => out.push_str(&number.to_string()),
                Piece::Elapsed => out.push_str(&format!("{seconds:.3}s")),
                Piece::Givens | Piece::GivensZero => out.push_str(match fields {
                    Fields::Rated { dots, zeros, .. } | Fields::Unrated { dots, zeros, .. } => {
                        if *piece == Piece::Givens {
                            dots
                        } else {
                            zeros
                        }
                    }
                    Fields::NoPuzzle(word) => word,
                }),
                Piece::Er => out.push_str(rating(0)),
                Piece::Ep => out.push_str(rating(1)),
                Piece::Ed => out.push_str(rating(2)),
                Piece::Hardest => out.push_str(match fields {
                    Fields::Rated { hardest, .. } => hardest,
                    Fields::Unrated { outcome, .. } => outcome,
                    Fields::NoPuzzle(word) => word,
                }),
            }
        }
        out
    }
}
