// Types of engine/solver-client.js, `dlx-sudoku/worker` in the npm package: a promise-based client
// for the module worker (solver-worker.js) that runs the wasm package. The worker's protocol (the
// header comment of solver-worker.js) over the package's own declarations, which are reused here
// rather than retyped; tests/node/boundary.mjs checks every operation's answer against them.

import type {
  GenerateOptions,
  GenerateResult,
  HintResult,
  RateOptions,
  RateResult,
  StepsResult,
  TargetResult,
} from '../pkg/dlx_sudoku.js';

/** A grid: 81 cells, row-major, 0 for an empty cell. */
export type Grid = Uint8Array | number[];
/** A grid, or its 81 cells as text (`1`-`9` givens; `. 0 - _ *` blanks; whitespace ignored). */
export type GridOrText = Grid | string;

/** The result of `solve`: a solution and the number of solutions counted up to 2, with timings. */
export interface SolveOpResult {
  /** A solution (81 digits), or null when there is none. */
  solution: number[] | null;
  /** Solutions counted no further than 2: 1 means the puzzle is unique. */
  count: 0 | 1 | 2;
  /** Milliseconds spent counting, solving, and both. */
  countMs: number;
  solveMs: number;
  ms: number;
}

/**
 * The result of `target`: the package's `TargetResult` (the NOIP 2009 target score, a solution
 * reaching it, whether it is proven, the nodes visited), its grid as an Array (it crosses the
 * worker's messages), and the milliseconds spent.
 */
export type TargetOpResult = Omit<TargetResult, 'grid'> & {
  /** A solution reaching `score` (81 digits), or null when there is none. */
  grid: number[] | null;
  ms: number;
};

/** Progress of `generate` without a seed, posted after each round of attempts. */
export interface GenerateProgress {
  attempts: number;
  limit: number;
}

/** Every operation of the worker: its arguments, its result and its progress reports. */
export interface SolverOps {
  solve: { args: { grid: Grid }; result: SolveOpResult; progress: never };
  target: { args: { grid: Grid }; result: TargetOpResult; progress: never };
  parse: { args: { text: string }; result: { grid: number[] }; progress: never };
  /** The cells (0-80, ascending) whose digit repeats in a row, column or box: the package's `clashing_cells`. */
  clashing_cells: { args: { grid: Grid }; result: { cells: number[] }; progress: never };
  /** @deprecated The old name of `clashing_cells`; it goes in the next version. */
  clashes: { args: { grid: Grid }; result: { cells: number[] }; progress: never };
  /** 81 bit masks (bit d-1 for digit d). */
  candidates: { args: { grid: GridOrText; techniques?: string[] | string }; result: number[]; progress: never };
  /** `options.budgetMs`: past it the answer is `{ result: 'timeout' }` (see the package's `rate`). */
  rate: { args: { grid: GridOrText; options?: RateOptions }; result: RateResult; progress: never };
  steps: { args: { grid: GridOrText }; result: StepsResult; progress: never };
  hint: {
    args: { givens: GridOrText; entries: GridOrText; candidates?: Uint16Array | number[] | null };
    result: HintResult;
    progress: never;
  };
  /**
   * Without `options.seed`: rounds of 25 attempts with fresh random seeds, progress after each,
   * up to `attempts` (default 5,000; at most 100,000, more is refused). With a seed: one call,
   * the same puzzle each time (`options.attempts`, at most 100,000).
   */
  generate: {
    args: { options?: GenerateOptions; attempts?: number };
    result: GenerateResult;
    progress: GenerateProgress;
  };
}

/** The name of an operation of the worker. */
export type SolverOp = keyof SolverOps;

/** Options of one call. */
export interface CallOptions<Op extends SolverOp = SolverOp> {
  /** Called with each progress report of the call (only `generate` reports progress). */
  onProgress?: (progress: SolverOps[Op]['progress']) => void;
  /**
   * Aborts this call alone: it rejects at once with a `CancelledError` (`cancelled: REASON` when
   * the reason is a string). A call still waiting is dropped; the running one has its worker
   * terminated and replaced, and the calls waiting behind it run in the new worker.
   */
  signal?: AbortSignal;
}

