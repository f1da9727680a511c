// End-to-end tests of the player's defects of the 2026-12-04 audit (D1-D24) in the game: hints,
// marks, Pause, the solved state, Solve, statistics, Back and Forward, the steps and Rate a list;
// each test shows one defect gone, in the page and, where the element shares the code, in
// <sudoku-board> on its own (player-screen.test.mjs: the phone and the layout). Expected values come
// from CLUE17's published solution (tests/data) and the checkers of support.mjs, never from the package.

import {
  CLUE17,
  CLUE17_SE,
  SOL,
  assert,
  assertEqual,
  cell,
  gameMenu,
  hintButton,
  marksOf,
  nearlySolved,
  openInPlay,
  padKey,
  readGrid,
  ruleCandidates,
  saved,
  selectedCell,
  test,
  toGrid,
  waitStatus,
} from './support.mjs';

const GIVENS = toGrid(CLUE17);

/** The next step as the worker gives it, asked through the element's own client (not the page's code). */
const workerStep = (page, entries) =>
  page.evaluate(
    async ([givens, e]) =>
      (await document.querySelector('sudoku-board').client.call('hint', { givens, entries: e })).step,
    [GIVENS, entries],
  );

const clockText = (page) => page.locator('#play-clock').textContent();
/** Whether the clock stands still for 1.5 s (it shows whole seconds). */
async function clockStands(page) {
  const t = await clockText(page);
  await page.waitForTimeout(1500);
  return (await clockText(page)) === t;
}
/** Waits until the clock moves on (it runs). */
async function clockRuns(page, what) {
  const t = await clockText(page);
  try {
    await page.waitForFunction((x) => document.querySelector('#play-clock').textContent !== x, t, { timeout: 4000 });
  } catch {
    throw new Error(`${what}: the clock stood at ${t}`);
  }
}
const pauseButton = (page) => page.getByRole('button', { name: 'Pause', exact: true });
/** The pause as the page shows it: the button pressed, the cover over the board, the board and pad inert. */
const pausedView = (page) =>
  page.evaluate(() => {
    const cover = document.querySelector('#pause-cover');
    const b = document.querySelector('#board').getBoundingClientRect();
    const c = cover.getBoundingClientRect();
    const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return {
      pressed: document.querySelector('#pause').getAttribute('aria-pressed'),
      covered:
        !cover.hidden &&
        Math.abs(c.left - b.left) < 1 &&
        Math.abs(c.right - b.right) < 1 &&
        Math.abs(c.top - b.top) < 1 &&
        Math.abs(c.bottom - b.bottom) < 1 &&
        cover.contains(top) &&
        !/rgba\(.*, 0\)|transparent/.test(getComputedStyle(cover).backgroundColor),
      inert: [document.querySelector('#board').inert, document.querySelector('.numpad').inert],
    };
  });
const PAUSED = { pressed: 'true', covered: true, inert: [true, true] };
const RUNNING = { pressed: 'false', covered: false, inert: [false, false] };

/** A difficulty's row of the Statistics dialog: started, solved, no hints, best, average. */
async function statsRow(page, level) {
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await dialog.waitFor();
  const cells = await dialog
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: level, exact: true }) })
    .getByRole('cell')
    .allTextContents();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return cells;
}

