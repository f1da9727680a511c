// End-to-end tests of how a game is played: the hint ladder, corner and centre marks,
// colours, mistakes, the solved state following the board, highlights, digit-first input, the
// keys, and the same in <sudoku-board> on its own. Expected values come from CLUE17's solution
// (tests/data) and the checkers of support.mjs, never from the package; each new state is
// checked with axe-core in light and dark.

import {
  CLUE17,
  SOL,
  assert,
  assertEqual,
  cell,
  checkAxe,
  gameMenu,
  hintButton,
  inGameMenu,
  marksOf,
  nameOf,
  nearlySolved,
  openInPlay,
  readGrid,
  ruleCandidates,
  saved,
  test,
  toGrid,
  waitStatus,
} from './support.mjs';

const GIVENS = toGrid(CLUE17);
const cellRefs = (text) => [...text.matchAll(/r(\d)c(\d)/g)].map((m) => (Number(m[1]) - 1) * 9 + Number(m[2]) - 1);

async function axeBoth(page, label) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await checkAxe(page, `${label}, ${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The next step as the worker gives it, asked through the element's own client (not the page's code). */
const workerStep = (page, entries) =>
  page.evaluate(
    async ([givens, e]) => {
      const r = await document.querySelector('sudoku-board').client.call('hint', { givens, entries: e });
      return r.step;
    },
    [GIVENS, entries],
  );

test('hint ladder: a nudge that names no cell of the step, then the step drawn, then applied; each step counts once', async ({
  page,
  base,
  shot,
}) => {
  await openInPlay(page, base, CLUE17);
  const step = await workerStep(page, new Array(81).fill(0));
  const stepCells = new Set([...step.cells, ...step.place.map(([c]) => c), ...step.eliminate.map(([c]) => c)]);
  await hintButton(page).click();
  const nudge = await waitStatus(page, /Press Hint again to see the step\.$/);
  assert(/^Hint \(Hidden Single, 1\.2\): look at (row|column|box) [1-9], outlined on the board\./.test(nudge), nudge);
  assertEqual(cellRefs(nudge), [], 'cells the nudge names');
  for (const [c] of step.place) assert(!nudge.includes(`${SOL[c]} `), `the nudge gives the digit ${SOL[c]}`);
  assertEqual(await page.locator('[role="gridcell"].hl-target, .mark-place, .mark-pattern').count(), 0, 'targets');
  const region = await page.$$eval('[role="gridcell"].hl-region', (els) => els.map((e) => Number(e.dataset.i)));
  assertEqual(region.length, 9, 'one unit lit');
  assertEqual(await page.locator('sudoku-board svg rect.region').count(), 1, 'one unit outlined');
  for (const c of stepCells) assert(region.includes(c), `the outline misses cell ${c} of the step`);
  assertEqual((await saved(page)).hintsUsed, 1, 'a nudge counts');
  await axeBoth(page, 'the nudge');
  await shot('game-nudge.png');
  // Second press: the step in full, with its cells; the count stays.
  await hintButton(page).click();
  const full = await waitStatus(page, /Press Hint again to apply it\.$/);
  assertEqual(new Set(cellRefs(full)).size > 0, true, 'the full hint names its cell');
  const places = await page.$$eval('.mark-place', (els) =>
    els.map((e) => [Number(e.closest('[role="gridcell"]').dataset.i), Number(e.textContent)]),
  );
  assertEqual(places, step.place, 'the placement drawn');
  assertEqual(await page.locator('sudoku-board svg rect.region').count(), 0, 'the outline gone with the nudge');
  assertEqual((await saved(page)).hintsUsed, 1, 'the same step counts once');
  await axeBoth(page, 'the full hint');
  // Third press: applied.
  await hintButton(page).click();
  await waitStatus(page, /^Applied the Hidden Single/);
  for (const [c, d] of places) assertEqual((await readGrid(page))[c], SOL[c], `cell ${c} holds ${d}`);
  assertEqual((await saved(page)).hintsUsed, 1, 'applying adds no hint');
  // The next step: a new hint; with "Full hint at first press" it shows in full at once.
  await inGameMenu(page, () => page.getByRole('checkbox', { name: 'Full hint at first press' }).check());
  await hintButton(page).click();
  await waitStatus(page, /^Hint \(.*Press Hint again to apply it\.$/);
  assertEqual((await saved(page)).hintsUsed, 2, 'the second step counted');
  assertEqual(
    await page.evaluate(() => JSON.parse(localStorage.getItem('dlx-sudoku:settings')).fullHints),
    true,
    'the setting saved',
  );
  return `nudge: ${nudge.slice(0, 60)}`;
});

test('centre and corner marks, colours, kept removals and Reset marks; all kept over a reload and undoable', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  const a = 0;
  await cell(page, a).click();
  await page.keyboard.press('Shift+Digit3');
  await page.keyboard.press('Control+Digit5');
  await page.keyboard.press('Control+Digit7');
  // Notes with Centre chosen: the pad's digits make centre marks.
  await inGameMenu(page, () => page.getByRole('radio', { name: 'Centre' }).check());
  await page.getByRole('button', { name: 'Notes', exact: true }).click();
  await page.getByRole('button', { name: /^8, \d left$/ }).click();
  await page.getByRole('button', { name: 'Notes', exact: true }).click();
  // Colour mode: 4 paints green; the pad says the colours.
  await page.getByRole('button', { name: 'Colour', exact: true }).click();
  assertEqual(
    await page.getByRole('button', { name: 'Colour', exact: true }).getAttribute('aria-pressed'),
    'true',
    'Colour pressed',
  );
  await cell(page, a).click();
  await page.getByRole('button', { name: '4, green', exact: true }).click();
  await cell(page, 1).click();
  await page.keyboard.press('6');
  await page.keyboard.press('k');
  const name = 'row 1, column 1, candidates 3, centre marks 5 7 8, coloured green';
  assertEqual(await nameOf(page, a), name, 'marks and colour of r1c1');
  assertEqual(await nameOf(page, 1), 'row 1, column 2, empty, coloured blue', 'a colour on an empty cell');
  await axeBoth(page, 'centre marks and colours');
  await page.waitForTimeout(300);
  await page.reload();
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /Welcome back/);
  assertEqual(await nameOf(page, a), name, 'after a reload');
  assertEqual(
    await page.getByRole('radio', { name: 'Centre', includeHidden: true }).isChecked(),
    true,
    'the kind of notes kept',
  );
  // The selected digit is picked out among the marks, corner and centre alike.
  const sameMarks = async (digit) => {
    await cell(page, GIVENS.indexOf(digit)).click();
    return page.$$eval('sudoku-board [data-i="0"] .mark-same', (els) =>
      els.map((e) => [e.closest('.centre-marks') ? 'centre' : 'corner', e.textContent || e.dataset.d]),
    );
  };
  assertEqual(await sameMarks(3), [['corner', '3']], 'a given 3 selected: the corner 3');
  assertEqual(await sameMarks(8), [['centre', '8']], 'a given 8 selected: the centre 8');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  assertEqual(await nameOf(page, 1), 'row 1, column 2, empty', 'Undo takes the colour back');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  assertEqual(await nameOf(page, a), 'row 1, column 1, candidates 3, centre marks 5 7 8', 'and the other');
  // Fill candidates keeps a candidate the player removed; Reset marks puts it back.
  await gameMenu(page, 'Fill candidates');
  await waitStatus(page, /Filled every empty cell/);
  const rules = ruleCandidates(GIVENS, 2);
  assertEqual(await marksOf(page, 2), rules, 'r1c3 after Fill');
  await cell(page, 2).click();
  await page.keyboard.press(`Shift+Digit${rules[0]}`);
  await gameMenu(page, 'Fill candidates');
  await waitStatus(page, /except the 1 candidate you removed/);
  assertEqual(await marksOf(page, 2), rules.slice(1), 'the removal kept');
  await gameMenu(page, 'Reset marks');
  await waitStatus(page, /^Reset marks/);
  assertEqual(await marksOf(page, 2), rules, 'Reset marks');
});

test('show mistakes: a wrong digit turns red and counts once; off, it does not show; the count is saved', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  assertEqual(
    await page.getByRole('checkbox', { name: 'Show mistakes at once', includeHidden: true }).isChecked(),
    true,
    'on by default',
  );
  const open = GIVENS.map((v, i) => (v ? -1 : i)).filter((i) => i >= 0);
  const [a, b] = open.filter((i) => ruleCandidates(GIVENS, i).some((d) => d !== SOL[i]));
  const wrongA = ruleCandidates(GIVENS, a).find((d) => d !== SOL[a]);
  await cell(page, a).click();
  await page.keyboard.press(String(wrongA));
  await waitStatus(page, new RegExp(`^${wrongA} is not right at r\\dc\\d: it is drawn in red \\(1 mistake so far\\)`));
  assertEqual(await cell(page, a).getAttribute('aria-invalid'), 'true', 'the wrong digit is invalid');
  assertEqual(await page.locator('#play-mistakes').textContent(), '1 mistake', 'the count beside the clock');
  await axeBoth(page, 'a mistake shown');
  // The same wrong digit again counts no more; the right one is not a mistake.
  await page.keyboard.press('Backspace');
  await page.keyboard.press(String(wrongA));
  await page.keyboard.press(String(SOL[a]));
  assertEqual(await page.locator('#play-mistakes').textContent(), '1 mistake', 'counted once');
  assertEqual(await cell(page, a).getAttribute('aria-invalid'), null, 'the right digit');
  await inGameMenu(page, () => page.getByRole('checkbox', { name: 'Show mistakes at once' }).uncheck());
  const wrongB = ruleCandidates(GIVENS, b).find((d) => d !== SOL[b]);
  await cell(page, b).click();
  await page.keyboard.press(String(wrongB));
  assertEqual(await cell(page, b).getAttribute('aria-invalid'), null, 'not shown with the setting off');
  assertEqual(await page.locator('#play-mistakes').isHidden(), true, 'nor the count');
  await inGameMenu(page, () => page.getByRole('checkbox', { name: 'Show mistakes at once' }).check());
  assertEqual(await cell(page, b).getAttribute('aria-invalid'), 'true', 'shown again');
  assertEqual(await page.locator('#play-mistakes').textContent(), '2 mistakes', 'counted while hidden');
  await page.waitForTimeout(300);
  await page.reload();
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /Welcome back/);
  await page.waitForFunction(() => document.querySelector('#play-mistakes').textContent === '2 mistakes');
  assertEqual((await saved(page)).mistakes, 2, 'saved');
});

test('the solved state follows the board: a digit typed over a right one un-solves it; undoing a Restart solves it with its time', async ({
  page,
  base,
}) => {
  const open = [0, 40, 80];
  const nearly = nearlySolved(open);
  await openInPlay(page, base, nearly);
  for (const i of open) {
    await cell(page, i).click();
    await page.keyboard.press(String(SOL[i]));
  }
  await waitStatus(page, /^Solved! Congratulations/);
  // The completion panel (tested in around.test.mjs) opens once a game: closed with Escape.
  const done = page.locator('#done-dialog');
  await done.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await done.waitFor({ state: 'hidden' });
  const level = page.locator('#play-level');
  const clock = page.locator('#play-clock');
  assert(/Solved$/.test(await level.textContent()), 'Solved in the header');
  const time = await clock.textContent();
  // Every digit placed nine times: the pad's buttons say so and are greyed.
  for (let d = 1; d <= 9; d++)
    assertEqual(
      await page.getByRole('button', { name: `${d}, all placed`, exact: true }).getAttribute('aria-disabled'),
      'true',
      `pad ${d} on the full board`,
    );
  // A wrong digit over a right entry: no longer solved, but the game stays solved in its time
  // (the clock used to run again and the digit counted as a mistake: the audit's D12).
  await cell(page, 40).click();
  await page.keyboard.press(String((SOL[40] % 9) + 1));
  await page.waitForFunction(() => !/Solved/.test(document.querySelector('#play-level').textContent), null, {
    timeout: 5000,
  });
  await page.waitForTimeout(1500);
  assertEqual(await clock.textContent(), time, 'the clock stays stopped');
  await page.keyboard.press(String(SOL[40]));
  await waitStatus(page, /^Solved! Congratulations/);
  const time2 = await clock.textContent();
  assertEqual(time2, time, 'solved again in its time');
  // Restart, then Undo: solved again, with the time it had.
  await gameMenu(page, 'Restart');
  await waitStatus(page, /^Restarted/);
  assert(!/Solved/.test(await level.textContent()), 'not solved after Restart');
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await waitStatus(page, /solved again/);
  assert(/Solved$/.test(await level.textContent()), 'solved after undoing the Restart');
  assertEqual(await clock.textContent(), time2, 'the time it had');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  assert(!/Solved/.test(await level.textContent()), 'Redo restarts again');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  assert(/Solved$/.test(await level.textContent()), 'and Undo solves again');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const check = await waitStatus(page, /^Check: /);
  assertEqual(check, 'Check: all 3 entries are right: the grid is solved.', 'Check on a full right board');
  await axeBoth(page, 'solved again');
});

test('highlights stay while a cell is selected whatever is pressed; digit-first input; the pad counts what is left', async ({
  page,
  base,
  shot,
}) => {
  await openInPlay(page, base, CLUE17);
  const given = GIVENS.findIndex(Boolean);
  await cell(page, given).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const peers = await page.locator('[role="gridcell"].peer').count();
  assertEqual(peers, 20, 'the selection keeps its row, column and box lit');
  const lit = await page
    .locator('[role="gridcell"].peer')
    .first()
    .evaluate((e) => getComputedStyle(e).backgroundImage);
  assert(lit !== 'none', 'a peer is drawn lit after the focus left the grid');
  const same = await page.locator('[role="gridcell"].same').count();
  assertEqual(same, GIVENS.filter((v) => v === GIVENS[given]).length - 1, 'the same digit lit');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot('game-highlights-dark.png');
  await page.emulateMedia({ colorScheme: 'light' });
  // The pad: nine minus the givens of each digit left (counted here from the puzzle).
  const d = GIVENS[given];
  const left = 9 - GIVENS.filter((v) => v === d).length;
  assertEqual(await page.getByRole('button', { name: `${d}, ${left} left`, exact: true }).count(), 1, 'the count');
  // Digit-first: hold a digit to keep it; each cell tapped gets it.
  const digit = SOL[0];
  const pad = page.getByRole('button', { name: new RegExp(`^${digit}, \\d left$`) });
  const box = await pad.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(700); // a long press: held longer than the pad's 450 ms
  await page.mouse.up();
  await waitStatus(page, new RegExp(`^${digit} kept`));
  assertEqual(await pad.getAttribute('aria-pressed'), 'true', 'the kept digit is pressed');
  const targets = GIVENS.map((_v, i) => i)
    .filter((i) => !GIVENS[i] && SOL[i] === digit)
    .slice(0, 2);
  for (const i of targets) await cell(page, i).click();
  const grid = await readGrid(page);
  for (const i of targets) assertEqual(grid[i], digit, `cell ${i} got the kept digit`);
  const leftNow = 9 - grid.filter((v) => v === digit).length;
  assertEqual(await pad.getAttribute('aria-label'), null, 'named by its text');
  assert((await pad.textContent()).includes(`${leftNow} left`), `the pad says ${leftNow} left`);
  await axeBoth(page, 'a kept digit');
  await page.keyboard.press('Escape');
  await waitStatus(page, /^No digit kept/);
  assertEqual(await pad.getAttribute('aria-pressed'), null, 'let go');
});

test('keys: H hint, C check, N cycles the notes, K colour, Z and U undo, Shift+N a new puzzle; none while typing in a text field', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  await cell(page, 0).click();
  await page.keyboard.press('h');
  await waitStatus(page, /Press Hint again to see the step\.$/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('c');
  await waitStatus(page, /^Nothing to check yet/);
  const notes = page.getByRole('button', { name: 'Notes', exact: true });
  await page.keyboard.press('n');
  assertEqual(await notes.getAttribute('aria-pressed'), 'true', 'N: corner marks');
  await page.keyboard.press('4');
  await page.keyboard.press('n');
  assertEqual(
    await page.getByRole('radio', { name: 'Centre', includeHidden: true }).isChecked(),
    true,
    'N again: centre marks',
  );
  await page.keyboard.press('6');
  await page.keyboard.press('n');
  assertEqual(await notes.getAttribute('aria-pressed'), 'false', 'N a third time: digits');
  await page.keyboard.press('k');
  await page.keyboard.press('2');
  assertEqual(
    await page.getByRole('button', { name: 'Colour', exact: true }).getAttribute('aria-pressed'),
    'true',
    'K: colour mode',
  );
  await axeBoth(page, 'colour mode');
  await page.keyboard.press('k');
  assertEqual(await nameOf(page, 0), 'row 1, column 1, candidates 4, centre marks 6, coloured orange', 'by keys');
  await page.keyboard.press('z');
  await page.keyboard.press('u');
  assertEqual(await nameOf(page, 0), 'row 1, column 1, candidates 4', 'Z and U undo');
  // Typing in a text field is typing.
  await page.locator('#import-text').fill('');
  await page.locator('#import-text').focus();
  const before = await page.locator('#status').textContent();
  await page.keyboard.type('hcnkzu');
  await page.keyboard.press('Shift+N');
  assertEqual(await page.locator('#import-text').inputValue(), 'hcnkzuN', 'the text typed');
  assertEqual(await page.locator('#status').textContent(), before, 'no key acted');
  assertEqual(await nameOf(page, 0), 'row 1, column 1, candidates 4', 'the board unchanged');
  await cell(page, 0).click();
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
  await cell(page, 0).click();
  await page.keyboard.press('Shift+N');
  await waitStatus(page, /^New easy puzzle/, 60_000);
});

test('<sudoku-board> on its own: show-mistakes, full-hints and entry-mode; the nudge, then the step; solved carries hints and mistakes', async ({
  page,
}) => {
  const open = [0, 40, 80];
  const nearly = nearlySolved(open);
  const out = await page.evaluate(
    async ([puzzle, sol]) => {
      const b = document.createElement('sudoku-board');
      b.setAttribute('puzzle', puzzle);
      b.setAttribute('show-mistakes', '');
      document.querySelector('main').prepend(b);
      await b.ready;
      let solved = null;
      b.addEventListener('solved', (e) => {
        solved = e.detail;
      });
      const cells = b.shadowRoot.querySelectorAll('[role="gridcell"]');
      const sel = () => [...cells].findIndex((c) => c.getAttribute('aria-selected') === 'true');
      const key = (k) =>
        cells[sel()].dispatchEvent(
          new KeyboardEvent('keydown', { key: k, code: /^\d$/.test(k) ? `Digit${k}` : '', bubbles: true }),
        );
      const res = {};
      res.nudge = await b.hint();
      res.nudgeStatus = b.status.message;
      res.region = b.shadowRoot.querySelectorAll('.hl-region').length;
      key('Escape'); // hides it; asked again, the same step is not counted again
      res.regionAfterEscape = b.shadowRoot.querySelectorAll('.hl-region').length;
      res.again = await b.hint();
      res.full = await b.hint();
      res.applied = await b.hint();
      res.hints = b.hintsUsed;
      b.fullHints = true; // the next step shows in full at once (and counts)
      res.fullFirst = { attr: b.hasAttribute('full-hints'), level: (await b.hint()).level };
      b.fullHints = false;
      cells[40].click();
      key('9'); // wrong: the solution has 7
      res.invalid = cells[40].getAttribute('aria-invalid');
      res.mistakes = b.mistakes;
      b.entryMode = 'centre';
      res.mode = b.getAttribute('entry-mode');
      key('Backspace');
      key('3');
      res.centreName = cells[40].getAttribute('aria-label');
      key('n'); // N cycles: centre -> digits, and the attribute follows
      res.afterN = { attr: b.getAttribute('entry-mode'), stray: b.hasAttribute('input-mode') };
      b.entryMode = 'digit';
      for (const i of [0, 40, 80]) {
        if (b.value[i] !== '.') continue;
        cells[i].click();
        key('Backspace');
        key(String(sol[i]));
      }
      res.solved = solved;
      res.state = b.state;
      b.remove();
      return res;
    },
    [nearly, SOL],
  );
  assertEqual(out.nudge.level, 1, 'the first hint() is a nudge');
  assert(/^Hint \(.*\): look at (row|column|box)s? /.test(out.nudgeStatus), out.nudgeStatus);
  assertEqual(cellRefs(out.nudgeStatus), [], 'the nudge names no cell');
  assertEqual([out.region, out.regionAfterEscape, out.again.level], [9, 0, 1], 'Escape hides the nudge');
  assertEqual(out.full.level, 2, 'the second is the step');
  assertEqual(out.applied.applied, true, 'the third applies it');
  assertEqual(out.hints, 1, 'one step, one hint (shown twice)');
  assertEqual(out.fullFirst, { attr: true, level: 2 }, 'full-hints: the step at the first call');
  assertEqual(out.invalid, 'true', 'show-mistakes marks the wrong digit');
  assertEqual(out.mistakes, 1, 'counted');
  assertEqual(out.mode, 'centre', 'entryMode sets the attribute');
  assertEqual(out.centreName, 'row 5, column 5, centre marks 3', 'a centre mark by the input mode');
  assertEqual(out.afterN, { attr: 'digit', stray: false }, 'N sets entry-mode (no stray input-mode)');
  assertEqual(
    { hintsUsed: out.solved?.hintsUsed, mistakes: out.solved?.mistakes },
    { hintsUsed: 2, mistakes: 1 },
    'the solved event',
  );
  assert(Number.isInteger(out.solved.timeMs), 'with its time');
  assertEqual([out.state.version, out.state.mistakes, out.state.hintsUsed], [2, 1, 2], 'board.state');
});

// forum_hardest_1106 (tests/data): its first step is a Turbot Fish on digit 5, a chain.
const TURBOT = '.2..5.7..4..1....68....3...2....8..3.4..2.5.....6...1...2.9.....9......57.4...9..';

test("the steps panel draws a chain step's links as the hint does", async ({ page, base }) => {
  await openInPlay(page, base, TURBOT);
  await page.getByRole('button', { name: 'Show steps', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('#steps-list button').length > 0);
  const first = page.locator('#steps-list button').first();
  assert(/^Turbot Fish/.test(await first.locator('.step-technique').textContent()), 'the first step');
  await first.click();
  await waitStatus(page, /^Step 1 \(Turbot Fish/);
  const text = await first.locator('.step-text').textContent();
  const named = new Set(cellRefs(text));
  const ends = await page.$$eval('sudoku-board svg.chain line', (els) =>
    els.map((e) => [e.dataset.from, e.dataset.to]),
  );
  assert(ends.length >= 3, `${ends.length} chain lines; a Turbot Fish has at least three links`);
  for (const end of ends.flat()) assert(named.has(Number(end.split(':')[0])), `a line ends at ${end}, not named`);
  await axeBoth(page, "a chain step's board");
  await page.keyboard.press('Escape');
  assertEqual(await page.locator('sudoku-board svg.chain line').count(), 0, 'gone with the step');
  return `${ends.length} links`;
});
