// <sudoku-board>: a Sudoku board as a custom element, `dlx-sudoku/board` in the npm package
// (types in sudoku-board.d.ts). It draws the grid (js/board.js, the page's own view), takes
// keys, pointer and an on-screen pad, keeps pencil marks and an undo history (js/game.js), and
// runs the engine in a worker through the package's worker client: one client shared by the
// page's boards (js/shared-client.js, created when first needed, closed with the last board),
// or the one an app gives it (`board.client = myClient`).
//
//   <sudoku-board puzzle="4.....8.5.3...">            attributes: puzzle, mode (play | edit),
//                                                      show-candidates, theme (light | dark)
//   board.hint(), board.check(), board.solve(), board.newPuzzle({ difficulty, seed }),
//   board.undo(), board.redo()
//   events: change (detail: the grid, 81 characters), solved ({ timeMs, hintsUsed }),
//           error ({ message })
//
// A host with its own state and controls (the page, www/app.js) sets the `controlled`
// attribute: the element then neither handles input nor shows its status, toolbar and pad, and
// the host draws its own state (js/game.js's shape) with renderState(state), listening on
// `grid` (the shadow root's role=grid element) for keys and clicks.
//
// Nothing throws out of it: bad input and failed calls fire `error` (and the promise of a
// method resolves with null). An engine failure (no worker, no WebAssembly, a CSP) is told
// apart from a bad puzzle and reported once. Importing it in Node (server-side rendering)
// defines nothing: the element is defined only where `customElements` exists.

import { Board } from './board.js';
import * as game from './game.js';
import { ClientSlot } from './shared-client.js';
import {
  ALL_DIGITS,
  PEERS,
  bit,
  cellRef,
  countFilled,
  fmtClock,
  gridToLine,
  overlay,
  plural,
  sentence,
  techniqueName,
} from './sudoku.js';
import { createChainOverlay, drawChain } from './sudoku-board-chain.js';
import { keyAction, parsePuzzle } from './sudoku-board-input.js';
import { boardSheet } from './sudoku-board-style.js';
import { boardTemplate } from './sudoku-board-template.js';

/** A message for the player and the `error` event (not a fault of the element). */
class BoardError extends Error {}

/** The rules' candidates of each empty cell of `digits`. */
function ruleMasks(digits) {
  return Uint16Array.from(digits, (v, i) =>
    v ? 0 : ALL_DIGITS & ~PEERS[i].reduce((m, j) => m | (digits[j] ? bit(digits[j]) : 0), 0),
  );
}

/** What the player reads when the engine fails; the cause goes to the event and the console. */
const ENGINE_FAILED = 'The solver could not start, so Hint, Check, Solve and New puzzle are unavailable.';

// Outside a browser (Node, server-side rendering) there is no HTMLElement: the class still
// loads, and is defined as an element only where `customElements` exists (the end of the file).
const ElementBase = globalThis.HTMLElement ?? class {};

export class SudokuBoardElement extends ElementBase {
  static get observedAttributes() {
    return ['puzzle', 'mode', 'show-candidates', 'controlled'];
  }

