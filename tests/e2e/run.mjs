#!/usr/bin/env node
// End-to-end tests of the puzzle page (www/) in headless Chromium, driven by playwright-core.
//
//   BASE_URL=http://127.0.0.1:8123/ node tests/e2e/run.mjs   # page served by the caller
//   node tests/e2e/run.mjs                                     # serves www/ itself (python3 -m http.server)
//
// Needs the wasm package in www/pkg (./build.sh build) and playwright-core in node_modules.
// Prints one line per test and "N passed, N failed" at the end; exits non-zero on any failure.
// Screenshots go to test-output/ (gitignored). The tests are in solver.test.mjs, play.test.mjs,
// game.test.mjs, safety.test.mjs, list.test.mjs, print.test.mjs, layout.test.mjs, phone.test.mjs,
// offline.test.mjs (dist/, served by itself), around.test.mjs (daily puzzles, History,
// statistics), player.test.mjs and player-screen.test.mjs (the player's defects of the 2026-12-04
// audit: in the game, and on the screen), comfort.test.mjs (issue 45's comfort features, each on a
// phone and a desktop), learn.test.mjs (the Learn section and Practice), lang.test.mjs (the page
// in other languages), progress.test.mjs (the progress link); support.mjs holds what they share.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { freePort, launchChromium } from './chromium.mjs';
import { OUT, TEST_TIMEOUT_MS, WWW, tests } from './support.mjs';
import './solver.test.mjs';
import './play.test.mjs';
import './game.test.mjs';
import './safety.test.mjs';
import './list.test.mjs';
import './offline.test.mjs';
import './print.test.mjs';
import './layout.test.mjs';
import './phone.test.mjs';
import './around.test.mjs';
import './player.test.mjs';
import './player-screen.test.mjs';
import './comfort.test.mjs';
import './learn.test.mjs';
import './lang.test.mjs';
import './progress.test.mjs';

// ------------------------------------------------------------------------------------------
// Static server (only when BASE_URL is not given)

async function startServer() {
  const port = await freePort();
  const child = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', WWW], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`python3 -m http.server exited: ${stderr}`);
    try {
      const res = await fetch(base);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`static server did not start on ${base}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop: () => child.kill('SIGTERM') };
}

// ------------------------------------------------------------------------------------------
// Runner

function withTimeout(promise, ms, name) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name}: timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function main() {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (err) {
    console.error(
      `cannot import playwright-core (${err.message}); run ./build.sh setup or npm install --no-save playwright-core@1.65.1`,
    );
    process.exit(2);
  }

  let server = null;
  let base = process.env.BASE_URL;
  if (!base) {
    if (!fs.existsSync(path.join(WWW, 'pkg', 'dlx_sudoku.js'))) {
      console.error('www/pkg/dlx_sudoku.js is missing: build the wasm package first (./build.sh build)');
      process.exit(2);
    }
    server = await startServer();
    base = server.base;
  }
  if (!base.endsWith('/')) base += '/';
  const pkgCheck = await fetch(new URL('pkg/dlx_sudoku.js', base)).catch((err) => ({ ok: false, status: err.message }));
  if (!pkgCheck.ok) {
    console.error(`${base}pkg/dlx_sudoku.js is not served (${pkgCheck.status}): build the wasm package first`);
    server?.stop();
    process.exit(2);
  }

  fs.mkdirSync(OUT, { recursive: true });
  const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY, 'i') : null;
  const browser = await launchChromium(chromium);
  let passed = 0;
  let failed = 0;
  console.log(`e2e: ${base}`);
  try {
    for (const t of tests) {
      if (only && !only.test(t.name)) continue;
      const context = await browser.newContext({
        viewport: { width: 1200, height: 900 },
        colorScheme: t.options.colorScheme || 'light',
        // The browser's language picks the page's (page/lang.js): English unless a test says.
        locale: t.options.locale || 'en-US',
      });
      if (t.options.clipboard) {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base).origin });
      }
      const page = await context.newPage();
      const problems = [];
      page.on('console', (msg) => {
        if (t.options.allowConsole?.test(msg.text())) return; // a message the test provokes on purpose
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      page.on('dialog', (d) => {
        problems.push(`unexpected dialog: ${d.message()}`);
        d.dismiss().catch(() => {});
      });
      page.on('response', (res) => {
        if (res.status() >= 400) problems.push(`HTTP ${res.status()} for ${res.url()}`);
      });
      page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
      page.on('worker', (worker) => {
        worker.on('console', (msg) => {
          if (msg.type() === 'error') problems.push(`worker console error: ${msg.text()}`);
        });
      });
      const shot = (name, opts = {}) => page.screenshot({ path: path.join(OUT, name), fullPage: true, ...opts });
      const t0 = Date.now();
      try {
        // A first visit opens Play with a new puzzle; the tests start from the solver's empty
        // editor (`?mode=solve`) unless they test the first visit.
        await page.goto(t.options.firstVisit ? base : `${base}?mode=solve`);
        await page.waitForSelector('body[data-solver="ready"]', { timeout: 20_000 });
        const note = await withTimeout(t.fn({ page, base, shot, context }), TEST_TIMEOUT_MS, t.name);
        if (problems.length) throw new Error(`console/page errors:\n      ${problems.join('\n      ')}`);
        passed++;
        console.log(`ok   ${t.name} (${Date.now() - t0} ms)${note ? ` - ${note}` : ''}`);
      } catch (err) {
        failed++;
        console.log(`FAIL ${t.name} (${Date.now() - t0} ms)\n     ${String(err.message).split('\n').join('\n     ')}`);
        if (problems.length && !String(err.message).includes('console/page errors'))
          console.log(`     also: ${problems.join('; ')}`);
        await page
          .screenshot({
            path: path.join(OUT, `fail-${t.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`),
            fullPage: true,
          })
          .catch(() => {});
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server?.stop();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
