// The React 19 app of tests/embed/react/ (strict TypeScript, the package's own JSX types): tsc
// passes on the app and fails on src/type-errors.tsx with exactly the errors marked there; the
// built app, driven in Chromium, hears the board's events through the documented props, saves
// its game when the page is hidden and restores it after a reload, reads a late error, and keeps
// a running newPuzzle() while React reorders a keyed list. Its probes: a load's `change` heard
// whatever the prop order, a `state` prop re-rendered as a new object with the same game that
// keeps the game played since, `ready` renewed with the puzzle, and a saved game the board
// cannot read that fires `error` instead of throwing into React's commit. Expected values come from Node
// (`expected`) and from what the page did before the reload, never from the board itself alone.

import fs from 'node:fs';
import path from 'node:path';
import { openBoardPage } from './open-page.mjs';

const TIMEOUT_MS = 60_000;

/** tsc on the app and on the deliberate errors; `markedErrors` reads `// error TSnnnn` comments. */
export async function reactTypes(dir, { check, expect, run, markedErrors }) {
  const tsc = path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
  const [app, errors] = await Promise.all([
    run(process.execPath, [tsc, '-p', 'tsconfig.json'], dir),
    run(process.execPath, [tsc, '-p', 'tsconfig.errors.json'], dir),
  ]);
  await check('react: tsc --noEmit (strict, jsx react-jsx, only the package types) passes on src/main.tsx', () => {
    expect(app.code === 0, app.out);
  });
  await check(
    'react: tsc fails on src/type-errors.tsx with exactly the errors marked (onChange, onSolved, onError...)',
    () => {
      const want = markedErrors(path.join(dir, 'src', 'type-errors.tsx'));
      const got = [...errors.out.matchAll(/^src\/type-errors\.tsx\((\d+),\d+\): error (TS\d+)/gm)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
      const other = errors.out
        .split('\n')
        .filter((l) => /error TS\d+/.test(l) && !l.startsWith('src/type-errors.tsx('));
      expect(errors.code !== 0 && want.length > 0, `tsc passed or nothing is marked:\n${errors.out}`);
      expect(other.length === 0, `errors elsewhere:\n${other.join('\n')}`);
      expect(
        JSON.stringify([...got].sort()) === JSON.stringify([...want].sort()),
        `expected ${want.join(', ')}; got ${got.join(', ')}\n${errors.out}`,
      );
    },
  );
}

/** vite build of the app; returns dist/. */
export async function reactBuild(dir, { check, runOk }) {
  return check('react: vite build (TSX, default settings)', async () => {
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    await runOk(
      process.execPath,
      [path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      dir,
    );
    return path.join(dir, 'dist');
  });
}

/** The #probes root of the app (src/main.tsx's Probes): React's ways with the element's props. */
async function probeChecks(page, { check, expect, expected }) {
  const probes = (id, type) =>
    page.evaluate(([i, t]) => window.__react.probes.filter((e) => e.id === i && e.type === t), [id, type]);
  const board = (id) => `sudoku-board#${id}`;

  await check(
    'react: a load fires change whatever the prop order (puzzle, or state, written before onchange)',
    async () => {
      await page.waitForFunction(() => document.querySelectorAll('#probes sudoku-board').length === 3, null, {
        timeout: TIMEOUT_MS,
      });
      await page.evaluate(() =>
        Promise.all([...document.querySelectorAll('#probes sudoku-board')].map((b) => b.ready)),
      );
      for (const [id, cause] of [
        ['puzzle-first', 'puzzle'],
        ['state-first', 'state'],
      ]) {
        const heard = (await probes(id, 'change')).map((e) => e.detail.cause);
        expect(JSON.stringify(heard) === JSON.stringify([cause]), `#${id} heard ${JSON.stringify(heard)}`);
      }
    },
  );

  await check(
    'react: a state prop that is a new object with the same game on each render keeps the game played since',
    async () => {
      const i = expected.puzzle.indexOf('.', 2); // cell 1 holds the saved game's digit
      await page.click(`${board('state-first')} [role="gridcell"][data-i="${i}"]`);
      await page.keyboard.press(expected.solution[i]);
      const before = await page.evaluate((id) => document.getElementById(id).value, 'state-first');
      expect(before[i] === expected.solution[i] && before[1] === '1', `after typing: ${before}`);
      await page.evaluate(() => window.__react.rerender());
      await page.evaluate(() => window.__react.rerender());
      const after = await page.evaluate((id) => document.getElementById(id).value, 'state-first');
      expect(after === before, `after two re-renders: ${after}, before ${before}`);
      const causes = (await probes('state-first', 'change')).map((e) => e.detail.cause);
      expect(JSON.stringify(causes) === '["state","input"]', `change causes ${JSON.stringify(causes)}`);
    },
  );

  await check(
    'react: ready is a promise per puzzle: after the puzzle changes it waits for the new puzzle to be analysed',
    async () => {
      const r = await page.evaluate(
        async (several) => {
          const b = document.getElementById('puzzle-first');
          const first = b.ready;
          await first;
          b.puzzle = several;
          const second = b.ready;
          await second;
          return { renewed: first !== second, error: b.error?.message ?? null };
        },
        `1${'.'.repeat(80)}`,
      );
      expect(r.renewed, 'the same promise after the puzzle changed');
      expect(/more than one solution/.test(r.error ?? ''), `error once ready: ${r.error}`);
    },
  );

  await check(
    'react: a saved game the board cannot read (version 3) as the state prop fires error and leaves the board; React goes on',
    async () => {
      const before = await page.evaluate((id) => document.getElementById(id).value, 'bad-state');
      await page.evaluate(() => window.__react.giveBadState());
      await page.waitForFunction(
        () => window.__react.probes.some((e) => e.id === 'bad-state' && e.type === 'error'),
        null,
        { timeout: TIMEOUT_MS },
      );
      const errors = (await probes('bad-state', 'error')).map((e) => e.message);
      expect(errors.length === 1 && /version 3/.test(errors[0]), `errors ${JSON.stringify(errors)}`);
      const after = await page.evaluate(() => ({
        value: document.getElementById('bad-state')?.value ?? null,
        boards: document.querySelectorAll('#probes sudoku-board').length,
      }));
      expect(after.value === before, `the board after the bad state: ${after.value}, before ${before}`);
      expect(after.boards === 3, `${after.boards} boards left in #probes (React unmounted the root?)`);
      await page.evaluate(() => window.__react.rerender());
      const errorsAfter = (await probes('bad-state', 'error')).length;
      expect(errorsAfter === 1, `a re-render with the same bad state fired ${errorsAfter} errors`);
    },
  );
}

export async function reactChecks(browser, base, { check, expect, expected }) {
  const { context, page, problems } = await openBoardPage(browser);
  const open = async () => {
    await page.waitForSelector('body[data-done="ok"]', { timeout: TIMEOUT_MS });
    await page.evaluate(() => document.getElementById('game').ready);
  };
  const log = (type) => page.evaluate((t) => window.__react.log.filter((e) => e.type === t), type);
  try {
    await page.goto(base); // a fresh context: nothing saved yet
    const ok = await check('react: the app renders its boards (React 19, production build)', open);
    if (!ok) return;
    await probeChecks(page, { check, expect, expected });

    await check('react: onchange hears the load (cause "puzzle") and a hint applied (cause "hint")', async () => {
      const loads = await log('change');
      expect(
        loads.length === 1 && loads[0].detail.cause === 'puzzle' && loads[0].detail.puzzle === expected.puzzle,
        `change events at load: ${JSON.stringify(loads)}`,
      );
      await page.evaluate(async () => {
        const b = document.getElementById('game');
        await b.hint(); // the hint ladder: a nudge, the step, the step applied
        await b.hint();
        await b.hint();
      });
      const after = await log('change');
      const last = after.at(-1)?.detail;
      const [c, d] = expected.hint.step.place[0];
      expect(last?.cause === 'hint' && last.value[c] === String(d), `last change ${JSON.stringify(last)}`);
    });

    let saved;
    await check(
      'react: the game saved on pagehide comes back after a reload (state prop): digits, marks, hints, time, undo',
      async () => {
        saved = await page.evaluate(() => {
          const b = document.getElementById('game');
          const i = b.value.indexOf('.');
          b.shadowRoot.querySelector(`[data-i="${i}"]`).click();
          return { i, state: b.state };
        });
        await page.keyboard.press('Shift+Digit3');
        await page.keyboard.press('ArrowRight');
        const before = await page.evaluate(() => {
          const b = document.getElementById('game');
          return { state: b.state, value: b.value, hintsUsed: b.hintsUsed };
        });
        expect(before.state.marks[saved.i] === 0b100, `mark 3 not set: ${before.state.marks[saved.i]}`);
        await page.reload();
        await open();
        const after = await page.evaluate(() => {
          const b = document.getElementById('game');
          return { state: b.state, value: b.value, hintsUsed: b.hintsUsed, changes: window.__react.log };
        });
        expect(after.value === before.value, `value ${after.value}, before the reload ${before.value}`);
        expect(after.hintsUsed === 1, `hintsUsed ${after.hintsUsed}`);
        const strip = (s) => JSON.stringify({ ...s, timeMs: 0 });
        expect(
          strip(after.state) === strip(before.state),
          `state ${strip(after.state)}\nbefore ${strip(before.state)}`,
        );
        expect(
          after.state.timeMs >= before.state.timeMs,
          `time went back: ${after.state.timeMs} < ${before.state.timeMs}`,
        );
        const causes = after.changes.filter((e) => e.type === 'change').map((e) => e.detail.cause);
        expect(JSON.stringify(causes) === '["state"]', `change causes after the reload: ${causes}`);
        const undone = await page.evaluate(() => {
          const b = document.getElementById('game');
          return [b.undo(), b.state.marks, b.undo(), b.value];
        });
        expect(
          undone[0] === true && undone[1][saved.i] === 0,
          `undo of the mark: ${JSON.stringify(undone.slice(0, 2))}`,
        );
        expect(undone[2] === true && undone[3] === expected.puzzle, `undo of the hint: ${undone[3]}`);
      },
    );

    await check(
      'react: onsolved and onerror through the documented props; the same puzzle prop again keeps the game',
      async () => {
        await page.evaluate(() => document.getElementById('game').solve());
        const solved = await log('solved');
        expect(solved.length === 1 && solved[0].hintsUsed === 1, `solved events ${JSON.stringify(solved)}`);
        const value = await page.evaluate(() => document.getElementById('game').value);
        await page.evaluate((p) => window.__react.setPuzzle(p), `${expected.puzzle.slice(0, 80)}`);
        await page.waitForFunction(() => window.__react.log.some((e) => e.type === 'error'), null, {
          timeout: TIMEOUT_MS,
        });
        const errors = await log('error');
        expect(/expected 81 cells, found 80/.test(errors[0].message), `error ${errors[0].message}`);
        await page.evaluate((p) => window.__react.setPuzzle(p), expected.puzzle);
        expect(
          (await page.evaluate(() => document.getElementById('game').value)) === value,
          'the same puzzle reset the game',
        );
      },
    );

    await check(
      'react: a board whose error fired before any listener still has it in `error` and `status`',
      async () => {
        const late = await page.evaluate(() => {
          const b = document.getElementById('late');
          return { error: b.error, status: b.status };
        });
        expect(
          /Bad puzzle: expected 81 cells, found 3/.test(late.error?.message),
          `error ${JSON.stringify(late.error)}`,
        );
        expect(late.status?.tone === 'error', `status ${JSON.stringify(late.status)}`);
      },
    );

    await check(
      'react: a keyed list reordered while a board runs newPuzzle(): the board moves and its puzzle arrives',
      async () => {
        const r = await page.evaluate(async () => {
          const list = document.getElementById('list');
          const moved = [];
          const observer = new MutationObserver((records) => {
            for (const rec of records)
              for (const n of rec.removedNodes) moved.push(n.querySelector?.('sudoku-board')?.dataset.id);
          });
          observer.observe(list, { childList: true });
          const board = list.querySelector('sudoku-board[data-id="a"]');
          const causes = [];
          board.addEventListener('change', (e) => causes.push(e.detail.cause));
          const pending = board.newPuzzle({ difficulty: 'easy', seed: 42 });
          window.__react.reorder();
          const order = [...list.querySelectorAll('sudoku-board')].map((b) => b.dataset.id).join('');
          const result = await pending;
          observer.disconnect();
          return {
            moved,
            order,
            result,
            puzzle: board.puzzle,
            attribute: board.getAttribute('puzzle'),
            causes,
            status: board.status,
            same: list.querySelector('sudoku-board[data-id="a"]') === board,
          };
        });
        expect(
          r.order === 'cab' && r.moved.includes('a') && r.same,
          `order ${r.order}, moved ${r.moved}, same ${r.same}`,
        );
        expect(r.result?.puzzle === expected.seeded.puzzle, `newPuzzle resolved ${JSON.stringify(r.result)}`);
        expect(r.puzzle === expected.seeded.puzzle, `the board shows ${r.puzzle}`);
        expect(r.attribute === null, `newPuzzle wrote the puzzle attribute: ${r.attribute}`);
        expect(JSON.stringify(r.causes) === '["new-puzzle"]', `change causes ${r.causes}`);
        expect(/^New easy puzzle/.test(r.status?.message ?? ''), `status ${JSON.stringify(r.status)}`);
      },
    );

    await check('react: no console errors or page errors', () => {
      expect(problems.length === 0, problems.join('\n'));
    });
  } finally {
    await context.close();
  }
}