test('D1: a hint shown in full selects its cell, so the digit tapped or typed next goes there; applied too', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  const step = await workerStep(page, new Array(81).fill(0));
  assertEqual(step.place.length, 1, "CLUE17's first step places a digit");
  const [[target, digit]] = step.place;
  assertEqual(digit, SOL[target], 'the step agrees with the published solution');
  const away = GIVENS.findIndex((v, i) => !v && i !== target);
  await cell(page, away).click();
  // The nudge names no cell: the selection stays.
  await hintButton(page).click();
  await waitStatus(page, /Press Hint again to see the step\.$/);
  assertEqual(await selectedCell(page), away, 'a nudge does not give the cell away');
  // In full: the selection is on the step's cell; the pad's digit lands there.
  await hintButton(page).click();
  await waitStatus(page, /Press Hint again to apply it\.$/);
  assertEqual(await selectedCell(page), target, 'the full hint selects its cell');
  await padKey(page, digit).click();
  assertEqual((await readGrid(page))[target], digit, 'the digit went into the hinted cell');
  assertEqual((await readGrid(page))[away], 0, 'and not into the cell selected before');
  assertEqual((await saved(page)).mistakes, 0, 'no mistake');
  // By keyboard, with the focus on the grid: the focus follows the selection.
  const entries = new Array(81).fill(0);
  entries[target] = digit;
  const next = await workerStep(page, entries);
  const [[target2, digit2]] = next.place;
  const away2 = GIVENS.findIndex((v, i) => !v && i !== target2 && i !== target);
  await cell(page, away2).click();
  await page.keyboard.press('h');
  await waitStatus(page, /Press Hint again to see the step\.$/);
  await page.keyboard.press('h');
  await waitStatus(page, /Press Hint again to apply it\.$/);
  assertEqual(await selectedCell(page), target2, 'selected by H');
  await page.keyboard.press(String(digit2));
  assertEqual((await readGrid(page))[target2], digit2, 'the typed digit went into the hinted cell');
  // Applied: the selection is on the placed cell.
  entries[target2] = digit2;
  const third = await workerStep(page, entries);
  await cell(
    page,
    GIVENS.findIndex((v, i) => !v && !entries[i] && i !== third.place[0]?.[0]),
  ).click();
  await hintButton(page).click();
  await hintButton(page).click();
  await hintButton(page).click();
  await waitStatus(page, /^Applied the /);
  const where = third.place.length ? third.place[0][0] : third.eliminate[0][0];
  assertEqual(await selectedCell(page), where, 'the applied hint selects its cell');
  assertEqual((await saved(page)).mistakes, 0, 'still no mistake');
});

test('D1: <sudoku-board> on its own: the full hint selects its cell; the next digit goes there', async ({ page }) => {
  const out = await page.evaluate(async (puzzle) => {
    const b = document.createElement('sudoku-board');
    b.setAttribute('puzzle', puzzle);
    b.setAttribute('full-hints', '');
    document.querySelector('main').prepend(b);
    await b.ready;
    const cells = b.shadowRoot.querySelectorAll('[role="gridcell"]');
    const sel = () => [...cells].findIndex((c) => c.getAttribute('aria-selected') === 'true');
    cells[0].click(); // r1c1: not the first step's cell
    const before = sel();
    const r = await b.hint();
    const after = sel();
    const [target, digit] = r.step.place[0];
    // A key on the cell that has the focus, as a keyboard sends it.
    const focused = b.shadowRoot.activeElement;
    focused.dispatchEvent(new KeyboardEvent('keydown', { key: String(digit), code: `Digit${digit}`, bubbles: true }));
    const value = b.value;
    b.remove();
    return { before, after, target, digit, value, focusedIsTarget: focused === cells[target] };
  }, CLUE17);
  assertEqual(out.before, 0, 'r1c1 selected first');
  assertEqual(out.after, out.target, 'the hint selects its cell');
  assert(out.focusedIsTarget, 'the focus follows the selection');
  assertEqual(out.value[out.target], String(out.digit), 'the digit went into the hinted cell');
  assertEqual(out.value[0], '.', 'r1c1 stays empty');
});

