//! The command line: a command name, then its flags and file names (lexopt
//! reads `--flag value`, `--flag=value`, `-j4` and names that are not UTF-8).

use std::ffi::OsString;
use std::time::Duration;

use dlx_sudoku::sudoku::logic::TechniqueSet;
use lexopt::Arg::{Long, Short, Value};

use crate::format::Format;
use crate::generate::{self, Generate};
use crate::line::Shape;
use crate::usage;
use crate::Failure;

/// What to do.
pub enum Command {
    /// The whole help, or one command's.
    Help(Option<String>),
    Version,
    /// A command that answers each input line.
    Lines(LineCommand, LineOptions),
    /// `dedup`: the first line of each isomorph class (`--count`: with its size).
    Dedup {
        count: bool,
        options: LineOptions,
    },
    /// `stats`: the ratings counted by ER band and hardest technique.
    Stats {
        json: bool,
        budget: Option<Duration>,
        options: LineOptions,
    },
    Judge(Judge),
    Generate(Generate),
}

/// The commands that read one puzzle a line.
pub enum LineCommand {
    Canon,
    Solve,
    Count {
        limit: usize,
    },
    Score,
    Candidates {
        techniques: Option<TechniqueSet>,
    },
    Rate {
        format: Option<Format>,
        filter: Filter,
        budget: Option<Duration>,
    },
    /// `--compact`: no texts and no names, only the record.
    Steps {
        compact: bool,
    },
}

/// `rate`'s filters: only the rated lines whose ER is in range and whose
/// path uses one of the techniques are written.
#[derive(Clone, Copy, Default)]
pub struct Filter {
    /// `--min-er`, `--max-er`: tenths, both included.
    pub min_er: Option<u32>,
    pub max_er: Option<u32>,
    /// `--technique`: one name or a comma-separated list (any of them).
    pub techniques: Option<TechniqueSet>,
}

impl Filter {
    pub fn is_some(&self) -> bool {
        self.min_er.is_some() || self.max_er.is_some() || self.techniques.is_some()
    }

    /// Whether a rating of ER `er` tenths whose path uses `used` passes.
    pub fn passes(&self, er: u32, used: TechniqueSet) -> bool {
        self.min_er.map_or(true, |min| er >= min)
            && self.max_er.map_or(true, |max| er <= max)
            && self
                .techniques
                .map_or(true, |wanted| wanted.iter().any(|t| used.contains(t)))
    }
}

/// The judge problems' whole-input formats (standard input only).
#[derive(Clone, Copy)]
pub enum Judge {
    P1784,
    P1074,
    Poj2676,
}

/// The options every line command takes.
pub struct LineOptions {
    /// The inputs in turn; empty for standard input.
    pub files: Vec<OsString>,
    pub jobs: usize,
    pub strict: bool,
    /// `--progress`; without it, progress shows when stderr is a terminal.
    pub progress: bool,
    pub skip: u64,
    /// `--field N` (1-based) and its `--delimiter`.
    pub field: Option<(usize, u8)>,
    /// `--header`: the first line of each input is a header, not answered.
    pub header: bool,
    /// `--shard K/N`: only the lines numbered K, K + N, K + 2N, ... (K from 1).
    pub shard: Option<Shard>,
}

/// `--shard K/N`: the K-th of N round-robin shards of the input lines, K
/// from 1 as in GNU split's `-n r/K/N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub k: u64,
    pub n: u64,
}

impl Shard {
    /// Whether line `number` (from 1, over all inputs) is in the shard.
    pub fn holds(self, number: u64) -> bool {
        number.wrapping_sub(1) % self.n == self.k - 1
    }

    /// How many of the lines 1 to `lines` are in the shard.
    pub fn lines_of(self, lines: u64) -> u64 {
        if lines < self.k {
            0
        } else {
            (lines - self.k) / self.n + 1
        }
    }
}

impl LineOptions {
    /// How a line is read.
    pub fn shape(&self) -> Shape {
        Shape {
            strict: self.strict,
            field: self.field,
        }
    }
}

