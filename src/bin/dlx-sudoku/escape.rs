//! Text from outside (file names, input lines, arguments) made safe for a
//! terminal before it goes to stderr: control characters (C0, DEL, C1, so
//! no escape sequence) and the Unicode format characters (category Cf: the
//! bidi overrides and isolates, the marks, zero-width characters), which
//! reorder or hide what follows, become `U+XXXX`.

use std::ffi::OsStr;

use dlx_sudoku::sudoku::quoted as library_quoted;

/// Whether `ch` must not reach a terminal as it is.
pub fn is_unsafe(ch: char) -> bool {
    ch.is_control() || is_format(ch)
}

/// Unicode's format characters (general category Cf, Unicode 16), with the
/// line and paragraph separators (Zl, Zp), which end a line on some terminals.
fn is_format(ch: char) -> bool {
    matches!(
        u32::from(ch),
        0x00AD
            | 0x0600..=0x0605
            | 0x061C
            | 0x06DD
            | 0x070F
            | 0x0890..=0x0891
            | 0x08E2
            | 0x180E
            | 0x200B..=0x200F
            | 0x2028..=0x202E
            | 0x2060..=0x206F
            | 0xFEFF
            | 0xFFF9..=0xFFFB
            | 0x110BD
            | 0x110CD
            | 0x13430..=0x1343F
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0001
            | 0xE0020..=0xE007F
    )
}

/// One character of an input line for a message: `'x'`, or `U+XXXX` for a
/// control or format character (the library's `quoted`, which escapes the
/// control characters only, extended to Cf).
pub fn quoted(ch: char) -> String {
    if is_unsafe(ch) {
        format!("U+{:04X}", u32::from(ch))
    } else {
        library_quoted(ch)
    }
}

/// A file name for a message: as it is, but `<U+XXXX>` for each control or
/// format character (a name can hold ESC, a newline, U+202E) and U+FFFD for
/// bytes that are not UTF-8.
pub fn name(name: &OsStr) -> String {
    text(&name.to_string_lossy(), false)
}

/// A message for stderr with every control and format character as
/// `<U+XXXX>`; `keep_newlines` keeps `\n` (the help's lines).
pub fn text(text: &str, keep_newlines: bool) -> String {
    if !text.chars().any(is_unsafe) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 16);
    for ch in text.chars() {
        if is_unsafe(ch) && !(keep_newlines && ch == '\n') {
            out.push_str(&format!("<U+{:04X}>", u32::from(ch)));
        } else {
            out.push(ch);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_format_characters_are_escaped() {
        assert_eq!(quoted('a'), "'a'");
        assert_eq!(quoted('\u{1b}'), "U+001B");
        assert_eq!(quoted('\u{202e}'), "U+202E");
        assert_eq!(quoted('\u{9b}'), "U+009B");
        assert_eq!(
            name(OsStr::new("a\u{1b}[2J\u{202e}b.txt")),
            "a<U+001B>[2J<U+202E>b.txt"
        );
        assert_eq!(text("one\ntwo\u{2066}", true), "one\ntwo<U+2066>");
        assert_eq!(text("one\ntwo", false), "one<U+000A>two");
        assert_eq!(text("plain é", false), "plain é");
    }
}
