// End-to-end tests of the comfort features of issue 45 (page/comfort.js, page/theme.js): Hide the
// timer, the theme switch, the mistake limit, sounds and vibration; each on a phone (390x844,
// touch) and on a desktop (1280x900). Expected digits come from CLUE17's published solution
// (support.mjs's SOL), never from the package.

import {
  CLUE17,
  SOL,
  assert,
  assertEqual,
  cell,
  inGameMenu,
  openInPlay,
  saved,
  test,
  toGrid,
  waitStatus,
} from './support.mjs';

const GIVENS = toGrid(CLUE17);
/** The empty cells of CLUE17, in order. */
const EMPTY = GIVENS.flatMap((v, i) => (v ? [] : [i]));
/** A digit that is not the solution's at cell i. */
const wrongDigit = (i) => (SOL[i] % 9) + 1;

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * Registers `fn` twice: on a phone and on a desktop, each in a context of its own (`init`, when
 * given, runs in the page before its scripts).
 */
export function onBoth(name, fn, { init = null, colorScheme = 'light' } = {}) {
  for (const [kind, options] of [
    ['phone 390x844', PHONE],
    ['desktop 1280x900', DESKTOP],
  ]) {
    test(`${name} (${kind})`, async ({ page, base }) => {
      const browser = page.context().browser();
      assert(browser, 'no browser behind the page');
      const context = await browser.newContext({ ...options, colorScheme });
      try {
        const p = await context.newPage();
        const errors = [];
        p.on('pageerror', (err) => errors.push(err.message));
        if (init) await p.addInitScript(init);
        await fn(p, { base, phone: kind.startsWith('phone') });
        assertEqual(errors, [], 'page errors');
      } finally {
        await context.close();
      }
    });
  }
}

/** A tap on a phone, a click on a desktop. */
const press = (locator, phone) => (phone ? locator.tap() : locator.click());

/** Types digit d into cell i: the cell, then the pad's key. */
async function enter(p, i, d, phone) {
  await press(cell(p, i), phone);
  await press(p.locator(`.numpad .pad[data-digit="${d}"]`), phone);
}

const setting = (p, name) => p.getByLabel(name, { exact: true });

onBoth('Hide the timer hides the clock, and stays so after a reload', async (p, { base, phone }) => {
  await openInPlay(p, base, CLUE17);
  assert(await p.locator('#play-clock').isVisible(), 'the clock shows at first');
  await inGameMenu(p, () => setting(p, 'Hide the timer').check());
  await waitStatus(p, /^The timer is hidden/);
  assert(!(await p.locator('#play-clock').isVisible()), 'the clock is hidden');
  await p.reload();
  await p.waitForSelector('body[data-solver="ready"]');
  assert(!(await p.locator('#play-clock').isVisible()), 'still hidden after a reload');
  // The pause cover says no time either.
  await press(p.locator('#pause'), phone);
  assert(await p.locator('#pause-cover').isVisible(), 'paused');
  assert(!(await p.locator('#pause-clock').isVisible()), 'the cover shows no time');
});

/** The page's background and the board's cell background, as drawn. */
const colours = (p) =>
  p.evaluate(() => {
    const b = /** @type {any} */ (document.querySelector('#board'));
    const luminance = (c) => {
      const [r, g, bl] = c.match(/\d+(\.\d+)?/g).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * bl) / 255;
    };
    return {
      page: luminance(getComputedStyle(document.body).backgroundColor),
      cell: luminance(getComputedStyle(b.shadowRoot.querySelector('[role="gridcell"]')).backgroundColor),
      scheme: getComputedStyle(document.documentElement).colorScheme,
    };
  });

onBoth(
  'the theme switch: Dark on a light system, then Light, then System; kept after a reload',
  async (p, { base }) => {
    await openInPlay(p, base, CLUE17);
    const light = await colours(p);
    assert(light.page > 0.8 && light.cell > 0.8, `light at first: ${JSON.stringify(light)}`);
    await inGameMenu(p, () => setting(p, 'Dark').check());
    await waitStatus(p, /^Theme: dark/);
    const dark = await colours(p);
    assert(dark.page < 0.2 && dark.cell < 0.25, `dark: ${JSON.stringify(dark)}`);
    assertEqual(dark.scheme, 'dark', 'the form controls are dark too');
    await p.reload();
    await p.waitForSelector('body[data-solver="ready"]');
    const again = await colours(p);
    assert(again.page < 0.2 && again.cell < 0.25, `dark after a reload: ${JSON.stringify(again)}`);
    await inGameMenu(p, () => setting(p, 'System').check());
    const system = await colours(p);
    assert(system.page > 0.8 && system.cell > 0.8, `system (light): ${JSON.stringify(system)}`);
  },
);

