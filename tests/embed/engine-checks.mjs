// <sudoku-board> and the worker client of the packed package with the engine in view, on the
// plain app's engine.html: boards sharing one worker, a board given its own (mock) client, a
// cancel during the board's own solution check, a strict Content-Security-Policy with Trusted
// Types, and engine failures under policies that refuse the WebAssembly or the worker.
// Expected values: the published solution of the puzzle (run.mjs's SOLUTION), the count of
// Worker constructions and .wasm requests that Chromium reports, never the page's own claims.

const TIMEOUT_MS = 60_000;
const BOARDS = 8;
// What the package needs under a strict default-src (docs/javascript.md, "Content-Security-Policy").
const STRICT =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; " +
  "base-uri 'none'; require-trusted-types-for 'script'";

/** A new page on `base` (engine.html): workers, .wasm requests and problems recorded. */
async function open(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = { workers: [], wasm: 0, problems: [], console: [] };
  page.on('worker', (w) => seen.workers.push(w));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/dlx_sudoku_bg.wasm')) seen.wasm++;
  });
  page.on('console', (m) => {
    seen.console.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'warning') seen.problems.push(`console warning: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.problems.push(`page error: ${e.message}`));
  await page.goto(`${base}engine.html`);
  await page.waitForSelector('body[data-loaded]', { timeout: TIMEOUT_MS });
  return { page, seen, close: () => context.close() };
}

/**
 * In the page (engine.html, any engine): two boards sharing the worker; a's slow newPuzzle(),
 * b's hint meanwhile, b's check queued, then a.cancel(). tests/embed/driven-checks.mjs runs it
 * in Firefox and WebKit.
 */
export async function twoBoardsCancel(puzzle) {
  const [a, b] = [window.addBoard(puzzle), window.addBoard(puzzle)];
  await Promise.all([a.ready, b.ready]);
  const order = [];
  // The security review's slow job: 5,000 attempts at an ER of 11.5 or more (seconds).
  const slow = a.newPuzzle({ rating: [11.5, 20], seed: 1 }).then(
    () => 'resolved',
    (err) => `${err.name}: ${err.message}`,
  );
  slow.then(() => order.push('a'));
  await new Promise((done) => setTimeout(done, 300));
  const hint = await b.hint();
  order.push('b');
  const queued = b.check();
  a.cancel();
  const gone = await slow;
  const checked = await queued;
  const next = await a.hint();
  return {
    order,
    gone,
    hint: hint && { kind: hint.kind, level: hint.level },
    checked,
    next: next?.kind,
    status: a.status,
  };
}

/** What twoBoardsCancel must return: b's calls answered, a's newPuzzle cancelled, a usable after. */
export function expectTwoBoardsCancel(r, expect) {
  expect(r.order.join() === 'b,a', `settled in the order ${r.order.join()}: b's hint waited for a's newPuzzle`);
  expect(r.gone === 'CancelledError: cancelled: board.cancel() was called', `a: ${r.gone}`);
  expect(r.hint?.kind === 'step' && r.hint.level === 1, `b's hint: ${JSON.stringify(r.hint)}`);
  expect(r.checked?.entered === 0, `b's check after a.cancel(): ${JSON.stringify(r.checked)}`);
  expect(r.next === 'step', `a's hint after its cancel: ${r.next}`);
  expect(r.status?.message !== 'Generating a puzzle…', `a's status: ${JSON.stringify(r.status)}`);
}

const boardEvents = (page, type) => page.evaluate((t) => window.boardEvents.filter((e) => e.type === t), type);

export async function engineChecks(browser, dir, { check, expect, serve, expected, solution }) {
  const plain = await serve(dir);
  try {
    await check(
      `engine: ${BOARDS} boards share 1 worker and fetch the .wasm once; it closes with the last board`,
      async () => {
        const { page, seen, close } = await open(browser, plain.base);
        try {
          const results = await page.evaluate(
            async ([puzzle, n]) => {
              const boards = Array.from({ length: n }, () => window.addBoard(puzzle));
              return Promise.all(boards.map((b) => b.check()));
            },
            [expected.puzzle, BOARDS],
          );
          expect(
            results.every((r) => r && r.entered === 0 && r.wrong.length === 0),
            `check() on each board: ${JSON.stringify(results)}`,
          );
          expect(seen.workers.length === 1, `${seen.workers.length} workers for ${BOARDS} boards`);
          expect(seen.wasm === 1, `the .wasm was requested ${seen.wasm} times`);
          const closed = new Promise((done) => seen.workers[0].on('close', done));
          await page.evaluate(() => {
            for (const b of document.querySelectorAll('sudoku-board')) b.remove();
          });
          await Promise.race([
            closed,
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error('the worker outlived the boards')), TIMEOUT_MS),
            ),
          ]);
          const again = await page.evaluate((p) => window.addBoard(p).check(), expected.puzzle);
          expect(again && again.entered === 0, `a new board after that: ${JSON.stringify(again)}`);
          expect(seen.workers.length === 2, `a new board started ${seen.workers.length - 1} more workers, not 1`);
          expect((await boardEvents(page, 'error')).length === 0, 'an error event');
          expect(seen.problems.length === 0, seen.problems.join('\n'));
        } finally {
          await close();
        }
      },
    );

    await check(
      'engine: of 2 boards sharing the worker, the one removed mid-call rejects its own call; the other hints on',
      async () => {
        const { page, seen, close } = await open(browser, plain.base);
        try {
          const r = await page.evaluate(async (puzzle) => {
            const [a, b] = [window.addBoard(puzzle), window.addBoard(puzzle)];
            await Promise.all([a.ready, b.ready]);
            // a's call runs in the shared worker, b's waits behind it: a's removal must cut only a's.
            const gone = a.newPuzzle({ difficulty: 'hard' }).then(
              () => 'resolved',
              (err) => `${err.name}: ${err.message}`,
            );
            const first = b.hint();
            a.remove();
            // A nudge, the step, the step applied, then the next step's nudge.
            const hints = [await first, await b.hint(), await b.hint(), await b.hint()];
            return {
              gone: await gone,
              hints: hints.map((h) => h && { kind: h.kind, level: h.level, applied: h.applied, step: h.step }),
            };
          }, expected.puzzle);
          expect(r.gone === 'CancelledError: cancelled: the board was removed from the document', `a: ${r.gone}`);
          const [nudge, shown, applied, next] = r.hints;
          expect(
            nudge?.level === 1 && shown?.kind === 'step' && shown.level === 2 && !shown.applied && applied?.applied,
            `b's hints: ${JSON.stringify(r.hints)}`,
          );
          expect(next?.kind === 'step' && !next.applied, `b's hint after that: ${JSON.stringify(next)}`);
          // Each placement of the two steps agrees with the puzzle's published solution.
          for (const step of [shown.step, next.step])
            for (const [cell, digit] of step.place)
              expect(Number(solution[cell]) === digit, `the hint places ${digit} at cell ${cell}`);
          expect(seen.workers.length === 1, `${seen.workers.length} workers for 2 boards`);
          expect((await boardEvents(page, 'error')).length === 0, 'an error event');
          expect(seen.problems.length === 0, seen.problems.join('\n'));
        } finally {
          await close();
        }
      },
    );

    await check(
      "engine: one board's slow newPuzzle does not hold up another's hint; a.cancel() rejects a's calls only",
      async () => {
        const { page, seen, close } = await open(browser, plain.base);
        try {
          const r = await page.evaluate(twoBoardsCancel, expected.puzzle);
          expectTwoBoardsCancel(r, expect);
          expect((await boardEvents(page, 'error')).length === 0, 'an error event');
          expect(seen.problems.length === 0, seen.problems.join('\n'));
        } finally {
          await close();
        }
      },
    );

    await check('engine: a board given a mock client (board.client = mock) uses it and starts no worker', async () => {
      const { page, seen, close } = await open(browser, plain.base);
      try {
        const r = await page.evaluate(
          async ([puzzle, sol]) => {
            const calls = [];
            const mock = {
              call(op) {
                calls.push(op);
                if (op === 'solve')
                  return Promise.resolve({
                    solution: Array.from(sol, Number),
                    count: 1,
                    countMs: 0,
                    solveMs: 0,
                    ms: 0,
                  });
                return Promise.reject(new Error(`the mock has no ${op}`));
              },
              cancel() {},
              close() {
                calls.push('close');
              },
            };
            const board = window.addBoard(puzzle, mock);
            const solved = await board.solve();
            board.remove();
            return { solved, calls, same: board.client === mock };
          },
          [expected.puzzle, solution],
        );
        expect(r.solved === solution, `solve() through the mock: ${r.solved}`);
        expect(r.calls.includes('solve') && !r.calls.includes('close'), `the mock's calls: ${r.calls.join(' ')}`);
        expect(r.same, 'board.client is not the mock');
        expect(seen.workers.length === 0, `${seen.workers.length} workers started`);
      } finally {
        await close();
      }
    });

    await check("engine: client.cancel() during the board's solution check: Check then works, no error", async () => {
      const { page, close } = await open(browser, plain.base);
      try {
        const r = await page.evaluate(async (puzzle) => {
          const board = window.addBoard(puzzle);
          board.client.cancel(); // the solution check started on connecting is pending
          return board.check();
        }, expected.puzzle);
        expect(r && r.entered === 0 && r.wrong.length === 0, `check(): ${JSON.stringify(r)}`);
        const errors = await boardEvents(page, 'error');
        expect(errors.length === 0, `error events: ${JSON.stringify(errors)}`);
      } finally {
        await close();
      }
    });
  } finally {
    plain.close();
  }

  const strict = await serve(dir, { headers: { 'content-security-policy': STRICT } });
  try {
    await check(`engine: under a strict CSP with Trusted Types (${STRICT}) the board hints and checks`, async () => {
      const { page, seen, close } = await open(browser, strict.base);
      try {
        const r = await page.evaluate(async (puzzle) => {
          const board = window.addBoard(puzzle);
          const hint = await board.hint();
          const checked = await board.check();
          return { hint: hint?.kind, checked, violations: window.violations };
        }, expected.puzzle);
        expect(r.hint === 'step', `hint(): ${r.hint}`);
        expect(r.checked && r.checked.wrong.length === 0, `check(): ${JSON.stringify(r.checked)}`);
        expect((await boardEvents(page, 'error')).length === 0, 'an error event');
        expect(seen.workers.length === 1, `${seen.workers.length} workers`);
        expect(r.violations.length === 0, `violations: ${r.violations.join('; ')}`);
        expect(seen.problems.length === 0, seen.problems.join('\n'));
      } finally {
        await close();
      }
    });
  } finally {
    strict.close();
  }

  for (const [what, policy] of [
    ['no WebAssembly', STRICT.replace(" 'wasm-unsafe-eval'", '')],
    ['no worker', STRICT.replace("worker-src 'self'", "worker-src 'none'")],
  ]) {
    const server = await serve(dir, { headers: { 'content-security-policy': policy } });
    try {
      await check(
        `engine: a CSP that allows ${what}: one engine error, the solver's message, never "Bad puzzle"`,
        async () => {
          const { page, seen, close } = await open(browser, server.base);
          try {
            const r = await page.evaluate(async (puzzle) => {
              const board = window.addBoard(puzzle);
              const results = [await board.check(), await board.hint()];
              const status = board.shadowRoot.querySelector('[part~="status"]').textContent;
              return { results, status };
            }, expected.puzzle);
            const errors = await boardEvents(page, 'error');
            expect(errors.length === 1, `${errors.length} error events: ${JSON.stringify(errors)}`);
            const [e] = errors;
            expect(
              e.detail.engine === true && /^The solver could not start/.test(e.detail.message),
              `the event: ${JSON.stringify(e.detail)}`,
            );
            expect(typeof e.detail.cause === 'string' && e.detail.cause.length > 0, 'no cause for the developer');
            expect(
              seen.console.some((line) => line.startsWith('error: <sudoku-board>: ')),
              `the cause is not on the console: ${seen.console.join('\n')}`,
            );
            expect(/^The solver could not start/.test(r.status), `status: ${r.status}`);
            expect(!/bad puzzle|several|no solution/i.test(r.status + e.detail.message), `status: ${r.status}`);
            expect(
              r.results.every((x) => x === null),
              `the methods resolved with ${JSON.stringify(r.results)}`,
            );
            return e.detail.cause;
          } finally {
            await close();
          }
        },
      ).then((cause) => cause && console.log(`     cause: ${cause}`));
    } finally {
      server.close();
    }
  }
}
