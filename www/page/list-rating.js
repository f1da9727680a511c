// Rate a list: puzzles pasted or opened from a file (one a line, up to MAX_LINES), rated on a
// pool of workers (engine/solver-pool.js), with progress (puzzles/s, time left), cancel, a sortable
// table and a download in the form of 1to9only's serate builds (`PUZZLE ED=ER/EP/ED`, the
// puzzle with `.` blanks). A line is read as the command line reads it: the 81 cells first, then
// optionally whitespace and any text (the command line also ends the cells at `,`, `;` and `|`);
// empty lines and `#` comments are left out, other lines are errors.
//
// Bounded for any file: a file over MAX_FILE_BYTES is refused before it is read; a smaller one is
// read as a stream (page/list-reader.js), never whole and never into the textarea, and its puzzles
// go to the pool a batch at a time as they are read, so the table fills while the rest is read.
// The reading yields to the page every few milliseconds, and the table is redrawn at most once a
// second while a list runs, so the tab stays responsive. Lines past MAX_LINES are not read.

import { CancelledError } from '../engine/solver-client.js';
import { SolverPool } from '../engine/solver-pool.js';
import { MAX_FILE_BYTES, blobLines, parseLine, tooLongError } from './list-reader.js';
import { difficultyWord, pageDecimal, pageTechniqueName, pageText } from './lang.js';

export { MAX_FILE_BYTES } from './list-reader.js';
export const MAX_LINES = 100_000;
// Table rows drawn at once: the download has every line.
const SHOWN_ROWS = 500;
// Puzzles handed to the pool in one map: small enough for the first results to come at once.
const BATCH = 64;
// The reading runs this long (ms) at most before it lets the page draw and answer input.
const SLICE_MS = 12;
// Maps in the pool at once (see run()).
const IN_FLIGHT = 2;
// The table is redrawn this often at most while a list runs (the sort of 100,000 rows is not free).
const DRAW_MS = 1000;

/**
 * The puzzles of a text: [{line, puzzle}] or [{line, error}], empty and comment lines left out.
 * @param {string} text
 */
