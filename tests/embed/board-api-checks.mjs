// <sudoku-board>'s API for apps, on the plain page of tests/embed/: loads and their
// `change` causes, the same puzzle kept, a saved game restored over a reload (the same game
// given again kept, a bad one an `error`), a double click on Hint, a board moved or removed
// while it works, a detached board, cell states as parts, the public colours, styles in another
// document, and the words (`lang`, `strings`). Expected values come from Node (`expected`) and
// the rules, never from the board alone.

import { openBoardPage } from './open-page.mjs';

const B = 'sudoku-board';
const TIMEOUT_MS = 60_000;

export async function boardApiChecks(browser, base, { check, expect, expected, cellsOf }) {
  const { context, page, problems } = await openBoardPage(browser);
  const name = (what) => `plain: <sudoku-board> API: ${what}`;
  const ev = (fn, arg) => page.evaluate(fn, arg);
  const open = async () => {
    await page.goto(base);
    await page.waitForFunction(() => customElements.get('sudoku-board'), null, { timeout: TIMEOUT_MS });
    await ev(() => {
      window.__log = [];
      const b = document.querySelector('sudoku-board');
      for (const t of ['change', 'error', 'solved'])
        b.addEventListener(t, (e) => window.__log.push({ t, d: e.detail }));
      return b.ready;
    });
    // The page's own client (main.js) closes when its run is done: then the board's is the only worker.
    await page.waitForSelector('body[data-done]', { timeout: TIMEOUT_MS });
    for (const deadline = Date.now() + 10_000; page.workers().length > 1; ) {
      if (Date.now() > deadline) throw new Error(`${page.workers().length} workers after the page's run`);
      await new Promise((done) => setTimeout(done, 50));
    }
  };
  const log = (t) => ev((type) => window.__log.filter((e) => e.t === type).map((e) => e.d), t);
  const firstBlank = expected.puzzle.indexOf('.');
  try {
    if (!(await check(name('ready resolves with the board once its puzzle is analysed'), open))) return;

    await check(
      name('a load fires change with its cause, clears the old status and error; the same puzzle again keeps the game'),
      async () => {
        const several = `1${'.'.repeat(80)}`;
        await ev((p) => {
          document.querySelector('sudoku-board').puzzle = p;
        }, several);
        await page.waitForFunction(() => document.querySelector('sudoku-board').error !== null, null, {
          timeout: TIMEOUT_MS,
        });
        const before = await ev(() => {
          const b = document.querySelector('sudoku-board');
          return { error: b.error, status: b.status };
        });
        expect(
          /more than one solution/.test(before.error?.message) && before.status?.tone === 'error',
          JSON.stringify(before),
        );
        const after = await ev(async (p) => {
          const b = document.querySelector('sudoku-board');
          b.puzzle = p;
          const loaded = { error: b.error, status: b.status };
          await b.hint(); // a nudge, the step, the step applied
          await b.hint();
          await b.hint();
          const played = { value: b.value, hints: b.hintsUsed, canUndo: b.canUndo };
          const changes = window.__log.length;
          b.puzzle = p;
          b.setAttribute('puzzle', p);
          return {
            loaded,
            played,
            again: { value: b.value, hints: b.hintsUsed, canUndo: b.canUndo },
            changes,
            now: window.__log.length,
          };
        }, expected.puzzle);
        expect(
          after.loaded.error === null && after.loaded.status === null,
          `after the load: ${JSON.stringify(after.loaded)}`,
        );
        const causes = (await log('change')).map((d) => `${d.cause}:${d.puzzle === d.value}`);
        expect(JSON.stringify(causes) === '["puzzle:true","puzzle:true","hint:false"]', `change causes ${causes}`);
        expect(after.played.value !== expected.puzzle && after.played.hints === 1, JSON.stringify(after.played));
        expect(
          JSON.stringify(after.again) === JSON.stringify(after.played),
          `the same puzzle again: ${JSON.stringify(after.again)}`,
        );
        expect(after.now === after.changes, 'the same puzzle again fired events');
      },
    );

    await check(
      name('two hint() calls at once (a double click) count one hint; so does a dblclick on Hint'),
      async () => {
        const r = await ev(async (p) => {
          const b = document.querySelector('sudoku-board');
          b.puzzle = '';
          b.puzzle = p;
          const [x, y] = await Promise.all([b.hint(), b.hint()]);
          return { same: x === y, applied: x?.applied, hints: b.hintsUsed };
        }, expected.puzzle);
        expect(r.same && r.applied === false && r.hints === 1, JSON.stringify(r));
        await ev((p) => {
          const b = document.querySelector('sudoku-board');
          b.puzzle = '';
          b.puzzle = p;
        }, expected.puzzle);
        await page.dblclick(`${B} [part~="hint-button"]`);
        await page.waitForFunction(
          () => {
            const b = document.querySelector('sudoku-board');
            return b.hintsUsed > 0 && /^(Hint \(|Applied)/.test(b.status?.message ?? '');
          },
          null,
          {
            timeout: TIMEOUT_MS,
          },
        );
        await new Promise((done) => setTimeout(done, 300)); // room for a second hint to land
        expect(
          (await ev(() => document.querySelector('sudoku-board').hintsUsed)) === 1,
          'a dblclick counted two hints',
        );
      },
    );

    await check(
      name('state: a game (digits, marks, hints, undo) saved, the page reloaded, restored: the same game'),
      async () => {
        const saved = await ev(async (i) => {
          const b = document.querySelector('sudoku-board');
          await b.hint();
          b.shadowRoot.querySelector(`[data-i="${i}"]`).click();
          return i;
        }, firstBlank);
        await page.keyboard.press('Shift+Digit7');
        await page.keyboard.press('Shift+Digit2');
        const before = await ev(() => {
          const b = document.querySelector('sudoku-board');
          sessionStorage.setItem('game', JSON.stringify(b.state));
          return { state: b.state, value: b.value, hints: b.hintsUsed };
        });
        expect(before.state.marks[saved] === 0b1000010, `marks ${before.state.marks[saved]}`);
        await open();
        const after = await ev(async () => {
          const b = document.querySelector('sudoku-board');
          b.state = sessionStorage.getItem('game');
          await b.ready; // the load's change comes once this synchronous work is done
          return { state: b.state, value: b.value, hints: b.hintsUsed, causes: window.__log.map((e) => e.d.cause) };
        });
        const strip = (s) => JSON.stringify({ ...s, timeMs: 0 });
        expect(strip(after.state) === strip(before.state), `${strip(after.state)}\nbefore: ${strip(before.state)}`);
        expect(after.value === before.value && after.hints === before.hints, JSON.stringify(after));
        expect(JSON.stringify(after.causes) === '["state"]', `causes ${after.causes}`);
        const undone = await ev(() => {
          const b = document.querySelector('sudoku-board');
          b.undo();
          b.undo();
          const marks = b.state.marks;
          b.undo();
          return { marks, value: b.value, more: b.canUndo };
        });
        expect(undone.marks[saved] === 0 && undone.value === expected.puzzle && !undone.more, JSON.stringify(undone));
        const again = await ev(async () => {
          const b = document.querySelector('sudoku-board');
          const changes = () => window.__log.filter((e) => e.t === 'change').length;
          const n = changes();
          b.state = JSON.parse(sessionStorage.getItem('game')); // the game last given, a new object
          await b.ready;
          const kept = { value: b.value, changes: changes() - n };
          b.state = null; // forgets it: the same game loads again
          b.state = sessionStorage.getItem('game');
          await b.ready;
          return { kept, value: b.value, changes: changes() - n };
        });
        expect(
          again.kept.value === expected.puzzle && again.kept.changes === 0,
          `the game last given, again: ${JSON.stringify(again.kept)}`,
        );
        expect(again.value === before.value && again.changes === 1, `after null: ${JSON.stringify(again)}`);
        const bad = await ev(async () => {
          const b = document.querySelector('sudoku-board');
          const value = b.value;
          const errors = window.__log.filter((e) => e.t === 'error').length;
          try {
            b.state = { version: 9 };
          } catch (err) {
            return `threw ${err.message}`;
          }
          await new Promise((done) => setTimeout(done, 0));
          const fired = window.__log.filter((e) => e.t === 'error').slice(errors);
          return `${fired.map((e) => e.d.message).join(' / ')}|${b.value === value}|${b.error?.message}`;
        });
        expect(
          /^Bad saved game: version 9; this board reads versions 1 and 2; the game goes on\.\|true\|Bad saved game: version 9/.test(
            bad,
          ),
          bad,
        );
      },
    );

    await check(name('moved in the DOM during newPuzzle(): the puzzle arrives, the worker stays'), async () => {
      const workers = page.workers().length;
      const r = await ev(async () => {
        const b = document.querySelector('sudoku-board');
        const pending = b.newPuzzle({ difficulty: 'easy', seed: 42 });
        const box = document.createElement('div');
        document.body.prepend(box);
        box.append(b);
        const result = await pending;
        return { puzzle: result?.puzzle, shown: b.puzzle, status: b.status?.message };
      });
      expect(r.puzzle === expected.seeded.puzzle && r.shown === r.puzzle, JSON.stringify(r));
      expect(/^New easy puzzle/.test(r.status), `status ${r.status}`);
      expect(page.workers().length === workers, `${page.workers().length} workers, ${workers} before`);
    });

    await check(
      name('removed during newPuzzle(): it rejects with a CancelledError, the status is reset, the worker closed'),
      async () => {
        const workers = page.workers().length;
        const r = await ev(async () => {
          const b = document.querySelector('sudoku-board');
          const pending = b.newPuzzle({ difficulty: 'hard' });
          const busy = b.status?.message;
          b.remove();
          window.__removed = b;
          try {
            await pending;
            return { outcome: 'resolved' };
          } catch (err) {
            return {
              outcome: `${err.name}: ${err.message}`,
              busy,
              status: b.status,
              ariaBusy: b.grid.getAttribute('aria-busy'),
            };
          }
        });
        expect(r.outcome === 'CancelledError: cancelled: the board was removed from the document', JSON.stringify(r));
        expect(r.busy === 'Generating a puzzle…' && r.status === null && r.ariaBusy === null, JSON.stringify(r));
        for (const deadline = Date.now() + 10_000; page.workers().length > workers - 1; ) {
          expect(Date.now() < deadline, `${page.workers().length} workers, ${workers} before the removal`);
          await new Promise((done) => setTimeout(done, 50));
        }
      },
    );

    await check(
      name('a board out of the document starts no worker: its methods fire error and resolve null'),
      async () => {
        let started = 0;
        const count = () => started++;
        page.on('worker', count);
        const r = await ev(async (p) => {
          const fresh = document.createElement('sudoku-board');
          fresh.puzzle = p;
          const errors = [];
          for (const b of [fresh, window.__removed]) b.addEventListener('error', (e) => errors.push(e.detail.message));
          const out = [await fresh.hint(), await fresh.newPuzzle(), await window.__removed.check()];
          return { out, errors };
        }, expected.puzzle);
        await new Promise((done) => setTimeout(done, 200));
        await ev(() => document.body.append(window.__removed));
        expect(JSON.stringify(r.out) === '[null,null,null]', JSON.stringify(r.out));
        expect(r.errors.length === 3 && r.errors.every((m) => /not in a document/.test(m)), JSON.stringify(r.errors));
        page.off('worker', count);
        expect(started === 0, `${started} workers started`);
      },
    );

    await check(
      name(
        'mistake-limit ends the game at its limit (gameover once; digits, hints and undo refused), also after a save and restore; sound and haptics reflect, haptics vibrates',
      ),
      async () => {
        const givens = cellsOf(expected.seeded.puzzle);
        const solution = cellsOf(expected.seeded.solution);
        const open = givens.flatMap((v, i) => (v ? [] : [i])).slice(0, 3);
        const r = await ev(
          async ([p, cells, wrong]) => {
            const b = document.querySelector('sudoku-board');
            const vibrations = [];
            navigator.vibrate = (pattern) => vibrations.push(pattern) >= 0;
            const over = [];
            const errors = [];
            b.addEventListener('gameover', (e) => over.push(e.detail));
            b.addEventListener('error', (e) => errors.push(e.detail.message));
            b.puzzle = '';
            b.puzzle = p;
            await b.ready;
            b.setAttribute('mistake-limit', 'three');
            await new Promise((done) => setTimeout(done, 0));
            const bad = { errors: errors.slice(), limit: b.mistakeLimit };
            b.mistakeLimit = 2;
            b.haptics = true;
            const reflected = {
              limit: b.getAttribute('mistake-limit'),
              haptics: b.hasAttribute('haptics'),
              sound: b.sound,
            };
            const type = (k, d) => {
              b.shadowRoot.querySelector(`[data-i="${cells[k]}"]`).click();
              b.grid.dispatchEvent(new KeyboardEvent('keydown', { key: String(d), bubbles: true }));
            };
            type(0, wrong[0]);
            const afterOne = { over: b.gameOver, events: over.length, mistakes: b.mistakes };
            type(1, wrong[1]);
            const ended = { over: b.gameOver, events: over.slice(), tone: b.status?.tone, text: b.status?.message };
            const value = b.value;
            type(2, wrong[2]);
            const refused = { value: b.value === value, hint: await b.hint(), undo: b.undo(), mistakes: b.mistakes };
            const saved = JSON.stringify(b.state);
            b.puzzle = '';
            b.state = saved;
            await new Promise((done) => setTimeout(done, 0));
            const restored = { over: b.gameOver, events: over.length };
            b.mistakeLimit = 0;
            b.haptics = false;
            b.puzzle = '';
            b.puzzle = p;
            return {
              bad,
              reflected,
              afterOne,
              ended,
              refused,
              restored,
              vibrations,
              limitGone: b.hasAttribute('mistake-limit'),
              fresh: b.gameOver,
            };
          },
          [expected.seeded.puzzle, open, open.map((i) => (solution[i] % 9) + 1)],
        );
        expect(
          r.bad.limit === 0 && r.bad.errors.some((m) => /mistake limit/.test(m)),
          `a bad limit: ${JSON.stringify(r.bad)}`,
        );
        expect(
          r.reflected.limit === '2' && r.reflected.haptics && r.reflected.sound === false,
          JSON.stringify(r.reflected),
        );
        expect(!r.afterOne.over && r.afterOne.events === 0 && r.afterOne.mistakes === 1, JSON.stringify(r.afterOne));
        expect(
          r.ended.over &&
            r.ended.events.length === 1 &&
            r.ended.events[0].mistakes === 2 &&
            r.ended.events[0].limit === 2,
          JSON.stringify(r.ended),
        );
        expect(r.ended.tone === 'error' && /Game over/.test(r.ended.text), JSON.stringify(r.ended));
        expect(
          r.refused.value && r.refused.hint === null && r.refused.undo === false && r.refused.mistakes === 2,
          JSON.stringify(r.refused),
        );
        expect(r.restored.over && r.restored.events === 2, `restored: ${JSON.stringify(r.restored)}`);
        // Two mistakes (40 ms pulses), then the game over (120 ms), each once.
        expect(
          JSON.stringify(r.vibrations) === '[[40,40,40],[40,40,40],[120]]',
          `vibrations ${JSON.stringify(r.vibrations)}`,
        );
        expect(!r.limitGone && !r.fresh, 'mistakeLimit = 0 removes the attribute; a new puzzle plays');
      },
    );

    await check(
      name('cell states are parts (cell given, cell selected, cell wrong) and the highlight colours public properties'),
      async () => {
        const givens = cellsOf(expected.seeded.puzzle);
        const solution = cellsOf(expected.seeded.solution);
        const i = givens.indexOf(0);
        const g = givens.findIndex((v) => v > 0);
        const r = await ev(
          async ([p, i, g, wrong]) => {
            const b = document.querySelector('sudoku-board');
            const style = document.createElement('style');
            style.textContent = `sudoku-board::part(cell given) { color: rgb(1, 2, 3); }
            sudoku-board::part(cell wrong) { outline: 4px solid rgb(4, 5, 6); }
            sudoku-board { --sudoku-selected-quiet-bg: rgb(10, 20, 30); --sudoku-error-bg: rgb(40, 50, 60); }`;
            document.head.append(style);
            b.puzzle = '';
            b.puzzle = p;
            await b.ready;
            const cell = (k) => b.shadowRoot.querySelector(`[data-i="${k}"]`);
            cell(i).click();
            b.grid.dispatchEvent(new KeyboardEvent('keydown', { key: String(wrong), bubbles: true }));
            await b.check();
            document.activeElement?.blur();
            const out = {
              givenPart: cell(g).getAttribute('part'),
              wrongPart: cell(i).getAttribute('part'),
              givenColor: getComputedStyle(cell(g)).color,
              wrongOutline: getComputedStyle(cell(i)).outlineColor,
              wrongBg: getComputedStyle(cell(i)).backgroundImage,
            };
            b.undo();
            out.selectedBg = getComputedStyle(cell(i)).backgroundImage;
            out.selectedPart = cell(i).getAttribute('part');
            style.remove();
            return out;
          },
          [expected.seeded.puzzle, i, g, (solution[i] % 9) + 1],
        );
        expect(
          /^cell( \w+)*$/.test(r.givenPart) && r.givenPart.split(' ').includes('given'),
          `given part ${r.givenPart}`,
        );
        expect(
          r.wrongPart.startsWith('cell ') &&
            ['entry', 'selected', 'wrong'].every((p) => r.wrongPart.split(' ').includes(p)),
          `wrong part ${r.wrongPart}`,
        );
        expect(r.givenColor === 'rgb(1, 2, 3)', `::part(cell given) colour ${r.givenColor}`);
        expect(r.wrongOutline === 'rgb(4, 5, 6)', `::part(cell wrong) outline ${r.wrongOutline}`);
        expect(r.wrongBg.includes('rgb(40, 50, 60)'), `--sudoku-error-bg: ${r.wrongBg}`);
        expect(r.selectedPart === 'cell selected' && r.selectedBg.includes('rgb(10, 20, 30)'), JSON.stringify(r));
      },
    );

    await check(
      name('moved into an iframe, the board keeps its styles (a sheet of that document) and its game'),
      async () => {
        const r = await ev(async () => {
          const b = document.querySelector('sudoku-board');
          const frame = document.createElement('iframe');
          frame.style.width = '700px';
          frame.style.height = '900px';
          document.body.append(frame);
          await new Promise((done) => setTimeout(done, 0));
          const value = b.value;
          frame.contentDocument.body.append(b);
          const grid = b.grid;
          const css = frame.contentWindow.getComputedStyle(grid);
          const out = {
            border: css.borderTopWidth,
            display: css.display,
            same: b.value === value,
            inFrame: b.ownerDocument === frame.contentDocument,
          };
          document.body.append(b);
          frame.remove();
          return out;
        });
        expect(r.inFrame && r.same, JSON.stringify(r));
        expect(
          r.border === '3px' && r.display === 'flex',
          `the board's grid in the iframe: border ${r.border}, display ${r.display}`,
        );
      },
    );

    await check(
      name('lang="fr" and strings: French buttons, cells and hint; a bad strings fires error, no throw'),
      async () => {
        const r = await ev(async (p) => {
          const b = document.querySelector('sudoku-board');
          b.puzzle = p;
          b.setAttribute('lang', 'fr');
          const root = b.shadowRoot;
          await b.hint(); // the nudge: the technique and a unit
          const nudge = b.status.message;
          const hint = await b.hint();
          const out = {
            nudge,
            button: root.querySelector('[data-action="hint"]').textContent,
            cell: root.querySelector('[data-i="0"]').getAttribute('aria-label'),
            status: b.status.message,
            step: hint.step.place,
          };
          b.strings = { hint: 'Aide' };
          out.replaced = root.querySelector('[data-action="hint"]').textContent;
          // A bad value fires `error` after the current task and keeps the words: no throw.
          const heard = new Promise((resolve) =>
            b.addEventListener('error', (e) => resolve(e.detail.message), { once: true }),
          );
          try {
            b.strings = { hint: 5 };
            out.bad = `error: ${await heard}`;
          } catch (err) {
            out.bad = `threw ${err.name}: ${err.message}`;
          }
          out.kept = root.querySelector('[data-action="hint"]').textContent;
          b.strings = null;
          b.removeAttribute('lang');
          out.back = root.querySelector('[data-action="hint"]').textContent;
          return out;
        }, expected.puzzle);
        const [c] = expected.hint.step.place[0];
        const ref = `L${Math.floor(c / 9) + 1}C${(c % 9) + 1}`;
        expect(r.button === 'Indice' && r.cell === 'ligne 1, colonne 1, 4, donné', JSON.stringify(r));
        // The step's sentence in French, from its explanation: it names the cell that takes the digit.
        expect(
          r.status.startsWith('Indice (') && r.status.includes(ref) && !/ is | can only /.test(r.status),
          `status ${r.status}`,
        );
        expect(/^Indice \(.*\) : regardez (la ligne|la colonne|le bloc) \d/.test(r.nudge), `nudge ${r.nudge}`);
        expect(
          JSON.stringify(r.step) === JSON.stringify(expected.hint.step.place),
          `step data ${JSON.stringify(r.step)}`,
        );
        expect(r.replaced === 'Aide' && r.kept === 'Aide' && r.back === 'Hint', JSON.stringify(r));
        expect(r.bad === 'error: strings.hint must be a string, found number', r.bad);
      },
    );

    await check(
      name('lang="ja": its language file is fetched on demand, then Japanese buttons, pad and cells'),
      async () => {
        const r = await ev(async (p) => {
          const b = document.createElement('sudoku-board');
          b.setAttribute('lang', 'ja');
          b.puzzle = p;
          document.body.append(b);
          await b.ready; // waits for ja.js as well
          const root = b.shadowRoot;
          const out = {
            hint: root.querySelector('[data-action="hint"]').textContent,
            check: root.querySelector('[data-action="check"]').textContent,
            erase: root.querySelector('[data-digit="0"] .word').textContent,
            cell: root.querySelector('[data-i="0"]').getAttribute('aria-label'),
            grid: root.querySelector('[role="grid"]').getAttribute('aria-label'),
            lang: b.strings.hint,
          };
          b.remove();
          return out;
        }, expected.puzzle);
        // The words of the Japanese file, written here from the Japanese Sudoku vocabulary.
        expect(r.hint === 'ヒント' && r.check === 'チェック' && r.erase === '消す', JSON.stringify(r));
        expect(r.cell === '1行1列、4、問題の数字' && r.grid.startsWith('ナンプレ'), JSON.stringify(r));
        expect(r.lang === 'ヒント', `strings reads the Japanese templates: ${r.lang}`);
      },
    );

    await check(
      name('boards in the HTML before the element is defined: attributes as written, properties set before'),
      async () => {
        const saved = await ev(() => sessionStorage.getItem('game'));
        expect(saved, 'no game saved by the state check');
        await page.goto(new URL('late.html', base).href);
        const own = await ev((game) => window.__define(game), saved);
        // The properties set before the module loaded were the element's own until it upgraded.
        expect(own.length === 4, `own properties before the upgrade: ${own.join(' ')}`);
        const r = await ev(() => {
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
          const read = (b) => ({
            puzzle: b.puzzle,
            showCandidates: b.showCandidates,
            showMistakes: b.showMistakes,
            fullHints: b.fullHints,
            entryMode: b.entryMode,
            own: PUBLIC.filter((k) => Object.hasOwn(b, k)),
            hint: b.shadowRoot.querySelector('[data-action="hint"]').textContent,
            // The rules' candidates drawn in an empty cell.
            marks: b.shadowRoot.querySelector(`[data-i="${b.value.indexOf('.')}"]`).textContent.trim(),
            value: b.value,
            hintsUsed: b.hintsUsed,
            state: b.state,
          });
          const out = Object.fromEntries([...document.querySelectorAll('sudoku-board')].map((b) => [b.id, read(b)]));
          // Turned off by the property, the server renderer's spelling goes too.
          const react = document.getElementById('react');
          react.showCandidates = false;
          react.entryMode = 'digit';
          out.off = {
            showCandidates: react.showCandidates,
            entryMode: react.entryMode,
            attrs: react.getAttributeNames(),
          };
          return out;
        });
        const game = JSON.parse(saved);
        for (const id of ['static', 'react'])
          expect(
            r[id].puzzle === expected.puzzle && r[id].showCandidates && r[id].entryMode === 'centre' && r[id].marks,
            `#${id}: ${JSON.stringify(r[id])}`,
          );
        expect(r.static.showMistakes === false && r.static.fullHints === false, `#static: ${JSON.stringify(r.static)}`);
        expect(r.react.showMistakes && r.react.fullHints, `#react: ${JSON.stringify(r.react)}`);
        const p = r.props;
        expect(p.own.length === 0, `#props keeps own properties: ${p.own.join(' ')}`);
        expect(p.puzzle === game.givens && p.showCandidates && p.hint === 'Aide ?', `#props: ${JSON.stringify(p)}`);
        const strip = (st) => JSON.stringify({ ...st, timeMs: 0 });
        expect(strip(p.state) === strip(game) && p.hintsUsed === game.hintsUsed, `#props state ${strip(p.state)}`);
        expect(
          !r.off.showCandidates &&
            r.off.entryMode === 'digit' &&
            !r.off.attrs.some((a) => ['showcandidates', 'show-candidates', 'entrymode'].includes(a)),
          `#react after the properties: ${JSON.stringify(r.off)}`,
        );
      },
    );

    await check(name('no console errors or page errors'), () => {
      expect(problems.length === 0, problems.join('\n'));
    });
  } finally {
    await context.close();
  }
}
