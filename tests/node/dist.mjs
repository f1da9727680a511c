// The production build of the page (tools/dist.mjs) and its server (tools/serve.mjs): the
// build is made afresh into a temporary folder from www/ and www/pkg (./build.sh build), then
// read back file by file (the service worker's list and version, the manifest's icons too),
// served, and played in headless Chromium (a hint, Solve) to show that the rewritten names,
// the bundles and the CSP work together.

import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

import { build, contentHash, replaceOnce } from '../../tools/dist.mjs';
import { HASHED, createServer, extraHeaders, metaCsp } from '../../tools/serve.mjs';
import { launchChromium } from '../e2e/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLUE17 = '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....';
const OUT = fs.mkdtempSync(path.join(os.tmpdir(), 'dlx-dist-'));
const built = build(OUT);
test.after(() => fs.rmSync(OUT, { recursive: true, force: true }));

/** Base32 (RFC 4648) of the SHA-256, the first 8 characters, through a string of bits. */
function base32Prefix(bytes) {
  const bits = [...crypto.createHash('sha256').update(bytes).digest()]
    .map((b) => b.toString(2).padStart(8, '0'))
    .join('');
  let out = '';
  for (let i = 0; i < 40; i += 5) out += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[Number.parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

/** One GET without decompression: status, headers and the raw body. */
function get(port, pathname, encoding) {
  return new Promise((resolve, reject) => {
    const headers = encoding ? { 'Accept-Encoding': encoding } : {};
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('content hashes are the first 40 bits of SHA-256 in base32', () => {
  for (const text of ['', 'a', 'dlx-sudoku', 'x'.repeat(1000)]) {
    assert.equal(contentHash(Buffer.from(text)), base32Prefix(Buffer.from(text)), JSON.stringify(text));
  }
  assert.equal(replaceOnce('a "w.js" b', '"w.js"', '"w-X.js"', 't'), 'a "w-X.js" b');
  assert.throws(() => replaceOnce('"w.js" "w.js"', '"w.js"', 'x', 't'), /exactly one/);
  assert.throws(() => replaceOnce('nothing', '"w.js"', 'x', 't'), /exactly one/);
});

test('dist/: hashed names that match their contents, every reference resolved, .gz and .br equal to the file', async () => {
  const rows = await built;
  const files = fs.readdirSync(OUT);
  const assets = files.filter((f) => HASHED.test(f));
  // The four files of the page, and the chunks it loads on demand: a language's words and its
  // lessons.
  const CORE = ['app.js', 'dlx_sudoku_bg.wasm', 'solver-worker.js', 'style.css'];
  const plain = (f) => f.replace(/-[A-Z2-7]{8}\./, '.');
  assert.deepEqual(
    assets
      .map(plain)
      .filter((f) => CORE.includes(f))
      .sort(),
    CORE,
  );
  const chunks = assets.filter((f) => !CORE.includes(plain(f)));
  // Two chunks a language other than English, and no chunk they share with the page: esbuild
  // makes one for a helper both use (a namespace object's), one more request for 106 bytes.
  assert.deepEqual(
    chunks.map(plain).sort(),
    ['de', 'es', 'fr', 'ja', 'zh'].flatMap((lang) => [`${lang}.js`, `lessons-${lang}.js`]).sort(),
  );
  for (const f of assets) {
    assert.equal(f.match(/-([A-Z2-7]{8})\./)[1], base32Prefix(fs.readFileSync(path.join(OUT, f))), f);
  }
  const read = (prefix) =>
    fs.readFileSync(
      path.join(
        OUT,
        assets.find((f) => f.startsWith(prefix)),
      ),
      'utf8',
    );
  const html = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
  const byName = (prefix) => assets.find((f) => f.startsWith(prefix));
  assert.ok(html.includes(`href="${byName('style-')}"`), 'index.html links the hashed style sheet');
  assert.ok(html.includes(`src="${byName('app-')}"`), 'index.html loads the hashed page bundle');
  assert.ok(read('app-').includes(`"./${byName('solver-worker-')}"`), 'the page bundle starts the hashed worker');
  assert.ok(read('solver-worker-').includes(`"${byName('dlx_sudoku_bg-')}"`), 'the worker fetches the hashed wasm');
  // The worker imports nothing (esbuild inlined every import); the page and its chunks import
  // only chunks of dist/, and every chunk is imported by the page or another chunk.
  assert.ok(
    !/(?:^|[;}])\s*import\s*[\w{*"']|\bimport\s*\(|\bfrom\s*["']\.\.?\//.test(read('solver-worker-')),
    'solver-worker: an import',
  );
  const imported = new Set();
  for (const f of [byName('app-'), ...chunks]) {
    const text = fs.readFileSync(path.join(OUT, f), 'utf8');
    for (const [, name] of text.matchAll(/(?:import\s*\(?|from)\s*"\.\/([^"]+)"/g)) {
      assert.ok(chunks.includes(name), `${f} imports ./${name}, which is no chunk of dist/`);
      imported.add(name);
    }
  }
  for (const f of chunks) assert.ok(imported.has(f), `${f} is imported by nothing`);
  const www = fs.readFileSync(path.join(ROOT, 'www', 'index.html'), 'utf8');
  assert.equal(metaCsp(html), metaCsp(www), 'the same CSP as www/index.html');
  assert.ok(fs.readFileSync(path.join(OUT, '_headers'), 'utf8').includes(`Content-Security-Policy: ${metaCsp(www)}`));
  for (const [file, raw] of rows) {
    const data = fs.readFileSync(path.join(OUT, file));
    assert.equal(data.length, raw, file);
    if (files.includes(`${file}.gz`))
      assert.ok(zlib.gunzipSync(fs.readFileSync(path.join(OUT, `${file}.gz`))).equals(data));
    if (files.includes(`${file}.br`)) {
      assert.ok(zlib.brotliDecompressSync(fs.readFileSync(path.join(OUT, `${file}.br`))).equals(data));
    }
  }
  for (const f of [...assets, 'index.html']) assert.ok(files.includes(`${f}.br`), `${f}.br`);
});

test('sw.js precaches the page and every file it loads, under a version of their contents; the manifest and its icons', async () => {
  await built;
  const sw = fs.readFileSync(path.join(OUT, 'sw.js'), 'utf8');
  const files = JSON.parse(/^const FILES = (\[.*\]);$/m.exec(sw)[1]);
  const version = /^const VERSION = '([a-z2-7]{8})';$/m.exec(sw)[1];
  // What the page needs offline, listed here from dist/ itself: the page, the four hashed
  // files, the chunks of every language, the manifest and every icon; never a .gz/.br copy,
  // _headers or sw.js itself.
  const all = fs.readdirSync(OUT, { recursive: true }).filter((f) => fs.statSync(path.join(OUT, f)).isFile());
  const needed = all.filter((f) => !/\.(gz|br)$/.test(f) && f !== '_headers' && f !== 'sw.js').sort();
  const chunks = needed.filter((f) => /^[a-z-]+-[A-Z2-7]{8}\.js$/.test(f) && !/^(app|solver-worker)-/.test(f));
  assert.equal(needed.length, 10 + chunks.length, `dist/ holds ${needed.join(', ')}`);
  assert.deepEqual([...files].sort(), needed);
  // The version: the first 8 base32 characters (lower case) of SHA-256 over name, NUL, contents, NUL.
  const sha = crypto.createHash('sha256');
  for (const f of files)
    sha
      .update(`${f}\0`)
      .update(fs.readFileSync(path.join(OUT, f)))
      .update('\0');
  assert.equal(version, base32Prefix(sha.digest()).toLowerCase());
  const html = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
  assert.ok(html.includes('<meta name="service-worker" content="sw.js">'), 'index.html names the service worker');
  assert.ok(html.includes('<link rel="manifest" href="manifest.webmanifest">'));
  assert.ok(!fs.readFileSync(path.join(ROOT, 'www', 'index.html'), 'utf8').includes('name="service-worker"'));
  assert.match(metaCsp(html), /manifest-src 'self'/);

  const manifest = JSON.parse(fs.readFileSync(path.join(OUT, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.scope, './');
  assert.ok(manifest.name && manifest.short_name);
  const pngSize = (f) => {
    const b = fs.readFileSync(path.join(OUT, f));
    assert.equal(b.subarray(1, 4).toString('latin1'), 'PNG', `${f} is a PNG`);
    return `${b.readUInt32BE(16)}x${b.readUInt32BE(20)}`; // the IHDR chunk's width and height
  };
  for (const icon of manifest.icons) {
    assert.ok(files.includes(icon.src), `${icon.src} is precached`);
    if (icon.type === 'image/png') assert.equal(pngSize(icon.src), icon.sizes, icon.src);
    else assert.match(fs.readFileSync(path.join(OUT, icon.src), 'utf8'), /^<svg /, icon.src);
  }
  const pngs = manifest.icons.filter((i) => i.type === 'image/png');
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ])
    assert.ok(
      pngs.some((i) => i.sizes === sizes && i.purpose === purpose),
      `a ${sizes} ${purpose} PNG`,
    );
  const headers = fs.readFileSync(path.join(OUT, '_headers'), 'utf8');
  assert.match(headers, /^\/sw\.js\n {2}Cache-Control: no-cache$/m, 'sw.js is revalidated');
  // Each file's SHA-256, which the worker checks before it caches and before it serves a file.
  const sums = JSON.parse(/^const SHA256 = (\[.*\]);$/m.exec(sw)[1]);
  assert.deepEqual(
    sums,
    files.map((f) =>
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(OUT, f)))
        .digest('hex'),
    ),
  );
});

test('no site may frame the page: frame-ancestors and X-Frame-Options from _headers and the server', async () => {
  await built;
  const meta = metaCsp(fs.readFileSync(path.join(OUT, 'index.html'), 'utf8'));
  assert.doesNotMatch(meta, /frame-ancestors/, 'not in the <meta> policy, where browsers ignore it');
  const headers = fs.readFileSync(path.join(OUT, '_headers'), 'utf8');
  const all = headers.split(/\n(?=\S)/).find((block) => block.startsWith('/*\n'));
  assert.ok(all.includes(`\n  Content-Security-Policy: ${meta}; frame-ancestors 'none'\n`), all);
  assert.ok(all.includes('\n  X-Frame-Options: DENY\n'), all);
  const server = createServer(OUT);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  try {
    for (const pathname of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(port, pathname);
      assert.equal(res.status, 200, pathname);
      assert.equal(res.headers['x-frame-options'], 'DENY', pathname);
      assert.match(res.headers['content-security-policy'], /; frame-ancestors 'none'$/, pathname);
    }
  } finally {
    server.close();
  }
});

test('the nginx example in docs/deploy.md sends frame-ancestors and X-Frame-Options wherever it sends the CSP', () => {
  const doc = fs.readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8');
  const nginx = /```nginx\n([\s\S]*?)```/.exec(doc)[1];
  const csps = nginx.match(/add_header Content-Security-Policy "[^"]*"/g) ?? [];
  assert.ok(csps.length >= 1, 'the example sends a CSP');
  for (const line of csps) assert.match(line, /; frame-ancestors 'none'"$/, line);
  const blocks = nginx.split(/\n\s*location /);
  for (const block of blocks.filter((b) => b.includes('add_header')))
    assert.match(block, /add_header X-Frame-Options DENY always;/, block.slice(0, 80));
});

test('the server: Brotli or gzip by Accept-Encoding, application/wasm, the CSP, a year for hashed names only', async () => {
  await built;
  const server = createServer(OUT);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  try {
    const wasm = fs.readdirSync(OUT).find((f) => f.endsWith('.wasm'));
    const raw = fs.readFileSync(path.join(OUT, wasm));
    for (const [encoding, expected, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      [undefined, undefined, (b) => b],
    ]) {
      const res = await get(port, `/${wasm}`, encoding);
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'application/wasm');
      assert.equal(res.headers['content-encoding'], expected, `Accept-Encoding: ${encoding}`);
      assert.ok(decode(res.body).equals(raw), `body for Accept-Encoding: ${encoding}`);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    const page = await get(port, '/?p=1', 'br');
    assert.equal(page.status, 200);
    assert.match(page.headers['content-type'], /^text\/html/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    const csp = metaCsp(fs.readFileSync(path.join(OUT, 'index.html'), 'utf8'));
    // The page's policy, plus frame-ancestors, which only a header can carry.
    assert.equal(page.headers['content-security-policy'], `${csp}; frame-ancestors 'none'`);
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal((await get(port, '/solver-worker.js')).status, 404, 'the unhashed name is not there');
    assert.equal((await get(port, '/../package.json')).status, 404);
    assert.equal(extraHeaders('/app-ABCDEFGH.js', null)['Cache-Control'], 'public, max-age=31536000, immutable');
    assert.equal(extraHeaders('/app.js', null)['Cache-Control'], 'no-cache');
    const sw = await get(port, '/sw.js');
    assert.equal(sw.headers['cache-control'], 'no-cache', 'sw.js is never cached for good');
    assert.match(sw.headers['content-type'], /^text\/javascript/);
    const manifest = await get(port, '/manifest.webmanifest');
    assert.equal(manifest.headers['content-type'], 'application/manifest+json');
  } finally {
    server.close();
  }
});

test('the page from dist/ in Chromium: loads a link, gives a hint, solves, with no console error', async () => {
  await built;
  const { chromium } = await import('playwright-core');
  const server = createServer(OUT);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const browser = await launchChromium(chromium);
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/?p=${CLUE17}`);
    await page.waitForSelector('body[data-solver="ready"]', { timeout: 30_000 });
    const status = page.locator('#status');
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.waitForFunction(() => /^Hint\b/.test(document.querySelector('#status').textContent), null, {
      timeout: 30_000,
    });
    await page.getByRole('tab', { name: 'Solve', exact: true }).click();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.waitForFunction(() => /Solved|Could not/.test(document.querySelector('#status').textContent), null, {
      timeout: 30_000,
    });
    assert.match(await status.textContent(), /Solved/);
    const cells = await page.$$eval('[role="gridcell"]', (els) => els.map((e) => e.textContent.trim()).join(''));
    // Line 1 of tests/data/17clue.solutions.txt (as in tests/e2e/support.mjs).
    assert.equal(cells, '143657982952438761867192435795863124314279658286514397438921576671385249529746813');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test('another site cannot frame the page from dist/ (the review framed it from another origin)', async () => {
  await built;
  const { chromium } = await import('playwright-core');
  const server = createServer(OUT);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const app = `http://127.0.0.1:${server.address().port}/`;
  // Another site: localhost is another origin than 127.0.0.1.
  const framer = http.createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><title>framer</title><iframe src="${app}?p=${CLUE17}" width="800" height="600"></iframe>`);
  });
  await new Promise((r) => framer.listen(0, '127.0.0.1', r));
  const browser = await launchChromium(chromium);
  try {
    const page = await browser.newPage();
    const refused = [];
    page.on('console', (m) => /frame-ancestors|X-Frame-Options/.test(m.text()) && refused.push(m.text()));
    const appLoaded = new Promise((resolve) => {
      page.on('response', (r) => r.url().includes('/app-') && resolve(true));
      setTimeout(() => resolve(false), 3000);
    });
    await page.goto(`http://localhost:${framer.address().port}/`);
    assert.equal(await appLoaded, false, "the page's script loaded inside the frame");
    assert.ok(
      page.frames().every((f) => !f.url().startsWith(app)),
      page.frames().map((f) => f.url()),
    );
    assert.ok(refused.length > 0, 'Chromium says why it refused the frame');
  } finally {
    await browser.close();
    server.close();
    framer.close();
  }
});
