// The logic exports' side of the boundary (src/wasm/logic.rs): the objects `steps`, `rate`,
// `hint` and `techniques` return, built from the flat numbers Rust passes (one call a step
// rather than one a field keeps the module small), and the technique list and candidate masks
// read from the caller's values inside try/catch (see describe.js for why).

import { describe, errorText } from './describe.js';

/**
 * [cell, digit] pairs from a flat list: cell, digit, cell, digit...
 * @param {ArrayLike<number>} flat
 * @returns {[number, number][]}
 */
function pairs(flat) {
  /** @type {[number, number][]} */
  const out = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}

/**
 * A chain's nodes from flat numbers: per node cell, digit, on, via, the number of parents,
 * the parents.
 * @param {Int32Array} flat
 */
function chainNodes(flat) {
  const out = [];
  for (let i = 0; i + 4 < flat.length; ) {
    const n = flat[i + 4];
    out.push({
      cell: flat[i],
      digit: flat[i + 1],
      on: flat[i + 2] === 1,
      via: flat[i + 3],
      parents: Array.from(flat.slice(i + 5, i + 5 + n)),
    });
    i += 5 + n;
  }
  return out;
}

/**
 * One step of a path (the `Step` of logic.d.ts).
 * @param {string} technique
 * @param {string} name
 * @param {number} rating
 * @param {Uint8Array} place
 * @param {Uint8Array} eliminate
 * @param {Uint8Array} cells
 * @param {Uint8Array} candidates
 * @param {string} text
 * @param {string} explanation the JSON of the explanation (src/sudoku/logic/explain.rs)
 * @param {Int32Array} chain
 */
export function step(technique, name, rating, place, eliminate, cells, candidates, text, explanation, chain) {
  return {
    technique,
    name,
    rating,
    place: pairs(place),
    eliminate: pairs(eliminate),
    cells: Array.from(cells),
    candidates: pairs(candidates),
    text,
    explanation: JSON.parse(explanation),
    chain: chainNodes(chain),
  };
}

/**
 * The object `hint` returns (the `HintResult` of logic.d.ts): the cell for a wrong entry or a
 * missing candidate (-1 otherwise), the step for a step.
 * @param {string} kind
 * @param {number} cell
 * @param {unknown} step
 * @param {string} text
 * @param {string} explanation the JSON of the explanation
 */
export function hintResult(kind, cell, step, text, explanation) {
  /** @type {Record<string, unknown>} */
  const out = { kind };
  if (cell >= 0) out.cell = cell;
  if (step !== undefined) out.step = step;
  out.text = text;
  out.explanation = JSON.parse(explanation);
  return out;
}

/**
 * `{ [k1]: v1, [k2]: v2 }`.
 * @param {string} k1
 * @param {unknown} v1
 * @param {string} k2
 * @param {unknown} v2
 */
export function object2(k1, v1, k2, v2) {
  return { [k1]: v1, [k2]: v2 };
}

/**
 * `{ [k1]: v1, [k2]: v2, [k3]: v3 }`.
 * @param {string} k1
 * @param {unknown} v1
 * @param {string} k2
 * @param {unknown} v2
 * @param {string} k3
 * @param {unknown} v3
 */
export function object3(k1, v1, k2, v2, k3, v3) {
  return { [k1]: v1, [k2]: v2, [k3]: v3 };
}

/**
 * The object `rate` returns (the `RateResult` of logic.d.ts).
 * @param {string} result
 * @param {string | null} difficulty
 * @param {number | null} rating
 * @param {number | null} pearl
 * @param {number | null} diamond
 * @param {string | null} hardest
 */
export function rateResult(result, difficulty, rating, pearl, diamond, hardest) {
  return { result, difficulty, rating, pearl, diamond, hardest };
}

/**
 * `o[key]`, for an Error's message (an Error made in Rust: no caller's code runs).
 * @param {Record<string, unknown>} o
 * @param {string} key
 */
