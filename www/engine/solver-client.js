// A promise-based client for a module worker that runs the dlx-sudoku package
// (www/engine/solver-worker.js), reusable as it is by any page that embeds the package (see
// docs/javascript.md, "The worker client"). In the npm package it is `dlx-sudoku/worker`
// (engine/solver-client.js, types in engine/solver-client.d.ts).
//
//   const client = new SolverClient();                    // the worker beside it, ./solver-worker.js
//   const client = new SolverClient(new URL('./solver-worker.js', import.meta.url));   // or another one
//   await client.ready;                                   // rejects if the package cannot load
//   const r = await client.call('rate', { grid: '4.....8.5.3...' });
//   const controller = new AbortController();
//   const g = client.call('generate', { options: { difficulty: 'expert' } }, {
//     onProgress: (p) => …, signal: controller.signal });
//   controller.abort();                                   // g alone rejects with a CancelledError
//   client.cancel();                                      // every pending call rejects so
//
// Protocol: the client posts {id, op, ...args}; the worker answers {id, ok: true, result},
// {id, ok: false, error: "message"} or, any number of times before that, {id, progress}; it
// posts {ready: true} or {ready: false, error} once after loading the package.
//
// The client hands the worker one call at a time and keeps the others in its own queue, so it
// always knows which call runs. A call cannot be interrupted inside the worker: aborting the
// running one terminates the worker and starts a fresh one, which then takes the rest of the
// queue (nothing else was sent to the old one, so nothing is lost); aborting a queued call only
// takes it out of the queue. cancel() does the same for every pending call.
//
// The worker starts on first use (a call, or reading `ready`), never on import or in the
// constructor, so the module loads where there is no `Worker` (Node, server-side rendering)
// and fails there with an EngineError that says so.

export class CancelledError extends Error {
  /** @param {string} [message] why (default "cancelled") */
  constructor(message = 'cancelled') {
    super(message);
    this.name = 'CancelledError';
    this.cancelled = true;
  }
}

/**
 * The engine itself failed (no `Worker`, the worker or the WebAssembly could not start, a
 * Content-Security-Policy refused them, the client was closed): not a fault of the input.
 */
export class EngineError extends Error {
  constructor(message) {
    super(message);
    this.name = 'EngineError';
    this.engine = true;
  }
}

// The package's own worker (solver-worker.js, beside this file). The expression is written out in
// full, with the global `Worker`, on purpose: bundlers recognise only this literal form (webpack
// only with `Worker` unbound), then bundle or copy the worker and rewrite the address; without a
// bundler the address resolves next to this file.
function packageWorker() {
  return new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' });
}

// The .wasm the package's worker loads, sent to it as its first message: the main thread's
// bundler rewrites this address (Vite and webpack would also rewrite one in the worker, but a
// bundler that copies the worker as it is, Rollup with its asset plugin, would not).
function packageWasm() {
  return new URL('../pkg/dlx_sudoku_bg.wasm', import.meta.url).href;
}

// Under Trusted Types (`require-trusted-types-for 'script'`) `new Worker` takes only a
// TrustedScriptURL. The policy `dlx-sudoku` is private to this module, which hands it one
// address: the package's own worker, above. Where a page's `trusted-types` list leaves it out,
// createPolicy throws and the plain Worker is used.
let policy;
function trustedTypesPolicy() {
  if (policy === undefined) {
    try {
      policy = globalThis.trustedTypes?.createPolicy('dlx-sudoku', { createScriptURL: (url) => url }) ?? null;
    } catch {
      policy = null;
    }
  }
  return policy;
}

// The literal above must name the global `Worker` (a bundler does not see a parameter or a
// local), so for that one synchronous call the global is a constructor that passes the address,
// as the bundler rewrote it, through the policy. Where the global cannot be replaced (a frozen
// realm), the plain call is made.
function startPackageWorker() {
  const trusted = trustedTypesPolicy();
  const Native = globalThis.Worker;
  if (!trusted) return packageWorker();
  /** @param {URL | string} url @param {WorkerOptions} [options] */
  function TrustedWorker(url, options) {
    return new Native(/** @type {any} */ (trusted.createScriptURL(String(url))), options);
  }
  try {
    globalThis.Worker = /** @type {any} */ (TrustedWorker);
  } catch {
    return packageWorker();
  }
  try {
    return packageWorker();
  } finally {
    globalThis.Worker = Native;
  }
}

