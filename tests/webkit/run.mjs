#!/usr/bin/env node
// The page and the package's apps in WebKit: Debian's WebKitGTK MiniBrowser driven by
// WebKitWebDriver (W3C WebDriver, plain HTTP here) on an Xvfb display: the GTK MiniBrowser has no
// headless mode, and without a display it stops at "cannot open display".
//
//   ./build.sh test webkit                    # builds www/pkg, packs, builds the apps, runs this
//   node tests/webkit/run.mjs                 # www/pkg ready, tests/embed's apps installed and built;
//                                             # webkit2gtk-driver and xvfb installed
//   WEBKIT_ONLY='page|plain' node tests/webkit/run.mjs   # only the parts whose names match
//
//   page     www/: a puzzle loaded by a ?p= link, the layout at 390x844, the hint ladder (the
//            nudge, the step with the solution's digits, applied), a wrong digit marked by Check,
//            Undo taking it back
//   plain, webpack, esbuild, rollup, react, ssr, cancel   tests/embed's apps, as tests/firefox drives
//            them (tests/embed/driven-checks.mjs);
//            classic WebDriver reports no console messages, so the "no console errors" check of
//            those is Firefox's and Chromium's only
//   offline  the production build (tools/dist.mjs) reloaded from its service worker with the
//            server stopped, and a hint (the engine's .wasm is fetched by the page and handed to
//            the worker: WebKitGTK's module worker's own fetch is not answered offline)
//
// Expected values come from the data set's published solution and the rules, never from the
// page. Prints one line per check and "N passed, M failed"; exits non-zero on any failure.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { freePort } from '../e2e/chromium.mjs';
import { CLUE17, CLUE17_SOLUTION, ruleCandidates, toGrid } from '../e2e/support.mjs';
import { createChecks, expect, expectPhoneLayout } from '../e2e/checks.mjs';
import { appChecks, cancelChecks, offlineChecks, reactChecks, ssrChecks } from '../embed/driven-checks.mjs';
import { expectTwoBoardsCancel, twoBoardsCancel } from '../embed/engine-checks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const EMBED = path.join(ROOT, 'tests', 'embed');
const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const TIMEOUT_MS = 60_000;
const SOL = toGrid(CLUE17_SOLUTION);
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

const { check, finish } = createChecks();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts a program; rejects if it exits within `settleMs`. */
function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  child.on('error', (e) => (err += e.message));
  return { child, log: () => err };
}

/** One WebDriver command; resolves with its value, throws its error. */
async function wd(base, method, route, body) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${route}: ${json.value?.error}: ${json.value?.message}`);
  return json.value;
}

/** Serves a folder on 127.0.0.1 (sirv: .wasm as application/wasm); resolves with its address. */
async function serve(dir) {
  const server = http.createServer(sirv(dir, { dev: true }));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/** A driver for tests/embed/driven-checks.mjs over the WebDriver session `s` of `base`. */
function webDriver(base, s) {
  const press = (key) =>
    wd(base, 'POST', `${s}/actions`, {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: key },
            { type: 'keyUp', value: key },
          ],
        },
      ],
    });
  return {
    open: (url) => wd(base, 'POST', `${s}/url`, { url }),
    async evaluate(fn, arg) {
      // An async script: fn's promise settles the call, a throw comes back as { error }.
      const r = await wd(base, 'POST', `${s}/execute/async`, {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => (${fn})(arguments[0])).then(
            (value) => done({ value }), (err) => done({ error: String(err?.stack ?? err) }));`,
        args: [arg ?? null],
      });
      if (r?.error) throw new Error(`in the page: ${r.error}`);
      return r?.value;
    },
    async clickCell(i, css = 'sudoku-board') {
      const el = await wd(base, 'POST', `${s}/execute/sync`, {
        script: 'return document.querySelector(arguments[0]).shadowRoot.querySelector(arguments[1])',
        args: [css, `[role="gridcell"][data-i="${i}"]`],
      });
      await wd(base, 'POST', `${s}/element/${el[ELEMENT]}/click`, {});
    },
    press,
    problems: async () => null,
  };
}

/** The parts after the page: the production build offline, then each app served from its folder. */
const APP_PARTS = {
  offline: (driver) => offlineChecks(driver, check, { engine: 'WebKit' }),
  plain: (driver) =>
    servedApp(path.join(EMBED, 'plain'), (base) =>
      appChecks(driver, check, { engine: 'WebKit', app: 'plain', url: base, solutionId: 'solution' }),
    ),
  webpack: (driver) => bundledApp(driver, 'webpack'),
  esbuild: (driver) => bundledApp(driver, 'esbuild'),
  rollup: (driver) => bundledApp(driver, 'rollup'),
  react: (driver) =>
    servedApp(path.join(EMBED, 'react', 'dist'), (base) => reactChecks(driver, check, { engine: 'WebKit', base })),
  ssr: (driver) => servedApp(path.join(EMBED, 'ssr'), (base) => ssrChecks(driver, check, { engine: 'WebKit', base })),
  cancel: (driver) =>
    servedApp(path.join(EMBED, 'plain'), (base) =>
      cancelChecks(driver, check, { engine: 'WebKit', base, twoBoardsCancel, expectTwoBoardsCancel }),
    ),
};
const bundledApp = (driver, app) =>
  servedApp(path.join(EMBED, app, 'dist'), (base) =>
    appChecks(driver, check, { engine: 'WebKit', app, url: base, solutionId: 'worker-solution' }),
  );

