// The attribute and property plumbing of <sudoku-board> (board/sudoku-board.js): what an
// attribute change does, the properties an app reads and sets (puzzle, state, strings, ready,
// client...) and the properties set before the element was defined. They are written here as a
// class and copied onto the element's prototype (mixBoardProperties), so that the element keeps
// them as its own accessors, as board/surface.js's table and its test expect.

import { gameKey, loadState, readState, writeState } from './state.js';
import { boardTemplates, checkOverrides } from './strings.js';
import * as game from '../model/game.js';
import { countFilled, gridToLine } from '../model/grid.js';
import { isLost } from '../model/mistake-limit.js';
import { ATTRIBUTE_ALIASES, PROPERTIES } from './surface.js';

/** A mistake limit from an attribute or a property: a whole number 1-81, else 0 (none). */
const limitOf = (v) =>
  v !== null && /^\s*\d+\s*$/.test(String(v)) && Number(v) >= 1 && Number(v) <= 81 ? Number(v) : 0;

/** Each observed attribute's server-rendered spelling (surface.js's ATTRIBUTE_ALIASES reversed). */
const ALIAS_OF = Object.fromEntries(Object.entries(ATTRIBUTE_ALIASES).map(([alias, name]) => [name, alias]));

/** The properties an app sets, in the table's order (`puzzle` before `state`). */
const SETTABLE = PROPERTIES.filter((p) => !p.readonly && !p.host).map((p) => p.name);

// Typed as `any`: these members run on the element, whose own fields (`s`, `_engine`...) it sets.
const Host = /** @type {any} */ (class {});

class BoardProperties extends Host {
  attributeChangedCallback(name, _old, value) {
    // What a server renderer wrote for a camel-case prop (`showcandidates`) stands for the
    // attribute itself, read in place (a copy would be an attribute React's hydration did not
    // expect); the documented spelling wins when both are there.
    if (ATTRIBUTE_ALIASES[name]) name = ATTRIBUTE_ALIASES[name];
    value = this._attr(name);
    if (name === 'puzzle') this._loadText(value);
    else if (name === 'lang') this._applyStrings();
    else if (name === 'mode') this._setMode(value);
    else if (name === 'show-candidates') this._render();
    else if (name === 'show-mistakes') {
      this.s.showMistakes = value !== null;
      this._render();
    } else if (name === 'full-hints') this.s.fullHints = value !== null;
    else if (name === 'mistake-limit') {
      if (value !== null && !limitOf(value)) setTimeout(() => this._fail(this._w.badMistakeLimit(value)), 0);
      this._checkLimit();
    } else if (name === 'sound') this._sound = value !== null;
    else if (name === 'haptics') this._haptics = value !== null;
    else if (name === 'entry-mode') {
      game.setInputMode(this.s, value);
      this._render();
    } else if (name === 'controlled') {
      const wrap = this.shadowRoot.querySelector('.wrap');
      for (const node of this.ownControls) {
        if (value === null) wrap.append(node);
        else node.remove();
      }
    }
  }

  /** An observed attribute's value, from its server-rendered spelling when it is not set itself. */
  _attr(name) {
    return this.getAttribute(name) ?? (ALIAS_OF[name] ? this.getAttribute(ALIAS_OF[name]) : null);
  }