/// A flag: its long name and whether it takes a value.
type Flag = (&'static str, bool);

const LINE_FLAGS: &[Flag] = &[
    ("jobs", true),
    ("strict", false),
    ("skip", true),
    ("progress", false),
    ("field", true),
    ("delimiter", true),
    ("header", false),
    ("shard", true),
];

/// The flags one command takes besides the line flags.
fn own_flags(command: &str) -> Option<&'static [Flag]> {
    Some(match command {
        "canon" | "solve" | "max-score" | "score" => &[],
        "steps" => &[("compact", false)],
        "dedup" => &[("count", false)],
        "count" => &[("limit", true)],
        "candidates" => &[("techniques", true)],
        "rate" => &[
            ("format", true),
            ("min-er", true),
            ("max-er", true),
            ("technique", true),
            ("budget", true),
        ],
        "stats" => &[("json", false), ("budget", true)],
        "generate" => generate::FLAGS,
        "p1784" | "p1074" | "poj2676" => &[],
        _ => return None,
    })
}

/// The flags given, each once: (long name, value).
pub struct Given(Vec<(&'static str, Option<String>)>);

impl Given {
    pub fn value(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    pub fn has(&self, name: &str) -> bool {
        self.0.iter().any(|(n, _)| *n == name)
    }
}

pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, Failure> {
    let mut parser = lexopt::Parser::from_args(args);
    let first = parser.next().map_err(|e| Failure(e.to_string()))?;
    let name = match first {
        None => return Err(Failure(format!("no command\n{}", usage::help(None)))),
        Some(Long("help") | Short('h')) => return Ok(Command::Help(None)),
        Some(Long("version") | Short('V')) => return Ok(Command::Version),
        Some(Value(name)) => name.to_string_lossy().into_owned(),
        Some(other) => {
            return Err(Failure(format!(
                "expected a command, found {}\n{}",
                other.unexpected(),
                usage::help(None)
            )))
        }
    };
    if name == "help" {
        let topic = parser.next().ok().flatten().and_then(|arg| match arg {
            Value(v) => Some(v.to_string_lossy().into_owned()),
            _ => None,
        });
        return Ok(Command::Help(topic));
    }
    let Some(own) = own_flags(&name) else {
        return Err(Failure(format!(
            "unknown command {name:?}\n{}",
            usage::help(None)
        )));
    };
    let per_line = !matches!(name.as_str(), "generate" | "p1784" | "p1074" | "poj2676");
    let generate_line = [("jobs", true), ("progress", false)];
    let known: Vec<Flag> = match name.as_str() {
        "generate" => own.iter().chain(&generate_line).copied().collect(),
        _ if per_line => own.iter().chain(LINE_FLAGS).copied().collect(),
        _ => own.to_vec(),
    };
    let mut given = Vec::new();
    let mut files = Vec::new();
    while let Some(arg) = parser.next().map_err(|e| Failure(e.to_string()))? {
        let flag = match arg {
            Long("help") | Short('h') => return Ok(Command::Help(Some(name))),
            Value(file) if per_line => {
                files.push(file);
                continue;
            }
            Short('j') => "jobs",
            Long(flag) => flag,
            other => {
                return Err(Failure(format!(
                    "unexpected argument {} for {name}\n{}",
                    other.unexpected(),
                    usage::help(Some(&name))
                )))
            }
        };
        let Some(&(flag, takes_value)) = known.iter().find(|(n, _)| *n == flag) else {
            let names: Vec<String> = known.iter().map(|(n, _)| format!("--{n}")).collect();
            return Err(Failure(format!(
                "unknown flag \"--{flag}\" for {name}; known flags: {}\n{}",
                names.join(", "),
                usage::help(Some(&name))
            )));
        };
        if given.iter().any(|(n, _)| *n == flag) {
            return Err(Failure(format!("--{flag} given twice")));
        }
        let value = if takes_value {
            let value = parser
                .value()
                .map_err(|_| Failure(format!("--{flag} needs a value")))?;
            Some(value.to_string_lossy().into_owned())
        } else {
            None
        };
        given.push((flag, value));
    }
    let given = Given(given);
    let jobs = match given.value("jobs") {
        Some(value) => jobs(value)?,
        None => cores().min(max_jobs()),
    };
    Ok(match name.as_str() {
        "generate" => Command::Generate(generate::options(&given, jobs)?),
        "p1784" => Command::Judge(Judge::P1784),
        "p1074" => Command::Judge(Judge::P1074),
        "poj2676" => Command::Judge(Judge::Poj2676),
        command => {
            let skip = match given.value("skip") {
                Some(value) => whole("--skip", value, 0)?,
                None => 0,
            };
            let options = LineOptions {
                files,
                jobs,
                strict: given.has("strict"),
                progress: given.has("progress"),
                skip,
                field: field(&given)?,
                header: given.has("header"),
                shard: given.value("shard").map(shard).transpose()?,
            };
            let kind = match command {
                "dedup" if options.shard.is_some() => {
                    return Err(Failure(
                        "--shard is not for dedup: an isomorph class can span the shards (dedup \
                         the shards' outputs together)"
                            .to_string(),
                    ))
                }
                "dedup" => {
                    return Ok(Command::Dedup {
                        count: given.has("count"),
                        options,
                    })
                }
                "stats" => {
                    return Ok(Command::Stats {
                        json: given.has("json"),
                        budget: budget(&given)?,
                        options,
                    })
                }
                "canon" => LineCommand::Canon,
                "solve" => LineCommand::Solve,
                // `score` is the old name, kept for one version.
                "max-score" | "score" => LineCommand::Score,
                "steps" => LineCommand::Steps {
                    compact: given.has("compact"),
                },
                "count" => LineCommand::Count {
                    limit: match given.value("limit") {
                        Some(n) => n.parse::<usize>().map_err(|_| {
                            Failure(format!("--limit takes a non-negative integer, found {n:?}"))
                        })?,
                        None => 2,
                    },
                },
                "candidates" => LineCommand::Candidates {
                    techniques: given
                        .value("techniques")
                        .map(TechniqueSet::parse)
                        .transpose()
                        .map_err(|e| Failure(format!("--techniques: {e}")))?,
                },
                _ => LineCommand::Rate {
                    format: given.value("format").map(Format::parse).transpose()?,
                    filter: filter(&given)?,
                    budget: budget(&given)?,
                },
            };
            Command::Lines(kind, options)
        }
    })
}

/// The longest `--budget`: a day. A puzzle SE rates at all takes minutes
/// at most here (20 s was the longest of the forum's hardest).
const MAX_BUDGET: f64 = 86_400.0;

/// `--budget SECONDS`: the time a puzzle's rating may take.
pub fn budget(given: &Given) -> Result<Option<Duration>, Failure> {
    let Some(value) = given.value("budget") else {
        return Ok(None);
    };
    match value.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= MAX_BUDGET => Ok(Duration::try_from_secs_f64(s).ok()),
        _ => Err(Failure(format!(
            "--budget takes seconds, more than 0 and at most {MAX_BUDGET} (e.g. 2.5), found \
             {value:?}"
        ))),
    }
}

/// An ER as `--min-er` and `--max-er` take it (`9.5`), in tenths.
fn er(flag: &str, value: &str) -> Result<u32, Failure> {
    match value.parse::<f64>() {
        Ok(er) if (0.0..=20.0).contains(&er) => Ok((er * 10.0).round() as u32),
        _ => Err(Failure(format!(
            "{flag} takes an ER from 0 to 20 (e.g. 9.5), found {value:?}"
        ))),
    }
}

/// `rate`'s filters.
fn filter(given: &Given) -> Result<Filter, Failure> {
    let filter = Filter {
        min_er: given
            .value("min-er")
            .map(|v| er("--min-er", v))
            .transpose()?,
        max_er: given
            .value("max-er")
            .map(|v| er("--max-er", v))
            .transpose()?,
        techniques: given
            .value("technique")
            .map(TechniqueSet::parse)
            .transpose()
            .map_err(|e| Failure(format!("--technique: {e}")))?,
    };
    if let (Some(min), Some(max)) = (filter.min_er, filter.max_er) {
        if min > max {
            return Err(Failure(format!(
                "--min-er {}.{} is above --max-er {}.{}: no rating passes",
                min / 10,
                min % 10,
                max / 10,
                max % 10
            )));
        }
    }
    Ok(filter)
}

/// The most fields `--field` reaches: a line holds at most 64 KiB.
const MAX_FIELD: u64 = crate::input::MAX_LINE as u64;

/// `--field N` and `--delimiter C` (`,` by default; `--delimiter` alone
/// reads field 1).
fn field(given: &Given) -> Result<Option<(usize, u8)>, Failure> {
    let delimiter = match given.value("delimiter") {
        None => b',',
        Some("tab" | "\\t" | "\t") => b'\t',
        Some(value) => match value.as_bytes() {
            // Not a cell's character, a quote or a line end: those cannot part fields.
            [b] if b.is_ascii()
                && !b.is_ascii_alphanumeric()
                && !matches!(b, b'.' | b'-' | b'_' | b'*' | b'"' | b'\n' | b'\r') =>
            {
                *b
            }
            _ => {
                return Err(Failure(format!(
                    "--delimiter takes one ASCII character that is not a digit, a letter, a \
                     blank (. - _ *), a quote or a line end (or `tab`), found {value:?}"
                )))
            }
        },
    };
    let field = match given.value("field") {
        Some(value) => whole("--field", value, 1).and_then(|n| {
            if n <= MAX_FIELD {
                Ok(n as usize)
            } else {
                Err(Failure(format!(
                    "--field takes a whole number >= 1 and <= {MAX_FIELD}, found {value:?}"
                )))
            }
        })?,
        None if given.has("delimiter") => 1,
        None => return Ok(None),
    };
    Ok(Some((field, delimiter)))
}

/// `--shard K/N`: 1 <= K <= N.
fn shard(value: &str) -> Result<Shard, Failure> {
    let parsed = value
        .split_once('/')
        .and_then(|(k, n)| Some((k.parse::<u64>().ok()?, n.parse::<u64>().ok()?)));
    match parsed {
        Some((k, n)) if 1 <= k && k <= n => Ok(Shard { k, n }),
        _ => Err(Failure(format!(
            "--shard takes K/N with 1 <= K <= N (the K-th of N shards: lines K, K+N, K+2N, \
             ...; e.g. 1/4), found {value:?}"
        ))),
    }
}

/// The cores this process may use (1 when unknown).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The most threads `--jobs` takes: 4 × the cores (the work is all CPU, so
/// more threads than cores only add memory; 4x leaves room to oversubscribe
/// on purpose), and never more than [`MAX_JOBS`].
pub fn max_jobs() -> usize {
    cores().saturating_mul(4).min(MAX_JOBS)
}

/// `--jobs`'s ceiling on any machine: each thread has its own solver and stack
/// (and 256 lines in flight), and thousands of threads exhaust a user's
/// processes (`ulimit -u`) and the system's PIDs.
const MAX_JOBS: usize = 256;

/// `--jobs N`: 1 to [`max_jobs`], parsed without wrapping.
fn jobs(value: &str) -> Result<usize, Failure> {
    let max = max_jobs();
    match value.parse::<u64>() {
        Ok(n) if n >= 1 && n <= max as u64 => Ok(n as usize),
        _ => Err(Failure(format!(
            "--jobs takes a whole number >= 1 and <= {max} (4 x the {} cores, at most \
             {MAX_JOBS}), found {value:?}",
            cores()
        ))),
    }
}

/// A whole number at least `min`.
pub fn whole(flag: &str, value: &str, min: u64) -> Result<u64, Failure> {
    match value.parse::<u64>() {
        Ok(n) if n >= min => Ok(n),
        _ => Err(Failure(format!(
            "{flag} takes a whole number >= {min}, found {value:?}"
        ))),
    }
}
