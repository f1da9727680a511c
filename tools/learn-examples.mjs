#!/usr/bin/env node
// The Learn page's examples and practice bank: for every technique of the engine's catalogue,
// a puzzle whose path (Sudoku Explainer's, as our engine takes it) uses it, the index of its
// first step of that technique, and up to BANK puzzles for Practice.
//
//   node tools/learn-examples.mjs [--budget SECONDS]     (needs www/pkg: ./build.sh build)
//
// Candidates: the puzzles of tests/data, tried in the order SE's recorded paths of them
// (tests/fixtures/se121, SE 1.2.1's own output) suggest: a puzzle whose hardest step is the
// technique first, then the earliest use. Then FOUND below: puzzles that offline searches with
// the command line found for the techniques no recorded path names (docs/learn.md gives the
// commands): lines of tests/data, and puzzles of the generator named by their seed. Each is
// confirmed by our engine: the path is replayed (www/learn/replay.js, the engine's `hint` step
// by step) up to its first step of the technique; only confirmed puzzles are written.
// Techniques still without one are looked for among the tests/data puzzles SE rates at most
// 6.2 (a path without chains: quick to replay), within the time budget. For the techniques
// rated 10.5 and up (nesting levels 4 and 5, whose single step can take the engine a minute)
// the board before the step and the step itself are written too (`shown`), so that the page
// draws them without running the engine. Writes www/learn/examples.js (formatted by Biome);
// prints what it found and how long each took.

import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { randomIsomorph } from '../www/learn/isomorph.js';
import { replayToTechnique } from '../www/learn/replay.js';
import { boardBeforeStep, gridToLine } from '../www/model/grid.js';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const BANK = 4; // puzzles a technique keeps for Practice (the example's first)
const TRIES = 8; // candidates replayed per technique at most
const OUT = path.join(ROOT, 'www', 'learn', 'examples.js');
const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const BUDGET_MS = (budgetAt >= 0 ? Number(args[budgetAt + 1]) : 60) * 1000;
// --only NAME,NAME: search those techniques again and keep the others as www/learn/examples.js has them.
const onlyAt = args.indexOf('--only');
const ONLY = onlyAt >= 0 ? new Set(args[onlyAt + 1].split(',')) : null;
const kept = ONLY ? await import('../www/learn/examples.js') : null;
/**
 * From SHIPPED_FROM on, the bank holds isomorphs of the puzzles found, each confirmed here (the
 * page replays nothing there): this many tried a puzzle.
 */
const ISOMORPHS = 2;
/** From this base rating on, a step is shipped whole (`shown`): the page never computes it. */
const SHIPPED_FROM = 10.5;
/** The generator's rating range of FOUND's seeds: `dlx-sudoku generate --seed S --rating 1.9..6.2`. */
const GENERATED_RANGE = [1.9, 6.2];
// Found offline (docs/learn.md): `line`, a line of tests/data (`rating`: its ER as `dlx-sudoku
// steps` gave it, where SE's own is not recorded: rating a level-4 puzzle here would take
// minutes); `seed`, the generator's puzzle of that seed in GENERATED_RANGE. Their paths were
// found with `dlx-sudoku steps` and `rate --technique`; the replay below confirms each.
const FOUND = {
  'hidden-quad': [{ seed: 6613 }],
  'bug-type-3': [{ seed: 3493 }, { seed: 6662 }, { seed: 6706 }],
  // forum_hardest_1106's lines whose path takes a nesting-level-4 step (tests/node/memory.mjs
  // lists them), those whose step comes early first: a short replay.
  'nested-contradiction-forcing-chains-4': [
    { line: 'forum_hardest_1106.txt:50', rating: 11.7 },
    { line: 'forum_hardest_1106.txt:11', rating: 11.8 },
  ],
  'nested-double-forcing-chains-4': [{ line: 'forum_hardest_1106.txt:98', rating: 11.8 }],
  'nested-cell-forcing-chains-4': [
    { line: 'forum_hardest_1106.txt:50', rating: 11.7 },
    { line: 'forum_hardest_1106.txt:34', rating: 11.8 },
  ],
  'nested-region-forcing-chains-4': [
    { line: 'forum_hardest_1106.txt:11', rating: 11.8 },
    { line: 'forum_hardest_1106.txt:50', rating: 11.7 },
  ],
};

