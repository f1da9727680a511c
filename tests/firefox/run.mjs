#!/usr/bin/env node
// The page and the package's apps in Firefox: Debian's Firefox ESR (or FIREFOX) driven by
// puppeteer-core over WebDriver BiDi, headless, no geckodriver. The other browser suites
// (tests/e2e, tests/embed) drive Chromium with playwright-core, which cannot drive a stock
// Firefox; these checks are the few that say the page and the package work in Gecko too.
//
//   ./build.sh test firefox                   # builds www/pkg, packs, builds the apps, runs this
//   node tests/firefox/run.mjs                # www/pkg ready, tests/embed's apps installed and built
//   FIREFOX_ONLY='page' node tests/firefox/run.mjs   # only the parts (below) whose names match
//
//   page     www/ served here at 390x844: a puzzle loaded by a ?p= link, no horizontal scroll and
//            the whole board on screen, a digit played, the hint ladder (nudge, step, applied),
//            a wrong digit marked by Check, Undo taking it back
//   offline  the production build (tools/dist.mjs, built into a temporary folder) served by
//            tools/serve.mjs: its service worker installed, then the server stopped (no
//            connection left: Firefox's BiDi has no offline emulation) and the page opened
//            again: it loads from the worker's cache and hints (driven-checks.mjs)
//   plain, webpack, esbuild, rollup   tests/embed's apps (the tarball installed and the bundlers
//            run by `node tests/embed/run.mjs --build-only`): the worker's solution, then the
//            <sudoku-board>: hint() up to the applied step, a typed wrong digit found by check()
//            (tests/embed/driven-checks.mjs, which tests/webkit runs too)
//   ssr      tests/embed/ssr rendered on the server and hydrated: the props written as
//            attributes, the ref callback's state and strings, then a hint and a check
//   react    tests/embed/react (Vite's build): its board's onchange prop hears the load, a hint
//            and a typed digit; a hint and a check
//   cancel   the plain app's engine.html: two boards share the worker, a.cancel() cancels a's
//            newPuzzle only (the page function of tests/embed/engine-checks.mjs)
//
// Expected values come from the data sets' published solutions and the rules, never from the
// page. Prints one line per check and "N passed, M failed"; exits non-zero on any failure.

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import sirv from 'sirv';
import { createChecks, expect, expectPhoneLayout } from '../e2e/checks.mjs';
import { CLUE17, CLUE17_SOLUTION, ruleCandidates, toGrid } from '../e2e/support.mjs';
import { appChecks, cancelChecks, offlineChecks, reactChecks, ssrChecks } from '../embed/driven-checks.mjs';
import { expectTwoBoardsCancel, twoBoardsCancel } from '../embed/engine-checks.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const EMBED = path.join(ROOT, 'tests', 'embed');
const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
const TIMEOUT_MS = 60_000;
const PHONE = { width: 390, height: 844 };
const SOL = toGrid(CLUE17_SOLUTION);

const { check, finish } = createChecks();

/** Serves a folder on 127.0.0.1 (sirv: .wasm as application/wasm); resolves with its address. */
function serve(dir) {
  expect(fs.existsSync(dir), `${path.relative(ROOT, dir)} is missing`);
  const server = http.createServer(sirv(dir, { dev: true }));
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    );
  });
}