/** Options of a client. */
export interface SolverClientOptions {
  /**
   * Called after each (re)start of the worker: with true once the package has loaded, or with
   * false and a message when it could not load.
   */
  onReady?: (ok: boolean, error?: string) => void;
}

/**
 * A Trusted Types `TrustedScriptURL` (from `trustedTypes.createPolicy(...).createScriptURL(url)`),
 * declared here because TypeScript's DOM library does not have it.
 */
export interface TrustedScriptURL {
  toJSON(): string;
}

/**
 * The engine failed, not the input: no `Worker` here (Node, server-side rendering), the worker
 * or the WebAssembly could not start (a missing file, a Content-Security-Policy), or the client
 * was closed. Every pending and later call rejects with the same instance until `cancel()`.
 */
export class EngineError extends Error {
  constructor(message: string);
  readonly name: 'EngineError';
  readonly engine: true;
}

/** The rejection of a call stopped by `cancel()`, `close()` or its AbortSignal. */
export class CancelledError extends Error {
  /** @param message why (default "cancelled") */
  constructor(message?: string);
  readonly name: 'CancelledError';
  readonly cancelled: true;
}

/**
 * A client for the module worker that runs the package. Each call is a promise; the client hands
 * the worker one call at a time and queues the others. A call's `signal` cancels that call alone;
 * `cancel()` stops every call. A running call is stopped by terminating the worker and starting a
 * fresh one, which takes the calls still waiting. The worker starts on first use (a call, or
 * reading `ready`), so constructing a client anywhere, Node included, is safe.
 */
export class SolverClient {
  /**
   * @param workerUrl the module worker's address (a `TrustedScriptURL` under Trusted Types);
   *   without it, the package's own worker (`engine/solver-worker.js`, beside the client),
   *   which bundlers find (Vite and webpack bundle it, Rollup's and esbuild's URL plugins copy
   *   or bundle it), and which the client's own Trusted Types policy `dlx-sudoku` vouches for
   *   where Trusted Types are enforced. The client fetches the package's `.wasm` on the
   *   page and hands the package's worker the bytes (its address when that fetch fails), so the
   *   page's service worker answers it offline in WebKit too; another worker loads its own.
   */
  constructor(workerUrl?: URL | string | TrustedScriptURL, options?: SolverClientOptions);

  /** Starts the worker if need be; resolves once it has loaded the package, rejects with an `EngineError` if it cannot. Replaced by a new promise on each restart (`cancel()`). */
  readonly ready: Promise<void>;

  /** The number of calls running or waiting. */
  get busy(): number;

  /**
   * Runs `op` in the worker (starting it on the first call), after the calls before it. Resolves
   * with its result; rejects with the package's own message (an `Error`, with parse_text's
   * `problem` for `parse`), with an `EngineError`
   * when the engine cannot run, or with a `CancelledError` when its `signal`, `cancel()` or
   * `close()` stopped it.
   */
  call<Op extends SolverOp>(
    op: Op,
    // biome-ignore lint/complexity/noBannedTypes: `{} extends Args` is true when every argument is optional
    ...rest: {} extends SolverOps[Op]['args']
      ? [args?: SolverOps[Op]['args'], options?: CallOptions<Op>]
      : [args: SolverOps[Op]['args'], options?: CallOptions<Op>]
  ): Promise<SolverOps[Op]['result']>;

  /** Stops whatever is running (terminates the worker; pending calls reject with a CancelledError) and starts a fresh worker; after an `EngineError`, tries again. */
  cancel(): void;

  /** Terminates the worker for good; pending calls reject with a CancelledError, later calls with an `EngineError`. */
  close(): void;
}

export { defaultPoolSize, SolverPool, type PoolProgress } from './solver-pool.js';
