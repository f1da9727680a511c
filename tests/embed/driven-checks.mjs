// The checks that run in every engine beside Chromium (tests/firefox over WebDriver BiDi,
// tests/webkit over classic WebDriver): the package's apps and the page's production build
// offline, written against a small driver so that each runner brings its own:
//
//   driver.open(url)           navigates and waits for the load
//   driver.evaluate(fn, arg)   runs fn(arg) in the page (fn may be async); resolves with its JSON value
//   driver.clickCell(i, css)   clicks cell i of the board `css` (default: the first <sudoku-board>)
//   driver.press(key)          presses and releases one key ('7')
//   driver.problems()          console and page errors seen since the last open, or null when
//                              the engine's driver cannot see them (the check is then left out)
//
// The apps are those of tests/embed, installed from the packed tarball and built by
// `node tests/embed/run.mjs --build-only`. Expected values: the puzzle's published solution
// (top1465 line 230, tests/data/top1465.solutions.txt), the SSR app's own constants and the
// rules; never what the page under test says.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../tools/dist.mjs';
import { createServer } from '../../tools/serve.mjs';
import { expect } from '../e2e/checks.mjs';
import { CLUE17, toGrid } from '../e2e/support.mjs';

const TIMEOUT_MS = 60_000;
export const EMBED_PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
export const EMBED_SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const WANT = [...EMBED_SOLUTION].map(Number);
// The SSR app's saved game (tests/embed/ssr/src/app.mjs): the 1 of r1c2 entered, one hint used.
const SSR_SAVED_VALUE = `41${EMBED_PUZZLE.slice(2)}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls fn(arg) in the page until it returns a truthy value; throws `why` after the timeout. */
export async function waitFor(driver, fn, arg, why, timeout = TIMEOUT_MS) {
  for (const end = Date.now() + timeout; ; ) {
    const value = await driver.evaluate(fn, arg);
    if (value) return value;
    if (Date.now() > end) throw new Error(typeof why === 'function' ? await why() : why);
    await sleep(100);
  }
}

/** Calls a method of the board `css` in the page; resolves with its result. */
const call = (driver, css, method, ...args) =>
  driver.evaluate(([c, m, a]) => document.querySelector(c)[m](...a), [css, method, args]);
const boardValue = (driver, css) => driver.evaluate((c) => document.querySelector(c).value, css);
const cellsMatching = (driver, css, sel) =>
  driver.evaluate(
    ([c, s]) =>
      [...document.querySelector(c).shadowRoot.querySelectorAll(s)].map((e) =>
        Number(e.closest('[role="gridcell"]').dataset.i),
      ),
    [css, sel],
  );
/** The digits the board shows (0: empty, or pencil marks). */
const shownGrid = (driver, css) =>
  driver.evaluate(
    (c) =>
      [...document.querySelector(c).shadowRoot.querySelectorAll('[role="gridcell"]')].map((e) =>
        !e.querySelector('.marks') && /^[1-9]$/.test(e.textContent.trim()) ? Number(e.textContent.trim()) : 0,
      ),
    css,
  );

async function noProblems(driver, check, name) {
  const problems = await driver.problems();
  if (problems === null) return;
  await check(name('no console errors, page errors or HTTP errors'), () => {
    expect(problems.length === 0, problems.join('\n'));
  });
}

/**
 * The board `css` through the hint ladder (the nudge, the step, the step applied: the solution's
 * digits) and a typed wrong digit found by check() and marked aria-invalid.
 */
async function hintAndCheck(driver, check, name, css) {
  await check(name('<sudoku-board> hint(): the nudge, the step, then the step applied (the solution)'), async () => {
    const before = await boardValue(driver, css);
    const nudge = await call(driver, css, 'hint');
    expect(nudge?.level === 1 && nudge.applied === false, `nudge: ${JSON.stringify(nudge)}`);
    const step = await call(driver, css, 'hint');
    expect(step?.kind === 'step' && step.applied === false, `step: ${JSON.stringify(step)}`);
    expect((await cellsMatching(driver, css, '.hl-target')).length >= 1, 'no cell highlighted as the target');
    const applied = await call(driver, css, 'hint');
    expect(applied?.applied === true, `third hint: ${JSON.stringify(applied)}`);
    const after = await boardValue(driver, css);
    const changed = [...after].map((ch, i) => (ch !== before[i] ? i : -1)).filter((i) => i >= 0);
    expect(changed.length >= 1, 'the applied hint placed nothing');
    for (const i of changed)
      expect(Number(after[i]) === WANT[i], `cell ${i} is ${after[i]} after the hint; the solution has ${WANT[i]}`);
    const shown = await shownGrid(driver, css);
    for (const i of changed) expect(shown[i] === WANT[i], `cell ${i} shows ${shown[i]}, its value ${after[i]}`);
  });

  await check(name('<sudoku-board> check(): a typed wrong digit is found and marked aria-invalid'), async () => {
    const value = await boardValue(driver, css);
    const i = [...value].indexOf('.');
    const d = (WANT[i] % 9) + 1;
    await driver.clickCell(i, css);
    await driver.press(String(d));
    await waitFor(
      driver,
      ([c, k, digit]) => document.querySelector(c).value[k] === digit,
      [css, i, String(d)],
      `cell ${i} does not hold the typed ${d}`,
      10_000,
    );
    const r = await call(driver, css, 'check');
    expect(JSON.stringify(r?.wrong) === JSON.stringify([i]), `check(): ${JSON.stringify(r)}, the wrong cell ${i}`);
    const invalid = await cellsMatching(driver, css, '[role="gridcell"][aria-invalid="true"]');
    expect(JSON.stringify(invalid) === JSON.stringify([i]), `aria-invalid cells ${invalid}`);
  });
}

/**
 * An app's page (the plain page, or shared/index.html built by a bundler): it finishes with the
 * worker's solution the published one (#solutionId), then its board through hint() and check().
 */
export async function appChecks(driver, check, { engine, app, url, solutionId }) {
  const name = (what) => `${app} app in ${engine}: ${what}`;
  const done = await check(name("the page finishes; the worker's solution is the published one"), async () => {
    await driver.open(url);
    const state = await waitFor(
      driver,
      () => document.body.dataset.done,
      null,
      async () => `the page did not finish: ${await driver.evaluate(() => document.body.textContent.slice(0, 300))}`,
    );
    expect(state === 'ok', `the page reports ${state}: ${await driver.evaluate(() => document.body.textContent)}`);
    const solution = await driver.evaluate((id) => document.getElementById(id).textContent.trim(), solutionId);
    expect(solution === EMBED_SOLUTION, `#${solutionId}: ${solution}`);
    await waitFor(driver, () => customElements.get('sudoku-board') !== undefined, null, 'no <sudoku-board>');
    expect((await boardValue(driver, 'sudoku-board')) === EMBED_PUZZLE, 'the board does not hold the puzzle');
  });
  if (!done) return;
  await hintAndCheck(driver, check, name, 'sudoku-board');
  await noProblems(driver, check, name);
}

