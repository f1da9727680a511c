// End-to-end tests of Play mode: new puzzles, hints, Check, pencil marks, the steps panel,
// saved progress and cancelling a generation.

import {
  nearlySolved,
  gameMenu,
  CLUE17,
  CLUE17_SE,
  ER_RANGES,
  HARDEST,
  NOIP2,
  SOL,
  assert,
  assertEqual,
  cell,
  cellName,
  checkAxe,
  countSolutions,
  hiddenSinglesSolve,
  marksOf,
  nameOf,
  openInPlay,
  pasteText,
  readGrid,
  ruleCandidates,
  test,
  toGrid,
  waitStatus,
} from './support.mjs';

test('new puzzle of each difficulty: generated in the worker, unique by an independent count, rated as asked', async ({
  page,
}) => {
  await page.getByRole('tab', { name: 'Play', exact: true }).click();
  // Each word's choice says its ER range, so a player knows what it means (easy <= 1.5,
  // medium <= 2.5, hard <= 4.4, expert <= 6.6, extreme above).
  const choices = await page.$$eval('#difficulty option', (els) => els.map((e) => [e.value, e.textContent]));
  assertEqual(
    choices.map(([v]) => v),
    ['easy', 'medium', 'hard', 'expert', 'extreme'],
    'difficulty choices',
  );
  for (const [value, text] of choices) {
    const [min, max] = ER_RANGES[value];
    const range =
      value === 'extreme' ? `SE ${min.toFixed(1)}+` : `SE ${(value === 'easy' ? 1 : min).toFixed(1)}–${max.toFixed(1)}`;
    assert(text.includes(`(${range})`), `the ${value} choice reads ${text}, not ${range}`);
  }
  const notes = [];
  for (const difficulty of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption(difficulty);
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    const status = await waitStatus(
      page,
      new RegExp(`New ${difficulty} puzzle: (\\d+) givens, rating (\\d+\\.\\d)|Could not`),
      60_000,
    );
    const m = new RegExp(`New ${difficulty} puzzle: (\\d+) givens, rating (\\d+\\.\\d)`).exec(status);
    assert(m, `status: ${status}`);
    const grid = await readGrid(page);
    assertEqual(grid.filter(Boolean).length, Number(m[1]), `${difficulty}: givens shown`);
    assertEqual(countSolutions(grid), 1, `${difficulty}: solutions of the generated puzzle`);
    const level = await page.locator('#play-level').textContent();
    assert(
      level.startsWith(`${difficulty[0].toUpperCase()}${difficulty.slice(1)} · SE rating ${m[2]}`),
      `${difficulty}: level shown as ${level}`,
    );
    // The word is the ER's range, and easy is what hidden singles alone solve.
    const [min, max] = ER_RANGES[difficulty];
    assert(Number(m[2]) >= min && Number(m[2]) <= max, `${difficulty}: SE rating ${m[2]} outside ${min}..${max}`);
    assertEqual(hiddenSinglesSolve(grid), difficulty === 'easy', `${difficulty}: hidden singles solve it`);
    assert(
      /\(hardest step: [A-Z][A-Za-z0-9 -]+\)/.test(status),
      `${difficulty}: hardest step not named as SE names it: ${status}`,
    );
    assertEqual(
      await page.locator('[role="gridcell"].given').count(),
      Number(m[1]),
      `${difficulty}: givens drawn as givens`,
    );
    assert(
      new URLSearchParams(new URL(page.url()).search).get('p') === grid.map((v) => (v ? String(v) : '.')).join(''),
      `${difficulty}: address holds the puzzle`,
    );
    notes.push(`${difficulty} ${m[1]} givens ${m[2]}`);
  }
  // History: Back returns to the previous puzzle.
  const last = await readGrid(page);
  await page.goBack();
  await waitStatus(page, /Back to an earlier puzzle/);
  assert(JSON.stringify(await readGrid(page)) !== JSON.stringify(last), 'Back did not change the puzzle');
  return notes.join('; ');
});

