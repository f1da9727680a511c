// The wasm module's memory (memory.buffer.byteLength) in Node, in two situations:
//
//  1. after rating the puzzles of forum_hardest_1106 whose Sudoku Explainer path takes a step at
//     nesting level 4 (nested-*-forcing-chains-4), the heaviest the data holds; then rating
//     some of them again must not grow it (the first ratings reached the working size);
//  2. in the page's worker (www/engine/solver-worker.js driven by www/engine/solver-client.js, unchanged, on
//     worker_threads: support/web-worker.mjs): a `rate` cancelled by the client, then 1,000
//     ordinary calls; from call 100 to call 1,000 the memory must not grow by more than a page
//     or two.
//
//   ./build.sh build && node --test tests/node/memory.mjs                 # fast: 1 level-4 puzzle
//   MEMORY_FULL=1 node --test tests/node/memory.mjs                       # every level-4 puzzle
//
// The fast variant (the default, run by ./build.sh test) rates one level-4 puzzle twice; the full
// one rates all of them (21 minutes in all on a busy 2-core machine, 2026-12-03). The puzzles come
// from tests/data (support/data.mjs: missing, the test fails). The figures are printed as `# ...` lines. No timing is
// asserted.

import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { dataLines } from './support/data.mjs';
import { KAGGLE, KAGGLE_RATED, KAGGLE_SOLUTION, PUBLISHED, bit, checkSolution, rulesMasks } from './support/sudoku.mjs';
import { installWebWorker } from './support/web-worker.mjs';
import { built, freshInstance, JS, WASM } from './support/wasm.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HARDEST = 'forum_hardest_1106.txt';
const FULL = process.env.MEMORY_FULL === '1';
const PAGE = 65536;

// The lines (from 1) of forum_hardest_1106.txt whose SE path takes a nesting-level-4 step, found
// with the native build (2026-12-03):
//   target/release/dlx-sudoku steps < tests/data/forum_hardest_1106.txt | grep -n 'forcing-chains-4"'
// (57 lines; docs/reliability.md counts 55 whose hardest step is at level 4: in the others, line 194 for
// one, a level-3 step is rated higher.)
const LEVEL4 = [
  11, 34, 43, 45, 48, 49, 50, 51, 54, 55, 57, 72, 86, 91, 92, 95, 97, 98, 99, 100, 101, 102, 103, 104, 106, 107, 108,
  109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 130, 132, 133, 134, 141,
  194, 195, 197, 366, 367, 374, 375,
];
// The fast variant's puzzle: one of the quickest to rate (under 2 s natively).
const FAST = [366];

const kib = (bytes) => `${bytes} bytes (${(bytes / 1024).toFixed(0)} KiB)`;

