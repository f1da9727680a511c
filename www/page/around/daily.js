// The daily puzzles, without the DOM: one per difficulty per calendar date, the same for
// everyone. The generator is deterministic for a seed (a seeded random generator and a count of
// attempts, never a time budget), so the seeds alone make the puzzle: round k of a day's
// difficulty tries `ROUND_ATTEMPTS` attempts from the seed of (day, difficulty, k). The day is
// the player's own (their time zone's date, localDay): a new daily comes at their midnight, and
// everyone whose calendar says that date gets that date's puzzle (the seed is the date's text).

import { DIFFICULTIES } from '../../model/grid.js';

export { DIFFICULTIES };
/** Attempts per generator call: small, so that the page shows progress and Cancel is quick. */
export const ROUND_ATTEMPTS = 25;
/** Rounds before giving up (the worker's own limit for a random puzzle: 5000 attempts). */
export const MAX_ROUNDS = 200;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of a time (ms since 1970) as "YYYY-MM-DD". */
export function utcDay(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

const pad = (n, w = 2) => String(n).padStart(w, '0');

/** The calendar day of a time (ms since 1970) in the browser's time zone, as "YYYY-MM-DD". */
export function localDay(ms) {
  const d = new Date(ms);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Whether `s` is a real calendar day written "YYYY-MM-DD". */
export function isDay(s) {
  if (typeof s !== 'string' || !DAY.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && utcDay(t) === s;
}

/** Whole days from day `a` to day `b` (both "YYYY-MM-DD"): 1 for consecutive days. */
export function daysBetween(a, b) {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** The day after `day`. */
export const nextDay = (day) => utcDay(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** `count` days going back from `skip` days before `today`: today itself first when `skip` is 0. */
export const pastDays = (today, count, skip = 0) =>
  Array.from({ length: count }, (_, k) => utcDay(Date.parse(`${today}T00:00:00Z`) - (skip + k) * DAY_MS));

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK64 = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, of the UTF-8 bytes of `text` (a BigInt). */
export function fnv1a64(text) {
  let h = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * FNV_PRIME) & MASK64;
  }
  return h;
}

/** The generator's seed (a decimal string, as the package takes it) for round `round` of a daily. */
export function dailySeed(day, difficulty, round = 0) {
  if (!isDay(day)) throw new Error(`not a day: ${JSON.stringify(day)}`);
  if (!DIFFICULTIES.includes(difficulty)) throw new Error(`not a difficulty: ${JSON.stringify(difficulty)}`);
  return fnv1a64(`dlx-sudoku daily ${day} ${difficulty} ${round}`).toString();
}
