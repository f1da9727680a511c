// The grid view: builds the 81 cells once, then draws a state into them. It reads the
// state and never changes it; clicks and keys are handled by its owner: the page (app.js)
// or the <sudoku-board> element (sudoku-board.js, input.js).

import { boxOf, colOf, digitsOf, findClashes, rowOf, weightOf } from '../model/grid.js';
import { EN } from './strings.js';
import { shownDigits } from '../model/game.js';
import { selectedCells } from '../model/selection.js';

export class Board {
  constructor(root) {
    this.root = root;
    this.label = root.getAttribute('aria-label');
    // The words of the cells' names (board/strings.js); <sudoku-board> sets its language's.
    this.words = EN;
    this.cells = [];
    this.drawn = new Array(81).fill('');
    root.setAttribute('aria-multiselectable', 'true'); // several cells may be selected (model/selection.js)
    const frag = document.createDocumentFragment();
    for (let r = 0; r < 9; r++) {
      const row = document.createElement('div');
      row.className = 'board-row';
      row.setAttribute('role', 'row');
      for (let c = 0; c < 9; c++) {
        const i = r * 9 + c;
        const cell = document.createElement('div');
        cell.className = 'cell';
        cell.setAttribute('role', 'gridcell');
        cell.tabIndex = i === 0 ? 0 : -1;
        cell.dataset.i = String(i);
        cell.dataset.w = String(weightOf(i));
        if (c === 2 || c === 5) cell.classList.add('box-right');
        if (r === 2 || r === 5) cell.classList.add('box-bottom');
        this.cells.push(cell);
        row.append(cell);
      }
      frag.append(row);
    }
    root.append(frag);
  }

  indexOf(node) {
    return this.cells.indexOf(node);
  }

  focus(i) {
    if (document.activeElement !== this.cells[i]) this.cells[i].focus();
  }

  /**
   * Draws the state; returns the rule violations of the digits shown (for the status). A step
   * of the steps panel brings its own board (`highlight.board`, the grid before that step): it is
   * drawn instead of the game, read only, and the game's own state is left as it is.
   */
  render(s) {
    const view = s.highlight?.board || null;
    if (view) return this.renderStepBoard(s, view);
    this.setView(null);
    const digits = shownDigits(s);
    const play = s.mode === 'play';
    const editorDigits = play ? null : s.grid;
    const clash = findClashes(play ? digits : s.grid);
    // Check's marks, and with `showMistakes` every entry that differs from the solution.
    const wrong = new Set(s.wrong);
    if (play && s.showMistakes && s.solution)
      for (let i = 0; i < 81; i++) if (s.entries[i] && s.entries[i] !== s.solution[i]) wrong.add(i);
    const hl = highlightOf(s.highlight);
    // The digit in focus: a digit-first input's, else the selected cell's; none while a hint is
    // on show (its own cells and candidates are what to look at).
    const selVal = s.highlight?.source === 'hint' ? 0 : (play && s.lockedDigit) || digits[s.sel];
    // Several cells selected (model/selection.js): each is drawn selected; the peers are sel's.
    const chosen = new Set(selectedCells(s));
    for (let i = 0; i < 81; i++) {
      const cell = this.cells[i];
      const v = digits[i];
      const given = play ? s.givens[i] > 0 : editorDigits[i] > 0;
      const entry = play && !given && v > 0;
      const solved = !play && !given && v > 0;
      const marks = !v ? (play ? s.marks[i] : 0) | hl.marksOf(i) : 0;
      const centre = !v && play && s.centre ? s.centre[i] : 0;
      // Candidate colours, on the marks shown.
      const ccA = !v && play && s.candA ? s.candA[i] & (marks | centre) : 0;
      const ccB = !v && play && s.candB ? s.candB[i] & (marks | centre) : 0;
      this.draw(i, v, marks, hl, centre, selVal, ccA, ccB);
      const colour = play && s.colours ? s.colours[i] : 0;
      if (colour) cell.dataset.colour = String(colour);
      else if (cell.dataset.colour) delete cell.dataset.colour;

      cell.classList.toggle('given', given);
      cell.classList.toggle('entry', entry);
      cell.classList.toggle('solved', solved);
      cell.classList.toggle('clash', clash.cells.has(i));
      cell.classList.toggle('wrong', wrong.has(i));
      cell.classList.toggle('selected', chosen.has(i));
      cell.classList.toggle(
        'peer',
        !chosen.has(i) && (rowOf(i) === rowOf(s.sel) || colOf(i) === colOf(s.sel) || boxOf(i) === boxOf(s.sel)),
      );
      cell.classList.toggle('same', i !== s.sel && selVal > 0 && v === selVal);
      cell.classList.toggle('hl-pattern', hl.pattern.has(i));
      cell.classList.toggle('hl-target', hl.target.has(i));
      cell.classList.toggle('hl-wrong', hl.wrongCell === i);
      cell.classList.toggle('hl-region', hl.region.has(i));
      if (i === s.sel) cell.tabIndex = 0;
      else if (cell.tabIndex !== -1) cell.tabIndex = -1;
      cell.setAttribute('aria-selected', chosen.has(i) ? 'true' : 'false');
      if (wrong.has(i) || hl.wrongCell === i) cell.setAttribute('aria-invalid', 'true');
      else cell.removeAttribute('aria-invalid');

      // The accessible name: where, then what the cell holds, in the words it shows.
      const w = this.words;
      const sep = w.listSeparator ?? ', '; // the language's: "、" in Chinese and Japanese
      let name = `${w.cellPlace(i)}${sep}`;
      if (v)
        name += given
          ? w.cellGiven(v)
          : solved
            ? s.result?.kind === 'target'
              ? w.cellTargetSolution(v)
              : w.cellSolved(v)
            : String(v);
      else if (marks || centre) {
        const parts = [];
        if (marks) parts.push(w.cellCandidates(digitsOf(marks)));
        if (centre) parts.push(w.cellCentreMarks(digitsOf(centre)));
        if (ccA || ccB) parts.push(w.cellCandidateColours(digitsOf(ccA), digitsOf(ccB)));
        name += parts.join(sep);
      } else name += w.cellEmpty;
      if (colour) name += `${sep}${w.cellColour(colour)}`;
      if (clash.cells.has(i)) name += `${sep}${w.cellClashes}`;
      if (wrong.has(i) || hl.wrongCell === i) name += `${sep}${w.cellWrong}`;
      if (s.heat && !play) name += `${sep}${w.cellWeight(weightOf(i))}`;
      if (cell.getAttribute('aria-label') !== name) cell.setAttribute('aria-label', name);
      const described =
        hl.pattern.has(i) || hl.target.has(i)
          ? s.highlight.source === 'steps'
            ? w.highlightedByStep
            : w.highlightedByHint
          : hl.region.has(i)
            ? w.highlightedByNudge
            : null;
      if (described) cell.setAttribute('aria-description', described);
      else cell.removeAttribute('aria-description');
    }
    this.root.classList.toggle('play', play);
    this.root.classList.toggle('has-clash', clash.problems.length > 0);
    return clash;
  }

