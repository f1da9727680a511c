// Opening a <dialog> as a modal and giving the focus back on close: to the element that had
// it, or to the board's selected cell when that was in the grid (inside the element's shadow
// root, where document.activeElement only names the <sudoku-board>). The game is paused while
// a dialog is open (page/pause.js): its clock does not run while the player reads.

export function openDialog(page, dialog) {
  if (dialog.open) return;
  const opener = document.activeElement;
  const cell = page.board.focusedCell();
  page.autoPause?.('dialog', true);
  dialog.addEventListener(
    'close',
    () => {
      page.autoPause?.('dialog', false);
      if (cell >= 0) page.board.focus(cell);
      else if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
    },
    { once: true },
  );
  dialog.showModal();
}

/** Every element with [data-close] inside a dialog closes it. */
export function bindCloseButtons(dialog) {
  for (const b of dialog.querySelectorAll('[data-close]')) b.addEventListener('click', () => dialog.close());
  // Escape closes the dialog (the browser does it); the page's own Escape (cancel a job, leave
  // the steps view, clear a hint) is not for a key pressed in a dialog.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') event.stopPropagation();
  });
}

/** A <dt>/<dd> pair for a description list. */
export function pair(term, value) {
  const div = document.createElement('div');
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  div.append(dt, dd);
  return div;
}
