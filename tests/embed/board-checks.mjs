// <sudoku-board> (`dlx-sudoku/board`) in an app of tests/embed/: the app's page holds
// <sudoku-board puzzle="..."> and imports the element; these checks drive it in Chromium through
// its methods, its shadow DOM (playwright's CSS selectors pierce open shadow roots), the
// keyboard and the pointer. Expected values come from the same package run in Node (`expected`)
// and from the rules, never from the page.

import fs from 'node:fs';
import path from 'node:path';
import { openBoardPage } from './open-page.mjs';

const BOARD = 'sudoku-board';
const EVENTS_TIMEOUT_MS = 60_000;

/** Starts recording the element's events into window.__boardEvents. */
async function recordEvents(page) {
  await page.evaluate(() => {
    window.__boardEvents = [];
    const board = document.querySelector('sudoku-board');
    for (const type of ['change', 'solved', 'error'])
      board.addEventListener(type, (e) => window.__boardEvents.push({ type, detail: e.detail }));
  });
}

const events = (page, type) =>
  page.evaluate((t) => window.__boardEvents.filter((e) => e.type === t).map((e) => e.detail), type);
const call = (page, method, ...args) =>
  page.evaluate(([m, a]) => document.querySelector('sudoku-board')[m](...a), [method, args]);
const prop = (page, name) => page.evaluate((n) => document.querySelector('sudoku-board')[n], name);
const setProp = (page, name, value) =>
  page.evaluate(
    ([n, v]) => {
      document.querySelector('sudoku-board')[n] = v;
    },
    [name, value],
  );
const statusText = async (page) => (await page.textContent(`${BOARD} [part~="status"]`)).trim();

/** Waits until the element has fired `count` events of `type`; returns their details. */
async function waitEvents(page, type, count) {
  await page.waitForFunction(([t, n]) => window.__boardEvents.filter((e) => e.type === t).length >= n, [type, count], {
    timeout: EVENTS_TIMEOUT_MS,
  });
  return events(page, type);
}

const cellLabelRe = (i, rest) => new RegExp(`^row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}, ${rest}`);

/**
 * The checks of one app's page (`base` serves it). `tools`: check, expect, checkSolution,
 * cellsOf, expected (values from Node), axeSource (null: no axe check), shotPath (null: no
 * screenshot), quick (only the load, a hint, a new puzzle and a check: for apps whose build,
 * not the element, is under test).
 */
