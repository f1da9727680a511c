//! The generator's export: `generate(options?)`.
//!
//! The options object is the caller's: every look at it (its keys, each
//! field, getters that may throw) happens in js/generate.js, inside
//! try/catch, which hands Rust plain values or a message.

use js_sys::Array;
use wasm_bindgen::prelude::*;

use super::{error, with_solver};
use crate::sudoku::generator::{self, Options, Symmetry};
use crate::sudoku::logic::Difficulty;
use crate::Text;

/// `GenerateOptions` and `GenerateResult`, for the package's `.d.ts`.
#[wasm_bindgen(typescript_custom_section)]
const TS_GENERATOR_TYPES: &'static str = include_str!("types/generate.d.ts");

#[wasm_bindgen(module = "/src/wasm/js/generate.js")]
extern "C" {
    #[wasm_bindgen(js_name = readGenerateOptions)]
    fn read_options_js(options: &JsValue, difficulties: &str, symmetries: &str) -> Array;
    #[wasm_bindgen(js_name = generated)]
    fn generated_js(
        puzzle: String,
        solution: String,
        difficulty: &str,
        rating: f64,
        pearl: f64,
        diamond: f64,
        hardest: &str,
        seed: String,
    ) -> JsValue;
}

/// `easy, medium, hard, expert, extreme, any`.
fn difficulty_names() -> String {
    let mut names = String::new();
    for d in Difficulty::ALL {
        names.push_str(d.name());
        names.push_str(", ");
    }
    names.push_str("any");
    names
}

/// "WHAT must be one of NAMES; found 'VALUE'".
fn unknown_name(what: &str, names: &str, value: &str) -> JsError {
    error(
        &Text::new()
            .s(what)
            .s(" must be one of ")
            .s(names)
            .s("; found '")
            .s(value)
            .s("'")
            .0,
    )
}

/// The core's options from the caller's object (see `GenerateOptions`).
fn options_from_js(value: &JsValue) -> Result<Options, JsError> {
    let difficulties = difficulty_names();
    let symmetries = Symmetry::names();
    let read = read_options_js(value, &difficulties, &symmetries);
    if let Some(message) = read.get(0).as_string() {
        return Err(error(&message));
    }
    let mut options = Options::default();
    if let Some(name) = read.get(1).as_string() {
        options.difficulty = match (name.as_str(), Difficulty::from_name(&name)) {
            ("any", _) => None,
            (_, Some(d)) => Some(d),
            _ => return Err(unknown_name("difficulty", &difficulties, &name)),
        };
    }
    if let Some(name) = read.get(2).as_string() {
        options.symmetry = Symmetry::from_name(&name)
            .ok_or_else(|| unknown_name("symmetry", &symmetries, &name))?;
    }
    options.seed = match read.get(3).as_string() {
        Some(digits) => digits.parse::<u64>().map_err(|_| {
            error(
                &Text::new()
                    .s("seed must be at most 18446744073709551615 (2^64-1); found '")
                    .s(&digits)
                    .s("'")
                    .0,
            )
        })?,
        None => random_seed(),
    };
    if let Some(k) = read.get(4).as_f64() {
        // Any limit of 81 or more is no limit.
        options.max_clues = Some(k.min(81.0) as usize);
    }
    if let Some(n) = read.get(5).as_f64() {
        // A whole number >= 1 (checked in js/generate.js); refused, not clamped, above the cap.
        if n > f64::from(generator::MAX_ATTEMPTS) {
            return Err(error(
                &Text::new()
                    .s("attempts must be at most ")
                    .n(u64::from(generator::MAX_ATTEMPTS))
                    .s(", found ")
                    .s(&super::describe(&read.get(5)))
                    .0,
            ));
        }
        options.attempts = n as u32;
    }
    if let (Some(low), Some(high)) = (read.get(6).as_f64(), read.get(7).as_f64()) {
        options.rating = Some((low as u32, high as u32));
    }
    Ok(options)
}

/// A seed from `Math.random`: two draws of 32 bits.
fn random_seed() -> u64 {
    let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64 & 0xFFFF_FFFF;
    half() << 32 | half()
}

/// A new puzzle: `{ puzzle, solution, difficulty, rating, pearl, diamond,
/// hardest, seed }` (see `GenerateResult`): one solution, minimal (no given,
/// or symmetric group of givens, can go without a second solution
/// appearing), symmetric, and of the difficulty word or ER range asked for
/// by `rate`. Options (each optional): `difficulty` or `rating` ([min, max]),
/// `symmetry`, `seed` (number, bigint or decimal string; random when left
/// out), `maxClues`, `attempts` (1 to 100,000; default 5,000). Throws an
/// Error naming the option for a bad one (attempts above 100,000 included),
/// and when no such puzzle is found within the attempts.
#[wasm_bindgen(unchecked_return_type = "GenerateResult")]
pub fn generate(
    #[wasm_bindgen(unchecked_optional_param_type = "GenerateOptions")] options: JsValue,
) -> Result<JsValue, JsError> {
    let options = options_from_js(&options)?;
    let generated =
        with_solver(|s| generator::generate(s, &options))?.map_err(|e| error(&e.message()))?;
    Ok(generated_js(
        generated.puzzle.to_line('.'),
        generated.solution.to_line('0'),
        generated.rating.difficulty.name(),
        super::logic::printed(generated.rating.rating),
        super::logic::printed(generated.rating.pearl),
        super::logic::printed(generated.rating.diamond),
        generated.rating.hardest.name(),
        Text::new().n(generated.seed).0,
    ))
}
