// Selecting several cells by dragging across the grid, with a mouse, a pen or a finger: the
// element (board/sudoku-board.js) and the page (page/grid-edit.js) share it. A press on a cell
// starts the drag; each other cell the pointer then crosses joins the selection. A finger's
// pointer stays captured by the cell it pressed, so the cell under it is found by its position.

/**
 * @param {HTMLElement} grid the role=grid element
 * @param {(node: Element | null) => number} indexOf a cell's index, or -1
 * @param {{ active: () => boolean, start: (i: number) => void, extend: (i: number) => void }} on
 *   `active`: whether a drag may start now (play, no modifier handled elsewhere); `start` with the
 *   cell pressed, `extend` with each new cell crossed
 */
export function onDragSelect(grid, indexOf, on) {
  let last = -1;
  // A Ctrl or Shift press adds a cell (the click does it): the focus stays, no text is selected.
  grid.addEventListener('mousedown', (e) => {
    if ((e.ctrlKey || e.metaKey || e.shiftKey) && on.active()) e.preventDefault();
  });
  grid.addEventListener('pointerdown', (e) => {
    last = -1;
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || !on.active()) return;
    const i = indexOf(/** @type {Element} */ (e.target).closest?.('[role="gridcell"]') ?? null);
    if (i < 0) return;
    last = i;
    on.start(i);
  });
  grid.addEventListener('pointermove', (e) => {
    if (last < 0 || !(e.buttons & 1)) return;
    const root = /** @type {Document | ShadowRoot} */ (grid.getRootNode());
    const under = root.elementFromPoint?.(e.clientX, e.clientY)?.closest?.('[role="gridcell"]') ?? null;
    const i = indexOf(under);
    if (i < 0 || i === last) return;
    last = i;
    on.extend(i);
  });
  const end = () => {
    last = -1;
  };
  grid.addEventListener('pointerup', end);
  grid.addEventListener('pointercancel', end);
}
