// Shared by the end-to-end test files: puzzles, independent checkers (they never use the
// package), page helpers and the test registry that tests/e2e/run.mjs runs.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WWW = path.join(ROOT, 'www');
export const OUT = path.join(ROOT, 'test-output');
export const TEST_TIMEOUT_MS = Number(process.env.E2E_TEST_TIMEOUT_MS || 90_000);

// Puzzles (copied from the data sets so the test is self-contained).
export const NOIP1 = '700900001100005900000200080005020003000000648413000000007002090201060804080504012'; // 2829
export const NOIP2 = '000702453900008000740005010195080000070000025030579108000601000060900001000000006'; // 2852
export const UNSOLVABLE = '000000006000208000000015720205167000034802610010900000001046002427309501050780040'; // maxscore_cases.txt line 33: -1
export const CLUE17 = '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....';
export const HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

// ------------------------------------------------------------------------------------------
// Independent checker (does not use the package): rules, givens, target weights.

export function toGrid(line) {
  if (line.length !== 81) throw new Error(`grid string has ${line.length} cells`);
  return Array.from(line, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

export function checkSolution(grid, givens) {
  if (grid.length !== 81) throw new Error(`shown grid has ${grid.length} cells`);
  for (let i = 0; i < 81; i++) {
    if (!(grid[i] >= 1 && grid[i] <= 9))
      throw new Error(
        `cell ${i} (row ${Math.floor(i / 9) + 1} column ${(i % 9) + 1}) is ${JSON.stringify(grid[i])}, not 1..9`,
      );
    if (givens[i] && givens[i] !== grid[i])
      throw new Error(
        `given at row ${Math.floor(i / 9) + 1} column ${(i % 9) + 1} changed from ${givens[i]} to ${grid[i]}`,
      );
  }
  for (let n = 0; n < 9; n++) {
    const row = new Set();
    const col = new Set();
    const box = new Set();
    for (let k = 0; k < 9; k++) {
      row.add(grid[n * 9 + k]);
      col.add(grid[k * 9 + n]);
      box.add(grid[(Math.floor(n / 3) * 3 + Math.floor(k / 3)) * 9 + (n % 3) * 3 + (k % 3)]);
    }
    if (row.size !== 9) throw new Error(`row ${n + 1} repeats a digit`);
    if (col.size !== 9) throw new Error(`column ${n + 1} repeats a digit`);
    if (box.size !== 9) throw new Error(`box ${n + 1} repeats a digit`);
  }
}

/** Smallest digit that can go into cell i of grid without repeating in its row, column or box. */
export function allowedDigit(grid, i) {
  const [d] = ruleCandidates(grid, i);
  if (!d) throw new Error(`no digit fits cell ${i}`);
  return d;
}

export const weight = (i) => 10 - Math.max(Math.abs(Math.floor(i / 9) - 4), Math.abs((i % 9) - 4));
export const weightedSum = (grid) => grid.reduce((s, v, i) => s + v * weight(i), 0);

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}
export function assertEqual(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

// ------------------------------------------------------------------------------------------
// Page helpers

// A cell's accessible name starts with "row R, column C" and then says what it holds.
export const cellName = (i) => `row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}`;
export const cellNameRe = (i) => new RegExp(`^${cellName(i)}, `);
export const cell = (page, i) => page.getByRole('gridcell', { name: cellNameRe(i) });
/** The element that has the focus, inside open shadow roots too (the board is a <sudoku-board>). */
export const activeAttr = (page, name) =>
  page.evaluate((n) => {
    let e = document.activeElement;
    while (e?.shadowRoot?.activeElement) e = e.shadowRoot.activeElement;
    return e ? e.getAttribute(n) : null;
  }, name);
export const activeName = (page) => activeAttr(page, 'aria-label');

// Page handles the game tests share.
/** The button whose accessible name is `name`, exactly. */
export const button = (page, name) => page.getByRole('button', { name, exact: true });
export const hintButton = (page) => button(page, 'Hint');
export const padKey = (page, d) => page.locator(`.pad[data-digit="${d}"]`);
export const selectedCell = (page) =>
  page.$$eval('[role="gridcell"]', (els) => els.findIndex((e) => e.getAttribute('aria-selected') === 'true'));
/** The game the page saved, parsed. */
export const saved = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('dlx-sudoku:game')));

