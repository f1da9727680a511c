// End-to-end tests of the phone-first layout: at 360x640, 390x844 and 1280x900 the
// board, the number pad and the tool row are on the first screen with no scrolling, at load and
// after each press of Hint and after a clash, and the pad never moves; a message of any length
// stays in its box, with the whole text one tap away; pencil marks are at least 11 px on a
// 360 px phone; a first visit plays a new puzzle of the default difficulty.

import { HARDEST, assert, assertEqual, cell, checkAxe, gameMenu, readGrid, test, waitStatus } from './support.mjs';

const SIZES = [
  [360, 640],
  [390, 844],
  [1280, 900],
];

/** The page's boxes that must be on the first screen, in CSS pixels. */
const boxes = (page) =>
  page.evaluate(() => {
    const box = (sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      return { top: r.top, left: r.left, bottom: r.bottom, right: r.right };
    };
    return {
      board: box('sudoku-board'),
      pad: box('.numpad'),
      tools: box('.tool-row'),
      scrollY: window.scrollY,
      viewport: { width: innerWidth, height: innerHeight },
    };
  });

function assertOnScreen(b, when) {
  assertEqual(b.scrollY, 0, `${when}: the page scrolled`);
  for (const name of ['board', 'pad', 'tools']) {
    const r = b[name];
    assert(
      r.top >= 0 && r.left >= 0 && r.bottom <= b.viewport.height + 0.5 && r.right <= b.viewport.width + 0.5,
      `${when}: the ${name} (${JSON.stringify(r)}) is not inside the ${b.viewport.width}x${b.viewport.height} viewport`,
    );
  }
}

const sameBox = (a, b) => ['top', 'left', 'bottom', 'right'].every((k) => Math.abs(a[k] - b[k]) < 0.5);

const settle = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));

for (const [width, height] of SIZES) {
  test(`phone-first layout at ${width}x${height}: board, pad and tools on the first screen; hints and clashes move nothing`, async ({
    page,
    base,
  }) => {
    const browser = page.context().browser();
    assert(browser, 'no browser behind the page');
    const notes = [];
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme });
      try {
        const p = await context.newPage();
        await p.goto(`${base}?p=${HARDEST}`);
        await p.waitForSelector('body[data-solver="ready"]', { timeout: 20_000 });
        await waitStatus(p, /Loaded the puzzle from the link/);
        await p.waitForFunction(() => /rating/.test(document.querySelector('#play-level')?.textContent ?? ''));
        await settle(p);
        const first = await boxes(p);
        assertOnScreen(first, `${colorScheme}, at load`);
        // Hint, press after press, until the grid changes (the hint is applied) or 4 presses.
        const gridText = async () => (await readGrid(p)).join('');
        const before = await gridText();
        let presses = 0;
        while (presses < 4) {
          const status = await p.locator('#status').textContent();
          await p.getByRole('button', { name: 'Hint', exact: true }).click();
          presses++;
          await p.waitForFunction((s) => document.querySelector('#status').textContent !== s, status);
          await settle(p);
          const b = await boxes(p);
          assertOnScreen(b, `${colorScheme}, after Hint press ${presses}`);
          assert(sameBox(b.pad, first.pad), `${colorScheme}: the pad moved after Hint press ${presses}`);
          if ((await gridText()) !== before) break;
        }
        assert((await gridText()) !== before, `${colorScheme}: ${presses} Hint presses did not change the grid`);
        notes.push(`${colorScheme}: applied at press ${presses}`);
        // The whole message is one tap away, drawn over the pad: nothing moves.
        const more = p.locator('#status-more');
        if (await more.isVisible()) {
          await more.click();
          assertEqual(await more.getAttribute('aria-expanded'), 'true', 'More opened');
          const open = await p.locator('#status').evaluate((s) => s.scrollHeight <= s.clientHeight + 1);
          assert(open, `${colorScheme}: the opened message is still cut`);
          assert(sameBox((await boxes(p)).pad, first.pad), `${colorScheme}: the pad moved when the message opened`);
          await checkAxe(p, `${width}x${height} ${colorScheme}, message opened`);
          await p.keyboard.press('Escape');
          assertEqual(await more.getAttribute('aria-expanded'), 'false', 'Escape closes the message');
        }
        // A clash: the same digit as a given in its row. The list of clashes is under More.
        const r0 = HARDEST.indexOf('8');
        const free = [...HARDEST.slice(0, 9)].findIndex((c, i) => c === '.' && i !== r0);
        await cell(p, free).click();
        await p.keyboard.press('8');
        await waitStatus(p, /Clash/);
        await settle(p);
        const clash = await boxes(p);
        assertOnScreen(clash, `${colorScheme}, after a clash`);
        assert(sameBox(clash.pad, first.pad), `${colorScheme}: the pad moved after a clash`);
        await more.click();
        const problems = await p.locator('#problems').textContent();
        assert(/The digit 8 appears 2 times in row 1 /.test(problems), `the list of clashes: ${problems}`);
        assert(await p.locator('#problems').isVisible(), 'the list of clashes is shown when More is open');
        assert(sameBox((await boxes(p)).pad, first.pad), `${colorScheme}: the pad moved when the clash list opened`);
        await checkAxe(p, `${width}x${height} ${colorScheme}, clash list opened`);
      } finally {
        await context.close();
      }
    }
    return notes.join('; ');
  });
}

test('pencil marks are at least 11 px on a 360 px wide phone', async ({ page, base }) => {
  const browser = page.context().browser();
  assert(browser, 'no browser behind the page');
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  try {
    const p = await context.newPage();
    await p.goto(`${base}?p=${HARDEST}`);
    await p.waitForSelector('body[data-solver="ready"]', { timeout: 20_000 });
    await waitStatus(p, /Loaded the puzzle from the link/);
    await gameMenu(p, 'Fill candidates');
    await waitStatus(p, /candidates/i);
    const sizes = await p
      .locator('sudoku-board')
      .evaluate((b) =>
        [...b.shadowRoot.querySelectorAll('.mark')].map((m) => parseFloat(getComputedStyle(m).fontSize)),
      );
    assert(sizes.length > 0, 'no pencil marks drawn');
    const smallest = Math.min(...sizes);
    assert(smallest >= 11, `the smallest pencil mark is ${smallest} px`);
    return `${sizes.length} marks, smallest ${smallest.toFixed(2)} px`;
  } finally {
    await context.close();
  }
});

test(
  'a first visit plays: a new puzzle of the default difficulty, which the difficulty control shows',
  async ({ page }) => {
    await waitStatus(page, /New medium puzzle: \d+ givens, rating \d\.\d/, 60_000);
    assertEqual(
      await page.getByRole('tab', { name: 'Play', exact: true }).getAttribute('aria-selected'),
      'true',
      'Play is the selected tab',
    );
    assertEqual(await page.locator('#difficulty').inputValue(), 'medium', 'difficulty shown');
    assert(/^Medium · SE rating \d\.\d/.test(await page.locator('#play-level').textContent()), 'level shown');
    // The rating's help is one tap away.
    await page.getByRole('button', { name: 'What is the SE rating?' }).click();
    await waitStatus(page, /^SE rating: how hard the puzzle is/);
    assert(await page.locator('#status').evaluate((s) => s.scrollHeight <= s.clientHeight + 1), 'help text cut');
    await checkAxe(page, 'first visit, rating help open');
  },
  { firstVisit: true },
);
