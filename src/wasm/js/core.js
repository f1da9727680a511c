// The core exports' side of the boundary (src/wasm/mod.rs): a grid or a batch of grids read
// from the caller's value, and the object `target` returns. Every look at the caller's value
// is inside try/catch (see describe.js for why); Rust gets plain values or a message back.

import { describe, errorText } from './describe.js';

/**
 * The plain object `target` and `target_text` return.
 * @param {number} score
 * @param {Uint8Array | string | null} grid
 * @param {boolean} proven
 * @param {number} nodes
 */
export function targetResult(score, grid, proven, nodes) {
  return { score, grid, proven, nodes };
}

/**
 * A grid argument: a Uint8Array(81) copy of the cells; the length found when it is not 81;
 * or a message saying what is wrong.
 * @param {unknown} v a Uint8Array or an Array of 81 integers 0..=9
 * @returns {Uint8Array | number | string}
 */
export function readGrid(v) {
  try {
    if (v instanceof Uint8Array) {
      const copy = new Uint8Array(v);
      return copy.length === 81 ? copy : copy.length;
    }
    if (Array.isArray(v)) {
      const n = v.length;
      if (n !== 81) return n;
      const out = new Uint8Array(81);
      for (let i = 0; i < 81; i++) {
        const x = v[i];
        if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > 9) {
          return `cell ${i} (row ${Math.floor(i / 9) + 1} column ${(i % 9) + 1}) is ${describe(x)}, expected an integer 0..=9`;
        }
        out[i] = x;
      }
      return out;
    }
    return (
      `expected a grid as a Uint8Array or an Array of 81 integers 0..=9, found ${describe(v)}` +
      (typeof v === 'string' ? ' (the *_text functions take text)' : '')
    );
  } catch (e) {
    return `the grid could not be read: ${errorText(e)}`;
  }
}

// The length of a typed array as the engine sees it: the intrinsic getter, which a subclass or
// an own property cannot override (a lying `length` would let a huge batch past the check).
const typedLength = /** @type {(this: unknown) => number} */ (
  /** @type {PropertyDescriptor} */ (
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), 'length')
  ).get
);

/**
 * The argument of `solve_batch`: a fresh Uint8Array copy, or a message. Its length is checked
 * before it is copied: more than `maxPuzzles` puzzles are refused without copying a byte.
 * @param {unknown} v
 * @param {number} maxPuzzles
 * @returns {Uint8Array | string}
 */
export function readBatch(v, maxPuzzles) {
  try {
    if (v instanceof Uint8Array) {
      const cells = typedLength.call(v);
      if (cells % 81 !== 0) return `expected a multiple of 81 cells, found ${cells}`;
      if (cells > maxPuzzles * 81) {
        const n = Math.ceil(cells / 81).toLocaleString('en');
        return `too many puzzles: about ${n} (${cells} cells); solve_batch takes at most ${maxPuzzles.toLocaleString('en')} puzzles a call: split the batch`;
      }
      return new Uint8Array(v);
    }
    return `expected a Uint8Array of n * 81 cells, found ${describe(v)}`;
  } catch (e) {
    return `the puzzles could not be read: ${errorText(e)}`;
  }
}

/**
 * parse_text's error: the core's message, and what is wrong in fields (`problem`), for a caller
 * that words it in its own language.
 * @param {string} message
 * @param {'wrong-length'|'bad-char'} kind
 * @param {number} a the cells found (wrong-length) or the line (bad-char)
 * @param {number} b the column (bad-char)
 * @param {string} char the character (bad-char)
 */
export function parseError(message, kind, a, b, char) {
  const problem = kind === 'wrong-length' ? { kind, found: a } : { kind, line: a, column: b, char };
  return Object.assign(new Error(message), { problem });
}
