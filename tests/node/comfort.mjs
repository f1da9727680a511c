// The comfort features' model, without the DOM (issue 45): several cells selected and marked as
// one move (www/model/selection.js), candidate colours (www/model/game.js, input-modes.js), the
// mistake limit (www/model/mistake-limit.js) and what the page keeps of them across a reload
// (www/page/storage.js). Expected values are worked out by hand from the rules and CLUE17's
// published solution (tests/data), never read back from the code under test.

import assert from 'node:assert/strict';
import test from 'node:test';

import * as game from '../../www/model/game.js';
import { lineToGrid } from '../../www/model/grid.js';
import { FEEDBACK, feedbackOf, feedbackPlayer } from '../../www/model/feedback.js';
import { endIfOverLimit, isLost, mistakeLimit } from '../../www/model/mistake-limit.js';
import { inputCells, selectAlso, selectOnly, selectedCells } from '../../www/model/selection.js';
import { deserialise, serialise } from '../../www/page/storage.js';
import { keyAction } from '../../www/board/input.js';

const CLUE17 = '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....';
const SOLUTION = '143657982952438761867192435795863124314279658286514397438921576671385249529746813';

function playing() {
  const s = game.createState();
  game.startGame(s, lineToGrid(CLUE17), { solution: lineToGrid(SOLUTION) });
  return s;
}
const bit = (d) => 1 << (d - 1);

test('selection: Shift and Ctrl add cells, Ctrl again takes one out, a plain select keeps one', () => {
  const s = playing();
  selectOnly(s, 0);
  selectAlso(s, 1);
  selectAlso(s, 2);
  assert.deepEqual(selectedCells(s), [0, 1, 2]);
  assert.equal(s.sel, 2, 'the last cell added has the focus');
  selectAlso(s, 1, { toggle: true });
  assert.deepEqual(selectedCells(s), [0, 2]);
  selectAlso(s, 1, { toggle: true });
  assert.deepEqual(selectedCells(s), [0, 2, 1]);
  selectOnly(s, 40);
  assert.deepEqual(selectedCells(s), [40]);
  // The last cell cannot be taken out.
  selectAlso(s, 40, { toggle: true });
  assert.deepEqual(selectedCells(s), [40]);
});

test('a corner mark on three cells: on all, then off all (one undo step each); on where some lack it', () => {
  const s = playing();
  const row = [0, 1, 2]; // r1c1-r1c3: all empty in CLUE17
  assert.equal(inputCells(s, row, 5, 'corner'), 'changed');
  assert.deepEqual(
    row.map((i) => s.marks[i]),
    [bit(5), bit(5), bit(5)],
  );
  assert.equal(s.history.play.undo.length, 1, 'one undo step');
  assert.equal(inputCells(s, row, 5, 'corner'), 'changed');
  assert.deepEqual(
    row.map((i) => s.marks[i]),
    [0, 0, 0],
  );
  // One cell has it, two have not: it goes on the two, and stays on the one.
  game.toggleMark(s, 1, 5);
  inputCells(s, row, 5, 'corner');
  assert.deepEqual(
    row.map((i) => s.marks[i]),
    [bit(5), bit(5), bit(5)],
  );
  const steps = s.history.play.undo.length;
  game.undo(s);
  assert.deepEqual(
    row.map((i) => s.marks[i]),
    [0, bit(5), 0],
    'Undo takes the three-cell move back at once',
  );
  assert.equal(s.history.play.undo.length, steps - 1);
});

test('digits, erase and cell colours on several cells; givens are skipped; nothing to do is no undo step', () => {
  const s = playing();
  const given = CLUE17.indexOf('1'); // r2c9
  const cells = [0, 1, given];
  assert.equal(inputCells(s, cells, 7, 'digit'), 'changed');
  assert.deepEqual([s.entries[0], s.entries[1], s.entries[given]], [7, 7, 0]);
  assert.equal(s.mistakes, 2, 'r1c1 is 1 and r1c2 is 4 in the solution: two mistakes');
  inputCells(s, cells, 0, 'digit');
  assert.deepEqual([s.entries[0], s.entries[1]], [0, 0]);
  // A cell colour paints givens too; all in it: off all.
  inputCells(s, cells, 3, 'colour');
  assert.deepEqual([s.colours[0], s.colours[1], s.colours[given]], [3, 3, 3]);
  inputCells(s, cells, 3, 'colour');
  assert.deepEqual([s.colours[0], s.colours[1], s.colours[given]], [0, 0, 0]);
  const steps = s.history.play.undo.length;
  assert.equal(inputCells(s, cells, 0, 'colour'), 'same');
  assert.equal(s.history.play.undo.length, steps, 'no step for nothing');
  assert.equal(inputCells(s, [given, CLUE17.indexOf('2')], 4, 'digit'), 'given');
});