  constructor() {
    super();
    this.s = game.createState();
    this.s.mode = 'play';
    this.s.runningSince = null;
    this._clientSlot = new ClientSlot();
    this._reportedFailure = null;
    this._analysis = null;
    this._gameId = 0;
    this._hintsUsed = 0;
    this._solvedFired = false;
    this._reflecting = false;
    this._lastLine = gridToLine(this.s.givens);

    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [boardSheet()];
    root.append(boardTemplate());
    this.gridEl = root.querySelector('.board');
    this.statusEl = root.querySelector('.status');
    this.view = new Board(this.gridEl);
    for (const cell of this.view.cells) cell.setAttribute('part', 'cell');
    for (const row of this.gridEl.querySelectorAll('.board-row')) row.setAttribute('part', 'row');
    this.overlay = createChainOverlay();
    root.querySelector('.frame').append(this.overlay);
    this.buttons = Object.fromEntries([...root.querySelectorAll('[data-action]')].map((b) => [b.dataset.action, b]));
    // The parts a controlled host replaces with its own: out of the tree while `controlled` is set.
    this.ownControls = ['.status', '.toolbar', '.pad'].map((sel) => root.querySelector(sel));

    this.gridEl.addEventListener('keydown', (e) => {
      if (!this.controlled) this._onKey(e);
    });
    this.gridEl.addEventListener('click', (e) => {
      if (this.controlled) return;
      const i = this.view.indexOf(e.target.closest('.cell'));
      if (i >= 0) this._select(i);
    });
    // A press on the pad keeps the focus on the selected cell.
    root.querySelector('.pad').addEventListener('mousedown', (e) => {
      if (e.target.closest('button')) e.preventDefault();
    });
    root.querySelector('.pad').addEventListener('click', (e) => {
      const b = e.target.closest('button');
      if (!b || this.controlled) return;
      if (b.dataset.action === 'pencil') this._togglePencil();
      else this._input(Number(b.dataset.digit), { mark: false });
    });
    root.querySelector('.toolbar').addEventListener('click', (e) => {
      if (this.controlled) return;
      const action = e.target.closest('button')?.dataset.action;
      if (action === 'hint') this.hint();
      else if (action === 'check') this.check();
      else if (action === 'undo') this.undo();
      else if (action === 'redo') this.redo();
    });
    this._render();
  }

  /** Set by a host that keeps the state and handles input itself (see the header). */
  get controlled() {
    return this.hasAttribute('controlled');
  }

  /** The role=grid element (in the shadow root): a controlled host listens on it. */
  get grid() {
    return this.gridEl;
  }

  /** The index of a cell element, or -1 (for a controlled host). */
  indexOf(node) {
    return this.view.indexOf(node);
  }

  /** Moves the focus to cell i (for a controlled host). */
  focusCell(i) {
    if (this.shadowRoot.activeElement !== this.view.cells[i]) this.view.cells[i].focus();
  }

  /**
   * Draws a host's state (js/game.js's shape; `highlight.chain`, when set, is drawn as the chain
   * overlay). Returns the rule violations of the digits shown, as js/board.js does.
   */
  renderState(state) {
    const clash = this.view.render(state);
    drawChain(this.overlay, state.highlight?.chain || null);
    return clash;
  }

  // ---------------------------------------------------------------------------------------------
  // Attributes and properties

  attributeChangedCallback(name, _old, value) {
    if (name === 'puzzle' && !this._reflecting) this._loadText(value);
    else if (name === 'mode') this._setMode(value);
    else if (name === 'show-candidates') this._render();
    else if (name === 'controlled') {
      const wrap = this.shadowRoot.querySelector('.wrap');
      for (const node of this.ownControls) {
        if (value === null) wrap.append(node);
        else node.remove();
      }
    }
  }

  connectedCallback() {
    game.resumeClock(this.s);
    if (this.s.mode === 'play' && countFilled(this.s.givens) && this.s.solutionCount === null && !this._analysis)
      this._analysis = this._analyse();
  }

  disconnectedCallback() {
    game.pauseClock(this.s);
    this._clientSlot.release();
    this._analysis = null;
  }

  /** The puzzle: the givens in play mode, the grid being edited in edit mode (81 characters, `.` blanks). */
  get puzzle() {
    return gridToLine(game.puzzleGrid(this.s));
  }
  set puzzle(text) {
    this.setAttribute('puzzle', text == null ? '' : String(text));
  }
  /** The grid as shown: givens and the player's digits (81 characters, `.` blanks). */
  get value() {
    return this._line();
  }
  get mode() {
    return this.s.mode === 'solve' ? 'edit' : 'play';
  }
  set mode(m) {
    this.setAttribute('mode', m);
  }
  get showCandidates() {
    return this.hasAttribute('show-candidates');
  }
  set showCandidates(on) {
    this.toggleAttribute('show-candidates', Boolean(on));
  }
  get theme() {
    return this.getAttribute('theme');
  }
  set theme(t) {
    if (t == null) this.removeAttribute('theme');
    else this.setAttribute('theme', t);
  }
  /** The number of hints shown in the current game. */
  get hintsUsed() {
    return this._hintsUsed;
  }
  get canUndo() {
    return game.canUndo(this.s);
  }
  get canRedo() {
    return game.canRedo(this.s);
  }

