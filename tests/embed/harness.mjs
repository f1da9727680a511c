// The embed checks' harness (run.mjs and its parts): the puzzles and their known answers, one
// line a check with the count at the end, commands run and apps installed, and a page driven in
// Chromium until it says it is done.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cellsOf, checkSolution } from '../node/support/sudoku.mjs';
import { boardChecks } from './board-checks.mjs';
import { openBoardPage } from './open-page.mjs';
import { serve } from './static-server.mjs';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..', '..');

export const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const PAGE_TIMEOUT_MS = 60_000;
// No solution, and no two givens clash (tests/data/maxscore_cases.txt's case with answer -1).
export const UNSOLVABLE = '000000006000208000000015720205167000034802610010900000001046002427309501050780040';
// A puzzle whose first hint is a chain step (a Turbot Fish, 6 nodes; forum_hardest_1106 of
// tests/data): the board draws its links.
export const CHAIN_PUZZLE = '.2..5.7..4..1....68....3...2....8..3.4..2.5.....6...1...2.9.....9......57.4...9..';
// Known answers, not computed by the package: PUZZLE's solution (top1465 line 230, from
// tests/data/top1465.solutions.txt) and NOIP 2009's official sample 2 with its published
// best score (tests/data/maxscore_cases.txt line 2; the app computes it from the same grid).
export const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
export const NOIP2_SCORE = 2852;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BOARD_SHOT = path.join(ROOT, 'test-output', 'embed-board.png');
// ------------------------------------------------------------------------------------------
// Checks

let passed = 0;
let failed = 0;
const t0 = Date.now();

export function pass(name) {
  passed++;
  console.log(`ok   ${name}`);
}

export function fail(name, message) {
  failed++;
  console.log(`FAIL ${name}: ${String(message).trim().replace(/\n/g, '\n     ')}`);
}

/** Runs fn (sync or async); a throw fails the check. Returns fn's value, or undefined on failure. */
export async function check(name, fn) {
  try {
    const value = await fn();
    pass(name);
    return value ?? true;
  } catch (err) {
    fail(name, err?.message ? err.message : err);
    return undefined;
  }
}

export function expect(cond, message) {
  if (!cond) throw new Error(message);
}

/** The checks' counts so far and the seconds since the start. */
export function tally() {
  return { passed, failed, seconds: ((Date.now() - t0) / 1000).toFixed(1) };
}

// ------------------------------------------------------------------------------------------
// Processes

/** Runs a command; resolves with {code, out} (stdout and stderr together), never rejects. */
export function run(cmd, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => resolve({ code: -1, out: `${out}${cmd}: ${err.message}` }));
    child.on('close', (code) => resolve({ code, out }));
  });
}

export async function runOk(cmd, args, cwd) {
  const r = await run(cmd, args, cwd);
  if (r.code !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} (in ${path.relative(ROOT, cwd)}) exited with ${r.code}:\n${r.out.trim().split('\n').slice(-25).join('\n')}`,
    );
  return r.out;
}

const mtime = (file) => fs.statSync(file).mtimeMs;

/**
 * npm ci from the committed lock file, unless node_modules/.dlx-sudoku-ci (written after the
 * last npm ci) is newer than the lock file and package.json.
 */
export async function npmCi(app) {
  const dir = path.join(HERE, app);
  const lock = path.join(dir, 'package-lock.json');
  const stamp = path.join(dir, 'node_modules', '.dlx-sudoku-ci');
  expect(fs.existsSync(lock), `${app}/package-lock.json is missing (it is committed)`);
  if (fs.existsSync(stamp) && mtime(stamp) >= mtime(lock) && mtime(stamp) >= mtime(path.join(dir, 'package.json')))
    return false;
  await runOk('npm', ['ci', '--no-audit', '--no-fund'], dir);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, `npm ci at ${new Date().toISOString()}\n`);
  return true;
}

/** npm ci (when needed) and npm install --no-save TARBALL (when another tarball is installed). */
export async function install(app, tarball, tarballHash) {
  const dir = path.join(HERE, app);
  const lock = path.join(dir, 'package-lock.json');
  const marker = path.join(dir, 'node_modules', '.dlx-sudoku-tarball');
  const done = [];
  if (await npmCi(app)) done.push('npm ci');
  const lockBefore = fs.readFileSync(lock, 'utf8');
  const want = `${tarballHash} ${tarball}\n`;
  const have = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : '';
  if (have !== want || !fs.existsSync(path.join(dir, 'node_modules', 'dlx-sudoku', 'package.json'))) {
    await runOk('npm', ['install', '--no-save', '--no-audit', '--no-fund', tarball], dir);
    fs.writeFileSync(marker, want);
    done.push('npm install --no-save');
  }
  const installed = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', 'dlx-sudoku', 'package.json'), 'utf8'));
  expect(fs.readFileSync(lock, 'utf8') === lockBefore, `${app}/package-lock.json changed while installing the tarball`);
  return `${done.length ? done.join(', ') : 'up to date'}; dlx-sudoku ${installed.version}`;
}

/**
 * Opens a folder (served here) or an address in a new page and waits for <body data-done>; returns the text of the
 * given ids, the paths requested and the problems seen (console errors, page errors, failed
 * requests). Throws when the page does not finish or reports an error.
 */
export async function drive(browser, dirOrBase, ids) {
  const server = /^https?:/.test(dirOrBase) ? { base: dirOrBase, close() {} } : await serve(dirOrBase);
  const { context, page, problems } = await openBoardPage(browser, { viewport: null, network: true });
  const requested = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  try {
    await page.goto(server.base);
    await page.waitForSelector('body[data-done]', { timeout: PAGE_TIMEOUT_MS }).catch(() => {
      throw new Error(
        `the page did not finish within ${PAGE_TIMEOUT_MS / 1000} s${problems.length ? `; ${problems.join('; ')}` : ''}`,
      );
    });
    const done = await page.getAttribute('body', 'data-done');
    const status = await page.textContent('#status');
    expect(done === 'ok', `the page reports ${done}: ${status}${problems.length ? `; ${problems.join('; ')}` : ''}`);
    const text = {};
    for (const id of ids) text[id] = (await page.textContent(`#${id}`)).trim();
    return { text, requested, problems };
  } finally {
    await context.close();
    server.close();
  }
}

/** `// error TSnnnn` comments of a file: "LINE TSnnnn" for each. */
export function markedErrors(file) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(/\/\/ error (TS\d+)/g)].map((m) => `${i + 1} ${m[1]}`));
}

/** The <sudoku-board> checks of an app's page (board-checks.mjs), served from `dirOrBase`. */
export async function boardApp(browser, dirOrBase, app, expected, { axe = false, quick = false } = {}) {
  const server = /^https?:/.test(dirOrBase) ? { base: dirOrBase, close() {} } : await serve(dirOrBase);
  try {
    const axeSource = axe ? fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8') : null;
    await boardChecks(browser, server.base, app, {
      check,
      expect,
      expected,
      cellsOf,
      checkSolution,
      axeSource,
      axeTags: AXE_TAGS,
      shotPath: axe ? BOARD_SHOT : null,
      quick,
    });
  } finally {
    server.close();
  }
}

export function checkProblems(app, problems) {
  return check(`${app}: no console errors, page errors or failed requests`, () => {
    expect(problems.length === 0, problems.join('\n'));
  });
}
