//! The logic layer's exports: `candidates`, `steps`, `rate` and `hint`. Their
//! grid arguments are cells (a Uint8Array or an Array of 81 integers 0..=9)
//! or text (81 cells, as the `*_text` functions read it).

use js_sys::{Array, Uint16Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{error, read, with_solver};
use crate::sudoku::logic::{
    self, english, Candidates, Explanation, Hint, MarksUnrated, Outcome, Step, Technique,
    TechniqueSet, Unrated,
};
use crate::sudoku::{Grid, Puzzle, CELLS, MARKS_LENGTH};
use crate::Text;

/// `Step`, `ChainNode`, `TechniqueInfo`, `StepsResult`, `RateResult` and `HintResult`, for
/// the package's `.d.ts`.
#[wasm_bindgen(typescript_custom_section)]
const TS_LOGIC_TYPES: &'static str = include_str!("types/logic.d.ts");

/// The results built from flat values, and the technique list and masks read from the
/// caller's values inside try/catch (js/logic.js).
#[wasm_bindgen(module = "/src/wasm/js/logic.js")]
extern "C" {
    #[wasm_bindgen(js_name = step)]
    fn step_js(
        technique: &str,
        name: &str,
        rating: f64,
        place: Vec<u8>,
        eliminate: Vec<u8>,
        cells: Vec<u8>,
        candidates: Vec<u8>,
        text: &str,
        explanation: &str,
        chain: Vec<i32>,
    ) -> JsValue;
    #[wasm_bindgen(js_name = hintResult)]
    fn hint_js(kind: &str, cell: i32, step: JsValue, text: &str, explanation: &str) -> JsValue;
    #[wasm_bindgen(js_name = object2)]
    fn object2(k1: &str, v1: JsValue, k2: &str, v2: JsValue) -> JsValue;
    #[wasm_bindgen(js_name = object3)]
    fn object3(k1: &str, v1: JsValue, k2: &str, v2: JsValue, k3: &str, v3: JsValue) -> JsValue;
    #[wasm_bindgen(js_name = rateResult)]
    fn rate_js(
        result: &str,
        difficulty: JsValue,
        rating: JsValue,
        pearl: JsValue,
        diamond: JsValue,
        hardest: JsValue,
    ) -> JsValue;
    #[wasm_bindgen(js_name = readNames)]
    fn read_names_js(value: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = readMasks)]
    fn read_masks_js(value: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = field)]
    fn field(object: &JsValue, key: &str) -> JsValue;
    #[wasm_bindgen(js_name = readRateOptions)]
    fn read_rate_options_js(options: &JsValue) -> Array;
    #[wasm_bindgen(js_name = now)]
    fn now_js() -> f64;
}

/// A grid argument: text when it is a string, cells otherwise.
fn grid_arg(value: &JsValue) -> Result<Grid, JsError> {
    read(value, value.is_string())
}

/// A puzzle argument of `rate`, `steps` and `hint`: a string of 729 pencil
/// marks (read by the core's one reading, [`Puzzle::from_text`]), or a grid.
fn puzzle_arg(value: &JsValue) -> Result<Puzzle, JsError> {
    if let Some(text) = value.as_string() {
        let trimmed = text.trim();
        if trimmed.chars().count() == MARKS_LENGTH && !trimmed.contains(char::is_whitespace) {
            return Puzzle::from_text(trimmed).map_err(|e| error(&e.to_string()));
        }
    }
    grid_arg(value).map(Puzzle::Givens)
}

/// The error for pencil marks that have no solution.
fn no_solution() -> JsError {
    error("no solution: no grid fits the pencil marks")
}

fn flat(pairs: &[(u8, u8)]) -> Vec<u8> {
    pairs.iter().flat_map(|&(c, d)| [c, d]).collect()
}

/// A rating as SE prints it, as a number: 4.6 for 4.6000000000000005.
pub(super) fn printed(rating: f64) -> f64 {
    f64::from(logic::se_tenths(rating)) / 10.0
}

#[inline(never)]
fn step_value(step: &Step) -> JsValue {
    step_js(
        step.technique.name(),
        &step.se_name(),
        printed(step.rating),
        flat(&step.place),
        flat(&step.eliminate),
        step.cells.clone(),
        flat(&step.candidates),
        &step.text,
        &step.explanation.to_json(),
        chain_flat(step),
    )
}

/// A step's chain as js/logic.js's `step` reads it.
fn chain_flat(step: &Step) -> Vec<i32> {
    let mut out = Vec::new();
    for n in &step.chain {
        out.extend([
            i32::from(n.cell),
            i32::from(n.digit),
            i32::from(n.on),
            n.via.code(),
            n.parents.len() as i32,
        ]);
        out.extend(n.parents.iter().map(|&p| i32::from(p)));
    }
    out
}

