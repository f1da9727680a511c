// How a game is played in the model, without the DOM: www/model/game.js (marks, colours,
// input modes, mistakes, the solved state), www/model/hint-ladder.js, the saved forms
// (www/page/storage.js, version 1 still read) and <sudoku-board>'s keys. Expected values are
// worked out here by hand from the rules and CLUE17's solution (tests/data).

import assert from 'node:assert/strict';
import test from 'node:test';

import * as game from '../../www/model/game.js';
import { hintPress, nudgeRegion, regionWords, showFullHint, showHint } from '../../www/model/hint-ladder.js';
import { deserialise, serialise } from '../../www/page/storage.js';
import { keyAction } from '../../www/board/input.js';
import { PEERS, lineToGrid } from '../../www/model/grid.js';

const CLUE17 = '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....';
const SOLUTION = '143657982952438761867192435795863124314279658286514397438921576671385249529746813';

function playing(line = CLUE17) {
  const s = game.createState();
  game.startGame(s, lineToGrid(line), { solution: lineToGrid(SOLUTION) });
  return s;
}
const nearly = (open) =>
  SOLUTION.split('')
    .map((ch, i) => (open.includes(i) ? '.' : ch))
    .join('');

test('input modes: a digit, a corner mark, a centre mark or a colour; givens and digits refuse marks', () => {
  const s = playing();
  assert.equal(game.input(s, 0, 3, 'corner'), 'changed');
  assert.equal(game.input(s, 0, 5, 'centre'), 'changed');
  assert.equal(s.marks[0], 0b100);
  assert.equal(s.centre[0], 0b10000);
  game.cycleNotes(s);
  assert.equal(s.inputMode, 'corner', 'N: corner');
  game.cycleNotes(s);
  assert.equal(s.inputMode, 'centre', 'N again: centre');
  assert.equal(s.notesKind, 'centre', 'Notes comes back to centre marks');
  game.cycleNotes(s);
  assert.equal(s.inputMode, 'digit');
  game.toggleNotes(s);
  assert.equal(s.inputMode, 'centre', 'the Notes button: the kind last chosen');
  game.toggleColourMode(s);
  assert.equal(game.input(s, 17, 4), 'changed', 'a given may be coloured');
  assert.equal(s.colours[17], 4);
  assert.equal(game.input(s, 17, 4), 'changed', 'the same colour again takes it off');
  assert.equal(s.colours[17], 0);
  game.input(s, 0, 6);
  assert.equal(game.input(s, 0, 0), 'changed', '0 clears the colour');
  assert.equal(s.colours[0], 0);
  game.setInputMode(s, 'digit');
  assert.equal(game.input(s, 17, 4), 'given');
  game.input(s, 1, 4);
  assert.equal(game.input(s, 1, 2, 'corner'), 'filled', 'no mark on a digit');
  // Placing 4 in r1c2 takes 4 out of its peers' centre marks too.
  game.input(s, 2, 4, 'centre');
  game.setEntry(s, 1, 0);
  game.input(s, 2, 4, 'centre');
  game.input(s, 2, 7, 'centre');
  game.setEntry(s, 1, 4);
  assert.ok(PEERS[1].includes(2));
  assert.equal(s.centre[2], 0b1000000, 'only the 7 is left');
});

test('Fill candidates keeps the candidates the player removed; Reset marks puts them back', () => {
  const s = playing();
  const masks = new Array(81).fill(0x1ff);
  assert.equal(game.fillMarks(s, masks), 0);
  game.toggleMark(s, 0, 3);
  game.toggleMark(s, 0, 5);
  game.toggleMark(s, 0, 5); // put back by hand: no longer a removal
  assert.equal(game.fillMarks(s, masks), 1, 'one candidate left out');
  assert.equal(s.marks[0], 0x1ff & ~0b100);
  game.applyStep(s, { place: [], eliminate: [[9, 8]] }, masks);
  assert.equal(game.fillMarks(s, masks), 2, "a hint's elimination stays out too");
  assert.equal(s.marks[9], 0x1ff & ~(1 << 7));
  game.clearMarks(s, 9);
  assert.equal(game.fillMarks(s, masks), 1, 'erasing a cell starts it afresh');
  assert.equal(s.marks[9], 0x1ff);
  game.undo(s);
  game.undo(s);
  game.resetMarks(s, masks);
  assert.equal(s.marks[0], 0x1ff);
  assert.equal(s.marks[9], 0x1ff);
  assert.equal(game.fillMarks(s, masks), 0);
  game.undo(s);
  game.undo(s);
  assert.equal(s.marks[0], 0x1ff & ~0b100, 'Undo takes Reset marks back');
});