test('hint: the second press (after the nudge) highlights and explains the next step, the third applies it; a wrong entry is pointed at', async ({
  page,
  base,
  shot,
}) => {
  await openInPlay(page, base, CLUE17);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /Press Hint again to see the step\.$/); // the nudge (tests/e2e/game.test.mjs)
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const status = await waitStatus(page, /^Hint \(.*Press Hint again to apply it\.$/);
  assert(/Press Hint again to apply it\.$/.test(status), `status: ${status}`);
  // The first step of SE's path, with SE's name and rating.
  const [seRating, seName] = CLUE17_SE.steps[0];
  assert(
    status.startsWith(`Hint (${seName}, ${seRating}): `),
    `status ${status}, SE's first step ${seRating} ${seName}`,
  );
  assertEqual(
    await page.locator('#play-level').textContent(),
    `Medium · SE rating ${CLUE17_SE.er}`,
    'the level of CLUE17 (SE ER 2.0)',
  );
  assert(/r\dc\d/.test(status), `the sentence names no cell: ${status}`);
  const targets = await page.$$eval('[role="gridcell"].hl-target', (els) => els.map((e) => Number(e.dataset.i)));
  assert(targets.length >= 1, 'no cell highlighted as the target of the step');
  const places = await page.$$eval('.mark-place', (els) =>
    els.map((e) => [Number(e.closest('[role="gridcell"]').dataset.i), Number(e.textContent)]),
  );
  assert(places.length >= 1, 'the first step of a 17-clue puzzle places a digit, but none is shown');
  for (const [i, d] of places) assertEqual(d, SOL[i], `digit the hint shows at cell ${i}`);
  const desc = await page.locator('[role="gridcell"].hl-target').first().getAttribute('aria-description');
  assertEqual(desc, 'highlighted by the hint', 'highlighted cell description');
  await shot('play-hint.png');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^Applied the/);
  const grid = await readGrid(page);
  for (const [i] of places) assertEqual(grid[i], SOL[i], `cell ${i} after applying the hint`);
  assertEqual(await page.locator('[role="gridcell"].hl-target').count(), 0, 'highlight cleared after applying');
  assertEqual(await page.locator('[role="gridcell"].entry').count(), places.length, 'applied digits drawn as entries');
  // A wrong entry (allowed by the rules, not the solution's digit) is pointed at first.
  const board = await readGrid(page);
  const open = board.findIndex((v, i) => !v && ruleCandidates(board, i).some((d) => d !== SOL[i]));
  const wrong = ruleCandidates(board, open).find((d) => d !== SOL[open]);
  await cell(page, open).click();
  await page.keyboard.press(String(wrong));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^Hint: .*Press Hint again to erase it\.$/);
  assertEqual(await cell(page, open).getAttribute('aria-invalid'), 'true', 'the wrong entry is marked aria-invalid');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, new RegExp(`Erased the wrong ${wrong}`));
  assertEqual((await readGrid(page))[open], 0, 'wrong entry erased');
  return `${places.length} placement(s); wrong ${wrong} at cell ${open}`;
});

// forum_hardest_1106 (tests/data): its first step is a Turbot Fish on digit 5, a chain.
const TURBOT = '.2..5.7..4..1....68....3...2....8..3.4..2.5.....6...1...2.9.....9......57.4...9..';