export function field(o, key) {
  return o[key];
}

/**
 * A list of technique names from a string "a,b" or an Array of strings, as one
 * comma-separated string (`{ names }`), or a message saying what is wrong (`{ message }`).
 * Long lists are refused before anything is copied.
 * @param {unknown} v
 * @returns {{ names: string } | { message: string }}
 */
export function readNames(v) {
  try {
    if (typeof v === 'string') {
      if (v.length > 1000) {
        return { message: `technique list too long: ${v.length} characters (at most 1000 are read)` };
      }
      return { names: v };
    }
    if (Array.isArray(v)) {
      const n = v.length;
      if (n > 100) return { message: `technique list too long: ${n} names (at most 100 are read)` };
      let names = '';
      for (let i = 0; i < n; i++) {
        const name = v[i];
        if (typeof name !== 'string') {
          return { message: `technique ${i} of the list is not a string, found ${describe(name)}` };
        }
        if (name.length > 100) {
          return { message: `technique ${i} of the list is too long: ${name.length} characters` };
        }
        names += (i > 0 ? ',' : '') + name;
      }
      return { names };
    }
    return {
      message: `expected technique names as an Array of strings or a comma-separated string, found ${describe(v)}`,
    };
  } catch (e) {
    return { message: `the technique list could not be read: ${errorText(e)}` };
  }
}

/**
 * The candidates argument of `hint`: 81 masks as a Uint16Array, or a message saying what is
 * wrong.
 * @param {unknown} v a Uint16Array or an Array of 81 integers 0..=511
 * @returns {Uint16Array | string}
 */
export function readMasks(v) {
  try {
    const isArray = Array.isArray(v);
    if (!(v instanceof Uint16Array) && !isArray) {
      return `expected 81 bit masks (a Uint16Array or an Array of integers 0..=511), found ${describe(v)}`;
    }
    const masks = /** @type {Uint16Array | unknown[]} */ (v);
    if (masks.length !== 81) return `expected 81 masks, found ${masks.length}`;
    const out = new Uint16Array(81);
    for (let i = 0; i < 81; i++) {
      const x = masks[i];
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > 511) {
        return `cell ${i} is ${describe(x)}, expected an integer 0..=511`;
      }
      out[i] = x;
    }
    return out;
  } catch (e) {
    return `the masks could not be read: ${errorText(e)}`;
  }
}

/** The longest `budgetMs`: a day, as the command line's `--budget`. */
const MAX_BUDGET_MS = 86_400_000;
const BUDGET = `budgetMs must be a number of milliseconds, more than 0 and at most ${MAX_BUDGET_MS} (a day)`;

/**
 * `rate`'s options, checked: `[message]` when they are wrong, else `[null, budgetMs]` (undefined
 * without a budget). Every look at the caller's object happens here, inside try/catch.
 * @param {unknown} o the options (the `RateOptions` of logic.d.ts), or undefined
 * @returns {unknown[]}
 */
export function readRateOptions(o) {
  try {
    if (o === undefined || o === null) return [null, undefined];
    if (typeof o !== 'object' || Array.isArray(o)) {
      return [`options must be an object such as { budgetMs: 5000 }, found ${describe(o, true)}`];
    }
    for (const k of Object.keys(o)) {
      if (k !== 'budgetMs') return [`unknown option ${describe(String(k), true)}; known options: budgetMs`];
    }
    const budget = /** @type {{budgetMs?: unknown}} */ (o).budgetMs;
    if (budget === undefined || budget === null) return [null, undefined];
    if (typeof budget !== 'number' || !(budget > 0 && budget <= MAX_BUDGET_MS)) {
      return [`${BUDGET}; found ${describe(budget, true)}`];
    }
    return [null, budget];
  } catch (e) {
    return [`the options could not be read: ${errorText(e)}`];
  }
}

/** The host's clock in milliseconds, for a rating's budget. */
export function now() {
  return Date.now();
}