/// The candidates of a grid as 81 bit masks (bit `d - 1` set when digit `d`
/// is a candidate; 0 for a filled cell and for an open cell with none left).
/// Without `techniques`, the rules alone (a digit seen by a cell is not a
/// candidate); with it (an Array of technique names, or a comma-separated
/// string), the fixpoint of those techniques in SE's order. Names are SE's
/// in kebab-case, as `techniques()` lists them. Nesting level 5 (a minute
/// or more a search) runs only on a state where no technique below it
/// applies, as on SE's path: a list with level 5 but without some technique
/// below it throws ("nesting level 5 ... runs only on a state where no
/// technique below it applies ...") when it reaches a state where one of
/// those applies. Throws on invalid input or an unknown technique name.
#[wasm_bindgen]
pub fn candidates(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[] | string")] grid: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string[] | string")] techniques: JsValue,
) -> Result<Uint16Array, JsError> {
    let grid = grid_arg(&grid)?;
    let set = if techniques.is_undefined() || techniques.is_null() {
        None
    } else {
        let read = read_names_js(&techniques);
        let Some(names) = field(&read, "names").as_string() else {
            return Err(error(
                &field(&read, "message").as_string().unwrap_or_default(),
            ));
        };
        Some(TechniqueSet::parse(&names).map_err(|e| error(&e))?)
    };
    let state: Candidates =
        with_solver(|s| logic::try_candidates(s, &grid, set))?.map_err(|e| error(&e.message()))?;
    Ok(Uint16Array::from(&state.masks()[..]))
}

/// The catalogue of techniques, in Sudoku Explainer's producer order: for
/// each, `{ name, seName, rating }`: its kebab-case name (a step's
/// `technique`, `rate`'s `hardest`, what `candidates` takes), SE's printed
/// name and SE's base rating.
#[wasm_bindgen(unchecked_return_type = "TechniqueInfo[]")]
pub fn techniques() -> Array {
    let list = Array::new();
    for t in Technique::ALL {
        list.push(&object3(
            "name",
            JsValue::from(t.name()),
            "seName",
            JsValue::from(t.se_name()),
            "rating",
            JsValue::from(printed(t.base_rating())),
        ));
    }
    list
}

/// Sudoku Explainer's path: `{ result, steps }`. `result` is "solved" when the
/// puzzle has one solution (the steps then fill the grid), "none" (clashing
/// givens included) or "multiple" (no steps). `grid` may also be a string of
/// 729 pencil marks (see docs/javascript.md): the path from that state; marks
/// that contradict themselves or have no solution throw. Throws on invalid input.
#[wasm_bindgen(unchecked_return_type = "StepsResult")]
pub fn steps(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[] | string")] grid: JsValue,
) -> Result<JsValue, JsError> {
    let path = match puzzle_arg(&grid)? {
        Puzzle::Givens(grid) => with_solver(|s| logic::steps(s, &grid))?,
        Puzzle::Marks(marks) => {
            let path =
                with_solver(|s| logic::steps_marks(s, &marks))?.map_err(|e| error(&e.message()))?;
            if path.outcome == Outcome::NoSolution {
                return Err(no_solution());
            }
            path
        }
    };
    let list = Array::new();
    for step in &path.steps {
        list.push(&step_value(step));
    }
    Ok(object2(
        "result",
        JsValue::from(path.outcome.name()),
        "steps",
        list.into(),
    ))
}

/// Sudoku Explainer's ratings of the puzzle's path, as serate 1.2.1.3 gives
/// them: `{ result: "solved", difficulty, rating, pearl, diamond, hardest }`
/// with `rating` the ER, `pearl` the EP, `diamond` the ED, `difficulty` the
/// word of the ER and `hardest` the technique of the first step rated ER;
/// for a puzzle with no solution or several, `result` says which and the
/// rest is null. `grid` may also be a string of 729 pencil marks: the state's
/// ratings; marks that contradict themselves or have no solution throw.
/// `options.budgetMs` bounds the time the rating may take: past it `result`
/// is "timeout" (the rest null) soon after, instead of a rating. Throws on
/// invalid input and on invalid options.
#[wasm_bindgen(unchecked_return_type = "RateResult")]
pub fn rate(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[] | string")] grid: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "RateOptions")] options: JsValue,
) -> Result<JsValue, JsError> {
    let puzzle = puzzle_arg(&grid)?;
    let budget = rate_budget(&options)?;
    let rated = match puzzle {
        Puzzle::Givens(grid) => with_solver(|s| match budget {
            // The budget starts when the rating does.
            Some(ms) => logic::rate_path_until(s, &grid, now_js, now_js() + ms).map(|r| r.rating),
            None => logic::rate(s, &grid).map_err(Unrated::Outcome),
        })?,
        Puzzle::Marks(marks) => match with_solver(|s| match budget {
            Some(ms) => logic::rate_marks_until(s, &marks, now_js, now_js() + ms),
            None => logic::rate_marks(s, &marks),
        })? {
            Ok(path) => Ok(path.rating),
            Err(MarksUnrated::Broken(e)) => return Err(error(&e.message())),
            Err(MarksUnrated::Unrated(Unrated::Outcome(Outcome::NoSolution))) => {
                return Err(no_solution())
            }
            Err(MarksUnrated::Unrated(unrated)) => Err(unrated),
        },
    };
    let unrated = |result: &str| {
        rate_js(
            result,
            JsValue::NULL,
            JsValue::NULL,
            JsValue::NULL,
            JsValue::NULL,
            JsValue::NULL,
        )
    };
    Ok(match rated {
        Ok(r) => rate_js(
            "solved",
            JsValue::from(r.difficulty.name()),
            JsValue::from(printed(r.rating)),
            JsValue::from(printed(r.pearl)),
            JsValue::from(printed(r.diamond)),
            JsValue::from(r.hardest.name()),
        ),
        Err(Unrated::Outcome(outcome)) => unrated(outcome.name()),
        Err(Unrated::Deadline) => unrated("timeout"),
    })
}

