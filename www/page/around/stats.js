// Statistics of the games played in this browser, without the DOM: per difficulty the games
// started, solved, solved without hints, the best and the total time; the days (the player's calendar dates) on which a
// daily puzzle was solved (for the streaks). Kept as counts, not as a list of games, so that
// they outlive the History (50 games). The file format is the export format too: versioned,
// and everything read is checked, since an imported file is the user's.

import { DIFFICULTIES, daysBetween, isDay } from './daily.js';

export const STATS_VERSION = 1;
const MAX_DAYS = 100_000;
const MAX_COUNT = 1e9;
const MAX_MS = 1e11;

const emptyLevel = () => ({ started: 0, solved: 0, solvedNoHints: 0, bestMs: null, totalMs: 0 });

export function emptyStats() {
  return {
    byDifficulty: Object.fromEntries(DIFFICULTIES.map((d) => [d, emptyLevel()])),
    dailyDays: [],
  };
}

/** A game of `difficulty` started (counted once a game: the caller remembers it). */
export function countStart(stats, difficulty) {
  const level = stats.byDifficulty[difficulty];
  if (level) level.started++;
}

/**
 * A game solved: `ms` its time, `hints` the hints it used, `daily` its day (YYYY-MM-DD) when it was a
 * daily puzzle. The best time is of the solves without hints (a hint is help, not speed).
 * Returns the best time of its difficulty before it (null while there is none).
 */
export function countSolve(stats, { difficulty, ms, hints = 0, daily = null }) {
  const level = stats.byDifficulty[difficulty];
  if (!level) return null;
  const before = level.bestMs;
  level.solved++;
  if (!hints) level.solvedNoHints++;
  level.totalMs += ms;
  if (!hints) level.bestMs = before === null ? ms : Math.min(before, ms);
  if (daily && isDay(daily) && !stats.dailyDays.includes(daily)) {
    stats.dailyDays.push(daily);
    stats.dailyDays.sort();
  }
  return before;
}

/** The statistics of a list of games: {difficulty, solved, ms, hints, daily}. */
export function statsFromGames(games) {
  const stats = emptyStats();
  for (const g of games) {
    countStart(stats, g.difficulty);
    if (g.solved) countSolve(stats, g);
  }
  return stats;
}

/** The average time of a difficulty's solved games (ms), or null when none is solved. */
export const averageMs = (level) => (level.solved ? level.totalMs / level.solved : null);

/**
 * The daily streaks on `today`: `longest`, the longest run of consecutive days with a daily
 * solved; `current`, the run that ends today, or yesterday while today's can still be solved.
 */
export function streaks(days, today) {
  let longest = 0;
  let run = 0;
  let prev = null;
  for (const day of days) {
    run = prev !== null && daysBetween(prev, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  const gap = prev === null ? Infinity : daysBetween(prev, today);
  return { current: gap === 0 || gap === 1 ? run : 0, longest };
}

/** The statistics as a file (and as kept in localStorage). */
export function serialiseStats(stats) {
  return JSON.stringify({ app: 'dlx-sudoku', kind: 'statistics', version: STATS_VERSION, ...stats }, null, 2);
}

class Invalid extends Error {}
function need(cond, what) {
  if (!cond) throw new Invalid(what);
}
const isCount = (v) => Number.isInteger(v) && v >= 0 && v <= MAX_COUNT;
const isMs = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_MS;

/** The statistics in `text`, or throws an Error saying, in words, what is wrong with it. */
export function parseStats(text) {
  need(typeof text === 'string', 'it is not text');
  need(text.length <= 5_000_000, 'it is too large to be a statistics file');
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw new Invalid('it is not JSON');
  }
  need(v && typeof v === 'object' && v.app === 'dlx-sudoku', 'it was not written by DLX Sudoku');
  need(v.kind === 'statistics', 'it is not a statistics file');
  need(
    v.version === STATS_VERSION,
    `it has format ${JSON.stringify(v.version)}; this page reads format ${STATS_VERSION}`,
  );
  need(v.byDifficulty && typeof v.byDifficulty === 'object', 'the counts per difficulty are missing');
  const out = emptyStats();
  for (const d of DIFFICULTIES) {
    const x = v.byDifficulty[d];
    need(x && typeof x === 'object', `the ${d} counts are missing`);
    need(isCount(x.started) && isCount(x.solved) && isCount(x.solvedNoHints), `the ${d} counts are not whole numbers`);
    need(x.solved <= x.started, `more ${d} games solved than started`);
    need(x.solvedNoHints <= x.solved, `more ${d} games solved without hints than solved`);
    need(isMs(x.totalMs), `the ${d} total time is not a time`);
    // The best time is of the solves without hints: none while there are none (a file written
    // before that rule may have the best of all solves, which is read as it is).
    need(
      x.solved === 0
        ? x.bestMs === null
        : x.bestMs === null
          ? x.solvedNoHints === 0
          : isMs(x.bestMs) && x.bestMs * Math.max(x.solvedNoHints, 1) <= x.totalMs + 1,
      `the ${d} best time does not fit its games`,
    );
    out.byDifficulty[d] = {
      started: x.started,
      solved: x.solved,
      solvedNoHints: x.solvedNoHints,
      bestMs: x.bestMs,
      totalMs: x.totalMs,
    };
  }
  for (const k of Object.keys(v.byDifficulty))
    need(DIFFICULTIES.includes(k), `it has counts for an unknown difficulty (${JSON.stringify(k).slice(0, 40)})`);
  need(Array.isArray(v.dailyDays) && v.dailyDays.length <= MAX_DAYS, 'the list of daily days is missing');
  need(v.dailyDays.every(isDay), 'a daily day is not a date written YYYY-MM-DD');
  out.dailyDays = [...new Set(v.dailyDays)].sort();
  return out;
}
