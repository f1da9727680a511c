// DLX Sudoku page: UI on the main thread, every solver call in a module worker (worker.js).
// Plain ES module, no framework. User-provided text is only ever handled as text
// (textContent / input values), never as HTML.

const MAX_TEXT = 2000; // longest text handed to the parser (a 9-line grid with spaces is ~170)
const UNDO_LIMIT = 500;

const EXAMPLES = [
  {
    label: 'NOIP 2009 sample 1',
    title: 'Target Sudoku, official sample 1 (best score 2829)',
    p: '700900001100005900000200080005020003000000648413000000007002090201060804080504012',
  },
  {
    label: 'NOIP 2009 sample 2',
    title: 'Target Sudoku, official sample 2 (best score 2852)',
    p: '000702453900008000740005010195080000070000025030579108000601000060900001000000006',
  },
  {
    label: '17 clues',
    title: 'A minimal puzzle with only 17 givens (Gordon Royle’s list)',
    p: '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....',
  },
  {
    label: 'One of the hardest',
    title: 'From the enjoysudoku forum “hardest” database (2011)',
    p: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
  },
];

// ---------------------------------------------------------------------------------------------
// Small helpers

const $ = (sel) => document.querySelector(sel);
const rowOf = (i) => Math.floor(i / 9);
const colOf = (i) => i % 9;
const boxOf = (i) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);
/** Target-Sudoku weight: 6 on the outer ring … 10 in the centre. */
const weightOf = (i) => 10 - Math.max(Math.abs(rowOf(i) - 4), Math.abs(colOf(i) - 4));

const emptyGrid = () => new Uint8Array(81);
/** Grid -> 81 chars, digits and '.' (the ?p= format). */
const gridToLine = (g) => Array.from(g, (v) => (v ? String(v) : '.')).join('');
/** Our own 81-char format only ('.' or '0' blank); anything else goes through the core parser. */
function lineToGrid(s) {
  if (typeof s !== 'string' || !/^[0-9.]{81}$/.test(s)) return null;
  return Uint8Array.from(s, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));
}
const countGivens = (g) => g.reduce((n, v) => n + (v ? 1 : 0), 0);
const plural = (n, one, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

function fmtMs(ms) {
  if (!Number.isFinite(ms)) return '–';
  if (ms < 0.1) return '< 0.1 ms';
  if (ms < 10) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${ms.toFixed(1)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

function listWords(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
const TIMES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

// ---------------------------------------------------------------------------------------------
// Rule checking (cheap, on the main thread)

const UNITS = (() => {
  const units = [];
  for (let n = 0; n < 9; n++) {
    const row = [], col = [], box = [];
    for (let k = 0; k < 9; k++) {
      row.push(n * 9 + k);
      col.push(k * 9 + n);
      box.push((Math.floor(n / 3) * 3 + Math.floor(k / 3)) * 9 + (n % 3) * 3 + (k % 3));
    }
    units.push({ kind: 'row', n: n + 1, cells: row });
    units.push({ kind: 'column', n: n + 1, cells: col });
    units.push({ kind: 'box', n: n + 1, cells: box });
  }
  return units;
})();

/** Every repeated digit in a row, column or box: {problems: [{kind, n, digit, cells}], cells: Set}. */
function findClashes(g) {
  const problems = [];
  const cells = new Set();
  for (const unit of UNITS) {
    const seen = new Map();
    for (const i of unit.cells) {
      if (!g[i]) continue;
      if (!seen.has(g[i])) seen.set(g[i], []);
      seen.get(g[i]).push(i);
    }
    for (const [digit, list] of seen) {
      if (list.length < 2) continue;
      problems.push({ ...unit, digit, cells: list });
      list.forEach((i) => cells.add(i));
    }
  }
  return { problems, cells };
}

function describeProblem(p) {
  const times = `${TIMES[p.cells.length] || p.cells.length} ${p.digit}s`;
  if (p.kind === 'row') {
    return `Row ${p.n} has ${times} (columns ${listWords(p.cells.map((i) => colOf(i) + 1))}).`;
  }
  if (p.kind === 'column') {
    return `Column ${p.n} has ${times} (rows ${listWords(p.cells.map((i) => rowOf(i) + 1))}).`;
  }
  const r0 = Math.floor((p.n - 1) / 3) * 3 + 1;
  const c0 = ((p.n - 1) % 3) * 3 + 1;
  const where = p.cells.map((i) => `row ${rowOf(i) + 1} column ${colOf(i) + 1}`);
  return `Box ${p.n} (rows ${r0}–${r0 + 2}, columns ${c0}–${c0 + 2}) has ${times} (${listWords(where)}).`;
}

// ---------------------------------------------------------------------------------------------
// Worker client: {id, op, ...} requests, promise per request; restart() cancels everything.

class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.cancelled = true;
  }
}

class SolverClient {
  constructor(name, onReady) {
    this.name = name;
    this.onReady = onReady;
    this.nextId = 1;
    this.pending = new Map();
    this.failure = null;
    this.spawn();
  }

  spawn() {
    this.failure = null;
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = (event) => {
      if (worker !== this.worker) return;
      const data = event.data || {};
      if ('ready' in data) {
        if (!data.ready) this.failure = data.error;
        this.onReady?.(data.ready, data.error);
        return;
      }
      const entry = this.pending.get(data.id);
      if (!entry) return;
      this.pending.delete(data.id);
      if (data.ok) entry.resolve(data.result);
      else entry.reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      if (worker !== this.worker) return;
      event.preventDefault?.();
      const detail = event.message ? `: ${event.message}` : '';
      this.failure = `the solver worker could not be started (is the WebAssembly package in www/pkg built?)${detail}`;
      this.onReady?.(false, this.failure);
      this.rejectAll(() => new Error(this.failure));
    };
    this.worker = worker;
  }

  call(op, args = {}) {
    if (this.failure) return Promise.reject(new Error(this.failure));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, ...args });
    });
  }

  rejectAll(makeError) {
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const entry of entries) entry.reject(makeError());
  }

  /** Stop whatever is running (terminate the worker) and start a fresh one. */
  restart() {
    this.worker.terminate();
    this.rejectAll(() => new CancelledError());
    this.spawn();
  }
}