if (built(JS, WASM)) {
  const lines = FULL ? LEVEL4 : FAST;
  const what = FULL
    ? `all ${LEVEL4.length} level-4 puzzles`
    : `line ${FAST[0]}, one level-4 puzzle (MEMORY_FULL=1: all ${LEVEL4.length})`;

  test(`memory after rating ${what} of forum_hardest_1106, and no growth when rated again`, async () => {
    const {
      api,
      exports: { memory },
    } = await freshInstance('memory-rate');
    const puzzles = dataLines(HARDEST);
    const start = memory.buffer.byteLength;
    assert.deepEqual(api.rate(KAGGLE), KAGGLE_RATED);
    const warm = memory.buffer.byteLength;
    const grew = [];
    let before = warm;
    for (const line of lines) {
      const r = api.rate(puzzles[line - 1]);
      // SE rates a level-4 step 10.5 or more (docs/se-rating-facts.md): ER at least that.
      assert.equal(r.result, 'solved', `line ${line}`);
      assert.ok(r.rating >= 10.5, `line ${line}: ER ${r.rating}, below any level-4 step`);
      const now = memory.buffer.byteLength;
      if (now > before) grew.push(`line ${line} (ER ${r.rating}, ${r.hardest}) +${(now - before) / PAGE} pages`);
      before = now;
    }
    const after = memory.buffer.byteLength;
    // Again: the memory the first ratings grew to is enough for the same work.
    const again = lines.slice(0, 3);
    for (const line of again) api.rate(puzzles[line - 1]);
    const repeat = memory.buffer.byteLength;
    console.log(
      `# rate, ${lines.length} level-4 puzzle(s): memory at start ${kib(start)}, after an easy rate ${kib(warm)}, after the level-4 ratings ${kib(after)} (the peak: wasm memory never shrinks); grew at ${grew.join(', ') || 'none'}; after rating ${again.length} of them again ${kib(repeat)}`,
    );
    assert.equal(repeat, after, `rating lines ${again.join(', ')} again grew the memory by ${repeat - after} bytes`);
  });

  test('the worker: a cancelled rate, then 1,000 ordinary calls; memory flat from call 100 to 1,000', async () => {
    installWebWorker();
    const { SolverClient, CancelledError } = await import(
      pathToFileURL(path.join(ROOT, 'www', 'engine', 'solver-client.js')).href
    );
    const client = new SolverClient(pathToFileURL(path.join(ROOT, 'www', 'engine', 'solver-worker.js')));
    try {
      await client.ready;
      const first = await client.call('__memory');
      // A long rate (a level-4 puzzle), cancelled while it runs: the client terminates that
      // worker and starts a fresh one.
      const long = dataLines(HARDEST)[LEVEL4[0] - 1];
      let settled = false;
      const rating = client.call('rate', { grid: long });
      rating.then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
      await sleep(500);
      assert.equal(settled, false, 'the rate ended before it could be cancelled: pick a longer puzzle');
      const cancelled = client.worker;
      client.cancel();
      await assert.rejects(rating, CancelledError);
      assert.notEqual(client.worker, cancelled, 'cancel() starts a fresh worker');
      await client.ready;
      const fresh = await client.call('__memory');

      // 1,000 ordinary calls, each answer checked; the memory read after every 100th.
      const masks = rulesMasks(KAGGLE);
      const open = KAGGLE.indexOf(0);
      const wrong = KAGGLE.slice();
      wrong[open] = (KAGGLE_SOLUTION[open] % 9) + 1;
      const calls = [
        async () => checkSolution(KAGGLE, (await client.call('solve', { grid: KAGGLE })).solution, 'solve'),
        async () => assert.deepEqual(await client.call('rate', { grid: KAGGLE }), KAGGLE_RATED),
        async () => assert.equal((await client.call('steps', { grid: KAGGLE })).result, 'solved'),
        async () => assert.deepEqual(await client.call('candidates', { grid: KAGGLE }), masks),
        async () =>
          assert.equal(
            (await client.call('hint', { givens: KAGGLE, entries: new Array(81).fill(0), candidates: masks })).kind,
            'step',
          ),
        async () =>
          assert.equal(
            (await client.call('hint', { givens: KAGGLE, entries: wrong.map((d, c) => (KAGGLE[c] ? 0 : d)) })).cell,
            open,
          ),
        async () => {
          const lost = masks.slice();
          lost[open] &= ~bit(KAGGLE_SOLUTION[open]);
          assert.equal(
            (await client.call('hint', { givens: KAGGLE, entries: new Array(81).fill(0), candidates: lost })).kind,
            'missing-candidate',
          );
        },
        async () => assert.deepEqual((await client.call('parse', { text: PUBLISHED.kaggle[0] })).grid, KAGGLE),
        async () => assert.deepEqual((await client.call('clashing_cells', { grid: KAGGLE })).cells, []),
        async () => assert.rejects(client.call('rate', { grid: [1, 2] }), /^Error: expected 81 cells, found 2$/),
      ];
      const samples = [];
      for (let i = 1; i <= 1000; i++) {
        await calls[i % calls.length]();
        if (i === 1 || i % 100 === 0) samples.push([i, await client.call('__memory')]);
      }
      const at = (n) => samples.find(([i]) => i === n)[1];
      const peak = Math.max(...samples.map(([, m]) => m));
      console.log(
        `# worker: memory after loading ${kib(first)}; after the cancelled rate, the fresh worker ${kib(fresh)}; after call 1 ${kib(at(1))}, call 100 ${kib(at(100))}, call 1,000 ${kib(at(1000))}, peak ${kib(peak)}`,
      );
      assert.ok(
        at(1000) - at(100) <= 2 * PAGE,
        `the worker's memory grew by ${at(1000) - at(100)} bytes from call 100 to call 1,000: ${samples.map(([i, m]) => `${i}: ${m}`).join(', ')}`,
      );
    } finally {
      client.close();
    }
  });
}
