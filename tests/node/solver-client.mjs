// The worker client (www/engine/solver-client.js) and the boards' shared client
// (www/engine/shared-client.js) in Node: importable without a DOM or a Worker (server-side
// rendering), an engine failure reported as an EngineError (one instance for every call), a
// cancelled call followed by a working one, the shared client's reference count, and the .wasm
// the client fetches for the package's own worker.
// The worker runs on worker_threads (support/web-worker.mjs) with the package in www/pkg.

import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const www = (p) => pathToFileURL(path.join(ROOT, 'www', p)).href;
// line 230 of top1465 and its published solution (tests/data/top1465.solutions.txt)
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const grid = Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c)));

test('without a Worker: the modules import, and a call rejects with an EngineError that says why', async () => {
  assert.equal(typeof globalThis.Worker, 'undefined', 'this test runs before the Worker shim is installed');
  const { SolverClient, EngineError } = await import(www('engine/solver-client.js'));
  const board = await import(www('board/sudoku-board.js'));
  assert.equal(typeof board.SudokuBoardElement, 'function');
  const client = new SolverClient();
  const err = await client.call('solve', { grid }).then(
    () => assert.fail('resolved'),
    (e) => e,
  );
  assert.ok(err instanceof EngineError, `${err?.name}: ${err?.message}`);
  assert.equal(err.engine, true);
  assert.match(err.message, /`Worker` is not defined/);
  assert.equal(await client.ready.catch((e) => e), err, '`ready` rejects with the same EngineError');
  assert.equal(await client.call('rate', { grid }).catch((e) => e), err, 'a later call too');
});

test('the shared client: one for every holder, closed with the last one, a fresh one after', async () => {
  const { acquireClient, releaseClient } = await import(www('engine/shared-client.js'));
  const a = acquireClient();
  const b = acquireClient();
  assert.equal(a, b);
  releaseClient(b);
  assert.equal(a.closed, false, 'still held once');
  releaseClient(new a.constructor()); // a client that is not the shared one changes nothing
  assert.equal(a.closed, false);
  releaseClient(a);
  assert.equal(a.closed, true, 'closed with the last holder');
  const err = await a.call('solve', { grid }).catch((e) => e);
  assert.equal(err?.engine, true, 'a closed client rejects with an EngineError');
  const c = acquireClient();
  assert.notEqual(c, a, 'the next holder gets a fresh client');
  releaseClient(c);
});

test("a board's slot: the shared client by default, a given one kept on release", async () => {
  const { ClientSlot } = await import(www('engine/shared-client.js'));
  const [one, two] = [new ClientSlot(), new ClientSlot()];
  const shared = one.get();
  assert.equal(two.get(), shared, 'two slots, one shared client');
  const mine = { call: async () => null, cancel() {}, close: () => assert.fail('a given client was closed') };
  assert.equal(two.set(mine), true);
  assert.equal(two.get(), mine);
  assert.equal(shared.closed, false, 'still held by the first slot');
  two.release();
  assert.equal(two.get(), mine, 'release keeps a given client');
  one.release();
  assert.equal(shared.closed, true, 'closed with its last slot');
  assert.equal(two.set(null), true);
  const fresh = two.get();
  assert.notEqual(fresh, shared, 'null goes back to the shared client, a fresh one');
  two.release();
  assert.equal(fresh.closed, true);
});

test('with a worker: a missing script is an EngineError; cancel() rejects, then a fresh worker answers', async () => {
  const { installWebWorker } = await import('./support/web-worker.mjs');
  installWebWorker();
  const { SolverClient, CancelledError, EngineError } = await import(www('engine/solver-client.js'));

  const broken = new SolverClient(www('no-such-worker.js'));
  const [first, second] = await Promise.all([
    broken.call('solve', { grid }).catch((e) => e),
    broken.call('rate', { grid }).catch((e) => e),
  ]);
  assert.ok(first instanceof EngineError, `${first?.name}: ${first?.message}`);
  assert.equal(second, first, 'one failure, one instance for every pending call');

  const client = new SolverClient(www('engine/solver-worker.js'));
  try {
    const pending = client.call('generate', { options: { difficulty: 'expert' } });
    client.cancel();
    assert.ok((await pending.catch((e) => e)) instanceof CancelledError);
    const r = await client.call('solve', { grid });
    assert.equal(r.solution.join(''), SOLUTION);
    assert.equal(r.count, 1);
  } finally {
    client.close();
  }
});

