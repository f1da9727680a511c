// A browser-like module Worker for Node (worker_threads), enough to run www/engine/solver-worker.js and
// www/engine/solver-client.js unchanged: `new Worker(url, { type: 'module' })` with onmessage,
// onerror, postMessage and terminate. In the thread, `self` is the global scope, `fetch` reads
// file: URLs from disk (the package's init() fetches its .wasm), and one extra operation,
// `__memory`, answers with the byte length of the package's wasm memory (the instance the
// worker script uses: the same module URL, so the same glue and exports).
//
//   import { installWebWorker } from './support/web-worker.mjs';
//   installWebWorker();                                   // defines globalThis.Worker
//   const client = new SolverClient(pathToFileURL('www/engine/solver-worker.js'));
//   await client.call('__memory')                         // bytes
//
// This folder is not matched by `node --test tests/node/*.mjs`: it holds no tests of its own.

import { isMainThread, parentPort, Worker as ThreadWorker, workerData } from 'node:worker_threads';

/** Defines globalThis.Worker (a module Worker on worker_threads) in this thread. */
export function installWebWorker() {
  globalThis.Worker = class WebWorker {
    constructor(url, options = {}) {
      if (options.type !== 'module') throw new Error('only module workers are supported');
      this.onmessage = null;
      this.onerror = null;
      this.thread = new ThreadWorker(new URL(import.meta.url), { workerData: { script: String(url) } });
      this.thread.on('message', (data) => this.onmessage?.({ data }));
      this.thread.on('error', (e) => this.onerror?.({ message: e?.message ?? String(e), preventDefault() {} }));
    }

    postMessage(data) {
      this.thread.postMessage(data);
    }

    terminate() {
      this.thread.terminate();
    }
  };
}

// The thread side: the worker's global scope, then its script.
if (!isMainThread && workerData?.script) {
  const fs = await import('node:fs');
  globalThis.self = globalThis;
  let handle = null;
  let queue = [];
  self.postMessage = (data) => parentPort.postMessage(data);
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    if (url.protocol !== 'file:') return nodeFetch(input);
    return new Response(fs.readFileSync(url), { headers: { 'content-type': 'application/wasm' } });
  };
  parentPort.on('message', async (data) => {
    if (data?.op === '__memory') {
      try {
        handle ??= await import(new URL('../pkg/dlx_sudoku.js', workerData.script).href);
        const exports = await handle.default(); // the instance the worker already made
        parentPort.postMessage({ id: data.id, ok: true, result: exports.memory.buffer.byteLength });
      } catch (e) {
        parentPort.postMessage({ id: data.id, ok: false, error: String(e?.message ?? e) });
      }
      return;
    }
    // As in a browser, messages wait until the script has run (and set onmessage).
    if (queue) queue.push(data);
    else self.onmessage?.({ data });
  });
  await import(workerData.script);
  for (const data of queue) self.onmessage?.({ data });
  queue = null;
}
