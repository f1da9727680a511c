// <sudoku-board>'s saved game and words in Node (www/board/state.js, www/board/strings.js):
// a game written and read back is the same game, undo included; bad states are refused with
// what and where; the bundled languages have the same words. Expected values are written out here.

import assert from 'node:assert/strict';
import test from 'node:test';

import { gameKey, loadState, readState, writeState } from '../../www/board/state.js';
import { boardStrings, EN, loadBoardWords } from '../../www/board/strings.js';
import * as game from '../../www/model/game.js';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
// top1465 line 230's solution (tests/embed/run.mjs).
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const cells = (line) => Uint8Array.from(line, (c) => (c === '.' ? 0 : Number(c)));
const line = (g) => Array.from(g, (v) => (v ? String(v) : '.')).join('');

/** A game on PUZZLE: 1 at r1c2 (right), 9 at r1c3 (wrong), marks 2 and 6 in r1c4, one undo taken back. */
function played() {
  const s = game.createState();
  game.startGame(s, cells(PUZZLE));
  game.setEntry(s, 1, 1);
  game.setEntry(s, 2, 9);
  game.toggleMark(s, 3, 2);
  game.toggleMark(s, 3, 6);
  game.toggleMark(s, 4, 5);
  game.undo(s); // the 5 in r1c5 goes to the redo list
  s.sel = 3;
  game.setInputMode(s, 'corner');
  s.hintsUsed = 2;
  return s;
}

test('writeState: the givens, the digits, the marks, the time, the hints and both undo lists', () => {
  const s = played();
  const out = writeState(s);
  assert.equal(out.version, 2);
  assert.equal(out.mode, 'play');
  assert.equal(out.givens, PUZZLE);
  assert.equal(out.entries, `.19${'.'.repeat(78)}`);
  assert.equal(out.marks[3], 0b100010); // 2 and 6
  assert.equal(out.marks.filter(Boolean).length, 1);
  assert.equal(out.hintsUsed, 2);
  assert.equal(out.pencil, true);
  assert.equal(out.entryMode, 'corner');
  assert.equal(out.selected, 3);
  assert.equal(out.finished, false);
  assert.ok(Number.isInteger(out.timeMs) && out.timeMs >= 0);
  assert.equal(out.history.undo.length, 4);
  assert.equal(out.history.redo.length, 1);
  assert.equal(out.history.undo[0].entries, '.'.repeat(81));
  assert.equal(out.history.redo[0].marks[4], 0b10000); // the 5 taken back
  assert.equal(JSON.stringify(JSON.parse(JSON.stringify(out))), JSON.stringify(out), 'plain JSON');
});

test('readState + loadState: the same game, and undo and redo walk the same steps as before the save', () => {
  const before = played();
  game.toggleCentre(before, 5, 4);
  game.setColour(before, 6, 3);
  const saved = JSON.stringify(writeState(before));
  const after = game.createState();
  const r = readState(saved);
  loadState(after, r);
  const a = writeState(after);
  const b = JSON.parse(saved);
  assert.deepEqual({ ...a, timeMs: 0 }, { ...b, timeMs: 0 });
  assert.equal(a.timeMs, b.timeMs);
  // The same moves on both games give the same boards.
  assert.equal(after.centre[5], 0b1000, 'the centre mark 4');
  assert.equal(after.colours[6], 3, 'the colour');
  for (const move of [
    game.undo,
    game.undo,
    game.redo,
    game.redo,
    game.undo,
    game.undo,
    game.undo,
    game.undo,
    game.undo,
  ]) {
    assert.equal(move(before), move(after));
    assert.equal(line(before.entries), line(after.entries));
    assert.deepEqual(Array.from(before.marks), Array.from(after.marks));
    assert.deepEqual(Array.from(before.centre), Array.from(after.centre));
    assert.deepEqual(Array.from(before.colours), Array.from(after.colours));
  }
  assert.equal(line(after.entries), `.1${'.'.repeat(79)}`);
});

