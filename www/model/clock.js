// The play clock of a game (model/game.js's state), without the DOM: the time played is
// `elapsedMs` plus the time since `runningSince` (performance.now()) while the clock runs, or
// `finishedMs` once the board is solved. It runs in Play only, not while paused, and never again
// once the puzzle has been solved (`solvedMs`). model/game.js re-exports all of it.

/** The time played so far, in ms. */
export function playTime(s) {
  if (s.finishedMs !== null) return s.finishedMs;
  return s.elapsedMs + (s.runningSince === null ? 0 : performance.now() - s.runningSince);
}

export function pauseClock(s) {
  if (s.runningSince === null) return;
  s.elapsedMs += performance.now() - s.runningSince;
  s.runningSince = null;
}

/**
 * Whether the play clock may run: in Play, not paused, and never once the puzzle has been
 * solved (a digit typed over a solved board changes the board, not the time it was solved in)
 * or lost to the mistake limit (model/mistake-limit.js).
 */
export const clockMayRun = (s) =>
  s.mode === 'play' && s.finishedMs === null && s.solvedMs == null && s.lostMs == null && !s.paused;

export function resumeClock(s) {
  if (clockMayRun(s) && s.runningSince === null) s.runningSince = performance.now();
}

/** Pause: the clock stops until resume(); a game not in play (solved, Solve) has nothing to pause. */
export function pause(s) {
  if (s.mode !== 'play' || s.finishedMs !== null || s.solvedMs != null || s.lostMs != null || s.paused) return false;
  pauseClock(s);
  s.paused = true;
  return true;
}

export function resume(s) {
  if (!s.paused) return false;
  s.paused = false;
  resumeClock(s);
  return true;
}