test("D2: erasing a wrong digit gives back the candidates it took from its peers, not the player's own removals", async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  await gameMenu(page, 'Fill candidates');
  await waitStatus(page, /^Filled every empty cell/);
  // r1c1: a digit the rules allow that is not the solution's.
  const wrong = ruleCandidates(GIVENS, 0).find((d) => d !== SOL[0]);
  const peers = [1, 2, 3, 9, 10, 18, 27, 36].filter((j) => ruleCandidates(GIVENS, j).includes(wrong));
  assert(peers.length >= 3, `peers of r1c1 with ${wrong}: ${peers}`);
  // The player takes `wrong` out of the first of them by hand.
  await cell(page, peers[0]).click();
  await page.keyboard.press(`Shift+Digit${wrong}`);
  const before = [];
  for (const j of peers) before.push(await marksOf(page, j));
  assert(!before[0].includes(wrong), 'taken out by hand');
  await cell(page, 0).click();
  await page.keyboard.press(String(wrong));
  await waitStatus(page, /is not right at r1c1/);
  for (const j of peers) assert(!(await marksOf(page, j)).includes(wrong), `placing took ${wrong} out of cell ${j}`);
  await page.keyboard.press('Backspace');
  const after = [];
  for (const j of peers) after.push(await marksOf(page, j));
  assertEqual(after, before, `the marks of ${peers.map((j) => `cell ${j}`).join(', ')} after the erase`);
  // The same by the Erase button, in <sudoku-board> on its own.
  const out = await page.evaluate(
    async ([puzzle, d, js]) => {
      const b = document.createElement('sudoku-board');
      b.setAttribute('puzzle', puzzle);
      document.querySelector('main').prepend(b);
      await b.ready;
      const cells = b.shadowRoot.querySelectorAll('[role="gridcell"]');
      const key = (i, k, shift = false) => {
        cells[i].click();
        cells[i].dispatchEvent(
          new KeyboardEvent('keydown', {
            key: k,
            code: /^\d$/.test(k) ? `Digit${k}` : '',
            shiftKey: shift,
            bubbles: true,
          }),
        );
      };
      for (const j of js) key(j, String(d), true); // a corner mark in each peer
      const names = () => js.map((j) => cells[j].getAttribute('aria-label'));
      const marked = names();
      key(0, String(d));
      const placed = names();
      b.shadowRoot.querySelector('.pad [data-digit="0"]').click();
      const erased = names();
      b.remove();
      return { marked, placed, erased };
    },
    [CLUE17, wrong, peers],
  );
  assert(
    out.placed.every((n, k) => n !== out.marked[k]),
    `the element's placement took the marks: ${out.placed}`,
  );
  assertEqual(out.erased, out.marked, "the element's erase gave them back");
});

test('D3: Pause (button, T, a tap on the cover) stops the clock and covers the board; so do the Statistics and History dialogs and a hidden tab', async ({
  page,
  base,
  shot,
}) => {
  await openInPlay(page, base, CLUE17);
  await cell(page, 0).click();
  await page.keyboard.press(String(SOL[0]));
  await clockRuns(page, 'playing');
  // The button: paused, covered, nothing to type into.
  await pauseButton(page).click();
  await waitStatus(page, /^Paused at \d+:\d\d/);
  assertEqual(await pausedView(page), PAUSED, 'paused by the button');
  assert(await clockStands(page), 'the clock stops while paused');
  const grid = await readGrid(page);
  await page.keyboard.press('5');
  await page.keyboard.press('h');
  assertEqual(await readGrid(page), grid, 'keys change nothing under the cover');
  await shot('pause-cover.png');
  // A tap on the cover goes on, the digits as they were.
  await page.locator('#pause-cover').click({ position: { x: 20, y: 20 } });
  await waitStatus(page, /^Resumed/);
  assertEqual(await pausedView(page), RUNNING, 'resumed by a tap on the cover');
  assertEqual((await readGrid(page))[0], SOL[0], 'the digit is back');
  await clockRuns(page, 'resumed');
  // T, and T again.
  await page.keyboard.press('t');
  assertEqual(await pausedView(page), PAUSED, 'paused by T');
  await page.keyboard.press('t');
  assertEqual(await pausedView(page), RUNNING, 'resumed by T');
  assertEqual(
    await page.evaluate(() => document.querySelector('#board').shadowRoot.activeElement?.dataset.i),
    '0',
    'the focus back on the cell',
  );
  // The Statistics and History dialogs pause the game while they are open.
  for (const name of ['Statistics', 'History']) {
    await page.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor({ state: 'visible' });
    assertEqual((await pausedView(page)).pressed, 'true', `paused while ${name} is open`);
    assert(await clockStands(page), `the clock stops while ${name} is open`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('#pause').getAttribute('aria-pressed') === 'false');
    assertEqual(await pausedView(page), RUNNING, `${name} closed: the game goes on`);
    await clockRuns(page, `${name} closed`);
  }
  // A hidden tab pauses until it shows again; a pause of the player's own outlasts it.
  const setHidden = (hidden) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { value: h, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  assertEqual(await pausedView(page), PAUSED, 'paused while the tab is hidden');
  await setHidden(false);
  assertEqual(await pausedView(page), RUNNING, 'shown again: the game goes on');
  await pauseButton(page).click();
  await setHidden(true);
  await setHidden(false);
  assertEqual(await pausedView(page), PAUSED, "the player's pause stays after the tab shows again");
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  assertEqual(await pausedView(page), RUNNING, 'resumed by the Resume button');
});

test('D12: a digit typed over a solved board counts no mistake and leaves the clock stopped, also after a reload', async ({
  page,
  base,
}) => {
  const open = [0, 40, 80];
  await openInPlay(page, base, nearlySolved(open));
  for (const i of open) {
    await cell(page, i).click();
    await page.keyboard.press(String(SOL[i]));
  }
  await waitStatus(page, /^Solved! Congratulations/);
  const done = page.locator('#done-dialog');
  await done.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await done.waitFor({ state: 'hidden' });
  const time = await clockText(page);
  await cell(page, 40).click();
  await page.keyboard.press(String((SOL[40] % 9) + 1)); // wrong
  await page.waitForFunction(() => !/Solved/.test(document.querySelector('#play-level').textContent));
  assertEqual(await page.locator('#play-mistakes').textContent(), 'no mistakes', 'no mistake after the finish');
  assertEqual((await saved(page)).mistakes, 0, 'none saved');
  assert(await clockStands(page), 'the clock stays stopped');
  assertEqual(await clockText(page), time, 'at the finished time');
  assertEqual(await pauseButton(page).isVisible(), false, 'nothing to pause');
  await page.reload();
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /^Welcome back/);
  assert(await clockStands(page), 'still stopped after a reload');
  await cell(page, 40).click();
  await page.keyboard.press(String((SOL[40] % 9) + 2 > 9 ? 1 : (SOL[40] % 9) + 2)); // another wrong digit
  assertEqual((await saved(page)).mistakes, 0, 'still no mistake');
  await page.keyboard.press(String(SOL[40]));
  await waitStatus(page, /^Solved! Congratulations/);
  assertEqual(await clockText(page), time, 'solved again in its time');
});