  /**
   * Properties set on the element before it was defined (a framework's render, or an app's
   * script, that ran before this module loaded) are the element's own and hide its accessors:
   * each is taken off and set again through its setter.
   */
  _upgradeProperties() {
    for (const name of SETTABLE) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
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
  /** What a digit does: 'digit', 'corner' (a corner mark), 'centre' (a centre mark) or 'colour'. */
  get entryMode() {
    return this.s.inputMode;
  }
  set entryMode(mode) {
    this.removeAttribute('entrymode'); // a server renderer's spelling, which would otherwise stay
    this.setAttribute('entry-mode', game.INPUT_MODES.includes(mode) ? mode : 'digit');
  }
  /** The mistakes that end a game (the `mistake-limit` attribute), 0 for none. */
  get mistakeLimit() {
    return limitOf(this._attr('mistake-limit'));
  }
  set mistakeLimit(n) {
    if (limitOf(n)) this.setAttribute('mistake-limit', String(Number(n)));
    else this.removeAttribute('mistake-limit');
  }
  /** Whether the game in play ended at the mistake limit. */
  get gameOver() {
    return this.s.mode === 'play' && isLost(this.s);
  }
  /** The number of hints shown in the current game (each step once, a nudge included). */
  get hintsUsed() {
    return this.s.hintsUsed;
  }
  /** The wrong digits entered in the current game (each cell and digit once; needs the solution). */
  get mistakes() {
    return this.s.mistakes;
  }
  get canUndo() {
    return game.canUndo(this.s);
  }
  get canRedo() {
    return game.canRedo(this.s);
  }

  /**
   * The game as plain JSON (board/state.js). Setting it loads that game, unless it is the game
   * last given or the one on the board (gameKey: the same game whatever its form, the time
   * played aside), so that a framework giving its prop anew, a new object each render, keeps
   * the game played since. One the board cannot read fires `error` and changes nothing. Null
   * changes nothing either, and forgets the game last given (the same may then load again).
   */
  get state() {
    return writeState(this.s);
  }
  set state(value) {
    if (value == null) {
      this._givenState = null;
      return;
    }
    let r;
    try {
      r = readState(value);
    } catch (err) {
      // After the current task, as a bad puzzle's: a listener set with the prop hears it.
      setTimeout(() => this._fail(this._w.badState(err.message.replace(/^Bad state: /, ''))), 0);
      return;
    }
    const key = gameKey(r);
    const known = key === this._givenState || key === gameKey(readState(writeState(this.s)));
    this._givenState = key;
    if (known) return;
    this._gameId++;
    this._engine.analysis = null;
    this._hintCall = null;
    loadState(this.s, r);
    if (this.isConnected) game.resumeClock(this.s);
    // The attribute, when set, wins over the saved input mode.
    const entryMode = this._attr('entry-mode');
    if (entryMode !== null) game.setInputMode(this.s, entryMode);
    this._solvedFired = r.finished;
    this._loaded('state');
    if (this.s.mode === 'play' && countFilled(this.s.givens) && this.isConnected) this._engine.analyse();
  }

  /**
   * The templates in use (the `board` section of `lang`'s file, www/i18n/, with `strings` set on
   * top); setting replaces some of them (null: none).
   */
  get strings() {
    return boardTemplates(this._lang(), this._stringsOverride);
  }
  set strings(value) {
    try {
      if (value != null) checkOverrides(value); // throws on a bad value, before anything changes
    } catch (err) {
      // As a bad state: `error` after the current task, the words kept, nothing thrown into a
      // framework's commit.
      setTimeout(() => this._fail(err.message), 0);
      return;
    }
    this._stringsOverride = value ?? null;
    this._applyStrings();
  }

  /** The status line now: { message, tone: 'info' | 'ok' | 'error' }, or null when it is empty. */
  get status() {
    return this._status && { ...this._status };
  }

  /** The last `error` event's detail since the puzzle was loaded, or null. */
  get error() {
    return this._error && { ...this._error };
  }

  /**
   * Resolves with the board once it is in a document, its worker has loaded the engine and its
   * puzzle has been analysed; rejects when the engine cannot start. One promise a puzzle: a
   * load (puzzle, state, newPuzzle, play after edit) makes a new one, read after it.
   */
  get ready() {
    if (!this._ready) {
      const connected = this.isConnected
        ? Promise.resolve()
        : new Promise((resolve) => {
            this._whenConnected = { resolve };
          });
      this._ready = connected
        .then(() => this.client.ready)
        .then(() => this._engine.analysis)
        .then(() => this._wordsLoading)
        .then(() => this);
      this._ready.catch(() => {});
    }
    return this._ready;
  }

  /** The element's worker client: the page's shared one (taken on first use) unless one was given. */
  get client() {
    return this._engine.client;
  }
  /** Gives the board its own client (its owner closes it); null goes back to the shared one. */
  set client(client) {
    // Work of the previous client no longer counts: the analysis runs again when needed.
    this._engine.setClient(client);
  }
}

/** Copies the accessors and methods above onto `element`'s prototype, as its own. */
export function mixBoardProperties(element) {
  for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(BoardProperties.prototype)))
    if (name !== 'constructor') Object.defineProperty(element.prototype, name, d);
}
