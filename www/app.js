// DLX Sudoku page, entry module: builds the page object that the feature modules share,
// then starts. Data flows one way: an event calls a change of the state (model/game.js),
// then page.commit() renders it (board/grid-view.js and the panels), saves it (page/storage.js)
// and updates the address. Every call into the package runs in a worker (engine/solver-client.js);
// user text is only ever handled as text, never as HTML.

import './board/sudoku-board.js';
import * as game from './model/game.js';
import { selectAlso, selectOnly } from './model/selection.js';
import { Notice, Status } from './page/jobs.js';
import { bindListRating } from './page/list-rating.js';
import { registerServiceWorker } from './page/offline.js';
import { bindPlay } from './page/play-actions.js';
import { bindPrint } from './page/print.js';
import { bindPlayInput } from './page/play-input.js';
import { bindSolve } from './page/solve-actions.js';
import { SolverClient } from './engine/solver-client.js';
// Around the game: daily puzzles, statistics, History, sharing, the completion panel.
import { bindCompletion } from './page/completion-panel.js';
import { bindDaily } from './page/around/daily-view.js';
import { bindDailyArchive } from './page/around/daily-archive.js';
import { bindGameLibrary } from './page/around/game-library.js';
import { bindHistory } from './page/around/history-view.js';
import { bindShare } from './page/around/share.js';
import { bindStatistics } from './page/around/stats-view.js';
import { bindSteps } from './page/steps-panel.js';
import * as storage from './page/storage.js';
import { countFilled, fmtClock, gridToLine, lineToGrid, overlay } from './model/grid.js';
import { bindGridEdit } from './page/grid-edit.js';
import { bindPause } from './page/pause.js';
import { bindComfort } from './page/comfort.js';
import { bindText } from './page/text-io.js';
import { bindLearn } from './learn/learn-view.js';
import { difficultyWord, onLanguageChange, pageBoardWords, pageText, startPageLanguage } from './page/lang.js';

// The page's language first (page/lang.js), so that every message below speaks it.
await startPageLanguage();

const $ = (sel) => document.querySelector(sel);
const el = {
  boardElement: $('#board'),
  status: $('#status'),
  problems: $('#problems'),
  busy: $('#busy'),
  busyLabel: $('#busy-label'),
  busyTime: $('#busy-time'),
  cancel: $('#cancel'),
  legend: $('#legend'),
  modePlay: $('#mode-play'),
  modeSolve: $('#mode-solve'),
  playInfo: $('#play-info'),
  playLevel: $('#play-level'),
  playClock: $('#play-clock'),
  playCard: $('#play-card'),
  solveCard: $('#solve-card'),
  undo: $('#undo'),
  redo: $('#redo'),
  clear: $('#clear'),
  heat: $('#heat'),
  hint: $('#hint'),
  gameBar: $('#game-bar'),
  statusbar: $('#statusbar'),
  statusMore: $('#status-more'),
};

const state = game.createState();
// The board is the package's <sudoku-board> in controlled mode: the page keeps the state and
// handles input on its grid (in the element's shadow root, id "grid"); the element draws.
el.grid = el.boardElement.grid;
el.grid.id = 'grid';
const board = {
  render: (s) => el.boardElement.renderState(s),
  indexOf: (node) => el.boardElement.indexOf(node),
  focus: (i) => el.boardElement.focusCell(i),
  /** The cell that has the focus, or -1. */
  focusedCell: () => el.boardElement.indexOf(el.boardElement.shadowRoot.activeElement),
};
const status = new Status(el);
const storageNotice = new Notice({
  box: $('#storage-notice'),
  text: $('#storage-notice-text'),
  dismiss: /** @type {HTMLButtonElement} */ ($('#storage-notice-dismiss')),
});