  // ---------------------------------------------------------------------------------------------
  // Public methods

  /** First call: explains the next step and shows it. Second call: applies it. */
  hint() {
    return this._guard('No hint', async () => {
      const s = this._playWithPuzzle('Hint');
      if (s.hint) return this._applyHint(s.hint);
      await this._needUnique('Hint');
      const key = this._boardKey();
      const r = await this.client.call('hint', {
        givens: Array.from(s.givens),
        entries: Array.from(s.entries),
        candidates: game.hintMasks(s),
      });
      if (this._boardKey() !== key) return null;
      if (r.kind === 'solved') {
        this._say(sentence(r.text || 'The grid is complete and right'), 'ok');
        return { kind: 'solved', text: r.text, applied: false };
      }
      this._hintsUsed++;
      if (r.kind === 'step') {
        const step = r.step;
        s.hint = { kind: 'step', step };
        s.highlight = {
          source: 'hint',
          cells: step.cells,
          candidates: step.candidates,
          place: step.place,
          eliminate: step.eliminate,
          chain: step.chain,
        };
        this._render();
        this._say(
          `Hint (${step.name || techniqueName(step.technique)}, ${step.rating.toFixed(1)}): ${sentence(step.text)} Hint again applies it.`,
        );
        return { kind: 'step', text: step.text, step, applied: false };
      }
      s.hint = { kind: r.kind, cell: r.cell };
      s.highlight = { source: 'hint', wrongCell: r.cell, cells: [r.cell] };
      this._render();
      const again = r.kind === 'wrong-entry' ? 'Hint again erases it.' : 'Hint again puts the candidate back.';
      this._say(`Hint: ${sentence(r.text)} ${again}`, 'error');
      return { kind: r.kind, text: r.text, cell: r.cell, applied: false };
    });
  }

  /** Marks the player's digits that differ from the solution; resolves with their cells. */
  check() {
    return this._guard('Cannot check', async () => {
      const s = this._playWithPuzzle('Check');
      await this._needUnique('Check');
      const entered = countFilled(s.entries);
      const wrong = game.check(s);
      this._render();
      if (!entered) this._say('Nothing to check yet: no digit is entered.');
      else if (wrong.length)
        this._say(
          `Check: ${plural(wrong.length, 'entry is', 'entries are')} wrong (${wrong.map(cellRef).join(', ')}), marked in red.`,
          'error',
        );
      else
        this._say(
          `Check: all ${plural(entered, 'entry', 'entries')} are right so far; ${plural(81 - countFilled(overlay(s.givens, s.entries)), 'cell')} to go.`,
          'ok',
        );
      return { wrong: wrong.slice(), entered };
    });
  }

  /** Play: fills every cell with the solution (one undo step). Edit: shows the grid's solution. Resolves with the solution. */
  solve() {
    return this._guard('Cannot solve', async () => {
      const s = this.s;
      if (s.mode === 'solve') {
        const r = await this.client.call('solve', { grid: Array.from(s.grid) });
        if (!r.solution) throw new BoardError('this grid has no solution');
        game.setResult(s, { kind: 'solve', grid: Uint8Array.from(r.solution), info: { count: r.count } });
        this._commit();
        this._say(
          r.count === 1 ? 'Solved: the only solution is shown.' : 'Solved: one of several solutions is shown.',
          'ok',
        );
        return gridToLine(r.solution);
      }
      this._playWithPuzzle('Solve');
      await this._needUnique('Solve');
      game.remember(s);
      for (let i = 0; i < 81; i++) if (!s.givens[i]) s.entries[i] = s.solution[i];
      s.marks = new Uint16Array(81);
      game.clearMarksOfTheView(s);
      if (s.finishedMs === null) {
        s.finishedMs = game.playTime(s);
        s.runningSince = null;
      }
      this._commit();
      return gridToLine(s.solution);
    });
  }