test("the board is the package's <sudoku-board>; a chain step's hint draws its links between the cells the sentence names", async ({
  page,
  base,
}) => {
  assertEqual(await page.locator('sudoku-board').count(), 1, '<sudoku-board> elements');
  assertEqual(await page.locator('sudoku-board [role="grid"]').count(), 1, 'grids inside the element');
  await openInPlay(page, base, TURBOT);
  assertEqual(await page.locator('sudoku-board svg.chain line').count(), 0, 'chain lines before the hint');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^Hint \(Turbot Fish.*Press Hint again to see the step\.$/);
  assertEqual(await page.locator('sudoku-board svg.chain line').count(), 0, 'chain lines with the nudge');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const status = await waitStatus(page, /^Hint \(Turbot Fish.*apply it\.$/);
  const named = new Set([...status.matchAll(/r(\d)c(\d)/g)].map((m) => (Number(m[1]) - 1) * 9 + Number(m[2]) - 1));
  const digits = new Set([...status.matchAll(/ is (?:not )?(\d)\b/g)].map((m) => m[1]));
  const ends = await page.$$eval('sudoku-board svg.chain line', (els) =>
    els.map((e) => [e.dataset.from, e.dataset.to]),
  );
  assert(ends.length >= 3, `${ends.length} chain lines; a Turbot Fish has at least three links`);
  for (const end of ends.flat()) {
    const [c, d] = end.split(':');
    assert(
      named.has(Number(c)) && digits.has(d),
      `a line ends at cell ${c} digit ${d}, which the sentence does not name: ${status}`,
    );
  }
  assertEqual(
    await page.locator('sudoku-board svg.chain').getAttribute('aria-hidden'),
    'true',
    'the overlay is hidden from assistive technology (the sentence says it)',
  );
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^Applied the/);
  assertEqual(await page.locator('sudoku-board svg.chain line').count(), 0, 'chain lines after applying the step');
  return `${ends.length} links`;
});

test('check marks a deliberately wrong entry (aria-invalid) and reveals nothing else', async ({ page, base }) => {
  await openInPlay(page, base, CLUE17);
  const board = await readGrid(page);
  const empties = board.map((v, i) => (v ? -1 : i)).filter((i) => i >= 0);
  const wrongCell = empties.find((i) => ruleCandidates(board, i).some((d) => d !== SOL[i]));
  const wrongDigit = ruleCandidates(board, wrongCell).find((d) => d !== SOL[wrongCell]);
  const rightCell = empties.find(
    (i) => i !== wrongCell && ruleCandidates(board, i).includes(SOL[i]) && !ruleCandidates(board, i).every(() => false),
  );
  await cell(page, wrongCell).click();
  await page.keyboard.press(String(wrongDigit));
  await cell(page, rightCell).click();
  await page.keyboard.press(String(SOL[rightCell]));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await waitStatus(page, /^Check: 1 entry is wrong/);
  const invalid = await page.$$eval('[role="gridcell"][aria-invalid="true"]', (els) =>
    els.map((e) => Number(e.dataset.i)),
  );
  assertEqual(invalid, [wrongCell], 'cells marked aria-invalid');
  assertEqual(await page.locator('[role="gridcell"].wrong').count(), 1, 'cells drawn as wrong');
  assert(/, wrong$/.test(await nameOf(page, wrongCell)), 'the wrong cell says so in its name');
  assertEqual((await readGrid(page)).filter(Boolean).length, board.filter(Boolean).length + 2, 'Check revealed digits');
  // Fixing the entry clears the mark.
  await cell(page, wrongCell).click();
  await page.keyboard.press(String(SOL[wrongCell]));
  assertEqual(await page.locator('[role="gridcell"][aria-invalid="true"]').count(), 0, 'marks after the fix');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await waitStatus(page, /^Check: all 2 entries are right so far/);
});