onBoth(
  'the theme switch: Light on a dark system',
  async (p, { base }) => {
    await openInPlay(p, base, CLUE17);
    const dark = await colours(p);
    assert(dark.page < 0.2, `the system's dark at first: ${JSON.stringify(dark)}`);
    await inGameMenu(p, () => setting(p, 'Light').check());
    const light = await colours(p);
    assert(light.page > 0.8 && light.cell > 0.8, `light: ${JSON.stringify(light)}`);
    assertEqual(light.scheme, 'light', 'the form controls are light too');
  },
  { colorScheme: 'dark' },
);

onBoth(
  'a mistake limit of 3 ends the game at its third mistake, said, kept after a reload',
  async (p, { base, phone }) => {
    await openInPlay(p, base, CLUE17);
    await inGameMenu(p, () => setting(p, 'Mistake limit').selectOption('3'));
    await waitStatus(p, /^Mistake limit: a game ends at its 3/);
    await enter(p, EMPTY[0], SOL[EMPTY[0]], phone); // a right digit
    await enter(p, EMPTY[1], wrongDigit(EMPTY[1]), phone);
    await enter(p, EMPTY[2], wrongDigit(EMPTY[2]), phone);
    assertEqual(await p.locator('#play-mistakes').textContent(), '2 of 3 mistakes', 'the count against the limit');
    assert(!(await p.locator('#over-cover').isVisible()), 'two mistakes: the game goes on');
    await enter(p, EMPTY[3], wrongDigit(EMPTY[3]), phone);
    await waitStatus(p, /^Game over: 3 mistakes: the limit you set/);
    assert(await p.locator('#over-cover').isVisible(), 'the cover says so');
    assert(/3 mistakes/.test(await p.locator('#over-text').textContent()), 'with the count');
    assert(
      await p.locator('#board').evaluate((b) => /** @type {HTMLElement} */ (b).inert),
      'the board takes no more moves',
    );
    const ended = await saved(p);
    assert(ended.lostMs !== null, 'saved as over');
    // The clock stands still.
    const t = await p.locator('#play-clock').textContent();
    await p.waitForTimeout(1200);
    assertEqual(await p.locator('#play-clock').textContent(), t, 'the clock stopped');
    await p.reload();
    await p.waitForSelector('body[data-solver="ready"]');
    assert(await p.locator('#over-cover').isVisible(), 'still over after a reload');
    // History lists it as given up.
    const games = await p.evaluate(() => JSON.parse(localStorage.getItem('dlx-sudoku:games') ?? '{}'));
    const record = (games.games ?? games).find?.(
      (g) => g.givens === CLUE17.replaceAll('.', '0') || g.id === ended.gameId,
    );
    assert(record?.gaveUp === true, `the game's record: ${JSON.stringify(record)?.slice(0, 200)}`);
    // New puzzle on the cover goes on.
    await press(p.getByRole('button', { name: 'New puzzle', exact: true }).first(), phone);
    await p.waitForFunction(() => document.querySelector('#over-cover').hidden);
  },
);

/** Records the sounds and vibrations the page makes (installed before its scripts run). */
function spyFeedback() {
  const w = /** @type {any} */ (window);
  w.__tones = [];
  w.__vibrations = [];
  navigator.vibrate = (pattern) => {
    w.__vibrations.push(pattern);
    return true;
  };
  const Real = window.AudioContext;
  w.AudioContext = class extends Real {
    createOscillator() {
      const osc = super.createOscillator();
      const start = osc.start.bind(osc);
      osc.start = (when) => {
        w.__tones.push(osc.frequency.value);
        start(when);
      };
      return osc;
    }
  };
}
const feedback = (p) => p.evaluate(() => ({ tones: [...window.__tones], vibrations: [...window.__vibrations] }));
const clearFeedback = (p) =>
  p.evaluate(() => {
    window.__tones.length = 0;
    window.__vibrations.length = 0;
  });

