// <sudoku-board>: a Sudoku board as a custom element, `dlx-sudoku/board` in the npm package
// (types in sudoku-board.d.ts). It draws the grid (board/grid-view.js, the page's own view), takes
// keys, pointer and an on-screen pad, keeps pencil marks and an undo history (model/game.js), and
// runs the engine in a worker through the package's worker client: one client shared by the
// page's boards (engine/shared-client.js, created when first needed, closed with the last board),
// or the one an app gives it (`board.client = myClient`).
//
// Its public surface (attributes, properties, methods, events, parts, custom properties,
// strings) is declared once in board/surface.js, which this class reads for its observed
// attributes, its plain attribute <-> property reflections and its events' bubbling; the
// package's reference (npm/REFERENCE.md) is generated from the same table. What each attribute
// does and the properties' accessors are in board/element-properties.js.
//
// A host with its own state and controls (the page, www/app.js) sets the `controlled`
// attribute: the element then neither handles input nor shows its status, toolbar and pad, and
// the host draws its own state (model/game.js's shape) with renderState(state), listening on
// `grid` (the shadow root's role=grid element) for keys and clicks.
//
// Nothing throws out of it: bad input, a saved game it cannot read and words it cannot use
// (`strings`) included, and failed calls fire `error` (and the
// promise of a method resolves with null); a call the board's removal cut short rejects with a
// CancelledError. Props set by a framework in any order behave alike: a load's `change` is sent
// once the current synchronous work is done (a listener set in the same go hears it), and a
// `state` equal to the game last given, or to the game on the board, changes nothing. An
// engine failure (no worker, no WebAssembly, a CSP) is told apart from a bad puzzle and
// reported once. Moved in the DOM (removed and put back in one task), a board keeps its work:
// the teardown waits for a microtask and only runs when the board is still out of the document.
// Importing it in Node (server-side rendering) defines nothing: the element is defined only
// where `customElements` exists.
// Rendered on a server, it reads the attributes React's server writes for its camel-case props
// (`showcandidates`: board/surface.js's ATTRIBUTE_ALIASES), since React's hydration sets no
// property; properties set on it before the module loaded are taken when it upgrades.

import { Board } from './grid-view.js';
import { boardStrings, loadBoardWords } from './strings.js';
import * as game from '../model/game.js';
import { onLongPress, renderPad } from './pad.js';
import { ALL_DIGITS, PEERS, bit, countFilled, gridToLine, overlay } from '../model/grid.js';
import * as actions from './actions.js';
import { createChainOverlay, drawOverlay } from './chain.js';
import { BoardEngine, BoardError, boardCancelled } from './engine.js';
import { parsePuzzle } from './input.js';
import * as play from './play.js';
import { setCellParts } from './parts.js';
import { boardSheet } from './style.js';
import { boardTemplate } from './template.js';
import { ATTRIBUTE_ALIASES, ATTRIBUTES, EVENTS } from './surface.js';
import { defineReflections } from './reflect.js';
import { onDragSelect } from './drag-select.js';
import { selectAlso, selectOnly } from '../model/selection.js';
import { mixBoardProperties } from './element-properties.js';
import { feedbackOf, feedbackPlayer } from '../model/feedback.js';
import { endIfOverLimit } from '../model/mistake-limit.js';

/** The rules' candidates of each empty cell of `digits`. */
function ruleMasks(digits) {
  return Uint16Array.from(digits, (v, i) =>
    v ? 0 : ALL_DIGITS & ~PEERS[i].reduce((m, j) => m | (digits[j] ? bit(digits[j]) : 0), 0),
  );
}

// Outside a browser (Node, server-side rendering) there is no HTMLElement: the class still
// loads, and is defined as an element only where `customElements` exists (the end of the file).
const ElementBase = globalThis.HTMLElement ?? class {};

/** Each event's `bubbles` and `composed`, by name. */
const EVENT_INIT = Object.fromEntries(EVENTS.map((e) => [e.name, { bubbles: e.bubbles, composed: e.composed }]));

export class SudokuBoardElement extends ElementBase {
  static get observedAttributes() {
    return [...ATTRIBUTES.filter((a) => a.observed).map((a) => a.name), ...Object.keys(ATTRIBUTE_ALIASES)];
  }

