// Type-checked use of the packed dlx-sudoku (tsc --noEmit, strict): the API from `dlx-sudoku`,
// the core build from `dlx-sudoku/core`, the worker client from `dlx-sudoku/worker` and the
// <sudoku-board> element from `dlx-sudoku/board`. Never run: tests/embed/run.mjs only checks
// that it compiles, and that src/type-errors.ts does not.

import init, {
  count_solutions,
  generate,
  max_score,
  rate,
  solve,
  solve_text,
  techniques,
  type GenerateResult,
  type RateResult,
  type TechniqueInfo,
} from 'dlx-sudoku';
import initCore, {
  count_solutions_text as coreCount,
  initSync as initCoreSync,
  max_score_text as coreMaxScore,
  solve as coreSolve,
  target as coreTarget,
  type TargetResult,
} from 'dlx-sudoku/core';
import { CancelledError, SolverClient, type SolveOpResult, type TargetOpResult } from 'dlx-sudoku/worker';
import type {
  SudokuBoardElement,
  SudokuBoardState,
  CheckOutcome,
  HintOutcome,
  NewPuzzleResult,
} from 'dlx-sudoku/board';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

export async function mainThread(): Promise<string> {
  await init();
  const grid: Uint8Array = Uint8Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c)));
  const solution: Uint8Array = solve(grid);
  const count: number = count_solutions(grid, 2);
  const score: number = max_score(new Uint8Array(81));
  const text: string = solve_text(PUZZLE);
  const rated: RateResult = rate(PUZZLE);
  const word: 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' | null = rated.difficulty;
  const made: GenerateResult = generate({ difficulty: 'easy', symmetry: 'rotational', seed: 42 });
  const catalogue: TechniqueInfo[] = techniques();
  const names: string = catalogue.map((t) => `${t.name} ${t.seName} ${t.rating.toFixed(1)}`).join(', ');
  return `${solution.length} ${count} ${score} ${text} ${word ?? 'none'} ${made.puzzle} ${made.seed} ${names}`;
}

export async function coreBuild(wasm: ArrayBuffer | null): Promise<string> {
  if (wasm) initCoreSync({ module: wasm });
  else await initCore();
  const solution: Uint8Array = coreSolve(new Uint8Array(81));
  const count: number = coreCount(PUZZLE, 2);
  const score: number = coreMaxScore(PUZZLE);
  const best: TargetResult = coreTarget(new Uint8Array(81), 1000);
  return `${solution.length} ${count} ${score} ${best.score} ${best.proven}`;
}

export async function inWorker(): Promise<void> {
  const client = new SolverClient();
  const other = new SolverClient(new URL('./solver-worker.js', import.meta.url), {
    onReady: (ok: boolean, error?: string) => console.log(ok, error),
  });
  await client.ready;
  const solved: SolveOpResult = await client.call('solve', { grid: Array.from({ length: 81 }, () => 0) });
  const first: number | undefined = solved.solution?.[0];
  const count: 0 | 1 | 2 = solved.count;
  const target: TargetOpResult = await client.call('target', { grid: new Uint8Array(81) });
  const rated: RateResult = await client.call('rate', { grid: PUZZLE });
  const hint = await client.call('hint', { givens: PUZZLE, entries: new Uint8Array(81) });
  if (hint.kind === 'step') console.log(hint.step.name, hint.step.rating);
  const masks: number[] = await client.call('candidates', { grid: PUZZLE, techniques: ['hidden-single'] });
  const clashing: number[] = (await client.call('clashing_cells', { grid: new Uint8Array(81) })).cells;
  const made = client.call(
    'generate',
    { options: { difficulty: 'expert' } },
    {
      onProgress: ({ attempts, limit }) => console.log(`${attempts} of ${limit}`),
    },
  );
  const seeded: GenerateResult = await client.call('generate', { options: { seed: 7n } });
  const anyPuzzle: GenerateResult = await client.call('generate');
  client.cancel();
  try {
    await made;
  } catch (err) {
    if (err instanceof CancelledError) {
      const flag: true = err.cancelled;
      console.log(err.name, flag);
    }
  }
  const busy: number = client.busy;
  console.log(first, count, target.score, rated.rating, masks.length, clashing, seeded.seed, anyPuzzle.puzzle, busy);
  client.close();
  other.close();
}

export async function board(): Promise<string> {
  const found = document.querySelector('sudoku-board'); // HTMLElementTagNameMap knows the tag
  const el: SudokuBoardElement = found ?? document.createElement('sudoku-board');
  el.puzzle = PUZZLE;
  el.mode = 'play';
  el.showCandidates = true;
  el.theme = 'dark';
  el.showMistakes = true;
  el.fullHints = false;
  el.entryMode = 'centre';
  el.addEventListener('solved', (e) => console.log(e.detail.timeMs, e.detail.hintsUsed, e.detail.mistakes));
  el.addEventListener('error', (e) => console.log(e.detail.message));
  el.addEventListener('change', (e) => console.log(e.detail.value.length, e.detail.cause, e.detail.puzzle));
  const saved: SudokuBoardState = el.state;
  el.state = JSON.stringify(saved);
  el.strings = { hint: 'Aide', cellRef: '#{row}-{col}' };
  console.log(el.status?.tone, el.error?.message, (await el.ready).value);
  const shown: HintOutcome | null = await el.hint();
  if (shown?.kind === 'step')
    console.log(shown.step.chain.map((n) => `${n.cell} ${n.digit} ${n.on} ${n.parents.join(',')}`));
  if (shown?.kind === 'step' && shown.level === 1) console.log(shown.region.kind, shown.region.ns);
  if (shown?.kind === 'wrong-entry') console.log(shown.cell);
  const checked: CheckOutcome | null = await el.check();
  const made: NewPuzzleResult | null = await el.newPuzzle({ difficulty: 'hard', symmetry: 'rotational', seed: '42' });
  const rated: NewPuzzleResult | null = await el.newPuzzle({ rating: [4.0, 4.5] });
  const solution: string | null = await el.solve();
  const undone: boolean = el.undo() && el.redo();
  const value: string = el.value;
  return `${checked?.wrong.length} ${made?.seed} ${rated?.rating} ${solution} ${undone} ${value} ${el.hintsUsed} ${el.mistakes} ${el.entryMode} ${el.canUndo}`;
}
