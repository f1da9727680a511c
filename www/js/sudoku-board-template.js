// The shadow tree of <sudoku-board>, built with DOM calls: no HTML string reaches a parser, so
// the element works under Trusted Types (`require-trusted-types-for 'script'`).

const KEYS_TEXT =
  'Arrow keys move between cells; type 1 to 9 to enter a digit; P switches pencil marks on and off, and Shift with a digit toggles a pencil mark; Backspace, Delete, 0 or Space clear the cell; Control+Z undoes, Control+Y redoes; Tab leaves the grid.';

/** An element of `doc` with attributes and children (strings become text nodes). */
function el(doc, tag, attrs = {}, children = []) {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The element's tree: `.wrap` holding the frame (with the grid), the status, the toolbar and the pad. */
export function boardTemplate(doc = document) {
  const button = (part, attrs, label) => el(doc, 'button', { type: 'button', part, ...attrs }, [label]);
  const word = (text) => el(doc, 'span', { class: 'word' }, [text]);
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => button('pad-button', { 'data-digit': String(d) }, String(d)));
  return el(doc, 'div', { class: 'wrap' }, [
    el(doc, 'div', { class: 'frame', part: 'frame' }, [
      el(doc, 'div', {
        class: 'board',
        part: 'board',
        role: 'grid',
        'aria-label': 'Sudoku puzzle, 9 by 9',
        'aria-describedby': 'keys',
      }),
    ]),
    el(doc, 'p', { id: 'keys', class: 'sr-only' }, [KEYS_TEXT]),
    el(doc, 'p', { class: 'status', part: 'status', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' }),
    el(doc, 'div', { class: 'toolbar', part: 'toolbar', role: 'group', 'aria-label': 'Game' }, [
      button('button hint-button', { 'data-action': 'hint' }, 'Hint'),
      button('button check-button', { 'data-action': 'check' }, 'Check'),
      button('button undo-button', { 'data-action': 'undo', 'aria-keyshortcuts': 'Control+Z' }, 'Undo'),
      button('button redo-button', { 'data-action': 'redo', 'aria-keyshortcuts': 'Control+Y Control+Shift+Z' }, 'Redo'),
    ]),
    el(
      doc,
      'div',
      { class: 'pad', part: 'pad', role: 'group', 'aria-label': 'Number pad: enter a digit in the selected cell' },
      [
        ...digits,
        button('pad-button', { 'data-digit': '0' }, word('Erase')),
        button(
          'pad-button pencil-button',
          { 'data-action': 'pencil', 'aria-pressed': 'false', 'aria-keyshortcuts': 'P' },
          word('Pencil'),
        ),
      ],
    ),
  ]);
}