export async function readGrid(page) {
  // A cell's digit; a cell of pencil marks (a .marks mini-grid) reads as empty.
  return page.$$eval('[role="gridcell"]', (els) =>
    els.map((e) =>
      !e.querySelector('.marks') && /^[1-9]$/.test(e.textContent.trim()) ? Number(e.textContent.trim()) : 0,
    ),
  );
}

export async function statusText(page) {
  return (await page.locator('#status').textContent()).trim();
}

export async function waitStatus(page, re, timeout = 30_000) {
  try {
    await page.waitForFunction(
      ([src, flags]) => new RegExp(src, flags).test(document.querySelector('#status').textContent),
      [re.source, re.flags],
      { timeout },
    );
  } catch {
    throw new Error(`status never matched ${re}; it says: ${JSON.stringify(await statusText(page))}`);
  }
  return statusText(page);
}

export async function pasteText(page, text) {
  await page.evaluate((t) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', t);
    const target =
      document.activeElement && document.activeElement !== document.body ? document.activeElement : document.body;
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, text);
}

/** Type an 81-char puzzle cell by cell with the keyboard, moving with the arrow keys only. */
export async function typePuzzle(page, line) {
  await cell(page, 0).click();
  for (let r = 0; r < 9; r++) {
    const cols = r % 2 === 0 ? [0, 1, 2, 3, 4, 5, 6, 7, 8] : [8, 7, 6, 5, 4, 3, 2, 1, 0];
    for (let k = 0; k < 9; k++) {
      const ch = line[r * 9 + cols[k]];
      if (ch >= '1' && ch <= '9') await page.keyboard.press(ch);
      if (k < 8) await page.keyboard.press(r % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    if (r < 8) await page.keyboard.press('ArrowDown');
  }
}

export async function solveAndCheck(page, givensLine) {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const status = await waitStatus(page, /Solved|No solution|Could not|Cannot/);
  assert(/Solved/.test(status), `solve failed: ${status}`);
  const grid = await readGrid(page);
  checkSolution(grid, toGrid(givensLine));
  return status;
}

export async function runTarget(page) {
  await page.getByRole('button', { name: 'Target score', exact: true }).click();
  const status = await waitStatus(page, /Target score -?\d+|No solution|Could not|Cannot/, 60_000);
  return status;
}

// ------------------------------------------------------------------------------------------
// Play mode. Expected values come from the data set's solution (CLUE17_SOLUTION, line 1 of
// tests/data/17clue.solutions.txt) and from the small checkers above and below, never
// from the package.

export const CLUE17_SOLUTION = '143657982952438761867192435795863124314279658286514397438921576671385249529746813';
export const SOL = toGrid(CLUE17_SOLUTION);
/** CLUE17's published solution with the cells `open` left blank: a game a few digits from the end. */
export const nearlySolved = (open) => [...CLUE17_SOLUTION].map((ch, i) => (open.includes(i) ? '.' : ch)).join('');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const AXE_SOURCE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Digits the rules allow in cell i of grid (0 = empty), ascending. */
export function ruleCandidates(grid, i) {
  if (grid[i]) return [];
  const seen = new Set();
  const r = Math.floor(i / 9);
  const c = i % 9;
  for (let k = 0; k < 9; k++) {
    seen.add(grid[r * 9 + k]);
    seen.add(grid[k * 9 + c]);
    seen.add(grid[(Math.floor(r / 3) * 3 + Math.floor(k / 3)) * 9 + Math.floor(c / 3) * 3 + (k % 3)]);
  }
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
}

/** Solutions of a grid by plain backtracking, counted up to `limit`. */
export function countSolutions(grid, limit = 2) {
  const g = grid.slice();
  let count = 0;
  const go = () => {
    let best = -1;
    let bestCands = null;
    for (let i = 0; i < 81; i++) {
      if (g[i]) continue;
      const cands = ruleCandidates(g, i);
      if (!cands.length) return;
      if (!bestCands || cands.length < bestCands.length) {
        best = i;
        bestCands = cands;
      }
    }
    if (best < 0) {
      count++;
      return;
    }
    for (const d of bestCands) {
      g[best] = d;
      go();
      g[best] = 0;
      if (count >= limit) return;
    }
  };
  go();
  return count;
}

/** Whether hidden singles alone (the last empty cell of a unit included) solve the grid. */
export function hiddenSinglesSolve(grid) {
  const g = grid.slice();
  const units = [];
  for (let n = 0; n < 9; n++) {
    const row = [],
      col = [],
      box = [];
    for (let k = 0; k < 9; k++) {
      row.push(n * 9 + k);
      col.push(k * 9 + n);
      box.push((Math.floor(n / 3) * 3 + Math.floor(k / 3)) * 9 + (n % 3) * 3 + (k % 3));
    }
    units.push(row, col, box);
  }
  for (let placed = true; placed; ) {
    placed = false;
    for (const unit of units) {
      for (let d = 1; d <= 9; d++) {
        if (unit.some((i) => g[i] === d)) continue;
        const places = unit.filter((i) => ruleCandidates(g, i).includes(d));
        if (places.length === 1) {
          g[places[0]] = d;
          placed = true;
        }
      }
    }
  }
  return g.every(Boolean);
}

// Sudoku Explainer 1.2.1's ratings, which name the difficulty words: the ER range of each word, and SE's own
// path of CLUE17 (`se-steps`, tests/fixtures/se121/17clue_sample.steps.gz, its first puzzle):
// [rating as printed, SE's name] a step, and its ER.
export const ER_RANGES = {
  easy: [0, 1.5],
  medium: [1.6, 2.5],
  hard: [2.6, 4.4],
  expert: [4.5, 6.6],
  extreme: [6.7, 20],
};
export const CLUE17_SE = (() => {
  const text = zlib
    .gunzipSync(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'se121', '17clue_sample.steps.gz')))
    .toString('utf8');
  const lines = text.slice(0, text.indexOf('\n= ') + 20).split('\n');
  if (lines[0].slice(2, 83).replaceAll('0', '.') !== CLUE17)
    throw new Error('the SE fixture does not start with CLUE17');
  const steps = lines
    .filter((l) => /^\d+\.\d /.test(l))
    .map((l) => {
      const head = l.split(' | ')[0].trim();
      return [head.slice(0, head.indexOf(' ')), head.slice(head.indexOf(' ') + 1)];
    });
  const er = lines
    .find((l) => l.startsWith('= '))
    .slice(2)
    .split('/')[0];
  return { steps, er };
})();