// WebKit does not answer a dedicated worker's own fetches from the page's service worker, so the
// client of the package's own worker fetches the .wasm on the page and hands the bytes over.
test("the package's worker loads the .wasm the page fetched; the address when the page cannot fetch it", async () => {
  const { installWebWorker } = await import('./support/web-worker.mjs');
  installWebWorker();
  const fs = await import('node:fs');
  const { SolverClient, EngineError } = await import(www('engine/solver-client.js'));
  const pageFetch = globalThis.fetch;
  const fetched = [];
  const answer = async (input, body) => {
    fetched.push(String(input));
    return body;
  };
  try {
    // The page's fetch answers: that .wasm is the one used (bytes that are no module fail, which
    // the worker's own fetch of the real file would not).
    globalThis.fetch = (input) =>
      answer(
        input,
        new Response(fs.readFileSync(new URL(String(input))), { headers: { 'content-type': 'application/wasm' } }),
      );
    let client = new SolverClient();
    assert.equal((await client.call('solve', { grid })).solution.join(''), SOLUTION);
    client.close();
    assert.deepEqual(fetched, [www('pkg/dlx_sudoku_bg.wasm')]);

    globalThis.fetch = (input) => answer(input, new Response(new Uint8Array([0, 1, 2, 3])));
    client = new SolverClient();
    const err = await client.ready.catch((e) => e);
    client.close();
    assert.ok(err instanceof EngineError, `${err?.name}: ${err?.message}`);
    assert.match(err.message, /could not be loaded/);

    // The page's fetch fails (404, or refused): the worker fetches the address itself.
    for (const failing of [() => new Response('no', { status: 404 }), () => Promise.reject(new TypeError('offline'))]) {
      globalThis.fetch = (input) => answer(input, failing());
      client = new SolverClient();
      assert.equal((await client.call('solve', { grid })).solution.join(''), SOLUTION);
      client.close();
    }
  } finally {
    globalThis.fetch = pageFetch;
  }
});

// The security review (shared/SECURITY_AUDIT.md L4 and L5, shared/EMBED_AUDIT.md "several boards"):
// a real cancel per call, and each board's calls its own. No timing is asserted: the order in
// which promises settle is.

// Forum hardest line 11: its rating runs a nested level-4 search (about 20 s).
const HARDEST_11 = '........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4';
// A generation that runs for seconds and then gives up (no 17-clue puzzle with full symmetry).
const SLOW_GENERATE = { options: { seed: 1, maxClues: 17, symmetry: 'full' } };
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
/** Which of the promises settles first: its index and its value or error. */
const first = (...promises) =>
  Promise.race(
    promises.map((p, index) =>
      p.then(
        (value) => ({ index, value }),
        (error) => ({ index, error }),
      ),
    ),
  );

async function workerClient() {
  const { installWebWorker } = await import('./support/web-worker.mjs');
  installWebWorker();
  return import(www('engine/solver-client.js'));
}

test('a call aborted while it runs rejects at once; the call waiting behind it runs in a fresh worker', async (t) => {
  const { SolverClient, CancelledError } = await workerClient();
  const client = new SolverClient(www('engine/solver-worker.js'));
  try {
    await client.ready;
    const controller = new AbortController();
    const slow = client.call('rate', { grid: HARDEST_11 }, { signal: controller.signal });
    const other = client.call('solve', { grid });
    await tick(300); // the rating runs
    const t0 = performance.now();
    controller.abort();
    const settled = await first(slow, other);
    assert.equal(settled.index, 0, 'the aborted call settles first');
    assert.ok(settled.error instanceof CancelledError, `${settled.error?.name}: ${settled.error?.message}`);
    assert.equal(settled.error.message, 'cancelled: the call was aborted');
    const r = await other;
    t.diagnostic(`cancel -> the next call's answer: ${Math.round(performance.now() - t0)} ms`);
    assert.equal(r.solution.join(''), SOLUTION, 'the other call resolves with the right answer');
    assert.equal(client.busy, 0);
    const reason = new AbortController();
    const again = client.call('solve', { grid }, { signal: reason.signal });
    reason.abort('the user left');
    assert.equal((await again.catch((e) => e)).message, 'cancelled: the user left');
    const aborted = AbortSignal.abort();
    assert.ok((await client.call('solve', { grid }, { signal: aborted }).catch((e) => e)) instanceof CancelledError);
    assert.equal((await client.call('solve', { grid })).count, 1, 'the client still works');
  } finally {
    client.close();
  }
});

