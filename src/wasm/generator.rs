//! The generator's export: `generate(options?)`.
//!
//! The options object is the caller's: every look at it (its keys, each
//! field, getters that may throw) happens in the inline JS below, inside
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

#[wasm_bindgen(inline_js = r#"
function errorText(e) {
  try { return String(e && e.message !== undefined ? e.message : e); } catch (_) { return 'unknown error'; }
}
function describe(v) {
  try {
    if (v === null) return 'null';
    switch (typeof v) {
      case 'undefined': return 'undefined';
      case 'string': return v.length <= 40 ? "'" + v + "'" : 'a string of ' + v.length + ' characters';
      case 'number': return 'the number ' + String(v);
      case 'bigint': return 'the bigint ' + String(v);
      case 'boolean': return 'the boolean ' + String(v);
      case 'symbol': return 'a symbol';
      case 'function': return 'a function';
    }
    if (Array.isArray(v)) return 'an Array';
    let name = 'Object';
    const c = v.constructor;
    if (c && typeof c.name === 'string' && c.name !== '') name = c.name;
    return (/^[AEIOU]/.test(name) ? 'an ' : 'a ') + name;
  } catch (e) {
    return 'a value that cannot be inspected (' + errorText(e) + ')';
  }
}
const KNOWN = ['difficulty', 'rating', 'symmetry', 'seed', 'maxClues', 'attempts'];
const SEED = 'seed must be a whole number 0..2^53-1 (a number), a bigint 0..2^64-1 or a decimal string';
// [message] when the options are wrong; else [null, difficulty, symmetry, seed, maxClues,
// attempts, low, high]: names as strings (checked by the caller), the seed as a decimal
// string, the numbers as numbers, the rating range in tenths; undefined for each option
// left out.
export function dlx_read_generate_options(o, difficulties, symmetries) {
  try {
    return readOptions(o, difficulties, symmetries);
  } catch (e) {
    return ['the options could not be read: ' + errorText(e)];
  }
}
function readOptions(o, difficulties, symmetries) {
  if (o === undefined || o === null) return [null];
  if (typeof o !== 'object' || Array.isArray(o)) {
    return ['options must be an object such as { difficulty: "hard" }, found ' + describe(o)];
  }
  let keys;
  try { keys = Object.keys(o); } catch (e) { return ['the options could not be read: ' + errorText(e)]; }
  for (const k of keys) {
    if (!KNOWN.includes(k)) {
      return ['unknown option ' + describe(String(k)) + '; known options: ' + KNOWN.join(', ')];
    }
  }
  const values = {};
  for (const k of KNOWN) {
    let v;
    try { v = o[k]; } catch (e) { return ['options.' + k + ' could not be read: ' + errorText(e)]; }
    values[k] = v === null ? undefined : v;
  }
  const name = (v, what, names) => {
    if (v === undefined || (typeof v === 'string' && v.length <= 40)) return null;
    return what + ' must be one of ' + names + '; found ' + describe(v);
  };
  let m = name(values.difficulty, 'difficulty', difficulties) || name(values.symmetry, 'symmetry', symmetries);
  if (m) return [m];
  let seed = values.seed;
  switch (typeof seed) {
    case 'undefined': break;
    case 'number':
      if (!Number.isSafeInteger(seed) || seed < 0) return [SEED + '; found ' + describe(seed)];
      seed = String(seed);
      break;
    case 'bigint':
      if (seed < 0n || seed >= 18446744073709551616n) return [SEED + '; found ' + describe(seed)];
      seed = seed.toString();
      break;
    case 'string':
      if (!/^[0-9]{1,20}$/.test(seed)) return [SEED + '; found ' + describe(seed)];
      break;
    default:
      return [SEED + '; found ' + describe(seed)];
  }
  const whole = (v, what, min) => {
    if (v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= min)) return null;
    return what + ' must be a whole number >= ' + min + ', found ' + describe(v);
  };
  m = whole(values.maxClues, 'maxClues', 0) || whole(values.attempts, 'attempts', 1);
  if (m) return [m];
  let low, high;
  const r = values.rating;
  if (r !== undefined) {
    const RATING = 'rating must be [min, max]: two numbers 0..20 with min <= max, such as [4.0, 4.5]';
    if (values.difficulty !== undefined && values.difficulty !== 'any') {
      return ['give difficulty or rating, not both'];
    }
    if (!Array.isArray(r) || r.length !== 2) return [RATING + '; found ' + describe(r)];
    const [a, b] = [r[0], r[1]];
    if (typeof a !== 'number' || typeof b !== 'number' || !(a >= 0 && a <= b && b <= 20)) {
      return [RATING + '; found [' + describe(a) + ', ' + describe(b) + ']'];
    }
    // Ratings are printed in tenths: the tenths within [a, b].
    low = Math.ceil(a * 10 - 1e-9);
    high = Math.floor(b * 10 + 1e-9);
    if (low > high) return ['rating [' + a + ', ' + b + '] holds no rating in tenths (such as 4.1)'];
  }
  return [null, values.difficulty, values.symmetry, seed, values.maxClues, values.attempts, low, high];
}
export function dlx_generated(puzzle, solution, difficulty, rating, pearl, diamond, hardest, seed) {
  return { puzzle, solution, difficulty, rating, pearl, diamond, hardest, seed };
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = dlx_read_generate_options)]
    fn read_options_js(options: &JsValue, difficulties: &str, symmetries: &str) -> Array;
    #[wasm_bindgen(js_name = dlx_generated)]
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
        options.attempts = n.min(f64::from(u32::MAX)) as u32;
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
/// out), `maxClues`, `attempts`. Throws an Error naming the option for a bad
/// one, and when no such puzzle is found within the attempts.
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
