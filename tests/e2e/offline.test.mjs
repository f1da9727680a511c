// End-to-end tests of the production build offline: dist/ served as a host would
// (tools/serve.mjs), its service worker (tools/service-worker.mjs, written by tools/dist.mjs)
// installed, then the network gone: the page loads from the cache and plays. Then a second
// build replaces the first on the next visit, and a page still open on the first keeps starting
// its worker; and the page served from www/ as it is (no service worker named) unregisters a
// build's worker at its address, and only that one. A lesson of the Learn section and its
// Practice work offline too. Two builds at two paths of one origin keep
// their own caches, and a file another page of the origin writes into a build's cache is not
// served. These tests serve dist/ themselves (`./build.sh dist`
// first); the browser's HTTP cache is cleared before each offline step, so only the service
// worker can answer.

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { pathToFileURL } from 'node:url';

import { build } from '../../tools/dist.mjs';
import { replayToTechnique } from '../../www/learn/replay.js';
import { createServer } from '../../tools/serve.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ROOT, WWW, assert, assertEqual, countSolutions, readGrid, test, waitStatus } from './support.mjs';

const DIST = path.join(ROOT, 'dist');

/** The engine in Node (the wasm package of www/pkg): `hint`, as the page's worker answers it. */
async function nodeEngine() {
  const api = await import(pathToFileURL(path.join(WWW, 'pkg', 'dlx_sudoku.js')).href);
  api.initSync({ module: fs.readFileSync(path.join(WWW, 'pkg', 'dlx_sudoku_bg.wasm')) });
  return async (_op, a) =>
    api.hint(Uint8Array.from(a.givens), Uint8Array.from(a.entries), Uint16Array.from(a.candidates));
}

function requireDist() {
  for (const f of ['index.html', 'sw.js'])
    if (!fs.existsSync(path.join(DIST, f)))
      throw new Error(`${path.join(DIST, f)} is missing: run ./build.sh dist (the offline tests serve dist/)`);
}

/** The version and file list a build's sw.js precaches (read from the file tools/dist.mjs wrote). */
function swOf(dir) {
  const text = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  return {
    version: /const VERSION = '([a-z2-7]+)';/.exec(text)[1],
    files: JSON.parse(/const FILES = (\[.*\]);/.exec(text)[1]),
  };
}
/** The cache of a build's worker: named after its scope (a URL, the page's folder) and version. */
const cacheOf = (scope, version) => `dlx-sudoku ${scope} ${version}`;
const named = (dir, prefix) => fs.readdirSync(dir).find((f) => f.startsWith(prefix) && !/\.(gz|br)$/.test(f));

/**
 * tools/serve.mjs on a free port, for one folder at a time: `use(dir)` switches (a deploy).
 * `routes`: paths answered with a [type, body] of their own (another app of the origin).
 */