test('D13: Solve warns that solving the game’s own grid gives it up, says so after, and Play says the game is given up', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  await cell(page, 0).click();
  await page.keyboard.press(String(SOL[0]));
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  const warned = await waitStatus(page, /^Solve: the grid is an editor/);
  assert(/Solve on your game’s grid shows its solution and gives the game up\./.test(warned), warned);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const solved = await waitStatus(page, /^Solved in /);
  assert(/Your game in Play now counts as given up/.test(solved), solved);
  await page.getByRole('tab', { name: 'Play', exact: true }).click();
  const back = await waitStatus(page, /^Play: back to your game/);
  assert(/given up: you showed its solution in Solve/.test(back), back);
  // Solve on a grid of the editor's own (not the game's) gives nothing up and says nothing of it.
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  const again = await waitStatus(page, /^Solve: the grid is an editor/);
  assert(!/gives the game up/.test(again), `already given up: ${again}`);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await cell(page, 0).click();
  await page.keyboard.press('1');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const other = await waitStatus(page, /^Solved in /);
  assert(!/given up/.test(other), other);
});

test(
  'D14: a puzzle only looked at (the first visit’s) is not counted as started; the first move counts it',
  async ({ page }) => {
    await waitStatus(page, /^New medium puzzle/, 60_000);
    assertEqual((await statsRow(page, 'Medium'))[0], '0', 'the first visit’s puzzle, untouched');
    const first = (await readGrid(page)).indexOf(0);
    await cell(page, first).click();
    await page.keyboard.press('Shift+Digit1'); // a corner mark is a move too
    assertEqual((await statsRow(page, 'Medium'))[0], '1', 'after the first move');
  },
  { firstVisit: true },
);

test('D15: a solve with a hint is no best time: the finish panel gives no "new best", Statistics no best', async ({
  page,
  base,
}) => {
  const open = [0, 40, 80];
  await openInPlay(page, base, nearlySolved(open));
  const level = (await page.locator('#play-level').textContent()).split(' ')[0];
  await page.keyboard.press('h');
  await waitStatus(page, /Press Hint again to see the step\.$/);
  await page.keyboard.press('h');
  await waitStatus(page, /Press Hint again to apply it\.$/);
  await page.keyboard.press('h');
  await waitStatus(page, /^Applied the /);
  for (const i of open) {
    if ((await readGrid(page))[i]) continue;
    await cell(page, i).click();
    await page.keyboard.press(String(SOL[i]));
  }
  const panel = page.getByRole('dialog', { name: 'Solved!' });
  await panel.waitFor();
  const facts = await panel.locator('dl').textContent();
  assert(/Hints1 hint/.test(facts), facts);
  assert(!/new best/.test(facts) && !/Best /.test(facts), `a hinted solve as a best: ${facts}`);
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  const row = await statsRow(page, level);
  assertEqual([row[1], row[2], row[3]], ['1', '0', '–'], `${level}: solved, without hints, best`);
});