test('mistakes: each wrong (cell, digit) counts once; undo takes none back; digits typed before the solution count when it comes', () => {
  const s = playing();
  game.setEntry(s, 0, 2); // the solution has 1
  game.setEntry(s, 0, 0);
  game.setEntry(s, 0, 2);
  game.setEntry(s, 0, 3);
  game.setEntry(s, 0, 1); // right
  assert.equal(s.mistakes, 2);
  game.undo(s);
  assert.equal(s.mistakes, 2);
  assert.deepEqual(game.wrongEntries(s), [0]);
  const t = game.createState();
  game.startGame(t, lineToGrid(CLUE17));
  game.setEntry(t, 1, 5); // the solution has 4, unknown yet
  assert.equal(t.mistakes, 0);
  t.solution = lineToGrid(SOLUTION);
  assert.equal(game.noteMistakes(t), 1);
  assert.equal(game.noteMistakes(t), 0, 'and only once');
});

test('the solved state follows the board: broken by a digit over a right one, solved again by undo with its time', () => {
  const s = playing(nearly([0, 40, 80]));
  game.setEntry(s, 0, 1);
  game.setEntry(s, 40, 7);
  game.setEntry(s, 80, 3);
  const solvedAt = s.finishedMs;
  assert.notEqual(solvedAt, null);
  game.setEntry(s, 40, 2);
  assert.equal(s.finishedMs, null, 'a wrong digit un-solves it');
  // D12: the game stays solved in its time: the clock does not run again, no mistake counts.
  assert.equal(s.runningSince, null, 'the clock stays stopped');
  assert.equal(game.playTime(s), solvedAt);
  assert.equal(s.mistakes, 0, 'a digit typed after the finish is no mistake');
  game.resumeClock(s); // the tab shown again, a reload
  assert.equal(s.runningSince, null, 'and nothing starts it');
  assert.equal(game.pause(s), false, 'nothing to pause');
  game.setEntry(s, 40, 7);
  assert.equal(s.finishedMs, solvedAt, 'solved again, in its time');
  const time = s.finishedMs;
  game.restart(s);
  assert.equal(s.finishedMs, null);
  assert.equal(s.entries.some(Boolean), false);
  game.undo(s);
  assert.equal(s.finishedMs, time, 'undoing the Restart: solved with the time it had');
  game.redo(s);
  assert.equal(s.finishedMs, null);
  game.undo(s);
  assert.equal(s.finishedMs, time);
});

test('the pad: how many of each digit are left', () => {
  const s = playing();
  const left = game.remainingCounts(s);
  for (let d = 1; d <= 9; d++)
    assert.equal(left[d], 9 - [...CLUE17].filter((c) => c === String(d)).length, `digit ${d}`);
  game.setEntry(s, 0, 1);
  assert.equal(game.remainingCounts(s)[1], left[1] - 1);
});

test('hint ladder: the nudge is whole units holding the step; a step counts once, however often it is shown', () => {
  // A hidden single of box 7 (CLUE17's first step, its cells the box) and a chain across rows.
  const single = {
    technique: 'hidden-single',
    place: [[63, 6]],
    eliminate: [],
    cells: [54, 55, 56, 63, 64, 65, 72, 73, 74],
  };
  assert.deepEqual(nudgeRegion(single), { kind: 'box', ns: [7], cells: [54, 55, 56, 63, 64, 65, 72, 73, 74] });
  const fish = { technique: 'turbot-fish', place: [], eliminate: [[57, 5]], cells: [57, 54, 45, 50, 30] };
  const r = nudgeRegion(fish);
  assert.deepEqual([r.kind, r.ns], ['row', [4, 6, 7]], 'rows 4, 6, 7 (columns 1, 4, 6 tie; boxes need four)');
  assert.equal(r.cells.length, 27);
  assert.equal(regionWords(r), 'rows 4, 6 and 7');
  assert.equal(regionWords({ kind: 'box', ns: [2, 5] }), 'boxes 2 and 5');
  const s = playing();
  assert.equal(hintPress(s), 'ask');
  assert.equal(showHint(s, { kind: 'step', step: single }), true);
  assert.equal(s.hint.level, 1);
  assert.equal(s.highlight.cells, undefined, 'the nudge shows no cell of the step');
  assert.equal(hintPress(s), 'full');
  showFullHint(s);
  assert.deepEqual(s.highlight.place, [[63, 6]]);
  assert.equal(hintPress(s), 'apply');
  game.clearMarksOfTheView(s);
  assert.equal(showHint(s, { kind: 'step', step: single }, { full: true }), false, 'the same step again');
  assert.equal(s.hint.level, 2, 'full hints: straight to the step');
  showHint(s, { kind: 'wrong-entry', cell: 3 });
  assert.equal(s.hintsUsed, 2);
  assert.equal(hintPress(s), 'apply', 'a wrong digit is mended at the next press');
});