async function serveSwitchable(dir, routes = {}) {
  let current = createServer(dir);
  const server = http.createServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (!route) return current.emit('request', req, res);
    res.writeHead(200, { 'Content-Type': route[0], 'Cache-Control': 'no-cache' });
    res.end(route[1]);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${server.address().port}/`,
    use(next) {
      current = createServer(next);
    },
    /** The network gone: no server, no open connection. */
    stop: () =>
      new Promise((r) => {
        server.close(r);
        server.closeAllConnections();
      }),
  };
}

/**
 * A fresh browser context with the runner's checks: console errors, page errors, HTTP errors.
 * `profile`: a persistent one (its own Chromium, with a temporary profile folder), since
 * Chromium never offers to install from an off-the-record context and then checks nothing else.
 */
async function openContext(browser, { profile = null } = {}) {
  const viewport = { width: 1200, height: 900 };
  const ctx = profile
    ? await (await import('playwright-core')).chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
        viewport,
      })
    : await browser.newContext({ viewport });
  const problems = [];
  ctx.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console: ${m.text()}`));
  ctx.on('weberror', (e) => problems.push(`page error: ${e.error().message}`));
  ctx.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} for ${r.url()}`));
  ctx.on('requestfailed', (r) => {
    // Offline, the service worker tries the network for the page first, as it should.
    if (r.serviceWorker() && new URL(r.url()).pathname.endsWith('/')) return;
    problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return { ctx, problems };
}

const controlled = (page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
const cacheNames = (page) => page.evaluate(() => caches.keys());
/** Polls `check` (page.waitForFunction does not wait for a promise) until true; else throws `why()`. */
async function until(check, why, timeout = 30_000) {
  for (const end = Date.now() + timeout; !(await check()); ) {
    if (Date.now() > end) throw new Error(await why());
    await new Promise((r) => setTimeout(r, 200));
  }
}
async function offline(ctx, page, server) {
  await server.stop();
  await ctx.setOffline(true);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
async function ready(page) {
  await page.waitForSelector('body[data-solver="ready"]', { timeout: 30_000 });
}

test('offline: the built page installs its service worker, then loads, makes a puzzle and hints with no network', async ({
  context,
}) => {
  requireDist();
  const sw = swOf(DIST);
  const server = await serveSwitchable(DIST);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dlx-offline-profile-'));
  const { ctx, problems } = await openContext(context.browser(), { profile });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(server.base);
    await ready(page);
    await controlled(page);
    assertEqual(await cacheNames(page), [cacheOf(server.base, sw.version)], 'the caches after the first visit');
    const cached = await page.evaluate(
      async (name) => {
        const keys = await (await caches.open(name)).keys();
        return keys.map((r) => new URL(r.url).pathname.slice(1)).sort();
      },
      cacheOf(server.base, sw.version),
    );
    assertEqual(cached, [...sw.files].sort(), 'the precached files');

    // Chromium's own installability check (what its install prompt needs), through DevTools.
    const cdp = await ctx.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    await cdp.detach();
    assertEqual(installabilityErrors, [], 'installability errors');
    assertEqual(manifestErrors, [], 'manifest errors');

    await offline(ctx, page, server);
    await page.reload();
    await ready(page);
    await page.getByRole('tab', { name: 'Play', exact: true }).click();
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('easy');
    await page.getByRole('button', { name: 'New puzzle', exact: true }).click();
    const made = await waitStatus(page, /New easy puzzle|Could not/, 60_000);
    assert(/^New easy puzzle/.test(made), `offline New puzzle: ${made}`);
    const grid = await readGrid(page);
    assert(grid.filter(Boolean).length >= 17, `the new puzzle has ${grid.filter(Boolean).length} givens`);
    assertEqual(countSolutions(grid), 1, 'solutions of the offline puzzle (backtracking in the test)');
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const hint = await waitStatus(page, /^Hint\b|Could not/);
    assert(/^Hint\b/.test(hint), `offline hint: ${hint}`);
    // A lesson, its example (replayed in its own worker) and Practice from the bank (a Jellyfish
    // is rare in generated puzzles: www/learn/practice.js), offline.
    await page.goto(`${server.base}?learn=jellyfish`);
    await page.locator('#learn-board[data-technique="jellyfish"]').waitFor({ timeout: 60_000 });
    // Every language's lessons are in the bundle: French and back, offline.
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'fr'));
    await page.getByRole('heading', { level: 2, name: 'Méduse' }).waitFor();
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'en'));
    await page.getByRole('heading', { level: 2, name: 'Jellyfish' }).waitFor();
    await page.getByRole('button', { name: 'Practice', exact: true }).click();
    const practice = await waitStatus(page, /^Practice: |^No practice/, 60_000);
    assert(/^Practice: .* from our bank/.test(practice), `offline Practice: ${practice}`);
    const practised = await readGrid(page);
    const path = await replayToTechnique(await nodeEngine(), practised, 'jellyfish');
    assert(path.index >= 0, `the practice puzzle's path has no Jellyfish: ${practised.join('')}`);
    assertEqual(problems, [], 'console, page and HTTP errors');
  } finally {
    await ctx.close();
    await server.stop().catch(() => {});
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline: a new build replaces the old on the next visit; a page still open on the old one keeps its files', async ({
  context,
}) => {
  requireDist();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dlx-offline-'));
  const server = await serveSwitchable(DIST);
  const { ctx, problems } = await openContext(context.browser());
  try {
    // The second build: www/ with a changed worker (so the worker and page bundle get new names).
    const www2 = path.join(tmp, 'www');
    fs.cpSync(WWW, www2, { recursive: true, dereference: true });
    fs.appendFileSync(path.join(www2, 'engine', 'solver-worker.js'), '\nself.dlxSudokuBuild = 2;\n');
    const dist2 = path.join(tmp, 'dist');
    await build(dist2, { www: www2 });
    const [one, two] = [swOf(DIST), swOf(dist2)];
    assert(one.version !== two.version, 'the second build has another version');
    const oldWorker = named(DIST, 'solver-worker-');
    assert(oldWorker !== named(dist2, 'solver-worker-'), 'the second build renamed the worker');

    const oldPage = await ctx.newPage();
    await oldPage.goto(server.base);
    await ready(oldPage);
    await controlled(oldPage);

    server.use(dist2); // the deploy
    const newPage = await ctx.newPage();
    await newPage.goto(server.base);
    await ready(newPage);
    const app2 = named(dist2, 'app-');
    assertEqual(
      await newPage.evaluate(() => document.querySelector('script[src^="app-"]').getAttribute('src')),
      app2,
      'the next visit runs the new page',
    );
    // The visit made the browser fetch sw.js: the new worker installs, takes over, drops the old cache.
    await until(
      async () => JSON.stringify(await cacheNames(newPage)) === JSON.stringify([cacheOf(server.base, two.version)]),
      async () => `the caches are ${JSON.stringify(await cacheNames(newPage))}, not the new version's alone`,
    );
    await controlled(newPage);

    await offline(ctx, newPage, server);
    await newPage.reload();
    await ready(newPage);
    assertEqual(
      await newPage.evaluate(() => document.querySelector('script[src^="app-"]').getAttribute('src')),
      app2,
      'offline, the new version from the cache',
    );
    // The old page starts its (old) worker again, as after a Cancel: the script and the wasm of
    // the first build come from the new cache, which carried them over.
    const started = await oldPage.evaluate(
      (url) =>
        new Promise((resolve) => {
          const w = new Worker(url, { type: 'module' });
          w.onmessage = (e) => {
            if ('ready' in e.data) resolve(e.data.ready ? 'ready' : `failed: ${e.data.error}`);
          };
          w.onerror = (e) => resolve(`error: ${e.message || 'the worker did not load'}`);
          w.postMessage({ wasm: null }); // as the client starts it: the .wasm beside its glue
        }),
      oldWorker,
    );
    assertEqual(started, 'ready', 'the old page, offline, starting its worker');
    assertEqual(problems, [], 'console, page and HTTP errors');
  } finally {
    await ctx.close();
    await server.stop().catch(() => {});
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('offline: the page served from www/ as it is registers no worker, and removes one a build left on its origin', async ({
  context,
}) => {
  requireDist();
  const server = await serveSwitchable(DIST);
  const { ctx, problems } = await openContext(context.browser());
  try {
    const page = await ctx.newPage();
    await page.goto(server.base);
    await ready(page);
    await controlled(page);
    server.use(WWW); // the dev page on the same origin: its index.html names no service worker
    await page.reload();
    await ready(page);
    assertEqual(
      await page.evaluate(() => document.querySelector('script[type="module"]').getAttribute('src')),
      'app.js',
      'the page from www/',
    );
    const registrations = () => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length));
    await until(
      async () => (await registrations()) === 0,
      async () => `${await registrations()} service worker(s) still registered`,
    );
    assertEqual(problems, [], 'console, page and HTTP errors');
  } finally {
    await ctx.close();
    await server.stop().catch(() => {});
  }
});