export async function boardChecks(browser, base, app, tools) {
  const { check, expect, expected, axeSource, shotPath, quick = false } = tools;
  const { context, page, problems } = await openBoardPage(browser, { network: true });
  const name = (what) => `${app}: <sudoku-board>: ${what}`;
  const noProblems = () =>
    check(name('no console errors, page errors or failed requests'), () => {
      expect(problems.length === 0, problems.join('\n'));
    });
  try {
    const loaded = await check(
      name(
        'the element is defined and shows <sudoku-board puzzle> as a grid of 9 rows of 9 cells, givens named as on the page',
      ),
      async () => {
        await page.goto(base);
        await page.waitForFunction(() => customElements.get('sudoku-board') !== undefined, null, {
          timeout: EVENTS_TIMEOUT_MS,
        });
        await recordEvents(page);
        const labels = await page.$$eval(`${BOARD} [role="gridcell"]`, (els) =>
          els.map((e) => e.getAttribute('aria-label')),
        );
        expect(labels.length === 81, `${labels.length} gridcells`);
        expect((await page.$$(`${BOARD} [role="grid"] > [role="row"]`)).length === 9, 'not 9 rows in the grid');
        const givens = tools.cellsOf(expected.puzzle);
        givens.forEach((v, i) => {
          const want = v ? cellLabelRe(i, `${v}, given$`) : cellLabelRe(i, 'empty$');
          expect(want.test(labels[i]), `cell ${i}: ${labels[i]}, expected ${want}`);
        });
        expect(
          (await prop(page, 'puzzle')) === expected.puzzle.replace(/[0-]/g, '.'),
          `puzzle property ${await prop(page, 'puzzle')}`,
        );
        const tabbable = await page.$$eval(`${BOARD} [role="gridcell"][tabindex="0"]`, (els) => els.length);
        expect(tabbable === 1, `${tabbable} cells in the tab order (a roving tab index keeps one)`);
      },
    );
    if (!loaded) return;

    await check(
      name(
        'hint(): the first call nudges (the technique and a unit, no cell), the second shows the next step (its sentence in the status region, its cells highlighted), the third applies it',
      ),
      async () => {
        const want = expected.hint.step;
        const nudge = await call(page, 'hint');
        expect(nudge && nudge.level === 1 && nudge.applied === false, `nudge: ${JSON.stringify(nudge)}`);
        const said = await statusText(page);
        expect(!/r\dc\d/.test(said) && /look at/.test(said), `the nudge names a cell: ${said}`);
        expect((await page.$$eval(`${BOARD} .cell.hl-target`, (els) => els.length)) === 0, 'the nudge shows targets');
        const region = await page.$$eval(`${BOARD} .cell.hl-region`, (els) => els.map((e) => Number(e.dataset.i)));
        for (const [c] of [...want.place, ...want.eliminate])
          expect(region.includes(c), `the outlined unit ${region} misses the step's cell ${c}`);
        const first = await call(page, 'hint');
        expect(first && first.kind === 'step' && first.applied === false, `first hint: ${JSON.stringify(first)}`);
        expect(first.text === want.text, `hint text ${JSON.stringify(first.text)}, Node ${JSON.stringify(want.text)}`);
        const status = await statusText(page);
        expect(status.includes(want.text), `status region: ${status}`);
        expect(
          (await page.getAttribute(`${BOARD} [part~="status"]`, 'aria-live')) === 'polite',
          'the status region is not aria-live=polite',
        );
        const targets = await page.$$eval(`${BOARD} .cell.hl-target`, (els) =>
          els.map((e) => Number(e.dataset.i)).sort((a, b) => a - b),
        );
        const wantTargets = [...new Set([...want.place, ...want.eliminate].map(([c]) => c))].sort((a, b) => a - b);
        expect(
          JSON.stringify(targets) === JSON.stringify(wantTargets),
          `highlighted targets ${targets}, step ${wantTargets}`,
        );
        const before = await prop(page, 'value');
        const second = await call(page, 'hint');
        expect(second && second.applied === true, `second hint: ${JSON.stringify(second)}`);
        const after = await prop(page, 'value');
        const solution = tools.cellsOf(expected.solution);
        for (const [c, d] of want.place)
          expect(
            after[c] === String(d) && d === solution[c],
            `cell ${c}: ${after[c]} after the step, which places ${d}; the solution has ${solution[c]}`,
          );
        const changed = [...after].map((ch, i) => (ch !== before[i] ? i : -1)).filter((i) => i >= 0);
        expect(
          changed.length === want.place.length,
          `cells changed: ${changed}; the step places ${JSON.stringify(want.place)}`,
        );
        const change = await events(page, 'change');
        expect(
          change.at(-1)?.value === after && change.at(-1)?.cause === 'hint',
          `last change event ${JSON.stringify(change.at(-1))}, value ${after}`,
        );
        expect((await prop(page, 'hintsUsed')) === 1, 'hintsUsed is not 1');
      },
    );

    if (expected.chain && !quick) {
      await check(
        name("a chain step's hint draws its links (one SVG line per parent link of the chain, between the candidates)"),
        async () => {
          await setProp(page, 'puzzle', expected.chain.puzzle);
          await call(page, 'hint'); // the nudge
          const r = await call(page, 'hint');
          expect(r && r.kind === 'step', `hint: ${JSON.stringify(r)}`);
          expect(
            r.step.technique === expected.chain.hint.step.technique,
            `technique ${r.step.technique}, Node ${expected.chain.hint.step.technique}`,
          );
          const want = [];
          for (const node of expected.chain.hint.step.chain) {
            for (const p of node.parents)
              want.push(
                `${expected.chain.hint.step.chain[p].cell}:${expected.chain.hint.step.chain[p].digit}>${node.cell}:${node.digit}`,
              );
          }
          const lines = await page.$$eval(`${BOARD} svg.chain line`, (els) =>
            els.map((e) => `${e.dataset.from}>${e.dataset.to}`),
          );
          expect(want.length > 0, 'the step has no links');
          expect(
            JSON.stringify([...lines].sort()) === JSON.stringify([...want].sort()),
            `lines ${lines.length}: ${lines.slice(0, 6)}...; chain links ${want.length}: ${want.slice(0, 6)}...`,
          );
          expect(
            (await page.getAttribute(`${BOARD} svg.chain`, 'aria-hidden')) === 'true',
            'the overlay is not aria-hidden',
          );
          if (shotPath) {
            fs.mkdirSync(path.dirname(shotPath), { recursive: true });
            await page.locator(BOARD).screenshot({ path: shotPath });
          }
        },
      );
    }

    const made = await check(
      name('newPuzzle({difficulty: easy, seed: 42}) gives the puzzle Node generates from that seed, and shows it'),
      async () => {
        const r = await call(page, 'newPuzzle', { difficulty: 'easy', seed: 42 });
        expect(r && r.puzzle === expected.seeded.puzzle, `page ${r?.puzzle}, Node ${expected.seeded.puzzle}`);
        expect(r.seed === '42', `seed ${r.seed}`);
        expect(
          (await prop(page, 'puzzle')) === expected.seeded.puzzle,
          `puzzle property ${await prop(page, 'puzzle')}`,
        );
        expect((await prop(page, 'value')) === expected.seeded.puzzle, 'the board shows more than the new givens');
        expect((await prop(page, 'hintsUsed')) === 0, 'hintsUsed was not reset');
        return r;
      },
    );

    if (made) {
      await check(
        name('keyboard and pointer: a wrong digit is marked by check() (aria-invalid), Ctrl+Z takes it back'),
        async () => {
          const solution = tools.cellsOf(expected.seeded.solution);
          const i = [...expected.seeded.puzzle].indexOf('.');
          const wrongDigit = (solution[i] % 9) + 1;
          await page.click(`${BOARD} [role="gridcell"][data-i="${i}"]`);
          await page.keyboard.press(String(wrongDigit));
          expect((await prop(page, 'value'))[i] === String(wrongDigit), 'the typed digit is not on the board');
          const r = await call(page, 'check');
          expect(r && JSON.stringify(r.wrong) === JSON.stringify([i]), `check: ${JSON.stringify(r)}`);
          expect(
            (await page.getAttribute(`${BOARD} [data-i="${i}"]`, 'aria-invalid')) === 'true',
            'the wrong cell is not aria-invalid',
          );
          expect(
            /wrong/.test(await page.getAttribute(`${BOARD} [data-i="${i}"]`, 'aria-label')),
            "the wrong cell's name does not say so",
          );
          await page.keyboard.press('Control+z');
          expect((await prop(page, 'value')) === expected.seeded.puzzle, `after Ctrl+Z: ${await prop(page, 'value')}`);
        },
      );
    }

    if (made && !quick) {
      await check(
        name(
          'pencil marks: P switches them on, digits toggle marks, Shift+digit toggles one, Backspace clears, Ctrl+Z brings them back',
        ),
        async () => {
          const i = [...expected.seeded.puzzle].indexOf('.');
          const cellSel = `${BOARD} [role="gridcell"][data-i="${i}"]`;
          const label = () => page.getAttribute(cellSel, 'aria-label');
          await page.click(cellSel);
          await page.keyboard.press('p');
          expect(
            (await page.getAttribute(`${BOARD} [data-action="pencil"]`, 'aria-pressed')) === 'true',
            'the Pencil button is not pressed after P',
          );
          await page.keyboard.press('7');
          await page.keyboard.press('3');
          expect(
            cellLabelRe(i, 'candidates 3 7$').test(await label()),
            `after 7 and 3 in pencil mode: ${await label()}`,
          );
          await page.keyboard.press('p');
          expect(
            (await page.getAttribute(`${BOARD} [data-action="pencil"]`, 'aria-pressed')) === 'false',
            'the Pencil button is still pressed after a second P',
          );
          await page.keyboard.press('Shift+Digit5');
          expect(cellLabelRe(i, 'candidates 3 5 7$').test(await label()), `after Shift+5: ${await label()}`);
          expect((await prop(page, 'value')) === expected.seeded.puzzle, 'pencil marks changed the digits');
          await page.keyboard.press('Backspace');
          expect(cellLabelRe(i, 'empty$').test(await label()), `after Backspace: ${await label()}`);
          await page.keyboard.press('Control+z');
          expect(cellLabelRe(i, 'candidates 3 5 7$').test(await label()), `after Ctrl+Z: ${await label()}`);
          await page.keyboard.press('Control+y');
          expect(cellLabelRe(i, 'empty$').test(await label()), `after Ctrl+Y: ${await label()}`);
        },
      );

      await check(
        name(
          'the number pad enters and erases a digit in the selected cell (the focus stays there); the Undo and Redo buttons',
        ),
        async () => {
          const i = [...expected.seeded.puzzle].indexOf('.');
          const d = tools.cellsOf(expected.seeded.solution)[i];
          await page.click(`${BOARD} [role="gridcell"][data-i="${i}"]`);
          await page.click(`${BOARD} [part~="pad-button"][data-digit="${d}"]`);
          expect((await prop(page, 'value'))[i] === String(d), `after pad ${d}: ${(await prop(page, 'value'))[i]}`);
          const focused = await page.evaluate(
            () => document.querySelector('sudoku-board').shadowRoot.activeElement?.dataset.i,
          );
          expect(focused === String(i), `the focus is on ${focused}, not the selected cell ${i}`);
          await page.click(`${BOARD} [part~="pad-button"][data-digit="0"]`);
          expect((await prop(page, 'value'))[i] === '.', 'Erase left the digit');
          await page.click(`${BOARD} [part~="undo-button"]`);
          expect((await prop(page, 'value'))[i] === String(d), 'the Undo button did not bring the digit back');
          await page.click(`${BOARD} [part~="redo-button"]`);
          expect((await prop(page, 'value')) === expected.seeded.puzzle, 'the Redo button did not erase it again');
        },
      );

      await check(
        name(
          'finishing the puzzle (each empty cell clicked, its digit typed) fires solved with {timeMs, hintsUsed, mistakes}',
        ),
        async () => {
          const solution = tools.cellsOf(expected.seeded.solution);
          const before = (await events(page, 'solved')).length;
          for (let i = 0; i < 81; i++) {
            if (expected.seeded.puzzle[i] !== '.') continue;
            await page.click(`${BOARD} [role="gridcell"][data-i="${i}"]`);
            await page.keyboard.press(String(solution[i]));
          }
          const solved = await waitEvents(page, 'solved', before + 1);
          const detail = solved.at(-1);
          expect(Number.isFinite(detail.timeMs) && detail.timeMs >= 0, `timeMs ${detail.timeMs}`);
          expect(detail.hintsUsed === 0, `hintsUsed ${detail.hintsUsed}`);
          const mistakes = await prop(page, 'mistakes');
          expect(
            Number.isInteger(detail.mistakes) && detail.mistakes === mistakes,
            `mistakes ${detail.mistakes}, the board's ${mistakes}`,
          );
          tools.checkSolution(tools.cellsOf(expected.seeded.puzzle), await prop(page, 'value'), app);
          expect(
            (await events(page, 'change')).at(-1)?.value === expected.seeded.solution,
            'the last change event is not the solved grid',
          );
          expect(/^Solved in /.test(await statusText(page)), `status: ${await statusText(page)}`);
        },
      );
    }

    if (quick) return await noProblems();

    await check(
      name(
        'bad input fires error with a clear message and never throws: a short string, clashing givens, no solution, several solutions',
      ),
      async () => {
        const shown = await prop(page, 'value');
        const errorsBefore = (await events(page, 'error')).length;
        const cases = [
          ['123', /expected 81 cells, found 3/],
          [`11${'.'.repeat(79)}`, /givens break the rules: The digit 1 appears 2 times in row 1 /],
          [expected.unsolvable, /no solution/],
          [`1${'.'.repeat(80)}`, /more than one solution/],
        ];
        for (let k = 0; k < cases.length; k++) {
          const [text, re] = cases[k];
          await setProp(page, 'puzzle', text);
          const all = await waitEvents(page, 'error', errorsBefore + k + 1);
          const message = all.at(-1).message;
          expect(
            re.test(message),
            `puzzle ${JSON.stringify(text.slice(0, 12))}...: message ${JSON.stringify(message)}, expected ${re}`,
          );
          if (k === 0) expect((await prop(page, 'value')) === shown, 'a bad puzzle string changed the board');
        }
        const r = await call(page, 'hint');
        expect(r === null, `hint on a puzzle with several solutions resolved ${JSON.stringify(r)}`);
        const last = (await events(page, 'error')).at(-1).message;
        expect(/exactly one solution/.test(last), `hint's error: ${last}`);
      },
    );

    await check(
      name(
        "edit mode: typed digits are the grid (change events), solve() shows its solution; show-candidates shows the rules' candidates in play",
      ),
      async () => {
        await setProp(page, 'mode', 'edit');
        await setProp(page, 'puzzle', expected.puzzle);
        expect(!(await page.isVisible(`${BOARD} [data-action="hint"]`)), 'Hint is shown in edit mode');
        const i = [...expected.puzzle].indexOf('.');
        await page.click(`${BOARD} [role="gridcell"][data-i="${i}"]`);
        await page.keyboard.press('9');
        const typed = `${expected.puzzle.slice(0, i)}9${expected.puzzle.slice(i + 1)}`;
        expect(
          (await prop(page, 'puzzle')) === typed && (await events(page, 'change')).at(-1)?.value === typed,
          `after typing 9: ${await prop(page, 'puzzle')}`,
        );
        expect(
          cellLabelRe(i, '9, given$').test(await page.getAttribute(`${BOARD} [data-i="${i}"]`, 'aria-label')),
          'a digit typed in edit mode is not a given',
        );
        await page.keyboard.press('Delete');
        const solution = await call(page, 'solve');
        expect(solution === expected.solution, `solve() in edit mode: ${solution}, Node ${expected.solution}`);
        const j = expected.puzzle.indexOf('.');
        const shown = await page.getAttribute(`${BOARD} [data-i="${j}"]`, 'aria-label');
        expect(cellLabelRe(j, `${expected.solution[j]}, solved$`).test(shown), `an open cell after solve(): ${shown}`);
        await setProp(page, 'mode', 'play');
        expect(
          (await prop(page, 'puzzle')) === expected.puzzle && (await prop(page, 'value')) === expected.puzzle,
          'play mode did not start the edited grid as a game',
        );
        const k = expected.puzzle.indexOf('.');
        const givens = tools.cellsOf(expected.puzzle);
        const allowed = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
          (d) =>
            !givens.some(
              (v, m) =>
                v === d &&
                (Math.floor(m / 9) === Math.floor(k / 9) ||
                  m % 9 === k % 9 ||
                  (Math.floor(m / 27) === Math.floor(k / 27) && Math.floor((m % 9) / 3) === Math.floor((k % 9) / 3))),
            ),
        );
        await setProp(page, 'showCandidates', true);
        const withMarks = await page.getAttribute(`${BOARD} [data-i="${k}"]`, 'aria-label');
        expect(
          cellLabelRe(k, `candidates ${allowed.join(' ')}$`).test(withMarks),
          `show-candidates: ${withMarks}; the rules allow ${allowed.join(' ')}`,
        );
        await setProp(page, 'showCandidates', false);
        expect(
          cellLabelRe(k, 'empty$').test(await page.getAttribute(`${BOARD} [data-i="${k}"]`, 'aria-label')),
          'the candidates stay without show-candidates',
        );
      },
    );

    if (axeSource) {
      for (const theme of ['light', 'dark']) {
        await check(
          name(
            `axe-core (WCAG 2.1 A and AA, best practices) on the element in play mode, ${theme} theme, with a hint and candidates showing: no violations, and every digit and mark at least 4.5:1`,
          ),
          async () => {
            await setProp(page, 'puzzle', ''); // the same puzzle again would keep the hint on show
            await setProp(page, 'puzzle', expected.puzzle);
            await page.evaluate((t) => {
              const b = document.querySelector('sudoku-board');
              b.setAttribute('theme', t);
              b.setAttribute('mode', 'play');
              b.showCandidates = true;
            }, theme);
            await call(page, 'hint'); // the nudge
            const r = await call(page, 'hint');
            expect(r && r.kind === 'step', `hint: ${JSON.stringify(r)}`);
            const violations = await page.evaluate(
              async ([src, tags]) => {
                // biome-ignore lint/security/noGlobalEval: axe-core's source, run as a global script in the app under test
                // biome-ignore lint/complexity/noCommaOperator: indirect eval, so axe defines its globals
                if (!window.axe) (0, eval)(src);
                const res = await window.axe.run(document.querySelector('sudoku-board'), {
                  runOnly: { type: 'tag', values: tags },
                });
                return res.violations.map(
                  (v) => `${v.id} on ${v.nodes.length} element(s), e.g. ${v.nodes[0].target}: ${v.help}`,
                );
              },
              [axeSource, tools.axeTags],
            );
            expect(violations.length === 0, violations.join('; '));
            // axe leaves one-character text undecided ("too short"): each digit and pencil mark's
            // colour against the background under it (the nearest opaque background colour).
            const low = await page.evaluate(() => {
              const rgb = (c) => (c.match(/[\d.]+/g) || []).map(Number);
              const lum = ([r, g, b]) =>
                [r, g, b]
                  .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
                  .reduce((a, v, k) => a + v * [0.2126, 0.7152, 0.0722][k], 0);
              const out = [];
              const root = document.querySelector('sudoku-board').shadowRoot;
              for (const el of root.querySelectorAll('.cell, .mark')) {
                const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
                if (!own) continue;
                let bg = null;
                for (let n = el; n && n.nodeType === 1 && !bg; n = n.parentElement) {
                  const c = rgb(getComputedStyle(n).backgroundColor);
                  if (c.length === 3 || c[3] === 1) bg = c;
                }
                const fg = rgb(getComputedStyle(el).color);
                const [a, b] = [lum(fg), lum(bg || [255, 255, 255])].sort((x, y) => y - x);
                const ratio = (a + 0.05) / (b + 0.05);
                if (ratio < 4.5) out.push(`${el.className} "${el.textContent.trim()}" ${ratio.toFixed(2)}:1`);
              }
              return out;
            });
            expect(
              low.length === 0,
              `text below 4.5:1: ${low.slice(0, 5).join('; ')}${low.length > 5 ? ` and ${low.length - 5} more` : ''}`,
            );
          },
        );
      }
    }

    await check(
      name('removing the element terminates its worker; put back, it starts a new one when needed'),
      async () => {
        const live = () => page.workers().length;
        const before = live();
        expect(before >= 1, 'no worker is running');
        await page.evaluate(() => {
          window.__detached = document.querySelector('sudoku-board');
          window.__detached.remove();
        });
        for (const deadline = Date.now() + 10_000; live() !== before - 1; ) {
          expect(Date.now() < deadline, `${live()} workers 10 s after the element left the page, ${before} before`);
          await new Promise((done) => setTimeout(done, 50));
        }
        await page.evaluate(() => document.body.append(window.__detached));
        const r = await call(page, 'newPuzzle', { difficulty: 'easy', seed: 42 });
        expect(
          r && r.puzzle === expected.seeded.puzzle,
          `newPuzzle after putting the element back: ${JSON.stringify(r)}`,
        );
        for (const deadline = Date.now() + 10_000; live() !== before; ) {
          expect(
            Date.now() < deadline,
            `${live()} workers after the element came back and made a puzzle, ${before} before it left`,
          );
          await new Promise((done) => setTimeout(done, 50));
        }
      },
    );

    await noProblems();
  } finally {
    await context.close();
  }
}