onBoth(
  'sounds and vibration: off by default; on, a digit, a mistake and a mark each make their own',
  async (p, { base, phone }) => {
    await openInPlay(p, base, CLUE17);
    await enter(p, EMPTY[0], SOL[EMPTY[0]], phone);
    assertEqual(await feedback(p), { tones: [], vibrations: [] }, 'off by default: silent and still');
    await inGameMenu(p, async () => {
      await setting(p, 'Sounds').check();
      await setting(p, 'Vibration').check();
    });
    await clearFeedback(p);
    await enter(p, EMPTY[1], SOL[EMPTY[1]], phone);
    const right = await feedback(p);
    assert(right.tones.length >= 1 && right.vibrations.length === 1, `a digit: ${JSON.stringify(right)}`);
    await clearFeedback(p);
    await enter(p, EMPTY[2], wrongDigit(EMPTY[2]), phone);
    const wrong = await feedback(p);
    assert(wrong.tones.length >= 1 && wrong.vibrations.length === 1, `a mistake: ${JSON.stringify(wrong)}`);
    assert(
      JSON.stringify(wrong) !== JSON.stringify(right),
      `a mistake sounds and feels unlike a digit: ${JSON.stringify({ right, wrong })}`,
    );
    // Erasing a digit changes the digits: it feels as placing one does (as in <sudoku-board>); a
    // pencil mark changes only the marks, and feels unlike both.
    await clearFeedback(p);
    await press(cell(p, EMPTY[2]), phone);
    await press(p.locator('.pad-erase'), phone);
    assertEqual(await feedback(p), right, 'erasing a digit');
    await clearFeedback(p);
    const notes = p.getByRole('button', { name: 'Notes', exact: true });
    await press(notes, phone);
    await enter(p, EMPTY[4], SOL[EMPTY[4]], phone);
    await press(notes, phone);
    const mark = await feedback(p);
    assert(mark.tones.length >= 1 && mark.vibrations.length === 1, `a mark: ${JSON.stringify(mark)}`);
    assert(
      ![right, wrong].some((other) => JSON.stringify(other) === JSON.stringify(mark)),
      `a mark sounds and feels unlike a digit and a mistake: ${JSON.stringify({ right, wrong, mark })}`,
    );
    // Off again, and kept so.
    await inGameMenu(p, () => setting(p, 'Sounds').uncheck());
    await clearFeedback(p);
    await enter(p, EMPTY[3], SOL[EMPTY[3]], phone);
    assertEqual((await feedback(p)).tones, [], 'sounds off');
    const kept = await p.evaluate(() => JSON.parse(localStorage.getItem('dlx-sudoku:settings')));
    assertEqual([kept.sound, kept.haptics], [false, true], 'the switches are kept');
  },
  { init: spyFeedback },
);

// ------------------------------------------------------------------------------------------
// Several cells at once, and candidate colours

/** The indexes of the selected cells, as the grid says (aria-selected). */
const selected = (p) =>
  p.$$eval('[role="gridcell"]', (els) =>
    els.flatMap((e, i) => (e.getAttribute('aria-selected') === 'true' ? [i] : [])),
  );
const nameOf = (p, i) => cell(p, i).getAttribute('aria-label');