const page = {
  state,
  board,
  status,
  /** Functions run after every render (the panels draw their part of the state). */
  renderers: [],
  /** Functions run when a new game starts (Play mode), with whether its solution is known. */
  onNewGame: [],
  /** Functions run after every save (the game's record in History, page/around/game-library.js). */
  onSave: [],
  lastProblems: '',
  saveProblemShown: false,
  heavy: null,
  light: null,

  setStatus: (text, kind) => status.set(text, kind),

  render() {
    const clash = board.render(state);
    const texts = clash.problems.map(pageBoardWords().problemOf);
    const joined = texts.join('\n');
    if (joined !== page.lastProblems) {
      page.lastProblems = joined;
      el.problems.replaceChildren(
        ...texts.map((t) => {
          const li = document.createElement('li');
          li.textContent = t;
          return li;
        }),
      );
      el.problems.hidden = texts.length === 0;
      status.fit();
    }
    const play = state.mode === 'play';
    el.modePlay.setAttribute('aria-selected', String(play));
    el.modeSolve.setAttribute('aria-selected', String(!play));
    el.modePlay.tabIndex = play ? 0 : -1;
    el.modeSolve.tabIndex = play ? -1 : 0;
    el.playCard.hidden = !play;
    el.solveCard.hidden = play;
    el.playInfo.hidden = !play;
    el.clear.hidden = play;
    el.hint.hidden = !play;
    el.gameBar.hidden = !play;
    el.grid.classList.toggle('finished', play && state.finishedMs !== null);
    el.undo.setAttribute('aria-disabled', String(!game.canUndo(state)));
    el.redo.setAttribute('aria-disabled', String(!game.canRedo(state)));
    const heat = state.heat && !play;
    el.heat.checked = state.heat;
    el.grid.classList.toggle('heat', heat);
    el.legend.hidden = !heat;
    for (const fn of page.renderers) fn();
    return clash;
  },

  /**
   * Render, save, and update the address: 'replace' (default), 'push' (a new history entry) or
   * null. Returns true when it congratulated the player (the game was just solved).
   */
  commit({ url = 'replace' } = {}) {
    const wasFinished = page.finishedSeen;
    page.render();
    page.save();
    if (url === 'push') page.pushUrl();
    else if (url === 'replace') page.replaceUrl();
    page.finishedSeen = state.finishedMs !== null;
    if (state.mode === 'play' && wasFinished && state.finishedMs === null) {
      status.set(pageText('noLongerSolved', { time: page.formatClock(state.solvedMs) }), 'warn');
    } else if (state.mode === 'play' && state.finishedMs !== null && !wasFinished && countFilled(state.entries) > 0) {
      const d = state.puzzle?.difficulty;
      const level = d ? pageText('thisPuzzleOf', { difficulty: difficultyWord(d) }) : pageText('thePuzzle');
      status.set(pageText('solvedCongrats', { level, time: page.formatClock(state.finishedMs) }), 'ok');
      return true;
    }
    return false;
  },

  /** After an edit: say when a clash appears or goes away. */
  afterEdit() {
    const before = page.lastProblems;
    if (page.commit()) return; // the congratulation says it all
    if (page.lastProblems && page.lastProblems !== before) {
      const n = page.lastProblems.split('\n').length;
      status.set(pageText('clash', { count: n }), 'error');
    } else if (!page.lastProblems && before) {
      status.set(pageText('noClashes'), 'ok');
    }
  },

  save() {
    const problem = storage.save(state);
    // Said once in a notice that stays until dismissed (the status line's next message would hide
    // it at once); said again only after saving has worked in between.
    if (problem && !page.saveProblemShown) {
      page.saveProblemShown = true;
      storageNotice.show(pageText('progressNotKept', { problem }));
    } else if (!problem && page.saveProblemShown) {
      page.saveProblemShown = false;
      storageNotice.hide();
    }
    for (const fn of page.onSave) fn();
  },

  urlFor() {
    const url = new URL(location.href);
    const g = game.puzzleGrid(state);
    // `?mode=solve` and `?daily=` open the solver or a daily once; the address then holds the puzzle.
    // `?g=` brings a game's progress in once (page/around/progress-code.js); the game then lives here.
    for (const k of ['mode', 'daily', 'd', 'g']) url.searchParams.delete(k);
    if (countFilled(g) === 0) url.searchParams.delete('p');
    else url.searchParams.set('p', gridToLine(g));
    return url.href;
  },
  /** The history entry: the puzzle and mode, and a solved grid's result, so Back and Forward show it again. */
  historyState() {
    const snap = { g: game.puzzleLine(state), mode: state.mode, n: page.historyN };
    if (state.gameId) snap.id = state.gameId; // Back and Forward reopen the game from History
    const r = state.result;
    if (state.mode === 'solve' && r)
      snap.r = { kind: r.kind, grid: r.grid ? gridToLine(r.grid) : null, info: { ...r.info } };
    return snap;
  },
  replaceUrl() {
    try {
      history.replaceState(page.historyState(), '', page.urlFor());
    } catch {
      /* history may be unavailable (sandboxed frames): the page still works */
    }
  },
  /** The current history entry's time: a later entry has a larger one (Forward, not Back: text-io.js). */
  historyN: typeof history.state?.n === 'number' ? history.state.n : Date.now(),
  pushUrl() {
    page.historyN = Math.max(Date.now(), page.historyN + 1);
    try {
      history.pushState(page.historyState(), '', page.urlFor());
    } catch {
      /* see replaceUrl */
    }
  },

  formatClock: fmtClock,

  /**
   * Loads a grid from the examples, a paste, the import box or a link, into the current mode;
   * `progress` (Play: entries, marks, centre, colours, checked by its reader) goes on it.
   */
  loadGrid(grid, message, { url = 'push', puzzle = null, progress = null } = {}) {
    // Either way the puzzle starts its own history: Undo does nothing until its first change.
    const kept = state.mode === 'play' ? (page.games?.keptNote() ?? '') : ''; // History keeps the game left
    if (state.mode === 'play') {
      game.startGame(state, grid, { puzzle });
      if (progress) {
        Object.assign(state, progress); // not an undo step: the game starts with it
        // The link's digits are the sender's: none counts as a mistake of this player.
        state.mistaken = Uint16Array.from(state.entries, (v) => (v ? 1 << (v - 1) : 0));
      }
      page.newGame();
    } else {
      game.loadEditorGrid(state, grid);
    }
    page.commit({ url });
    page.showBoard(); // an example, the import box or a paste: the puzzle and its message in view
    const clash = page.lastProblems.split('\n')[0];
    const what = pageText('loadedWhat', {
      message,
      givens: pageText('givensCount', { count: countFilled(grid) }),
    });
    if (clash) status.set(pageText('loadedClash', { what, clash }), 'error');
    else if (state.mode !== 'play') status.set(what, 'ok');
    else status.set(pageText('loadedPlay', { what, kept }), 'ok');
  },

  /** Tells the play modules that a game started (they analyse it and reset their panels). */
  newGame() {
    for (const fn of page.onNewGame) fn();
  },

  /** Brings the board into view when part of it is off-screen (a phone, after a panel's button). */
  showBoard() {
    const r = el.boardElement.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight)
      el.boardElement.closest('.board-card').scrollIntoView({ block: 'start' });
  },

  /**
   * Selects cell i: alone, or with `extend` added to the selection (`toggle`: taken out when in
   * it), as model/selection.js says; the focus follows unless `focus` is false.
   */
  selectCell(i, { focus = true, extend = false, toggle = false } = {}) {
    if (i < 0 || i > 80) return;
    const before = `${state.sel}:${state.selection.join()}`;
    if (extend) selectAlso(state, i, { toggle });
    else selectOnly(state, i);
    if (`${state.sel}:${state.selection.join()}` !== before) page.render();
    if (focus) board.focus(state.sel);
  },
};

