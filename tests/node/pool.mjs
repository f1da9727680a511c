// The worker pool of `dlx-sudoku/worker` (www/engine/solver-pool.js) in Node: results in input order
// and equal to Sudoku Explainer's own ratings (tests/data/se121/top1465.se121.txt, `se-rate`
// output), progress, cancel by AbortSignal with the pool usable afterwards, errors.
//
//   ./build.sh build && node --test tests/node/pool.mjs

import assert from 'node:assert/strict';
import { setMaxListeners } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { installWebWorker } from './support/web-worker.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKER = pathToFileURL(path.join(ROOT, 'www', 'engine', 'solver-worker.js'));

installWebWorker();
const { CancelledError, SolverPool, defaultPoolSize } = await import('../../www/engine/solver-client.js');

/** SE's ratings of top1465, in file order: { puzzle (`.` blanks), er, ep, ed }. */
const SE = fs
  .readFileSync(path.join(ROOT, 'tests', 'data', 'se121', 'top1465.se121.txt'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [zeros, ratings] = line.split(' ');
    const [er, ep, ed] = ratings.split('/').map(Number);
    return { puzzle: zeros.replaceAll('0', '.'), er, ep, ed };
  });

test('the default size is every core but one, at least one', () => {
  assert.equal(defaultPoolSize(), Math.max(1, os.availableParallelism() - 1));
  const pool = new SolverPool({ size: 0, workerUrl: WORKER });
  assert.equal(pool.size, 1);
  pool.close();
});

test('map rates in input order, equal to SE, with progress', async () => {
  const pool = new SolverPool({ size: 2, workerUrl: WORKER });
  await pool.ready;
  // SE's fast puzzles (no chains) then a few with chains: the results come back out of order.
  const sample = [...SE.filter((p) => p.er <= 6.2).slice(0, 40), ...SE.filter((p) => p.er > 6.2).slice(0, 4)];
  const seen = [];
  const results = await pool.map(
    'rate',
    sample.map((p) => ({ grid: p.puzzle })),
    { onProgress: (p) => seen.push(p) },
  );
  assert.equal(results.length, sample.length);
  results.forEach((r, i) => {
    const se = sample[i];
    assert.deepEqual([r.result, r.rating, r.pearl, r.diamond], ['solved', se.er, se.ep, se.ed], `puzzle ${i}`);
  });
  assert.deepEqual(
    seen.map((p) => p.done),
    sample.map((_, i) => i + 1),
  );
  assert.ok(seen.every((p) => p.total === sample.length));
  assert.deepEqual(await pool.map('rate', []), []);
  pool.close();
});

test('an AbortSignal cancels a map; the pool goes on', async () => {
  const pool = new SolverPool({ size: 2, workerUrl: WORKER });
  await pool.ready;
  const controller = new AbortController();
  const chains = SE.filter((p) => p.er >= 9).slice(0, 30);
  let done = 0;
  const running = pool.map(
    'rate',
    chains.map((p) => ({ grid: p.puzzle })),
    {
      signal: controller.signal,
      onProgress: (p) => {
        done = p.done;
        if (p.done === 2) controller.abort();
      },
    },
  );
  await assert.rejects(running, (e) => e instanceof CancelledError);
  assert.equal(done, 2, 'no progress after the abort');
  const after = await pool.map('rate', [{ grid: SE[0].puzzle }]);
  assert.equal(after[0].rating, SE[0].er);
  const aborted = AbortSignal.abort();
  await assert.rejects(pool.map('rate', [{ grid: SE[0].puzzle }], { signal: aborted }), CancelledError);
  pool.close();
  await assert.rejects(pool.map('rate', [{ grid: SE[0].puzzle }]), /closed/);
});

test('the first error rejects the map with the package message', async () => {
  const pool = new SolverPool({ size: 2, workerUrl: WORKER });
  const inputs = [{ grid: SE[0].puzzle }, { grid: '1'.repeat(40) }, { grid: SE[1].puzzle }];
  await assert.rejects(pool.map('rate', inputs), /81/);
  const again = await pool.map('rate', [{ grid: SE[2].puzzle }]);
  assert.equal(again[0].rating, SE[2].er);
  pool.close();
});

test('one signal over many queued maps: an abort restarts only the busy workers', async () => {
  // Rate a list hands the pool a map per batch, all under one AbortSignal. Each map stopped by
  // the abort must not pass its workers to the next aborted map, to be restarted again: that
  // restarted the workers once per map and froze the tab.
  const pool = new SolverPool({ size: 2, workerUrl: WORKER });
  await pool.ready;
  let restarts = 0;
  for (const client of pool.clients) {
    const cancel = client.cancel.bind(client);
    client.cancel = () => {
      restarts++;
      cancel();
    };
  }
  const controller = new AbortController();
  setMaxListeners(0, controller.signal); // a listener a map, as the pool does
  const hard = SE.filter((p) => p.er >= 9).slice(0, 200);
  try {
    const maps = hard.map((p) => pool.map('rate', [{ grid: p.puzzle }], { signal: controller.signal }));
    controller.abort();
    const settled = await Promise.allSettled(maps);
    assert.ok(
      settled.every((s) => s.status === 'rejected' && s.reason instanceof CancelledError),
      'every map rejects with a CancelledError',
    );
    assert.ok(restarts <= pool.size, `${restarts} worker restarts for ${maps.length} maps (at most ${pool.size})`);
    const after = await pool.map('rate', [{ grid: SE[0].puzzle }]);
    assert.equal(after[0].rating, SE[0].er);
  } finally {
    pool.close();
  }
});
