// End-to-end tests of the player's defects of the 2026-12-04 audit (D1-D24) on the screen: phones
// (the board brought into view, the message box, touch, the difficulty control), the settings,
// the steps' board, spacing and the finish panel (player.test.mjs: the game). Expected values come
// from CLUE17's published solution (tests/data) and the checkers of support.mjs, never from the package.

import {
  CLUE17,
  SOL,
  assert,
  assertEqual,
  cell,
  inGameMenu,
  nearlySolved,
  openInPlay,
  padKey,
  readGrid,
  test,
  toGrid,
  waitStatus,
} from './support.mjs';

const GIVENS = toGrid(CLUE17);
/** The board's box against the viewport: whether it is all on screen. */
const boardInView = (p) =>
  p.evaluate(() => {
    const r = document.querySelector('#board').getBoundingClientRect();
    return {
      top: Math.round(r.top),
      bottom: Math.round(r.bottom),
      inView: r.top >= 0 && r.bottom <= innerHeight + 0.5,
    };
  });

/** The smallest space between the boxes of `selectors` (on one row: across; wrapped: down). */
const spaceBetween = (p, selectors) =>
  p.evaluate((sels) => {
    const boxes = sels.map((s) => document.querySelector(s).getBoundingClientRect());
    let least = Infinity;
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) {
        const [x, y] = [boxes[a], boxes[b]];
        const across = Math.max(y.left - x.right, x.left - y.right);
        const down = Math.max(y.top - x.bottom, x.top - y.bottom);
        least = Math.min(least, Math.max(across, down));
      }
    return least;
  }, selectors);

test('D4-D6: on a phone, selecting a step, History → Reopen and Import → Load bring the board into view', async ({
  page,
  base,
}) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const p = await context.newPage();
    await openInPlay(p, base, CLUE17);
    // D4: a step of the steps panel, far below the board.
    await p.getByRole('button', { name: 'Show steps', exact: true }).click();
    await p.waitForFunction(() => document.querySelectorAll('#steps-list button').length > 10);
    const step = p.locator('#steps-list button').nth(10);
    await step.scrollIntoViewIfNeeded();
    assert(!(await boardInView(p)).inView, 'the list is below the board');
    await step.click();
    await waitStatus(p, /^Step 11 /);
    const afterStep = await boardInView(p);
    assert(afterStep.inView, `selecting a step: the board at ${afterStep.top}-${afterStep.bottom}`);
    await p.keyboard.press('Escape');
    await waitStatus(p, /^Back to your board/);
    // D6: Import → Load.
    const hardest = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
    await p.locator('#import-text').fill(hardest);
    await p.getByRole('button', { name: 'Load', exact: true }).scrollIntoViewIfNeeded();
    assert(!(await boardInView(p)).inView, 'the import box is below the board');
    await p.getByRole('button', { name: 'Load', exact: true }).click();
    await waitStatus(p, /^Loaded the imported text/);
    const afterLoad = await boardInView(p);
    assert(afterLoad.inView, `Import → Load: the board at ${afterLoad.top}-${afterLoad.bottom}`);
    // D5: History → Reopen the first game (CLUE17).
    await p.evaluate(() => window.scrollTo(0, 500)); // where the audit was: Statistics and History at the top
    await p.getByRole('button', { name: 'History', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'History' });
    await dialog.waitFor({ state: 'visible' });
    assert(!(await boardInView(p)).inView, `History is below the board: ${JSON.stringify(await boardInView(p))}`);
    await dialog.getByRole('button', { name: 'Reopen' }).first().click();
    await waitStatus(p, /^Reopened from History/);
    const afterReopen = await boardInView(p);
    assert(afterReopen.inView, `History → Reopen: the board at ${afterReopen.top}-${afterReopen.bottom}`);
  } finally {
    await context.close();
  }
});

