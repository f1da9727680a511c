//! The WebAssembly exports, the package's JavaScript API (see docs/javascript.md): a few
//! lines each over the core, turning its errors into JS `Error`s with the core's
//! message.
//!
//! Grid arguments are taken as `JsValue` and checked here: wasm-bindgen's own
//! `&[u8]` glue would silently turn 1.5 into 1, NaN into a blank and 300 into 44.

use std::cell::RefCell;

use js_sys::{JsString, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::sudoku::{weight, Grid, GridError, Solver, Target, CELLS, MAX_COUNT_LIMIT};
use crate::Text;

/// Texts longer than this are refused before they are copied into wasm memory.
const MAX_TEXT_CHARS: u32 = 10_000;

/// The most puzzles `solve_batch` takes a call (8,100,000 cells, a few seconds
/// of solving); a longer batch is refused before it is copied into wasm memory.
const MAX_BATCH_PUZZLES: u32 = 100_000;

thread_local! {
    /// One engine for the module, built on first use and reused by every call.
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// Runs `f` on the module's engine. Not generic, so the engine's set-up and
/// the borrow exist once in the module rather than once per export.
#[inline(never)]
fn run_solver(f: &mut dyn FnMut(&mut Solver)) -> Result<(), JsError> {
    SOLVER.with(|slot| match slot.try_borrow_mut() {
        Ok(mut slot) => {
            f(slot.get_or_insert_with(Solver::new));
            Ok(())
        }
        // Only reachable if a call re-entered the module while the engine runs,
        // which no export allows (callers' values are read before it starts).
        Err(_) => Err(error("the solver is busy")),
    })
}

fn with_solver<T>(f: impl FnOnce(&mut Solver) -> T) -> Result<T, JsError> {
    let mut f = Some(f);
    let mut result = None;
    run_solver(&mut |solver| {
        if let Some(f) = f.take() {
            result = Some(f(solver));
        }
    })?;
    result.ok_or_else(|| error("the solver is busy"))
}

/// `TargetResult` and `TargetTextResult`, for the package's `.d.ts`.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = include_str!("types/core.d.ts");

/// Runs by itself when the module loads: sends Rust panic messages to the
/// console (feature `console_error_panic_hook`, on by default). No input is
/// meant to reach a panic; this only makes a bug readable.
#[cfg(feature = "console_error_panic_hook")]
#[wasm_bindgen(start)]
fn start() {
    std::panic::set_hook(Box::new(panic_to_console));
}

/// `console.error("panicked at src/file.rs:12:5:\nmessage")`: the first lines of
/// what the console_error_panic_hook crate writes, without its stack trace and
/// without `core::fmt`'s display of the panic (about 1 KB of the module
/// gzip-compressed; the browser's console shows where `console.error` was called).
#[cfg(feature = "console_error_panic_hook")]
#[inline(never)]
fn panic_to_console(info: &std::panic::PanicHookInfo<'_>) {
    let mut t = Text::new().s("panicked at ");
    if let Some(place) = info.location() {
        t = t
            .s(place.file())
            .s(":")
            .n(u64::from(place.line()))
            .s(":")
            .n(u64::from(place.column()));
    }
    let payload = info.payload();
    let message = match payload.downcast_ref::<&str>() {
        Some(message) => message,
        None => payload
            .downcast_ref::<String>()
            .map_or("Box<dyn Any>", String::as_str),
    };
    web_sys::console::error_1(&JsValue::from_str(&t.s(":\n").s(message).0));
}

/// A JS `Error` with `message` (out of line, as are the helpers below: the
/// exports stay thin wrappers, which keeps the module small).
#[inline(never)]
fn error(message: &str) -> JsError {
    JsError::new(message)
}

#[inline(never)]
fn grid_error(e: GridError) -> JsError {
    error(&e.message())
}

// Reading a caller's value can run the caller's code (getters, proxies), and a
// JS exception that unwinds through wasm leaves the module's stack pointer
// behind: after enough of them every call traps. So every look at a caller's
// value that could throw happens in JS (js/core.js, js/describe.js), inside
// try/catch, and Rust only ever sees plain values back.
#[wasm_bindgen(module = "/src/wasm/js/describe.js")]
extern "C" {
    /// What a JS value is, for messages ("a string", "a Float64Array", "null").
    #[wasm_bindgen(js_name = describe)]
    fn describe_js(value: &JsValue) -> String;
}

#[wasm_bindgen(module = "/src/wasm/js/core.js")]
extern "C" {
    /// A Uint8Array(81) of the cells; the length found when it is not 81; or a message.
    #[wasm_bindgen(js_name = readGrid)]
    fn read_grid_js(value: &JsValue) -> JsValue;
    /// A fresh Uint8Array copy of a batch of at most `max_puzzles` puzzles, or a
    /// message (the length is checked before anything is copied).
    #[wasm_bindgen(js_name = readBatch)]
    fn read_batch_js(value: &JsValue, max_puzzles: u32) -> JsValue;
    /// `{ score, grid, proven, nodes }`, a plain object.
    #[wasm_bindgen(js_name = targetResult)]
    fn target_result_js(score: i32, grid: JsValue, proven: bool, nodes: f64) -> JsValue;
    /// An `Error` with `message` and parse_text's `problem` (`kind`, then the
    /// fields of that kind: `found`; `line`, `column`, `char`).
    #[wasm_bindgen(js_name = parseError)]
    fn parse_error_js(message: &str, kind: &str, a: u32, b: u32, ch: &str) -> JsValue;
}

fn describe(value: &JsValue) -> String {
    describe_js(value)
}

/// A grid from a Uint8Array or an Array of 81 integers 0..=9, checked cell by cell.
fn grid_from_js(value: &JsValue) -> Result<Grid, JsError> {
    let read = read_grid_js(value);
    if let Some(cells) = read.dyn_ref::<Uint8Array>() {
        // `to_vec`, not `copy_to`: the latter asserts the length, and its
        // panic message would bring Debug formatting into the module.
        return Grid::from_bytes(&cells.to_vec()).map_err(grid_error);
    }
    if let Some(found) = read.as_f64() {
        return Err(grid_error(GridError::WrongLength {
            found: found as usize,
        }));
    }
    Err(error(&read.as_string().unwrap_or_default()))
}

/// A JS string, refused before copying when it is not one or far too long.
fn text_from_js(value: &JsValue) -> Result<String, JsError> {
    let Some(text) = value.dyn_ref::<JsString>() else {
        return Err(error(
            &Text::new()
                .s("expected text (a string), found ")
                .s(&describe(value))
                .0,
        ));
    };
    let length = text.length();
    if length > MAX_TEXT_CHARS {
        return Err(error(
            &Text::new()
                .s("text too long: ")
                .n(length.into())
                .s(" characters; a puzzle is 81 cells (at most ")
                .n(MAX_TEXT_CHARS.into())
                .s(" characters are read)")
                .0,
        ));
    }
    Ok(String::from(text))
}

fn text_grid(value: &JsValue) -> Result<Grid, JsError> {
    Grid::from_text(&text_from_js(value)?).map_err(grid_error)
}

/// The grid argument of an export: text, or cells (a Uint8Array or an Array).
#[inline(never)]
fn read(value: &JsValue, text: bool) -> Result<Grid, JsError> {
    if text {
        text_grid(value)
    } else {
        grid_from_js(value)
    }
}

/// The 81 cells as a new vector.
#[inline(never)]
fn cells_of(grid: &Grid) -> Vec<u8> {
    grid.cells().to_vec()
}

fn no_solution() -> JsError {
    error("no solution: the puzzle cannot be completed")
}

/// A limit or budget from JS: a whole number >= 0 (or none).
fn count_from_js(value: &JsValue, what: &str) -> Result<Option<u64>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    match value.as_f64() {
        Some(v) if v.fract() == 0.0 && v >= 0.0 => Ok(Some(v.min(u64::MAX as f64) as u64)),
        _ => Err(error(
            &Text::new()
                .s(what)
                .s(" must be a whole number >= 0, found ")
                .s(&describe(value))
                .0,
        )),
    }
}

/// One solution of the grid argument, or the error to throw.
#[inline(never)]
fn solved(value: &JsValue, text: bool) -> Result<Grid, JsError> {
    let grid = read(value, text)?;
    with_solver(|s| s.solve(&grid))?
        .map_err(grid_error)?
        .ok_or_else(no_solution)
}

/// One solution of a puzzle: 81 cells in, row-major, 0 = empty, 1..=9 = given
/// (a Uint8Array or an Array of integers); the solved 81 cells out.
///
/// Throws an Error saying what is wrong for invalid input (wrong length, a value
/// outside 0..=9, clashing givens), and an Error whose message starts with
/// "no solution" when the puzzle cannot be completed.
#[wasm_bindgen]
pub fn solve(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] grid: JsValue,
) -> Result<Vec<u8>, JsError> {
    Ok(cells_of(&solved(&grid, false)?))
}

