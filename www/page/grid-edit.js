// Editing the grid, in both modes: a digit typed, tapped or pasted into a cell (page.enter),
// the grid's keys (digits, clearing keys, moving), selecting a cell by click or focus, Undo and
// Redo (buttons, Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z) and Solve's Clear. The changes are
// model/game.js's; the page renders and saves them (page.commit in app.js).

import { feedbackOf } from '../model/feedback.js';
import * as game from '../model/game.js';
import { colOf, countFilled, rowOf, sameGrid } from '../model/grid.js';
import { inputCells, selectOnly, selectedCells } from '../model/selection.js';
import { onDragSelect } from '../board/drag-select.js';
import { pageBoardWords, pageText } from './lang.js';

/** A cell's reference in the page's language (r1c2, L1C2, F1C2...). */
const ref = (i) => pageBoardWords().cellRef(i);

export function bindGridEdit(page) {
  const { state, status, board } = page;
  const $ = (sel) => document.querySelector(sel);
  const el = {
    grid: /** @type {any} */ ($('#board')).grid,
    undo: $('#undo'),
    redo: $('#redo'),
    clear: $('#clear'),
  };

  function isDigitKey(event) {
    if (/^[0-9]$/.test(event.key) && !event.shiftKey) return Number(event.key);
    const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code || ''); // Shift+digit, AZERTY digits
    return m && !/^(Backspace|Delete| |Spacebar|Arrow|Home|End|Page)/.test(event.key) ? Number(m[1]) : null;
  }

  /**
   * A digit (0 clears) typed, tapped or pasted into a cell. In Play it does what the input mode
   * says (a digit, a corner or centre mark, a colour), or what `mode` says (a modifier key).
   * @param {number} i @param {number} digit @param {{mode?: string}} [options]
   */
  page.enter = function enter(i, digit, { mode } = {}) {
    if (state.paused) {
      status.set(pageText('pausedFirst'), 'warn');
      return;
    }
    if (state.highlight?.board) {
      status.set(pageText('stepBoardReadOnly', { step: state.highlight.index + 1 }), 'warn');
      return;
    }
    if (state.mode === 'solve') {
      if (game.setEditorCell(state, i, digit)) page.afterEdit();
      return;
    }
    if (page.refuseIfLost?.()) return;
    const mistakesBefore = state.mistakes;
    const digitsBefore = state.entries.slice();
    // Several cells selected: the digit, mark or colour goes to all of them (model/selection.js).
    const cells = i === state.sel ? selectedCells(state) : [i];
    const r = inputCells(state, cells, digit, mode ?? state.inputMode);
    if (r === 'given' && cells.length > 1) status.set(pageText('selectedAllGivens'), 'warn');
    else if (r === 'filled' && cells.length > 1) status.set(pageText('selectedAllDigits'), 'warn');
    else if (r === 'given') {
      status.set(pageText('cellIsGiven', { cell: ref(i), row: rowOf(i) + 1, col: colOf(i) + 1 }), 'warn');
    } else if (r === 'filled') {
      status.set(pageText('cellHoldsDigit', { cell: ref(i), digit: state.entries[i] }), 'warn');
    } else if (r === 'changed') {
      const solvedBefore = state.finishedMs !== null;
      page.afterEdit();
      // What the move sounds and feels like: the element's rule (model/feedback.js).
      const kind = feedbackOf({
        cause: 'input',
        solvedNow: state.finishedMs !== null && !solvedBefore,
        newMistakes: state.mistakes - mistakesBefore,
        digitsChanged: !sameGrid(digitsBefore, state.entries),
      });
      if (kind) page.feedback?.(kind);
      if (state.showMistakes && state.mistakes > mistakesBefore && !page.lastProblems)
        status.set(
          cells.length > 1
            ? pageText('notRightInSelected', {
                digit,
                count: state.mistakes - mistakesBefore,
                mistakes: pageText('mistakesCount', { count: state.mistakes }),
              })
            : pageText('notRightAt', {
                digit,
                cell: ref(i),
                mistakes: pageText('mistakesCount', { count: state.mistakes }),
              }),
          'error',
        );
    }
  };

  function onGridKeydown(event) {
    const i = board.indexOf(event.target);
    if (i < 0 || event.altKey) return;
    // Control (Command on a Mac) with a digit: a centre mark. Other chords are the page's (undo).
    if (event.ctrlKey || event.metaKey) {
      const m = /^(?:Digit|Numpad)([1-9])$/.exec(event.code || '');
      if (!m || event.shiftKey || state.mode !== 'play') return;
      event.preventDefault();
      page.enter(i, Number(m[1]), { mode: 'centre' });
      return;
    }
    const key = event.key;
    const digit = isDigitKey(event);
    const r = rowOf(i);
    const c = colOf(i);
    let next = null;
    if (digit !== null) {
      page.enter(i, digit, event.shiftKey && digit > 0 && state.mode === 'play' ? { mode: 'corner' } : {});
    } else if (key === 'Backspace' || key === 'Delete' || key === ' ' || key === 'Spacebar') {
      page.enter(i, 0);
    } else if (key === 'ArrowUp') next = Math.max(r - 1, 0) * 9 + c;
    else if (key === 'ArrowDown') next = Math.min(r + 1, 8) * 9 + c;
    else if (key === 'ArrowLeft') next = r * 9 + Math.max(c - 1, 0);
    else if (key === 'ArrowRight') next = r * 9 + Math.min(c + 1, 8);
    else if (key === 'Home') next = r * 9;
    else if (key === 'End') next = r * 9 + 8;
    else if (key === 'PageUp') next = c;
    else if (key === 'PageDown') next = 72 + c;
    else return;
    event.preventDefault();
    // Shift with an arrow, Home or End: the selection grows (several cells, model/selection.js).
    if (next !== null) page.selectCell(next, { extend: event.shiftKey && state.mode === 'play' });
  }

  function undo() {
    if (page.refuseIfLost?.()) return;
    const before = game.puzzleLine(state);
    const wasFinished = state.finishedMs !== null;
    if (!game.undo(state)) {
      status.set(pageText('nothingToUndo'));
      return;
    }
    page.commit();
    if (gameChanged(before)) status.set(pageText('undoneGame', { game: gameWords() }));
    else status.set(`${pageText('undone')}${solvedWords(wasFinished)}`, solvedWords(wasFinished) ? 'ok' : undefined);
  }

  function redo() {
    if (page.refuseIfLost?.()) return;
    const before = game.puzzleLine(state);
    const wasFinished = state.finishedMs !== null;
    if (!game.redo(state)) {
      status.set(pageText('nothingToRedo'));
      return;
    }
    page.commit();
    if (gameChanged(before)) status.set(pageText('redoneGame', { game: gameWords() }));
    else status.set(`${pageText('redone')}${solvedWords(wasFinished)}`, solvedWords(wasFinished) ? 'ok' : undefined);
  }

  /** What Undo or Redo did to the solved state: the board is solved again, or no longer. */
  function solvedWords(wasFinished) {
    if (state.mode !== 'play') return '';
    const now = state.finishedMs !== null;
    if (now && !wasFinished) return pageText('solvedAgain', { time: page.formatClock(state.finishedMs) });
    if (!now && wasFinished) return pageText('noLongerSolvedShort', { time: page.formatClock(state.solvedMs) });
    return '';
  }

  /**
   * Whether Undo or Redo went to another game; if so, its solution and rating are looked up again
   * when unknown. A game starts its own history, so only a history saved by an earlier version of
   * the page (before 0.2.0) spans two games.
   */
  function gameChanged(before) {
    if (state.mode !== 'play' || game.puzzleLine(state) === before) return false;
    page.resumeGame?.();
    return true;
  }
  const gameWords = () => `${pageText('givensCount', { count: countFilled(state.givens) })}, ${enteredWords()}`;
  /** "1 digit entered", "no digits entered": right for one and for none. */
  const enteredWords = () => {
    const n = countFilled(state.entries);
    return n ? pageText('digitsEntered', { count: n }) : pageText('noDigitsEntered');
  };

  function clearGrid() {
    if (countFilled(state.grid) === 0 && !state.result) {
      status.set(pageText('gridAlreadyEmpty'));
      return;
    }
    game.remember(state);
    state.grid = new Uint8Array(81);
    state.result = null;
    game.clearMarksOfTheView(state);
    page.commit({ url: 'push' });
    status.set(pageText('gridCleared'));
  }

  /** "1 digit entered", "no digits entered" (the start's welcome back says it too). */
  page.enteredWords = enteredWords;
  page.undo = undo;
  page.redo = redo;

  el.grid.addEventListener('keydown', onGridKeydown);
  el.grid.addEventListener('click', (event) => {
    const cell = event.target.closest?.('[role="gridcell"]');
    if (!cell) return;
    const i = Number(cell.dataset.i);
    // Ctrl (Command) or Shift with a click: the cell joins the selection (Ctrl again takes it out).
    const toggle = event.ctrlKey || event.metaKey;
    if (state.mode === 'play' && (toggle || event.shiftKey)) {
      page.selectCell(i, { extend: true, toggle });
      return;
    }
    if (dragged) {
      dragged = false; // the press that started a drag selected its cells already
      return;
    }
    page.selectCell(i);
    if (state.mode === 'play' && state.lockedDigit) page.enter(state.sel, state.lockedDigit);
  });
  // A drag across the grid selects the cells it crosses (play only: the editor takes one cell).
  let dragged = false;
  let dragStart = 0;
  onDragSelect(el.grid, (node) => board.indexOf(node), {
    active: () => state.mode === 'play' && !state.lockedDigit,
    start: (i) => {
      dragged = false;
      dragStart = i;
    },
    extend: (i) => {
      if (!dragged) {
        dragged = true;
        selectOnly(state, dragStart);
      }
      page.selectCell(i, { extend: true });
    },
  });
  el.grid.addEventListener('focusin', (event) => {
    const i = board.indexOf(event.target);
    if (i >= 0 && i !== state.sel) page.selectCell(i, { focus: false, extend: selectedCells(state).includes(i) });
  });
  page.guard(el.undo, undo, () => pageText('nothingToUndo'));
  page.guard(el.redo, redo, () => pageText('nothingToRedo'));
  el.clear.addEventListener('click', clearGrid);
  // Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z anywhere but in a text field (its own undo).
  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key === 'Escape') return;
    if (page.isEditableField(event.target) || state.paused) return;
    const key = event.key.toLowerCase();
    if ((key === 'z' || key === 'y') && page.refuseIfLost?.()) return;
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      undo();
    } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
      event.preventDefault();
      redo();
    }
  });
}