const dlx = await import('../www/pkg/dlx_sudoku.js');
dlx.initSync({ module: fs.readFileSync(path.join(ROOT, 'www', 'pkg', 'dlx_sudoku_bg.wasm')) });
let steps = 0; // hints asked for the technique in hand, for the figures printed
const call = async (op, a) => {
  if (op !== 'hint') throw new Error(`unexpected op ${op}`);
  steps++;
  return dlx.hint(Uint8Array.from(a.givens), Uint8Array.from(a.entries), Uint16Array.from(a.candidates));
};
const catalogue = dlx.techniques();

// Every puzzle of tests/data, with where it is (file and line).
const DATA_SETS = [
  'kaggle_sample.txt',
  '17clue.txt',
  'top1465.txt',
  'forum_hardest_1106.txt',
  'forum_hardest_1905_11plus.txt',
];
const norm = (line) => line.trim().slice(0, 81).replace(/0/g, '.');
const where = new Map();
for (const file of DATA_SETS) {
  const lines = fs.readFileSync(path.join(ROOT, 'tests', 'data', file), 'utf8').split('\n');
  lines.forEach((l, i) => {
    if (l.trim().length >= 81 && !where.has(norm(l))) where.set(norm(l), `${file}:${i + 1}`);
  });
}

// SE's recorded paths: per technique, the puzzles that use it, with the step and the path's top.
const byName = new Map(catalogue.map((t) => [t.seName, t.name]));
const seName = (s) => s.replace(/^Unique Loop \d+ /, 'Unique Loop ');
const uses = new Map(catalogue.map((t) => [t.name, []]));
const ratings = new Map(); // puzzle -> SE's ER, from its recorded path or tests/data/se121
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'se121');
for (const f of fs.readdirSync(FIXTURES).sort()) {
  if (!/\.steps(\.gz|\.txt)?$/.test(f)) continue;
  const raw = fs.readFileSync(path.join(FIXTURES, f));
  const text = f.endsWith('.gz') ? zlib.gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  let puzzle = null;
  let path_ = [];
  const flush = () => {
    if (!puzzle || !where.has(puzzle)) return;
    const top = Math.max(...path_.map((s) => s.rating));
    ratings.set(puzzle, top); // the ER: the path's hardest step
    const seen = new Set();
    path_.forEach((s, k) => {
      if (seen.has(s.name)) return;
      seen.add(s.name);
      uses.get(s.name)?.push({ puzzle, step: k, hardest: s.rating >= top, length: path_.length });
    });
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('# ')) {
      flush();
      puzzle = norm(line.slice(2));
      path_ = [];
    } else if (/^\d/.test(line)) {
      const m = /^(\d+(?:\.\d)?) ([^|]+?)\s*(\||$)/.exec(line);
      const name = m && byName.get(seName(m[2]));
      if (name) path_.push({ name, rating: Number(m[1]) });
    }
  }
  flush();
}

// Puzzles SE rates at most 6.2, for the techniques no recorded path names.
const quick = [];
for (const f of ['17clue.se121.txt', 'top1465.se121.txt']) {
  for (const line of fs.readFileSync(path.join(ROOT, 'tests', 'data', 'se121', f), 'utf8').split('\n')) {
    const [p, r] = line.split(' ');
    const er = Number(r?.split('/')[0]);
    if (!p || !where.has(norm(p))) continue;
    if (!ratings.has(norm(p))) ratings.set(norm(p), er);
    if (er <= 6.2) quick.push(norm(p));
  }
}