/**
 * The SSR app (tests/embed/ssr: renderToString, then hydrateRoot with the board's module loaded
 * before hydration), its folder served at `base`: the props the server wrote as attributes and
 * the ref callback's state, strings and listeners take effect; then #ref plays a hint and a check.
 */
export async function ssrChecks(driver, check, { engine, base }) {
  const name = (what) => `ssr app in ${engine}: ${what}`;
  const hydrated = await check(name('the server-rendered page hydrates (the board defined first)'), async () => {
    await driver.open(`${base}dist/before.html`);
    const state = await waitFor(driver, () => document.body.dataset.done, null, 'the page did not finish');
    expect(state === 'ok', `the page reports ${state}`);
  });
  if (!hydrated) return;
  await check(
    name("the props written as attributes and the ref callback's state and strings take effect"),
    async () => {
      const boards = await driver.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('sudoku-board')].map((b) => [
            b.id,
            {
              puzzle: b.puzzle,
              value: b.value,
              showCandidates: b.showCandidates,
              showMistakes: b.showMistakes,
              fullHints: b.fullHints,
              entryMode: b.entryMode,
              hintsUsed: b.hintsUsed,
              hint: b.shadowRoot.querySelector('[data-action="hint"]').textContent,
            },
          ]),
        ),
      );
      for (const id of ['props', 'ref']) {
        const b = boards[id];
        expect(
          b &&
            b.puzzle === EMBED_PUZZLE &&
            b.showCandidates &&
            b.showMistakes &&
            b.fullHints &&
            b.entryMode === 'centre',
          `#${id}: ${JSON.stringify(b)}`,
        );
      }
      const r = boards.ref;
      expect(r.value === SSR_SAVED_VALUE && r.hintsUsed === 1, `#ref: value ${r.value}, hintsUsed ${r.hintsUsed}`);
      expect(r.hint === 'Indice ?', `#ref: the Hint button reads ${r.hint}`);
    },
  );
  await check(name("the ref callback's listener heard the saved game's load"), async () => {
    const heard = await driver.evaluate(() =>
      window.__ssr.log.filter((e) => e.id === 'ref').map((e) => e.cause ?? e.type),
    );
    expect(heard.includes('state'), `#ref heard ${JSON.stringify(heard)}`);
  });
  // Digits, not centre marks, for the typed digit of the check; the hint ladder from its nudge.
  await driver.evaluate(() => {
    const ref = document.getElementById('ref');
    ref.entryMode = 'digit';
    ref.fullHints = false;
  });
  await hintAndCheck(driver, check, name, '#ref');
  await noProblems(driver, check, name);
}