test('pencil marks by mouse (Notes), keyboard (Shift+digit, P) and Fill candidates; placing clears peers; undo covers marks', async ({
  page,
  base,
  shot,
}) => {
  await openInPlay(page, base, CLUE17);
  const board = await readGrid(page);
  const a = 0; // row 1, column 1: empty in this puzzle
  const b = 1; // its neighbour in row 1
  assert(!board[a] && !board[b], 'cells 0 and 1 must be empty');
  await cell(page, a).click();
  const pencil = page.getByRole('button', { name: 'Notes', exact: true });
  await pencil.click();
  assertEqual(await pencil.getAttribute('aria-pressed'), 'true', 'Notes pressed');
  await page.getByRole('button', { name: /^3, \d left$/ }).click();
  await page.getByRole('button', { name: /^5, \d left$/ }).click();
  assertEqual(await nameOf(page, a), 'row 1, column 1, candidates 3 5', 'marks by mouse');
  await pencil.click();
  assertEqual(await pencil.getAttribute('aria-pressed'), 'false', 'Notes released');
  await page.keyboard.press('Shift+Digit7');
  assertEqual(await marksOf(page, a), [3, 5, 7], 'Shift+7 toggles a mark');
  await page.keyboard.press('p');
  await page.keyboard.press('4');
  await page.keyboard.press('p');
  assertEqual(await marksOf(page, a), [3, 4, 5, 7], 'P then 4');
  assertEqual(await page.locator('[role="gridcell"]').nth(a).locator('.mark').count(), 9, 'a 3x3 mini-grid');
  // Placing 5 next door takes 5 out of this cell's marks; undo brings it back, then undoes marks.
  await cell(page, b).click();
  await page.keyboard.press('5');
  assertEqual(await marksOf(page, a), [3, 4, 7], 'marks after placing 5 in a peer');
  await page.keyboard.press('Control+z');
  assertEqual(await marksOf(page, a), [3, 4, 5, 7], 'after undoing the placement');
  await page.keyboard.press('Control+z');
  assertEqual(await marksOf(page, a), [3, 5, 7], 'after undoing the last mark');
  await page.keyboard.press('Control+y');
  assertEqual(await marksOf(page, a), [3, 4, 5, 7], 'after redo');
  // Fill candidates: every empty cell gets what the rules allow (computed here independently).
  await gameMenu(page, 'Fill candidates');
  await waitStatus(page, /Filled every empty cell/);
  const names = await page.$$eval('[role="gridcell"]', (els) => els.map((e) => e.getAttribute('aria-label')));
  for (let i = 0; i < 81; i++) {
    if (board[i]) continue;
    assertEqual(
      names[i],
      `${cellName(i)}, candidates ${ruleCandidates(board, i).join(' ')}`,
      `cell ${i} after Fill candidates`,
    );
  }
  await shot('play-pencil.png');
});

