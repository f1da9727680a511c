// The worker client (www/engine/solver-client.js) and the boards' shared client
// (www/engine/shared-client.js) in Node: importable without a DOM or a Worker (server-side
// rendering), an engine failure reported as an EngineError (one instance for every call), a
// cancelled call followed by a working one, and the shared client's reference count.
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