/** A second build (www/ with a changed worker: new names, another version) into `dir`. */
async function secondBuild(tmp, dir) {
  const www2 = path.join(tmp, 'www');
  fs.cpSync(WWW, www2, { recursive: true, dereference: true });
  fs.appendFileSync(path.join(www2, 'engine', 'solver-worker.js'), '\nself.dlxSudokuBuild = 2;\n');
  await build(dir, { www: www2 });
}
const appOf = (page) => page.evaluate(() => document.querySelector('script[src^="app-"]').getAttribute('src'));

test('offline: two builds at two paths of one origin keep their own caches; other caches of the origin are left alone and a file planted in a cache is not served', async ({
  context,
}) => {
  requireDist();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dlx-offline-'));
  // One origin: /v1/ the build, /v2/ a second build (another version); index.html at the top
  // only because the server reads its CSP there.
  const site = path.join(tmp, 'site');
  fs.cpSync(DIST, path.join(site, 'v1'), { recursive: true });
  await secondBuild(tmp, path.join(site, 'v2'));
  fs.copyFileSync(path.join(DIST, 'index.html'), path.join(site, 'index.html'));
  const [one, two] = [swOf(DIST), swOf(path.join(site, 'v2'))];
  assert(one.version !== two.version, 'two versions');
  const server = await serveSwitchable(site, {
    '/another/': ['text/html', '<!doctype html><title>another app</title><link rel="icon" href="data:,">'],
  });
  const [scope1, scope2] = [`${server.base}v1/`, `${server.base}v2/`];
  const { ctx, problems } = await openContext(context.browser());
  try {
    const p1 = await ctx.newPage();
    await p1.goto(scope1);
    await ready(p1);
    await controlled(p1);
    // Another app of the origin keeps caches of its own: one under a name like those this page
    // used before its caches were named after their scope.
    const other = await ctx.newPage();
    await other.goto(`${server.base}another/`);
    await other.evaluate(async (base) => {
      await (await caches.open('dlx-sudoku-aaaaaaaa')).put(`${base}another/index.html`, new Response('another app'));
      await (await caches.open('another-app')).put(`${base}another/app.js`, new Response('another app'));
    }, server.base);

    const p2 = await ctx.newPage();
    await p2.goto(scope2);
    await ready(p2);
    await controlled(p2);
    const expected = [cacheOf(scope1, one.version), cacheOf(scope2, two.version), 'dlx-sudoku-aaaaaaaa', 'another-app'];
    await until(
      async () => JSON.stringify((await cacheNames(p2)).sort()) === JSON.stringify([...expected].sort()),
      async () => `the caches are ${JSON.stringify(await cacheNames(p2))}, not ${JSON.stringify(expected)}`,
    );

    // A same-origin page plants a script in /v1/'s cache, under the page bundle's name: the next
    // visit runs the real one (the worker checks it against the build's SHA-256), and the cache
    // holds the real one again.
    const app1 = named(DIST, 'app-');
    await other.evaluate(
      async ([name, url]) => {
        const poison = new Response("document.title = 'POISONED';", { headers: { 'Content-Type': 'text/javascript' } });
        await (await caches.open(name)).put(url, poison);
      },
      [cacheOf(scope1, one.version), `${scope1}${app1}`],
    );
    await p1.reload();
    await ready(p1);
    assert((await p1.title()) !== 'POISONED', 'the planted script ran');
    const size = fs.statSync(path.join(DIST, app1)).size;
    await until(
      async () =>
        (await p1.evaluate(
          async ([name, url]) => (await (await (await caches.open(name)).match(url))?.arrayBuffer())?.byteLength,
          [cacheOf(scope1, one.version), `${scope1}${app1}`],
        )) === size,
      async () => 'the cache does not hold the real page bundle again',
    );

    // With no network, each path loads its own build from its own cache.
    await offline(ctx, p1, server);
    for (const [page, app] of [
      [p1, app1],
      [p2, named(path.join(site, 'v2'), 'app-')],
    ]) {
      await page.reload();
      await ready(page);
      assertEqual(await appOf(page), app, `offline, ${page.url()}`);
    }
    assertEqual(problems, [], 'console, page and HTTP errors');
  } finally {
    await ctx.close();
    await server.stop().catch(() => {});
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test("offline: the page served from www/ removes its own build's worker and leaves another app's worker on the origin", async ({
  context,
}) => {
  requireDist();
  const server = await serveSwitchable(DIST, {
    '/other/sw.js': ['text/javascript', "self.addEventListener('fetch', () => {});\n"],
  });
  const { ctx, problems } = await openContext(context.browser());
  try {
    const page = await ctx.newPage();
    await page.goto(server.base);
    await ready(page);
    await controlled(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/other/sw.js', { scope: '/other/' });
    });
    const scopes = () =>
      page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.map((r) => r.scope).sort()));
    assertEqual(await scopes(), [server.base, `${server.base}other/`], 'two workers on the origin');
    server.use(WWW); // the dev page at the build's address
    await page.reload();
    await ready(page);
    assertEqual(
      await page.evaluate(() => document.querySelector('script[type="module"]').getAttribute('src')),
      'app.js',
    );
    await until(
      async () => !(await scopes()).includes(server.base),
      async () => `the build's worker is still registered: ${JSON.stringify(await scopes())}`,
    );
    await page.waitForTimeout(500); // anything else it would unregister is gone by now
    assertEqual(await scopes(), [`${server.base}other/`], "the other app's worker is still registered");
    assertEqual(problems, [], 'console, page and HTTP errors');
  } finally {
    await ctx.close();
    await server.stop().catch(() => {});
  }
});