// ---------------------------------------------------------------------------------------------
// State

let givens = emptyGrid();
/** Outcome of the last Solve / Target for the current givens: {kind, grid|null, info} or null. */
let result = null;
let sel = 0; // selected cell (roving tabindex)
let heat = false;
const undoStack = [];
const redoStack = [];
let job = null; // running solver call: {kind, key, t0, ...}
let lastProblemsText = '';
let statusTouched = false;

const el = {
  grid: $('#grid'),
  status: $('#status'),
  problems: $('#problems'),
  busy: $('#busy'),
  busyLabel: $('#busy-label'),
  busyTime: $('#busy-time'),
  legend: $('#legend'),
  solve: $('#solve'),
  target: $('#target'),
  cancel: $('#cancel'),
  undo: $('#undo'),
  redo: $('#redo'),
  clear: $('#clear'),
  heat: $('#heat'),
  statGivens: $('#stat-givens'),
  statSolutions: $('#stat-solutions'),
  statTime: $('#stat-time'),
  statScore: $('#stat-score'),
  examples: $('#examples'),
  importText: $('#import-text'),
  importLoad: $('#import-load'),
  exportText: $('#export-text'),
  copy: $('#copy'),
};
const cells = [];

function setStatus(text, kind = 'info') {
  statusTouched = true;
  el.status.textContent = text;
  el.status.dataset.kind = kind;
}

function snapshot() {
  return {
    g: gridToLine(givens),
    r: result && {
      kind: result.kind,
      grid: result.grid ? gridToLine(result.grid) : null,
      info: { ...result.info },
    },
  };
}

function restore(snap) {
  givens = lineToGrid(snap?.g) || emptyGrid();
  const r = snap?.r;
  result = r ? { kind: r.kind, grid: r.grid ? lineToGrid(r.grid) : null, info: { ...r.info } } : null;
  if (result?.kind === 'target' && result.grid) setHeat(true);
  render();
}

function pushUndo() {
  undoStack.push(snapshot());
  if (undoStack.length > UNDO_LIMIT) undoStack.shift();
  redoStack.length = 0;
}

function urlFor(g) {
  const url = new URL(location.href);
  if (countGivens(g) === 0) url.searchParams.delete('p');
  else url.searchParams.set('p', gridToLine(g));
  return url.href;
}
function replaceUrl() {
  try {
    history.replaceState(snapshot(), '', urlFor(givens));
  } catch {
    /* history may be unavailable (sandboxed frames): the page still works */
  }
}
function pushUrl() {
  try {
    history.pushState(snapshot(), '', urlFor(givens));
  } catch {
    /* see replaceUrl */
  }
}

