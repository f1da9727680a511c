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
    /// The count the last line drawn showed.
    shown_done: Option<u64>,
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
            shown_done: None,
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
            crate::say!("\r\x1b[K");
            self.drawn = false;
            self.shown_done = None;
        }
    }

    /// The last figures (unless the last line drawn has them already: a
    /// tick just after the last item), and the line ended.
    pub fn finish(&mut self) {
        if self.final_draw_needed() {
            self.draw();
        }
        if self.drawn {
            crate::say!("\n");
            self.drawn = false;
        }
    }

    fn final_draw_needed(&self) -> bool {
        self.shown && self.done > 0 && self.shown_done != Some(self.done)
    }

    fn draw(&mut self) {
        self.shown_done = Some(self.done);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_figures_are_drawn_once() {
        let mut progress = Progress::new(true, Some(3), "lines");
        progress.tick(2);
        // A tick after the interval draws; the last one here, so finish has
        // nothing new to draw.
        progress.last = Instant::now()
            .checked_sub(Duration::from_secs(60))
            .unwrap_or(progress.start);
        progress.tick(1);
        assert_eq!(progress.shown_done, Some(3));
        assert!(!progress.final_draw_needed());
        // Without that tick, finish draws the last figures.
        let mut quiet = Progress::new(true, Some(3), "lines");
        quiet.tick(3);
        assert!(quiet.final_draw_needed());
    }
}