test('candidate colours: none -> A -> B -> none on one candidate; erase clears the cell; saved and undone', () => {
  const s = playing();
  game.setInputMode(s, 'candidate');
  const press = () => game.input(s, 0, 4);
  assert.equal(press(), 'changed');
  assert.equal(game.candidateColour(s, 0, 4), 1);
  press();
  assert.equal(game.candidateColour(s, 0, 4), 2);
  press();
  assert.equal(game.candidateColour(s, 0, 4), 0);
  press();
  game.input(s, 0, 9);
  assert.deepEqual([s.candA[0], s.candB[0]], [bit(4) | bit(9), 0]);
  // Kept across a reload, as the page saves the game.
  const back = deserialise(serialise(s));
  assert.deepEqual([back.candA[0], back.candB[0]], [bit(4) | bit(9), 0]);
  game.input(s, 0, 0);
  assert.deepEqual([s.candA[0], s.candB[0]], [0, 0], 'erase takes the cell’s candidate colours off');
  game.undo(s);
  assert.deepEqual([s.candA[0], s.candB[0]], [bit(4) | bit(9), 0], 'undone');
  // Several cells: the colour they share moves on; mixed ones all go to A.
  inputCells(s, [0, 1], 4);
  assert.deepEqual([game.candidateColour(s, 0, 4), game.candidateColour(s, 1, 4)], [1, 1]);
  inputCells(s, [0, 1], 4);
  assert.deepEqual([game.candidateColour(s, 0, 4), game.candidateColour(s, 1, 4)], [2, 2]);
  // A digit or a given takes no candidate colour.
  game.setEntry(s, 2, 3);
  assert.equal(game.input(s, 2, 4), 'filled');
  assert.equal(game.input(s, CLUE17.indexOf('1'), 4), 'given');
  // K cycles cells' colours -> candidates' colours -> digits.
  game.setInputMode(s, 'digit');
  game.toggleColourMode(s);
  assert.equal(s.inputMode, 'colour');
  game.toggleColourMode(s);
  assert.equal(s.inputMode, 'candidate');
  game.toggleColourMode(s);
  assert.equal(s.inputMode, 'digit');
});

test('the mistake limit: the game ends at the limit, its clock stops, a reload keeps it over', () => {
  assert.deepEqual([mistakeLimit('3'), mistakeLimit(5), mistakeLimit(4), mistakeLimit('x')], [3, 5, 0, 0]);
  const s = playing();
  game.setEntry(s, 0, 2); // r1c1 is 1: a mistake
  game.setEntry(s, 1, 2); // r1c2 is 4: a mistake
  assert.equal(endIfOverLimit(s, 3), false, 'two of three');
  assert.equal(endIfOverLimit(s, 0), false, 'no limit');
  game.setEntry(s, 2, 4); // r1c3 is 3: a mistake
  assert.equal(endIfOverLimit(s, 3), true);
  assert.ok(isLost(s));
  assert.equal(s.runningSince, null, 'the clock stopped');
  assert.equal(game.pause(s), false, 'nothing to pause');
  game.resumeClock(s);
  assert.equal(s.runningSince, null, 'and does not run again');
  assert.equal(endIfOverLimit(s, 3), false, 'ends once');
  const back = deserialise(serialise(s));
  assert.equal(back.lostMs, s.lostMs);
  game.startGame(s, lineToGrid(CLUE17));
  assert.ok(!isLost(s), 'a new game is not over');
});

test('Shift+arrows extend the selection; plain arrows move', () => {
  const key = (k, shiftKey = false) =>
    keyAction({ key: k, code: '', shiftKey, ctrlKey: false, metaKey: false, altKey: false }, 10);
  assert.deepEqual(key('ArrowRight'), { kind: 'move', to: 11, extend: false });
  assert.deepEqual(key('ArrowDown', true), { kind: 'move', to: 19, extend: true });
});

