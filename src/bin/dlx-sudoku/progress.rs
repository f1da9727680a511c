//! Progress on stderr for runs of minutes: lines done, puzzles a second and,
//! when the number of lines is known, the time left. Redrawn in place on a
//! terminal, a line every few seconds otherwise (`--progress` into a file).

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

pub struct Progress {
    shown: bool,
    terminal: bool,
    start: Instant,
    last: Instant,
    done: u64,
    total: Option<u64>,
    unit: &'static str,
    /// Whether a line is drawn and not yet ended.
    drawn: bool,
}

impl Progress {
    /// Shows progress when `asked` (`--progress`) or stderr is a terminal.
    pub fn new(asked: bool, total: Option<u64>, unit: &'static str) -> Progress {
        let terminal = io::stderr().is_terminal();
        let now = Instant::now();
        Progress {
            shown: asked || terminal,
            terminal,
            start: now,
            last: now,
            done: 0,
            total,
            unit,
            drawn: false,
        }
    }

    pub fn is_shown(&self) -> bool {
        self.shown
    }

    /// The number of items, once known.
    pub fn set_total(&mut self, total: u64) {
        self.total = Some(total);
    }

    /// `n` more done.
    pub fn tick(&mut self, n: u64) {
        self.done += n;
        if !self.shown {
            return;
        }
        let every = if self.terminal {
            Duration::from_millis(250)
        } else {
            Duration::from_secs(5)
        };
        if self.last.elapsed() >= every {
            self.last = Instant::now();
            self.draw();
        }
    }

    /// Clears the line before a message goes to stderr.
    pub fn clear(&mut self) {
        if self.drawn && self.terminal {
            eprint!("\r\x1b[K");
            self.drawn = false;
        }
    }

    /// The last figures, and the line ended.
    pub fn finish(&mut self) {
        if self.shown && self.done > 0 {
            self.draw();
        }
        if self.drawn {
            eprintln!();
            self.drawn = false;
        }
    }

    fn draw(&mut self) {
        let seconds = self.start.elapsed().as_secs_f64();
        let rate = if seconds > 0.0 {
            self.done as f64 / seconds
        } else {
            0.0
        };
        let mut text = match self.total {
            Some(total) => format!("{}/{total} {}", self.done, self.unit),
            None => format!("{} {}", self.done, self.unit),
        };
        text.push_str(&format!(", {rate:.1}/s"));
        if let Some(total) = self.total {
            if rate > 0.0 && total >= self.done {
                let left = ((total - self.done) as f64 / rate).round() as u64;
                text.push_str(&format!(", {} left", clock(left)));
            }
        }
        let mut err = io::stderr().lock();
        let _ = if self.terminal {
            self.drawn = true;
            write!(err, "\r\x1b[K{text}")
        } else {
            writeln!(err, "progress: {text}")
        };
        let _ = err.flush();
    }
}

/// `h:mm:ss` or `m:ss`.
fn clock(seconds: u64) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}
