// The engine as one <sudoku-board> sees it: its client (the page's shared one, held through a
// ClientSlot, or one the app gave it), its own calls, the analysis of its puzzle (the solution
// count that Hint, Check and Solve need) and engine failures, reported once.
//
// Boards share a client, and the client's cancel() cuts every board's calls short; so each board
// passes its own AbortSignal with each of its calls. cancel() (board.cancel()) and release()
// (the board removed for good) reject this board's calls at once with a CancelledError and abort
// them in the client: one still waiting is dropped; one running has its worker replaced on
// cancel(), and is let finish unseen on removal (no worker is replaced for a board that left);
// the other boards' calls go on (engine/solver-client.js, engine/shared-client.js).

import { noteMistakes } from '../model/game.js';
import { ClientSlot } from '../engine/shared-client.js';
import { CancelledError } from '../engine/solver-client.js';

/** A message for the player and the `error` event (not a fault of the element). */
export class BoardError extends Error {}

const CANCELLED = {
  client: 'cancelled: the solver client was cancelled',
  removed: 'cancelled: the board was removed from the document',
  board: 'cancelled: board.cancel() was called',
};

/**
 * The CancelledError a cut-short call rejects with, saying why: `true` or 'client' (the client
 * was cancelled or closed), `false` or 'removed' (the board left the document), 'board'
 * (board.cancel()).
 */
export function boardCancelled(why) {
  const key = why === true ? 'client' : why === false ? 'removed' : why;
  /** @type {any} */
  const err = new CancelledError(CANCELLED[key] ?? CANCELLED.client);
  err.board = key; // the board cut it short: its message stands (sudoku-board.js, _guard)
  return err;
}

export class BoardEngine {
  /** @param {any} board the element: its `s`, `_gameId`, `_w`, `_fail` and `isConnected` */
  constructor(board) {
    this.board = board;
    this.slot = new ClientSlot();
    this.calls = new Set();
    this.controller = new AbortController();
    this.cancels = 0; // how many times cancel() ran: a wait that spans one is cut short
    this.analysis = null;
    this.reportedFailure = null;
    this.dropQueued = false;
  }

  /**
   * The client: the page's shared one (taken on first use) unless one was given. On a board out
   * of any document the reference is given back at the end of the task unless the board was
   * put in one meanwhile, so that reading `board.client` never keeps the shared worker alive.
   */
  get client() {
    const client = this.slot.get();
    if (this.slot.shared && !this.board.isConnected && !this.dropQueued) {
      this.dropQueued = true;
      queueMicrotask(() => {
        this.dropQueued = false;
        if (!this.board.isConnected) this.slot.release();
      });
    }
    return client;
  }

  /** Holds `client` (null: the shared one, on next use); the old client's analysis no longer counts. */
  setClient(client) {
    if (!this.slot.set(client)) return;
    this.analysis = null;
    this.reportedFailure = null;
  }

  /**
   * Runs `op` for this board, with the board's AbortSignal. A board out of the document takes
   * no client (the call rejects with a CancelledError); cancel() and release() reject the calls
   * still running the same way.
   */
  call(op, args, options) {
    if (!this.board.isConnected) return Promise.reject(boardCancelled('removed'));
    const signal = this.controller.signal;
    return new Promise((resolve, reject) => {
      const entry = { reject };
      this.calls.add(entry);
      const settle = (fn) => (value) => {
        if (this.calls.delete(entry)) fn(value);
      };
      this.client.call(op, args, { ...options, signal }).then(settle(resolve), settle(reject));
    });
  }

  /**
   * Cuts this board's calls short: each rejects at once with boardCancelled(why), and the client
   * drops it (or replaces the worker running it). Calls made afterwards run as usual.
   */
  cancel(why = 'board') {
    const entries = [...this.calls];
    this.calls.clear();
    this.cancels++;
    const controller = this.controller;
    this.controller = new AbortController();
    for (const entry of entries) entry.reject(boardCancelled(why));
    const reason = boardCancelled(why);
    reason.detach = why === 'removed'; // a running call of a removed board finishes unseen
    controller.abort(reason);
  }

  /** The board removed for good: its calls are cancelled, its reference to the shared client goes back. */
  release() {
    this.cancel('removed');
    this.analysis = null;
    this.slot.release();
  }

  /** Starts the analysis of the puzzle unless it runs or its result is known. */
  analyse() {
    if (this.board.s.solutionCount === null && !this.analysis) this.analysis = this.countSolutions();
    return this.analysis;
  }

  /**
   * The puzzle's solution, from the worker. Resolves with null, or with the error that left the
   * count unknown: then the analysis is forgotten and runs again when next needed (a cancelled
   * call, an engine failure).
   */
  async countSolutions() {
    const board = this.board;
    const s = board.s;
    const id = board._gameId;
    try {
      const r = await this.call('solve', { grid: Array.from(s.givens) });
      if (id !== board._gameId) return null;
      s.solutionCount = r.count;
      s.solution = r.count === 1 ? Uint8Array.from(r.solution) : null;
      // Digits typed before the solution was known are counted (and drawn) now.
      if (s.solution && noteMistakes(s) + Number(s.showMistakes)) board._render();
      board._checkLimit(); // wrong digits typed before the solution was known
      if (r.count === 0) board._fail(board._w.noSolution);
      else if (r.count > 1) board._fail(board._w.severalSolutions);
      return null;
    } catch (err) {
      if (id !== board._gameId) return null;
      this.analysis = null;
      if (err?.engine) this.failed(err);
      else if (!err?.cancelled) board._fail(board._w.badPuzzle(err?.message ?? String(err)));
      return err;
    }
  }

  /** Throws unless the puzzle has exactly one solution (then in `s.solution`); `what` names the action. */
  async needUnique(what) {
    const board = this.board;
    const w = board._w;
    const s = board.s;
    const id = board._gameId;
    const cancels = this.cancels;
    let unknown = await this.analyse();
    // An analysis cancelled before or while this method waited runs again, once; unless this
    // board's own calls were cancelled (board.cancel()), which cancels this wait too.
    if (this.cancels !== cancels) throw boardCancelled(unknown?.board ?? 'board');
    if (unknown?.cancelled && id === board._gameId) unknown = await this.analyse();
    if (this.cancels !== cancels) throw boardCancelled('board');
    if (id !== board._gameId) throw new BoardError(w.puzzleChanged);
    if (unknown) throw unknown; // reported by countSolutions (or a cancellation: no report)
    if (s.solutionCount === 0) throw new BoardError(w.needsASolution(what));
    if (s.solutionCount !== 1) throw new BoardError(w.needsOneSolution(what));
  }

  /** An engine failure: once per failure, the player's sentence on the board, the cause for the developer. */
  failed(err) {
    if (this.reportedFailure === err) return;
    this.reportedFailure = err;
    console.error(`<sudoku-board>: ${err.message}`);
    this.board._fail(this.board._w.engineFailed, { engine: true, cause: err.message });
  }
}
