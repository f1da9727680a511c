// <sudoku-board>'s cells as part names: each cell's `part` is `cell` and its states, so a page
// styles them from outside the shadow root (`sudoku-board::part(cell given)`). The states are
// the classes board/grid-view.js draws (board/grid-view.js is the page's view too, and knows no parts).

/** The cell states a page can select: grid-view.js's class -> the part name. */
export const CELL_STATES = {
  given: 'given',
  entry: 'entry',
  solved: 'solved',
  selected: 'selected',
  peer: 'peer',
  same: 'same',
  wrong: 'wrong',
  'hl-wrong': 'wrong',
  clash: 'clash',
  'hl-pattern': 'highlighted',
  'hl-target': 'target',
};

/** Sets each cell's `part` from its classes; touches only the cells whose parts changed. */
export function setCellParts(cells) {
  for (const cell of cells) {
    const parts = new Set(['cell']);
    for (const cls of cell.classList) if (cls in CELL_STATES) parts.add(CELL_STATES[cls]);
    const value = [...parts].join(' ');
    if (cell.getAttribute('part') !== value) cell.setAttribute('part', value);
  }
}
