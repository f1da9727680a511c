// The engine's actions of <sudoku-board>: Hint (shown, then applied), Check, Solve and New
// puzzle. Each runs inside the element's _guard (a failure becomes an `error` event) and calls
// the worker through the board's BoardEngine (board/engine.js); the element's public
// methods are thin wrappers over these.

import * as game from '../model/game.js';
import { hintPress, showFullHint, showHint } from '../model/hint-ladder.js';
import { bit, countFilled, gridToLine, overlay } from '../model/grid.js';
import { BoardError } from './engine.js';
import { parsePuzzle } from './input.js';

/**
 * Hint, the ladder of model/hint-ladder.js: first a nudge (the technique and where to look), then
 * the whole step (its cells, candidates and chain), then the step applied. With `full-hints`
 * the nudge is left out. A wrong digit or a lost candidate is pointed at, then mended.
 */
export async function hint(board) {
  const w = board._w;
  const s = board._playWithPuzzle(w.hint);
  const press = hintPress(s);
  if (press === 'apply') return applyHint(board, s.hint);
  if (press === 'full') {
    showFullHint(s);
    board._render();
    board._say(w.hintStep(s.hint.step, w));
    return { kind: 'step', text: s.hint.step.text, step: s.hint.step, level: 2, applied: false };
  }
  await board._engine.needUnique(w.hint);
  const key = board._boardKey();
  const r = await board._engine.call('hint', {
    givens: Array.from(s.givens),
    entries: Array.from(s.entries),
    candidates: game.hintMasks(s),
  });
  if (board._boardKey() !== key) return null;
  if (r.kind === 'solved') {
    board._say(w.hintSolved(r, w), 'ok');
    return { kind: 'solved', text: r.text, applied: false };
  }
  showHint(s, r, { full: s.fullHints });
  board._render();
  if (r.kind === 'step') {
    const step = r.step;
    if (s.hint.level === 1) {
      board._say(w.hintNudge(step, s.hint.region, w));
      const { kind, ns } = s.hint.region;
      return { kind: 'step', text: '', step, level: 1, region: { kind, ns: ns.slice() }, applied: false };
    }
    board._say(w.hintStep(step, w));
    return { kind: 'step', text: step.text, step, level: 2, applied: false };
  }
  board._say(r.kind === 'wrong-entry' ? w.hintWrongEntry(r, w) : w.hintMissingCandidate(r, w), 'error');
  return { kind: r.kind, text: r.text, cell: r.cell, applied: false };
}

/** The second Hint: erases the wrong digit, puts the candidate back or applies the step. */
async function applyHint(board, shown) {
  const s = board.s;
  const w = board._w;
  if (shown.kind === 'wrong-entry') {
    const d = s.entries[shown.cell];
    game.setEntry(s, shown.cell, 0);
    board._commit('hint');
    const text = w.erasedWrong({ digit: d, cell: shown.cell }, w);
    board._say(text, 'ok');
    return { kind: shown.kind, text, cell: shown.cell, applied: true };
  }
  if (shown.kind === 'missing-candidate') {
    const d = s.solution[shown.cell];
    game.remember(s);
    s.marks[shown.cell] |= bit(d);
    game.clearMarksOfTheView(s);
    board._commit('hint');
    const text = w.putBack({ digit: d, cell: shown.cell }, w);
    board._say(text, 'ok');
    return { kind: shown.kind, text, cell: shown.cell, applied: true };
  }
  const step = shown.step;
  const key = board._boardKey();
  const masks = step.eliminate.length
    ? await board._engine.call('candidates', { grid: Array.from(overlay(s.givens, s.entries)) })
    : null;
  if (board._boardKey() !== key) return null;
  game.applyStep(s, step, masks);
  const text = w.appliedStep(step, w);
  board._say(text, 'ok');
  board._commit('hint');
  return { kind: 'step', text, step, applied: true };
}

/** Marks the player's digits that differ from the solution; resolves with their cells. */
export async function check(board) {
  const w = board._w;
  const s = board._playWithPuzzle(w.check);
  await board._engine.needUnique(w.check);
  const entered = countFilled(s.entries);
  const wrong = game.check(s);
  board._render();
  if (!entered) board._say(w.checkNothing);
  else if (wrong.length) board._say(w.checkWrong(wrong, w), 'error');
  else board._say(w.checkRight({ entered, left: 81 - countFilled(overlay(s.givens, s.entries)) }, w), 'ok');
  return { wrong: wrong.slice(), entered };
}

/** Play: fills every cell with the solution (one undo step). Edit: shows the grid's solution. */
export async function solve(board) {
  const s = board.s;
  const w = board._w;
  if (s.mode === 'solve') {
    const r = await board._engine.call('solve', { grid: Array.from(s.grid) });
    if (!r.solution) throw new BoardError(w.gridNoSolution);
    game.setResult(s, { kind: 'solve', grid: Uint8Array.from(r.solution), info: { count: r.count } });
    board._commit('solve');
    board._say(r.count === 1 ? w.solvedOnly : w.solvedOneOfSeveral, 'ok');
    return gridToLine(r.solution);
  }
  board._playWithPuzzle(w.solve);
  await board._engine.needUnique(w.solve);
  game.remember(s);
  for (let i = 0; i < 81; i++) if (!s.givens[i]) s.entries[i] = s.solution[i];
  s.marks = new Uint16Array(81);
  s.centre = new Uint16Array(81);
  game.clearMarksOfTheView(s);
  game.syncFinished(s);
  board._commit('solve');
  return gridToLine(s.solution);
}

/** A new puzzle from the generator (in the worker), loaded with cause 'new-puzzle'. */
export async function newPuzzle(board, options) {
  const w = board._w;
  const opts = {};
  const o = options ?? {};
  if (typeof o !== 'object') throw new BoardError(w.newPuzzleOptions(typeof o));
  for (const key of ['difficulty', 'rating', 'symmetry', 'seed', 'maxClues']) if (o[key] != null) opts[key] = o[key];
  board.gridEl.setAttribute('aria-busy', 'true');
  board._say(w.generating);
  let r;
  try {
    r = await board._engine.call('generate', { options: opts });
  } catch (err) {
    if (err?.cancelled) board._say(''); // no "Generating a puzzle…" left behind
    throw err;
  } finally {
    board.gridEl.removeAttribute('aria-busy');
  }
  // The `puzzle` attribute stays the page's: the new puzzle is in `change` (cause 'new-puzzle').
  const givens = parsePuzzle(r.puzzle);
  board._load(givens, {
    solution: parsePuzzle(r.solution),
    info: { difficulty: r.difficulty, rating: r.rating, hardest: r.hardest, seed: r.seed, source: 'generated' },
    cause: 'new-puzzle',
  });
  board._say(w.newPuzzle({ difficulty: r.difficulty, givens: countFilled(givens), rating: r.rating }, w));
  return {
    puzzle: r.puzzle,
    solution: r.solution,
    difficulty: r.difficulty,
    rating: r.rating,
    hardest: r.hardest,
    seed: r.seed,
  };
}