  /** The grid's name and read-only state say whether it shows the game or a step's board. */
  setView(index) {
    const label = index === null ? this.label : this.words.stepBoardLabel(this.label, index + 1);
    if (this.root.getAttribute('aria-label') !== label) this.root.setAttribute('aria-label', label);
    if (index === null) this.root.removeAttribute('aria-readonly');
    else this.root.setAttribute('aria-readonly', 'true');
    this.root.classList.toggle('step-view', index !== null);
  }

  /** The board before a step: the puzzle's digits, those of the earlier steps and every candidate left. */
  renderStepBoard(s, view) {
    this.setView(s.highlight.index);
    const hl = highlightOf(s.highlight);
    const placed = new Set(view.placed);
    const selVal = view.digits[s.sel];
    for (let i = 0; i < 81; i++) {
      const cell = this.cells[i];
      const v = view.digits[i];
      const marks = v ? 0 : view.marks[i] | hl.marksOf(i);
      this.draw(i, v, marks, hl, 0, selVal);
      if (cell.dataset.colour) delete cell.dataset.colour;
      const given = v > 0 && !placed.has(i);
      cell.classList.toggle('given', given);
      cell.classList.toggle('entry', false);
      cell.classList.toggle('solved', placed.has(i));
      cell.classList.toggle('clash', false);
      cell.classList.toggle('wrong', false);
      cell.classList.toggle('selected', i === s.sel);
      cell.classList.toggle(
        'peer',
        i !== s.sel && (rowOf(i) === rowOf(s.sel) || colOf(i) === colOf(s.sel) || boxOf(i) === boxOf(s.sel)),
      );
      cell.classList.toggle('same', i !== s.sel && selVal > 0 && v === selVal);
      cell.classList.toggle('hl-pattern', hl.pattern.has(i));
      cell.classList.toggle('hl-target', hl.target.has(i));
      cell.classList.toggle('hl-wrong', false);
      cell.classList.toggle('hl-region', false);
      if (i === s.sel) cell.tabIndex = 0;
      else if (cell.tabIndex !== -1) cell.tabIndex = -1;
      cell.setAttribute('aria-selected', i === s.sel ? 'true' : 'false');
      cell.removeAttribute('aria-invalid');
      const w = this.words;
      let name = `${w.cellPlace(i)}${w.listSeparator ?? ', '}`;
      if (v) name += given ? w.cellGiven(v) : w.cellPlaced(v);
      else if (marks) name += w.cellCandidates(digitsOf(marks));
      else name += w.cellEmpty;
      if (cell.getAttribute('aria-label') !== name) cell.setAttribute('aria-label', name);
      if (hl.pattern.has(i) || hl.target.has(i)) cell.setAttribute('aria-description', w.highlightedByStep);
      else cell.removeAttribute('aria-description');
    }
    this.root.classList.toggle('play', s.mode === 'play');
    this.root.classList.toggle('has-clash', false);
    return { problems: [], cells: new Set() };
  }

