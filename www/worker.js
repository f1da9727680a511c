// Module worker: every call into the wasm package runs here, off the main thread.
//
// Protocol: the page posts {id, op, ...args}; the worker answers
//   {id, ok: true, result}            on success
//   {id, ok: false, error: "message"} when the core throws (the core's own message)
// and posts {ready: true} or {ready: false, error} once after loading the package.
//
// ops:
//   solve   {grid}  -> {solution: number[81] | null, count: 0..2, solveMs, countMs, ms}
//   target  {grid}  -> {score, grid: number[81] | null, proven, nodes, ms}
//   parse   {text}  -> {grid: number[81]}
//   clashes {grid}  -> {cells: number[]}
//
// A running `target` cannot be interrupted from inside; the page cancels it by terminating
// this worker and starting a new one.

import init, * as dlx from './pkg/dlx_sudoku.js';

const ready = init().then(
  () => {
    self.postMessage({ ready: true });
  },
  (err) => {
    const error = `the solver module could not be loaded: ${messageOf(err)}`;
    self.postMessage({ ready: false, error });
    throw new Error(error);
  },
);
ready.catch(() => {}); // reported above and to every later call; not an unhandled rejection

function messageOf(err) {
  if (err && typeof err.message === 'string') return err.message;
  return String(err);
}

function toGrid(value) {
  // The core validates length and values itself and throws with a useful message.
  return Array.isArray(value) ? Uint8Array.from(value) : value;
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
    // Copy the fields out: the result may be a wasm-bindgen object that cannot be cloned.
    const out = {
      score: Number(r.score),
      grid: r.grid == null ? null : Array.from(r.grid),
      proven: Boolean(r.proven),
      nodes: Number(r.nodes),
      ms,
    };
    if (typeof r.free === 'function') r.free();
    return out;
  },

  parse({ text }) {
    return { grid: Array.from(dlx.parse_text(String(text))) };
  },

  clashes({ grid }) {
    return { cells: Array.from(dlx.clashing_cells(toGrid(grid))) };
  },
};

self.onmessage = async (event) => {
  const { id, op, ...args } = event.data || {};
  try {
    await ready;
    const fn = Object.hasOwn(ops, op) ? ops[op] : null;
    if (!fn) throw new Error(`unknown operation ${JSON.stringify(op)}`);
    self.postMessage({ id, ok: true, result: fn(args) });
  } catch (err) {
    self.postMessage({ id, ok: false, error: messageOf(err) });
  }
};