export async function openInPlay(page, base, line) {
  await page.goto(`${base}?p=${line}`);
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /Loaded the puzzle from the link/);
  await page.waitForFunction(() => /rating/.test(document.querySelector('#play-level').textContent));
}

/** Presses one of Play's rarer actions, in the game bar's More menu (opened first). */
export async function gameMenu(page, name) {
  const action = button(page, name);
  if (!(await action.isVisible())) await page.locator('#game-menu > summary').click();
  await action.click();
}

/** Runs `fn` (a setting changed) with the game bar's More menu open, then closes it. */
export async function inGameMenu(page, fn) {
  const menu = page.locator('#game-menu');
  if (!(await menu.evaluate((d) => /** @type {HTMLDetailsElement} */ (d).open))) await menu.locator('summary').click();
  await fn();
  if (await menu.evaluate((d) => /** @type {HTMLDetailsElement} */ (d).open)) await menu.locator('summary').click();
}

export const nameOf = (page, i) => cell(page, i).getAttribute('aria-label');
export const marksOf = async (page, i) => {
  const m = /candidates ([1-9 ]+)/.exec(await nameOf(page, i));
  return m ? m[1].split(' ').map(Number) : [];
};

export async function checkAxe(page, label) {
  const violations = await page.evaluate(
    async ([src, tags]) => {
      // biome-ignore lint/security/noGlobalEval: axe-core's source, run as a global script in the page under test
      // biome-ignore lint/complexity/noCommaOperator: indirect eval, so axe defines its globals
      if (!window.axe) (0, eval)(src);
      const res = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
      return res.violations.map((v) => `${v.id} on ${v.nodes.length} element(s), e.g. ${v.nodes[0].target}: ${v.help}`);
    },
    [AXE_SOURCE, AXE_TAGS],
  );
  assert(violations.length === 0, `axe-core (${label}): ${violations.join('; ')}`);
}

// ------------------------------------------------------------------------------------------
// The registry: each test file calls test(name, fn, options); run.mjs runs them in order.

export const tests = [];
export const test = (name, fn, options = {}) => tests.push({ name, fn, options });