function startWorker(workerUrl) {
  if (typeof Worker !== 'function')
    throw new EngineError(
      'SolverClient needs Web Workers, and `Worker` is not defined here (Node or server-side rendering?): create and call the client in a browser',
    );
  if (workerUrl !== undefined) return new Worker(workerUrl, { type: 'module' });
  return startPackageWorker();
}

export class SolverClient {
  /**
   * @param {URL|string|TrustedScriptURL} [workerUrl] the module worker's address; without it,
   *   the package's own worker (./solver-worker.js beside this file)
   * @param {{onReady?: (ok: boolean, error?: string) => void}} [options] called after each
   *   (re)start of the worker, with false and a message when the package could not load
   */
  constructor(workerUrl, { onReady } = {}) {
    this.workerUrl = workerUrl;
    this.onReady = onReady;
    this.nextId = 1;
    this.queue = []; // calls not yet handed to the worker, oldest first
    this.running = null; // the call the worker runs
    this.failure = null;
    this.worker = null;
    this.closed = false;
    this._ready = null;
  }

  /** Resolves once the worker has loaded the package (starting it if need be); rejects with an EngineError. */
  get ready() {
    this.start();
    return this._ready;
  }

  /** The number of calls still running or waiting (a call let go, see abort(), is not counted). */
  get busy() {
    return this.queue.length + (this.running && !this.running.detached ? 1 : 0);
  }

  /** Starts the worker unless it runs, failed or was closed. */
  start() {
    if (this.worker || this._ready) return;
    let settle;
    this._ready = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    this._ready.catch(() => {}); // read by the caller if it wants; not an unhandled rejection
    let worker;
    try {
      worker = startWorker(this.workerUrl);
    } catch (err) {
      const cause = err?.engine ? err.message : `the solver worker could not be started: ${err?.message ?? err}`;
      this.fail(cause, settle);
      return;
    }
    worker.onmessage = (event) => {
      if (worker !== this.worker) return;
      const data = event.data || {};
      if ('ready' in data) {
        if (data.ready) {
          settle.resolve();
          this.onReady?.(true);
        } else this.fail(String(data.error), settle);
        return;
      }
      const entry = this.running;
      if (!entry || entry.id !== data.id) return;
      if ('progress' in data) {
        entry.onProgress?.(data.progress);
        return;
      }
      this.running = null;
      if (!entry.detached) {
        this.settle(entry);
        if (data.ok) entry.resolve(data.result);
        else entry.reject(Object.assign(new Error(data.error), data.problem ? { problem: data.problem } : {}));
      }
      this.pump();
    };
    worker.onerror = (event) => {
      if (worker !== this.worker) return;
      event.preventDefault?.();
      const detail = event.message ? `: ${event.message}` : '';
      this.fail(
        `the solver worker could not be started (its script or the WebAssembly package beside it did not load, or a Content-Security-Policy refused them)${detail}`,
        settle,
      );
    };
    this.worker = worker;
    // Where the .wasm is: the package's own for its own worker; another worker finds its own.
    if (this.workerUrl !== undefined) {
      worker.postMessage({ wasm: null });
      return;
    }
    // The page fetches the package's .wasm and hands the bytes over: WebKit does not send a
    // dedicated worker's fetches to the page's service worker, so offline only the page's fetch
    // is answered from its cache. When the page's fetch fails the worker tries the address.
    const wasm = packageWasm();
    worker.postMessage({ wasm, bytesFollow: true });
    fetch(wasm)
      .then((response) => (response.ok ? response.arrayBuffer() : null))
      .catch(() => null)
      .then((bytes) => {
        if (worker === this.worker) worker.postMessage({ wasmBytes: bytes }, bytes ? [bytes] : []);
      });
  }

  fail(message, settle) {
    if (this.failure) return;
    this.failure = new EngineError(message);
    this.worker?.terminate();
    this.worker = null;
    settle.reject(this.failure);
    this.onReady?.(false, message);
    this.rejectAll(() => this.failure);
  }

