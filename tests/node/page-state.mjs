// The page's state and its saved form (www/model/game.js, www/page/storage.js) in Node: pure
// modules, no DOM. Expected values are worked out here by hand from the rules.

import assert from 'node:assert/strict';
import test from 'node:test';

import * as game from '../../www/model/game.js';
import { deserialise, serialise } from '../../www/page/storage.js';
import { PEERS, gridToLine, lineToGrid } from '../../www/model/grid.js';

const CLUE17 = '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....';
const SOLUTION = '143657982952438761867192435795863124314279658286514397438921576671385249529746813';

function playing(line = CLUE17, solution = SOLUTION) {
  const s = game.createState();
  game.startGame(s, lineToGrid(line), { solution: solution && lineToGrid(solution) });
  return s;
}

test('placing a digit takes it out of the pencil marks of its 20 peers only', () => {
  const s = playing();
  for (let i = 0; i < 81; i++) s.marks[i] = 0x1ff;
  assert.equal(game.setEntry(s, 0, 1), true);
  for (let i = 1; i < 81; i++) {
    const expected = PEERS[0].includes(i) ? 0x1ff & ~1 : 0x1ff;
    assert.equal(s.marks[i], expected, `marks of cell ${i}`);
  }
  assert.equal(game.setEntry(s, 17, 5), false, 'a given cannot be changed');
});

test('undo and redo: each mode its own history, marks included', () => {
  const s = playing();
  game.toggleMark(s, 0, 3);
  game.toggleMark(s, 0, 5);
  game.setEntry(s, 1, 5);
  assert.equal(s.marks[0], 0b100, 'placing 5 next door removed the 5 mark');
  game.toSolve(s);
  assert.equal(gridToLine(s.grid).slice(0, 2), '.5', 'Solve gets the digits on the board');
  game.setEditorCell(s, 2, 9);
  assert.equal(game.undo(s), true);
  assert.equal(s.grid[2], 0, 'undo in Solve takes back the editor change');
  assert.equal(game.undo(s), false, 'and nothing of the game');
  assert.equal(game.toPlay(s), 'resumed', 'the editor still shows the game');
  game.undo(s);
  assert.equal(s.entries[1], 0);
  assert.equal(s.marks[0], 0b10100, 'undoing the placement brings the mark back');
  game.undo(s);
  assert.equal(s.marks[0], 0b100);
  game.redo(s);
  assert.equal(s.marks[0], 0b10100);
});

test('Check marks only entries that differ from the solution', () => {
  const s = playing();
  game.setEntry(s, 0, 1); // right (the solution starts with 1)
  game.setEntry(s, 1, 5); // wrong (the solution has 4)
  assert.deepEqual(game.check(s), [1]);
});

test('a step applied: placements become entries; eliminations fill the marks first when there are none', () => {
  const s = playing();
  const masks = new Array(81).fill(0x1ff);
  game.applyStep(s, { place: [[0, 1]], eliminate: [[2, 9]] }, masks);
  assert.equal(s.entries[0], 1);
  assert.equal(s.marks[2], 0x1ff & ~1 & ~(1 << 8), 'filled, minus the placed 1 (a peer) and the eliminated 9');
  assert.equal(s.marks[80], 0x1ff, 'every open cell got its marks');
});

test('the game ends when the board equals the solution; undo re-opens it', () => {
  const open = [0, 40, 80];
  const nearly = SOLUTION.split('')
    .map((ch, i) => (open.includes(i) ? '.' : ch))
    .join('');
  const s = playing(nearly);
  game.setEntry(s, 0, 1);
  game.setEntry(s, 40, 7);
  game.setEntry(s, 80, 1); // wrong: the solution has 3
  assert.equal(s.finishedMs, null, 'a wrong full board is not finished');
  game.setEntry(s, 80, 3);
  assert.notEqual(s.finishedMs, null);
  game.undo(s);
  assert.equal(s.finishedMs, null);
});

test('saved state: a round trip keeps the game and both histories', () => {
  const s = playing();
  game.toggleMark(s, 0, 3);
  game.setEntry(s, 1, 4);
  s.puzzle = { difficulty: 'hard', rating: 3.6, hardest: 'naked-triplet', seed: '42', source: 'generated' };
  const back = deserialise(serialise(s));
  assert.equal(gridToLine(back.givens), CLUE17);
  assert.equal(back.entries[1], 4);
  assert.equal(back.marks[0], 0b100);
  assert.equal(gridToLine(back.solution), SOLUTION);
  assert.deepEqual(back.puzzle, s.puzzle);
  assert.equal(back.history.play.undo.length, 2, 'the mark and the entry (a game starts its own history)');
  assert.equal(back.mode, 'play');
});

test('saved state that cannot be trusted is refused with a reason', () => {
  const good = JSON.parse(serialise(playing()));
  const cases = [
    ['{', /not valid JSON/],
    [JSON.stringify({ ...good, app: 'other' }), /not written by this page/],
    [JSON.stringify({ ...good, version: 3 }), /another version/],
    [JSON.stringify({ ...good, mode: 'edit' }), /mode is unknown/],
    [JSON.stringify({ ...good, givens: 'x'.repeat(81) }), /givens of the game: not 81 cells/],
    [JSON.stringify({ ...good, marks: new Array(81).fill(512) }), /pencil marks of the game: not 81 masks/],
    [JSON.stringify({ ...good, entries: '1'.repeat(81) }), /an entry covers a given/],
    [JSON.stringify({ ...good, elapsedMs: -5 }), /bad play time/],
    [JSON.stringify({ ...good, puzzle: { difficulty: 'impossible' } }), /difficulty is unknown/],
    [
      JSON.stringify({ ...good, history: { solve: { undo: [], redo: [] }, play: { undo: [{}], redo: [] } } }),
      /givens of an undo step/,
    ],
    [
      JSON.stringify({
        ...good,
        history: { solve: { undo: new Array(301).fill(null), redo: [] }, play: good.history.play },
      }),
      /undo history is malformed/,
    ],
    [`"${'x'.repeat(1_000_001)}"`, /too large/],
  ];
  for (const [text, reason] of cases) assert.throws(() => deserialise(text), reason, text.slice(0, 60));
});

