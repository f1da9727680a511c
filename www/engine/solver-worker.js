// Module worker: every call into the wasm package runs here, off the main thread.
//
// Protocol: the page posts {id, op, ...args}; the worker answers
//   {id, ok: true, result}            on success
//   {id, ok: false, error: "message", problem?} when the core throws (the core's own message;
//   `problem`: the fields parse_text's errors carry)
//   {id, progress}                    any number of times before either (long operations)
// and posts {ready: true} or {ready: false, error} once after loading the package. The client's
// first message is {wasm}: the .wasm's address, or null for the one beside the glue; with
// `bytesFollow` the package loads from the {wasmBytes} message after it (the .wasm the page
// fetched, or null when the page could not: then from the address).
//
// ops:
//   solve   {grid}  -> {solution: number[81] | null, count: 0..2, solveMs, countMs, ms}
//   target  {grid}  -> {score, grid: number[81] | null, proven, nodes, ms}
//   parse   {text}  -> {grid: number[81]}
//   clashing_cells {grid} -> {cells: number[]} (`clashes`: its old name, deprecated)
//   candidates {grid, techniques?}   -> number[81] masks (bit d-1 for digit d)
//   rate    {grid, options?} -> {result, difficulty, rating, pearl, diamond, hardest}; options
//            {budgetMs} bounds the rating's time (result "timeout" past it)
//   steps   {grid}  -> {result, steps: Step[]}
//   hint    {givens, entries, candidates?} -> the package's HintResult
//   generate {options, attempts?} -> the package's GenerateResult; posts {id, progress:
//            {attempts, limit}} between rounds of GENERATE_ROUND attempts, each round with
//            a fresh random seed (the result's seed gives the same puzzle again); attempts
//            1..MAX_ATTEMPTS (100,000), more is refused
//
// A running call cannot be interrupted from inside; the page cancels it by terminating
// this worker and starting a new one (engine/solver-client.js, which sends one call at a time
// and gives the new worker the calls that were waiting).

import init, * as dlx from '../pkg/dlx_sudoku.js';

// The module loads on the first message. The client sends where the .wasm is, as the page's
// bundler emitted it: a bundler that copies this file as it is (Rollup's asset plugins) leaves
// any address written here pointing nowhere. A first message that is a call loads the default.
let ready = null;
let deliverBytes = null; // settles the wait for {wasmBytes}

/** Loads the package from `wasm` (an address or the bytes), or from beside the glue when it is null. */
function load(wasm) {
  const loaded = init(wasm == null ? undefined : { module_or_path: wasm }).then(
    () => {
      self.postMessage({ ready: true });
    },
    (err) => {
      const error = `the solver module could not be loaded: ${messageOf(err)}`;
      self.postMessage({ ready: false, error });
      throw new Error(error);
    },
  );
  loaded.catch(() => {}); // reported above and to every later call; not an unhandled rejection
  return loaded;
}

function messageOf(err) {
  if (err && typeof err.message === 'string') return err.message;
  return String(err);
}

function toGrid(value) {
  // The core validates length and values itself and throws with a useful message.
  return Array.isArray(value) ? Uint8Array.from(value) : value;
}

const GENERATE_ROUND = 25;
const GENERATE_ATTEMPTS = 5000;
// The package's own cap on `attempts` (MAX_ATTEMPTS in src/sudoku/generator): the rounds below
// refuse more, with the package's words, as `generate` with a seed does.
const MAX_ATTEMPTS = 100000;

function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
}

