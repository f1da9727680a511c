// Rate a list: puzzles pasted or opened from a file (one a line, up to MAX_LINES), rated on a
// pool of workers (engine/solver-pool.js), with progress (puzzles/s, time left), cancel, a sortable
// table and a download in serate's format (`%g ED=%r/%p/%d`, as `dlx-sudoku rate --format
// serate`). A line is read as the command line reads it: the 81 cells first, then optionally
// whitespace and any text; empty lines and `#` comments are left out, other lines are errors.

import { CancelledError } from '../engine/solver-client.js';
import { SolverPool } from '../engine/solver-pool.js';

export const MAX_LINES = 100_000;
// Table rows drawn at once: the download has every line.
const SHOWN_ROWS = 500;
const CELLS = /^[1-9.0\-_*]{81}$/;

/**
 * The puzzles of a text: [{line, puzzle}] or [{line, error}], empty and comment lines left out.
 * @param {string} text
 */
export function readList(text) {
  const rows = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const body = raw.trim();
    if (body === '' || body.startsWith('#')) continue;
    const cells = body.split(/\s/, 1)[0];
    if (CELLS.test(cells)) rows.push({ line: i + 1, puzzle: cells.replace(/[0\-_*]/g, '.') });
    else
      rows.push({
        line: i + 1,
        error: `expected 81 cells (digits 1-9, blanks . 0 - _ *), found "${cells.slice(0, 12)}…"`,
      });
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
  { name: 'Line', value: (row) => row.line },
  { name: 'Difficulty', value: (row) => row.rated?.difficulty ?? '' },
  { name: 'ER', value: (row) => row.rated?.rating ?? -1 },
  { name: 'EP', value: (row) => row.rated?.pearl ?? -1 },
  { name: 'ED', value: (row) => row.rated?.diamond ?? -1 },
  { name: 'Hardest technique', value: (row) => row.rated?.hardest ?? row.error ?? '' },
  { name: 'Solutions', value: (row) => (row.rated ? SOLUTIONS[row.rated.result] : '') },
];

function cellText(column, row) {
  const value = COLUMNS[column].value(row);
  if (column >= 2 && column <= 4) return value === -1 ? '' : tenth(value);
  if (column === 5 && row.error) return `error: ${row.error}`;
  return String(value);
}

/** Binds the list card of index.html. */
export function bindListRating({ workerUrl }) {
  const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const text = /** @type {HTMLTextAreaElement} */ ($('list-text'));
  const file = /** @type {HTMLInputElement} */ ($('list-file'));
  const rate = /** @type {HTMLButtonElement} */ ($('list-rate'));
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

  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (chosen) text.value = await chosen.text();
  });

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
      button.textContent = name;
      button.addEventListener('click', () => {
        sort = { column, descending: sorted ? !sort.descending : false };
        draw();
      });
      th.append(button);
      tr.append(th);
    });
    const key = COLUMNS[sort.column].value;
    const order = [...rows].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const c = x < y ? -1 : x > y ? 1 : a.line - b.line;
      return sort.descending ? -c : c;
    });
    const body = table.tBodies[0] ?? table.createTBody();
    body.replaceChildren();
    for (const row of order.slice(0, SHOWN_ROWS)) {
      const r = body.insertRow();
      COLUMNS.forEach((_, column) => {
        r.insertCell().textContent = cellText(column, row);
      });
    }
    table.hidden = rows.length === 0;
    table.caption ??= table.createCaption();
    table.caption.textContent =
      rows.length > SHOWN_ROWS ? `The first ${SHOWN_ROWS} of ${rows.length} rows; Download has them all.` : '';
  }

  rate.addEventListener('click', async () => {
    const lines = text.value.split('\n').length;
    if (lines > MAX_LINES) {
      progress.textContent = `${lines.toLocaleString()} lines: at most ${MAX_LINES.toLocaleString()} at once.`;
      return;
    }
    rows = readList(text.value);
    const puzzles = rows.filter((row) => row.puzzle);
    if (rows.length === 0) {
      progress.textContent = 'No puzzle in the list: one puzzle a line, 81 cells.';
      return;
    }
    pool ??= new SolverPool({ workerUrl });
    controller = new AbortController();
    rate.disabled = true;
    cancel.hidden = false;
    download.disabled = true;
    const start = performance.now();
    let shown = 0;
    const report = (done) => {
      const seconds = (performance.now() - start) / 1000;
      const speed = seconds > 0 ? done / seconds : 0;
      const left = speed > 0 ? Math.round((puzzles.length - done) / speed) : 0;
      progress.textContent = `${done.toLocaleString()} of ${puzzles.length.toLocaleString()} rated, ${speed.toFixed(1)} puzzles/s, ${done < puzzles.length ? `about ${left} s left` : `${seconds.toFixed(1)} s`} (${pool?.size} workers)`;
    };
    report(0);
    try {
      const results = await pool.map(
        'rate',
        puzzles.map((row) => ({ grid: row.puzzle })),
        {
          signal: controller.signal,
          onProgress: ({ done }) => {
            if (done === puzzles.length || performance.now() - shown > 250) {
              shown = performance.now();
              report(done);
            }
          },
        },
      );
      puzzles.forEach((row, i) => {
        row.rated = results[i];
      });
      report(puzzles.length);
      const errors = rows.length - puzzles.length;
      if (errors > 0)
        progress.textContent += errors === 1 ? '; 1 line is not a puzzle' : `; ${errors} lines are not puzzles`;
    } catch (e) {
      progress.textContent = e instanceof CancelledError ? 'Cancelled.' : `The list could not be rated: ${e.message}`;
    } finally {
      rate.disabled = false;
      cancel.hidden = true;
      download.disabled = !rows.some((row) => row.rated);
      controller = null;
    }
    sort = { column: 0, descending: false };
    draw();
  });

  cancel.addEventListener('click', () => controller?.abort());

  download.addEventListener('click', () => {
    const blob = new Blob([rows.map((row) => `${serateLine(row)}\n`).join('')], { type: 'text/plain' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'ratings.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
}