// ---------------------------------------------------------------------------------------------
// Workers: `heavy` for what may take long (Solve, Target score, New puzzle: Cancel restarts
// it), `light` for what is always quick (parsing, candidates, hints, rating).

let failureShown = false;
function onWorkerReady(ok, error) {
  if (!ok) document.body.dataset.solver = 'failed'; // also a hook for the page tests
  if (ok) {
    if (!status.touched) status.set(pageText('ready'));
    return;
  }
  if (failureShown) return;
  failureShown = true;
  status.set(pageText('solverUnavailable', { error }), 'error');
}
// The package's own worker (engine/solver-worker.js): its client hands it the .wasm, fetched by
// the page, so the page's service worker answers that fetch offline in every engine.
page.heavy = new SolverClient(undefined, { onReady: onWorkerReady });
page.light = new SolverClient(undefined, { onReady: (ok, error) => !ok && onWorkerReady(false, error) });
// Both workers have loaded the package (a hook for the page tests, which wait for it).
Promise.all([page.heavy.ready, page.light.ready]).then(
  () => {
    document.body.dataset.solver = 'ready';
  },
  () => {},
);

function setMode(mode) {
  if (state.mode === mode) return;
  if (mode === 'solve') {
    game.toSolve(state);
    page.commit();
    status.set(`${pageText('toSolve')}${page.gameAtStake() ? pageText('toSolveGivesUp') : ''}`);
    return;
  }
  const how = game.toPlay(state);
  if (how === 'new') page.newGame();
  page.commit({ url: how === 'new' ? 'push' : 'replace' });
  if (countFilled(overlay(state.givens, state.entries)) === 0) {
    status.set(pageText('playEmpty'));
  } else if (how === 'new') status.set(pageText('playFromEditor', { count: countFilled(state.givens) }), 'ok');
  else if (page.games?.current()?.gaveUp && state.finishedMs === null) status.set(pageText('playBackGivenUp'), 'warn');
  else status.set(pageText('playBack'));
}

