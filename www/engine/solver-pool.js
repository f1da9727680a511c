// A pool of solver workers: a list of puzzles on every core, in the browser and in Node. Each
// worker is a SolverClient (./solver-client.js); the pool hands each free worker the next input
// and gives the results back in input order. In the npm package: `dlx-sudoku/worker`.
//
//   const pool = new SolverPool();                        // hardwareConcurrency - 1 workers
//   await pool.ready;
//   const ratings = await pool.map('rate', lines.map((grid) => ({ grid })), {
//     onProgress: ({ done, total }) => …,
//     signal: controller.signal,                          // abort: rejects with a CancelledError
//   });
//   pool.close();
//
// One call at a time in each worker: a slow puzzle (seconds) holds one worker, never the others.
// Cancelling terminates the workers busy with that map and starts fresh ones (a running call
// cannot be interrupted inside a worker); the pool stays usable.

import { CancelledError, SolverClient } from './solver-client.js';

/** The default number of workers: every core but one (for the page), at least one. */
export function defaultPoolSize() {
  const cores =
    globalThis.navigator?.hardwareConcurrency ??
    // Node before 21 has no navigator; getBuiltinModule keeps this file free of Node imports.
    globalThis.process?.getBuiltinModule?.('node:os')?.availableParallelism?.() ??
    2;
  return Math.max(1, Math.floor(cores) - 1);
}

export class SolverPool {
  /**
   * @param {{size?: number, workerUrl?: URL|string}} [options] `size` workers (default
   *   defaultPoolSize()), each running `workerUrl` (default: the package's worker)
   */
  constructor({ size, workerUrl } = {}) {
    const n = Math.max(1, Math.floor(size ?? defaultPoolSize()) || 1);
    this.clients = Array.from({ length: n }, () => new SolverClient(workerUrl));
    this.idle = [...this.clients];
    this.jobs = []; // maps with inputs not yet handed out, oldest first
    this.active = new Set(); // maps not yet settled
    this.closed = false;
    this.ready = Promise.all(this.clients.map((c) => c.ready)).then(() => {});
    this.ready.catch(() => {}); // read by the caller if it wants; not an unhandled rejection
  }

  /** The number of workers. */
  get size() {
    return this.clients.length;
  }

  /**
   * Runs `op` on each of `inputs` (the arguments of SolverClient.call), a worker each at a time.
   * @returns {Promise<any[]>} the results in input order; rejects with the first error (the
   *   rest of the map is cancelled), or with a CancelledError when `signal` aborts
   */
  map(op, inputs, { onProgress, signal } = {}) {
    const items = Array.from(inputs);
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('the solver pool was closed'));
      if (signal?.aborted) return reject(new CancelledError());
      if (items.length === 0) return resolve([]);
      const job = {
        op,
        items,
        results: new Array(items.length),
        next: 0,
        done: 0,
        running: new Set(),
        finished: false,
        resolve,
        reject,
        onProgress,
        signal,
      };
      job.onAbort = () => this.stop(job, new CancelledError());
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.jobs.push(job);
      this.active.add(job);
      this.pump();
    });
  }

  /** Gives each idle worker the next input of the oldest map. */
  pump() {
    while (this.idle.length > 0 && this.jobs.length > 0) {
      const job = this.jobs[0];
      // A map whose signal aborted and whose listener has not run yet (maps sharing one signal
      // are stopped one after the other): end it here, or it would take workers only for its
      // listener to restart them.
      if (job.signal?.aborted) {
        this.drop(job, new CancelledError());
        continue;
      }
      const index = job.next++;
      if (job.next >= job.items.length) this.jobs.shift();
      this.run(this.idle.pop(), job, index);
    }
  }

  run(client, job, index) {
    job.running.add(client);
    client.call(job.op, job.items[index]).then(
      (result) => {
        if (job.finished) return; // stop() took the worker back already
        job.running.delete(client);
        job.results[index] = result;
        job.done++;
        this.idle.push(client);
        job.onProgress?.({ done: job.done, total: job.items.length });
        if (job.done === job.items.length) this.finish(job);
        this.pump();
      },
      (error) => {
        if (job.finished) return;
        job.running.delete(client);
        this.idle.push(client);
        this.stop(job, error);
      },
    );
  }

  finish(job) {
    job.finished = true;
    this.active.delete(job);
    job.signal?.removeEventListener('abort', job.onAbort);
    job.resolve(job.results);
  }

  /** Ends a map with `error`: its inputs left out, its busy workers restarted. */
  stop(job, error) {
    if (job.finished) return;
    this.drop(job, error);
    if (!this.closed) this.pump();
  }

  /** stop() without handing the freed workers on. */
  drop(job, error) {
    job.finished = true;
    this.active.delete(job);
    job.signal?.removeEventListener('abort', job.onAbort);
    this.jobs = this.jobs.filter((j) => j !== job);
    for (const client of job.running) {
      if (!this.closed) client.cancel();
      this.idle.push(client);
    }
    job.running.clear();
    job.reject(error);
  }

  /** Terminates every worker; running maps reject with a CancelledError. */
  close() {
    if (this.closed) return;
    this.closed = true;
    for (const job of [...this.active]) this.stop(job, new CancelledError());
    for (const client of this.clients) client.close();
  }
}
