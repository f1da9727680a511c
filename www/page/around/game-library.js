// The games kept across New puzzle, Back and Forward and reloads: each game has an id
// (state.gameId) and a record in History (page/around/game-records.js), written on every save of the
// page. Reopening a record (the History view, Back and Forward) brings back its entries,
// pencil marks, time, hints and finished state. Also where a game's statistics are counted
// (once each) and where the completion panel is called, as both follow a game's record.

import * as game from '../../model/game.js';
import { GAMES_KEY, gameFields, newGameId, parseGames, recordOf, serialiseGames, upsert } from './game-records.js';
import { countFilled, fmtClock, gridToLine, lineToGrid, overlay, sameGrid } from '../../model/grid.js';
import { pageText } from '../lang.js';

export function bindGameLibrary(page) {
  const { state, status } = page;
  let games = [];
  let problemShown = false;
  /** The game last written: its id, whether its clock was running then, when, and whether it was finished. */
  let last = null;
  /** A daily's day for the game about to get its record (set by adopt). */
  let pending = null;
  /** The id the next new game takes: a game reopened keeps its own; null for a new one. */
  let nextId = null;
  /** Games removed here, which another tab's copy must not bring back. */
  const dropped = new Set();
  /** Another tab of the page wrote History since this one last read it (the storage event). */
  let otherTabWrote = false;
  window.addEventListener('storage', (event) => {
    if (event.key === GAMES_KEY || event.key === null) otherTabWrote = true;
  });

  function warnOnce(text) {
    if (problemShown) return;
    problemShown = true;
    status.add(text, 'warn');
  }

  function load() {
    let text = null;
    try {
      text = localStorage.getItem(GAMES_KEY);
    } catch {
      return;
    }
    if (text === null) return;
    try {
      const r = parseGames(text);
      games = r.games;
      if (r.dropped) warnOnce(pageText('historyDropped', { count: r.dropped }));
    } catch (err) {
      warnOnce(pageText('historyUnreadable', { message: err.message }));
    }
  }

  /**
   * Takes in what another tab of the page wrote (when the storage event said it did): its new
   * games, and its newer versions of games other than the one on this board. Without it the
   * last tab to write would win.
   */
  function merge() {
    if (!otherTabWrote) return;
    otherTabWrote = false;
    let stored;
    try {
      const text = localStorage.getItem(GAMES_KEY);
      if (text === null) return;
      stored = parseGames(text).games;
    } catch {
      return;
    }
    const byId = new Map(games.map((r) => [r.id, r]));
    let changed = false;
    for (const r of stored) {
      if (dropped.has(r.id) || r.id === state.gameId) continue;
      const mine = byId.get(r.id);
      if (!mine || r.updatedAt > mine.updatedAt) {
        byId.set(r.id, r);
        changed = true;
      }
    }
    if (changed) games = [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt);
  }

  function persist() {
    try {
      localStorage.setItem(GAMES_KEY, serialiseGames(games));
    } catch {
      warnOnce(pageText('historyNotKept'));
    }
  }

  const find = (id) => (id ? (games.find((r) => r.id === id) ?? null) : null);

  /** Writes the current game into its record (a new record for a new game). */
  function sync() {
    const now = performance.now();
    let prev = find(state.gameId);
    if (prev && prev.givens !== gridToLine(state.givens)) prev = null; // (an undo across games)
    if (!countFilled(state.givens))
      state.gameId = null; // digits typed on an empty grid: no puzzle to keep
    else if (!prev && (!state.gameId || find(state.gameId))) state.gameId = newGameId();
    if (last && last.id !== state.gameId) {
      // The game was left: its clock ran from its last write until now.
      const left = find(last.id);
      if (left && last.running && left.finishedMs === null) left.elapsedMs += now - last.at;
      last = null;
    }
    if (!state.gameId) {
      persist();
      return;
    }
    const record = recordOf(state, game.playTime(state), prev);
    if (!prev && pending?.id === state.gameId) record.daily = pending.daily;
    // Its solution shown in Solve (the game's own digits solved in the editor): given up.
    const r = state.result;
    if (
      state.mode === 'solve' &&
      r?.kind === 'solve' &&
      r.grid &&
      sameGrid(state.grid, overlay(state.givens, state.entries))
    )
      record.gaveUp = record.finishedMs === null || record.gaveUp;
    // Ended by the mistake limit (model/mistake-limit.js): given up too.
    if (state.lostMs != null && record.finishedMs === null) record.gaveUp = true;
    const seenUnfinished = last?.id === record.id && !last.finished;
    const counted = page.statistics?.noteGame(record) ?? null;
    const justFinished = record.finishedMs !== null && !record.panelShown;
    if (justFinished) record.panelShown = true; // shown once a game, never again on a reload
    merge();
    games = upsert(games, record);
    persist();
    last = { id: record.id, running: state.runningSince !== null, at: now, finished: record.finishedMs !== null };
    if (justFinished && seenUnfinished && countFilled(state.entries) > 0) page.showCompletion?.(record, counted);
  }

  /** After a return to the page the clock runs again (app.js resumes it without a save). */
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) return;
    setTimeout(() => {
      if (last && last.id === state.gameId) {
        last.running = state.runningSince !== null;
        last.at = performance.now();
      }
    }, 0);
  });

  /**
   * Reopens a game of History in Play, as it was left. `url` as page.commit takes it ('push'
   * from the History view, null from Back and Forward, which have moved already). Returns
   * false when there is no such game.
   */
  function reopen(id, { url = 'push', keepCurrent = true } = {}) {
    const record = find(id);
    if (!record) return false;
    if (state.gameId === id && state.mode === 'play') return true;
    if (keepCurrent) page.save(); // the game on the board first, with its time to this moment
    const fields = gameFields(record);
    game.startGame(state, fields.givens, { puzzle: fields.puzzle, solution: fields.solution });
    Object.assign(state, fields); // solvedMs too: a game solved once keeps its clock stopped
    state.runningSince = null;
    game.resumeClock(state);
    nextId = id;
    page.newGame();
    page.finishedSeen = state.finishedMs !== null; // no second congratulation
    page.commit({ url });
    return true;
  }

  /** What the status says after Back (`way` 'back') or Forward ('forward') reopened a game. */
  const backWords = (way = 'back') =>
    pageText(way === 'forward' ? 'historyForward' : 'historyBack', {
      count: countFilled(state.entries),
      time: fmtClock(game.playTime(state)),
      solved: state.finishedMs !== null ? pageText('solvedMark') : '',
    });

  /** Called before a new game replaces the one on the board: the words that say it is kept. */
  function keptNote() {
    if (state.mode !== 'play' || !countFilled(state.givens) || state.finishedMs !== null) return '';
    if (!countFilled(state.entries) && !state.marks.some(Boolean)) return '';
    return pageText('keptNote');
  }

  // First of the new game's hooks, as the others may save (the analysis, when it knows all).
  page.onNewGame.unshift(() => {
    state.gameId = nextId; // null: a new game gets its own record at the next save
    nextId = null;
  });
  page.onSave.push(sync);

  page.games = {
    list: () => games,
    find,
    reopen,
    keptNote,
    backWords,
    /** The game about to start (call before page.newGame) is today's daily puzzle of its difficulty. */
    adopt({ daily }) {
      nextId = newGameId();
      pending = { id: nextId, daily };
    },
    findDaily: (day, difficulty) => games.find((r) => r.daily === day && r.puzzle?.difficulty === difficulty) ?? null,
    current: () => find(state.gameId),
    /** The record's givens as a grid (for the views). */
    givensOf: (record) => lineToGrid(record.givens),
  };

  load();
  // The history entry the page was loaded on: Back or Forward from another page (or a reload)
  // to a game of History should reopen it, not start its puzzle afresh.
  const entry = history.state;
  // After start() (app.js) restored the saved game or opened the link: give the game its
  // record and the history entry its id.
  queueMicrotask(() => {
    if (!countFilled(state.givens)) return;
    const wanted = entry?.mode === 'play' && typeof entry.id === 'string' ? find(entry.id) : null;
    if (wanted && state.mode === 'play' && state.gameId !== wanted.id && wanted.givens === gridToLine(state.givens)) {
      // start() has opened the link's puzzle as a new game: drop that blank copy.
      if (!countFilled(state.entries) && !state.marks.some(Boolean)) {
        dropped.add(state.gameId);
        games = games.filter((r) => r.id !== state.gameId);
        last = null;
        state.gameId = null;
        reopen(wanted.id, { url: 'replace', keepCurrent: false });
        status.set(backWords(page.loadedWay));
        return;
      }
    }
    page.save();
    page.replaceUrl();
  });
}
