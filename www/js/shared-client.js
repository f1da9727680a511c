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