test('D1: a hint shown in full, or applied, selects its cell (the placement, else the first elimination); a nudge does not', () => {
  const single = { technique: 'hidden-single', place: [[63, 6]], eliminate: [], cells: [54, 55, 63] };
  const pointing = {
    technique: 'pointing',
    place: [],
    eliminate: [
      [57, 5],
      [58, 5],
    ],
    cells: [54, 55],
  };
  const s = playing();
  s.sel = 0;
  showHint(s, { kind: 'step', step: single });
  assert.equal(s.sel, 0, 'the nudge gives no cell away');
  showFullHint(s);
  assert.equal(s.sel, 63, 'in full: the placement');
  s.sel = 0;
  game.applyStep(s, single, null);
  assert.equal(s.sel, 63, 'applied: the placed cell');
  s.sel = 0;
  showHint(s, { kind: 'step', step: pointing }, { full: true });
  assert.equal(s.sel, 57, 'an elimination: its first cell');
  s.sel = 0;
  game.applyStep(s, pointing, new Array(81).fill(0x1ff));
  assert.equal(s.sel, 57);
  s.sel = 0;
  showHint(s, { kind: 'wrong-entry', cell: 40 });
  assert.equal(s.sel, 40, 'a wrong digit pointed at');
});

test('D2: erasing a digit gives back the marks it took out of its peers, and only those', () => {
  const s = playing();
  // What the rules allow in each cell of CLUE17, worked out here; row 1 is empty, and r1c1-r1c4
  // may hold a 1.
  const g = lineToGrid(CLUE17);
  const rules = Array.from(g, (v, i) => (v ? 0 : PEERS[i].reduce((m, j) => m & ~(g[j] ? 1 << (g[j] - 1) : 0), 0x1ff)));
  for (const i of [0, 1, 2, 3]) assert.equal(rules[i] & 1, 1, `cell ${i} may hold 1`);
  game.fillMarks(s, rules);
  game.toggleMark(s, 1, 1); // r1c2: the player takes 1 out
  game.toggleCentre(s, 2, 1); // r1c3: a centre 1
  const before = { marks: s.marks.slice(), centre: s.centre.slice() };
  game.setEntry(s, 0, 1); // r1c1: 1
  for (const j of PEERS[0]) assert.equal(s.marks[j] & 1, 0, `1 out of cell ${j}`);
  assert.equal(s.centre[2] & 1, 0, 'and out of the centre marks');
  game.setEntry(s, 0, 0); // erased
  assert.deepEqual(s.marks, before.marks, 'the corner marks given back');
  assert.deepEqual(s.centre, before.centre, 'the centre mark given back');
  assert.equal(s.marks[1] & 1, 0, "r1c2: the player's own removal stays");
  // A digit typed over another gives the first one's marks back.
  game.setEntry(s, 0, 1);
  game.setEntry(s, 0, 2);
  for (const j of PEERS[0]) assert.equal(s.marks[j] & 1, before.marks[j] & 1, `cell ${j}: its 1 back`);
  game.setEntry(s, 0, 0);
  assert.deepEqual(s.marks, before.marks, 'and the 2s');
  // A removal the player makes after the placement is theirs: not given back.
  game.setEntry(s, 0, 1);
  game.toggleMark(s, 2, 1); // r1c3: 1 back by hand...
  game.toggleMark(s, 2, 1); // ...and out again
  game.setEntry(s, 0, 0);
  assert.equal(s.marks[2] & 1, 0, 'r1c3: removed by the player');
  assert.equal(s.marks[3] & 1, 1, 'r1c4: given back');
  // Two 1s that clash: a cell that sees both gets its 1 back only when neither is left.
  const both = 2; // r1c3 sees r1c1 and r1c4
  const firstOnly = PEERS[0].find((j) => !PEERS[3].includes(j) && rules[j] & 1 && s.marks[j] & 1);
  game.toggleMark(s, both, 1);
  game.setEntry(s, 0, 1); // r1c1
  game.setEntry(s, 3, 1); // r1c4: clashes with r1c1
  game.setEntry(s, 0, 0);
  assert.equal(s.marks[both] & 1, 0, 'r1c3 still sees the 1 of r1c4');
  assert.equal(s.marks[firstOnly] & 1, 1, `cell ${firstOnly} sees no 1 any more`);
  game.setEntry(s, 3, 0);
  assert.equal(s.marks[both] & 1, 1, 'r1c3: back once both are gone');
  // A save and an undo keep what a digit took.
  game.setEntry(s, 0, 1);
  const t = deserialise(serialise(s));
  assert.deepEqual(t.autoRemoved, s.autoRemoved, 'saved');
  Object.assign(s, t);
  game.setEntry(s, 0, 0);
  assert.equal(s.marks[both] & 1, 1, 'given back after a reload');
  game.undo(s); // the 1 is back in r1c1, and r1c3 without its 1
  assert.equal(s.marks[both] & 1, 0);
  game.setEntry(s, 0, 0);
  assert.equal(s.marks[both] & 1, 1, 'given back after an undo');
});

