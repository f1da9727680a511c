// <sudoku-board>'s pure parts in Node: the `puzzle` attribute's parser, the keys, and the chain
// overlay's geometry (www/board/input.js, www/board/chain.js), and how a clash of the givens is
// said in each language (www/board/strings.js). Expected values are worked out here by hand.

import assert from 'node:assert/strict';
import test from 'node:test';

import { candidatePoint, chainLinks, chainSpine } from '../../www/board/chain.js';
import { keyAction, parsePuzzle } from '../../www/board/input.js';
import { boardStrings, EN, loadBoardWords } from '../../www/board/strings.js';
import { findClashes } from '../../www/model/grid.js';

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
    /the givens break the rules: The digit 4 appears 2 times in row 1 \(columns 1 and 2\)\./,
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

test('a clash is said in the board language: its digit, its row, column or box, and where', async () => {
  // Three clashes and no other: 7 at r2c2 and r2c9 (row 2), 3 at r1c5, r6c5 and r8c5 (column 5),
  // 9 at r4c7 and r6c9 (box 6).
  const grid = new Uint8Array(81);
  const put = (r, c, d) => {
    grid[(r - 1) * 9 + c - 1] = d;
  };
  put(2, 2, 7);
  put(2, 9, 7);
  put(1, 5, 3);
  put(6, 5, 3);
  put(8, 5, 3);
  put(4, 7, 9);
  put(6, 9, 9);
  const problems = findClashes(grid).problems;
  const of = (kind) => problems.find((p) => p.kind === kind);
  assert.deepEqual(
    problems.map((p) => p.kind),
    ['row', 'column', 'box'],
  );
  for (const code of ['fr', 'es', 'de', 'zh', 'ja']) await loadBoardWords(code);
  const said = (code) => ['row', 'column', 'box'].map((kind) => boardStrings(code).problemOf(of(kind)));
  assert.deepEqual(said('en'), [
    'The digit 7 appears 2 times in row 2 (columns 2 and 9).',
    'The digit 3 appears 3 times in column 5 (rows 1, 6 and 8).',
    'The digit 9 appears 2 times in box 6 (rows 4–6, columns 7–9): r4c7 and r6c9.',
  ]);
  assert.deepEqual(said('fr'), [
    'Le chiffre 7 apparaît 2 fois dans la ligne 2 (colonnes 2 et 9).',
    'Le chiffre 3 apparaît 3 fois dans la colonne 5 (lignes 1, 6 et 8).',
    'Le chiffre 9 apparaît 2 fois dans le bloc 6 (lignes 4–6, colonnes 7–9) : L4C7 et L6C9.',
  ]);
  assert.deepEqual(said('es'), [
    'El número 7 aparece 2 veces en la fila 2 (columnas 2 y 9).',
    'El número 3 aparece 3 veces en la columna 5 (filas 1, 6 y 8).',
    'El número 9 aparece 2 veces en la caja 6 (filas 4–6, columnas 7–9): F4C7 y F6C9.',
  ]);
  assert.deepEqual(said('de'), [
    'Die Ziffer 7 steht 2-mal in Zeile 2 (Spalten 2 und 9).',
    'Die Ziffer 3 steht 3-mal in Spalte 5 (Zeilen 1, 6 und 8).',
    'Die Ziffer 9 steht 2-mal in Block 6 (Zeilen 4–6, Spalten 7–9): Z4S7 und Z6S9.',
  ]);
  assert.deepEqual(said('zh'), [
    '数字7在第2行出现了2次（第2和9列）。',
    '数字3在第5列出现了3次（第1、6和8行）。',
    '数字9在第6宫（第4–6行，第7–9列）出现了2次：R4C7和R6C9。',
  ]);
  assert.deepEqual(said('ja'), [
    '数字7が2行に2回あります（2、9列）。',
    '数字3が5列に3回あります（1、6、8行）。',
    '数字9がブロック6（4–6行、7–9列）に2回あります：R4C7、R6C9。',
  ]);
  // The element's error: English for a program, the clash itself for the element to say.
  let thrown;
  try {
    parsePuzzle(`44${'.'.repeat(79)}`);
  } catch (e) {
    thrown = e;
  }
  assert.equal(thrown.message, 'the givens break the rules: The digit 4 appears 2 times in row 1 (columns 1 and 2).');
  assert.equal(thrown.problem.kind, 'row');
  assert.equal(EN.givensClash(thrown.problem), thrown.message);
  assert.equal(
    EN.badPuzzle(EN.givensClash(thrown.problem)),
    'Bad puzzle: the givens break the rules: The digit 4 appears 2 times in row 1 (columns 1 and 2).',
  );
  assert.equal(
    boardStrings('fr').givensClash(thrown.problem),
    'les chiffres donnés enfreignent les règles : Le chiffre 4 apparaît 2 fois dans la ligne 1 (colonnes 1 et 2).',
  );
});
