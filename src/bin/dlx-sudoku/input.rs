//! The input lines: the files in turn (`-` or none for standard input),
//! gzip files decompressed (told by their first bytes, so `zcat` is not
//! needed, on standard input too), each line as bytes without its line end.
//!
//! Every input is read once, as a stream, in chunks: a line longer than
//! [`MAX_LINE`] is never held, only counted on its way to its line end, and
//! a stream that runs on for more than [`MAX_SKIP`] bytes without one ends
//! the run. So memory is bounded whatever the input (`/dev/zero`, a file
//! without line breaks, a gzip bomb), and pipes, FIFOs and `/dev/stdin` are
//! read exactly once.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};

use flate2::bufread::MultiGzDecoder;

use crate::escape;
use crate::Failure;

/// gzip's magic number.
const GZIP: [u8; 2] = [0x1f, 0x8b];

/// The longest line read, in bytes before its line end. A puzzle line is 81
/// cells and perhaps a rating or a name (about 100 bytes in the forum
/// files); 64 KiB is hundreds of times that, and what a line can hold in
/// memory. A longer line is answered `error: line too long (N bytes; ...)`
/// and skipped to its line end without being kept.
pub const MAX_LINE: usize = 64 * 1024;

/// The most bytes an over-long line is read through to find its end: 1 GiB.
/// An input that runs on for longer without a line end is no list of lines
/// (`/dev/zero`, a binary file, a gzip bomb), and the run ends there (exit
/// status 2) rather than read it on forever. Up to this length N is exact.
pub const MAX_SKIP: u64 = 1 << 30;

/// What [`Lines`] reads at once into its line buffer: the longest line, a
/// `\r\n` and a BOM.
const LINE_READ: u64 = MAX_LINE as u64 + 5;

/// One input line.
pub struct RawLine {
    /// 1-based over all inputs (serate's `%n`).
    pub number: u64,
    /// Which input (an index into [`Lines::names`]).
    pub source: usize,
    /// 1-based within its input.
    pub line: u64,
    /// Without `\n` or `\r\n`; a UTF-8 BOM at an input's start is dropped.
    /// Empty for a line too long.
    pub bytes: Vec<u8>,
    /// For a line longer than [`MAX_LINE`]: its length in bytes (before its
    /// line end), its bytes left out.
    pub too_long: Option<u64>,
}

/// The lines of every input, in order.
pub struct Lines {
    files: Vec<OsString>,
    names: Vec<String>,
    next_file: usize,
    current: Option<Box<dyn BufRead + Send>>,
    line: u64,
    number: u64,
    /// Where each line is read before it is copied out at its length.
    buffer: Vec<u8>,
}

impl Lines {
    pub fn new(files: &[OsString]) -> Lines {
        let files = if files.is_empty() {
            vec![OsString::from("-")]
        } else {
            files.to_vec()
        };
        let names = files.iter().map(display_name).collect();
        Lines {
            files,
            names,
            next_file: 0,
            current: None,
            line: 0,
            number: 0,
            buffer: Vec::new(),
        }
    }

    /// The inputs' names for messages, control and format characters escaped.
    pub fn names(&self) -> Vec<String> {
        self.names.clone()
    }

    fn read_line(&mut self) -> Result<Option<RawLine>, Failure> {
        loop {
            if self.current.is_none() {
                let Some(file) = self.files.get(self.next_file) else {
                    return Ok(None);
                };
                self.current = Some(open(file)?);
                self.next_file += 1;
                self.line = 0;
            }
            let source = self.next_file - 1;
            let Some(reader) = self.current.as_mut() else {
                continue;
            };
            let place = |line: u64| format!("{}: line {}", self.names[source], line + 1);
            let bytes = &mut self.buffer;
            bytes.clear();
            let read = reader
                .by_ref()
                .take(LINE_READ)
                .read_until(b'\n', bytes)
                .map_err(|e| Failure(format!("{}: cannot read: {e}", place(self.line))))?;
            if read == 0 {
                self.current = None;
                continue;
            }
            let mut too_long = None;
            if bytes.last() == Some(&b'\n') {
                bytes.pop();
                if bytes.last() == Some(&b'\r') {
                    bytes.pop();
                }
            } else if read as u64 == LINE_READ {
                // The line goes on: through to its end, counted, not kept.
                let length = skip_line(reader, read as u64)
                    .map_err(|e| Failure(format!("{}: cannot read: {e}", place(self.line))))?;
                let Some(length) = length else {
                    return Err(Failure(format!(
                        "{}: no line end within 1 GiB ({MAX_SKIP} bytes): not a file of \
                         lines; the run stops here",
                        place(self.line),
                    )));
                };
                too_long = Some(length);
            }
            if self.line == 0 && bytes.starts_with("\u{feff}".as_bytes()) {
                bytes.drain(..3);
            }
            if too_long.is_none() && bytes.len() > MAX_LINE {
                too_long = Some(bytes.len() as u64);
            }
            self.line += 1;
            self.number += 1;
            let bytes = if too_long.is_some() {
                Vec::new()
            } else {
                bytes.to_vec()
            };
            if self.buffer.capacity() > 4 * 1024 {
                // Give back what an over-long line took.
                self.buffer = Vec::new();
            }
            return Ok(Some(RawLine {
                number: self.number,
                source,
                line: self.line,
                bytes,
                too_long,
            }));
        }
    }
}