/** A button whose aria-disabled is "true" explains itself instead of acting. */
page.guard = function guard(button, fn, why) {
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') === 'true') {
      status.set(why(), 'warn');
      return;
    }
    fn();
  });
};

function bind() {
  el.modePlay.addEventListener('click', () => setMode('play'));
  el.modeSolve.addEventListener('click', () => setMode('solve'));
  // Tabs: the arrow keys move between them (and select, as the mode is cheap to switch).
  for (const tab of [el.modePlay, el.modeSolve]) {
    tab.addEventListener('keydown', (event) => {
      if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
      event.preventDefault();
      const other = tab === el.modePlay ? el.modeSolve : el.modePlay;
      const to = event.key === 'Home' ? el.modePlay : event.key === 'End' ? el.modeSolve : other;
      setMode(to === el.modePlay ? 'play' : 'solve');
      to.focus();
    });
  }
  el.cancel.addEventListener('click', () => page.cancelJob());
  el.statusMore.addEventListener('click', () => status.open(!el.statusbar.classList.contains('open')));
  $('#rating-help').addEventListener('click', () => {
    status.set(
      'SE rating: how hard the puzzle is, as Sudoku Explainer 1.2.1 rates it: the hardest step a solver needs with the techniques in SE’s order, from 1.0 (singles only) through 2.6–4.4 (pairs, triples, fish) to 6.7 and more (chains), up to about 11 for the hardest known puzzles. The steps panel shows every step with its rating.',
    );
    status.open(true);
  });
  window.addEventListener('resize', () => status.fit());
  el.heat.addEventListener('change', () => {
    state.heat = el.heat.checked;
    page.commit();
  });
  // The game bar's More menu closes on a tap outside it and on Escape (focus back on its button).
  const menu = /** @type {HTMLDetailsElement} */ ($('#game-menu'));
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(/** @type {Node} */ (event.target))) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
      return;
    }
    if (event.key === 'Escape') {
      if (status.isOpen()) status.open(false);
      else if (status.job) page.cancelJob();
      else if (page.leaveStep()) return;
      else if (state.highlight) {
        const hint = state.hint !== null;
        game.clearMarksOfTheView(state);
        page.render();
        // The message of the hint goes with it ("Press Hint again…" would be wrong now).
        if (hint) status.set(pageText('hintHidden'));
      } else if (state.lockedDigit) page.lockDigit(0);
    }
  });
  // The play clock: shown every second; paused while the page is hidden (page/pause.js); saved on leaving.
  setInterval(() => {
    if (state.mode === 'play') el.playClock.textContent = page.formatClock(game.playTime(state));
  }, 1000);
  window.addEventListener('pagehide', () => page.save());
}

