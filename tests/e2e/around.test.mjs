// End-to-end tests of what is around the game: daily puzzles, statistics, History, sharing,
// Back and Forward with progress, the completion panel. Expected values come from the data
// set's solution (CLUE17_SOLUTION), a backtracking solver and count here, and the test's own
// arithmetic, never from the page's code.

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { MAX_ROUNDS, ROUND_ATTEMPTS, dailySeed } from '../../www/page/around/daily.js';

import {
  button,
  CLUE17,
  CLUE17_SOLUTION,
  HARDEST,
  SOL,
  assert,
  assertEqual,
  cell,
  checkAxe,
  countSolutions,
  marksOf,
  openInPlay,
  readGrid,
  statusText,
  ruleCandidates,
  test,
  toGrid,
  waitStatus,
  WWW,
} from './support.mjs';

/** The day's puzzle made in Node by the same package and seeds: another machine, in effect. */
async function nodeDaily(day, difficulty) {
  const api = await import(pathToFileURL(path.join(WWW, 'pkg', 'dlx_sudoku.js')).href);
  api.initSync({ module: fs.readFileSync(path.join(WWW, 'pkg', 'dlx_sudoku_bg.wasm')) });
  for (let round = 0; round < MAX_ROUNDS; round++) {
    try {
      const seed = dailySeed(day, difficulty, round);
      return api.generate({ difficulty, seed, attempts: ROUND_ATTEMPTS }).puzzle;
    } catch (err) {
      if (!/^no puzzle found/.test(err.message)) throw err;
    }
  }
  throw new Error('no daily puzzle in Node');
}

/** The solution of a grid with exactly one, by plain backtracking (independent of the package). */
function solveGrid(grid) {
  const g = grid.slice();
  const go = () => {
    let best = -1;
    let cands = null;
    for (let i = 0; i < 81; i++) {
      if (g[i]) continue;
      const c = ruleCandidates(g, i);
      if (!c.length) return false;
      if (!cands || c.length < cands.length) {
        best = i;
        cands = c;
      }
    }
    if (best < 0) return true;
    for (const d of cands) {
      g[best] = d;
      if (go()) return true;
    }
    g[best] = 0;
    return false;
  };
  assert(go(), 'the puzzle has no solution');
  return g;
}

/** Types the digits of `solution` into the empty cells of the board. */
async function fillIn(page, solution, cells = null) {
  const grid = await readGrid(page);
  for (let i = 0; i < 81; i++) {
    if (grid[i] || (cells && !cells.includes(i))) continue;
    await cell(page, i).click();
    await page.keyboard.press(String(solution[i]));
  }
}