test('D3: pause stops the clock until resume; undo, a finished board and Solve do not restart it; a new game ends it', () => {
  const s = playing();
  assert.equal(game.pause(s), true);
  assert.equal(s.runningSince, null, 'the clock stopped');
  const t = game.playTime(s);
  game.setEntry(s, 0, 1);
  game.undo(s);
  game.resumeClock(s); // what the page did when the tab showed again
  assert.equal(s.runningSince, null, 'undo and resumeClock leave a paused clock stopped');
  assert.equal(game.playTime(s), t);
  assert.equal(game.resume(s), true);
  assert.notEqual(s.runningSince, null, 'resumed');
  assert.equal(game.resume(s), false, 'nothing to resume');
  game.pause(s);
  game.toSolve(s);
  assert.equal(s.paused, false, 'Solve ends the pause');
  game.toPlay(s);
  assert.notEqual(s.runningSince, null);
  game.pause(s);
  game.startGame(s, lineToGrid(CLUE17));
  assert.equal(s.paused, false, 'a new game is not paused');
  const done = playing(nearly([0]));
  game.setEntry(done, 0, 1);
  assert.equal(game.pause(done), false, 'a finished game has no clock to pause');
});

test('saved game version 2 keeps marks, colours, hints and mistakes; version 1 is still read', () => {
  const s = playing();
  game.toggleCentre(s, 0, 8);
  game.setColour(s, 3, 6);
  game.toggleMark(s, 4, 2);
  game.toggleMark(s, 4, 2);
  game.setEntry(s, 1, 5);
  s.hintsUsed = 3;
  const back = deserialise(serialise(s));
  assert.equal(back.centre[0], 0b10000000);
  assert.equal(back.colours[3], 6);
  assert.equal(back.removed[4], 0b10);
  assert.equal(back.hintsUsed, 3);
  assert.equal(back.mistakes, 1);
  assert.equal(back.history.play.undo.at(-1).colours[3], 6, 'undo steps keep colours');
  const v1 = JSON.parse(serialise(playing()));
  v1.version = 1;
  for (const k of ['centre', 'colours', 'removed', 'hintsUsed', 'hintCounted', 'mistakes', 'mistaken']) delete v1[k];
  for (const h of v1.history.play.undo) for (const k of ['centre', 'colours', 'removed']) delete h[k];
  const old = deserialise(JSON.stringify(v1));
  assert.equal(old.centre.length, 81);
  assert.equal(old.hintsUsed, 0);
  assert.throws(
    () => deserialise(JSON.stringify({ ...JSON.parse(serialise(s)), colours: 'x'.repeat(81) })),
    /colours of the game/,
  );
});

test("<sudoku-board>'s keys: Ctrl+digit a centre mark, Shift+digit a corner mark, the letters", () => {
  const key = (k, extra = {}) => keyAction({ key: k, code: '', ...extra }, 40);
  assert.deepEqual(key('5', { ctrlKey: true, code: 'Digit5' }), { kind: 'centre', digit: 5 });
  assert.deepEqual(key('5', { metaKey: true, code: 'Digit5' }), { kind: 'centre', digit: 5 });
  assert.deepEqual(key('%', { shiftKey: true, code: 'Digit5' }), { kind: 'mark', digit: 5 });
  assert.deepEqual(key('z', { ctrlKey: true }), { kind: 'undo' });
  const letters = { h: 'hint', c: 'check', n: 'notes', k: 'colour', p: 'pencil', z: 'undo', u: 'undo' };
  for (const [k, kind] of Object.entries(letters)) assert.deepEqual(key(k), { kind }, k);
  assert.equal(key('c', { altKey: true }), null);
  assert.equal(key('N', { shiftKey: true }), null, 'Shift+N is the page’s (a new puzzle)');
});