  /** A new puzzle from the generator (in the worker); resolves with it, or null. */
  newPuzzle(options = {}) {
    return this._guard('No new puzzle', async () => {
      const opts = {};
      const o = options ?? {};
      if (typeof o !== 'object') throw new BoardError(`newPuzzle takes an options object, found ${typeof o}`);
      for (const key of ['difficulty', 'rating', 'symmetry', 'seed', 'maxClues'])
        if (o[key] != null) opts[key] = o[key];
      this.gridEl.setAttribute('aria-busy', 'true');
      this._say('Generating a puzzle…');
      let r;
      try {
        r = await this.client.call('generate', { options: opts });
      } finally {
        this.gridEl.removeAttribute('aria-busy');
      }
      const givens = parsePuzzle(r.puzzle);
      this._reflecting = true;
      try {
        this.setAttribute('puzzle', r.puzzle);
      } finally {
        this._reflecting = false;
      }
      this._load(givens, {
        solution: parsePuzzle(r.solution),
        info: { difficulty: r.difficulty, rating: r.rating, hardest: r.hardest, seed: r.seed, source: 'generated' },
      });
      this._commit();
      this._say(`New ${r.difficulty} puzzle: ${plural(countFilled(givens), 'given')}, rating ${r.rating.toFixed(1)}.`);
      return {
        puzzle: r.puzzle,
        solution: r.solution,
        difficulty: r.difficulty,
        rating: r.rating,
        hardest: r.hardest,
        seed: r.seed,
      };
    });
  }

  undo() {
    if (!game.undo(this.s)) return false;
    this._commit();
    return true;
  }

  redo() {
    if (!game.redo(this.s)) return false;
    this._commit();
    return true;
  }

  /** The element's worker client: the page's shared one (taken on first use) unless one was given. */
  get client() {
    return this._clientSlot.get();
  }
  /** Gives the board its own client (its owner closes it); null goes back to the shared one. */
  set client(client) {
    if (!this._clientSlot.set(client)) return;
    // Work of the previous client no longer counts: the analysis runs again when needed.
    this._analysis = null;
    this._reportedFailure = null;
  }

  // ---------------------------------------------------------------------------------------------
  // Loading

  _loadText(text) {
    let givens;
    try {
      givens = parsePuzzle(text);
    } catch (err) {
      // After the current task, so that listeners added right after the element was made hear it.
      setTimeout(() => this._fail(`Bad puzzle: ${err.message}.`), 0);
      return;
    }
    this._load(givens);
  }

  _load(givens, { solution = null, info = null } = {}) {
    const s = this.s;
    this._gameId++;
    this._analysis = null;
    if (s.mode === 'solve') {
      game.loadEditorGrid(s, givens);
    } else {
      game.startGame(s, givens, { puzzle: info, solution });
      if (!this.isConnected) game.pauseClock(s);
      this._hintsUsed = 0;
      this._solvedFired = false;
      if (!solution && countFilled(givens) && this.isConnected) this._analysis = this._analyse();
    }
    const first = givens.indexOf(0);
    s.sel = Math.max(first, 0);
    this._lastLine = this._line();
    this._render();
  }

  /**
   * The puzzle's solution (Check, Solve, the end of the game), from the worker. Resolves with
   * null, or with the error that left the count unknown: then the analysis is forgotten and runs
   * again when next needed (a cancelled call, an engine failure).
   */
  async _analyse() {
    const s = this.s;
    const id = this._gameId;
    try {
      const r = await this.client.call('solve', { grid: Array.from(s.givens) });
      if (id !== this._gameId) return null;
      s.solutionCount = r.count;
      s.solution = r.count === 1 ? Uint8Array.from(r.solution) : null;
      if (r.count === 0) this._fail('This puzzle has no solution.');
      else if (r.count > 1)
        this._fail('This puzzle has more than one solution: Hint, Check and Solve need a puzzle with exactly one.');
      return null;
    } catch (err) {
      if (id !== this._gameId) return null;
      this._analysis = null;
      if (err?.engine) this._engineFailed(err);
      else if (!err?.cancelled) this._fail(`Bad puzzle: ${err?.message ?? err}.`);
      return err;
    }
  }

