// End-to-end test of layout stability: the page's layout shifts, summed over every
// shift without recent input (a stricter figure than Chromium's cumulative layout shift, which
// takes the worst 5 s window), from the first paint through the load, a new puzzle and a hint,
// at phone and desktop sizes, light and dark, in Play and in Solve. The bound is Core Web
// Vitals' "good" (0.1) halved. Layout shifts are counted by the browser, not timed.

import { HARDEST, assert, test, waitStatus } from './support.mjs';

export const CLS_BOUND = 0.05;
// Phones (412x823 is Lighthouse's mobile preset) and a desktop.
export const SIZES = [
  [360, 640],
  [390, 844],
  [412, 823],
  [1280, 900],
];

// Installed before the page's own scripts: every layout-shift entry, with what moved.
function observeShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const moved = (e.sources || []).map((s) => {
        const n = s.node;
        if (!(n instanceof Element)) return n ? n.nodeName : '?';
        return `${n.localName}${n.id ? `#${n.id}` : ''}${n.classList.length ? `.${[...n.classList].join('.')}` : ''}`;
      });
      window.__shifts.push({
        value: e.value,
        moved,
        status: document.querySelector('#status')?.textContent.slice(0, 60),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// Two frames, so that the last change has been laid out and its shift reported.
const settle = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));

async function playRun(page, base) {
  await page.goto(`${base}?p=${HARDEST}`);
  await page.waitForSelector('body[data-solver="ready"]', { timeout: 20_000 });
  await waitStatus(page, /Loaded the puzzle from the link/);
  // The rating arrives from the worker after the load, with no input to excuse a shift.
  await page.waitForFunction(() => /rating/.test(document.querySelector('#play-level')?.textContent ?? ''));
  await settle(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^Hint\b/);
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
  await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
  await waitStatus(page, /New easy puzzle|Could not/, 60_000);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitStatus(page, /^Hint\b/);
}

async function solveRun(page, base) {
  await page.goto(`${base}?mode=solve`);
  await page.waitForSelector('body[data-solver="ready"]', { timeout: 20_000 });
  await settle(page);
  await page.getByRole('button', { name: 'One of the hardest' }).click();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitStatus(page, /Solved|No solution|Could not/);
}

for (const [width, height] of SIZES) {
  test(`layout shift at ${width}x${height}, light and dark, Play and Solve: at most ${CLS_BOUND}`, async ({
    page,
    base,
  }) => {
    const browser = page.context().browser();
    assert(browser, 'no browser behind the page');
    const figures = [];
    const over = [];
    for (const colorScheme of ['light', 'dark']) {
      for (const [mode, drive] of [
        ['Play', playRun],
        ['Solve', solveRun],
      ]) {
        const context = await browser.newContext({ viewport: { width, height }, colorScheme });
        try {
          const p = await context.newPage();
          const errors = [];
          p.on('pageerror', (err) => errors.push(err.message));
          await p.addInitScript(observeShifts);
          await drive(p, base);
          await settle(p);
          assert(errors.length === 0, `${mode} ${colorScheme}: page errors: ${errors.join('; ')}`);
          const shifts = await p.evaluate(() => window.__shifts);
          const sum = shifts.reduce((s, e) => s + e.value, 0);
          figures.push(`${mode} ${colorScheme} ${sum.toFixed(4)}`);
          if (sum > CLS_BOUND) {
            const list = shifts
              .map((e) => `${e.value.toFixed(4)} (${e.moved.join(', ')}; status: ${e.status})`)
              .join('; ');
            over.push(`${mode} ${colorScheme}: ${sum.toFixed(4)} > ${CLS_BOUND}: ${list}`);
          }
        } finally {
          await context.close();
        }
      }
    }
    assert(over.length === 0, `layout shift over the bound at ${width}x${height}:\n${over.join('\n')}`);
    return `shift sums: ${figures.join(', ')}`;
  });
}
