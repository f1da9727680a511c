// The generator's side of the boundary (src/wasm/generator.rs): `generate`'s options read from
// the caller's object, and the object it returns. The options object is the caller's: every
// look at it (its keys, each field, getters that may throw) happens here, inside try/catch (see
// describe.js for why), which hands Rust plain values or a message.

import { describe, errorText } from './describe.js';

const KNOWN = ['difficulty', 'rating', 'symmetry', 'seed', 'maxClues', 'attempts'];
const SEED = 'seed must be a whole number 0..2^53-1 (a number), a bigint 0..2^64-1 or a decimal string';
const RATING = 'rating must be [min, max]: two numbers 0..20 with min <= max, such as [4.0, 4.5]';

/**
 * A value in a message about an option: the value itself for a short string, a boolean or a
 * bigint ("'hardest'", "the bigint -1").
 * @param {unknown} v
 */
const quote = (v) => describe(v, true);

/**
 * `generate`'s options, checked. `[message]` when they are wrong; else `[null, difficulty,
 * symmetry, seed, maxClues, attempts, low, high]`: the names as strings (checked by the
 * caller), the seed as a decimal string, the numbers as numbers, the rating range in tenths;
 * undefined for each option left out.
 * @param {unknown} o the options (the `GenerateOptions` of generate.d.ts), or undefined
 * @param {string} difficulties the difficulty names, for a message
 * @param {string} symmetries the symmetry names, for a message
 * @returns {unknown[]}
 */
export function readGenerateOptions(o, difficulties, symmetries) {
  try {
    return readOptions(o, difficulties, symmetries);
  } catch (e) {
    return [`the options could not be read: ${errorText(e)}`];
  }
}

/**
 * @param {unknown} o
 * @param {string} difficulties
 * @param {string} symmetries
 * @returns {unknown[]}
 */
function readOptions(o, difficulties, symmetries) {
  if (o === undefined || o === null) return [null];
  if (typeof o !== 'object' || Array.isArray(o)) {
    return [`options must be an object such as { difficulty: "hard" }, found ${quote(o)}`];
  }
  let keys;
  try {
    keys = Object.keys(o);
  } catch (e) {
    return [`the options could not be read: ${errorText(e)}`];
  }
  for (const k of keys) {
    if (!KNOWN.includes(k)) {
      return [`unknown option ${quote(String(k))}; known options: ${KNOWN.join(', ')}`];
    }
  }
  /** @type {Record<string, any>} */
  const values = {};
  for (const k of KNOWN) {
    let v;
    try {
      v = /** @type {Record<string, unknown>} */ (o)[k];
    } catch (e) {
      return [`options.${k} could not be read: ${errorText(e)}`];
    }
    values[k] = v === null ? undefined : v;
  }
  /**
   * @param {unknown} v
   * @param {string} what
   * @param {string} names
   */
  const name = (v, what, names) => {
    if (v === undefined || (typeof v === 'string' && v.length <= 40)) return null;
    return `${what} must be one of ${names}; found ${quote(v)}`;
  };
  let m = name(values.difficulty, 'difficulty', difficulties) || name(values.symmetry, 'symmetry', symmetries);
  if (m) return [m];
  let seed = values.seed;
  switch (typeof seed) {
    case 'undefined':
      break;
    case 'number':
      if (!Number.isSafeInteger(seed) || seed < 0) return [`${SEED}; found ${quote(seed)}`];
      seed = String(seed);
      break;
    case 'bigint':
      if (seed < 0n || seed >= 18446744073709551616n) return [`${SEED}; found ${quote(seed)}`];
      seed = seed.toString();
      break;
    case 'string':
      if (!/^[0-9]{1,20}$/.test(seed)) return [`${SEED}; found ${quote(seed)}`];
      break;
    default:
      return [`${SEED}; found ${quote(seed)}`];
  }
  /**
   * @param {unknown} v
   * @param {string} what
   * @param {number} min
   */
  const whole = (v, what, min) => {
    if (v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= min)) return null;
    return `${what} must be a whole number >= ${min}, found ${quote(v)}`;
  };
  m = whole(values.maxClues, 'maxClues', 0) || whole(values.attempts, 'attempts', 1);
  if (m) return [m];
  let low;
  let high;
  const r = values.rating;
  if (r !== undefined) {
    if (values.difficulty !== undefined && values.difficulty !== 'any') {
      return ['give difficulty or rating, not both'];
    }
    if (!Array.isArray(r) || r.length !== 2) return [`${RATING}; found ${quote(r)}`];
    const [a, b] = [r[0], r[1]];
    if (typeof a !== 'number' || typeof b !== 'number' || !(a >= 0 && a <= b && b <= 20)) {
      return [`${RATING}; found [${quote(a)}, ${quote(b)}]`];
    }
    // Ratings are printed in tenths: the tenths within [a, b].
    low = Math.ceil(a * 10 - 1e-9);
    high = Math.floor(b * 10 + 1e-9);
    if (low > high) return [`rating [${a}, ${b}] holds no rating in tenths (such as 4.1)`];
  }
  return [null, values.difficulty, values.symmetry, seed, values.maxClues, values.attempts, low, high];
}

/**
 * The object `generate` returns (the `GenerateResult` of generate.d.ts).
 * @param {string} puzzle
 * @param {string} solution
 * @param {string} difficulty
 * @param {number} rating
 * @param {number} pearl
 * @param {number} diamond
 * @param {string} hardest
 * @param {string} seed
 */
export function generated(puzzle, solution, difficulty, rating, pearl, diamond, hardest, seed) {
  return { puzzle, solution, difficulty, rating, pearl, diamond, hardest, seed };
}