  constructor() {
    super();
    this.s = game.createState();
    this.s.mode = 'play';
    this.s.runningSince = null;
    this._engine = new BoardEngine(this);
    this._gameId = 0;
    this._solvedFired = false;
    this._lastLine = gridToLine(this.s.givens);
    this._stringsOverride = null;
    this._wordsLoading = null; // the language file being loaded, which `ready` waits for
    this._w = boardStrings('en');
    this._status = null;
    this._error = null;
    this._hintCall = null;
    this._ready = null;
    this._whenConnected = null;
    this._givenState = null; // gameKey of the last `state` given
    this._pendingEvents = []; // loads' events, sent after the current synchronous work
    this._mistakesHeard = 0; // the mistakes the last feedback knew of
    this._sound = false; // the `sound` and `haptics` attributes
    this._haptics = false;
    this._feedback = feedbackPlayer({
      vibrate: typeof globalThis.navigator?.vibrate === 'function' ? (p) => navigator.vibrate(p) : null,
      Audio: globalThis.AudioContext ?? /** @type {any} */ (globalThis).webkitAudioContext ?? null,
    });

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
      if (!this.controlled) play.onKey(this, e);
    });
    this.gridEl.addEventListener('click', (e) => {
      if (this.controlled) return;
      const i = this.view.indexOf(e.target.closest('.cell'));
      if (i < 0) return;
      // Ctrl (Command) or Shift with a click: the cell joins the selection (Ctrl again: leaves it).
      const toggle = e.ctrlKey || e.metaKey;
      if (this.s.mode === 'play' && (toggle || e.shiftKey)) {
        this._select(i, { extend: true, toggle });
        return;
      }
      if (this._dragged) {
        this._dragged = false; // the press that started a drag selected its cells already
        return;
      }
      this._select(i);
      // Digit-first: a digit kept on the pad goes into each cell tapped.
      if (this.s.mode === 'play' && this.s.lockedDigit) play.input(this, this.s.lockedDigit);
    });
    // A drag across the grid selects the cells it crosses (board/drag-select.js).
    this._dragged = false;
    let dragStart = 0;
    onDragSelect(this.gridEl, (node) => this.view.indexOf(node), {
      active: () => !this.controlled && this.s.mode === 'play' && !this.s.lockedDigit,
      start: (i) => {
        this._dragged = false;
        dragStart = i;
      },
      extend: (i) => {
        if (!this._dragged) {
          this._dragged = true;
          this._select(dragStart);
        }
        this._select(i, { extend: true });
      },
    });
    // A press on the pad keeps the focus on the selected cell.
    root.querySelector('.pad').addEventListener('mousedown', (e) => {
      if (e.target.closest('button')) e.preventDefault();
    });
    root.querySelector('.pad').addEventListener('click', (e) => {
      const b = e.target.closest('button');
      if (!b || this.controlled) return;
      const action = b.dataset.action;
      if (action) play.switchMode(this, action === 'pencil' ? 'corner' : action);
      else play.padDigit(this, Number(b.dataset.digit));
    });
    this.padDigits = [...root.querySelectorAll('.pad [data-digit]')];
    for (const b of this.padDigits) {
      const d = Number(b.dataset.digit);
      if (d) onLongPress(b, () => !this.controlled && play.lockDigit(this, d));
    }
    root.querySelector('.toolbar').addEventListener('click', (e) => {
      if (this.controlled) return;
      const action = e.target.closest('button')?.dataset.action;
      if (action === 'hint') this.hint();
      else if (action === 'check') this.check();
      else if (action === 'undo') this.undo();
      else if (action === 'redo') this.redo();
    });
    this._applyStrings();
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
   * Draws a host's state (model/game.js's shape; `highlight.chain`, when set, is drawn as the chain
   * overlay). Returns the rule violations of the digits shown, as board/grid-view.js does.
   */
  renderState(state) {
    const clash = this.view.render(state);
    setCellParts(this.view.cells);
    drawOverlay(this.overlay, state.highlight);
    this._focusFollows(state.sel);
    return clash;
  }

  /**
   * When a cell has the focus, it is the selected one: a hint that selects its cell takes the
   * focus there too, so that the next key goes to the cell the player sees selected.
   */
  _focusFollows(sel) {
    const i = this.view.indexOf(this.shadowRoot.activeElement);
    if (i >= 0 && i !== sel) this.view.cells[sel].focus();
  }

  // ---------------------------------------------------------------------------------------------
  // Lifecycle (the attributes and properties are board/element-properties.js's)

  connectedCallback() {
    this._upgradeProperties();
    this._adoptStyles();
    // The language may come from an ancestor the board has just joined.
    if (this._wordsLang !== this._lang()) this._applyStrings();
    game.resumeClock(this.s);
    if (this.s.mode === 'play' && countFilled(this.s.givens)) this._engine.analyse();
    this._whenConnected?.resolve();
    this._whenConnected = null;
  }

  adoptedCallback() {
    this._adoptStyles();
  }

  disconnectedCallback() {
    game.pauseClock(this.s);
    // A move (removed and put back in the same task) keeps the client and the calls running.
    queueMicrotask(() => {
      if (!this.isConnected) this._teardown();
    });
  }

  /**
   * Removed for good: the board's own calls reject with a CancelledError and its hold on the
   * shared client goes (the other boards' calls run on); the status is cleared.
   */
  _teardown() {
    this._engine.release();
    this._hintCall = null;
    this._ready = null;
    this.gridEl.removeAttribute('aria-busy');
    this._say('');
  }

  /** The stylesheet of the document the board is in (a sheet adopts only into its own document). */
  _adoptStyles() {
    const sheet = boardSheet(this.ownerDocument);
    const root = this.shadowRoot;
    if (root.adoptedStyleSheets.length !== 1 || root.adoptedStyleSheets[0] !== sheet) root.adoptedStyleSheets = [sheet];
  }

  // ---------------------------------------------------------------------------------------------
  // Public methods

  /** First call: explains the next step and shows it. Second call: applies it. A call while one runs gets its promise. */
  hint() {
    if (this._refuseIfOver()) return Promise.resolve(null);
    if (this._hintCall) return this._hintCall;
    const call = this._hint();
    this._hintCall = call;
    const done = () => {
      if (this._hintCall === call) this._hintCall = null;
    };
    call.then(done, done);
    return call;
  }

  _hint() {
    return this._guard('failHint', () => actions.hint(this));
  }

  /** Marks the player's digits that differ from the solution; resolves with their cells. */
  check() {
    return this._guard('failCheck', () => actions.check(this));
  }

  /** Play: fills every cell with the solution (one undo step). Edit: shows the grid's solution. Resolves with the solution. */
  solve() {
    return this._guard('failSolve', () => actions.solve(this));
  }

  /** A new puzzle from the generator (in the worker); resolves with it, or null. */
  newPuzzle(options = {}) {
    return this._guard('failNewPuzzle', () => actions.newPuzzle(this, options));
  }

  /**
   * Cancels this board's work in the engine (its newPuzzle, hint, check, solve and its puzzle's
   * analysis): each rejects at once with a CancelledError; other boards' calls go on.
   */
  cancel() {
    this._engine.cancel('board');
  }

  undo() {
    if (this._refuseIfOver() || !game.undo(this.s)) return false;
    this._commit('undo');
    return true;
  }

  redo() {
    if (this._refuseIfOver() || !game.redo(this.s)) return false;
    this._commit('redo');
    return true;
  }

  // ---------------------------------------------------------------------------------------------
  // Loading

  _loadText(text) {
    let givens;
    try {
      givens = parsePuzzle(text);
    } catch (err) {
      // After the current task, so that listeners added right after the element was made hear it.
      setTimeout(() => {
        const w = this._w;
        this._fail(w.badPuzzle(err.problem ? w.givensClash(err.problem) : err.message));
      }, 0);
      return;
    }
    // The same puzzle again (a framework setting its prop anew) keeps the game.
    if (gridToLine(givens) === this.puzzle) return;
    this._load(givens);
  }

  _load(givens, { solution = null, info = null, cause = 'puzzle' } = {}) {
    const s = this.s;
    this._gameId++;
    this._engine.analysis = null;
    if (s.mode === 'solve') {
      game.loadEditorGrid(s, givens);
    } else {
      game.startGame(s, givens, { puzzle: info, solution });
      if (!this.isConnected) game.pauseClock(s);
      this._solvedFired = false;
      if (!solution && countFilled(givens) && this.isConnected) this._engine.analyse();
    }
    const first = givens.indexOf(0);
    s.sel = Math.max(first, 0);
    this._hintCall = null;
    this._loaded(cause);
  }

  /**
   * After any load: the old status and error go, `ready` waits for this puzzle, the board is
   * drawn, `change` says why. A load by a prop or attribute sends it after the current
   * synchronous work, so that a framework setting the listener after the prop (React sets
   * props in the order written) hears it.
   */
  _loaded(cause) {
    this._say('');
    this._error = null;
    this._ready = null;
    this._lastLine = this._line();
    this._mistakesHeard = this.s.mistakes;
    this._render();
    this._checkLimit({ feel: false }); // a saved game at the limit is over again (a load makes no sound)
    const detail = { value: this._lastLine, puzzle: this.puzzle, cause };
    if (cause === 'puzzle' || cause === 'state') this._emitSoon('change', detail);
    else this._emit('change', detail);
  }

  _playWithPuzzle(what) {
    const s = this.s;
    if (s.mode !== 'play') throw new BoardError(this._w.needsPlayMode(what));
    if (!countFilled(s.givens)) throw new BoardError(this._w.needsGivens(what));
    return s;
  }

  _setMode(value) {
    const want = value === 'edit' ? 'solve' : 'play';
    if (value !== null && value !== 'play' && value !== 'edit') setTimeout(() => this._fail(this._w.badMode(value)), 0);
    const s = this.s;
    if (s.mode === want) return;
    if (want === 'solve') game.toSolve(s);
    else if (game.toPlay(s) === 'new') {
      this._gameId++;
      this._ready = null;
      this._solvedFired = false;
      this._engine.analysis = null;
      if (this.isConnected) this._engine.analyse();
    }
    this._lastLine = this._line();
    this._render();
  }

  // ---------------------------------------------------------------------------------------------
  // Input

  /** Selects cell i alone, or with `extend` adds it to the selection (`toggle`: takes it out when in). */
  _select(i, { extend = false, toggle = false } = {}) {
    if (extend) selectAlso(this.s, i, { toggle });
    else selectOnly(this.s, i);
    this._render();
    this.view.cells[this.s.sel].focus();
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
  _commit(cause) {
    const s = this.s;
    this._render();
    const line = this._line();
    const digitsChanged = line !== this._lastLine;
    if (digitsChanged) {
      this._lastLine = line;
      this._emit('change', { value: line, puzzle: this.puzzle, cause });
    }
    if (s.mode !== 'play') return;
    let solvedNow = false;
    if (s.finishedMs === null) this._solvedFired = false;
    else if (!this._solvedFired) {
      this._solvedFired = true;
      solvedNow = true;
      const detail = { timeMs: Math.round(s.finishedMs), hintsUsed: s.hintsUsed, mistakes: s.mistakes };
      this._say(this._w.solvedGame(detail, this._w), 'ok');
      this._emit('solved', detail);
    }
    const kind = feedbackOf({ cause, solvedNow, newMistakes: s.mistakes - this._mistakesHeard, digitsChanged });
    this._mistakesHeard = s.mistakes;
    if (kind) this._feel(kind);
    this._checkLimit();
  }

  /** Sounds and vibrates as the `sound` and `haptics` attributes say (model/feedback.js). */
  _feel(kind) {
    this._feedback(kind, { sound: this._sound, haptics: this._haptics });
  }

  /** Ends the game in play when its mistakes reached `mistake-limit`: says so, fires `gameover`. */
  _checkLimit({ feel = true } = {}) {
    const limit = this.mistakeLimit;
    if (!endIfOverLimit(this.s, limit)) return;
    const detail = { mistakes: this.s.mistakes, limit, timeMs: Math.round(this.s.lostMs) };
    this._render();
    this._say(this._w.gameOver(detail, this._w), 'error');
    if (feel) this._feel('over');
    this._emit('gameover', detail);
  }

  /** A move on a game the mistake limit ended: refused, with the words that say why. */
  _refuseIfOver() {
    if (!this.gameOver) return false;
    this._say(
      this._w.gameOver({ mistakes: this.s.mistakes, limit: this.mistakeLimit || this.s.mistakes }, this._w),
      'error',
    );
    return true;
  }

  _render() {
    const s = this.s;
    const play = s.mode === 'play';
    let view = s;
    if (play && this._attr('show-candidates') !== null) {
      const rules = ruleMasks(overlay(s.givens, s.entries));
      view = { ...s, marks: Uint16Array.from(s.marks, (m, i) => m || rules[i]) };
    }
    this.view.render(view);
    setCellParts(this.view.cells);
    for (const mode of ['corner', 'centre', 'colour']) {
      this.gridEl.classList.toggle(`input-${mode}`, play && s.inputMode === mode);
      const b = this.buttons[mode === 'corner' ? 'pencil' : mode];
      // Colour stays pressed for the candidates' colours, its second step.
      const on = s.inputMode === mode || (mode === 'colour' && s.inputMode === 'candidate');
      b.setAttribute('aria-pressed', String(play && on));
      b.hidden = !play;
    }
    this.gridEl.classList.toggle('input-candidate', play && s.inputMode === 'candidate');
    this.gridEl.classList.toggle('pencil', play && s.inputMode === 'corner');
    this.gridEl.classList.toggle('finished', play && s.finishedMs !== null);
    renderPad(this.padDigits, s, this._w);
    this.buttons.hint.hidden = !play;
    this.buttons.check.hidden = !play;
    this.buttons.undo.disabled = !game.canUndo(s);
    this.buttons.redo.disabled = !game.canRedo(s);
    drawOverlay(this.overlay, s.highlight);
    this._focusFollows(s.sel);
  }

  _say(text, tone = '') {
    this.statusEl.textContent = text;
    this.statusEl.className = `status${tone ? ` ${tone}` : ''}`;
    this._status = text ? { message: text, tone: tone || 'info' } : null;
  }

  _fail(message, extra = {}) {
    this._say(message, 'error');
    this._error = { message, ...extra };
    this._emit('error', { message, ...extra });
  }

  /** The language: the element's `lang`, else its nearest ancestor's, else English. */
  _lang() {
    return this.closest('[lang]')?.getAttribute('lang') || 'en';
  }

  /**
   * Puts the words of `lang` and `strings` on the labels, buttons and cells. A language not
   * loaded yet is loaded first (the words in use stay until it arrives); `ready` waits for it.
   */
  _applyStrings() {
    const lang = this._lang();
    this._wordsLang = lang;
    const w = boardStrings(lang, this._stringsOverride);
    if (!w) {
      this._wordsLoading = loadBoardWords(lang).then(
        () => {
          this._wordsLoading = null;
          if (this._lang() === lang) this._applyStrings();
        },
        (err) => {
          this._wordsLoading = null;
          this._fail(this._w.failed(lang, err?.message ?? String(err)));
        },
      );
      return;
    }
    this._w = w;
    const root = this.shadowRoot;
    this.gridEl.setAttribute('aria-label', w.gridLabel);
    this.view.label = w.gridLabel;
    this.view.words = w;
    root.getElementById('keys').textContent = w.keys;
    // The own controls are out of the tree while `controlled` is set: found in them, not the root.
    const [, toolbar, pad] = this.ownControls;
    toolbar.setAttribute('aria-label', w.gameLabel);
    pad.setAttribute('aria-label', w.padLabel);
    for (const action of ['hint', 'check', 'undo', 'redo']) this.buttons[action].textContent = w[action];
    pad.querySelector('[data-digit="0"] .word').textContent = w.erase;
    this.buttons.pencil.querySelector('.word').textContent = w.pencil;
    this.buttons.centre.querySelector('.word').textContent = w.centreNotes;
    this.buttons.colour.querySelector('.word').textContent = w.colour;
    this._render();
  }

  /**
   * Fires one of the table's events, bubbling and composed as board/surface.js says, after the
   * loads' events still waiting (so that events keep their order).
   */
  _emit(type, detail) {
    this._sendPending();
    const { bubbles, composed } = EVENT_INIT[type];
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles, composed }));
  }

  /** Fires an event in a microtask: once the synchronous work that caused it is done. */
  _emitSoon(type, detail) {
    this._pendingEvents.push([type, detail]);
    if (this._pendingEvents.length === 1) queueMicrotask(() => this._sendPending());
  }

  _sendPending() {
    const events = this._pendingEvents;
    this._pendingEvents = [];
    for (const [type, detail] of events) this._emit(type, detail);
  }

  /**
   * Runs a public method: a failure becomes an `error` event and null; a call cancelled (the
   * board removed, the client cancelled) rejects with a CancelledError. `what` names the
   * failure's words. A board out of any document starts no worker: its calls fail.
   */
  async _guard(what, fn) {
    try {
      if (!this.isConnected) throw new BoardError(this._w.notInDocument);
      // A call made just after `lang` changed speaks the new language.
      if (this._wordsLoading) await this._wordsLoading;
      return await fn();
    } catch (err) {
      if (err?.cancelled) throw err.board ? err : boardCancelled(this.isConnected);
      if (err?.engine) this._engine.failed(err);
      else this._fail(this._w.failed(this._w[what], err?.message ?? String(err)));
      return null;
    }
  }
}

mixBoardProperties(SudokuBoardElement);
defineReflections(SudokuBoardElement.prototype, ATTRIBUTES, ATTRIBUTE_ALIASES);

if (globalThis.customElements && !customElements.get('sudoku-board'))
  customElements.define('sudoku-board', SudokuBoardElement);