page.cancelJob = function cancelJob() {
  if (status.job) page.heavy.cancel(); // the pending promise rejects with a CancelledError
};

page.isEditableField = (node) =>
  node instanceof Element &&
  Boolean(
    node.closest(
      'textarea, select, input:not([readonly]):not([type=checkbox]), [contenteditable=""], [contenteditable="true"]',
    ),
  );

// ---------------------------------------------------------------------------------------------
// Start: a saved game, unless the address holds another puzzle (a ?p= link opens in Play).

function start() {
  const { saved, problem } = storage.load();
  const p = new URLSearchParams(location.search).get('p');
  const daily = new URLSearchParams(location.search).has('daily'); // a daily's link (page/around/daily-view.js)
  if (saved) {
    const savedLine = saved.mode === 'play' ? gridToLine(saved.givens) : gridToLine(saved.grid);
    const linked = p ? lineToGrid(p) : null;
    const progress = new URLSearchParams(location.search).has('g'); // a link's game in progress wins
    const sameAsLink = !daily && !progress && (!p || (linked !== null && gridToLine(linked) === savedLine));
    // A link to another puzzle opens over the saved game, which Undo brings back.
    Object.assign(state, saved);
    page.applySettings();
    state.runningSince = null;
    game.resumeClock(state); // not in Solve, not on a finished game
    page.finishedSeen = state.finishedMs !== null;
    if (sameAsLink) {
      page.render();
      page.replaceUrl();
      if (state.mode === 'play') {
        page.resumeGame?.();
        status.set(
          pageText('welcomeBack', { entered: page.enteredWords(), time: page.formatClock(game.playTime(state)) }),
          'ok',
        );
      }
      return;
    }
  }
  page.render();
  if (problem) {
    // Said, and not covered by a new puzzle's messages: the player starts afresh from here.
    status.set(pageText('savedNotRestored', { problem }), 'warn');
    if (daily) page.openDailyLink();
    else if (p) page.loadFromUrl();
    else page.replaceUrl();
  } else if (daily) page.openDailyLink();
  else if (p) page.loadFromUrl();
  else if (new URLSearchParams(location.search).get('mode') === 'solve') page.replaceUrl();
  else {
    // A first visit plays: a new puzzle of the default difficulty.
    setMode('play');
    page.newPuzzle();
  }
}

bindGridEdit(page);
bindText(page);
bindSolve(page);
bindPlay(page);
bindPlayInput(page);
bindComfort(page);
bindPause(page);
bindSteps(page);
bindPrint(page);
bindListRating();
bindStatistics(page);
bindGameLibrary(page);
bindHistory(page);
bindDaily(page);
bindDailyArchive(page);
bindShare(page);
bindCompletion(page);
bind();
start();
bindLearn(page); // after start(): ?learn= opens over the game it restored
// A language picked in the chooser: the words the page draws itself follow at once.
onLanguageChange(() => page.render());
// Offline use, in the production build only (page/offline.js).
registerServiceWorker();
