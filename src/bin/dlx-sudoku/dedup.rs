//! `dedup`: the first line of each isomorph class, as read, in input order;
//! with `--count`, each followed by a tab and the number of lines of its
//! class.
//!
//! The threads find each line's minlex form (`sudoku::canon`); the writer,
//! in input order, keeps one key a class: the form packed two cells a byte
//! (41 bytes) in a hash set, at most about 80 bytes a class with the set's
//! spare room. Without `--count` a line is written as soon as it is known to
//! be the first of its class, so memory grows with the classes, never with
//! the lines. With `--count` the counts are known only at the end: each
//! class's first line is kept (its bytes, and a count) and everything is
//! written when the input ends.

use std::collections::{HashMap, HashSet};
use std::io::{self, Write};

use dlx_sudoku::sudoku::canon::minlex;
use dlx_sudoku::sudoku::Puzzle as Cells;
use dlx_sudoku::{Grid, Solver};

use crate::args::LineOptions;
use crate::line::{Line, NotPuzzle, Puzzle};
use crate::run_lines::{each_line, Done, Out, Writer};
use crate::Failure;

/// A class's key: its minlex form, two cells a byte.
type Key = [u8; 41];

fn key(form: &Grid) -> Key {
    let mut key = [0u8; 41];
    for (cell, &value) in form.cells().iter().enumerate() {
        key[cell / 2] |= value << (4 * (cell % 2));
    }
    key
}

/// Whether no line had an error.
pub fn run(count: bool, options: &LineOptions) -> Result<bool, Failure> {
    let work = |_: &mut Solver, line: &Line| match &line.read {
        Ok(Puzzle {
            cells: Cells::Givens(grid),
            ..
        }) => Done {
            value: Some((key(&minlex(grid)), line.raw.bytes.clone())),
            note: None,
            failed: false,
        },
        Ok(_) => Done {
            value: None,
            note: Some("a line of 729 pencil marks is read by rate, steps and stats only".into()),
            failed: true,
        },
        Err(NotPuzzle { note, failed, .. }) => Done {
            value: None,
            note: Some(note.clone()),
            failed: *failed,
        },
    };
    if count {
        each_line(options, work, Counted::default())
    } else {
        let mut seen: HashSet<Key> = HashSet::new();
        each_line(
            options,
            work,
            |value: Option<(Key, Vec<u8>)>, out: &mut Out| match value {
                Some((key, bytes)) if seen.insert(key) => {
                    out.write_all(&bytes)?;
                    out.write_all(b"\n")
                }
                _ => Ok(()),
            },
        )
    }
}

/// `--count`: each class's first line and its number of lines, in order of
/// first line, written at the end.
#[derive(Default)]
struct Counted {
    classes: Vec<(Vec<u8>, u64)>,
    index: HashMap<Key, usize>,
}

impl Writer<Option<(Key, Vec<u8>)>> for Counted {
    fn write(&mut self, value: Option<(Key, Vec<u8>)>, _: &mut Out) -> io::Result<()> {
        if let Some((key, bytes)) = value {
            match self.index.get(&key) {
                Some(&i) => self.classes[i].1 += 1,
                None => {
                    self.index.insert(key, self.classes.len());
                    self.classes.push((bytes, 1));
                }
            }
        }
        Ok(())
    }

    fn end(&mut self, out: &mut Out) -> io::Result<()> {
        for (bytes, n) in &self.classes {
            out.write_all(bytes)?;
            writeln!(out, "\t{n}")?;
        }
        Ok(())
    }
}
