// The pure parts around the game (www/page/around/daily.js, stats.js, game-records.js) in Node:
// the day and its seeds, statistics from a list of games, the checks on an imported file and
// on History's records. Expected values are worked out by hand here, or published (FNV-1a).

import assert from 'node:assert/strict';
import test from 'node:test';

import { lineToGrid } from '../../www/model/grid.js';

import { DIFFICULTIES, dailySeed, daysBetween, fnv1a64, isDay, nextDay, utcDay } from '../../www/page/around/daily.js';
import {
  HISTORY_LIMIT,
  checkRecord,
  gameFields,
  parseGames,
  recordOf,
  resultOf,
  serialiseGames,
  upsert,
} from '../../www/page/around/game-records.js';
import {
  averageMs,
  countSolve,
  emptyStats,
  parseStats,
  serialiseStats,
  statsFromGames,
  streaks,
} from '../../www/page/around/stats.js';

test('FNV-1a 64 gives the published test vectors', () => {
  // From the FNV reference test suite (isthe.com/chongo/tech/comp/fnv, "FNV-1a 64 bit").
  assert.equal(fnv1a64(''), 0xcbf29ce484222325n);
  assert.equal(fnv1a64('a'), 0xaf63dc4c8601ec8cn);
  assert.equal(fnv1a64('foobar'), 0x85944171f73967e8n);
});

test('the UTC day turns at midnight UTC, whatever the time zone of the machine', () => {
  assert.equal(utcDay(Date.UTC(2026, 11, 3, 23, 59, 59, 999)), '2026-12-03');
  assert.equal(utcDay(Date.UTC(2026, 11, 4, 0, 0, 0, 0)), '2026-12-04');
  assert.equal(utcDay(Date.UTC(2026, 11, 31, 12)), '2026-12-31');
  assert.equal(nextDay('2026-12-31'), '2027-01-01');
  assert.equal(nextDay('2028-02-28'), '2028-02-29');
  assert.equal(daysBetween('2026-12-31', '2027-01-02'), 2);
  assert.equal(isDay('2028-02-29'), true);
  assert.equal(isDay('2026-02-29'), false);
  assert.equal(isDay('2026-13-01'), false);
  assert.equal(isDay('26-12-03'), false);
  assert.equal(isDay(20261203), false);
});

test('a daily seed: the same for a day and difficulty, another for another day, difficulty or round', () => {
  const seed = dailySeed('2026-12-03', 'medium');
  assert.match(seed, /^[0-9]{1,20}$/);
  assert.ok(BigInt(seed) < 2n ** 64n);
  assert.equal(dailySeed('2026-12-03', 'medium'), seed);
  assert.equal(dailySeed('2026-12-03', 'medium', 0), seed);
  const others = new Set([seed]);
  others.add(dailySeed('2026-12-04', 'medium'));
  others.add(dailySeed('2026-12-02', 'medium'));
  for (const d of DIFFICULTIES) others.add(dailySeed('2026-12-03', d));
  others.add(dailySeed('2026-12-03', 'medium', 1));
  assert.equal(others.size, 1 + 2 + 4 + 1, 'every other day, difficulty and round has its own seed');
  assert.throws(() => dailySeed('2026-02-30', 'easy'), /not a day/);
  assert.throws(() => dailySeed('2026-12-03', 'any'), /not a difficulty/);
});

test('statistics from a list of games: started, solved, without hints, best and average', () => {
  const stats = statsFromGames([
    { difficulty: 'easy', solved: true, ms: 300_000, hints: 0 },
    { difficulty: 'easy', solved: true, ms: 200_000, hints: 2 },
    { difficulty: 'easy', solved: false },
    { difficulty: 'hard', solved: true, ms: 900_000, hints: 0, daily: '2026-12-01' },
    { difficulty: 'hard', solved: false },
  ]);
  // The best time is of the solves without hints (the 200,000 ms one had 2 hints: audit D15).
  assert.deepEqual(stats.byDifficulty.easy, {
    started: 3,
    solved: 2,
    solvedNoHints: 1,
    bestMs: 300_000,
    totalMs: 500_000,
  });
  assert.equal(averageMs(stats.byDifficulty.easy), 250_000);
  assert.deepEqual(stats.byDifficulty.hard, {
    started: 2,
    solved: 1,
    solvedNoHints: 1,
    bestMs: 900_000,
    totalMs: 900_000,
  });
  assert.deepEqual(stats.byDifficulty.medium, { started: 0, solved: 0, solvedNoHints: 0, bestMs: null, totalMs: 0 });
  assert.equal(averageMs(stats.byDifficulty.medium), null);
  assert.deepEqual(stats.dailyDays, ['2026-12-01']);
});