test('a game without givens: digits typed on the empty grid stay entries through Solve and back', () => {
  const s = game.createState();
  assert.equal(game.toPlay(s), 'resumed', 'Play with no puzzle opens the empty grid');
  assert.equal(s.mode, 'play');
  assert.equal(game.setEntry(s, 0, 5), true, 'the empty grid takes a digit');
  game.toggleMark(s, 1, 3);
  game.toSolve(s);
  assert.equal(gridToLine(s.grid).slice(0, 2), '5.');
  assert.equal(game.toPlay(s), 'resumed', 'the editor still shows the game');
  assert.equal(s.givens[0], 0, 'the digit did not become a given');
  assert.equal(s.entries[0], 5);
  assert.equal(s.marks[1], 0b100, 'the mark is kept');
  game.toSolve(s);
  game.setEditorCell(s, 2, 7);
  assert.equal(game.toPlay(s), 'new', 'an edited grid is a new game');
  assert.equal(gridToLine(s.givens).slice(0, 3), '5.7');
});

test('a puzzle loaded starts its own history: Undo does nothing until the first move in it', () => {
  const s = deserialise(
    serialise(
      (() => {
        const t = playing();
        game.setEntry(t, 0, 1);
        game.toggleMark(t, 1, 4);
        return t;
      })(),
    ),
  ); // a saved game, as a link opens over it
  s.runningSince = null;
  assert.equal(game.canUndo(s), true, 'the saved game has moves to undo');
  const other = SOLUTION.replace(/^1/, '.');
  game.startGame(s, lineToGrid(other), { solution: lineToGrid(SOLUTION) });
  assert.equal(game.canUndo(s), false);
  assert.equal(game.canRedo(s), false);
  assert.equal(game.undo(s), false, 'Undo right after loading');
  assert.equal(game.redo(s), false, 'Redo right after loading');
  assert.equal(gridToLine(s.givens), other, 'the loaded puzzle stays');
  assert.equal(s.marks[1], 0, "with none of the previous game's marks");
  assert.equal(game.setEntry(s, 0, 1), true);
  assert.equal(game.undo(s), true, 'the first move can be undone');
  assert.equal(s.entries[0], 0);
  assert.equal(gridToLine(s.givens), other, 'and Undo stays in the loaded puzzle');
  assert.equal(game.undo(s), false, 'then there is nothing more to undo');
  assert.equal(game.redo(s), true);
  assert.equal(s.entries[0], 1);
  // The editor likewise: a grid loaded into it leaves nothing to undo, an edit after it can be undone.
  game.toSolve(s);
  game.setEditorCell(s, 2, 9);
  game.loadEditorGrid(s, lineToGrid(CLUE17));
  assert.equal(game.undo(s), false, 'Undo right after loading into the editor');
  assert.equal(gridToLine(s.grid), CLUE17);
  game.setEditorCell(s, 2, 9);
  assert.equal(game.undo(s), true);
  assert.equal(gridToLine(s.grid), CLUE17);
});

test('the board before a step: the path replayed from the givens, candidates minus earlier eliminations; the game untouched', () => {
  const s = playing();
  game.setEntry(s, 2, 9);
  game.toggleMark(s, 3, 6);
  const steps = [
    { place: [[0, 1]], eliminate: [], cells: [0], candidates: [] },
    {
      place: [],
      eliminate: [
        [1, 4],
        [1, 5],
      ],
      cells: [],
      candidates: [],
    },
    { place: [[1, 4]], eliminate: [], cells: [1], candidates: [] },
  ];
  const first = game.boardBeforeStep(s.givens, steps, 0);
  assert.equal(gridToLine(first.digits), CLUE17, 'before step 1: the givens alone');
  assert.deepEqual(first.placed, []);
  // By hand from CLUE17: row 1 and box 1 are empty; column 1 holds 5, column 2 holds 3 7 2,
  // column 3 holds 4 6.
  const not = (...ds) => ds.reduce((m, d) => m & ~(1 << (d - 1)), 0x1ff);
  assert.equal(first.marks[0], not(5));
  const third = game.boardBeforeStep(s.givens, steps, 2);
  assert.equal(third.digits[0], 1, 'step 1 placed its 1');
  assert.deepEqual(third.placed, [0]);
  assert.equal(
    third.marks[1],
    not(1, 4, 5, 3, 7, 2),
    'cell 1: minus the 1 next door, the eliminated 4 and 5, its column',
  );
  assert.equal(third.marks[2], not(1, 4, 6), "cell 2: the player's 9 there is not on the path's board");
  assert.equal(third.marks[0], 0, 'a placed cell has no candidates');
  game.pauseClock(s); // so that the saved form compares equal
  const before = serialise(s);
  game.showStep(s, 2, steps[2], third);
  assert.equal(s.highlight.board, third);
  assert.equal(serialise(s), before, 'showing a step changes nothing of the game or its histories');
  game.clearMarksOfTheView(s);
  assert.equal(s.highlight, null);
});