test("D9: on a 360x640 phone the message box holds two lines: a hint's sentence reads without More, and the game bar stays on screen", async ({
  page,
  base,
}) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      colorScheme,
    });
    try {
      const p = await context.newPage();
      await openInPlay(p, base, CLUE17);
      await p.getByRole('button', { name: 'Hint', exact: true }).click();
      await waitStatus(p, /Press Hint again to see the step\.$/);
      await p.getByRole('button', { name: 'Hint', exact: true }).click();
      const text = await waitStatus(p, /Press Hint again to apply it\.$/);
      const sentence = /^Hint \(Hidden Single, 1\.2\): r\dc\d is the only place for \d in (box|row|column) \d\./.exec(
        text,
      )?.[0];
      assert(sentence, `a hidden single's hint: ${text}`);
      const seen = await p.evaluate((n) => {
        const status = document.querySelector('#status');
        const range = document.createRange();
        range.setStart(status.firstChild, 0);
        range.setEnd(status.firstChild, n);
        const box = status.getBoundingClientRect();
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        const last = [...range.getClientRects()].reduce((m, r) => Math.max(m, r.bottom), 0);
        const bar = document.querySelector('.game-bar').getBoundingClientRect();
        return { lines: lines.size, inside: last <= box.bottom + 0.5, barBottom: bar.bottom, height: innerHeight };
      }, sentence.length);
      assert(seen.lines >= 2, `${colorScheme}: the sentence takes ${seen.lines} line(s)`);
      assert(seen.inside, `${colorScheme}: "${sentence}" is cut by the message box`);
      assert(seen.barBottom <= seen.height, `${colorScheme}: the game bar ends at ${seen.barBottom}`);
    } finally {
      await context.close();
    }
  }
});

test('D10: on a touch screen a tapped pad key does not keep a hover look', async ({ page, base }) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const p = await context.newPage();
    await openInPlay(p, base, CLUE17);
    assertEqual(await p.evaluate(() => matchMedia('(hover: hover)').matches), false, 'a touch screen');
    await cell(p, 0).tap();
    await padKey(p, 7).tap();
    const look = (d) =>
      p
        .locator(`.pad[data-digit="${d}"]`)
        .first()
        .evaluate((e) => {
          const c = getComputedStyle(e);
          return `${c.backgroundColor} ${c.borderColor}`;
        });
    assertEqual(await look(7), await look(8), 'the 7 tapped looks like the 8 not tapped');
  } finally {
    await context.close();
  }
});

test('D11: digit first has a visible switch in the More menu: a tap on a pad digit keeps it, a tap on a cell places it', async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  await inGameMenu(page, () => page.getByRole('checkbox', { name: 'Digit first: tap a digit, then cells' }).check());
  await waitStatus(page, /^Digit first: tap a digit on the pad to keep it/);
  const target = GIVENS.findIndex((v, i) => !v && SOL[i] === 5);
  await padKey(page, 5).click();
  await waitStatus(page, /^5 kept: tap cells to place it/);
  assertEqual(await padKey(page, 5).getAttribute('aria-pressed'), 'true', 'the kept key shows it');
  await cell(page, target).click();
  assertEqual((await readGrid(page))[target], 5, 'the tapped cell got the kept 5');
  await padKey(page, 5).click();
  await waitStatus(page, /^No digit kept/);
  assertEqual(
    await page.evaluate(() => JSON.parse(localStorage.getItem('dlx-sudoku:settings')).digitFirst),
    true,
    'the setting is kept',
  );
});

test('D21: a tap on Notes or Pause names no key (a phone has none); the N and T keys still name theirs', async ({
  page,
  base,
}) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const p = await context.newPage();
    await openInPlay(p, base, CLUE17);
    await p.getByRole('button', { name: 'Notes', exact: true }).tap();
    const notes = await waitStatus(p, /^Notes: corner marks/);
    assert(!/\bN\b/.test(notes), `a tap on Notes: ${notes}`);
    await p.getByRole('button', { name: 'Pause', exact: true }).tap();
    const paused = await waitStatus(p, /^Paused at/);
    assert(!/\bT\b/.test(paused), `a tap on Pause: ${paused}`);
  } finally {
    await context.close();
  }
  await openInPlay(page, base, CLUE17);
  await page.keyboard.press('n');
  await waitStatus(page, /^Notes: corner marks\..* N again: centre marks\.$/);
  await page.keyboard.press('t');
  await waitStatus(page, /^Paused at .*\(or press T\)/);
});

test('D24: on a phone the difficulty control shows its whole word ("Medium", "Extreme"), not "Mediu…"', async ({
  page,
  base,
}) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  for (const [width, height] of [
    [360, 640],
    [390, 844],
  ]) {
    const context = await browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true });
    try {
      const p = await context.newPage();
      await openInPlay(p, base, CLUE17);
      for (const level of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
        await p.getByRole('combobox', { name: 'Difficulty' }).selectOption(level);
        // The text shown against the room the control gives it (its box less the padding and
        // about 24 px for the arrow), measured in the control's own font.
        const fit = await p.evaluate(() => {
          const s = /** @type {HTMLSelectElement} */ (document.querySelector('#difficulty'));
          const c = getComputedStyle(s);
          const ctx = document.createElement('canvas').getContext('2d');
          ctx.font = `${c.fontWeight} ${c.fontSize} ${c.fontFamily}`;
          const text = s.selectedOptions[0].textContent;
          const room = s.clientWidth - Number.parseFloat(c.paddingLeft) - Number.parseFloat(c.paddingRight) - 24;
          return { text, width: ctx.measureText(text).width, room };
        });
        assert(fit.width <= fit.room, `${width}px: "${fit.text}" is ${fit.width.toFixed(0)} px in ${fit.room} px`);
        assert(fit.text.toLowerCase().startsWith(level), `${width}px: the ${level} choice reads "${fit.text}"`);
      }
    } finally {
      await context.close();
    }
  }
});