test('a wrong digit erased after a reload gives back the marks it took out of its peers (D2)', () => {
  // Marks 1 and 3 in r1c2 (a peer of r1c3) and a centre 1 in r2c3; a wrong 1 in r1c3 takes the
  // 1s out of them. The player also removed the 3 from r1c4 by hand: that removal stays.
  const s = game.createState();
  game.startGame(s, cells(PUZZLE));
  game.toggleMark(s, 1, 1);
  game.toggleMark(s, 1, 3);
  game.toggleCentre(s, 11, 1);
  game.toggleMark(s, 3, 3);
  game.toggleMark(s, 3, 3); // put in and taken out: the player's own
  game.setEntry(s, 2, 1);
  assert.equal(s.marks[1], 0b100, 'the 1 left r1c2');
  assert.equal(s.centre[11], 0, 'the 1 left r2c3');
  const back = game.createState();
  loadState(back, readState(JSON.stringify(writeState(s))));
  game.setEntry(back, 2, 0); // erased after the reload
  assert.equal(back.marks[1], 0b101, 'r1c2 has its 1 and 3 again');
  assert.equal(back.centre[11], 0b1, 'r2c3 has its centre 1 again');
  assert.equal(back.marks[3], 0, 'the removal by hand stays');
  // And through an undo step saved before the erase: undo the erase, redo it.
  const again = game.createState();
  loadState(again, readState(JSON.stringify(writeState(back))));
  game.undo(again);
  assert.equal(again.entries[2], 1);
  game.setEntry(again, 2, 0);
  assert.equal(again.marks[1], 0b101, 'undo brought back what the digit took, erasing it gives it back');
  assert.throws(() => readState({ ...writeState(s), autoRemoved: [512, ...Array(80).fill(0)] }), /autoRemoved\[0\]/);
});

test('a finished game stays finished, with its time; edit mode keeps the grid being edited', () => {
  const s = game.createState();
  game.startGame(s, cells(PUZZLE));
  for (let i = 0; i < 81; i++) if (PUZZLE[i] === '.') game.setEntry(s, i, Number(SOLUTION[i]));
  assert.notEqual(s.finishedMs, null);
  const out = writeState(s);
  assert.equal(out.finished, true);
  const back = game.createState();
  loadState(back, readState(out));
  assert.equal(back.finishedMs, out.timeMs);
  const edit = { ...out, mode: 'edit', grid: `5${'.'.repeat(80)}` };
  const e = game.createState();
  loadState(e, readState(edit));
  assert.equal(e.mode, 'solve');
  assert.equal(line(e.grid), `5${'.'.repeat(80)}`);
  assert.equal(line(e.givens), PUZZLE);
});

test('gameKey: one game whatever its form, the time played aside; a digit, a mark, the selection or an undo step make another', () => {
  const out = writeState(played());
  const key = gameKey(readState(out));
  assert.equal(gameKey(readState(JSON.stringify(out))), key, 'its JSON text');
  assert.equal(gameKey(readState(Object.fromEntries(Object.entries(out).reverse()))), key, 'keys in another order');
  assert.equal(gameKey(readState({ ...out, timeMs: out.timeMs + 60_000 })), key, 'a minute later');
  // A game on PUZZLE with nothing played, written out in full and with the defaults left out.
  const fresh = game.createState();
  game.startGame(fresh, cells(PUZZLE));
  fresh.sel = PUZZLE.indexOf('.');
  const bare = { version: 2, givens: PUZZLE, entries: '.'.repeat(81) };
  assert.equal(gameKey(readState(bare)), gameKey(readState(writeState(fresh))));
  const marks = out.marks.slice();
  marks[11] = 1; // r2c3, empty
  for (const [what, change] of [
    ['a digit', { entries: `.19${'.'.repeat(77)}5` }],
    ['a mark', { marks }],
    ['the selection', { selected: 7 }],
    ['an undo step less', { history: { undo: out.history.undo.slice(1), redo: out.history.redo } }],
  ])
    assert.notEqual(gameKey(readState({ ...out, ...change })), key, what);
});

