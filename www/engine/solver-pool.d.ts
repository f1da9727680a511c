// Types of engine/solver-pool.js (`dlx-sudoku/worker` in the npm package): a pool of solver
// workers that maps one operation over a list, in input order.

import type { SolverOps } from './solver-client.js';

/** Every core but one (navigator.hardwareConcurrency, or os.availableParallelism() in Node), at least 1. */
export declare function defaultPoolSize(): number;

export interface PoolProgress {
  /** Inputs done so far. */
  done: number;
  /** Inputs in the map. */
  total: number;
}

export declare class SolverPool {
  /**
   * `size` workers (default defaultPoolSize()), each running `workerUrl` (default: the
   * package's own worker).
   */
  constructor(options?: { size?: number; workerUrl?: URL | string });
  /** Resolves once every worker has loaded the package; rejects if one cannot. */
  readonly ready: Promise<void>;
  /** The number of workers. */
  readonly size: number;
  /**
   * Runs `op` on each input, one call at a time in each worker. Resolves with the results in
   * input order; rejects with the first error, or with a CancelledError when `signal` aborts.
   */
  map<K extends keyof SolverOps>(
    op: K,
    inputs: Iterable<SolverOps[K]['args']>,
    options?: { onProgress?: (progress: PoolProgress) => void; signal?: AbortSignal },
  ): Promise<SolverOps[K]['result'][]>;
  /** Terminates every worker; running maps reject with a CancelledError. */
  close(): void;
}
