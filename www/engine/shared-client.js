// The worker client that the <sudoku-board> elements of a page share: one fetch and one
// compilation of the WebAssembly for any number of boards. Each board holds a reference while
// it needs the engine; the client is closed when the last one lets go (once the calls still
// running are done), and the next board that needs it gets a fresh client.
//
// Two lanes, so that one board's slow job never holds up another board's hint: the long
// operations (generate, rate, steps, target: seconds, or minutes for a tight clue limit) run in
// a second worker, started on the first of them; the short ones (hint, solve, candidates,
// clashing_cells, parse) in the first. Each lane hands its worker one call at a time
// (engine/solver-client.js), and each board aborts its own calls through an AbortSignal
// (board/engine.js): a board's cancel() replaces a worker only when that board's call is the
// one running in it, and the other boards' calls go on.
//
// A board given its own client (`board.client = myClient`) takes no reference, and its owner
// closes that client.

import { SolverClient } from './solver-client.js';

/** The operations that may run for seconds or more: the second lane's. */
export const LONG_OPS = new Set(['generate', 'rate', 'steps', 'target']);

/**
 * A SolverClient with a second worker for the long operations (LONG_OPS), started on the first
 * of them. `ready`, `onReady` and failures are the first lane's; `busy` counts both lanes;
 * `cancel()` and `close()` act on both.
 */
export class SharedSolverClient extends SolverClient {
  constructor(workerUrl, options) {
    super(workerUrl, options);
    this.longLane = new SolverClient(workerUrl);
    this.closing = false;
  }

  get busy() {
    return super.busy + this.longLane.busy;
  }

  call(op, args, options) {
    const promise = LONG_OPS.has(op) ? this.longLane.call(op, args, options) : super.call(op, args, options);
    const settled = () => {
      if (this.closing && this.busy === 0) this.close();
    };
    promise.then(settled, settled);
    return promise;
  }

  cancel() {
    super.cancel();
    this.longLane.cancel();
  }

  close() {
    this.closing = false;
    super.close();
    this.longLane.close();
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