test('readState refuses a bad state with what is wrong and where', () => {
  const good = writeState(played());
  const cases = [
    ['{', /^Error: Bad state: not JSON/],
    [null, /expected an object, found null/],
    [[], /expected an object, found object/],
    [{ ...good, version: 3 }, /version 3; this board reads versions 1 and 2/],
    [{ ...good, colours: `x${'.'.repeat(80)}` }, /colours must be a string of 81 cells/],
    [{ ...good, centre: [512, ...good.centre.slice(1)] }, /centre\[0\] is 512/],
    [{ ...good, entryMode: 'ink' }, /entryMode "ink", expected one of digit, corner, centre, colour/],
    [{ ...good, mistakes: -1 }, /mistakes must be a number >= 0/],
    [{ ...good, mode: 'solve' }, /mode "solve", expected "play" or "edit"/],
    [
      { ...good, givens: `44${PUZZLE.slice(2)}` },
      /givens: the givens break the rules: The digit 4 appears 2 times in row 1 /,
    ],
    [{ ...good, givens: PUZZLE.slice(1) }, /givens: expected 81 cells, found 80/],
    [{ ...good, entries: `5${'.'.repeat(80)}` }, /entries: cell 1 holds 5 over the given 4/],
    [{ ...good, entries: `.x${'.'.repeat(79)}` }, /entries: cell 2 holds "x"/],
    [{ ...good, marks: good.marks.slice(1) }, /marks must be an array of 81 masks/],
    [{ ...good, marks: [512, ...good.marks.slice(1)] }, /marks\[0\] is 512, not a mask 0-511/],
    [{ ...good, timeMs: -1 }, /timeMs must be a number >= 0/],
    [{ ...good, hintsUsed: 1.5 }, /hintsUsed must be a whole number/],
    [{ ...good, finished: true }, /finished, but the grid is not full/],
    [{ ...good, selected: 81 }, /selected must be a cell 0-80/],
    [
      { ...good, history: { undo: [{ entries: '1', marks: [] }] } },
      /history\.undo\[0\]\.entries must be a string of 81 cells/,
    ],
    [
      { ...good, history: { undo: new Array(301).fill(good.history.undo[0]) } },
      /history\.undo holds 301 steps, at most 300/,
    ],
  ];
  for (const [state, re] of cases) assert.throws(() => readState(state), re, JSON.stringify(state)?.slice(0, 60));
});

test('a version-1 state (no centre marks, colours, mistakes nor input mode) is still read', () => {
  const v1 = {
    version: 1,
    mode: 'play',
    givens: PUZZLE,
    entries: `.1${'.'.repeat(79)}`,
    marks: Array.from({ length: 81 }, (_, i) => (i === 3 ? 0b10 : 0)),
    timeMs: 5000,
    finished: false,
    hintsUsed: 3,
    pencil: true,
    selected: 3,
    history: { undo: [{ entries: '.'.repeat(81), marks: new Array(81).fill(0) }], redo: [] },
  };
  const s = game.createState();
  loadState(s, readState(v1));
  assert.equal(s.inputMode, 'corner', 'pencil: true is corner marks');
  assert.equal(s.hintsUsed, 3);
  assert.equal(s.mistakes, 0);
  assert.equal(s.marks[3], 0b10);
  assert.ok(s.centre.every((m) => m === 0) && s.colours.every((c) => c === 0));
  assert.equal(game.undo(s), true);
  assert.equal(s.entries[1], 0, 'the old undo step');
  assert.ok(
    s.centre.every((m) => m === 0),
    'an old undo step has no centre marks',
  );
});