/**
 * The React 19 app (tests/embed/react, built by Vite): its #game board, with its listeners given
 * as React props, hears the puzzle's load, then plays a hint and a check, each heard as a change.
 */
export async function reactChecks(driver, check, { engine, base }) {
  const name = (what) => `react app in ${engine}: ${what}`;
  const done = await check(name("the app renders; #game's onchange prop heard the puzzle's load"), async () => {
    await driver.open(base);
    const state = await waitFor(driver, () => document.body.dataset.done, null, 'the page did not finish');
    expect(state === 'ok', `the page reports ${state}`);
    expect((await boardValue(driver, '#game')) === EMBED_PUZZLE, '#game does not hold the puzzle');
    const causes = await driver.evaluate(() => window.__react.log.map((e) => e.detail?.cause ?? e.type));
    expect(causes.includes('puzzle'), `#game heard ${JSON.stringify(causes)}`);
  });
  if (!done) return;
  const heard = await driver.evaluate(() => window.__react.log.length);
  await hintAndCheck(driver, check, name, '#game');
  await check(name('the onchange prop heard the applied hint and the typed digit'), async () => {
    const causes = await driver.evaluate(
      (n) => window.__react.log.slice(n).map((e) => e.detail?.cause ?? e.type),
      heard,
    );
    expect(causes.includes('hint') && causes.includes('input'), `then heard ${JSON.stringify(causes)}`);
  });
  await noProblems(driver, check, name);
}

/**
 * Two boards on the plain app's engine.html sharing the worker: a's slow newPuzzle() does not
 * hold up b's hint, and a.cancel() rejects a's call only (b's queued check answers, a hints on).
 * The page function is engine-checks.mjs's, so Chromium checks the same thing.
 */