// ---------------------------------------------------------------------------------------------
// Grid: build, render, focus

function buildGrid() {
  const frag = document.createDocumentFragment();
  for (let r = 0; r < 9; r++) {
    const row = document.createElement('div');
    row.className = 'board-row';
    row.setAttribute('role', 'row');
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      const cell = document.createElement('div');
      cell.className = 'cell';
      cell.setAttribute('role', 'gridcell');
      cell.setAttribute('aria-label', `row ${r + 1} column ${c + 1}`);
      cell.tabIndex = i === sel ? 0 : -1;
      cell.dataset.i = String(i);
      cell.dataset.w = String(weightOf(i));
      if (c === 2 || c === 5) cell.classList.add('box-right');
      if (r === 2 || r === 5) cell.classList.add('box-bottom');
      cells.push(cell);
      row.append(cell);
    }
    frag.append(row);
  }
  el.grid.append(frag);
}

function shownValue(i) {
  return givens[i] || (result?.grid ? result.grid[i] : 0);
}

function render() {
  const { problems, cells: clashing } = findClashes(givens);
  const selVal = shownValue(sel);
  for (let i = 0; i < 81; i++) {
    const cell = cells[i];
    const given = givens[i];
    const solved = !given && result?.grid ? result.grid[i] : 0;
    const v = given || solved;
    const text = v ? String(v) : '';
    if (cell.textContent !== text) cell.textContent = text;
    const peer = i !== sel && (rowOf(i) === rowOf(sel) || colOf(i) === colOf(sel) || boxOf(i) === boxOf(sel));
    cell.classList.toggle('given', given > 0);
    cell.classList.toggle('solved', solved > 0);
    cell.classList.toggle('clash', clashing.has(i));
    cell.classList.toggle('selected', i === sel);
    cell.classList.toggle('peer', peer);
    cell.classList.toggle('same', i !== sel && selVal > 0 && v === selVal);
    let desc = v ? `${v}, ${given ? 'given' : result?.kind === 'target' ? 'target solution' : 'solved'}` : 'empty';
    if (clashing.has(i)) desc += ', clashes';
    if (heat) desc += `, weight ${weightOf(i)}`;
    if (cell.getAttribute('aria-description') !== desc) cell.setAttribute('aria-description', desc);
    cell.setAttribute('aria-selected', i === sel ? 'true' : 'false');
  }

  // Rule violations, in words.
  const texts = problems.map(describeProblem);
  const joined = texts.join('\n');
  if (joined !== lastProblemsText) {
    lastProblemsText = joined;
    el.problems.replaceChildren(
      ...texts.map((t) => {
        const li = document.createElement('li');
        li.textContent = t;
        return li;
      }),
    );
    el.problems.hidden = texts.length === 0;
  }
  el.grid.classList.toggle('has-clash', texts.length > 0);

  renderStats();
  updateButtons();
}

function renderStats() {
  el.statGivens.textContent = String(countGivens(givens));
  const info = result?.info;
  if (!info) {
    el.statSolutions.textContent = '–';
    el.statTime.textContent = '–';
    el.statScore.textContent = '–';
    return;
  }
  if (result.kind === 'solve') {
    el.statSolutions.textContent =
      info.count === 0 ? 'none' : info.count === 1 ? 'exactly one' : 'several';
    el.statTime.textContent = fmtMs(info.ms);
    el.statScore.textContent = '–';
  } else {
    el.statSolutions.textContent = info.score < 0 ? 'none' : 'at least one';
    el.statTime.textContent = fmtMs(info.ms);
    el.statScore.textContent =
      info.score < 0 ? 'none' : `${info.score}${info.proven ? '' : ' (not proven)'}`;
  }
}

function updateButtons() {
  const busy = job !== null;
  el.solve.setAttribute('aria-disabled', String(busy));
  el.target.setAttribute('aria-disabled', String(busy));
  el.undo.setAttribute('aria-disabled', String(undoStack.length === 0));
  el.redo.setAttribute('aria-disabled', String(redoStack.length === 0));
}

