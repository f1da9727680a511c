// The apps whose page shows the package's results (tests/embed/run.mjs): the Vite app, built and
// under its dev server, and the page of shared/ built by webpack, esbuild and Rollup. Each page's
// results against Node's, then the board's checks on it.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../e2e/chromium.mjs';
import { cellsOf, checkSolution } from '../node/support/sudoku.mjs';
import {
  HERE,
  NOIP2_SCORE,
  PUZZLE,
  SOLUTION,
  boardApp,
  check,
  checkProblems,
  drive,
  expect,
  run,
  runOk,
} from './harness.mjs';

export async function viteBuild() {
  const dir = path.join(HERE, 'vite');
  const vite = path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js');
  const version = (await run(process.execPath, [vite, '--version'], dir)).out.trim().split('\n').pop();
  return check(`vite: vite build (${version}, default settings)`, async () => {
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    await runOk(process.execPath, [vite, 'build', '--logLevel', 'warn'], dir);
    const assets = fs.readdirSync(path.join(dir, 'dist', 'assets'));
    // Two modules: the default one (the main thread's and the worker's, one file) and the core.
    const size = (f) => fs.statSync(path.join(dir, 'dist', 'assets', f)).size;
    const wasm = assets.filter((f) => f.endsWith('.wasm')).sort((a, b) => size(b) - size(a));
    const workers = assets.filter((f) => /^solver-worker-.*\.js$/.test(f));
    expect(
      wasm.length === 2,
      `dist/assets holds ${wasm.length} .wasm files, not 2 (the default and the core build): ${assets.join(' ')}`,
    );
    expect(workers.length === 1, `dist/assets holds no bundled worker (solver-worker-*.js): ${assets.join(' ')}`);
    return { wasm: wasm[0], coreWasm: wasm[1], worker: workers[0] };
  });
}

// What the Vite app's page and the bundler apps' page show (vite/src/main.js, shared/page.js).
const PAGE_IDS = [
  'main-solution',
  'main-max-score',
  'core-solution',
  'core-max-score',
  'core-exports',
  'worker-solution',
  'worker-count',
  'worker-difficulty',
  'worker-rating',
  'worker-generated',
  'worker-seed',
];

/** The built app (vite build's dist/, served here); `built` names its bundled assets. */
export async function viteApp(browser, expected, built) {
  const dir = path.join(HERE, 'vite', 'dist');
  await pageChecks(browser, 'vite', dir, expected, {
    finishes: 'vite: the built app (dist/) finishes',
    loaded: async (requested) => {
      await check(
        "vite: the page loads the bundled worker, the .wasm and the core build's .wasm from dist/assets",
        () => {
          for (const f of [built.worker, built.wasm, built.coreWasm]) {
            expect(
              requested.includes(`/assets/${f}`),
              `/assets/${f} was not requested; requests: ${requested.join(' ')}`,
            );
          }
        },
      );
    },
  });
}

/**
 * The results of the Vite app (built or under the dev server) or a bundler app (`app` names
 * which) on the page that `dirOrBase` serves: the core build, the main thread and the worker
 * against Node's values, no problems, then the board's checks (`quick`: a few). `finishes`: the
 * name of the check that the page finishes; `before` runs first within it; `loaded(requested)`
 * checks the paths requested.
 */
async function pageChecks(browser, app, dirOrBase, expected, { finishes, before, loaded, quick = false }) {
  const r = await check(finishes, async () => {
    await before?.();
    return drive(browser, dirOrBase, PAGE_IDS);
  });
  if (!r || r === true) return;
  const { text, requested, problems } = r;
  await loaded?.(requested);
  await coreChecks(app, text);
  await check(`${app}: main thread: init() and solve_text: a solution that keeps the givens and the rules`, () => {
    checkSolution(cellsOf(PUZZLE), text['main-solution'], app);
  });
  await check(`${app}: main thread: max_score of the empty grid is 2906`, () => {
    expect(text['main-max-score'] === '2906', `page: ${text['main-max-score']}`);
  });
  await check(`${app}: worker solve: the same solution, unique`, () => {
    expect(
      text['worker-solution'] === text['main-solution'],
      `worker ${text['worker-solution']}, main thread ${text['main-solution']}`,
    );
    expect(text['worker-count'] === '1', `count ${text['worker-count']}`);
  });
  await check(`${app}: worker rate: ${expected.rate.difficulty}, ER ${expected.rate.rating} (as in Node)`, () => {
    const got = `${text['worker-difficulty']} ${text['worker-rating']}`;
    expect(got === `${expected.rate.difficulty} ${expected.rate.rating}`, `page: ${got}`);
  });
  await check(`${app}: worker generate {difficulty: easy, seed: 42}: the puzzle Node generates from that seed`, () => {
    expect(text['worker-seed'] === '42', `seed ${text['worker-seed']}`);
    expect(
      text['worker-generated'] === expected.generated,
      `page ${text['worker-generated']}, Node ${expected.generated}`,
    );
  });
  await checkProblems(app, problems);
  await boardApp(browser, dirOrBase, app, expected, { quick });
}