export async function cancelChecks(driver, check, { engine, base, twoBoardsCancel, expectTwoBoardsCancel }) {
  const name = (what) => `plain app's engine.html in ${engine}: ${what}`;
  await check(
    name("one board's slow newPuzzle does not hold up another's hint; a.cancel() rejects a's calls only"),
    async () => {
      await driver.open(`${base}engine.html`);
      await waitFor(driver, () => document.body.dataset.loaded !== undefined, null, 'engine.html did not load');
      const r = await driver.evaluate(twoBoardsCancel, EMBED_PUZZLE);
      expectTwoBoardsCancel(r, expect);
      const errors = await driver.evaluate(() => window.boardEvents.filter((e) => e.type === 'error').length);
      expect(errors === 0, `${errors} error events`);
    },
  );
  await noProblems(driver, check, name);
}

/**
 * The page's production build offline: tools/dist.mjs into a temporary folder, served by
 * tools/serve.mjs; the page loads a puzzle by link and its service worker takes control; then
 * the server stops (no connection left, its refusal checked: the engines' drivers here have no
 * offline emulation), and the page opened again loads from the worker's cache and hints.
 */
export async function offlineChecks(driver, check, { engine }) {
  const name = (what) => `page offline in ${engine}: ${what}`;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'dlx-offline-dist-'));
  let server;
  try {
    const url = await check(name('the production build (tools/dist.mjs) installs its service worker'), async () => {
      await build(out);
      server = createServer(out);
      await new Promise((r) => server.listen(0, '127.0.0.1', r));
      const at = `http://127.0.0.1:${server.address().port}/?p=${CLUE17}`;
      await driver.open(at);
      await waitFor(driver, () => document.body.dataset.solver === 'ready', null, 'the engine never got ready');
      await waitFor(
        driver,
        () => navigator.serviceWorker?.controller?.state === 'activated',
        null,
        async () =>
          `no active service worker controls the page: ${await driver.evaluate(() =>
            'serviceWorker' in navigator
              ? navigator.serviceWorker.getRegistrations().then((r) => `${r.length} registrations`)
              : 'navigator.serviceWorker is missing',
          )}`,
        30_000,
      );
      return at;
    });
    if (!url) return;
    await check(name('the server stopped, the page opened again loads from the cache, and it hints'), async () => {
      await new Promise((r) => {
        server.close(r);
        server.closeAllConnections();
      });
      const down = await fetch(url).then(
        () => 'answered',
        () => 'refused',
      );
      expect(down === 'refused', `the server still ${down}`);
      await driver.open(url);
      await waitFor(
        driver,
        () => document.body.dataset.solver === 'ready',
        null,
        // What the page sees, and whether its own fetch of the worker's .wasm is answered offline.
        async () =>
          `the engine never got ready offline: ${JSON.stringify(
            await driver.evaluate(
              async (wasm) => ({
                solver: document.body.dataset.solver,
                status: document.getElementById('status')?.textContent.trim(),
                controlled: navigator.serviceWorker?.controller?.state ?? null,
                [`the page's fetch of ${wasm}`]: await fetch(wasm).then(
                  async (r) => `${r.status}, ${(await r.arrayBuffer()).byteLength} bytes`,
                  (err) => String(err),
                ),
              }),
              fs.readdirSync(out).find((f) => f.endsWith('.wasm')),
            ),
          )}`,
        30_000,
      );
      expect(await driver.evaluate(() => navigator.serviceWorker.controller !== null), 'no service worker');
      const grid = await shownGrid(driver, 'sudoku-board');
      expect(grid.join('') === toGrid(CLUE17).join(''), `the board shows ${grid.join('')}`);
      await driver.evaluate(() => document.getElementById('hint').click());
      await waitFor(
        driver,
        () => /Press Hint again to see the step\.$/.test(document.getElementById('status').textContent.trim()),
        null,
        async () => `the hint's status: ${await driver.evaluate(() => document.getElementById('status').textContent)}`,
      );
    });
    await noProblems(driver, check, name);
  } finally {
    server?.closeAllConnections();
    server?.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
}