function select(i, { focus = true } = {}) {
  if (i < 0 || i > 80) return;
  if (i !== sel) {
    cells[sel].tabIndex = -1;
    sel = i;
    cells[sel].tabIndex = 0;
    render();
  }
  if (focus && document.activeElement !== cells[sel]) cells[sel].focus();
}

function setHeat(on) {
  heat = on;
  el.heat.checked = on;
  el.grid.classList.toggle('heat', on);
  el.legend.hidden = !on;
}

// ---------------------------------------------------------------------------------------------
// Editing

function afterEdit() {
  const before = lastProblemsText;
  render();
  replaceUrl();
  if (lastProblemsText && lastProblemsText !== before) {
    const n = lastProblemsText.split('\n').length;
    setStatus(`Clash: the same digit twice in a row, column or box (${n === 1 ? 'one rule broken' : `${n} rules broken`}, listed below; the cells are marked in red).`, 'error');
  } else if (!lastProblemsText && before) {
    setStatus('No clashes: every row, column and box holds each digit at most once.', 'ok');
  }
}

function setCell(i, v) {
  if (givens[i] === v) {
    // Erasing a solved digit removes the shown solution; anything else is a no-op.
    if (v === 0 && result?.grid && !givens[i]) {
      pushUndo();
      result = null;
      afterEdit();
    }
    return;
  }
  pushUndo();
  givens[i] = v;
  result = null;
  afterEdit();
}

function loadGrid(g, message) {
  pushUndo();
  givens = Uint8Array.from(g);
  result = null;
  render();
  pushUrl();
  const { problems } = findClashes(givens);
  if (problems.length) {
    setStatus(`${message} ${plural(countGivens(givens), 'given')}. Clash: ${describeProblem(problems[0])}`, 'error');
  } else {
    setStatus(`${message} ${plural(countGivens(givens), 'given')}.`, 'ok');
  }
}

function clearGrid() {
  if (countGivens(givens) === 0 && !result) {
    setStatus('The grid is already empty.');
    return;
  }
  pushUndo();
  givens = emptyGrid();
  result = null;
  render();
  pushUrl();
  setStatus('Cleared the grid. Undo brings it back.');
}

function undo() {
  if (!undoStack.length) {
    setStatus('Nothing to undo.');
    return;
  }
  redoStack.push(snapshot());
  restore(undoStack.pop());
  replaceUrl();
  setStatus('Undone.');
}

function redo() {
  if (!redoStack.length) {
    setStatus('Nothing to redo.');
    return;
  }
  undoStack.push(snapshot());
  restore(redoStack.pop());
  replaceUrl();
  setStatus('Redone.');
}

// ---------------------------------------------------------------------------------------------
// Solver calls

const heavy = new SolverClient('solver', onSolverReady);
const light = new SolverClient('parser', (ok, error) => {
  if (!ok) onSolverReady(false, error);
});

let solverFailureShown = false;
function onSolverReady(ok, error) {
  document.body.dataset.solver = ok ? 'ready' : 'failed'; // also a hook for the page tests
  if (ok) {
    if (!statusTouched) {
      setStatus('Ready. Type digits into the grid, paste a puzzle or pick an example.');
    }
    return;
  }
  if (solverFailureShown) return;
  solverFailureShown = true;
  setStatus(`The solver is not available: ${error}. Build the package (./build.sh build) and reload the page.`, 'error');
}