/// One solution of a puzzle given as text: 81 cells where digits 1-9 are givens
/// and any of `. 0 - _ *` is a blank; whitespace and line breaks are ignored.
/// Returns the solution as 81 digits. Throws like `solve`.
#[wasm_bindgen]
pub fn solve_text(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<String, JsError> {
    Ok(solved(&text, true)?.to_line('0'))
}

#[inline(never)]
fn count(value: &JsValue, text: bool, limit: &JsValue) -> Result<u32, JsError> {
    let grid = &read(value, text)?;
    let asked = limit;
    let limit = count_from_js(limit, "limit")?.unwrap_or(2);
    let limit = match usize::try_from(limit) {
        Ok(n) if n <= MAX_COUNT_LIMIT => n,
        _ => {
            return Err(error(
                &Text::new()
                    .s("limit must be at most ")
                    .n(MAX_COUNT_LIMIT as u64)
                    .s(" (count_solutions counts no further), found ")
                    .s(&describe(asked))
                    .0,
            ))
        }
    };
    let n = with_solver(|s| s.count_solutions(grid, limit))?.map_err(grid_error)?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

/// The number of solutions, counted no further than `limit` (default 2; with 2,
/// the answer 1 means the puzzle is unique; at most 1,000,000, a few seconds
/// of counting: a higher limit throws "limit must be at most 1000000 ...").
/// Throws on invalid input.
#[wasm_bindgen]
pub fn count_solutions(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] grid: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] limit: JsValue,
) -> Result<u32, JsError> {
    count(&grid, false, &limit)
}