/** A new page; `problems` collects console errors, page errors and HTTP errors. */
async function openPage(browser, viewport) {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  page.setDefaultTimeout(TIMEOUT_MS);
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()} for ${res.url()}`);
  });
  return { page, problems };
}

// The board lives in <sudoku-board>'s open shadow root: `>>>` pierces it in puppeteer's selectors,
// and the functions run in the page reach it through shadowRoot.
const CELL = (i) => `sudoku-board >>> [role="gridcell"][data-i="${i}"]`;

/** The digits the board shows (0: empty, or pencil marks). */
const readGrid = (page) =>
  page.evaluate(() =>
    [...document.querySelector('sudoku-board').shadowRoot.querySelectorAll('[role="gridcell"]')].map((e) =>
      !e.querySelector('.marks') && /^[1-9]$/.test(e.textContent.trim()) ? Number(e.textContent.trim()) : 0,
    ),
  );

/** data-i of the board's cells that match `sel` (inside the shadow root). */
const cellsMatching = (page, sel) =>
  page.evaluate(
    (s) =>
      [...document.querySelector('sudoku-board').shadowRoot.querySelectorAll(s)].map((e) =>
        Number(e.closest('[role="gridcell"]').dataset.i),
      ),
    sel,
  );

const statusText = (page) => page.evaluate(() => document.querySelector('#status').textContent.trim());

async function waitStatus(page, re) {
  try {
    await page.waitForFunction(
      (src, flags) => new RegExp(src, flags).test(document.querySelector('#status').textContent.trim()),
      { timeout: TIMEOUT_MS },
      re.source,
      re.flags,
    );
  } catch {
    throw new Error(`status never matched ${re}; it says: ${JSON.stringify(await statusText(page))}`);
  }
  return statusText(page);
}

// ------------------------------------------------------------------------------------------
// The page (www/)

async function pageChecks(browser) {
  const server = await serve(path.join(ROOT, 'www'));
  const { page, problems } = await openPage(browser, PHONE);
  const name = (what) => `page in Firefox: ${what}`;
  try {
    const loaded = await check(name(`?p= link loads the puzzle at ${PHONE.width}x${PHONE.height}`), async () => {
      await page.goto(`${server.base}?p=${CLUE17}`);
      await page.waitForSelector('body[data-solver="ready"]');
      await waitStatus(page, /Loaded the puzzle from the link/);
      const grid = await readGrid(page);
      expect(grid.join('') === toGrid(CLUE17).join(''), `the board shows ${grid.join('')}`);
    });
    if (!loaded) return;

    await check(name('layout: no horizontal scroll, the whole board on the first screen'), async () => {
      const m = await page.evaluate(() => {
        const r = document.querySelector('sudoku-board').getBoundingClientRect();
        return {
          scrollWidth: document.documentElement.scrollWidth,
          width: innerWidth,
          height: innerHeight,
          board: { top: r.top, left: r.left, bottom: r.bottom, right: r.right, width: r.width },
        };
      });
      expectPhoneLayout(m, PHONE);
    });

    await check(name("a digit typed into a clicked cell is on the board (the solution's)"), async () => {
      const i = toGrid(CLUE17).indexOf(0);
      await page.click(CELL(i));
      await page.keyboard.press(String(SOL[i]));
      const grid = await readGrid(page);
      expect(grid[i] === SOL[i], `cell ${i} shows ${grid[i]} after typing ${SOL[i]}`);
    });

    await check(name('hint ladder: the nudge, the step (its digits the solution), then applied'), async () => {
      const before = await readGrid(page);
      await page.click('#hint');
      await waitStatus(page, /Press Hint again to see the step\.$/);
      expect((await cellsMatching(page, '.mark-place')).length === 0, 'the nudge already shows the placement');
      await page.click('#hint');
      await waitStatus(page, /^Hint \(.*Press Hint again to apply it\.$/);
      const places = await page.evaluate(() =>
        [...document.querySelector('sudoku-board').shadowRoot.querySelectorAll('.mark-place')].map((e) => [
          Number(e.closest('[role="gridcell"]').dataset.i),
          Number(e.textContent),
        ]),
      );
      expect(places.length >= 1, "the step of a 17-clue puzzle's start places a digit, but none is shown");
      for (const [i, d] of places) expect(d === SOL[i], `the hint shows ${d} at cell ${i}; the solution has ${SOL[i]}`);
      expect((await cellsMatching(page, '.hl-target')).length >= 1, 'no cell highlighted as the target');
      await page.click('#hint');
      await waitStatus(page, /^Applied the/);
      const after = await readGrid(page);
      for (const [i] of places) expect(after[i] === SOL[i], `cell ${i} is ${after[i]} after the hint, not ${SOL[i]}`);
      const changed = after.filter((v, i) => v !== before[i]).length;
      expect(changed === places.length, `${changed} cells changed; the step places ${places.length}`);
    });

    const wrong = await check(name('Check marks a wrong digit (aria-invalid), and that one only'), async () => {
      const grid = await readGrid(page);
      const i = grid.findIndex((v, k) => !v && ruleCandidates(grid, k).some((d) => d !== SOL[k]));
      const d = ruleCandidates(grid, i).find((c) => c !== SOL[i]);
      await page.click(CELL(i));
      await page.keyboard.press(String(d));
      expect((await readGrid(page))[i] === d, `cell ${i} does not show the typed ${d}`);
      await page.click('#check');
      await waitStatus(page, /^Check: 1 entry is wrong/);
      const invalid = await cellsMatching(page, '[role="gridcell"][aria-invalid="true"]');
      expect(JSON.stringify(invalid) === JSON.stringify([i]), `aria-invalid cells ${invalid}, the wrong one ${i}`);
      return { i, grid };
    });

    if (wrong)
      await check(name('Undo takes the wrong digit back'), async () => {
        await page.click('#undo');
        await page.waitForFunction(
          (i) =>
            !/^[1-9]$/.test(
              document
                .querySelector('sudoku-board')
                .shadowRoot.querySelector(`[role="gridcell"][data-i="${i}"]`)
                .textContent.trim(),
            ),
          { timeout: 10_000 },
          wrong.i,
        );
        const grid = await readGrid(page);
        expect(grid.join('') === wrong.grid.join(''), `after Undo ${grid.join('')}, before the digit ${wrong.grid}`);
      });

    await check(name('no console errors, page errors or HTTP errors'), () => {
      expect(problems.length === 0, problems.join('\n'));
    });
  } finally {
    await page.close();
    server.close();
  }
}

// ------------------------------------------------------------------------------------------
// The package's apps (tests/embed), as installed and built by tests/embed/run.mjs --build-only,
// through tests/embed/driven-checks.mjs with puppeteer as the driver.

/** A driver for driven-checks.mjs: a new page, its problems counted from each open. */
async function withDriver(browser, run) {
  const { page, problems } = await openPage(browser, { width: 900, height: 1600 });
  const driver = {
    async open(url) {
      problems.length = 0;
      await page.goto(url);
    },
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    clickCell: (i, css = 'sudoku-board') => page.click(`${css} >>> [role="gridcell"][data-i="${i}"]`),
    press: (key) => page.keyboard.press(key),
    problems: async () => [...problems],
  };
  try {
    await run(driver);
  } finally {
    await page.close();
  }
}

async function appPart(browser, app, dir, solutionId) {
  const server = await serve(dir);
  try {
    await withDriver(browser, (driver) =>
      appChecks(driver, check, { engine: 'Firefox', app, url: server.base, solutionId }),
    );
  } finally {
    server.close();
  }
}

async function ssrPart(browser) {
  const server = await serve(path.join(EMBED, 'ssr'));
  try {
    await withDriver(browser, (driver) => ssrChecks(driver, check, { engine: 'Firefox', base: server.base }));
  } finally {
    server.close();
  }
}

async function reactPart(browser) {
  const server = await serve(path.join(EMBED, 'react', 'dist'));
  try {
    await withDriver(browser, (driver) => reactChecks(driver, check, { engine: 'Firefox', base: server.base }));
  } finally {
    server.close();
  }
}

async function cancelPart(browser) {
  const server = await serve(path.join(EMBED, 'plain'));
  try {
    await withDriver(browser, (driver) =>
      cancelChecks(driver, check, { engine: 'Firefox', base: server.base, twoBoardsCancel, expectTwoBoardsCancel }),
    );
  } finally {
    server.close();
  }
}

// ------------------------------------------------------------------------------------------

const parts = {
  page: pageChecks,
  offline: (browser) => withDriver(browser, (driver) => offlineChecks(driver, check, { engine: 'Firefox' })),
  plain: (browser) => appPart(browser, 'plain', path.join(EMBED, 'plain'), 'solution'),
  webpack: (browser) => appPart(browser, 'webpack', path.join(EMBED, 'webpack', 'dist'), 'worker-solution'),
  esbuild: (browser) => appPart(browser, 'esbuild', path.join(EMBED, 'esbuild', 'dist'), 'worker-solution'),
  rollup: (browser) => appPart(browser, 'rollup', path.join(EMBED, 'rollup', 'dist'), 'worker-solution'),
  ssr: ssrPart,
  react: reactPart,
  cancel: cancelPart,
};
// FIREFOX_ONLY: a case-insensitive regular expression over the parts' names.
const only = process.env.FIREFOX_ONLY ? new RegExp(process.env.FIREFOX_ONLY, 'i') : null;

async function main() {
  const t0 = Date.now();
  if (only && !Object.keys(parts).some((part) => only.test(part))) {
    console.error(
      `firefox: FIREFOX_ONLY=${process.env.FIREFOX_ONLY} matches none of: ${Object.keys(parts).join(', ')}`,
    );
    process.exit(2);
  }
  if (!fs.existsSync(FIREFOX)) {
    console.error(`firefox: ${FIREFOX} is missing: ./build.sh setup installs firefox-esr (or set FIREFOX)`);
    process.exit(2);
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
  });
  try {
    console.log(`firefox: ${await browser.version()} (${FIREFOX}), puppeteer-core over WebDriver BiDi`);
    for (const [part, run] of Object.entries(parts)) if (!only || only.test(part)) await run(browser);
  } finally {
    await browser.close();
  }
  console.log(`firefox: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  finish();
}

main().catch((err) => {
  console.error(`firefox: ${err?.stack ? err.stack : err}`);
  process.exit(1);
});