test('boardStrings: lang picks a bundled language (region subtags too), overrides go on top and are checked', async () => {
  assert.equal(boardStrings('en').hint, 'Hint');
  assert.equal(boardStrings('it').hint, 'Hint'); // not bundled: English
  assert.equal(boardStrings(null).hint, 'Hint');
  await loadBoardWords('fr');
  await loadBoardWords('de');
  assert.equal(boardStrings('fr').hint, 'Indice');
  assert.equal(boardStrings('fr-CA').check, 'Vérifier');
  assert.equal(boardStrings('de-AT').hint, 'Tipp');
  const mine = boardStrings('fr', { hint: 'Aide' });
  assert.equal(mine.hint, 'Aide');
  assert.equal(mine.check, 'Vérifier');
  assert.equal(boardStrings('en', { cellRef: 'R{row}C{col}' }).cellRef(10), 'R2C2');
  // A function in place of a message, the shape of earlier versions, is still taken.
  assert.equal(boardStrings('en', { cellRef: (i) => `#${i}` }).cellRef(10), '#10');
  assert.equal(boardStrings('en', { padLeft: { one: 'one to go', other: '{count} to go' } }).padLeft(2), '2 to go');
  assert.throws(() => boardStrings('en', { hnt: 'x' }), /unknown key "hnt"/);
  assert.throws(() => boardStrings('en', { hint: 3 }), /strings\.hint must be a string, found number/);
  assert.throws(() => boardStrings('en', { padLeft: 'x' }), /strings\.padLeft must be a plural, found string/);
  assert.throws(
    () => boardStrings('en', { colourNames: ['red'] }),
    /strings\.colourNames must be a list of 9 strings, found array/,
  );
  assert.throws(() => boardStrings('en', 'fr'), /strings must be an object/);
});

test('the messages fill the templates from structured data', async () => {
  const FR = boardStrings('fr') ?? boardStrings('fr', null);
  assert.equal(EN.cellRef(10), 'r2c2');
  assert.equal(FR.cellRef(10), 'L2C2');
  const step = {
    technique: 'hidden-single',
    name: '',
    rating: 1.2,
    text: 'r1c2 is the only place for 1 in box 1',
    place: [[1, 1]],
    eliminate: [],
  };
  assert.equal(
    EN.hintStep(step, EN),
    'Hint (Hidden Single, 1.2): r1c2 is the only place for 1 in box 1. Hint again applies it.',
  );
  // French: the technique's name from fr.js's techniques, the step from its data.
  assert.equal(FR.hintStep(step, FR), 'Indice (Singleton caché, 1,2) : placer 1 en L1C2. Indice à nouveau l’applique.');
  // With the engine's explanation, the sentence is said in the language.
  const explained = {
    ...step,
    explanation: {
      key: 'hidden-single',
      args: { cell: { type: 'cell', value: 1 }, digit: { type: 'digit', value: 1 }, unit: { type: 'unit', value: 18 } },
    },
  };
  assert.equal(
    EN.hintStep(explained, EN),
    'Hint (Hidden Single, 1.2): r1c2 is the only place for 1 in box 1. Hint again applies it.',
  );
  assert.equal(
    FR.hintStep(explained, FR),
    'Indice (Singleton caché, 1,2) : L1C2 est la seule place du 1 dans le bloc 1. Indice à nouveau l’applique.',
  );
  assert.equal(EN.checkWrong([2, 12], EN), 'Check: 2 entries are wrong (r1c3, r2c4), marked in red.');
  // Right for one and for none.
  assert.equal(EN.checkRight({ entered: 1, left: 5 }, EN), 'Check: the 1 entry is right so far; 5 cells to go.');
  assert.equal(EN.checkRight({ entered: 3, left: 1 }, EN), 'Check: all 3 entries are right so far; 1 cell to go.');
  assert.equal(EN.checkRight({ entered: 64, left: 0 }, EN), 'Check: all 64 entries are right.');
  assert.equal(FR.checkRight({ entered: 64, left: 0 }, FR), 'Vérification : les 64 chiffres écrits sont justes.');
  assert.equal(EN.padLeft(1, EN), '1 left');
  assert.equal(EN.padLeft(0, EN), 'all placed');
  assert.equal(
    EN.hintNudge({ technique: 'turbot-fish', rating: 6.6 }, { kind: 'row', ns: [4, 6, 7] }, EN),
    'Hint (Turbot Fish, 6.6): look at rows 4, 6 and 7. Hint again shows the step.',
  );
  assert.equal(FR.solvedGame({ timeMs: 65_000, hintsUsed: 1 }, FR), 'Résolu en 1:05 avec 1 indice. Bravo !');
});