/// `count_solutions` for a puzzle given as text.
#[wasm_bindgen]
pub fn count_solutions_text(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] limit: JsValue,
) -> Result<u32, JsError> {
    count(&text, true, &limit)
}

/// The NOIP 2009 "target sudoku" score: the maximum over all solutions of the sum
/// of weight x digit (weights 6 on the outer ring, then 7, 8, 9, and 10 in the
/// centre), exact; -1 when the puzzle has no solution, clashing givens
/// included. Throws on invalid input (wrong length, a value outside 0..=9, a
/// wrong type).
#[wasm_bindgen]
pub fn max_score(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] grid: JsValue,
) -> Result<i32, JsError> {
    max(&grid, false)
}

/// `max_score` for a puzzle given as text.
#[wasm_bindgen]
pub fn max_score_text(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<i32, JsError> {
    max(&text, true)
}

#[inline(never)]
fn max(value: &JsValue, text: bool) -> Result<i32, JsError> {
    let grid = read(value, text)?;
    with_solver(|s| s.max_score(&grid))
}

/// `{ score, grid, proven, nodes }` for `target` and `target_text`.
#[inline(never)]
fn run_target(value: &JsValue, text: bool, node_budget: &JsValue) -> Result<JsValue, JsError> {
    let grid = read(value, text)?;
    let budget = count_from_js(node_budget, "node_budget")?;
    let target: Target = with_solver(|s| s.target(&grid, budget))?;
    let solved = match target.grid {
        Some(g) if text => JsValue::from(g.to_line('0')),
        Some(g) => Uint8Array::from(&g.cells()[..]).into(),
        None => JsValue::NULL,
    };
    Ok(target_result_js(
        target.score,
        solved,
        target.proven,
        target.nodes as f64,
    ))
}

/// The target score with a solution reaching it: `{ score, grid, proven, nodes }`.
/// With `node_budget` (search-tree nodes) the search may stop early and return
/// the best found so far with `proven: false`. `score` is -1 and `grid` null
/// when there is no solution (clashing givens included). Throws on invalid input.
#[wasm_bindgen(unchecked_return_type = "TargetResult")]
pub fn target(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] grid: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] node_budget: JsValue,
) -> Result<JsValue, JsError> {
    run_target(&grid, false, &node_budget)
}

/// `target` for a puzzle given as text; the grid comes back as 81 digits.
#[wasm_bindgen(unchecked_return_type = "TargetTextResult")]
pub fn target_text(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] node_budget: JsValue,
) -> Result<JsValue, JsError> {
    run_target(&text, true, &node_budget)
}