const ops = {
  solve({ grid }) {
    const g = toGrid(grid);
    const t0 = performance.now();
    const count = dlx.count_solutions(g, 2);
    const t1 = performance.now();
    let solution = null;
    if (count > 0) solution = Array.from(dlx.solve(g));
    const t2 = performance.now();
    return { solution, count, countMs: t1 - t0, solveMs: t2 - t1, ms: t2 - t0 };
  },

  target({ grid }) {
    const g = toGrid(grid);
    const t0 = performance.now();
    const r = dlx.target(g);
    const ms = performance.now() - t0;
    // A plain object: its fields copied into the numbers and arrays the protocol gives.
    const out = {
      score: Number(r.score),
      grid: r.grid == null ? null : Array.from(r.grid),
      proven: Boolean(r.proven),
      nodes: Number(r.nodes),
      ms,
    };
    return out;
  },

  parse({ text }) {
    return { grid: Array.from(dlx.parse_text(String(text))) };
  },

  clashing_cells({ grid }) {
    return { cells: Array.from(dlx.clashing_cells(toGrid(grid))) };
  },

  /** @deprecated the old name of `clashing_cells`, kept for one version. */
  clashes(args) {
    return ops.clashing_cells(args);
  },

  candidates({ grid, techniques }) {
    const masks = techniques === undefined ? dlx.candidates(toGrid(grid)) : dlx.candidates(toGrid(grid), techniques);
    return Array.from(masks);
  },

  rate({ grid, options }) {
    return dlx.rate(toGrid(grid), options);
  },

  steps({ grid }) {
    return dlx.steps(toGrid(grid));
  },

  hint({ givens, entries, candidates }) {
    const masks = candidates == null ? undefined : Uint16Array.from(candidates);
    return masks === undefined
      ? dlx.hint(toGrid(givens), toGrid(entries))
      : dlx.hint(toGrid(givens), toGrid(entries), masks);
  },

  // Rounds of a few attempts, so that the page can show progress and a slow request
  // (a tight clue limit) still ends with a clear message after `attempts`.
  /** @param {{options?: import('../pkg/dlx_sudoku.js').GenerateOptions, attempts?: number}} args */
  generate({ options = {}, attempts = GENERATE_ATTEMPTS }, progress) {
    if (options.seed != null) return dlx.generate(options); // reproducible: one call
    const limit = Number(attempts);
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`attempts must be a whole number >= 1, got ${attempts}`);
    if (limit > MAX_ATTEMPTS) throw new Error(`attempts must be at most ${MAX_ATTEMPTS}, found the number ${limit}`);
    for (let done = 0; done < limit; done += GENERATE_ROUND) {
      const round = Math.min(GENERATE_ROUND, limit - done);
      try {
        return dlx.generate({ ...options, attempts: round, seed: randomSeed() });
      } catch (err) {
        if (!/^no puzzle found in \d+ attempts/.test(messageOf(err))) throw err;
      }
      progress({ attempts: done + round, limit });
    }
    throw new Error(
      `no puzzle found in ${limit.toLocaleString('en')} attempts with these options; try a higher clue limit, another symmetry or another difficulty`,
    );
  },
};

self.onmessage = async (event) => {
  const data = event.data || {};
  if ('wasm' in data) {
    if (data.bytesFollow && !ready) {
      ready = new Promise((resolve) => {
        deliverBytes = resolve;
      }).then((bytes) => load(bytes ?? data.wasm));
      ready.catch(() => {}); // reported by load, and to every later call
    } else ready ??= load(data.wasm);
    return;
  }
  if ('wasmBytes' in data) {
    deliverBytes?.(data.wasmBytes);
    deliverBytes = null;
    return;
  }
  ready ??= load(null);
  const { id, op, ...args } = data;
  try {
    await ready;
    const fn = Object.hasOwn(ops, op) ? ops[op] : null;
    if (!fn) throw new Error(`unknown operation ${JSON.stringify(op)}`);
    const progress = (value) => self.postMessage({ id, progress: value });
    self.postMessage({ id, ok: true, result: fn(args, progress) });
  } catch (err) {
    // The package's `problem` (what parse_text found wrong, in fields) travels too, for a page that
    // words it in its own language.
    const problem = err !== null && typeof err === 'object' ? err.problem : undefined;
    self.postMessage({ id, ok: false, error: messageOf(err), ...(problem ? { problem: { ...problem } } : {}) });
  }
};