  async _needUnique(what) {
    const s = this.s;
    if (s.solutionCount === null && !this._analysis) this._analysis = this._analyse();
    const id = this._gameId;
    let unknown = this._analysis ? await this._analysis : null;
    // A check cancelled before or while this method waited runs again, once.
    if (unknown?.cancelled && id === this._gameId) {
      this._analysis ??= this._analyse();
      unknown = await this._analysis;
    }
    if (id !== this._gameId) throw new BoardError('the puzzle changed meanwhile');
    if (unknown) throw unknown; // reported by _analyse (or a cancellation: no report)
    if (s.solutionCount === 0) throw new BoardError(`${what} needs a puzzle with a solution; this one has none`);
    if (s.solutionCount !== 1)
      throw new BoardError(`${what} needs a puzzle with exactly one solution; this one has several`);
  }

  _playWithPuzzle(what) {
    const s = this.s;
    if (s.mode !== 'play') throw new BoardError(`${what} works in play mode; this board is in edit mode`);
    if (!countFilled(s.givens)) throw new BoardError(`${what} needs a puzzle; the board has no givens`);
    return s;
  }

  _setMode(value) {
    const want = value === 'edit' ? 'solve' : 'play';
    if (value !== null && value !== 'play' && value !== 'edit')
      setTimeout(() => this._fail(`Bad mode ${JSON.stringify(value)}: expected "play" or "edit"; playing.`), 0);
    const s = this.s;
    if (s.mode === want) return;
    if (want === 'solve') game.toSolve(s);
    else if (game.toPlay(s) === 'new') {
      this._gameId++;
      this._hintsUsed = 0;
      this._solvedFired = false;
      this._analysis = this.isConnected ? this._analyse() : null;
    }
    this._lastLine = this._line();
    this._render();
  }

  // ---------------------------------------------------------------------------------------------
  // Input

  _onKey(e) {
    const a = keyAction(e, this.s.sel);
    if (!a) return;
    e.preventDefault();
    if (a.kind === 'move') this._select(a.to);
    else if (a.kind === 'digit') this._input(a.digit, { mark: false });
    else if (a.kind === 'mark') this._input(a.digit, { mark: true });
    else if (a.kind === 'pencil') this._togglePencil();
    else if (a.kind === 'undo') this.undo();
    else if (a.kind === 'redo') this.redo();
  }

  _select(i) {
    this.s.sel = i;
    this._render();
    this.view.cells[i].focus();
  }

  _togglePencil() {
    if (this.s.mode !== 'play') return;
    this.s.pencil = !this.s.pencil;
    this._render();
    this._say(this.s.pencil ? 'Pencil marks on: digits toggle marks.' : 'Pencil marks off: digits fill cells.');
  }

  _input(d, { mark }) {
    const s = this.s;
    const i = s.sel;
    let changed;
    if (s.mode === 'solve') changed = game.setEditorCell(s, i, d);
    else if (s.givens[i]) {
      this._say(`${cellRef(i)} is a given.`);
      return;
    } else if (d === 0) changed = s.entries[i] ? game.setEntry(s, i, 0) : game.clearMarks(s, i);
    else if (mark || s.pencil) changed = game.toggleMark(s, i, d);
    else changed = game.setEntry(s, i, d);
    if (changed) this._commit();
  }

  async _applyHint(shown) {
    const s = this.s;
    if (shown.kind === 'wrong-entry') {
      const d = s.entries[shown.cell];
      game.setEntry(s, shown.cell, 0);
      this._commit();
      this._say(`Erased the wrong ${d} at ${cellRef(shown.cell)}.`, 'ok');
      return {
        kind: shown.kind,
        text: `Erased the wrong ${d} at ${cellRef(shown.cell)}.`,
        cell: shown.cell,
        applied: true,
      };
    }
    if (shown.kind === 'missing-candidate') {
      const d = s.solution[shown.cell];
      game.remember(s);
      s.marks[shown.cell] |= bit(d);
      game.clearMarksOfTheView(s);
      this._commit();
      this._say(`Put ${d} back among the pencil marks of ${cellRef(shown.cell)}.`, 'ok');
      return {
        kind: shown.kind,
        text: `Put ${d} back among the pencil marks of ${cellRef(shown.cell)}.`,
        cell: shown.cell,
        applied: true,
      };
    }
    const step = shown.step;
    const key = this._boardKey();
    const masks = step.eliminate.length
      ? await this.client.call('candidates', { grid: Array.from(overlay(s.givens, s.entries)) })
      : null;
    if (this._boardKey() !== key) return null;
    game.applyStep(s, step, masks);
    const what = [];
    if (step.place.length) what.push(`placed ${step.place.map(([c, d]) => `${d} at ${cellRef(c)}`).join(', ')}`);
    if (step.eliminate.length) what.push(`removed ${plural(step.eliminate.length, 'candidate')}`);
    const text = `Applied the ${step.name || techniqueName(step.technique)}: ${what.join(' and ')}.`;
    this._say(text, 'ok');
    this._commit();
    return { kind: 'step', text, step, applied: true };
  }