export function readList(text) {
  const rows = [];
  for (const [i, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .entries()) {
    const row = parseLine(raw, i + 1);
    if (row) rows.push(row);
  }
  return rows;
}

const tenth = (x) => (x == null ? '' : x.toFixed(1));

/** A row's serate line: `PUZZLE ED=ER/EP/ED`; a word in every field when there is no rating. */
export function serateLine(row) {
  if (row.error) return 'error ED=error/error/error';
  const r = row.rated;
  if (!r) return `${row.puzzle} ED=cancelled/cancelled/cancelled`;
  if (r.result !== 'solved') return `${row.puzzle} ED=${r.result}/${r.result}/${r.result}`;
  return `${row.puzzle} ED=${tenth(r.rating)}/${tenth(r.pearl)}/${tenth(r.diamond)}`;
}

const SOLUTIONS = { solved: '1', none: '0', multiple: '2+' };

/**
 * The sortable columns: header, value of a row (for sorting and for the cell).
 * @type {{name: string, value: (row: any) => any}[]}
 */
const COLUMNS = [
  { name: 'listLine', value: (row) => row.line },
  { name: 'difficulty', value: (row) => row.rated?.difficulty ?? '' },
  { name: 'ER', value: (row) => row.rated?.rating ?? -1 },
  { name: 'EP', value: (row) => row.rated?.pearl ?? -1 },
  { name: 'ED', value: (row) => row.rated?.diamond ?? -1 },
  // The technique's name as the rest of the page says it ("Turbot Fish", not "turbot-fish").
  {
    name: 'listHardest',
    value: (row) => (row.rated?.hardest ? pageTechniqueName(row.rated.hardest) : (row.error ?? '')),
  },
  { name: 'solutions', value: (row) => (row.rated ? (SOLUTIONS[row.rated.result] ?? '') : '') },
];

function cellText(column, row) {
  const value = COLUMNS[column].value(row);
  if (column >= 2 && column <= 4) return value === -1 ? '' : tenth(value);
  if (column === 5 && row.error) return pageText('listError', { message: row.error });
  if (column === 5 && row.rated?.result === 'timeout') return pageText('listTimeout', { seconds: row.budget });
  if (column === 1 && value) return difficultyWord(value);
  return String(value);
}

/** Megabytes (10^6 bytes), rounded up to a tenth: a file over the limit never reads as at it. */
const megabytes = (bytes) => `${(Math.ceil(bytes / 100_000) / 10).toFixed(1)} MB`;
/** Lets the page draw and answer input (a task of its own, not a microtask). */
const yieldToPage = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Binds the list card of index.html. */
export function bindListRating() {
  const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const text = /** @type {HTMLTextAreaElement} */ ($('list-text'));
  const file = /** @type {HTMLInputElement} */ ($('list-file'));
  const rate = /** @type {HTMLButtonElement} */ ($('list-rate'));
  const budget = /** @type {HTMLSelectElement} */ ($('list-budget'));
  const cancel = /** @type {HTMLButtonElement} */ ($('list-cancel'));
  const download = /** @type {HTMLButtonElement} */ ($('list-download'));
  const progress = $('list-progress');
  const table = /** @type {HTMLTableElement} */ ($('list-table'));
  /** @type {SolverPool|null} */
  let pool = null;
  /** @type {AbortController|null} */
  let controller = null;
  /** @type {any[]} */
  let rows = [];
  let sort = { column: 0, descending: false };

  function draw() {
    const head = table.tHead ?? table.createTHead();
    head.replaceChildren();
    const tr = head.insertRow();
    COLUMNS.forEach(({ name }, column) => {
      const th = document.createElement('th');
      th.scope = 'col';
      const sorted = sort.column === column;
      th.setAttribute('aria-sort', sorted ? (sort.descending ? 'descending' : 'ascending') : 'none');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'sort';
      button.textContent = ['ER', 'EP', 'ED'].includes(name) ? name : pageText(name);
      button.addEventListener('click', () => {
        sort = { column, descending: sorted ? !sort.descending : false };
        draw();
      });
      th.append(button);
      tr.append(th);
    });
    const body = table.tBodies[0] ?? table.createTBody();
    body.replaceChildren();
    for (const row of shown()) {
      const r = body.insertRow();
      COLUMNS.forEach((_, column) => {
        r.insertCell().textContent = cellText(column, row);
      });
    }
    table.hidden = rows.length === 0;
    table.caption ??= table.createCaption();
    table.caption.textContent =
      rows.length > SHOWN_ROWS ? pageText('listFirstRows', { shown: String(SHOWN_ROWS), count: rows.length }) : '';
  }

  /** The rows drawn: the first SHOWN_ROWS in the chosen order (rows are kept in line order). */
  function shown() {
    if (sort.column === 0) return sort.descending ? rows.slice(-SHOWN_ROWS).reverse() : rows.slice(0, SHOWN_ROWS);
    // Each key once, then the indices sorted: a few tens of ms for 100,000 rows.
    const key = COLUMNS[sort.column].value;
    const keys = rows.map(key);
    const order = keys.map((_, i) => i);
    order.sort((i, j) => {
      const [x, y] = [keys[i], keys[j]];
      const c = x < y ? -1 : x > y ? 1 : rows[i].line - rows[j].line;
      return sort.descending ? -c : c;
    });
    return order.slice(0, SHOWN_ROWS).map((i) => rows[i]);
  }

  /**
   * Reads `blob` line by line and rates its puzzles as they come: the one run of the card.
   * @param {Blob} blob
   * @param {string} what the list's name in the progress line ("the list", a file's name)
   */
  async function run(blob, what) {
    const abort = new AbortController();
    controller = abort;
    rows = [];
    sort = { column: 0, descending: false };
    rate.disabled = true;
    file.disabled = true;
    budget.disabled = true;
    cancel.hidden = false;
    // Seconds a puzzle's rating may take (0: no limit): past it the row says timeout and the run
    // goes on, so one puzzle of hours never holds a worker (as the command line's --budget).
    const seconds = Number(budget.value) || 0;
    const options = seconds > 0 ? { budgetMs: seconds * 1000 } : undefined;
    download.disabled = true;
    const start = performance.now();
    let read = true; // still reading
    let lines = 0;
    let puzzles = 0;
    let done = 0;
    let cut = false; // lines past MAX_LINES left out
    let whole = false; // read to the end (or to MAX_LINES)
    /** @type {Error|null} */
    let failure = null;
    let shownAt = -Infinity;
    let drawnAt = -Infinity;
    let drawn = false;

    const report = () => {
      const seconds = (performance.now() - start) / 1000;
      const speed = seconds > 0 ? done / seconds : 0;
      const workers = pool ? pageText('listWorkers', { count: pool.size }) : '';
      if (read) {
        progress.textContent = pageText('listReading', {
          what,
          lines,
          puzzles,
          done,
          speed: pageDecimal(speed),
          workers,
        });
        return;
      }
      const left = speed > 0 ? Math.round((puzzles - done) / speed) : 0;
      progress.textContent = pageText('listRated', {
        done,
        puzzles,
        speed: pageDecimal(speed),
        time: done < puzzles ? pageText('listLeft', { seconds: left }) : `${pageDecimal(seconds)} s`,
        workers,
      });
    };
    /** Progress at most every 250 ms, the table at most every DRAW_MS (and at once at first). */
    const tick = (now = performance.now()) => {
      if (now - shownAt > 250) {
        shownAt = now;
        report();
      }
      if (!drawn || now - drawnAt > DRAW_MS) {
        drawnAt = now;
        drawn = rows.length > 0;
        draw();
      }
    };

    // Puzzles read and not yet handed to the pool, a batch each. At most IN_FLIGHT maps are in
    // the pool at once: enough to keep every worker busy, while the rest waits here as rows.
    /** @type {any[][]} */
    const queue = [];
    /** @type {any[]} */
    let batch = [];
    let inFlight = 0;
    /** @type {(value?: unknown) => void} */
    let drained = () => {};
    const idle = new Promise((resolve) => {
      drained = resolve;
    });
    const settle = () => {
      if (!read && inFlight === 0 && (queue.length === 0 || abort.signal.aborted)) drained();
    };
    const pump = () => {
      while (inFlight < IN_FLIGHT && queue.length > 0 && !abort.signal.aborted) {
        const these = /** @type {any[]} */ (queue.shift());
        inFlight++;
        pool ??= new SolverPool(); // started by the first puzzle, not by an empty list
        pool
          .map(
            'rate',
            these.map((row) => ({ grid: row.puzzle, options })),
            {
              signal: abort.signal,
              onProgress: () => {
                done++;
                tick();
              },
            },
          )
          .then(
            (results) => {
              these.forEach((row, i) => {
                row.rated = results[i];
                row.budget = seconds;
              });
            },
            (e) => {
              if (!(e instanceof CancelledError) && !failure) {
                failure = e;
                abort.abort();
              }
            },
          )
          .finally(() => {
            inFlight--;
            pump();
            settle();
          });
      }
    };
    const send = () => {
      queue.push(batch);
      batch = [];
      pump();
    };
    abort.signal.addEventListener('abort', settle);

    report();
    try {
      let slice = performance.now();
      reading: for await (const batchOfLines of blobLines(blob)) {
        for (const l of batchOfLines) {
          if (l.line > MAX_LINES) {
            cut = true;
            break reading;
          }
          lines = l.line;
          const row = 'tooLong' in l ? { line: l.line, error: tooLongError(l.tooLong) } : parseLine(l.text, l.line);
          if (!row) continue;
          rows.push(row);
          if ('puzzle' in row) {
            puzzles++;
            batch.push(row);
            if (batch.length >= BATCH) send();
          }
        }
        if (abort.signal.aborted) break;
        if (performance.now() - slice > SLICE_MS) {
          tick();
          await yieldToPage();
          slice = performance.now();
        }
      }
      if (batch.length > 0 && !abort.signal.aborted) send();
      whole = !abort.signal.aborted;
      read = false;
      if (rows.length === 0 && !abort.signal.aborted) {
        progress.textContent = pageText(cut ? 'listNoPuzzleCut' : 'listNoPuzzle', { max: MAX_LINES });
        return;
      }
      report();
      settle();
      await idle;
      if (failure) throw failure;
      if (abort.signal.aborted) throw new CancelledError();
      report();
      const errors = rows.length - puzzles;
      if (errors > 0) progress.textContent += pageText('listNotPuzzles', { count: errors });
      const timeouts = rows.filter((row) => row.rated?.result === 'timeout').length;
      if (timeouts > 0) progress.textContent += pageText('listTimedOut', { count: timeouts, seconds });
      if (cut) progress.textContent += pageText('listOnlyFirst', { max: MAX_LINES });
    } catch (e) {
      if (e instanceof CancelledError)
        progress.textContent = whole
          ? pageText('listCancelled', { done, puzzles })
          : pageText('listCancelledReading', { done, puzzles, lines });
      else progress.textContent = pageText('listFailed', { message: e.message });
      if (!abort.signal.aborted) abort.abort();
    } finally {
      read = false;
      rate.disabled = false;
      file.disabled = false;
      budget.disabled = false;
      cancel.hidden = true;
      download.disabled = !rows.some((row) => row.rated);
      if (controller === abort) controller = null;
      draw();
    }
  }

  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = ''; // the same file chosen again is a new change
    if (!chosen || controller) return;
    if (chosen.size > MAX_FILE_BYTES) {
      progress.textContent = pageText('listFileTooBig', {
        file: chosen.name,
        size: megabytes(chosen.size),
        maxSize: MAX_FILE_BYTES / 1e6,
        max: MAX_LINES,
      });
      return;
    }
    run(chosen, chosen.name);
  });

  rate.addEventListener('click', () => {
    if (controller) return;
    const lines = text.value.replace(/\n$/, '').split('\n').length;
    if (lines > MAX_LINES) {
      progress.textContent = pageText('listTooManyLines', { count: lines, max: MAX_LINES });
      return;
    }
    run(new Blob([text.value]), pageText('listTheList'));
  });

  cancel.addEventListener('click', () => controller?.abort());

  download.addEventListener('click', () => {
    const blob = new Blob(
      rows.map((row) => `${serateLine(row)}\n`),
      { type: 'text/plain' },
    );
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'ratings.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
}