/** axe-core on what is on show, in the light and the dark scheme. */
async function axeBoth(page, label) {
  await page.emulateMedia({ colorScheme: 'light' });
  await checkAxe(page, `${label}, light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkAxe(page, `${label}, dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The solution with `open` cells left empty: finishing it takes those few digits. */
const nearly = (open) =>
  CLUE17_SOLUTION.split('')
    .map((ch, i) => (open.includes(i) ? '.' : ch))
    .join('');

const playTab = (page) => page.getByRole('tab', { name: 'Play', exact: true }).click();
const clockSeconds = async (page) => {
  const [m, s] = (await page.locator('#play-clock').textContent()).split(':').map(Number);
  return m * 60 + s;
};

test('daily puzzle: the same in two fresh browsers on a fixed date, another the next day; solved, shared, said so', async ({
  page,
  base,
  context,
}) => {
  const day = new Date('2026-12-03T12:00:00Z'); // noon UTC: 2026-12-03 in the time zones from -11 to +11
  const shared = [];
  await page.exposeFunction('recordShare', (data) => shared.push(data));
  // A Web Share API that records what it is given (Chromium on Linux has none).
  await page.addInitScript(() => {
    navigator.share = async (data) => {
      await window.recordShare(JSON.parse(JSON.stringify(data)));
    };
  });
  await page.clock.setFixedTime(day);
  await page.reload();
  await page.waitForSelector('body[data-solver="ready"]');
  const daily = async (p, difficulty) => {
    await playTab(p);
    await p.getByRole('combobox', { name: 'Difficulty' }).selectOption(difficulty);
    await button(p, 'Daily puzzle').click();
    await waitStatus(p, new RegExp(`^Today's ${difficulty} daily puzzle|Could not`), 60_000);
    return readGrid(p);
  };
  const first = await daily(page, 'easy');
  assertEqual(first.map((v) => v || '.').join(''), await nodeDaily('2026-12-03', 'easy'), 'the puzzle made in Node');
  assertEqual(countSolutions(first), 1, 'solutions of the daily puzzle (independent count)');
  assert(/Today's easy daily puzzle \(2026-12-03\)/.test(await page.locator('#status').textContent()), 'day named');

  // A fresh browser context: nothing shared with the first but the date.
  // The daily's day is the player's date (D8): the second browser is in the first one's time zone.
  const timezoneId = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const other = await context.browser().newContext({ timezoneId });
  const problems = [];
  try {
    const page2 = await other.newPage();
    page2.on('pageerror', (err) => problems.push(err.message));
    await page2.clock.setFixedTime(day);
    await page2.goto(base);
    await page2.waitForSelector('body[data-solver="ready"]');
    // Its worker has made other puzzles first: the solver's state left behind must not matter.
    await playTab(page2);
    await page2.getByRole('combobox', { name: 'Difficulty' }).selectOption('hard');
    await button(page2, 'New puzzle').click();
    await waitStatus(page2, /^New hard puzzle/, 60_000);
    const again = await daily(page2, 'easy');
    assertEqual(again.join(''), first.join(''), 'the daily puzzle in a second browser');
    await page2.clock.setFixedTime(new Date('2026-12-04T12:00:00Z'));
    const next = await daily(page2, 'easy');
    assert(next.join('') !== first.join(''), 'the next day has another daily puzzle');
    assertEqual(countSolutions(next), 1, "solutions of the next day's puzzle");
    assert(/\(2026-12-04\)/.test(await page2.locator('#status').textContent()), 'the next day named');
    assertEqual(problems, [], 'page errors in the second browser');
  } finally {
    await other.close();
  }

  // Solve it: the completion panel offers its result, shared without the grid.
  await fillIn(page, solveGrid(first));
  const panel = page.getByRole('dialog', { name: 'Solved!' });
  await panel.waitFor();
  assert(/Today's easy daily puzzle \(2026-12-03\) is solved/.test(await panel.textContent()), 'panel names the daily');
  await axeBoth(page, 'completion panel of a daily');
  await panel.getByRole('button', { name: 'Share result', exact: true }).click();
  await page.waitForFunction(() =>
    /Shared your daily result/.test(document.querySelector('#done-message').textContent),
  );
  assertEqual(shared.length, 1, 'navigator.share calls');
  const text = shared[0].text;
  assert(
    /^DLX Sudoku daily puzzle, 2026-12-03, Easy: solved in \d+:\d\d with no hints\.$/.test(text),
    `shared text: ${text}`,
  );
  assert(!/[1-9.]{20}/.test(JSON.stringify(shared[0])), `the shared result holds a grid: ${JSON.stringify(shared[0])}`);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  // Today's is solved: the button says so, and opens it finished.
  assert(/Today's easy daily: solved in \d+:\d\d/.test(await page.locator('#daily-note').textContent()), 'note');
  await button(page, 'New puzzle').click();
  await waitStatus(page, /^New easy puzzle/, 60_000);
  await button(page, 'Daily puzzle').click();
  await waitStatus(page, /^Today's easy daily puzzle \(2026-12-03\) is already solved, in \d+:\d\d/);
  assertEqual((await readGrid(page)).join(''), solveGrid(first).join(''), 'the solved daily back on the board');
  await page.keyboard.press('Escape');
  await button(page, 'Statistics').click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  assert(/Daily streak: 1 day now, 1 day at the longest/.test(await stats.textContent()), 'streak of one day');
});

test('statistics after two puzzles, one with a hint; the completion panel; export, reset, import', async ({
  page,
  base,
}) => {
  const openA = [0, 40, 80];
  await openInPlay(page, base, nearly(openA));
  const level = (await page.locator('#play-level').textContent()).split(' ')[0].toLowerCase();
  await fillIn(page, SOL);
  const panel = page.getByRole('dialog', { name: 'Solved!' });
  await panel.waitFor();
  const factsA = await panel.locator('dl').textContent();
  assert(/Hintsno hints/.test(factsA), `facts: ${factsA}`);
  assert(
    new RegExp(`Best ${level} time\\d+:\\d\\d \\(new best\\)`).test(factsA),
    `first solve is a new best: ${factsA}`,
  );
  await axeBoth(page, 'completion panel');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  // Not again on a reload of the finished game.
  await page.reload();
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /Welcome back/);
  await page.waitForTimeout(300);
  assertEqual(await panel.isVisible(), false, 'completion panel after a reload');

  const openB = [10, 50, 70];
  await openInPlay(page, base, nearly(openB));
  // The hint ladder: a nudge, the step in full, then applied (one hint).
  await button(page, 'Hint').click();
  await waitStatus(page, /^Hint \(.*look at/);
  await button(page, 'Hint').click();
  await waitStatus(page, /^Hint \(.*Press Hint again to apply it/);
  await button(page, 'Hint').click();
  await waitStatus(page, /^Applied the/);
  await fillIn(page, SOL);
  await panel.waitFor();
  const factsB = await panel.locator('dl').textContent();
  assert(/Hints1 hint/.test(factsB), `facts: ${factsB}`);
  await panel.getByRole('button', { name: 'Close', exact: true }).click();

  await button(page, 'Statistics').click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await stats.waitFor();
  const row = async () =>
    stats
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: level[0].toUpperCase() + level.slice(1), exact: true }) })
      .getByRole('cell')
      .allTextContents();
  const cells = await row();
  assertEqual(cells.slice(0, 3), ['2', '2', '1'], `${level}: started, solved, without hints`);
  assert(/^\d+:\d\d$/.test(cells[3]) && /^\d+:\d\d$/.test(cells[4]), `best and average: ${cells}`);
  await axeBoth(page, 'statistics');

  const download = page.waitForEvent('download');
  await stats.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await (await download).path();
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  assertEqual(saved.byDifficulty[level].solved, 2, 'solved games in the exported file');

  await stats.getByRole('button', { name: 'Reset', exact: true }).click();
  await stats.getByRole('button', { name: 'Reset the statistics', exact: true }).click();
  assertEqual((await row()).slice(0, 3), ['0', '0', '0'], 'after the reset');

  await stats.locator('#stats-file').setInputFiles(file);
  await page.waitForFunction(() =>
    /Imported the statistics/.test(document.querySelector('#stats-message').textContent),
  );
  assertEqual((await row()).slice(0, 3), ['2', '2', '1'], 'after the import');

  await stats.locator('#stats-file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...saved, version: 99 })),
  });
  await page.waitForFunction(() =>
    /Could not import bad\.json/.test(document.querySelector('#stats-message').textContent),
  );
  assert(
    /format 99; this page reads format 1\. Your statistics are unchanged\./.test(
      await stats.locator('#stats-message').textContent(),
    ),
    'the reason of the refusal',
  );
  assertEqual((await row()).slice(0, 3), ['2', '2', '1'], 'unchanged by a bad file');
  await page.keyboard.press('Escape');
  await stats.waitFor({ state: 'hidden' });
  assertEqual(await page.evaluate(() => document.activeElement?.id), 'open-stats', 'focus back on the button');

  // Back to the first game (another page load): finished, as it was left, without the panel.
  await page.goBack();
  await page.waitForFunction((p) => new URLSearchParams(location.search).get('p') === p, nearly(openA));
  const said = await waitStatus(page, /^Back to an earlier puzzle from the browser history, as you left it/);
  assert(/3 digits entered, \d+:\d\d played \(solved\)\.$/.test(said), said);
  assert(/Solved/.test(await page.locator('#play-level').textContent()), 'the level line says Solved');
  assertEqual(await readGrid(page), SOL, 'the finished grid');
  await page.waitForTimeout(300);
  assertEqual(await panel.isVisible(), false, 'no completion panel for a game finished before');
});

test('Back after New puzzle returns the earlier game with its entries and time; Forward the new one', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  const empty = toGrid(CLUE17)
    .map((v, i) => (v ? -1 : i))
    .filter((i) => i >= 0);
  const mine = empty.slice(0, 3);
  await fillIn(page, SOL, mine);
  await cell(page, empty[5]).click();
  await page.keyboard.press(`Shift+Digit${SOL[empty[5]]}`);
  await page.waitForFunction(() => document.querySelector('#play-clock').textContent >= '0:02');
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
  await button(page, 'New puzzle').click();
  await waitStatus(page, /^New easy puzzle: .*Your earlier game is kept in History/, 60_000);
  const generated = await readGrid(page);
  await page.goBack();
  await waitStatus(page, /^Back to an earlier puzzle from the browser history, as you left it: 3 digits entered/);
  const grid = await readGrid(page);
  const expected = toGrid(CLUE17);
  for (const i of mine) expected[i] = SOL[i];
  assertEqual(grid, expected, 'the earlier game with its entries');
  assertEqual(await marksOf(page, empty[5]), [SOL[empty[5]]], 'its pencil mark');
  assert((await clockSeconds(page)) >= 2, `time kept: ${await page.locator('#play-clock').textContent()}`);
  await page.goForward();
  await page.waitForFunction(() => /Easy/.test(document.querySelector('#play-level').textContent));
  assertEqual(await readGrid(page), generated, 'Forward: the new puzzle');
  // Back from another page (a link opened in this tab) to a game: its progress too.
  const open = generated.findIndex((v) => !v);
  const digit = solveGrid(generated)[open];
  await cell(page, open).click();
  await page.keyboard.press(String(digit));
  await page.goto(`${base}?p=${HARDEST}`);
  await waitStatus(page, /Loaded the puzzle from the link/);
  await page.goBack();
  await page.waitForSelector('body[data-solver="ready"]');
  await page.waitForFunction(
    (line) => new URLSearchParams(location.search).get('p') === line,
    generated.map((v) => (v ? String(v) : '.')).join(''),
  );
  await page.waitForFunction(() => /Easy/.test(document.querySelector('#play-level').textContent));
  const back = await readGrid(page);
  assertEqual(back[open], digit, 'the digit entered before leaving the page');
  const said = await statusText(page);
  assert(/^Back to an earlier puzzle from the browser history, as you left it: 1 digit entered/.test(said), said);
});

test('History reopens a game with its entries, marks and time; the game on the board is in it', async ({
  page,
  base,
  context,
}) => {
  await openInPlay(page, base, CLUE17);
  const empty = toGrid(CLUE17)
    .map((v, i) => (v ? -1 : i))
    .filter((i) => i >= 0);
  await fillIn(page, SOL, empty.slice(0, 2));
  await cell(page, empty[4]).click();
  await page.keyboard.press(`Shift+Digit${SOL[empty[4]]}`);
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
  await button(page, 'New puzzle').click();
  await waitStatus(page, /^New easy puzzle/, 60_000);
  const generated = await readGrid(page);
  await button(page, 'History').click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  await dialog.waitFor();
  const items = dialog.getByRole('listitem');
  assertEqual(await items.count(), 2, 'games in History');
  assert(/^Easy \(SE \d\.\d\), \d+ givens/.test(await items.nth(0).textContent()), 'the newest first');
  assert(/On the board/.test(await items.nth(0).textContent()), 'the game on the board is listed');
  assert(
    /^Medium \(SE 2\.0\), 17 givens.*In progress.*no hints/.test(await items.nth(1).textContent()),
    'the earlier game',
  );
  await axeBoth(page, 'history');
  await items.nth(1).getByRole('button', { name: 'Reopen', exact: true }).click();
  await waitStatus(page, /^Reopened from History: Medium \(SE 2\.0\), 17 givens, 2 digits entered, \d+:\d\d played\.$/);
  const grid = await readGrid(page);
  const expected = toGrid(CLUE17);
  for (const i of empty.slice(0, 2)) expected[i] = SOL[i];
  assertEqual(grid, expected, 'reopened with its entries');
  assertEqual(await marksOf(page, empty[4]), [SOL[empty[4]]], 'and its pencil mark');
  // The game left is in History too, and reopens as it was.
  await button(page, 'History').click();
  assertEqual(await items.count(), 2, 'still two games');
  await items.nth(1).getByRole('button', { name: 'Reopen', exact: true }).click();
  assertEqual(await readGrid(page), generated, 'the generated game back');
  // A game played in another tab meanwhile is not lost when this tab writes History.
  const tab = await context.newPage();
  await openInPlay(tab, base, nearly([5, 6, 7]));
  await tab.close();
  const open = generated.findIndex((v) => !v);
  await cell(page, open).click();
  await page.keyboard.press(String(solveGrid(generated)[open]));
  await button(page, 'History').click();
  assertEqual(await items.count(), 3, "games in History with the other tab's");
  assert(
    /^Easy \(SE \d\.\d\), 78 givens/.test(await items.nth(1).textContent()),
    `the other tab's game: ${await items.nth(1).textContent()}`,
  );
});

test(
  'Export: the givens only by default (loads as a one-solution puzzle), or with the entries; Share copies a link',
  async ({ page, base, context }) => {
    await openInPlay(page, base, CLUE17);
    const empty = toGrid(CLUE17)
      .map((v, i) => (v ? -1 : i))
      .filter((i) => i >= 0);
    await fillIn(page, SOL, empty.slice(0, 4));
    await button(page, 'Copy').click();
    await waitStatus(page, /Copied the givens only|the givens only\) is selected/);
    const givens = await page.locator('#export-text').inputValue();
    assertEqual(givens, CLUE17, 'givens only');
    await page.getByRole('combobox', { name: 'In Play, export' }).selectOption('entries');
    await button(page, 'Copy').click();
    await waitStatus(page, /the givens with your entries/);
    const withEntries = toGrid(CLUE17);
    for (const i of empty.slice(0, 4)) withEntries[i] = SOL[i];
    assertEqual(toGrid(await page.locator('#export-text').inputValue()), withEntries, 'givens with entries');
    // The givens only load as a puzzle with exactly one solution.
    assertEqual(countSolutions(toGrid(givens)), 1, 'solutions of the exported line (independent count)');
    await page.locator('#import-text').fill(givens);
    await button(page, 'Load').click();
    await waitStatus(page, /^Loaded the imported text: 17 givens\./);
    await page.waitForFunction(() => /SE rating/.test(document.querySelector('#play-level').textContent));
    assertEqual(await readGrid(page), toGrid(CLUE17), 'loaded givens, no entries');

    await button(page, 'Share').click();
    await waitStatus(page, /Copied a link to this puzzle|the link is selected in the Export field/);
    const link = (await page.locator('#status').textContent()).includes('Copied')
      ? await page.evaluate(() => navigator.clipboard.readText())
      : await page.locator('#export-text').inputValue();
    const url = new URL(link.slice(link.indexOf('http')));
    assertEqual(url.searchParams.get('p'), CLUE17, 'the link holds the givens');
    // Opened in another browser: Play on the puzzle.
    // The daily's day is the player's date (D8): the second browser is in the first one's time zone.
    const timezoneId = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const other = await context.browser().newContext({ timezoneId });
    try {
      const page2 = await other.newPage();
      await page2.goto(url.href);
      await waitStatus(page2, /Loaded the puzzle from the link/);
      assertEqual(await readGrid(page2), toGrid(CLUE17), 'the link opens the puzzle');
      const tab = page2.getByRole('tab', { name: 'Play', exact: true });
      assertEqual(await tab.getAttribute('aria-selected'), 'true', 'in Play');
    } finally {
      await other.close();
    }
  },
  { clipboard: true },
);

