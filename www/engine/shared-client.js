// The worker client that the <sudoku-board> elements of a page share: one fetch and one
// compilation of the WebAssembly for any number of boards. Each board holds a reference while
// it needs the engine; the client is closed when the last one lets go (once the calls still
// running are done), and the next board that needs it gets a fresh client.
//
// One board's slow job never holds up another board's short call for long: every call goes to
// the first worker, one at a time (engine/solver-client.js); a short call (hint, solve,
// candidates, clashing_cells, parse) that would still wait behind a long one (generate, rate,
// steps, target) SPARE_AFTER_MS after that one started moves to a spare worker, started then
// and kept until the client closes. A page whose boards never compete so runs one worker.
// Each board aborts its own calls through an AbortSignal (board/engine.js): board.cancel()
// replaces a worker only when that board's call is the one running in it, and the other
// boards' calls go on in the new one.
//
// A board given its own client (`board.client = myClient`) takes no reference, and its owner
// closes that client.

import { SolverClient } from './solver-client.js';

/** The operations that may run for seconds or more. */
export const LONG_OPS = new Set(['generate', 'rate', 'steps', 'target']);

/** A SolverClient's own fields (its queue, the call it runs), which its .d.ts leaves out. */
const own = (client) => /** @type {any} */ (client);

/** How long a short call may wait behind a long one before it moves to the spare worker. */
export const SPARE_AFTER_MS = 200;

/**
 * A SolverClient whose short calls do not wait long behind a long one: they move to a spare
 * worker (started on the first such move). `ready`, `onReady` and failures are the first
 * worker's; `busy` counts both; `cancel()` and `close()` act on both.
 */
export class SharedSolverClient extends SolverClient {
  constructor(workerUrl, options) {
    super(workerUrl, options);
    this.spare = new SolverClient(workerUrl);
    this.closing = false;
  }

  get busy() {
    return super.busy + this.spare.busy;
  }

  call(op, args, options = {}) {
    const promise =
      LONG_OPS.has(op) || !this.longAhead() ? super.call(op, args, options) : this.callShort(op, args, options);
    const settled = () => {
      if (this.closing && this.busy === 0) this.close();
    };
    promise.then(settled, settled);
    return promise;
  }

  /** Whether a long call runs or waits in the first worker. */
  longAhead() {
    const { running, queue } = own(this);
    return (running && LONG_OPS.has(running.op)) || queue.some((e) => LONG_OPS.has(e.op));
  }

  /** A short call queued behind a long one: moved to the spare worker if it still waits SPARE_AFTER_MS after the long one started. */
  callShort(op, args, options) {
    const { signal } = options;
    const inner = new AbortController();
    const follow = () => inner.abort(signal.reason);
    signal?.addEventListener('abort', follow, { once: true });
    let done = false;
    let moved = false;
    let timer = null;
    return new Promise((resolve, reject) => {
      const finish = (fn) => (value) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', follow);
        fn(value);
      };
      const watch = () => {
        if (done || own(this).closed) return;
        const running = own(this).running;
        if (!running || !LONG_OPS.has(running.op)) {
          // A short call runs ahead of this one (or nothing yet): look again later.
          if (this.longAhead()) timer = setTimeout(watch, SPARE_AFTER_MS);
          return;
        }
        const waited = performance.now() - running.startedAt;
        if (waited < SPARE_AFTER_MS) {
          timer = setTimeout(watch, SPARE_AFTER_MS - waited);
          return;
        }
        moved = true;
        inner.abort(); // still queued (calls run in order): dropped, no worker replaced
        this.spare.call(op, args, options).then(finish(resolve), finish(reject));
      };
      super.call(op, args, { ...options, signal: inner.signal }).then(finish(resolve), (err) => {
        if (!moved) finish(reject)(err);
      });
      watch();
    });
  }

  cancel() {
    super.cancel();
    this.spare.cancel();
  }

  close() {
    this.closing = false;
    super.close();
    this.spare.close();
  }

  /** Closes the client now if no call runs, else once the last one settles. */
  closeWhenIdle() {
    if (this.busy === 0) this.close();
    else this.closing = true;
  }
}

let shared = null;
let holders = 0;

/** The shared client, created on first use; every call must be paired with releaseClient. */
export function acquireClient() {
  if (!shared) {
    shared = new SharedSolverClient();
    holders = 0;
  }
  holders++;
  return shared;
}

/**
 * Gives back a reference taken with acquireClient. With the last one the shared client closes
 * (once its running calls are done: an app may still wait on one) and the next holder gets a
 * fresh one.
 */
export function releaseClient(client) {
  if (client !== shared || holders === 0) return;
  holders--;
  if (holders === 0) {
    shared.closeWhenIdle();
    shared = null;
  }
}

/** A board's hold on a client: the shared one, taken on first use and given back, or one it was given. */
export class ClientSlot {
  constructor() {
    this.client = null;
    this.shared = false;
  }

  /** The client, taking a reference to the shared one when there is none. */
  get() {
    if (!this.client) {
      this.client = acquireClient();
      this.shared = true;
    }
    return this.client;
  }

  /** Holds `client` (null: the shared one, on next use); false when it was already held. */
  set(client) {
    if (client === this.client) return false;
    this.release();
    this.client = client ?? null;
    return true;
  }

  /** Gives back the shared client; a given one stays (its owner closes it). */
  release() {
    if (!this.shared) return;
    releaseClient(this.client);
    this.client = null;
    this.shared = false;
  }
}