async function servedApp(dir, run) {
  if (!fs.existsSync(dir)) {
    await check(`webkit: ${path.relative(ROOT, dir)} is built`, () =>
      expect(false, 'it is missing: node tests/embed/run.mjs --build-only'),
    );
    return;
  }
  const server = await serve(dir);
  try {
    await run(server.base);
  } finally {
    server.close();
  }
}

// WEBKIT_ONLY: a case-insensitive regular expression over the parts' names.
const PARTS = ['page', ...Object.keys(APP_PARTS)];
const only = process.env.WEBKIT_ONLY ? new RegExp(process.env.WEBKIT_ONLY, 'i') : null;
const wanted = (part) => !only || only.test(part);

async function main() {
  const t0 = Date.now();
  if (only && !PARTS.some(wanted)) {
    console.error(`webkit: WEBKIT_ONLY=${process.env.WEBKIT_ONLY} matches none of: ${PARTS.join(', ')}`);
    process.exit(2);
  }
  for (const f of [MINIBROWSER, '/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb'])
    if (!fs.existsSync(f)) {
      console.error(`webkit: ${f} is missing: ./build.sh setup installs webkit2gtk-driver and xvfb`);
      process.exit(2);
    }
  const display = `:${100 + (process.pid % 400)}`;
  const xvfb = start('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
  const port = await freePort();
  await sleep(500);
  const driver = start('WebKitWebDriver', [`--port=${port}`], { DISPLAY: display });
  const server = http.createServer(sirv(path.join(ROOT, 'www'), { dev: true }));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const site = `http://127.0.0.1:${server.address().port}/`;
  const base = `http://127.0.0.1:${port}`;
  let session;
  try {
    for (let i = 0; i < 50 && !session; i++) {
      try {
        session = await wd(base, 'POST', '/session', {
          capabilities: {
            alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
          },
        });
      } catch (err) {
        if (i === 49) throw new Error(`no WebDriver session: ${err.message}; ${driver.log()} ${xvfb.log()}`);
        await sleep(200);
      }
    }
    const s = `/session/${session.sessionId}`;
    console.log(
      `webkit: ${session.capabilities.browserName} ${session.capabilities.browserVersion} on Xvfb ${display}`,
    );
    const run = (script, ...args) => wd(base, 'POST', `${s}/execute/sync`, { script, args });
    const readGrid = () =>
      run(
        `return [...document.querySelector('sudoku-board').shadowRoot.querySelectorAll('[role="gridcell"]')].map((e) =>
          !e.querySelector('.marks') && /^[1-9]$/.test(e.textContent.trim()) ? Number(e.textContent.trim()) : 0)`,
      );
    const status = () => run(`return document.querySelector('#status').textContent.trim()`);
    const waitStatus = async (re) => {
      const until = Date.now() + TIMEOUT_MS;
      while (Date.now() < until) {
        if (re.test(await status())) return;
        await sleep(100);
      }
      throw new Error(`status never matched ${re}; it says: ${JSON.stringify(await status())}`);
    };
    const clickCss = async (css) => {
      const el = await wd(base, 'POST', `${s}/element`, { using: 'css selector', value: css });
      await wd(base, 'POST', `${s}/element/${el[ELEMENT]}/click`, {});
    };
    // The page's cells and keys through the same driver as the apps'.
    const { clickCell, press } = webDriver(base, s);
    const invalid = () =>
      run(
        `return [...document.querySelector('sudoku-board').shadowRoot.querySelectorAll('[role="gridcell"][aria-invalid="true"]')].map((e) => Number(e.dataset.i))`,
      );
    const name = (what) => `page in WebKit: ${what}`;

    const loaded =
      wanted('page') &&
      (await check(name('?p= link loads the puzzle'), async () => {
        await wd(base, 'POST', `${s}/url`, { url: `${site}?p=${CLUE17}` });
        await waitStatus(/Loaded the puzzle from the link/);
        const grid = await readGrid();
        expect(grid.join('') === toGrid(CLUE17).join(''), `the board shows ${grid.join('')}`);
      }));
    if (loaded) {
      await check(name('hint ladder: the nudge, the step (its digits the solution), then applied'), async () => {
        const before = await readGrid();
        await clickCss('#hint');
        await waitStatus(/Press Hint again to see the step\.$/);
        await clickCss('#hint');
        await waitStatus(/^Hint \(.*Press Hint again to apply it\.$/);
        const places = await run(
          `return [...document.querySelector('sudoku-board').shadowRoot.querySelectorAll('.mark-place')].map((e) => [Number(e.closest('[role="gridcell"]').dataset.i), Number(e.textContent)])`,
        );
        expect(places.length >= 1, 'the step places no digit');
        for (const [i, d] of places)
          expect(d === SOL[i], `the hint shows ${d} at cell ${i}; the solution has ${SOL[i]}`);
        await clickCss('#hint');
        await waitStatus(/^Applied the/);
        const after = await readGrid();
        for (const [i] of places) expect(after[i] === SOL[i], `cell ${i} is ${after[i]} after the hint`);
        expect(after.filter((v, i) => v !== before[i]).length === places.length, 'other cells changed');
      });
      const wrong = await check(name('Check marks a typed wrong digit (aria-invalid), and that one only'), async () => {
        const grid = await readGrid();
        const i = grid.findIndex((v, k) => !v && ruleCandidates(grid, k).some((d) => d !== SOL[k]));
        const d = ruleCandidates(grid, i).find((c) => c !== SOL[i]);
        await clickCell(i);
        await press(String(d));
        expect((await readGrid())[i] === d, `cell ${i} does not show the typed ${d}`);
        await clickCss('#check');
        await waitStatus(/^Check: 1 entry is wrong/);
        const marked = await invalid();
        expect(JSON.stringify(marked) === JSON.stringify([i]), `aria-invalid cells ${marked}, the wrong one ${i}`);
        return { grid };
      });
      if (wrong)
        await check(name('Undo takes the wrong digit back'), async () => {
          await clickCss('#undo');
          let grid = await readGrid();
          for (let n = 0; n < 50 && grid.join('') !== wrong.grid.join(''); n++) {
            await sleep(100);
            grid = await readGrid();
          }
          expect(grid.join('') === wrong.grid.join(''), `after Undo ${grid.join('')}`);
        });
      await check(name('layout at 390x844: no horizontal scroll, the whole board on the first screen'), async () => {
        // MiniBrowser's window keeps a minimum width (about 450 px), so the phone's viewport is an
        // iframe of 390x844 loading the same link, on a page of the server without a CSP (the
        // page's own frames nothing; about:blank's frame stayed blank); WebDriver then runs the
        // measures inside the frame.
        await wd(base, 'POST', `${s}/url`, { url: `${site}no-such-page-hosts-the-phone-frame` });
        await run(
          `const f = document.createElement('iframe');
          f.style.cssText = 'width:390px;height:844px;border:0;display:block';
          f.src = arguments[0]; document.body.append(f);`,
          `${site}?p=${CLUE17}`,
        );
        const frame = await wd(base, 'POST', `${s}/element`, { using: 'css selector', value: 'iframe' });
        await wd(base, 'POST', `${s}/frame`, { id: frame });
        try {
          let m = null;
          for (const until = Date.now() + TIMEOUT_MS; !m && Date.now() < until; ) {
            m = await run(`const board = document.querySelector('sudoku-board');
              if (!board || document.body?.dataset.solver !== 'ready') return null;
              const r = board.getBoundingClientRect();
              return { scrollWidth: document.documentElement.scrollWidth, width: innerWidth, height: innerHeight,
                board: { top: r.top, left: r.left, bottom: r.bottom, right: r.right, width: r.width } };`);
            if (!m) await sleep(100);
          }
          if (!m) {
            const seen = await run(`return [location.href, document.readyState, document.body?.dataset.solver ?? null,
              document.querySelector('#status')?.textContent ?? null, innerWidth, innerHeight]`);
            expect(false, `the page in the 390x844 frame never got ready: ${JSON.stringify(seen)}`);
          }
          expectPhoneLayout(m, { width: 390, height: 844 });
        } finally {
          await wd(base, 'POST', `${s}/frame`, { id: null });
        }
      });
    }
    // The apps: a script may run for seconds (the cancel check's slow newPuzzle).
    await wd(base, 'POST', `${s}/timeouts`, { script: 120_000 });
    const appDriver = webDriver(base, s);
    for (const [part, run] of Object.entries(APP_PARTS)) if (wanted(part)) await run(appDriver);
  } finally {
    if (session) await wd(base, 'DELETE', `/session/${session.sessionId}`).catch(() => {});
    server.close();
    driver.child.kill();
    xvfb.child.kill();
  }
  console.log(`webkit: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  finish();
}

main().catch((err) => {
  console.error(`webkit: ${err?.stack ? err.stack : err}`);
  process.exit(1);
});