test('a game whose board is solved in Solve is given up: so listed, and its finish not counted as solved', async ({
  page,
  base,
}) => {
  const open = [3, 30, 60];
  await openInPlay(page, base, nearly(open));
  await fillIn(page, SOL, [3]);
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  await button(page, 'Solve').click();
  await waitStatus(page, /Solved/);
  await playTab(page);
  await button(page, 'History').click();
  const item = page.getByRole('dialog', { name: 'History' }).getByRole('listitem').first();
  assert(/Given up/.test(await item.textContent()), `listed as ${await item.textContent()}`);
  await page.keyboard.press('Escape');
  await fillIn(page, SOL);
  const panel = page.getByRole('dialog', { name: 'Solved!' });
  await panel.waitFor();
  assert(/does not count in the statistics/.test(await panel.textContent()), 'the panel says why');
  await page.keyboard.press('Escape');
  await button(page, 'Statistics').click();
  const easy = await page
    .getByRole('dialog', { name: 'Statistics' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Easy', exact: true }) })
    .getByRole('cell')
    .allTextContents();
  assertEqual(easy.slice(0, 2), ['1', '0'], 'easy: started, solved');
});

test("D7, D8: the daily is the player's date (the same puzzle for everyone on that date); a shared result links to that day's daily, which the link opens", async ({
  page,
  base,
}) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  /** A fresh browser in a time zone, at a moment, on a page of `base`: its Daily puzzle of `difficulty`. */
  async function open(timezoneId, at, url = base) {
    const context = await browser.newContext({ timezoneId });
    const shared = [];
    const p = await context.newPage();
    await p.exposeFunction('recordShare', (data) => shared.push(data));
    await p.addInitScript(() => {
      navigator.share = async (data) => {
        await window.recordShare(JSON.parse(JSON.stringify(data)));
      };
    });
    await p.clock.setFixedTime(new Date(at));
    await p.goto(url);
    await p.waitForSelector('body[data-solver="ready"]');
    return { context, p, shared };
  }
  const line = (grid) => grid.map((v) => v || '.').join('');
  // 21:00 on 3 December in New York is already 4 December in UTC: New York's daily is the 3rd's.
  const ny = await open('America/New_York', '2026-12-04T02:00:00Z');
  try {
    await playTab(ny.p);
    await ny.p.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
    await button(ny.p, 'Daily puzzle').click();
    await waitStatus(ny.p, /^Today's easy daily puzzle \(2026-12-03\)/, 60_000);
    const grid = await readGrid(ny.p);
    assertEqual(line(grid), await nodeDaily('2026-12-03', 'easy'), "New York's daily: the 3rd's, made in Node");
    // Solved and shared: the link opens that day's daily of that difficulty.
    await fillIn(ny.p, solveGrid(grid));
    const panel = ny.p.getByRole('dialog', { name: 'Solved!' });
    await panel.waitFor();
    assert(/A new one comes at midnight\./.test(await panel.textContent()), 'midnight, no UTC');
    await panel.getByRole('button', { name: 'Share result', exact: true }).click();
    await ny.p.waitForFunction(() =>
      /Shared your daily result/.test(document.querySelector('#done-message').textContent),
    );
    const link = new URL(ny.shared[0].url);
    assertEqual(
      [link.origin + link.pathname, link.searchParams.get('daily'), link.searchParams.get('d')],
      [new URL(base).origin + new URL(base).pathname, '2026-12-03', 'easy'],
      'the shared link',
    );
    // A friend in Tokyo opens it two days later: the same puzzle, named by its day.
    const friend = await open('Asia/Tokyo', '2026-12-05T03:00:00Z', link.href);
    try {
      await waitStatus(friend.p, /^The easy daily puzzle of 2026-12-03: \d+ givens/, 60_000);
      assertEqual(line(await readGrid(friend.p)), line(grid), 'the shared daily, in another browser');
      assert(!/daily=/.test(friend.p.url()), `the address holds the puzzle: ${friend.p.url()}`);
      // Tokyo's own daily on the 5th (local) is the 5th's.
      await button(friend.p, 'Daily puzzle').click();
      await waitStatus(friend.p, /^Today's (medium|easy) daily puzzle \(2026-12-05\)/, 60_000);
      // A day that has not come anywhere, and an address that is not a day.
      await friend.p.goto(`${base}?daily=2026-12-09&d=easy`);
      await waitStatus(friend.p, /^The easy daily puzzle of 2026-12-09 is not out yet/);
      await friend.p.goto(`${base}?daily=<b>x</b>&d=easy`);
      await waitStatus(friend.p, /^The daily puzzle in the address \(\?daily="<b>x<\/b>"&d="easy"\) is not a day/);
    } finally {
      await friend.context.close();
    }
  } finally {
    await ny.context.close();
  }
});

test("Past dailies: the player's own days (across the UTC date), any past daily playable, solved marked", async ({
  page,
}) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  const base = new URL(page.url()).origin + new URL(page.url()).pathname;
  // 22:00 on 4 December in Los Angeles is already 5 December in UTC: the archive starts at the 4th.
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
  try {
    const p = await context.newPage();
    await p.clock.setFixedTime(new Date('2026-12-05T06:00:00Z'));
    await p.goto(`${base}?mode=solve`);
    await p.waitForSelector('body[data-solver="ready"]');
    await playTab(p);
    const dialog = p.getByRole('dialog', { name: 'Past dailies' });
    const openArchive = async () => {
      await button(p, 'Past dailies').click();
      await dialog.waitFor({ state: 'visible' });
    };
    await openArchive();
    await dialog.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
    const days = await dialog.locator('#archive-list li').evaluateAll((els) => els.map((e) => e.dataset.day));
    assertEqual(days.slice(0, 3), ['2026-12-04', '2026-12-03', '2026-12-02'], 'the local days, today first');
    assertEqual(days.length, 14, 'two weeks');
    await dialog.getByRole('button', { name: 'Older days', exact: true }).click();
    assertEqual(await dialog.locator('#archive-list li').count(), 28, 'two weeks more');
    // Play the 2nd: that day's easy daily, as Node makes it from the same seeds.
    await dialog.locator('li[data-day="2026-12-02"]').getByRole('button', { name: 'Play' }).click();
    await waitStatus(p, /^The easy daily puzzle of 2026-12-02: \d+ givens/, 60_000);
    const grid = await readGrid(p);
    assertEqual(grid.map((v) => v || '.').join(''), await nodeDaily('2026-12-02', 'easy'), 'the 2nd’s daily');
    await fillIn(p, solveGrid(grid));
    const panel = p.getByRole('dialog', { name: 'Solved!' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    // Marked solved in the archive; another difficulty of that day is not.
    await openArchive();
    const item = dialog.locator('li[data-day="2026-12-02"]');
    assert(/Easy · Solved in \d+:\d\d/.test(await item.textContent()), `marked: ${await item.textContent()}`);
    assertEqual(await item.getByRole('button').textContent(), 'See', 'a solved one is seen again');
    await dialog.getByRole('combobox', { name: 'Difficulty' }).selectOption('medium');
    // Played on the 4th, the 2nd's daily is no streak day: its medium one is not marked.
    assert(/Medium · Not played here/.test(await item.textContent()), `medium: ${await item.textContent()}`);
    // Any earlier day by its date; a day to come is refused.
    await dialog.getByLabel('Another day').fill('2026-12-09');
    await dialog.getByRole('button', { name: 'Play that day', exact: true }).click();
    assert(/not out yet/.test(await dialog.locator('#archive-message').textContent()), 'a day to come');
    await dialog.getByLabel('Another day').fill('2026-11-20');
    await dialog.getByRole('button', { name: 'Play that day', exact: true }).click();
    await waitStatus(p, /^The medium daily puzzle of 2026-11-20: \d+ givens/, 60_000);
  } finally {
    await context.close();
  }
});