  // ---------------------------------------------------------------------------------------------
  // Output

  _line() {
    return gridToLine(this.s.mode === 'solve' ? this.s.grid : overlay(this.s.givens, this.s.entries));
  }

  _boardKey() {
    const s = this.s;
    return `${this._gameId}:${gridToLine(s.givens)}${gridToLine(s.entries)}${Array.from(s.marks).join(',')}`;
  }

  /** After a change: draw, then `change` when the digits changed and `solved` when the game was just finished. */
  _commit() {
    const s = this.s;
    this._render();
    const line = this._line();
    if (line !== this._lastLine) {
      this._lastLine = line;
      this._emit('change', line);
    }
    if (s.mode !== 'play') return;
    if (s.finishedMs === null) this._solvedFired = false;
    else if (!this._solvedFired) {
      this._solvedFired = true;
      this._say(
        `Solved in ${fmtClock(s.finishedMs)}${this._hintsUsed ? ` with ${plural(this._hintsUsed, 'hint')}` : ''}. Well done!`,
        'ok',
      );
      this._emit('solved', { timeMs: Math.round(s.finishedMs), hintsUsed: this._hintsUsed });
    }
  }

  _render() {
    const s = this.s;
    const play = s.mode === 'play';
    let view = s;
    if (play && this.hasAttribute('show-candidates')) {
      const rules = ruleMasks(overlay(s.givens, s.entries));
      view = { ...s, marks: Uint16Array.from(s.marks, (m, i) => m || rules[i]) };
    }
    this.view.render(view);
    this.gridEl.classList.toggle('pencil', play && s.pencil);
    this.gridEl.classList.toggle('finished', play && s.finishedMs !== null);
    this.buttons.pencil.setAttribute('aria-pressed', String(play && s.pencil));
    this.buttons.pencil.hidden = !play;
    this.buttons.hint.hidden = !play;
    this.buttons.check.hidden = !play;
    this.buttons.undo.disabled = !game.canUndo(s);
    this.buttons.redo.disabled = !game.canRedo(s);
    drawChain(this.overlay, s.highlight?.chain || null);
  }

  _say(text, tone = '') {
    this.statusEl.textContent = text;
    this.statusEl.className = `status${tone ? ` ${tone}` : ''}`;
  }

  _fail(message, extra = {}) {
    this._say(message, 'error');
    this._emit('error', { message, ...extra });
  }

  /** An engine failure: once per failure, the player's sentence on the board, the cause for the developer. */
  _engineFailed(err) {
    if (this._reportedFailure === err) return;
    this._reportedFailure = err;
    console.error(`<sudoku-board>: ${err.message}`);
    this._fail(ENGINE_FAILED, { engine: true, cause: err.message });
  }

  _emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  /** Runs a public method: a failure becomes an `error` event and null; a cancelled call (the element left the page) only null. */
  async _guard(what, fn) {
    try {
      return await fn();
    } catch (err) {
      if (err?.engine) this._engineFailed(err);
      else if (!err?.cancelled) this._fail(`${what}: ${sentence(err?.message ?? String(err))}`);
      return null;
    }
  }
}

if (globalThis.customElements && !customElements.get('sudoku-board'))
  customElements.define('sudoku-board', SudokuBoardElement);