test('Past dailies: the days going back from today, across a month; what a day shows', async () => {
  const { pastDays } = await import('../../www/page/around/daily.js');
  const { archiveEntry } = await import('../../www/page/around/daily-archive.js');
  assert.deepEqual(pastDays('2026-03-01', 3), ['2026-03-01', '2026-02-28', '2026-02-27']);
  assert.deepEqual(pastDays('2028-03-01', 2, 1), ['2028-02-29', '2028-02-28'], 'a leap year');
  assert.equal(archiveEntry({ finishedMs: 65_000 }, '2026-12-01', []).words, 'Solved in 1:05');
  // Solved, then a digit erased: the game's finishedMs is cleared, its solvedMs kept.
  assert.equal(
    archiveEntry({ finishedMs: null, solvedMs: 65_000, elapsedMs: 70_000 }, 'x', []).words,
    'Solved in 1:05',
  );
  assert.equal(archiveEntry({ finishedMs: null, gaveUp: true }, '2026-12-01', []).kind, 'given-up');
  assert.equal(archiveEntry({ finishedMs: null, gaveUp: false, elapsedMs: 3000 }, 'x', []).kind, 'in-progress');
  assert.equal(archiveEntry(null, '2026-12-01', ['2026-12-01']).kind, 'solved-that-day');
  assert.equal(archiveEntry(null, '2026-12-01', []).kind, 'new');
});

test('a hint applied selects its cell alone: the next digit goes there, not to the cells selected before', () => {
  const s = playing();
  selectOnly(s, 0);
  selectAlso(s, 1);
  selectAlso(s, 2);
  // r1c4 is 6 in the published solution.
  game.applyStep(s, { place: [[3, 6]], eliminate: [] }, null);
  assert.deepEqual(selectedCells(s), [3]);
});

test('sounds and vibration: nothing unless switched on; each switch alone; the move decides what', () => {
  const buzzes = [];
  const contexts = [];
  /** An AudioContext that records the tones started (frequency, start). */
  class FakeAudio {
    constructor() {
      contexts.push(this);
      this.currentTime = 10;
      this.state = 'running';
      this.tones = [];
      this.destination = {};
    }
    createOscillator() {
      const osc = { frequency: {}, connect: (g) => g, stop() {} };
      osc.start = (t) => this.tones.push([osc.frequency.value, t]);
      return osc;
    }
    createGain() {
      const ramp = () => {};
      return {
        gain: { setValueAtTime: ramp, linearRampToValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
        connect: (x) => x,
      };
    }
  }
  const play = feedbackPlayer({ vibrate: (p) => buzzes.push(p), Audio: FakeAudio });
  play('mistake');
  play('mistake', { sound: false, haptics: false });
  assert.deepEqual([buzzes, contexts.length], [[], 0], 'off by default');
  play('mistake', { haptics: true });
  assert.deepEqual(buzzes, [[40, 40, 40]]);
  assert.equal(contexts.length, 0, 'vibration alone makes no sound');
  play('solved', { sound: true });
  play('place', { sound: true });
  assert.equal(contexts.length, 1, 'one audio context, made at the first sound');
  assert.deepEqual(contexts[0].tones, [
    [523, 10],
    [659, 10.1],
    [784, 10.2],
    [660, 10],
  ]);
  assert.equal(buzzes.length, 1, 'sound alone does not vibrate');
  play('nothing', { sound: true, haptics: true });
  assert.equal(buzzes.length + contexts[0].tones.length, 5, 'an unknown kind does nothing');
  // Without the browser's outputs: silently nothing.
  feedbackPlayer({ vibrate: null, Audio: null })('over', { sound: true, haptics: true });
  assert.deepEqual(Object.keys(FEEDBACK).sort(), ['mark', 'mistake', 'over', 'place', 'solved']);
  // What a move calls for.
  const of = (o) => feedbackOf({ cause: 'input', solvedNow: false, newMistakes: 0, digitsChanged: true, ...o });
  assert.equal(of({}), 'place');
  assert.equal(of({ digitsChanged: false }), 'mark');
  assert.equal(of({ newMistakes: 1 }), 'mistake');
  assert.equal(of({ newMistakes: 1, solvedNow: true }), 'solved');
  assert.equal(of({ cause: 'undo' }), null);
  assert.equal(of({ cause: 'hint', solvedNow: true }), 'solved');
});
