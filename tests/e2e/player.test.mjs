// End-to-end tests of the player's defects of the 2026-12-04 audit (D1-D24): each test shows one
// defect gone, in the page and, where the element shares the code, in <sudoku-board> on its own.
// Expected values come from CLUE17's published solution (tests/data) and the checkers of
// support.mjs, never from the package.

import { CLUE17, SOL, assert, assertEqual, cell, openInPlay, readGrid, test, toGrid, waitStatus } from './support.mjs';

const GIVENS = toGrid(CLUE17);
const hintButton = (page) => page.getByRole('button', { name: 'Hint', exact: true });
const padKey = (page, d) => page.locator(`.pad[data-digit="${d}"]`);
const selectedCell = (page) =>
  page.$$eval('[role="gridcell"]', (els) => els.findIndex((e) => e.getAttribute('aria-selected') === 'true'));
const saved = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('dlx-sudoku:game')));

/** The next step as the worker gives it, asked through the element's own client (not the page's code). */
const workerStep = (page, entries) =>
  page.evaluate(
    async ([givens, e]) =>
      (await document.querySelector('sudoku-board').client.call('hint', { givens, entries: e })).step,
    [GIVENS, entries],
  );

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
