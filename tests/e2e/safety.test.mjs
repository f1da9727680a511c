// End-to-end tests of what keeps the page safe and usable for everyone: the
// Content-Security-Policy, saved state that cannot be trusted, and axe-core on both modes.

import {
  gameMenu,
  CLUE17,
  assert,
  assertEqual,
  cell,
  checkAxe,
  openInPlay,
  readGrid,
  solveAndCheck,
  test,
  waitStatus,
} from './support.mjs';

test(
  'Content-Security-Policy: the page works under it and an injected inline script does not run',
  async ({ page }) => {
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert(
      /script-src 'self' 'wasm-unsafe-eval'/.test(csp) && !/unsafe-inline|'unsafe-eval'/.test(csp),
      `policy: ${csp}`,
    );
    const result = await page.evaluate(async () => {
      const violations = [];
      document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true;';
      document.head.append(s);
      const b = document.createElement('button');
      b.setAttribute('onclick', 'window.__clicked = true;');
      document.body.append(b);
      b.click();
      b.remove();
      await new Promise((r) => setTimeout(r, 100));
      return { injected: window.__injected === true, clicked: window.__clicked === true, violations };
    });
    assert(!result.injected, 'the injected inline script ran');
    assert(!result.clicked, 'the injected inline handler ran');
    assert(
      result.violations.length >= 2 && result.violations.every((d) => d.startsWith('script-src')),
      `violations reported: ${result.violations}`,
    );
    // Everything else still works: the wasm in both workers, a new puzzle, a solve.
    await page.getByRole('tab', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    await waitStatus(page, /^New medium puzzle/);
    const puzzle = (await readGrid(page)).map((v) => (v ? String(v) : '.')).join('');
    await page.getByRole('tab', { name: 'Solve', exact: true }).click();
    await solveAndCheck(page, puzzle);
    return `violations: ${result.violations.join(', ')}`;
  },
  { allowConsole: /Content Security Policy/ },
);

for (const [label, value, reason] of [
  ['corrupt JSON', '{"app":"dlx-sudoku","version":1,', /it is not valid JSON/],
  [
    'an older version',
    JSON.stringify({ app: 'dlx-sudoku', version: 0, givens: '1'.repeat(81) }),
    /saved by another version of this page/,
  ],
  ['a huge value', `"${'9'.repeat(2_000_000)}"`, /too large \(2,000,002 characters\)/],
  [
    'wrong fields',
    JSON.stringify({
      app: 'dlx-sudoku',
      version: 1,
      mode: 'play',
      grid: '.'.repeat(81),
      givens: '<b>'.repeat(27),
      entries: '.'.repeat(81),
      marks: [],
    }),
    /the givens of the game: not 81 cells/,
  ],
]) {
  test(`saved state that is ${label} is ignored with a message; the page works`, async ({ page, base, context }) => {
    await context.addInitScript(
      ([key, v]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, v);
      },
      ['dlx-sudoku:game', value],
    );
    await page.goto(base);
    await page.waitForSelector('body[data-solver="ready"]');
    const status = await waitStatus(
      page,
      new RegExp(`The saved game could not be restored: .*${reason.source}.*Starting afresh`),
    );
    assertEqual(
      await page.getByRole('tab', { name: 'Solve', exact: true }).getAttribute('aria-selected'),
      'true',
      'fresh start in Solve',
    );
    await cell(page, 0).click();
    await page.keyboard.press('1');
    await solveAndCheck(page, `1${'.'.repeat(80)}`);
    const saved = await page.evaluate(() => localStorage.getItem('dlx-sudoku:game'));
    assert(saved && JSON.parse(saved).version === 2, 'the page saves a good state again');
    return status;
  });
}

test('axe-core finds no violations: Play and Solve, light and dark, with a hint showing and pencil marks filled', async ({
  page,
  base,
  shot,
}) => {
  await openInPlay(page, base, CLUE17);
  await gameMenu(page, 'Fill candidates');
  await waitStatus(page, /Filled every empty cell/);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^Hint \(/);
  await page.getByRole('button', { name: 'Show steps', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('#steps-list button').length > 0);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await checkAxe(page, `Play, ${scheme}, hint showing, pencil marks filled`);
    await page.setViewportSize({ width: 1200, height: 900 });
    await shot(`play-${scheme}-desktop.png`);
    await page.setViewportSize({ width: 360, height: 780 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 360, `Play is ${width}px wide at 360px (${scheme})`);
    await shot(`play-${scheme}-phone.png`);
    await page.setViewportSize({ width: 1200, height: 900 });
  }
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitStatus(page, /^Solved/);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await checkAxe(page, `Solve, ${scheme}, solved`);
    await shot(`solve-${scheme}-desktop.png`);
  }
  // Every control in the tab order has a visible focus indicator.
  await page.getByRole('tab', { name: 'Play', exact: true }).click();
  const missing = [];
  for (let k = 0; k < 40; k++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      let e = document.activeElement;
      while (e?.shadowRoot?.activeElement) e = e.shadowRoot.activeElement;
      if (!e || e === document.body) return null;
      const s = getComputedStyle(e);
      return {
        name: e.getAttribute('aria-label') || e.textContent.trim().slice(0, 30) || e.id,
        outline: s.outlineStyle !== 'none' && s.outlineWidth !== '0px',
        shadow: s.boxShadow !== 'none',
      };
    });
    if (info && !info.outline && !info.shadow) missing.push(info.name);
  }
  assert(missing.length === 0, `no visible focus on: ${missing.join(', ')}`);
});

test('storage full: a notice says the progress cannot be kept, outlives the load’s later messages and goes on Dismiss', async ({
  page,
  base,
  context,
  shot,
}) => {
  // Another page of the origin filled localStorage to its quota before this visit (the review's
  // reproduction): the page's first save fails, then the first visit goes on to a new puzzle,
  // whose messages used to replace the warning within the same load.
  await context.addInitScript(() => {
    if (sessionStorage.getItem('filled')) return;
    sessionStorage.setItem('filled', '1');
    localStorage.clear();
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`fill-${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  await page.goto(base);
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /^New medium puzzle/);
  const notice = page.getByRole('alert').filter({ hasText: 'cannot be kept' });
  assert(await notice.isVisible(), 'the notice is shown after the load’s last message');
  assert(
    /^Your progress cannot be kept across reloads: the browser storage is full\./.test(
      (await page.locator('#storage-notice-text').textContent()) ?? '',
    ),
    await page.locator('#storage-notice-text').textContent(),
  );
  assertEqual(await page.evaluate(() => localStorage.getItem('dlx-sudoku:game')), null, 'no game saved');
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^Hint\b/);
  assert(await notice.isVisible(), 'the notice outlives later messages');
  await shot('storage-full.png');

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  assert(await notice.isHidden(), 'Dismiss hides the notice');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^Hint\b|^Applied/);
  assert(await page.locator('#storage-notice').isHidden(), 'not shown again while saving still fails');
  // Room again: the next save works.
  await page.evaluate(() => localStorage.removeItem('fill-0'));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('dlx-sudoku:game') !== null);
  assert(await page.locator('#storage-notice').isHidden(), 'hidden once the game is saved');
});