/// `rate`'s budget in milliseconds, if any (js/logic.js checks the options).
fn rate_budget(options: &JsValue) -> Result<Option<f64>, JsError> {
    let read = read_rate_options_js(options);
    if let Some(message) = read.get(0).as_string() {
        return Err(error(&message));
    }
    Ok(read.get(1).as_f64())
}

/// A hint on a player's grid. `givens` and `entries` (the player's digits, 0
/// elsewhere; an entry on a given must be 0 or the given's digit) are grids;
/// `candidates`, optional, is 81 bit masks of the candidates the player has
/// left (as `candidates` returns them; 0x1FF for a cell without marks). A wrong
/// entry is reported first (`{ kind: "wrong-entry", cell, text }`), then a cell
/// whose candidates lost its digit (`"missing-candidate"`), else the next step
/// of Sudoku Explainer's path (`{ kind: "step", step, text }`), or
/// `{ kind: "solved" }`. Throws on invalid input, and when the givens clash or
/// have no solution or several. `givens` may also be a string of 729 pencil
/// marks, the whole state (then `entries` and `candidates` are null): the next
/// step of SE's path from it.
#[wasm_bindgen(unchecked_return_type = "HintResult")]
pub fn hint(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[] | string")] givens: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[] | string | null")]
    entries: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "Uint16Array | number[]")] candidates: JsValue,
) -> Result<JsValue, JsError> {
    let givens = puzzle_arg(&givens).map_err(|e| prefixed("givens: ", e))?;
    let hint = match givens {
        Puzzle::Givens(givens) => {
            let entries = grid_arg(&entries).map_err(|e| prefixed("entries: ", e))?;
            let masks = masks_arg(&candidates)?;
            with_solver(|s| logic::hint(s, &givens, &entries, masks.as_ref()))?
        }
        Puzzle::Marks(marks) => {
            // The marks are the whole state: nothing else may come with them.
            let absent = |v: &JsValue| v.is_undefined() || v.is_null() || v.as_string() == Some(String::new());
            if !absent(&entries) || !absent(&candidates) {
                return Err(error(
                    "entries and candidates must be left out (null) with a state of 729 pencil marks",
                ));
            }
            with_solver(|s| logic::hint_marks(s, &marks))?
        }
    }
    .map_err(|e| error(&e.message()))?;
    Ok(match hint {
        Hint::WrongEntry {
            cell,
            text,
            explanation,
        } => hint_js(
            "wrong-entry",
            cell.into(),
            JsValue::UNDEFINED,
            &text,
            &explanation.to_json(),
        ),
        Hint::MissingCandidate {
            cell,
            text,
            explanation,
        } => hint_js(
            "missing-candidate",
            cell.into(),
            JsValue::UNDEFINED,
            &text,
            &explanation.to_json(),
        ),
        Hint::Step(step) => hint_js(
            "step",
            -1,
            step_value(&step),
            &step.text,
            &step.explanation.to_json(),
        ),
        Hint::Solved => {
            let solved = Explanation::new("solved");
            hint_js(
                "solved",
                -1,
                JsValue::UNDEFINED,
                &english(&solved, false),
                &solved.to_json(),
            )
        }
    })
}

fn prefixed(prefix: &str, e: JsError) -> JsError {
    let value: JsValue = e.into();
    let message = field(&value, "message").as_string().unwrap_or_default();
    error(&Text::new().s(prefix).s(&message).0)
}

/// 81 masks 0..=0x1FF from a Uint16Array or an Array of integers, or none.
fn masks_arg(value: &JsValue) -> Result<Option<[u16; CELLS]>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    let read = read_masks_js(value);
    let Some(masks) = read.dyn_ref::<Uint16Array>() else {
        return Err(error(
            &Text::new()
                .s("candidates: ")
                .s(&read.as_string().unwrap_or_default())
                .0,
        ));
    };
    let mut out = [0u16; CELLS];
    for (cell, mask) in masks.to_vec().into_iter().enumerate().take(CELLS) {
        out[cell] = mask;
    }
    Ok(Some(out))
}
