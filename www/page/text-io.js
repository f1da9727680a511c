// Puzzles in and out as text: the examples, the import box, Ctrl+V anywhere, Copy and
// Ctrl+C, the ?p= address and the browser's Back and Forward.

import * as game from '../model/game.js';
import { countFilled, gridToLine, lineToGrid } from '../model/grid.js';
import { ProgressCodeError, decodeProgress } from './around/progress-code.js';
import { progressLink } from './around/share.js';
import { pageText } from './lang.js';

/**
 * What the engine found wrong in a puzzle's text, in the page's language: from the `problem` the
 * package's parse_text errors carry, else (another error) the package's own message.
 * @param {Error & {problem?: {kind: string, found?: number, line?: number, column?: number, char?: string}}} err
 */
export function parseProblem(err) {
  const p = err.problem;
  if (p?.kind === 'wrong-length') return pageText('parseWrongLength', { found: p.found });
  if (p?.kind === 'bad-char') {
    const c = String(p.char);
    // A control or format character (a bidi override) is named, never drawn.
    const shown = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]$/u.test(c)
      ? `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
      : `'${c}'`;
    return pageText('parseBadChar', { char: shown, line: p.line, column: p.column });
  }
  return err.message;
}

const MAX_TEXT = 2000; // longest text handed to the parser (a 9-line grid with spaces is ~170)

// The examples: a label and a title (page section keys `example_<id>`, `example_<id>Title`).
const EXAMPLES = [
  { id: 'noip1', p: '700900001100005900000200080005020003000000648413000000007002090201060804080504012' },
  { id: 'noip2', p: '000702453900008000740005010195080000070000025030579108000601000060900001000000006' },
  { id: 'clue17', p: '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....' },
  { id: 'hardest', p: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3' },
];

export function bindText(page) {
  const { state } = page;
  const $ = (sel) => document.querySelector(sel);
  const importText = $('#import-text');
  const exportText = $('#export-text');
  /** `source`: the page section's key of what the text came from (srcImported, srcPasted). */
  const tooLong = (source, n, key = 'textTooLong') =>
    pageText(key, { what: pageText(source), count: n, max: MAX_TEXT });

  /** Parse pasted / imported / linked text with the core parser and load it. */
  async function loadText(text, source) {
    if (typeof text !== 'string') text = '';
    if (text.length > MAX_TEXT) {
      page.setStatus(tooLong(source, text.length), 'error');
      return false;
    }
    if (!text.trim()) {
      page.setStatus(pageText('textEmpty', { what: pageText(source) }), 'error');
      return false;
    }
    try {
      const { grid } = await page.light.call('parse', { text });
      page.loadGrid(grid, pageText('loadedFrom', { what: pageText(source) }));
      return true;
    } catch (err) {
      page.setStatus(pageText('couldNotRead', { what: pageText(source), message: parseProblem(err) }), 'error');
      return false;
    }
  }

  function onPaste(event) {
    if (page.isEditableField(event.target)) return; // the import box handles its own paste
    const text = event.clipboardData ? event.clipboardData.getData('text') : '';
    event.preventDefault();
    const trimmed = text.length <= MAX_TEXT ? text.trim() : text;
    const focused = page.board.focusedCell();
    if (focused >= 0 && /^[0-9.]$/.test(trimmed)) {
      page.enter(focused, trimmed === '.' ? 0 : Number(trimmed)); // a single digit goes into the cell
      return;
    }
    loadText(text, 'srcPasted');
  }

  // Export in Play: the givens only (the puzzle, the default), the givens with the player's
  // entries, or a link to the game in progress (share.js); in Solve (no entries there), the
  // grid as shown, with a solution found.
  const exportWhat = /** @type {HTMLSelectElement} */ ($('#export-what'));
  const exportWhatField = /** @type {HTMLElement} */ (exportWhat.closest('.field'));
  page.renderers.push(() => {
    exportWhatField.hidden = state.mode !== 'play';
  });
  const withEntries = () => state.mode !== 'play' || exportWhat.value === 'entries';
  const asLink = () => state.mode === 'play' && exportWhat.value === 'progress';
  const shownLine = () =>
    asLink() ? progressLink(page) : gridToLine(withEntries() ? game.shownDigits(state) : game.puzzleGrid(state));
  const exportWords = () =>
    pageText(
      state.mode !== 'play'
        ? 'exportTheGrid'
        : asLink()
          ? 'exportTheProgress'
          : withEntries()
            ? 'exportWithEntries'
            : 'exportGivensOnly',
    );
  /** A copy's message: a line's, or a link's. */
  const copyKey = (line, link) => (asLink() ? link : line);

  /** Ctrl+C while a cell has the focus copies the whole grid as one line. */
  function onCopy(event) {
    if (page.board.focusedCell() < 0 || !event.clipboardData) return;
    const line = shownLine();
    event.clipboardData.setData('text/plain', line);
    event.preventDefault();
    exportText.value = line;
    page.setStatus(pageText(copyKey('copiedLine', 'copiedLink'), { what: exportWords() }), 'ok');
  }

  async function copyGrid() {
    const line = shownLine();
    exportText.value = line;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(line);
      page.setStatus(pageText(copyKey('copiedLineAlso', 'copiedLinkAlso'), { what: exportWords() }), 'ok');
    } catch {
      exportText.focus();
      exportText.select();
      page.setStatus(pageText(copyKey('copyShown', 'copyShownLink'), { what: exportWords() }));
    }
  }

  /** Opens the ?p= puzzle of the address in Play (first visit, or a history entry without state). */
  page.loadFromUrl = async function loadFromUrl({ fromHistory = false } = {}) {
    const p = new URLSearchParams(location.search).get('p');
    if (p === null || p === '') {
      if (fromHistory) {
        game.remember(state);
        state.grid = new Uint8Array(81);
        state.result = null;
        page.commit({ url: null });
      }
      return;
    }
    let g = lineToGrid(p);
    if (!g) {
      if (p.length > MAX_TEXT) {
        page.setStatus(pageText('linkTooLong', { count: p.length, max: MAX_TEXT }), 'error');
        return;
      }
      try {
        g = Uint8Array.from((await page.light.call('parse', { text: p })).grid);
      } catch (err) {
        page.setStatus(pageText('linkUnreadable', { message: parseProblem(err) }), 'error');
        return;
      }
    }
    state.mode = 'play'; // a link opens in Play
    // `g`: the game's progress (around/progress-code.js), checked whole; refused, the puzzle alone.
    const code = new URLSearchParams(location.search).get('g');
    let progress = null;
    let refused = '';
    if (code !== null) {
      try {
        progress = decodeProgress(g, code);
      } catch (err) {
        const why = err instanceof ProgressCodeError ? pageText(err.reason, err.params) : pageText('progressBadText');
        refused = pageText('progressRefused', { reason: why });
      }
    }
    const message = pageText(progress ? 'loadedProgressFromLink' : 'loadedFromLink');
    page.loadGrid(g, message, { url: 'replace', progress });
    if (refused) page.setStatus(refused, 'warn');
  };

  // Back or Forward: each entry of the page's history holds its time `n` (app.js), larger for a
  // later entry. The one shown last in this tab is kept on leaving, for a page loaded again by
  // Back or Forward from another page.
  const LAST_N = 'dlx-sudoku:history-n';
  const wayTo = (n, from) => (typeof n === 'number' && typeof from === 'number' && n > from ? 'forward' : 'back');
  let lastShown = null;
  try {
    lastShown = Number(sessionStorage.getItem(LAST_N)) || null;
  } catch {
    /* no storage: Back is said */
  }
  /** Whether the page was loaded by Forward ('forward') or otherwise ('back'). */
  page.loadedWay = wayTo(history.state?.n, lastShown);
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(LAST_N, String(page.historyN));
    } catch {
      /* see above */
    }
  });

  function onPopState(event) {
    const snap = event.state;
    const way = wayTo(snap?.n, page.historyN);
    if (typeof snap?.n === 'number') page.historyN = snap.n;
    if (!snap || typeof snap.g !== 'string' || !lineToGrid(snap.g)) {
      page.loadFromUrl({ fromHistory: true });
      return;
    }
    const g = lineToGrid(snap.g);
    // A game of History: reopened with its progress (entries, marks, time, finished state).
    if (snap.mode === 'play' && typeof snap.id === 'string' && page.games?.find(snap.id)) {
      const again = state.mode === 'play' && state.gameId === snap.id;
      page.games.reopen(snap.id, { url: null });
      if (!again) page.setStatus(page.games.backWords(way));
      return;
    }
    if (snap.mode === 'play') {
      if (state.mode !== 'play' || gridToLine(state.givens) !== snap.g) {
        game.startGame(state, g);
        page.newGame();
      }
    } else {
      if (state.mode !== 'solve') game.toSolve(state);
      game.remember(state);
      state.grid = g;
      state.result = snap.r ? { kind: snap.r.kind, grid: lineToGrid(snap.r.grid), info: { ...snap.r.info } } : null;
    }
    game.clearMarksOfTheView(state);
    page.commit({ url: null });
    page.setStatus(
      pageText(way === 'forward' ? 'historyForwardGivens' : 'historyBackGivens', { count: countFilled(g) }),
    );
  }

  const examples = $('#examples');
  for (const ex of EXAMPLES) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn btn-chip';
    b.dataset.i18n = `example_${ex.id}`; // the chooser's switch relabels it (page/lang.js)
    b.dataset.i18nTitle = `example_${ex.id}Title`;
    b.textContent = pageText(`example_${ex.id}`);
    b.title = pageText(`example_${ex.id}Title`);
    b.addEventListener('click', () =>
      page.loadGrid(lineToGrid(ex.p), pageText('loadedExample', { name: pageText(`example_${ex.id}`) })),
    );
    examples.append(b);
  }

  $('#import-load').addEventListener('click', () => loadText(importText.value, 'srcImported'));
  importText.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      loadText(importText.value, 'srcImported');
    }
  });
  importText.addEventListener('paste', (event) => {
    const text = event.clipboardData ? event.clipboardData.getData('text') : '';
    if (text.length > MAX_TEXT) {
      event.preventDefault();
      page.setStatus(tooLong('srcPasted', text.length, 'pasteTooLong'), 'error');
    }
  });
  $('#copy').addEventListener('click', copyGrid);
  document.addEventListener('paste', onPaste);
  document.addEventListener('copy', onCopy);
  window.addEventListener('popstate', onPopState);
}
