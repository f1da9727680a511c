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
  'sounds and vibration: off by default; on, a digit and a mistake each make their own',
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
