// <sudoku-board>'s pure parts in Node: the `puzzle` attribute's parser, the keys, and the chain
// overlay's geometry (www/board/input.js, www/board/chain.js). Expected
// values are worked out here by hand.

import assert from 'node:assert/strict';
import test from 'node:test';

import { candidatePoint, chainLinks, chainSpine } from '../../www/board/chain.js';
import { keyAction, parsePuzzle } from '../../www/board/input.js';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

test('parsePuzzle: every blank character reads as 0, digits as givens', () => {
  for (const blank of ['0', '.', '-', '_', '*', ' ']) {
    const g = parsePuzzle(PUZZLE.replaceAll('.', blank));
    assert.equal(g.length, 81);
    assert.deepEqual(Array.from(g.slice(0, 9)), [4, 0, 0, 0, 0, 0, 8, 0, 5]);
    assert.equal(g.filter(Boolean).length, 17);
  }
});

test('parsePuzzle: nine lines of nine (line breaks ignored), and the empty string is the empty grid', () => {
  const lines = PUZZLE.match(/.{9}/g).join('\r\n');
  assert.deepEqual(parsePuzzle(lines), parsePuzzle(PUZZLE));
  assert.deepEqual(Array.from(parsePuzzle('')), new Array(81).fill(0));
  assert.deepEqual(Array.from(parsePuzzle(null)), new Array(81).fill(0));
});

test('parsePuzzle: wrong length, a bad character, clashing givens and a non-string throw with where and what', () => {
  assert.throws(() => parsePuzzle(PUZZLE.slice(1)), /^Error: expected 81 cells, found 80$/);
  assert.throws(() => parsePuzzle(`${PUZZLE}1`), /expected 81 cells, found 82/);
  assert.throws(
    () => parsePuzzle(`${PUZZLE.slice(0, 12)}x${PUZZLE.slice(13)}`),
    /cell 13 \(row 2 column 4\) holds "x", expected a digit 1-9 or a blank/,
  );
  assert.throws(
    () => parsePuzzle(`44${PUZZLE.slice(2)}`),
    /the givens break the rules: Row 1 has two 4s \(columns 1 and 2\)/,
  );
  assert.throws(() => parsePuzzle(42), /expected the puzzle as a string of 81 cells, found number/);
});

const key = (key, extra = {}) => ({
  key,
  code: '',
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

test('keyAction: arrows move and stop at the edges; Home and End stay in the row', () => {
  assert.deepEqual(keyAction(key('ArrowRight'), 40), { kind: 'move', to: 41, extend: false });
  assert.deepEqual(keyAction(key('ArrowDown'), 40), { kind: 'move', to: 49, extend: false });
  assert.deepEqual(keyAction(key('ArrowLeft'), 36), { kind: 'move', to: 36, extend: false });
  assert.deepEqual(keyAction(key('ArrowUp'), 4), { kind: 'move', to: 4, extend: false });
  assert.deepEqual(keyAction(key('Home'), 40), { kind: 'move', to: 36, extend: false });
  assert.deepEqual(keyAction(key('End'), 40), { kind: 'move', to: 44, extend: false });
});

test("keyAction: digits, erasers, Shift+digit by the key's place, P, undo and redo", () => {
  assert.deepEqual(keyAction(key('7'), 0), { kind: 'digit', digit: 7 });
  for (const k of ['0', 'Backspace', 'Delete', ' '])
    assert.deepEqual(keyAction(key(k), 0), { kind: 'digit', digit: 0 });
  assert.deepEqual(keyAction(key('&', { code: 'Digit7', shiftKey: true }), 0), { kind: 'mark', digit: 7 });
  assert.deepEqual(keyAction(key('P'), 0), { kind: 'pencil' });
  assert.deepEqual(keyAction(key('z', { ctrlKey: true }), 0), { kind: 'undo' });
  assert.deepEqual(keyAction(key('Z', { ctrlKey: true, shiftKey: true }), 0), { kind: 'redo' });
  assert.deepEqual(keyAction(key('y', { metaKey: true }), 0), { kind: 'redo' });
  assert.equal(keyAction(key('c', { ctrlKey: true }), 0), null);
  assert.equal(keyAction(key('5', { altKey: true }), 0), null);
  assert.equal(keyAction(key('Tab'), 0), null);
  assert.equal(keyAction(key('a'), 0), null);
});

test('candidatePoint: each digit in its third of the cell, the mini-grid read row by row', () => {
  assert.deepEqual(candidatePoint(0, 1), { x: 1 / 6, y: 1 / 6 });
  assert.deepEqual(candidatePoint(0, 5), { x: 0.5, y: 0.5 });
  const p = candidatePoint(80, 9);
  assert.ok(Math.abs(p.x - (8 + 5 / 6)) < 1e-12 && Math.abs(p.y - (8 + 5 / 6)) < 1e-12);
  const q = candidatePoint(10, 3); // row 2 column 2, digit 3: top right of the cell
  assert.ok(Math.abs(q.x - (1 + 5 / 6)) < 1e-12 && Math.abs(q.y - (1 + 1 / 6)) < 1e-12);
});

test('chainLinks: one link a parent, from the parent to the node; bad parent indices are left out', () => {
  const chain = [
    { cell: 0, digit: 1, on: true, parents: [] },
    { cell: 1, digit: 1, on: false, parents: [0] },
    { cell: 10, digit: 2, on: true, parents: [1] },
    { cell: 20, digit: 2, on: false, parents: [0, 2, 7, -1, 3] },
  ];
  const links = chainLinks(chain).map(([a, b]) => `${a.cell}>${b.cell}`);
  assert.deepEqual(links, ['0>1', '1>10', '0>20', '10>20']);
  assert.deepEqual(chainLinks([]), []);
});

test('chainSpine: from each end (no node follows from it) back to the start through first parents', () => {
  const node = (cell, parents) => ({ cell, digit: 1, on: cell % 2 === 0, parents });
  // 0 -> 1 -> 2, 0 -> 3; 4 follows from 3 first, then 2: its spine skips 1 and 2.
  const chain = [node(0, []), node(1, [0]), node(2, [1]), node(3, [0]), node(4, [3, 2])];
  assert.deepEqual([...chainSpine(chain)].sort(), [0, 3, 4]);
  // A second end that follows from 2 brings 1 and 2 in; bad indices are skipped.
  chain.push(node(5, [-1, 9, 2]));
  assert.deepEqual([...chainSpine(chain)].sort(), [0, 1, 2, 3, 4, 5]);
  assert.deepEqual([...chainSpine([])], []);
});