test('steps panel lists the path; a step shows its highlight on the grid', async ({ page, base }) => {
  await openInPlay(page, base, CLUE17);
  await page.getByRole('button', { name: 'Show steps', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('#steps-list button').length > 0);
  const steps = page.locator('#steps-list button');
  const n = await steps.count();
  assert(n >= 64, `${n} steps for 64 open cells`);
  // SE's path, step for step: its printed names and ratings.
  const heads = await page.$$eval('#steps-list .step-technique', (els) => els.map((e) => e.textContent));
  assertEqual(
    heads,
    CLUE17_SE.steps.map(([r, name]) => `${name} · ${r}`),
    'the steps as SE names and rates them',
  );
  const [, hardestName] = CLUE17_SE.steps.find(([r]) => r === CLUE17_SE.er);
  const summary = await page.locator('#steps-summary').textContent();
  assert(
    summary.includes(`steps from the givens to the solution; the hardest is ${hardestName} (${CLUE17_SE.er}).`),
    `summary: ${summary}`,
  );
  await steps.nth(2).click();
  await waitStatus(page, /^Step 3 \(/);
  assertEqual(await steps.nth(2).getAttribute('aria-pressed'), 'true', 'the chosen step is pressed');
  const hl = await page.locator('[role="gridcell"].hl-pattern, [role="gridcell"].hl-target').count();
  assert(hl >= 1, 'no highlighted cell');
  const places = await page.$$eval('.mark-place', (els) =>
    els.map((e) => [Number(e.closest('[role="gridcell"]').dataset.i), Number(e.textContent)]),
  );
  for (const [i, d] of places) assertEqual(d, SOL[i], `step 3 places ${d} at cell ${i}`);
  // Keyboard: the steps are buttons in the tab order.
  await steps.nth(3).focus();
  await page.keyboard.press('Enter');
  await waitStatus(page, /^Step 4 \(/);
  return `${n} steps`;
});

test('progress survives a reload: entries, pencil marks, undo history, time; a finished puzzle is congratulated', async ({
  page,
  base,
}) => {
  // The solution with three cells open: finishing it takes three digits.
  const open = [0, 40, 80];
  const nearly = nearlySolved(open);
  await openInPlay(page, base, nearly);
  await cell(page, 0).click();
  await page.keyboard.press(String(SOL[0]));
  await cell(page, 40).click();
  await page.keyboard.press(`Shift+Digit${SOL[40]}`);
  await page.waitForTimeout(1200);
  await page.reload();
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /Welcome back: your game is restored \(1 digit entered/);
  assertEqual((await readGrid(page))[0], SOL[0], 'entry after reload');
  assertEqual(await marksOf(page, 40), [SOL[40]], 'pencil mark after reload');
  assertEqual(
    await page.getByRole('tab', { name: 'Play', exact: true }).getAttribute('aria-selected'),
    'true',
    'Play after reload',
  );
  assert((await page.locator('#play-clock').textContent()) !== '0:00', 'time kept');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  assertEqual(await marksOf(page, 40), [], 'undo history kept across the reload');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  for (const i of open.slice(1)) {
    await cell(page, i).click();
    await page.keyboard.press(String(SOL[i]));
  }
  const status = await waitStatus(page, /^Solved! Congratulations: you finished .* in \d+:\d\d\./);
  assert(/Solved/.test(await page.locator('#play-level').textContent()), 'level line says Solved');
  return status;
});

test('a cancelled extreme generation (at most 19 givens) leaves the page usable', async ({ page }) => {
  await page.getByRole('tab', { name: 'Play', exact: true }).click();
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('extreme');
  await page.locator('.more-options summary').click();
  await page.getByRole('spinbutton', { name: 'At most (givens)' }).fill('19');
  await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
  const busy = page.locator('#busy');
  await busy.waitFor({ state: 'visible', timeout: 2000 });
  await page.waitForFunction(() => /attempts/.test(document.querySelector('#busy-time').textContent), null, {
    timeout: 10_000,
  });
  const progress = await page.locator('#busy-time').textContent();
  // Still responsive: the mode switches while the worker generates.
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  await page.getByRole('tab', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await busy.waitFor({ state: 'hidden', timeout: 2000 });
  await waitStatus(page, /^Cancelled generating an extreme puzzle/);
  // A bad clue limit is explained; then an easy puzzle comes from the restarted worker.
  await page.getByRole('spinbutton', { name: 'At most (givens)' }).fill('12');
  await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
  await waitStatus(page, /must be a whole number from 17 to 81/);
  await page.getByRole('spinbutton', { name: 'At most (givens)' }).fill('');
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
  await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
  await waitStatus(page, /^New easy puzzle/);
  assertEqual(countSolutions(await readGrid(page)), 1, 'solutions of the puzzle made after the cancel');
  return `progress shown: ${progress}`;
});

test('switching between Play and Solve keeps the grid; an edited grid becomes a new game', async ({ page, base }) => {
  await openInPlay(page, base, CLUE17);
  await cell(page, 0).click();
  await page.keyboard.press(String(SOL[0]));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(`Shift+Digit${SOL[1]}`);
  const board = await readGrid(page);
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  assertEqual(await readGrid(page), board, 'Solve shows the digits of the game');
  assertEqual(await page.getByRole('button', { name: 'Notes', exact: true }).count(), 0, 'no Notes in Solve');
  await page.getByRole('tab', { name: 'Play', exact: true }).click();
  await waitStatus(page, /Play: back to your game/);
  assertEqual(await marksOf(page, 1), [SOL[1]], 'pencil marks kept');
  assertEqual(await page.locator('[role="gridcell"].entry').count(), 1, 'the entry is still an entry');
  // Edit in Solve: the editor's digits become the givens of a new game.
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  await cell(page, 2).click();
  await page.keyboard.press(String(SOL[2]));
  await page.getByRole('tab', { name: 'Play', exact: true }).click();
  await waitStatus(page, /Play: a new game on the grid from the editor, 19 givens locked/);
  assertEqual(await page.locator('[role="gridcell"].given').count(), 19, 'givens of the new game');
  // Arrow keys move between the tabs.
  await page.getByRole('tab', { name: 'Play', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  assertEqual(
    await page.getByRole('tab', { name: 'Solve', exact: true }).getAttribute('aria-selected'),
    'true',
    'ArrowRight selects Solve',
  );
});

test("Play with no puzzle: an empty grid takes digits; Check and Hint say it has many solutions; the digits stay the player's", async ({
  page,
}) => {
  await page.getByRole('tab', { name: 'Play', exact: true }).click();
  await waitStatus(page, /^Play on an empty grid: type digits as on any grid/);
  await cell(page, 0).click();
  await page.keyboard.press('5');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Digit3');
  assertEqual((await readGrid(page)).slice(0, 2), [5, 0], 'the digit typed on the empty grid');
  assertEqual(await marksOf(page, 1), [3], 'a pencil mark on the empty grid');
  assertEqual(await page.locator('[role="gridcell"].entry').count(), 1, 'the digit is an entry');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await waitStatus(page, /^Check: the grid has no givens, so it has many solutions.*1 digit breaks no rule/);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^No hint: a grid without givens has many solutions/);
  // A clash is still caught by Check.
  await cell(page, 2).click();
  await page.keyboard.press('5');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await waitStatus(page, /^Check: .*break the rules/);
  await page.keyboard.press('Control+z');
  // Solve and back: the digits are still the player's entries, not givens.
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  await page.getByRole('tab', { name: 'Play', exact: true }).click();
  await waitStatus(page, /Play: back to your game/);
  assertEqual(await page.locator('[role="gridcell"].given').count(), 0, 'no givens after Solve and back');
  assertEqual(await page.locator('[role="gridcell"].entry').count(), 1, 'the entry is still an entry');
  assertEqual(await marksOf(page, 1), [3], 'the pencil mark is kept');
  await gameMenu(page, 'Fill candidates');
  await waitStatus(page, /Filled every empty cell/);
  assertEqual(await marksOf(page, 9), ruleCandidates([5, ...new Array(80).fill(0)], 9), 'candidates beside the 5');
});

test('Undo right after loading a puzzle (a link, over a saved game too, New puzzle, a paste, an import, an example) does nothing until the first move in it', async ({
  page,
  base,
}) => {
  const undoButton = page.getByRole('button', { name: 'Undo', exact: true });
  // Undo (the button, then Ctrl+Z) and Redo leave the loaded puzzle as it is, and say so.
  // With `redo` (after an Undo) only Undo is off, and Ctrl+Y is not pressed.
  const nothingToUndo = async (what, line, { redo = false } = {}) => {
    const grid = toGrid(line);
    assertEqual(await readGrid(page), grid, `${what}: the loaded puzzle`);
    assertEqual(await undoButton.getAttribute('aria-disabled'), 'true', `${what}: Undo is off`);
    assertEqual(
      await page.getByRole('button', { name: 'Redo', exact: true }).getAttribute('aria-disabled'),
      String(!redo),
      `${what}: Redo is ${redo ? 'on' : 'off'}`,
    );
    await undoButton.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await waitStatus(page, /^Nothing to undo\./);
    await cell(page, grid.indexOf(0)).click();
    await page.keyboard.press('Control+z');
    if (!redo) await page.keyboard.press('Control+y');
    assertEqual(await readGrid(page), grid, `${what}: the board after Undo, Ctrl+Z${redo ? '' : ' and Ctrl+Y'}`);
    assertEqual(new URL(page.url()).searchParams.get('p'), line, `${what}: the address`);
    assert(
      !/previous game|game you had/.test(await page.locator('#status').textContent()),
      `${what}: the status speaks of another game`,
    );
  };
  // A link on a first visit (the case that emptied the board: Undo went back to the blank
  // game the page starts with).
  await openInPlay(page, base, CLUE17);
  await nothingToUndo('a link on a first visit', CLUE17);
  // The first move can be undone, and then nothing more.
  const first = toGrid(CLUE17).indexOf(0);
  await cell(page, first).click();
  await page.keyboard.press(String(SOL[first]));
  assertEqual((await readGrid(page))[first], SOL[first], 'the first move');
  assertEqual(await undoButton.getAttribute('aria-disabled'), 'false', 'Undo is on after the first move');
  await undoButton.click();
  await waitStatus(page, /^Undone\./);
  await nothingToUndo('after undoing the first move', CLUE17, { redo: true });
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  assertEqual((await readGrid(page))[first], SOL[first], 'Redo brings the move back');
  // A link to another puzzle while that game (one digit entered) is saved.
  await page.waitForTimeout(300);
  await page.goto(`${base}?p=${HARDEST}`);
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /Loaded the puzzle from the link: 22 givens/);
  await nothingToUndo('a link over a saved game', HARDEST);
  // New puzzle.
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
  await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
  await waitStatus(page, /^New easy puzzle/);
  const generated = (await readGrid(page)).map((v) => (v ? String(v) : '.')).join('');
  await nothingToUndo('New puzzle', generated);
  // A paste, an import, an example.
  await pasteText(page, NOIP2);
  await waitStatus(page, /Loaded the pasted text/);
  await nothingToUndo('a paste', NOIP2.replace(/0/g, '.'));
  await page.locator('#import-text').fill(HARDEST);
  await page.locator('#import-load').click();
  await waitStatus(page, /Loaded the imported text/);
  await nothingToUndo('an import', HARDEST);
  await page.getByRole('button', { name: '17 clues', exact: true }).click();
  await waitStatus(page, /Loaded the example “17 clues”/);
  await nothingToUndo('an example in Play', CLUE17);
  // Solve mode: an example loaded into the editor leaves nothing to undo either.
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  await page.getByRole('button', { name: 'One of the hardest', exact: true }).click();
  await waitStatus(page, /Loaded the example “One of the hardest”/);
  await nothingToUndo('an example in Solve', HARDEST);
});

test('a step of the steps panel shows the board as it was before it; Back to your board (or Escape) returns to the game untouched', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  // The player's own state: an entry (the wrong digit on purpose) and a pencil mark.
  const givens = toGrid(CLUE17);
  const open = givens.map((v, i) => (v ? -1 : i)).filter((i) => i >= 0);
  const [a, b] = [open[0], open[1]];
  const wrong = ruleCandidates(givens, a).find((d) => d !== SOL[a]);
  await cell(page, a).click();
  await page.keyboard.press(String(wrong));
  await cell(page, b).click();
  await page.keyboard.press(`Shift+Digit${SOL[b]}`);
  const mine = await page.$$eval('[role="gridcell"]', (els) => els.map((e) => e.getAttribute('aria-label')));
  await page.getByRole('button', { name: 'Show steps', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('#steps-list button').length > 0);
  const steps = page.locator('#steps-list button');
  const n = await steps.count();
  // Every step of CLUE17's path places one digit (64 steps, 64 open cells): before step k the
  // board holds the givens and k of the solution's digits, and every open cell the rules' candidates.
  assertEqual(n, 64, 'steps');
  const k = 10;
  await steps.nth(k).click();
  const status = await waitStatus(
    page,
    new RegExp(
      `^Step ${k + 1} \\(.*\\) of ${n}, shown on the board as it was just before it, with the ${k} digits of the earlier steps: `,
    ),
  );
  const view = await readGrid(page);
  assertEqual(view.filter(Boolean).length, 17 + k, 'digits on the board before the step');
  for (const [i, v] of view.entries()) if (v) assertEqual(v, SOL[i], `cell ${i} on the board before the step`);
  for (let i = 0; i < 81; i++) if (givens[i]) assertEqual(view[i], givens[i], `given ${i}`);
  assertEqual(
    await page.locator('[role="gridcell"].entry').count(),
    0,
    "the player's entry is not on the step's board",
  );
  const names = await page.$$eval('[role="gridcell"]', (els) => els.map((e) => e.getAttribute('aria-label')));
  for (let i = 0; i < 81; i++) {
    if (view[i])
      assertEqual(
        names[i],
        `${cellName(i)}, ${view[i]}, ${givens[i] ? 'given' : 'placed by an earlier step'}`,
        `name of cell ${i}`,
      );
    else
      assertEqual(
        names[i],
        `${cellName(i)}, candidates ${ruleCandidates(view, i).join(' ')}`,
        `candidates of cell ${i} before the step`,
      );
  }
  const places = await page.$$eval('.mark-place', (els) =>
    els.map((e) => [Number(e.closest('[role="gridcell"]').dataset.i), Number(e.textContent)]),
  );
  assert(
    places.length === 1 && !view[places[0][0]] && places[0][1] === SOL[places[0][0]],
    `the step places its digit on an open cell: ${JSON.stringify(places)}`,
  );
  assertEqual(await page.locator('#grid').getAttribute('aria-readonly'), 'true', "the step's board is read only");
  assertEqual(
    await page.locator('#grid').getAttribute('aria-label'),
    `Sudoku puzzle, 9 by 9: the board before step ${k + 1} (read only)`,
    'the grid says what it shows',
  );
  // Typing does not change the game while a step is shown; it says how to go back.
  await cell(page, open[5]).click();
  await page.keyboard.press('9');
  await waitStatus(page, /read only: press Back to your board \(or Escape\)/);
  assertEqual((await readGrid(page)).filter(Boolean).length, 17 + k, "nothing typed on the step's board");
  await checkAxe(page, "a step's board");
  // The first step: the board of the givens alone.
  await steps.nth(0).click();
  await waitStatus(page, /^Step 1 \(.*\) of 64, shown on the board as it was just before it: /);
  assertEqual(await readGrid(page), givens, 'the board before the first step');
  // Back to your board: the game as it was, history included.
  await page.getByRole('button', { name: 'Back to your board', exact: true }).click();
  await waitStatus(page, /^Back to your board: your digits and pencil marks are as you left them/);
  assertEqual(
    await page.$$eval('[role="gridcell"]', (els) => els.map((e) => e.getAttribute('aria-label'))),
    mine,
    'the game after Back to your board',
  );
  assertEqual(await page.locator('#grid').getAttribute('aria-readonly'), null, 'the game is editable again');
  assertEqual(await page.locator('#steps-list button[aria-pressed="true"]').count(), 0, 'no step pressed');
  await steps.nth(k).click();
  await waitStatus(page, new RegExp(`^Step ${k + 1} \\(`));
  await page.keyboard.press('Escape');
  await waitStatus(page, /^Back to your board/);
  assertEqual(
    await page.$$eval('[role="gridcell"]', (els) => els.map((e) => e.getAttribute('aria-label'))),
    mine,
    'the game after Escape',
  );
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  assertEqual(await marksOf(page, b), [], 'Undo takes back the pencil mark');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  assertEqual((await readGrid(page))[a], 0, 'and then the entry');
  return status.slice(0, 90);
});
