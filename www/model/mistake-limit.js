// The mistake limit, without the DOM: a setting (off, 3 or 5 mistakes) under which a game ends
// once it has counted that many wrong digits (model/game.js counts them, each cell and digit
// once). The game is then over: `lostMs` holds the time it ended at, the clock stops for good
// (model/clock.js) and the page takes no more moves on it.

import { pauseClock, playTime } from './clock.js';

/** The limits a player can choose (0: no limit). */
export const MISTAKE_LIMITS = [0, 3, 5];

/** A limit read from storage or a control: one of MISTAKE_LIMITS, else 0. */
export const mistakeLimit = (v) => (MISTAKE_LIMITS.includes(Number(v)) ? Number(v) : 0);

/** Whether the game ended by the mistake limit. */
export const isLost = (s) => s.lostMs != null;

/**
 * Ends the game when its mistakes reached `limit` (0: none), unless it is solved or already
 * over. Returns whether it ended now.
 */
export function endIfOverLimit(s, limit) {
  if (!limit || s.mode !== 'play' || s.mistakes < limit || isLost(s) || s.solvedMs != null) return false;
  pauseClock(s);
  s.lostMs = playTime(s);
  s.paused = false;
  return true;
}