impl Iterator for Lines {
    type Item = Result<RawLine, Failure>;

    fn next(&mut self) -> Option<Self::Item> {
        self.read_line().transpose()
    }
}

/// An input's name for messages: "standard input" for `-`, else escaped.
fn display_name(file: &OsString) -> String {
    match file.to_str() {
        Some("-") => "standard input".to_string(),
        _ => escape::name(file),
    }
}

/// Reads through the rest of a line whose first `length` bytes are read,
/// chunk by chunk, keeping nothing: its whole length (before its line end),
/// or `None` past [`MAX_SKIP`] bytes.
fn skip_line(reader: &mut dyn BufRead, mut length: u64) -> io::Result<Option<u64>> {
    loop {
        let chunk = match reader.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(Some(length)); // the input's end ends the line
        }
        match chunk.iter().position(|&b| b == b'\n') {
            Some(end) => {
                let before = if end > 0 && chunk[end - 1] == b'\r' {
                    end - 1
                } else {
                    end
                };
                reader.consume(end + 1);
                return Ok(Some(length + before as u64));
            }
            None => {
                let n = chunk.len();
                reader.consume(n);
                length += n as u64;
                if length > MAX_SKIP {
                    return Ok(None);
                }
            }
        }
    }
}

/// A reader of one input, decompressing gzip.
fn open(file: &OsString) -> Result<Box<dyn BufRead + Send>, Failure> {
    let name = display_name(file);
    let plain: Box<dyn BufRead + Send> = if file == "-" {
        Box::new(BufReader::with_capacity(1 << 16, io::stdin()))
    } else {
        let opened = File::open(file).map_err(|e| Failure(format!("{name}: cannot open: {e}")))?;
        Box::new(BufReader::with_capacity(1 << 16, opened))
    };
    gunzip(plain).map_err(|e| Failure(format!("{name}: cannot read: {e}")))
}

fn gunzip(mut reader: Box<dyn BufRead + Send>) -> io::Result<Box<dyn BufRead + Send>> {
    if reader.fill_buf()?.starts_with(&GZIP) {
        Ok(Box::new(BufReader::with_capacity(
            1 << 16,
            MultiGzDecoder::new(reader),
        )))
    } else {
        Ok(reader)
    }
}

/// The number of lines of the files, for the time left; `None` unless every
/// input is a regular file. Standard input, pipes, FIFOs, `/dev/stdin`,
/// process substitution and devices can be read only once (or never end),
/// so they are never read ahead: their progress shows no total. `None` too
/// for an input the run itself would stop on (unreadable, or a line end
/// missing for [`MAX_SKIP`] bytes).
pub fn count_lines(files: &[OsString]) -> Option<u64> {
    if files.is_empty() {
        return None;
    }
    for file in files {
        if file == "-" || !std::fs::metadata(file).ok()?.is_file() {
            return None;
        }
    }
    let mut total = 0u64;
    for file in files {
        let mut reader = open(file).ok()?;
        let mut buffer = vec![0u8; 1 << 16];
        let mut last = b'\n';
        let mut run = 0u64; // bytes since the last line end
        loop {
            let n = match reader.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => return None,
            };
            let chunk = &buffer[..n];
            match chunk.iter().rposition(|&b| b == b'\n') {
                Some(at) => {
                    total += chunk.iter().filter(|&&b| b == b'\n').count() as u64;
                    run = (n - at - 1) as u64;
                }
                None => run += n as u64,
            }
            if run > MAX_SKIP {
                return None;
            }
            last = chunk[n - 1];
        }
        if last != b'\n' {
            total += 1;
        }
    }
    Some(total)
}