test('D15: the best time is of the solves without hints; a hinted solve is no best, and the file says so', () => {
  const stats = emptyStats();
  assert.equal(countSolve(stats, { difficulty: 'hard', ms: 100_000, hints: 1 }), null);
  assert.equal(stats.byDifficulty.hard.bestMs, null, 'a hinted solve is no best');
  assert.equal(countSolve(stats, { difficulty: 'hard', ms: 400_000, hints: 0 }), null);
  assert.equal(stats.byDifficulty.hard.bestMs, 400_000);
  assert.equal(countSolve(stats, { difficulty: 'hard', ms: 50_000, hints: 3 }), 400_000);
  assert.equal(stats.byDifficulty.hard.bestMs, 400_000, 'a faster hinted solve leaves it');
  stats.byDifficulty.hard.started = 3;
  assert.deepEqual(parseStats(serialiseStats(stats)), stats, 'a best slower than the hinted solves reads back');
  // Written and read back; a hinted solve alone has no best time, and that reads too.
  const alone = emptyStats();
  countSolve(alone, { difficulty: 'easy', ms: 100_000, hints: 2 });
  alone.byDifficulty.easy.started = 1;
  assert.equal(parseStats(serialiseStats(alone)).byDifficulty.easy.bestMs, null);
});

test('daily streaks: consecutive UTC days; the current one lasts until a day is missed', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10', '2026-11-30', '2026-12-01'];
  assert.deepEqual(streaks(days, '2026-12-01'), { current: 2, longest: 3 });
  assert.deepEqual(streaks(days, '2026-12-02'), { current: 2, longest: 3 }, "today's daily can still be solved");
  assert.deepEqual(streaks(days, '2026-12-03'), { current: 0, longest: 3 }, 'yesterday was missed');
  assert.deepEqual(streaks([], '2026-12-03'), { current: 0, longest: 0 });
  // Across a month and a year end.
  assert.deepEqual(streaks(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01'), { current: 3, longest: 3 });
  // A daily of each difficulty on one day counts that day once.
  const stats = statsFromGames([
    { difficulty: 'easy', solved: true, ms: 1, daily: '2026-12-03' },
    { difficulty: 'hard', solved: true, ms: 1, daily: '2026-12-03' },
  ]);
  assert.deepEqual(stats.dailyDays, ['2026-12-03']);
});

test('a statistics file reads back as written; a bad one is refused with the reason', () => {
  const stats = statsFromGames([
    { difficulty: 'medium', solved: true, ms: 123_456, hints: 1, daily: '2026-12-03' },
    { difficulty: 'expert', solved: false },
  ]);
  assert.deepEqual(parseStats(serialiseStats(stats)), stats);
  assert.deepEqual(parseStats(serialiseStats(emptyStats())), emptyStats());
  const good = JSON.parse(serialiseStats(stats));
  const bad = (change) => {
    const v = structuredClone(good);
    change(v);
    return JSON.stringify(v);
  };
  assert.throws(() => parseStats('{"app": "dlx-sudoku",'), /not JSON/);
  assert.throws(() => parseStats('[1, 2, 3]'), /not written by DLX Sudoku/);
  assert.throws(() => parseStats(bad((v) => (v.kind = 'games'))), /not a statistics file/);
  assert.throws(() => parseStats(bad((v) => (v.version = 2))), /format 2; this page reads format 1/);
  assert.throws(() => parseStats(bad((v) => delete v.byDifficulty.hard)), /the hard counts are missing/);
  assert.throws(() => parseStats(bad((v) => (v.byDifficulty.easy.started = -1))), /easy counts are not whole/);
  assert.throws(() => parseStats(bad((v) => (v.byDifficulty.easy.started = 1.5))), /easy counts are not whole/);
  assert.throws(
    () => parseStats(bad((v) => (v.byDifficulty.medium.started = 0))),
    /more medium games solved than started/,
  );
  assert.throws(
    () => parseStats(bad((v) => (v.byDifficulty.medium.solvedNoHints = 2))),
    /more medium games solved without hints than solved/,
  );
  // A solve without hints has a best time (the medium solve here had a hint: no best of its own).
  const noBest = (v) => {
    v.byDifficulty.medium.solvedNoHints = 1;
    v.byDifficulty.medium.bestMs = null;
  };
  assert.throws(() => parseStats(bad(noBest)), /medium best time/);
  assert.throws(() => parseStats(bad((v) => (v.byDifficulty.medium.bestMs = 999_999))), /medium best time/);
  assert.throws(() => parseStats(bad((v) => (v.byDifficulty.easy.bestMs = 5))), /easy best time/);
  assert.throws(() => parseStats(bad((v) => (v.byDifficulty.insane = v.byDifficulty.easy))), /unknown difficulty/);
  assert.throws(() => parseStats(bad((v) => (v.dailyDays = ['2026-02-30']))), /not a date/);
  assert.throws(() => parseStats(bad((v) => delete v.dailyDays)), /daily days is missing/);
  assert.throws(() => parseStats(42), /not text/);
});

const GIVENS = '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....';
const SOLUTION = '143657982952438761867192435795863124314279658286514397438921576671385249529746813';
const record = (id, extra = {}) => ({
  id,
  givens: GIVENS,
  entries: `1${'.'.repeat(80)}`,
  marks: Array(81).fill(0),
  solution: SOLUTION,
  solutionCount: 1,
  puzzle: { difficulty: 'hard', rating: 3.4 },
  elapsedMs: 5000,
  finishedMs: null,
  hintsUsed: 0,
  mistakes: null,
  gaveUp: false,
  daily: null,
  startedAt: 1_796_000_000_000,
  updatedAt: 1_796_000_100_000,
  counted: { started: true, solved: false },
  panelShown: false,
  ...extra,
});

test("History's records: a bad record is dropped, never trusted; at most 50, the current one kept", () => {
  assert.deepEqual(checkRecord(record('g1')), record('g1'));
  assert.equal(resultOf(record('g1')), 'in-progress');
  assert.equal(resultOf(record('g1', { gaveUp: true })), 'given-up');
  assert.equal(
    checkRecord(record('g1', { entries: `5${'.'.repeat(80)}`, givens: `5${GIVENS.slice(1)}` })),
    null,
    'entry over a given',
  );
  assert.equal(checkRecord(record('g1', { marks: Array(81).fill(512) })), null, 'mark mask out of range');
  assert.equal(checkRecord(record('g1', { finishedMs: 100 })), null, 'finished with empty cells');
  assert.equal(checkRecord(record('G 1')), null, 'bad id');
  assert.equal(checkRecord(record('g1', { givens: '.'.repeat(81) })), null, 'no givens');
  assert.equal(checkRecord(record('g1', { elapsedMs: -1 })), null, 'negative time');
  const text = serialiseGames([record('a1'), { id: 'broken' }, record('a2')]);
  const { games, dropped } = parseGames(text);
  assert.deepEqual(
    games.map((r) => r.id),
    ['a1', 'a2'],
  );
  assert.equal(dropped, 1);
  assert.throws(() => parseGames('not json'), /not valid JSON/);

  let list = [];
  for (let k = 0; k < HISTORY_LIMIT + 5; k++) list = upsert(list, record(`n${k}`), 'n0');
  assert.equal(list.length, HISTORY_LIMIT);
  assert.equal(list[0].id, `n${HISTORY_LIMIT + 4}`, 'the newest first');
  assert.ok(
    list.some((r) => r.id === 'n0'),
    'the game on the board is never dropped',
  );
  assert.ok(!list.some((r) => r.id === 'n1'), 'the oldest other games go first');
  list = upsert(list, record('n30', { elapsedMs: 9000 }), 'n30');
  assert.equal(list[0].elapsedMs, 9000);
  assert.equal(list.filter((r) => r.id === 'n30').length, 1, 'a game updated is not listed twice');
});

test("a game's centre marks and colours go through History and come back; an older record has none", () => {
  const givens = new Uint8Array(81);
  givens[0] = 5;
  const centre = new Uint16Array(81);
  centre[10] = 0b101; // 1 and 3
  const colours = new Uint8Array(81);
  colours[20] = 4;
  const state = {
    gameId: 'g9',
    givens,
    entries: new Uint8Array(81),
    marks: new Uint16Array(81),
    centre,
    colours,
    solution: null,
    solutionCount: null,
    puzzle: null,
    finishedMs: null,
    hintsUsed: 0,
    mistakes: 0,
  };
  const written = JSON.parse(serialiseGames([recordOf(state, 1000, null, 1_796_000_000_000)]));
  const [read] = parseGames(JSON.stringify(written)).games;
  const back = gameFields(read);
  assert.deepEqual(Array.from(back.centre), Array.from(centre));
  assert.deepEqual(Array.from(back.colours), Array.from(colours));
  // A record from before centre marks and colours: empty ones, not the current game's.
  const { centre: _c, colours: _k, ...old } = written.games[0];
  const oldBack = gameFields(checkRecord(old));
  assert.equal(oldBack.centre.some(Boolean), false);
  assert.equal(oldBack.colours.some(Boolean), false);
  // A bad centre mark or colour line drops the record.
  assert.equal(checkRecord({ ...written.games[0], centre: [1024, ...Array(80).fill(0)] }), null);
  assert.equal(checkRecord({ ...written.games[0], colours: 'x'.repeat(81) }), null);
});

test('History keeps the time a game was first solved in, after a digit of it was erased', () => {
  // Solved in 0:42, then a digit erased: not finished any more, but solved once (its clock stays stopped).
  const state = {
    gameId: 'g7',
    givens: lineToGrid(GIVENS),
    entries: lineToGrid(`1${'.'.repeat(80)}`),
    marks: new Uint16Array(81),
    solution: lineToGrid(SOLUTION),
    solutionCount: 1,
    puzzle: null,
    finishedMs: null,
    solvedMs: 42_000,
    hintsUsed: 0,
    mistakes: 0,
  };
  const [read] = parseGames(serialiseGames([recordOf(state, 42_000, null, 1_796_000_000_000)])).games;
  assert.equal(read.solvedMs, 42_000);
  assert.equal(gameFields(read).solvedMs, 42_000);
  assert.equal(gameFields(read).finishedMs, null);
  // A record written before solvedMs was kept: its finished time stands for it.
  const entries = Array.from(SOLUTION, (d, i) => (GIVENS[i] === '.' ? d : '.')).join('');
  const finished = record('g8', { entries, finishedMs: 9000, elapsedMs: 9000 });
  assert.equal(gameFields(checkRecord(finished)).solvedMs, 9000);
  assert.equal(gameFields(checkRecord(record('g9'))).solvedMs, null);
  assert.equal(checkRecord(record('g1', { solvedMs: -5 })), null, 'a bad solved time drops the record');
});

test('History: a game solved, then a digit of it erased, says Solved', async () => {
  // Played as the page plays it (model/game.js) and written as game-library.js writes it.
  const game = await import('../../www/model/game.js');
  const s = game.createState();
  game.startGame(s, lineToGrid(GIVENS), { solution: lineToGrid(SOLUTION) });
  s.gameId = 'g10';
  for (let i = 0; i < 81; i++) if (GIVENS[i] === '.') game.setEntry(s, i, Number(SOLUTION[i]));
  const solvedIn = s.finishedMs;
  assert.notEqual(solvedIn, null, 'the full right board is solved');
  game.setEntry(s, GIVENS.indexOf('.'), 0); // a digit erased: the board is not full any more
  assert.equal(s.finishedMs, null);
  const [read] = parseGames(serialiseGames([recordOf(s, game.playTime(s), null, 1_796_000_000_000)])).games;
  assert.equal(resultOf(read), 'solved');
  assert.equal(read.elapsedMs, solvedIn, 'in the time it was solved in');
});

test('History keeps the marks a digit took out of its peers: erasing it after a reopen gives them back (D2)', async () => {
  const game = await import('../../www/model/game.js');
  const s = game.createState();
  game.startGame(s, lineToGrid(GIVENS));
  game.toggleMark(s, 1, 4); // r1c2: 4, a peer of r1c1
  game.setEntry(s, 0, 4); // a wrong 4 in r1c1 takes it out
  s.gameId = 'g5';
  const [read] = parseGames(serialiseGames([recordOf(s, 1000, null, 1_796_000_000_000)])).games;
  const back = game.createState();
  game.startGame(back, lineToGrid(GIVENS));
  Object.assign(back, gameFields(read));
  assert.equal(back.marks[1], 0);
  game.setEntry(back, 0, 0);
  assert.equal(back.marks[1], 0b1000, 'the 4 is back in r1c2');
  assert.equal(checkRecord({ ...read, autoRemoved: [512, ...Array(80).fill(0)] }), null, 'a bad mask drops the record');
});