  /**
   * A digit, or the marks: the corner marks as a 3x3 mini-grid (spaces between, so its text
   * reads "1 4 7") and the centre marks in a row over its middle. The digit in focus (`same`)
   * is picked out among the marks as among the digits.
   */
  draw(i, v, marks, hl, centre = 0, same = 0, ccA = 0, ccB = 0) {
    const sameBit = same && (marks | centre) & (1 << (same - 1)) ? same : 0;
    const key = v ? `d${v}` : `m${marks}:${centre}:${sameBit}:${hl.key(i)}:${ccA}:${ccB}`;
    const cc = (d) => (ccA & (1 << (d - 1)) ? 'a' : ccB & (1 << (d - 1)) ? 'b' : '');
    if (this.drawn[i] === key) return;
    this.drawn[i] = key;
    const cell = this.cells[i];
    if (v) {
      cell.textContent = String(v);
      return;
    }
    if (!marks && !centre) {
      cell.textContent = '';
      return;
    }
    const grid = document.createElement('span');
    grid.className = 'marks';
    for (let d = 1; d <= 9; d++) {
      const span = document.createElement('span');
      span.className = 'mark';
      if (marks & (1 << (d - 1))) {
        span.textContent = String(d);
        const role = hl.markRole(i, d);
        if (role) span.classList.add(`mark-${role}`);
        else if (d === sameBit) span.classList.add('mark-same');
        if (cc(d)) span.dataset.cc = cc(d);
      }
      grid.append(span);
      if (d < 9) grid.append(' ');
    }
    if (centre) {
      // Both kinds: the corner marks go to the top and bottom bands, the centre marks between.
      if (marks) grid.classList.add('with-centre');
      const row = document.createElement('span');
      row.className = 'centre-marks';
      // Drawn by CSS (`data-d`): the cell's name says them apart from the corner marks
      // ("candidates 3, centre marks 5 7"), and its text stays the corner marks'.
      for (let d = 1; d <= 9; d++) {
        if (!(centre & (1 << (d - 1)))) continue;
        const span = document.createElement('span');
        span.dataset.d = String(d);
        if (d === sameBit) span.className = 'mark-same';
        if (cc(d)) span.dataset.cc = cc(d);
        row.append(span);
      }
      grid.append(row);
    }
    cell.replaceChildren(grid);
  }
}

/** The cells and candidates a hint or a step of the steps panel points at. */
function highlightOf(h) {
  const pattern = new Set(h?.cells || []);
  const target = new Set();
  const roles = new Map(); // "cell:digit" -> pattern | elim | place
  for (const [c, d] of h?.candidates || []) roles.set(`${c}:${d}`, 'pattern');
  for (const [c, d] of h?.eliminate || []) {
    roles.set(`${c}:${d}`, 'elim');
    target.add(c);
  }
  for (const [c, d] of h?.place || []) {
    roles.set(`${c}:${d}`, 'place');
    target.add(c);
  }
  const byCell = new Map();
  for (const k of roles.keys()) {
    const [c, d] = k.split(':').map(Number);
    byCell.set(c, (byCell.get(c) || 0) | (1 << (d - 1)));
  }
  return {
    pattern,
    target,
    region: new Set(h?.region || []),
    wrongCell: h?.wrongCell ?? null,
    marksOf: (i) => byCell.get(i) || 0,
    markRole: (i, d) => roles.get(`${i}:${d}`) || null,
    key: (i) =>
      byCell.has(i) ? [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => roles.get(`${i}:${d}`)?.[0] || '-').join('') : '',
  };
}