/// Solves many puzzles in one call: `n * 81` cells in (a Uint8Array, puzzle after
/// puzzle), `n * 81` out. A puzzle without a solution comes back as 81 zeros.
/// Throws "puzzle K: ..." (K from 1) for the first invalid puzzle. At most
/// 100,000 puzzles a call: a longer batch throws "too many puzzles ..." before
/// it is copied into wasm memory.
#[wasm_bindgen]
pub fn solve_batch(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array")] grids: JsValue,
) -> Result<Vec<u8>, JsError> {
    let read = read_batch_js(&grids, MAX_BATCH_PUZZLES);
    let Some(bytes) = read.dyn_ref::<Uint8Array>() else {
        return Err(error(&read.as_string().unwrap_or_default()));
    };
    let length = bytes.length() as usize;
    if length % CELLS != 0 {
        return Err(error(
            &Text::new()
                .s("expected a multiple of 81 cells, found ")
                .n(length as u64)
                .0,
        ));
    }
    let mut cells = bytes.to_vec();
    with_solver(|solver| {
        for (k, chunk) in cells.chunks_exact_mut(CELLS).enumerate() {
            let fail = |e: GridError| {
                error(
                    &Text::new()
                        .s("puzzle ")
                        .n(k as u64 + 1)
                        .s(": ")
                        .s(&e.message())
                        .0,
                )
            };
            let grid = Grid::from_bytes(chunk).map_err(fail)?;
            match solver.solve(&grid).map_err(fail)? {
                Some(solution) => chunk.copy_from_slice(solution.cells()),
                None => chunk.fill(0),
            }
        }
        Ok(cells)
    })?
}

/// Parses text with the core's parser: 81 cells (digits 1-9; blanks `. 0 - _ *`;
/// whitespace ignored) into 81 values, 0 = empty. Throws with the position of
/// any bad character or the number of cells found; the error's `problem` says
/// the same in fields, for a caller that words it in its own language:
/// `{ kind: 'wrong-length', found }` or `{ kind: 'bad-char', line, column, char }`.
#[wasm_bindgen]
pub fn parse_text(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Vec<u8>, JsValue> {
    let text = text_from_js(&text)?;
    Grid::from_text(&text)
        .map(|grid| cells_of(&grid))
        .map_err(problem_error)
}

/// A parse error as a JS `Error` with its `problem` (see [`parse_text`]).
#[inline(never)]
fn problem_error(e: GridError) -> JsValue {
    let message = e.message();
    match e {
        GridError::WrongLength { found } => parse_error_js(
            &message,
            "wrong-length",
            found.min(u32::MAX as usize) as u32,
            0,
            "",
        ),
        GridError::BadChar { line, column, ch } => {
            let mut buf = [0u8; 4];
            let (line, column) = (line.min(u32::MAX as usize), column.min(u32::MAX as usize));
            parse_error_js(
                &message,
                "bad-char",
                line as u32,
                column as u32,
                ch.encode_utf8(&mut buf),
            )
        }
        // Text never gives the others (values out of range, clashes: the parser does not check those).
        _ => grid_error(e).into(),
    }
}

/// The cells (indices 0..80, ascending) whose digit repeats in their row, column
/// or box. Clashes are not an error here; wrong length or values still throw.
#[wasm_bindgen]
pub fn clashing_cells(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] grid: JsValue,
) -> Result<Vec<u8>, JsError> {
    let mut cells = Vec::new();
    for cell in read(&grid, false)?.clashing_cells() {
        cells.push(cell as u8);
    }
    Ok(cells)
}

/// The target-sudoku weight of a cell (index 0..80): 6 on the outer ring, then 7,
/// 8, 9, and 10 in the centre. Throws for anything but a whole number 0..=80.
#[wasm_bindgen]
pub fn cell_weight(
    #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
) -> Result<u8, JsError> {
    match count_from_js(&index, "cell index")? {
        Some(i) if i < CELLS as u64 => Ok(weight(i as usize)),
        _ => Err(error(
            &Text::new()
                .s("cell index must be a whole number 0..=80, found ")
                .s(&describe(&index))
                .0,
        )),
    }
}

#[cfg(feature = "logic")]
mod generator;
#[cfg(feature = "logic")]
mod logic;
#[cfg(feature = "logic")]
pub use logic::{candidates, hint, rate, steps};