test("D18: a step's board draws the earlier steps' digits apart from the player's (green, not blue)", async ({
  page,
  base,
}) => {
  await openInPlay(page, base, CLUE17);
  const mine = GIVENS.findIndex((v) => !v);
  await cell(page, mine).click();
  await page.keyboard.press(String(SOL[mine]));
  const colourOf = (i) =>
    page.evaluate((k) => getComputedStyle(document.querySelector('#board').view.cells[k]).color, i);
  const blue = await colourOf(mine);
  await page.getByRole('button', { name: 'Show steps', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('#steps-list button').length > 10);
  await page.locator('#steps-list button').nth(10).click();
  await waitStatus(page, /^Step 11 /);
  const placed = await page.$$eval('#board', ([b]) =>
    [...b.shadowRoot.querySelectorAll('[role="gridcell"].solved')].map((c) => Number(c.dataset.i)),
  );
  assert(placed.length > 0, 'the earlier steps placed digits');
  // Blue: its blue channel above the others (the player's digits are, light and dark).
  const isBlue = (rgb) => {
    const [r, g, b] = rgb.match(/\d+/g).map(Number);
    return b > r && b > g;
  };
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    assert(isBlue(blue), `the player's digit is blue: ${blue}`);
    for (const i of placed.slice(0, 3)) {
      const c = await colourOf(i);
      assert(!isBlue(c), `${scheme}: cell ${i}, placed by an earlier step, is drawn in blue (${c}) like the player's`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
});

test('D19: "Show steps" and "Back to your board", and "Open a file", "Rate" and "Download", do not touch', async ({
  page,
  base,
}) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport });
    try {
      const p = await context.newPage();
      await openInPlay(p, base, CLUE17);
      await p.getByRole('button', { name: 'Show steps', exact: true }).click();
      await p.waitForFunction(() => document.querySelectorAll('#steps-list button').length > 10);
      await p.locator('#steps-list button').nth(3).click();
      await waitStatus(p, /^Step 4 /);
      const steps = await spaceBetween(p, ['#show-steps', '#steps-back']);
      assert(steps >= 6, `${viewport.width}px: the steps buttons are ${steps} px apart`);
      const list = await spaceBetween(p, ['.list-file-label', '#list-rate', '#list-download']);
      assert(list >= 6, `${viewport.width}px: the list buttons are ${list} px apart`);
    } finally {
      await context.close();
    }
  }
});

test('D22: the finish panel ends under its buttons on a phone (no empty band at its bottom)', async ({
  page,
  base,
}) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const p = await context.newPage();
    const open = [0, 40, 80];
    await openInPlay(p, base, nearlySolved(open));
    for (const i of open) {
      await cell(p, i).tap();
      await p.keyboard.press(String(SOL[i]));
    }
    const panel = p.getByRole('dialog', { name: 'Solved!' });
    await panel.waitFor();
    const band = await p.evaluate(() => {
      const d = document.querySelector('#done-dialog');
      const buttons = d.querySelector('.row-actions').getBoundingClientRect();
      return d.getBoundingClientRect().bottom - buttons.bottom - Number.parseFloat(getComputedStyle(d).paddingBottom);
    });
    assert(band <= 4, `${band.toFixed(0)} px of empty panel under the buttons`);
  } finally {
    await context.close();
  }
});

test('D3 on a phone: beside Pause, the level line stays whole at 360 px ("Extreme · SE 10.3")', async ({
  page,
  base,
}) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  try {
    const p = await context.newPage();
    // One of the hardest (tests/data), SE 10.3: the longest level line a puzzle gives.
    await openInPlay(p, base, '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3');
    const level = await p.evaluate(() => {
      const e = document.querySelector('#play-level');
      return { text: e.textContent, cut: e.scrollWidth > e.clientWidth + 0.5 };
    });
    assert(/^Extreme · SE (rating )?10\.3$/.test(level.text), level.text);
    assertEqual(level.cut, false, `the level "${level.text}" is cut`);
    assert(await p.getByRole('button', { name: 'Pause', exact: true }).isVisible(), 'Pause is there');
  } finally {
    await context.close();
  }
});
