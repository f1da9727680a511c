//! The input lines: the files in turn (`-` or none for standard input),
//! gzip files decompressed (told by their first bytes, so `zcat` is not
//! needed, on standard input too), each line as bytes without its line end.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};

use flate2::bufread::MultiGzDecoder;

use crate::Failure;

/// gzip's magic number.
const GZIP: [u8; 2] = [0x1f, 0x8b];

/// One input line.
pub struct RawLine {
    /// 1-based over all inputs (serate's `%n`).
    pub number: u64,
    /// Which input (an index into [`Lines::names`]).
    pub source: usize,
    /// 1-based within its input.
    pub line: u64,
    /// Without `\n` or `\r\n`; a UTF-8 BOM at an input's start is dropped.
    pub bytes: Vec<u8>,
}

/// The lines of every input, in order.
pub struct Lines {
    files: Vec<OsString>,
    next_file: usize,
    current: Option<Box<dyn BufRead + Send>>,
    line: u64,
    number: u64,
}

impl Lines {
    pub fn new(files: &[OsString]) -> Lines {
        let files = if files.is_empty() {
            vec![OsString::from("-")]
        } else {
            files.to_vec()
        };
        Lines {
            files,
            next_file: 0,
            current: None,
            line: 0,
            number: 0,
        }
    }

    /// The inputs' names for messages.
    pub fn names(&self) -> Vec<String> {
        self.files
            .iter()
            .map(|f| match f.to_str() {
                Some("-") => "standard input".to_string(),
                _ => f.to_string_lossy().into_owned(),
            })
            .collect()
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
            let mut bytes = Vec::with_capacity(96);
            let read = reader.read_until(b'\n', &mut bytes).map_err(|e| {
                Failure(format!(
                    "{}: line {}: cannot read: {e}",
                    self.names()[source],
                    self.line + 1
                ))
            })?;
            if read == 0 {
                self.current = None;
                continue;
            }
            if bytes.last() == Some(&b'\n') {
                bytes.pop();
                if bytes.last() == Some(&b'\r') {
                    bytes.pop();
                }
            }
            if self.line == 0 && bytes.starts_with("\u{feff}".as_bytes()) {
                bytes.drain(..3);
            }
            self.line += 1;
            self.number += 1;
            return Ok(Some(RawLine {
                number: self.number,
                source,
                line: self.line,
                bytes,
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

/// A reader of one input, decompressing gzip.
fn open(file: &OsString) -> Result<Box<dyn BufRead + Send>, Failure> {
    let name = file.to_string_lossy();
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

/// The number of lines of the files, for the time left; `None` for standard
/// input (read once, as it comes).
pub fn count_lines(files: &[OsString]) -> Option<u64> {
    if files.is_empty() || files.iter().any(|f| f == "-") {
        return None;
    }
    let mut total = 0u64;
    for file in files {
        let mut reader = open(file).ok()?;
        let mut buffer = [0u8; 1 << 16];
        let mut last = b'\n';
        loop {
            let n = reader.read(&mut buffer).ok()?;
            if n == 0 {
                break;
            }
            total += buffer[..n].iter().filter(|&&b| b == b'\n').count() as u64;
            last = buffer[n - 1];
        }
        if last != b'\n' {
            total += 1;
        }
    }
    Some(total)
}