/** A drag from cell a to cell b through the cells between: the mouse, or a finger (CDP touch events). */
async function drag(p, from, to, phone) {
  const centre = async (i) => {
    const b = await cell(p, i).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const a = await centre(from);
  const b = await centre(to);
  const steps = 6;
  const at = (k) => ({ x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps });
  if (!phone) {
    await p.mouse.move(a.x, a.y);
    await p.mouse.down();
    for (let k = 1; k <= steps; k++) await p.mouse.move(at(k).x, at(k).y);
    await p.mouse.up();
    return;
  }
  const cdp = await p.context().newCDPSession(p);
  // One finger (id 1) throughout: without an id, the next tap may be taken for this gesture's.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...a, id: 1 }] });
  for (let k = 1; k <= steps; k++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...at(k), id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // Chromium's gesture detector takes the first tap after a CDP touch sequence as part of it (no
  // click follows, though pointerup does): a tap on the page's margin, which does nothing, ends it.
  await p.touchscreen.tap(2, 2);
}

// r1c1, r1c2, r1c3 and r4c1..r4c3 are empty in CLUE17 (its first givens are in row 2 and row 3).
onBoth(
  'several cells: a drag selects them; a corner mark and a colour go to all of them, one undo each',
  async (p, { base, phone }) => {
    await openInPlay(p, base, CLUE17);
    for (const i of [0, 1, 2, 27, 28, 29]) assertEqual(GIVENS[i], 0, `cell ${i} is empty in CLUE17`);
    await drag(p, 0, 2, phone);
    assertEqual(await selected(p), [0, 1, 2], 'the drag selected the three cells it crossed');
    // Notes, then 5: a corner mark in all three.
    await press(p.locator('#notes'), phone);
    await p.waitForFunction(() => document.querySelector('#notes').getAttribute('aria-pressed') === 'true');
    await press(p.locator('.numpad .pad[data-digit="5"]'), phone);
    for (const i of [0, 1, 2])
      assert(/candidates 5(,|$)/.test(await nameOf(p, i)), `r1c${i + 1}: ${await nameOf(p, i)}`);
    // Again: all have it, so it comes off all.
    await press(p.locator('.numpad .pad[data-digit="5"]'), phone);
    for (const i of [0, 1, 2])
      assert(!/candidates/.test(await nameOf(p, i)), `r1c${i + 1} cleared: ${await nameOf(p, i)}`);
    await press(p.locator('#undo'), phone);
    for (const i of [0, 1, 2])
      assert(/candidates 5/.test(await nameOf(p, i)), `one undo brings back all three: ${await nameOf(p, i)}`);
    // A plain tap selects one cell again.
    await press(cell(p, 27), phone);
    assertEqual(await selected(p), [27], 'a plain tap selects one');
    await drag(p, 27, 29, phone);
    await press(p.locator('#notes'), phone); // notes off
    await press(p.locator('#colour-mode'), phone);
    await press(p.locator('.numpad .pad[data-digit="4"]'), phone);
    for (const i of [27, 28, 29])
      assert(/coloured/.test(await nameOf(p, i)), `r4c${i - 26} coloured: ${await nameOf(p, i)}`);
  },
);

test('several cells on a desktop keyboard and mouse: Shift+arrows, Ctrl+click and Shift+click; digits in all', async ({
  page,
  base,
}) => {
  await page.setViewportSize(DESKTOP.viewport);
  await openInPlay(page, base, CLUE17);
  await cell(page, 0).click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  assertEqual(await selected(page), [0, 1, 2], 'Shift+arrows grow the selection');
  await page.keyboard.press('Shift+Digit7'); // a corner mark in all
  for (const i of [0, 1, 2]) assert(/candidates 7/.test(await nameOf(page, i)), await nameOf(page, i));
  await page.keyboard.press('ArrowDown');
  assertEqual(await selected(page), [11], 'a plain arrow: one cell');
  await cell(page, 27).click();
  await cell(page, 29).click({ modifiers: ['Control'] });
  await cell(page, 28).click({ modifiers: ['Shift'] });
  assertEqual(await selected(page), [27, 28, 29], 'Ctrl+click and Shift+click add cells');
  await cell(page, 29).click({ modifiers: ['Control'] });
  assertEqual(await selected(page), [27, 28], 'Ctrl+click again takes one out');
  // A digit in both: r4c1 is 7 and r4c2 is 9 in the published solution.
  await page.keyboard.press('9');
  assertEqual([SOL[27], SOL[28]], [7, 9], 'the published solution');
  const names = [await nameOf(page, 27), await nameOf(page, 28)];
  assert(/, 9, /.test(names[0]) && /, 9(,|$)/.test(names[1]), `9 in both: ${names}`);
  assertEqual((await saved(page)).mistakes, 1, 'one of them is wrong: one mistake');
});

/** The candidates the rules allow in cell i of CLUE17 (an independent count from the givens). */
const ruleDigits = (i) => {
  const seen = new Set();
  for (let j = 0; j < 81; j++) {
    const same =
      Math.floor(j / 9) === Math.floor(i / 9) ||
      j % 9 === i % 9 ||
      (Math.floor(j / 27) === Math.floor(i / 27) && Math.floor((j % 9) / 3) === Math.floor((i % 9) / 3));
    if (same && GIVENS[j]) seen.add(GIVENS[j]);
  }
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
};

onBoth(
  'candidate colours: Colour twice, then a digit colours that candidate A, B, none; kept after a reload',
  async (p, { base, phone }) => {
    await openInPlay(p, base, CLUE17);
    const [d] = ruleDigits(0);
    await inGameMenu(p, () => p.getByRole('button', { name: 'Fill candidates', exact: true }).click());
    await press(cell(p, 0), phone);
    await press(p.locator('#colour-mode'), phone);
    await press(p.locator('#colour-mode'), phone);
    await waitStatus(p, /^Candidate colour:/);
    assertEqual(await p.locator('#colour-mode .tool-text').textContent(), 'Candidates', 'the tool says so');
    const pad = p.locator(`.numpad .pad[data-digit="${d}"]`);
    await press(pad, phone);
    assert(new RegExp(`colour A ${d}(,|$)`).test(await nameOf(p, 0)), `A: ${await nameOf(p, 0)}`);
    const disc = await p.evaluate((digit) => {
      const b = /** @type {any} */ (document.querySelector('#board'));
      const mark = b.shadowRoot.querySelectorAll('[role="gridcell"]')[0].querySelectorAll('.mark')[digit - 1];
      return { cc: mark.dataset.cc, bg: getComputedStyle(mark).backgroundColor };
    }, d);
    assert(
      disc.cc === 'a' && !/rgba\(0, 0, 0, 0\)|transparent/.test(disc.bg),
      `drawn as a disc: ${JSON.stringify(disc)}`,
    );
    await press(pad, phone);
    assert(new RegExp(`colour B ${d}(,|$)`).test(await nameOf(p, 0)), `B: ${await nameOf(p, 0)}`);
    await p.reload();
    await p.waitForSelector('body[data-solver="ready"]');
    assert(new RegExp(`colour B ${d}(,|$)`).test(await nameOf(p, 0)), `kept after a reload: ${await nameOf(p, 0)}`);
    await press(cell(p, 0), phone);
    await press(p.locator('#colour-mode'), phone);
    await press(p.locator('#colour-mode'), phone);
    await press(p.locator(`.numpad .pad[data-digit="${d}"]`), phone);
    assert(!/colour [AB]/.test(await nameOf(p, 0)), `none: ${await nameOf(p, 0)}`);
  },
);

test('<sudoku-board> on its own: Ctrl+click selects two cells, Pencil and a digit mark both; entry-mode="candidate"', async ({
  page,
}) => {
  const out = await page.evaluate(async (puzzle) => {
    const b = /** @type {any} */ (document.createElement('sudoku-board'));
    b.setAttribute('puzzle', puzzle);
    document.querySelector('main').prepend(b);
    await b.ready;
    const cells = b.shadowRoot.querySelectorAll('[role="gridcell"]');
    const selected = () => [...cells].flatMap((c, i) => (c.getAttribute('aria-selected') === 'true' ? [i] : []));
    cells[0].click();
    cells[2].dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
    const two = selected();
    b.shadowRoot.querySelector('[data-action="pencil"]').click();
    b.shadowRoot.querySelector('.pad [data-digit="6"]').click();
    const marks = [b.state.marks[0], b.state.marks[2]];
    b.entryMode = 'candidate';
    const focused = b.shadowRoot.activeElement;
    focused.dispatchEvent(new KeyboardEvent('keydown', { key: '6', code: 'Digit6', bubbles: true }));
    const st = b.state;
    const name = cells[0].getAttribute('aria-label');
    b.remove();
    return { two, marks, candA: [st.candA[0], st.candA[2]], name };
  }, CLUE17);
  assertEqual(out.two, [0, 2], 'Ctrl+click added r1c3');
  assertEqual(out.marks, [1 << 5, 1 << 5], 'the corner mark 6 in both');
  assertEqual(out.candA, [1 << 5, 1 << 5], 'candidate 6 in colour A in both');
  assert(/colour A 6/.test(out.name), out.name);
});