const lineGrid = (line) => Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));
const out = {};
const missing = [];
for (const t of catalogue) {
  if (ONLY && !ONLY.has(t.name)) {
    if (kept.EXAMPLES[t.name]) out[t.name] = kept.EXAMPLES[t.name];
    else missing.push(t.name);
    continue;
  }
  const t0 = Date.now();
  steps = 0;
  const found = [];
  const ordered = uses
    .get(t.name)
    .sort((a, b) => Number(b.hardest) - Number(a.hardest) || a.step - b.step || a.length - b.length);
  const seen = new Set();
  let tries = 0;
  const tryOne = async (puzzle, source = { from: where.get(puzzle), rating: ratings.get(puzzle) }) => {
    if (seen.has(puzzle)) return;
    seen.add(puzzle);
    tries++;
    const r = await replayToTechnique(call, lineGrid(puzzle), t.name);
    if (r.index < 0) return;
    const entry = { puzzle, step: r.index, ...source };
    if (t.rating >= SHIPPED_FROM && !found.length) {
      const before = boardBeforeStep(lineGrid(puzzle), r.steps, r.index);
      entry.shown = { digits: gridToLine(before.digits), marks: Array.from(before.marks), step: r.steps[r.index] };
    }
    found.push(entry);
  };
  for (const u of ordered) {
    if (found.length >= BANK || tries >= TRIES || Date.now() - t0 > BUDGET_MS) break;
    await tryOne(u.puzzle);
  }
  for (const f of FOUND[t.name] ?? []) {
    if (found.length >= BANK || Date.now() - t0 > BUDGET_MS) break;
    if (f.line) {
      const [file, n] = f.line.split(':');
      const puzzle = norm(fs.readFileSync(path.join(ROOT, 'tests', 'data', file), 'utf8').split('\n')[Number(n) - 1]);
      await tryOne(puzzle, { from: f.line, rating: ratings.get(puzzle) ?? f.rating });
    } else {
      const g = dlx.generate({ seed: f.seed, rating: GENERATED_RANGE });
      await tryOne(norm(g.puzzle), {
        from: `generate --seed ${f.seed} --rating ${GENERATED_RANGE.join('..')}`,
        rating: g.rating,
        generated: { seed: f.seed, rating: GENERATED_RANGE },
      });
    }
  }
  if (!ordered.length && t.rating <= 6.2) {
    // A path that uses the technique is rated at least its base: those puzzles only, easiest first.
    const pool = quick.filter((p) => ratings.get(p) >= t.rating).sort((a, b) => ratings.get(a) - ratings.get(b));
    for (const p of pool) {
      if (found.length >= 1 || Date.now() - t0 > BUDGET_MS) break;
      await tryOne(p);
    }
  }
  if (!found.length) {
    missing.push(t.name);
    console.log(`${t.name}: none (${tries} tried, ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    continue;
  }
  if (t.rating >= SHIPPED_FROM) {
    // The page takes these banks as they are, without a replay: isomorphs confirmed here make
    // Practice new each time (a seeded shuffle: the same file from the same run).
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const images = [];
    for (const f of found) {
      for (let k = 0; k < ISOMORPHS; k++) {
        const image = gridToLine(randomIsomorph(lineGrid(f.puzzle), random));
        const r = await replayToTechnique(call, lineGrid(image), t.name);
        if (r.index >= 0) images.push({ puzzle: image, rating: f.rating, step: r.index });
      }
    }
    found.splice(1, found.length, ...images); // the bank: isomorphs only
  }
  const [{ shown, ...first }, ...rest] = found;
  // `shown` last: the longest field.
  out[t.name] = {
    ...first,
    bank: rest.map((f) => ({ puzzle: f.puzzle, rating: f.rating })),
    ...(shown ? { shown } : {}),
  };
  const ms = Date.now() - t0;
  console.log(
    `${t.name}: ${first.from} step ${first.step + 1}, bank ${found.length} (${tries} tried, ${steps} steps, ${(ms / 1000).toFixed(1)} s)`,
  );
}

const header = `// Written by tools/learn-examples.mjs (do not edit). EXAMPLES: for each technique, a puzzle whose
// path (our engine's, SE's) uses it (\`puzzle\`, \`.\` a blank; \`from\`: its file and line in
// tests/data, or the generator's command that makes it, with \`generated\`: its seed and range),
// the index of the path's first step of it (\`step\`, from 0), the puzzle's ER (\`rating\`: SE
// 1.2.1's, from tests/fixtures/se121 and tests/data/se121; our engine's for the others) and more
// puzzles whose path uses it (\`bank\`, for Practice). From 10.5 on, \`shown\`: the board before
// the step (\`digits\`, \`marks\`) and the step, drawn as they are. NO_EXAMPLE: the techniques
// no puzzle reached. CATALOGUE: the engine's techniques (\`techniques()\`), in SE's order, with
// their base ratings.
`;
fs.writeFileSync(
  OUT,
  `${header}export const EXAMPLES = ${JSON.stringify(out, null, 2)};\nexport const NO_EXAMPLE = ${JSON.stringify(missing)};\nexport const CATALOGUE = ${JSON.stringify(catalogue.map((t) => ({ name: t.name, rating: t.rating })))};\n`,
);
execFileSync(path.join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', OUT], { stdio: 'inherit' });
console.log(
  `wrote ${path.relative(ROOT, OUT)}: ${Object.keys(out).length} techniques, ${missing.length} without an example`,
);