/** The core build's results on a page (`dlx-sudoku/core` in the main thread) against known answers. */
async function coreChecks(app, text) {
  await check(`${app}: dlx-sudoku/core: init() and solve_text give the published solution`, () => {
    expect(text['core-solution'] === SOLUTION, `page: ${text['core-solution']}`);
    expect(text['main-solution'] === SOLUTION, `the default build's solution: ${text['main-solution']}`);
  });
  await check(`${app}: dlx-sudoku/core: max_score of NOIP 2009 sample 2 is ${NOIP2_SCORE} (published)`, () => {
    expect(text['core-max-score'] === String(NOIP2_SCORE), `page: ${text['core-max-score']}`);
  });
  await check(`${app}: dlx-sudoku/core: the engine's exports, no logic layer or generator`, () => {
    expect(
      text['core-exports'] === 'solve count_solutions max_score target; no rate hint generate',
      `page: ${text['core-exports']}`,
    );
  });
}

/** The same app under Vite's dev server (default settings, no build): the same results. */
export async function viteDev(browser, expected) {
  const dir = path.join(HERE, 'vite');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  const base = `http://127.0.0.1:${port}/`;
  try {
    await pageChecks(browser, 'vite dev', base, expected, {
      finishes: 'vite: the dev server (vite, no build) serves the app and it finishes',
      before: async () => {
        for (const deadline = Date.now() + 20_000; ; ) {
          expect(child.exitCode === null, `vite exited with ${child.exitCode}: ${log}`);
          if (
            await fetch(base).then(
              (res) => res.ok,
              () => false,
            )
          )
            break;
          expect(Date.now() < deadline, `vite did not answer on ${base} within 20 s: ${log}`);
          await new Promise((done) => setTimeout(done, 100));
        }
      },
    });
  } finally {
    child.kill('SIGTERM');
  }
}

// The bundler apps: the page of shared/ built by each bundler with only the settings that
// docs/embedding.md gives (none for webpack). `build`: node's arguments, run in the app's folder.
export const BUNDLERS = {
  webpack: { tool: 'webpack', build: ['node_modules/webpack/bin/webpack.js'], settings: 'no setting for the package' },
  esbuild: { tool: 'esbuild', build: ['build.mjs'], settings: 'ES module output, @chialab/esbuild-plugin-meta-url' },
  rollup: {
    tool: 'rollup',
    build: ['node_modules/rollup/dist/bin/rollup', '-c'],
    settings: 'ES module output, node-resolve, @web/rollup-plugin-import-meta-assets',
  },
};

/** Builds a bundler app into its dist/, with shared/index.html as its page; resolves with dist/. */
export async function bundlerBuild(app) {
  const dir = path.join(HERE, app);
  const { tool, build, settings } = BUNDLERS[app];
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', tool, 'package.json'), 'utf8'));
  return check(`${app}: build (${tool} ${version}; ${settings})`, async () => {
    const dist = path.join(dir, 'dist');
    fs.rmSync(dist, { recursive: true, force: true });
    await runOk(process.execPath, build, dir);
    fs.copyFileSync(path.join(HERE, 'shared', 'index.html'), path.join(dist, 'index.html'));
    return dist;
  });
}

/** A bundler app's dist/, served: the Vite app's checks, the board's quick ones, both .wasm files. */
export async function bundlerApp(browser, app, expected, dist) {
  const pkg = path.join(HERE, app, 'node_modules', 'dlx-sudoku');
  await pageChecks(browser, app, dist, expected, {
    finishes: `${app}: the built app (dist/) finishes`,
    quick: true,
    loaded: async (requested) => {
      await check(
        `${app}: the page loads the default and the core build's .wasm from dist/, each the package's own`,
        () => {
          const wasm = [...new Set(requested.filter((p) => p.endsWith('.wasm')))].map((p) =>
            fs.readFileSync(path.join(dist, p)),
          );
          for (const [build, file] of [
            ['default', 'pkg/dlx_sudoku_bg.wasm'],
            ['core', 'core/dlx_sudoku_core_bg.wasm'],
          ]) {
            const want = fs.readFileSync(path.join(pkg, file));
            expect(
              wasm.some((w) => w.equals(want)),
              `no .wasm requested is the ${build} build's ${file}; requests: ${requested.join(' ')}`,
            );
          }
          expect(wasm.length === 2, `${wasm.length} distinct .wasm files requested: ${requested.join(' ')}`);
        },
      );
    },
  });
}