test('an aborted call that waits is dropped; the running call goes on in the same worker', async () => {
  const { SolverClient, CancelledError } = await workerClient();
  const client = new SolverClient(www('engine/solver-worker.js'));
  try {
    await client.ready;
    const worker = client.worker;
    const running = client.call('rate', { grid: PUZZLE });
    const controller = new AbortController();
    const waiting = client.call('solve', { grid }, { signal: controller.signal });
    controller.abort();
    const settled = await first(running, waiting);
    assert.equal(settled.index, 1, 'the aborted call settles first');
    assert.ok(settled.error instanceof CancelledError);
    const rated = await running;
    assert.equal(rated.result, 'solved');
    assert.equal(client.worker, worker, 'the worker was not replaced');
  } finally {
    client.close();
  }
});

test("the shared client: one caller's slow generation does not hold up another's hint", async (t) => {
  await workerClient();
  const { acquireClient, releaseClient } = await import(www('engine/shared-client.js'));
  const a = acquireClient();
  const b = acquireClient();
  try {
    await a.ready;
    const controller = new AbortController();
    const slow = a.call('generate', SLOW_GENERATE, { signal: controller.signal });
    await tick(100);
    const t0 = performance.now();
    const hint = b.call('hint', { givens: PUZZLE, entries: new Array(81).fill(0) });
    const settled = await first(slow, hint);
    assert.equal(settled.index, 1, `the hint answers first (${settled.error?.message ?? ''})`);
    assert.equal(settled.value.kind, 'step');
    t.diagnostic(`the hint behind a slow generation: ${Math.round(performance.now() - t0)} ms`);
    controller.abort();
    assert.equal((await slow.catch((e) => e)).cancelled, true);
  } finally {
    releaseClient(a);
    releaseClient(b);
  }
  assert.equal(a.closed, true, 'closed with the last holder');
});

/** A stand-in for a <sudoku-board>: what BoardEngine reads of it. */
function fakeBoard(connected = true) {
  return {
    isConnected: connected,
    s: { solutionCount: null, givens: new Uint8Array(81) },
    _gameId: 1,
    _w: {},
    _fail() {},
    _render() {},
  };
}

test("a board's cancel() rejects its own calls at once; another board's call waiting behind them still answers", async () => {
  await workerClient();
  const { BoardEngine } = await import(www('board/engine.js'));
  const { CancelledError } = await import(www('engine/solver-client.js'));
  const a = new BoardEngine(fakeBoard());
  const b = new BoardEngine(fakeBoard());
  try {
    assert.equal(a.client, b.client, 'one shared client');
    await a.client.ready;
    // Both on the long lane: B's steps wait behind A's slow rating.
    const slow = a.call('rate', { grid: HARDEST_11 });
    const queued = a.call('generate', SLOW_GENERATE);
    const steps = b.call('steps', { grid: PUZZLE });
    await tick(300);
    a.cancel();
    const settled = await first(slow, steps);
    assert.equal(settled.index, 0, "A's call settles first");
    assert.ok(settled.error instanceof CancelledError);
    assert.equal(settled.error.message, 'cancelled: board.cancel() was called');
    assert.equal((await queued.catch((e) => e)).message, 'cancelled: board.cancel() was called');
    const r = await steps;
    assert.equal(r.result, 'solved', "B's call answers");
    const last = r.steps.at(-1);
    assert.ok(last.place.length > 0);
    const after = await a.call('solve', { grid });
    assert.equal(after.solution.join(''), SOLUTION, "A's next call runs");
  } finally {
    a.release();
    b.release();
  }
});

test('reading the client of a board out of any document does not keep the shared worker alive', async () => {
  await workerClient();
  const { BoardEngine } = await import(www('board/engine.js'));
  const { acquireClient, releaseClient } = await import(www('engine/shared-client.js'));
  const detached = new BoardEngine(fakeBoard(false));
  const client = detached.client;
  const pending = client.call('solve', { grid }); // an app's call on it still answers
  await tick();
  assert.equal(client.closed, false, 'open while its call runs');
  assert.equal((await pending).solution.join(''), SOLUTION);
  await tick();
  assert.equal(client.closed, true, 'closed once idle: nobody holds it');
  // Another holder keeps it open; its release closes it.
  const holder = acquireClient();
  const board = fakeBoard(false);
  const engine = new BoardEngine(board);
  assert.equal(engine.client, holder);
  await tick();
  assert.equal(holder.closed, false);
  releaseClient(holder);
  assert.equal(holder.closed, true, 'the detached board held no reference');
  // A board put in a document in the same task keeps its reference.
  const moved = fakeBoard(false);
  const kept = new BoardEngine(moved);
  const c = kept.client;
  moved.isConnected = true;
  await tick();
  assert.equal(c.closed, false);
  kept.release();
  assert.equal(c.closed, true);
});
