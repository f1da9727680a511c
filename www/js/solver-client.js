// A promise-based client for a module worker that runs the dlx-sudoku package (www/worker.js),
// reusable as it is by any page that embeds the package (see README, "JavaScript API"). In the
// npm package it is `dlx-sudoku/worker` (js/solver-client.js, types in js/solver-client.d.ts).
//
//   const client = new SolverClient();                    // the worker beside it, ../worker.js
//   const client = new SolverClient(new URL('./worker.js', import.meta.url));   // or another one
//   await client.ready;                                   // rejects if the package cannot load
//   const r = await client.call('rate', { grid: '4.....8.5.3...' });
//   const g = client.call('generate', { options: { difficulty: 'expert' } }, { onProgress: (p) => … });
//   client.cancel();                                      // g rejects with a CancelledError
//
// Protocol: the client posts {id, op, ...args}; the worker answers {id, ok: true, result},
// {id, ok: false, error: "message"} or, any number of times before that, {id, progress}; it
// posts {ready: true} or {ready: false, error} once after loading the package.
// A call cannot be interrupted inside the worker, so cancel() terminates the worker (every
// pending call rejects with a CancelledError) and starts a fresh one.

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
    this.cancelled = true;
  }
}

// The package's own worker (worker.js, one folder up). The expression is written out in full on
// purpose: a bundler (Vite, webpack 5) recognises `new Worker(new URL('...', import.meta.url))`
// only in this literal form, then bundles the worker with the wasm package and rewrites the
// address; without a bundler the address resolves next to this file.
function packageWorker() {
  return new Worker(new URL('../worker.js', import.meta.url), { type: 'module' });
}

export class SolverClient {
  /**
   * @param {URL|string} [workerUrl] the module worker's address; without it, the package's own
   *   worker (../worker.js from this file)
   * @param {{onReady?: (ok: boolean, error?: string) => void}} [options] called after each
   *   (re)start of the worker, with false and a message when the package could not load
   */
  constructor(workerUrl, { onReady } = {}) {
    this.workerUrl = workerUrl;
    this.onReady = onReady;
    this.nextId = 1;
    this.pending = new Map();
    this.failure = null;
    this.spawn();
  }

  /** The number of calls still running. */
  get busy() {
    return this.pending.size;
  }

  spawn() {
    this.failure = null;
    let settle;
    this.ready = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    this.ready.catch(() => {}); // read by the caller if it wants; not an unhandled rejection
    const worker = this.workerUrl === undefined ? packageWorker() : new Worker(this.workerUrl, { type: 'module' });
    worker.onmessage = (event) => {
      if (worker !== this.worker) return;
      const data = event.data || {};
      if ('ready' in data) {
        if (data.ready) settle.resolve();
        else this.fail(String(data.error), settle);
        return;
      }
      const entry = this.pending.get(data.id);
      if (!entry) return;
      if ('progress' in data) {
        entry.onProgress?.(data.progress);
        return;
      }
      this.pending.delete(data.id);
      if (data.ok) entry.resolve(data.result);
      else entry.reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      if (worker !== this.worker) return;
      event.preventDefault?.();
      const detail = event.message ? `: ${event.message}` : '';
      this.fail(
        `the solver worker could not be started (is the WebAssembly package built, in pkg/ beside the worker?)${detail}`,
        settle,
      );
    };
    this.worker = worker;
    this.ready.then(
      () => this.onReady?.(true),
      () => {},
    );
  }

  fail(message, settle) {
    if (this.failure) return;
    this.failure = message;
    settle.reject(new Error(message));
    this.onReady?.(false, message);
    this.rejectAll(() => new Error(message));
  }

  /**
   * Runs `op` in the worker.
   * @param {string} op an operation of the worker
   * @param {object} [args] its arguments (structured-cloneable)
   * @param {{onProgress?: (progress: any) => void}} [options]
   * @returns {Promise<any>} the result; rejects with the package's own message, or with a
   *   CancelledError when cancel() stopped it
   */
  call(op, args = {}, { onProgress } = {}) {
    if (this.failure) return Promise.reject(new Error(this.failure));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ id, op, ...args });
    });
  }

  rejectAll(makeError) {
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const entry of entries) entry.reject(makeError());
  }

  /** Stops whatever is running (terminates the worker) and starts a fresh one. */
  cancel() {
    this.worker.terminate();
    this.rejectAll(() => new CancelledError());
    this.spawn();
  }

  /** Terminates the worker for good; pending calls reject with a CancelledError. */
  close() {
    this.worker.terminate();
    this.rejectAll(() => new CancelledError());
    this.failure = 'the solver client was closed';
  }
}

// The pool of these clients, part of `dlx-sudoku/worker` too.
export { defaultPoolSize, SolverPool } from './solver-pool.js';
