// The React 19 app of tests/embed/ssr/, rendered on the server (renderToString, ssr/build.mjs)
// and hydrated in Chromium (hydrateRoot), the board's module loaded before or after hydration.
// What it holds the element to: the props React's server writes as attributes (the puzzle,
// `showCandidates=""` and the other camel-case booleans, `entryMode="centre"`, which HTML
// lower-cases) take effect after hydration; `strings`, `state` and listeners given in a ref
// callback (React runs it at hydration; docs/embedding.md) take effect, set before or after the
// element is defined, the saved game's load heard as a `change`, typing and `solve()` heard;
// no hydration warnings. React 19.3 itself sets no custom element's property and attaches no
// listener while hydrating: what the #props board got of `strings`, `state` and `onchange` is
// printed, not checked. Expected values: the app's own constants and Node's solution.

import { openBoardPage } from './open-page.mjs';

const TIMEOUT_MS = 60_000;
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SAVED_VALUE = `41${PUZZLE.slice(2)}`; // the saved game: the 1 of r1c2 entered

/** Builds the pages (the server's render and the client's bundle) into ssr/dist/. */
export async function ssrBuild(dir, { check, runOk }) {
  return check('ssr: renderToString (react-dom/server) and the client bundled by esbuild', async () => {
    await runOk(process.execPath, ['build.mjs'], dir);
    return dir;
  });
}

export async function ssrChecks(browser, base, { check, expect, expected }) {
  for (const order of ['before', 'after']) {
    const name = (what) => `ssr: the board's module ${order} hydrateRoot: ${what}`;
    const { context, page, problems } = await openBoardPage(browser);
    try {
      const opened = await check(name('the page hydrates'), async () => {
        await page.goto(new URL(`dist/${order}.html`, base).href);
        await page.waitForSelector('body[data-done]', { timeout: TIMEOUT_MS });
      });
      if (!opened) continue;
      const read = () =>
        page.evaluate(() => {
          const PUBLIC = [
            'puzzle',
            'mode',
            'showCandidates',
            'theme',
            'print',
            'showMistakes',
            'fullHints',
            'entryMode',
            'state',
            'strings',
            'client',
          ];
          return Object.fromEntries(
            [...document.querySelectorAll('sudoku-board')].map((b) => [
              b.id,
              {
                puzzle: b.puzzle,
                value: b.value,
                showCandidates: b.showCandidates,
                showMistakes: b.showMistakes,
                fullHints: b.fullHints,
                entryMode: b.entryMode,
                hintsUsed: b.hintsUsed,
                hint: b.shadowRoot.querySelector('[data-action="hint"]').textContent,
                // Public properties left on the element (set before it was defined) hide its accessors.
                own: PUBLIC.filter((k) => Object.hasOwn(b, k)),
                // The rules' candidates drawn in r1c3, an empty cell.
                marks: b.shadowRoot.querySelector('[data-i="2"]').textContent.trim(),
              },
            ]),
          );
        });
      const boards = await read();
      await check(
        name(
          'the props written as attributes take effect (puzzle, showCandidates, showMistakes, fullHints, entryMode)',
        ),
        () => {
          for (const id of ['props', 'ref']) {
            const b = boards[id];
            expect(
              b.puzzle === PUZZLE &&
                b.showCandidates &&
                b.showMistakes &&
                b.fullHints &&
                b.entryMode === 'centre' &&
                b.marks !== '',
              `#${id}: ${JSON.stringify(b)}`,
            );
          }
        },
      );
      await check(name('strings and state given in a ref callback take effect: the saved game, the words'), () => {
        const b = boards.ref;
        expect(b.own.length === 0, `properties left on the element, hiding its own: ${b.own.join(' ')}`);
        expect(b.value === SAVED_VALUE && b.hintsUsed === 1, `#ref: value ${b.value}, hintsUsed ${b.hintsUsed}`);
        expect(b.hint === 'Indice ?', `#ref: the Hint button reads ${b.hint}`);
      });
      await check(name("the ref callback's listeners hear the saved game's load, typing and solve()"), async () => {
        const causes = async () =>
          page.evaluate(() => window.__ssr.log.filter((e) => e.id === 'ref').map((e) => e.cause ?? e.type));
        const loaded = await causes();
        expect(loaded.includes('state'), `#ref heard ${JSON.stringify(loaded)} (no change for the saved game)`);
        // Digits, not centre marks, from here (the property also drops the server's `entrymode`).
        await page.evaluate(() => {
          document.getElementById('ref').entryMode = 'digit';
        });
        await page.click('sudoku-board#ref >> [data-i="2"]');
        await page.keyboard.press('Digit7');
        await page.evaluate(() => document.getElementById('ref').solve());
        const after = (await causes()).slice(loaded.length);
        expect(JSON.stringify(after) === '["input","solve","solved"]', `then heard ${JSON.stringify(after)}`);
        const value = await page.evaluate(() => document.getElementById('ref').value);
        expect(value === expected.solution, `#ref value ${value}`);
      });
      await check(name('a re-render keeps the game'), async () => {
        const before = await page.evaluate(() => document.getElementById('ref').value);
        await page.evaluate(() => window.__ssr.rerender());
        await page.waitForFunction(() => document.getElementById('renders').textContent === 'renders: 2');
        const after = await read();
        expect(after.ref.value === before && after.ref.showCandidates, JSON.stringify(after.ref));
      });
      // React's own part, printed: what hydration gave the #props board of its object and event props.
      const p = boards.props;
      const heard = await page.evaluate(() => window.__ssr.log.filter((e) => e.id === 'props').length);
      console.log(
        `     ssr (${order}): #props after hydration: state ${p.value === SAVED_VALUE ? 'set' : 'not set'}, strings ${p.hint === 'Indice ?' ? 'set' : 'not set'}, stable onchange ${heard ? 'attached' : 'not attached'}`,
      );
      await check(name('no console errors or warnings (no hydration mismatch)'), () => {
        expect(problems.length === 0, problems.join('\n'));
      });
    } finally {
      await context.close();
    }
  }
}