  /**
   * Runs `op` in the worker.
   * @param {string} op an operation of the worker
   * @param {object} [args] its arguments (structured-cloneable)
   * @param {{onProgress?: (progress: any) => void, signal?: AbortSignal}} [options] `signal`
   *   aborts this call alone: it rejects at once with a CancelledError (and, if it was running,
   *   the worker is replaced; the other calls go on in the new one)
   * @returns {Promise<any>} the result; rejects with the package's own message, with an
   *   EngineError when the engine could not run, or with a CancelledError when it was cancelled
   */
  call(op, args = {}, { onProgress, signal } = {}) {
    this.start();
    if (this.failure) return Promise.reject(this.failure);
    if (signal?.aborted) return Promise.reject(abortedError(signal));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const entry = { id, op, args, resolve, reject, onProgress, signal, onAbort: null };
      if (signal) {
        entry.onAbort = () => this.abort(entry, abortedError(signal));
        signal.addEventListener('abort', entry.onAbort, { once: true });
      }
      this.queue.push(entry);
      this.pump();
    });
  }

  /** Hands the worker the next call when it runs none. */
  pump() {
    while (!this.running && this.worker && this.queue.length > 0) {
      const entry = this.queue.shift();
      try {
        this.worker.postMessage({ id: entry.id, op: entry.op, ...entry.args });
      } catch (err) {
        // Arguments that cannot be cloned (a function, a DOM node): this call fails, the next goes.
        this.settle(entry);
        entry.reject(err);
        continue;
      }
      entry.startedAt = performance.now();
      this.running = entry;
    }
  }

  /** Forgets `entry`'s abort listener (it is settled, or about to be). */
  settle(entry) {
    if (entry.onAbort) entry.signal.removeEventListener('abort', entry.onAbort);
  }

  /**
   * One call aborted: out of the queue, or, if it runs, the worker replaced. An abort whose
   * reason has `detach: true` (a board removed from the document) lets a running call finish
   * unseen instead, so that a worker is never replaced for a caller who left.
   */
  abort(entry, error) {
    const queued = this.queue.indexOf(entry);
    if (queued >= 0) this.queue.splice(queued, 1);
    else if (entry === this.running && !entry.detached) {
      if (entry.signal?.reason?.detach === true) entry.detached = true;
      else {
        this.running = null;
        this.restart();
      }
    } else return; // settled already
    this.settle(entry);
    entry.reject(error);
  }

  /** Terminates the worker and starts a fresh one, which takes the queue. */
  restart() {
    this.worker?.terminate();
    this.worker = null;
    this._ready = null;
    this.start();
    this.pump();
  }

  rejectAll(makeError) {
    const entries = [...(this.running ? [this.running] : []), ...this.queue];
    this.running = null;
    this.queue = [];
    for (const entry of entries) {
      this.settle(entry);
      entry.reject(makeError());
    }
  }

  /** Stops whatever is running (terminates the worker) and starts a fresh one; also retries after a failure. */
  cancel() {
    if (this.closed) return;
    const wasStarted = this._ready !== null;
    this.worker?.terminate();
    this.worker = null;
    this._ready = null;
    this.failure = null;
    this.rejectAll(() => new CancelledError('cancelled: the solver client was cancelled'));
    if (wasStarted) this.start();
  }

  /** Terminates the worker for good; pending calls reject with a CancelledError, later calls with an EngineError. */
  close() {
    this.worker?.terminate();
    this.worker = null;
    this.closed = true;
    this.rejectAll(() => new CancelledError('cancelled: the solver client was closed'));
    this.failure = new EngineError('the solver client was closed');
    this._ready = Promise.reject(this.failure);
    this._ready.catch(() => {});
  }
}

/** The CancelledError of a call whose signal aborted (its reason, when it is a string, says why). */
function abortedError(signal) {
  const reason = signal.reason;
  if (reason instanceof CancelledError) return reason;
  return new CancelledError(
    typeof reason === 'string' && reason ? `cancelled: ${reason}` : 'cancelled: the call was aborted',
  );
}

// The pool of these clients, part of `dlx-sudoku/worker` too.
export { defaultPoolSize, SolverPool } from './solver-pool.js';
