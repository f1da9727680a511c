// The shadow tree of <sudoku-board>, built with DOM calls: no HTML string reaches a parser, so
// the element works under Trusted Types (`require-trusted-types-for 'script'`).

import { EN } from './strings.js';

const KEYS_TEXT = EN.keys;

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
      button('button hint-button', { 'data-action': 'hint', 'aria-keyshortcuts': 'H' }, 'Hint'),
      button('button check-button', { 'data-action': 'check', 'aria-keyshortcuts': 'C' }, 'Check'),
      button('button undo-button', { 'data-action': 'undo', 'aria-keyshortcuts': 'Control+Z Z U' }, 'Undo'),
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
        button('pad-button centre-button', { 'data-action': 'centre', 'aria-pressed': 'false' }, word('Centre')),
        button(
          'pad-button colour-button',
          { 'data-action': 'colour', 'aria-pressed': 'false', 'aria-keyshortcuts': 'K' },
          word('Colour'),
        ),
      ],
    ),
  ]);
}