function startJob(kind, label, button) {
  const t0 = performance.now();
  job = { kind, key: gridToLine(givens), t0, button };
  el.busyLabel.textContent = label;
  el.busyTime.textContent = '';
  el.cancel.hidden = false;
  // A normal Solve takes milliseconds: only show the busy bar if it takes a moment.
  job.showTimer = setTimeout(() => {
    el.busy.hidden = false;
    el.grid.setAttribute('aria-busy', 'true');
  }, kind === 'target' ? 0 : 150);
  job.tick = setInterval(() => {
    el.busyTime.textContent = `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  }, 100);
  updateButtons();
  return job;
}

function endJob(j) {
  if (job !== j) return;
  clearTimeout(j.showTimer);
  clearInterval(j.tick);
  el.busy.hidden = true;
  el.grid.removeAttribute('aria-busy');
  const hadFocus = document.activeElement === el.cancel;
  el.cancel.hidden = true;
  job = null;
  updateButtons();
  if (hadFocus) j.button.focus();
}

function cancelJob() {
  if (!job) return;
  heavy.restart(); // the pending promise rejects with CancelledError
}

function refuseIfBusyOrClashing(what) {
  if (job) {
    setStatus(`Still computing. Wait for it to finish or press Cancel before starting ${what}.`, 'warn');
    return true;
  }
  const { problems } = findClashes(givens);
  if (problems.length) {
    setStatus(`Cannot start ${what}: the givens break the rules. ${describeProblem(problems[0])} Fix the highlighted cells first.`, 'error');
    return true;
  }
  return false;
}

function staleMessage(j, what) {
  const secs = ((performance.now() - j.t0) / 1000).toFixed(1);
  setStatus(`The puzzle changed while the ${what} was being computed (${secs} s), so that result was set aside. Press the button again for the current puzzle.`, 'warn');
}

async function runSolve() {
  if (refuseIfBusyOrClashing('a solve')) return;
  const j = startJob('solve', 'Solving…', el.solve);
  const request = Array.from(givens);
  try {
    const r = await heavy.call('solve', { grid: request });
    if (gridToLine(givens) !== j.key) return staleMessage(j, 'solution');
    pushUndo();
    const info = { count: r.count, ms: r.ms, solveMs: r.solveMs, countMs: r.countMs };
    result = { kind: 'solve', grid: r.solution ? Uint8Array.from(r.solution) : null, info };
    render();
    pushUrl();
    const time = `${fmtMs(r.ms)} (solve ${fmtMs(r.solveMs)}, uniqueness check ${fmtMs(r.countMs)})`;
    if (r.count === 0) {
      setStatus(`No solution: these givens cannot be completed to a valid grid. Checked in ${time}.`, 'error');
    } else if (r.count === 1) {
      setStatus(`Solved in ${time}. The puzzle has exactly one solution.`, 'ok');
    } else {
      setStatus(`Solved in ${time}. The puzzle has several solutions; this is one of them.`, 'warn');
    }
  } catch (err) {
    if (err.cancelled) setStatus('Cancelled. The solver was restarted; the grid is unchanged.');
    else setStatus(`Could not solve: ${err.message}.`, 'error');
  } finally {
    endJob(j);
  }
}

async function runTarget() {
  setHeat(true);
  render();
  if (refuseIfBusyOrClashing('the target score')) return;
  const j = startJob('target', 'Computing the target score…', el.target);
  const request = Array.from(givens);
  setStatus('Computing the target score. You can keep editing; Cancel (or Escape) stops it.');
  try {
    const r = await heavy.call('target', { grid: request });
    if (gridToLine(givens) !== j.key) return staleMessage(j, 'target score');
    pushUndo();
    const info = { score: r.score, proven: r.proven, nodes: r.nodes, ms: r.ms };
    result = { kind: 'target', grid: r.grid ? Uint8Array.from(r.grid) : null, info };
    render();
    pushUrl();
    const nodes = `${plural(r.nodes, 'search node')}`;
    if (r.score < 0 || !r.grid) {
      setStatus(`No solution: these givens cannot be completed to a valid grid, so there is no target score. Checked in ${fmtMs(r.ms)}.`, 'error');
    } else if (r.proven) {
      setStatus(`Target score ${r.score}: the highest possible, found in ${fmtMs(r.ms)} (${nodes}). The grid shows a solution that reaches it.`, 'ok');
    } else {
      setStatus(`Target score ${r.score}, not proven: the search stopped before it could prove no solution scores higher (${fmtMs(r.ms)}, ${nodes}).`, 'warn');
    }
  } catch (err) {
    if (err.cancelled) {
      const secs = ((performance.now() - j.t0) / 1000).toFixed(1);
      setStatus(`Cancelled the target score after ${secs} s. The solver was restarted; the grid is unchanged.`);
    } else {
      setStatus(`Could not compute the target score: ${err.message}.`, 'error');
    }
  } finally {
    endJob(j);
  }
}

// ---------------------------------------------------------------------------------------------
// Text in and out

/** Parse pasted / imported / linked text with the core parser and load it. */
async function loadText(text, source) {
  if (typeof text !== 'string') text = '';
  if (text.length > MAX_TEXT) {
    setStatus(`The ${source} is ${plural(text.length, 'character')} long; a puzzle has 81 cells, so at most ${MAX_TEXT.toLocaleString('en')} characters are accepted. Nothing was loaded.`, 'error');
    return false;
  }
  if (!text.trim()) {
    setStatus(`The ${source} is empty: nothing to load.`, 'error');
    return false;
  }
  try {
    const { grid } = await light.call('parse', { text });
    loadGrid(grid, `Loaded the ${source}:`);
    return true;
  } catch (err) {
    setStatus(`Could not read the ${source}: ${err.message}.`, 'error');
    return false;
  }
}

function isEditableField(node) {
  if (!(node instanceof Element)) return false;
  return Boolean(node.closest('textarea, input:not([readonly]):not([type=checkbox]), [contenteditable=""], [contenteditable="true"]'));
}

function onPaste(event) {
  if (isEditableField(event.target)) return; // the import box handles its own paste
  const text = event.clipboardData ? event.clipboardData.getData('text') : '';
  event.preventDefault();
  const trimmed = text.length <= MAX_TEXT ? text.trim() : text;
  const focused = cells.indexOf(document.activeElement);
  if (focused >= 0 && /^[0-9.]$/.test(trimmed)) {
    setCell(focused, trimmed === '.' ? 0 : Number(trimmed)); // a single digit goes into the cell
    return;
  }
  loadText(text, 'pasted text');
}

const shownLine = () => gridToLine(Uint8Array.from({ length: 81 }, (_, i) => shownValue(i)));

/** Ctrl+C while a cell has the focus copies the whole grid as one line. */
function onCopy(event) {
  if (cells.indexOf(document.activeElement) < 0 || !event.clipboardData) return;
  const line = shownLine();
  event.clipboardData.setData('text/plain', line);
  event.preventDefault();
  el.exportText.value = line;
  setStatus('Copied the grid to the clipboard as one line of 81 characters.', 'ok');
}

async function copyGrid() {
  const line = shownLine();
  el.exportText.value = line;
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(line);
    setStatus('Copied the grid to the clipboard as one line of 81 characters (it is also in the Export field).', 'ok');
  } catch {
    el.exportText.focus();
    el.exportText.select();
    setStatus('The clipboard is not available here. The grid is selected in the Export field: press Ctrl+C to copy it.');
  }
}

// ---------------------------------------------------------------------------------------------
// Events

function onGridKeydown(event) {
  const i = cells.indexOf(event.target);
  if (i < 0 || event.ctrlKey || event.metaKey || event.altKey) return;
  const key = event.key;
  let digit = /^[0-9]$/.test(key) ? Number(key) : null;
  if (digit === null && !/^(Backspace|Delete| |Spacebar|Arrow|Home|End|Page)/.test(key)) {
    const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code || ''); // e.g. AZERTY digits without Shift
    if (m) digit = Number(m[1]);
  }
  const r = rowOf(i);
  const c = colOf(i);
  let next = null;
  if (digit !== null) {
    setCell(i, digit);
  } else if (key === 'Backspace' || key === 'Delete' || key === ' ' || key === 'Spacebar') {
    setCell(i, 0);
  } else if (key === 'ArrowUp') next = Math.max(r - 1, 0) * 9 + c;
  else if (key === 'ArrowDown') next = Math.min(r + 1, 8) * 9 + c;
  else if (key === 'ArrowLeft') next = r * 9 + Math.max(c - 1, 0);
  else if (key === 'ArrowRight') next = r * 9 + Math.min(c + 1, 8);
  else if (key === 'Home') next = r * 9;
  else if (key === 'End') next = r * 9 + 8;
  else if (key === 'PageUp') next = c;
  else if (key === 'PageDown') next = 72 + c;
  else return;
  event.preventDefault();
  if (next !== null) select(next);
}

function onDocumentKeydown(event) {
  if (event.key === 'Escape' && job) {
    cancelJob();
    return;
  }
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  if (isEditableField(event.target)) return; // native undo inside text fields
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) {
    event.preventDefault();
    undo();
  } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
    event.preventDefault();
    redo();
  }
}

function guard(button, fn) {
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') === 'true') {
      if (button === el.undo) setStatus('Nothing to undo.');
      else if (button === el.redo) setStatus('Nothing to redo.');
      else setStatus('Still computing. Wait for it to finish or press Cancel.', 'warn');
      return;
    }
    fn();
  });
}

function bind() {
  el.grid.addEventListener('keydown', onGridKeydown);
  el.grid.addEventListener('click', (event) => {
    const cell = event.target.closest?.('[role="gridcell"]');
    if (cell) select(Number(cell.dataset.i));
  });
  el.grid.addEventListener('focusin', (event) => {
    const i = cells.indexOf(event.target);
    if (i >= 0 && i !== sel) select(i, { focus: false });
  });

  for (const pad of document.querySelectorAll('.pad')) {
    // Keep the focus on the selected cell when tapping with a mouse or finger.
    pad.addEventListener('mousedown', (event) => event.preventDefault());
    pad.addEventListener('click', () => setCell(sel, Number(pad.dataset.digit)));
  }

  guard(el.solve, runSolve);
  guard(el.target, runTarget);
  el.cancel.addEventListener('click', cancelJob);
  guard(el.undo, undo);
  guard(el.redo, redo);
  el.clear.addEventListener('click', clearGrid);
  el.heat.addEventListener('change', () => {
    setHeat(el.heat.checked);
    render();
  });

  for (const ex of EXAMPLES) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn btn-chip';
    b.textContent = ex.label;
    b.title = ex.title;
    b.addEventListener('click', () => loadGrid(lineToGrid(ex.p), `Loaded the example “${ex.label}”:`));
    el.examples.append(b);
  }

  el.importLoad.addEventListener('click', () => loadText(el.importText.value, 'imported text'));
  el.importText.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      loadText(el.importText.value, 'imported text');
    }
  });
  el.importText.addEventListener('paste', (event) => {
    const text = event.clipboardData ? event.clipboardData.getData('text') : '';
    if (text.length > MAX_TEXT) {
      event.preventDefault();
      setStatus(`The pasted text is ${plural(text.length, 'character')} long; a puzzle has 81 cells, so at most ${MAX_TEXT.toLocaleString('en')} characters are accepted. Nothing was pasted.`, 'error');
    }
  });
  el.copy.addEventListener('click', copyGrid);

  document.addEventListener('paste', onPaste);
  document.addEventListener('copy', onCopy);
  document.addEventListener('keydown', onDocumentKeydown);
  window.addEventListener('popstate', (event) => {
    pushUndo();
    if (event.state && typeof event.state.g === 'string') {
      restore(event.state);
      setStatus(`Back to an earlier puzzle from the browser history: ${plural(countGivens(givens), 'given')}.`);
    } else {
      loadFromUrl({ fromHistory: true });
    }
  });
}

/** Load the ?p= puzzle of the current address (first visit or a history entry without state). */
async function loadFromUrl({ fromHistory = false } = {}) {
  const p = new URLSearchParams(location.search).get('p');
  if (p === null || p === '') {
    if (fromHistory) {
      givens = emptyGrid();
      result = null;
      render();
    }
    return;
  }
  let g = lineToGrid(p);
  if (!g) {
    if (p.length > MAX_TEXT) {
      setStatus(`The puzzle in the address (?p=) is ${plural(p.length, 'character')} long; at most ${MAX_TEXT.toLocaleString('en')} are accepted. Nothing was loaded.`, 'error');
      return;
    }
    try {
      g = Uint8Array.from((await light.call('parse', { text: p })).grid);
    } catch (err) {
      setStatus(`Could not read the puzzle in the address (?p=): ${err.message}.`, 'error');
      return;
    }
  }
  givens = g;
  result = null;
  render();
  replaceUrl(); // normalise the address to digits and '.'
  const { problems } = findClashes(givens);
  if (problems.length) setStatus(`Loaded the puzzle from the link: ${plural(countGivens(givens), 'given')}. Clash: ${describeProblem(problems[0])}`, 'error');
  else setStatus(`Loaded the puzzle from the link: ${plural(countGivens(givens), 'given')}.`, 'ok');
}

// ---------------------------------------------------------------------------------------------
// Start

buildGrid();
bind();
setHeat(false);
{
  const p = new URLSearchParams(location.search).get('p');
  const saved = history.state;
  if (saved && typeof saved.g === 'string' && (p === saved.g || (!p && !/[1-9]/.test(saved.g)))) {
    restore(saved); // a reload keeps the shown solution
  } else {
    render();
    if (p) loadFromUrl();
    else replaceUrl();
  }
}
