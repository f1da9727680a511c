// The worker client that the <sudoku-board> elements of a page share: one worker, one fetch and
// one compilation of the WebAssembly for any number of boards. Each board holds a reference
// while it needs the engine; the worker is closed when the last one lets go, and the next board
// that needs it gets a fresh client.
//
// A board given its own client (`board.client = myClient`) takes no reference, and its owner
// closes that client.

import { SolverClient } from './solver-client.js';

let shared = null;
let holders = 0;

/** The shared client, created on first use; every call must be paired with releaseClient. */
export function acquireClient() {
  if (!shared) {
    shared = new SolverClient();
    holders = 0;
  }
  holders++;
  return shared;
}

/** Gives back a reference taken with acquireClient; closes the shared client with the last one. */
export function releaseClient(client) {
  if (client !== shared || holders === 0) return;
  holders--;
  if (holders === 0) {
    shared.close();
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
