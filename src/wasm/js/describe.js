// How every export words a bad argument: what the value is ("null", "the number 1.5",
// "a Float64Array") and what a thrown value says. One module for the three Rust modules'
// snippets (src/wasm/mod.rs, logic.rs, generator.rs), so that the same wrong argument reads
// the same in every export's Error.
//
// Looking at a caller's value can run the caller's code (a getter, a Proxy trap), and a JS
// exception that unwinds through wasm leaves the module's stack pointer behind: after enough
// of them every call traps. So each look here is inside try/catch, and Rust only ever gets a
// string back.

/**
 * What a thrown value says: its `message`, or the value itself as a string.
 * @param {unknown} e
 * @returns {string}
 */
export function errorText(e) {
  /** @type {any} */
  const x = e;
  try {
    return String(x && x.message !== undefined ? x.message : x);
  } catch {
    return 'unknown error';
  }
}

/**
 * What a JS value is, for a message: "null", "undefined", "the number 1.5", "a symbol",
 * "a function", "an Array", or "a" / "an" and its constructor's name ("a Float64Array",
 * "an Object"; "an Object" too when it has no constructor).
 *
 * A string, a boolean or a bigint is "a string", "a boolean", "a bigint", unless `withValue`
 * is true: then it is the value itself, "'hard'" (a string of at most 40 characters; "a
 * string of N characters" for a longer one), "the boolean true", "the bigint 5". `generate`
 * asks for the value (its options are short names, numbers and seeds, which a message can
 * quote); the grid, text, count, technique-list and mask arguments name the type only, as
 * they always have (tests/node/hostile.mjs pins that wording).
 *
 * The article is "an" before A, E, I and O: every built-in whose name starts with U
 * (Uint8Array, URL) takes "a".
 *
 * @param {unknown} v
 * @param {boolean} [withValue] quote a string, a boolean or a bigint
 * @returns {string}
 */
export function describe(v, withValue = false) {
  try {
    if (v === null) return 'null';
    switch (typeof v) {
      case 'undefined':
        return 'undefined';
      case 'string':
        if (!withValue) return 'a string';
        return v.length <= 40 ? `'${v}'` : `a string of ${v.length} characters`;
      case 'number':
        return `the number ${String(v)}`;
      case 'bigint':
        return withValue ? `the bigint ${String(v)}` : 'a bigint';
      case 'boolean':
        return withValue ? `the boolean ${String(v)}` : 'a boolean';
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
    }
    if (Array.isArray(v)) return 'an Array';
    let name = 'Object';
    const c = /** @type {any} */ (v).constructor;
    if (c && typeof c.name === 'string' && c.name !== '') name = c.name;
    return (/^[AEIO]/.test(name) ? 'an ' : 'a ') + name;
  } catch (e) {
    return `a value that cannot be inspected (${errorText(e)})`;
  }
}