test('D16: Forward says "Forward to a later puzzle", Back "Back to an earlier one", also across page loads', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  await cell(page, 0).click();
  await page.keyboard.press(String(SOL[0]));
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
  await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
  await waitStatus(page, /^New easy puzzle/, 60_000);
  await page.goBack();
  await waitStatus(page, /^Back to an earlier puzzle from the browser history, as you left it: 1 digit entered/);
  await page.goForward();
  await waitStatus(page, /^Forward to a later puzzle from the browser history, as you left it: 0 digits entered/);
  // Another page load in between: Back and Forward load the page again.
  const easy = await readGrid(page);
  const open = easy.findIndex((v) => !v);
  await cell(page, open).click();
  await page.keyboard.press('Shift+Digit1'); // a mark: the game is kept in History
  await page.goto(`${base}?p=${'........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3'}`);
  await waitStatus(page, /Loaded the puzzle from the link/);
  await page.goBack();
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /^Back to an earlier puzzle from the browser history, as you left it/);
  await page.goForward();
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /^Forward to a later puzzle from the browser history, as you left it/);
});

test("D17: the selected digit's highlight gives way to a hint, nudge or full, and comes back after it", async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  const given = GIVENS.indexOf(1);
  await cell(page, given).click();
  const same = () => page.locator('[role="gridcell"].same, .mark-same').count();
  assert((await same()) > 0, 'the 1s are picked out');
  await hintButton(page).click();
  await waitStatus(page, /Press Hint again to see the step\.$/);
  assertEqual(await same(), 0, 'none while the nudge is on show');
  await page.keyboard.press('Escape');
  await cell(page, given).click();
  assert((await same()) > 0, 'back after the hint');
  // The element on its own draws the same way.
  const inElement = await page.evaluate(
    async ([puzzle, i]) => {
      const b = document.createElement('sudoku-board');
      b.setAttribute('puzzle', puzzle);
      document.querySelector('main').prepend(b);
      await b.ready;
      const cells = b.shadowRoot.querySelectorAll('[role="gridcell"]');
      cells[i].click();
      const before = b.shadowRoot.querySelectorAll('.same').length;
      await b.hint();
      const during = b.shadowRoot.querySelectorAll('.same, .mark-same').length;
      b.remove();
      return { before, during };
    },
    [CLUE17, given],
  );
  assert(inElement.before > 0, 'the element picks out the 1s');
  assertEqual(inElement.during, 0, 'and not during its hint');
});

test('D23: Escape after a nudge hides it and its message: no "Press Hint again" left behind', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  await cell(page, 0).click();
  await hintButton(page).click();
  await waitStatus(page, /Press Hint again to see the step\.$/);
  await page.keyboard.press('Escape');
  const after = await waitStatus(page, /^Hint hidden/);
  assert(!/Press Hint again/.test(after), after);
  // In <sudoku-board> on its own, the status empties.
  const status = await page.evaluate(async (puzzle) => {
    const b = document.createElement('sudoku-board');
    b.setAttribute('puzzle', puzzle);
    document.querySelector('main').prepend(b);
    await b.ready;
    const cells = b.shadowRoot.querySelectorAll('[role="gridcell"]');
    cells[0].click();
    await b.hint();
    cells[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    const s = b.status;
    b.remove();
    return s;
  }, CLUE17);
  assertEqual(status, null, "the element's status after Escape");
});

test("D20: Rate a list's Hardest technique column gives the technique's name, as SE writes it", async ({ page }) => {
  // CLUE17's hardest step in Sudoku Explainer's own path (tests/fixtures/se121).
  const hardestSE = CLUE17_SE.steps.find(([rating]) => rating === CLUE17_SE.er)?.[1];
  assert(hardestSE, `SE's path has a step of ER ${CLUE17_SE.er}`);
  await page.locator('#list-text').fill(CLUE17);
  await page.locator('#list-rate').click();
  await page.waitForSelector('#list-progress:has-text("1 of 1 rated")', { timeout: 60_000 });
  const cellText = await page.locator('#list-table tbody tr').first().locator('td').nth(5).textContent();
  assertEqual(cellText, hardestSE, 'the hardest technique');
});
