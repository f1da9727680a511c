#!/usr/bin/env node
// The production build of the page: www/ (with the wasm package in www/pkg) -> dist/.
//
//   node tools/dist.mjs [OUT]     default OUT: dist
//
// esbuild (pinned in package.json) bundles and minifies the page's modules (app.js and what it
// imports) and the worker (solver-worker.js with the wasm package's glue) into one file each, and
// minifies style.css. What the page loads on demand (each language's words and lessons) is a
// chunk of its own (NAME-HASH.js, esbuild's name), precached for offline use. Every asset is named by its content (NAME-HASH.ext, 8 characters of
// base32 of its SHA-256), so a host may cache it for good; index.html, which points at them,
// is the one file to revalidate. The two references esbuild does not follow are rewritten by
// hand, each checked to occur exactly once: the worker's URL in the page bundle and the wasm
// file's URL in the worker bundle. Each file gets a .gz (gzip -9) and a .br (Brotli 11) beside
// it when that is smaller. Also written: _headers, the response headers for hosts that read
// that file (Netlify, Cloudflare Pages), the CSP with frame-ancestors 'none' and X-Frame-Options
// among them; docs/deploy.md says what other hosts need.
//
// Offline and installable: the web app manifest and its icons are copied as they are, and sw.js,
// the service worker (tools/service-worker.mjs with the list of files to precache and a version,
// a hash of those files), is written beside index.html, which gets a <meta name="service-worker">
// that page/offline.js reads to register it (the dev server, www/ as it is, has neither).

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DEFAULT_WWW = path.join(ROOT, 'www');
// Copied unchanged and unhashed (the manifest's URL must stay put; the icons are named in it).
const STATIC = [
  'manifest.webmanifest',
  'icons/icon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
];
// Browsers of the page: ES modules in workers and wasm-unsafe-eval (Chrome 97, Firefox 114, Safari 16).
const TARGET = ['chrome97', 'firefox114', 'safari16'];
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
// Added to the header CSP (a <meta> policy ignores it): no site may frame the page (clickjacking);
// X-Frame-Options: DENY says the same to browsers without CSP 2. tools/serve.mjs adds the same.
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** 8 base32 characters of the SHA-256 of `bytes` (40 bits: collisions are not a concern here). */
export function contentHash(bytes) {
  const digest = crypto.createHash('sha256').update(bytes).digest();
  let out = '';
  for (let i = 0; i < 8; i++) {
    const bit = i * 5;
    const two = (digest[bit >> 3] << 8) | digest[(bit >> 3) + 1];
    out += BASE32[(two >> (11 - (bit & 7))) & 31];
  }
  return out;
}

/** `text` with the one occurrence of `from` replaced by `to`; throws when there is not exactly one. */
export function replaceOnce(text, from, to, what) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) {
    throw new Error(`${what}: expected exactly one ${JSON.stringify(from)}`);
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/**
 * `entry` bundled: { main, chunks }. With `split`, what the code loads with a dynamic import()
 * (the page's languages) becomes chunks of its own, named by esbuild from their contents
 * (NAME-HASH.js), so the first load fetches only what the page runs; `main` imports them by
 * those names, relative to itself.
 */
async function bundle(www, entry, { split = false } = {}) {
  const outdir = path.join(www, '.dist-chunks');
  const result = await esbuild.build({
    entryPoints: [path.join(www, entry)],
    bundle: true,
    format: 'esm',
    minify: true,
    target: TARGET,
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
    // wasm-bindgen's glue lists a snippet module twice in one object literal (same value).
    logOverride: { 'duplicate-object-key': 'silent' },
    ...(split ? { splitting: true, outdir, entryNames: 'entry', chunkNames: '[name]-[hash]' } : {}),
  });
  if (!split) return { main: result.outputFiles[0].text, chunks: [] };
  const entryPath = path.join(outdir, 'entry.js');
  const main = result.outputFiles.find((f) => f.path === entryPath);
  if (!main) throw new Error(`${entry}: esbuild wrote no entry file`);
  const chunks = result.outputFiles
    .filter((f) => f !== main)
    .map((f) => {
      if (path.dirname(f.path) !== outdir) throw new Error(`${entry}: a chunk outside the bundle's folder: ${f.path}`);
      return { file: path.basename(f.path), text: f.text };
    });
  return { main: main.text, chunks };
}

/**
 * Builds the page into `out` (emptied first) from `www` (default: the repository's www/);
 * returns [file, raw, gzip, brotli bytes] rows.
 */
export async function build(out, { www = DEFAULT_WWW } = {}) {
  const wasmPath = path.join(www, 'pkg', 'dlx_sudoku_bg.wasm');
  if (!fs.existsSync(wasmPath))
    throw new Error(`${wasmPath} is missing: build the wasm package first (./build.sh build)`);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const written = [];
  const emit = (name, ext, data) => {
    const file = `${name}-${contentHash(data)}.${ext}`;
    fs.writeFileSync(path.join(out, file), data);
    written.push(file);
    return file;
  };

  const wasm = emit('dlx_sudoku_bg', 'wasm', fs.readFileSync(wasmPath));
  // The glue's default init() fetches new URL('dlx_sudoku_bg.wasm', import.meta.url).
  let { main: worker } = await bundle(www, 'engine/solver-worker.js');
  worker = replaceOnce(worker, '"dlx_sudoku_bg.wasm"', JSON.stringify(wasm), 'worker bundle');
  const workerFile = emit('solver-worker', 'js', worker);

  // The page starts the package's own worker, new URL('./solver-worker.js', import.meta.url) in
  // engine/solver-client.js, and fetches the .wasm it hands that worker,
  // new URL('../pkg/dlx_sudoku_bg.wasm', import.meta.url): both become the hashed files beside the bundle.
  // The rewritten URLs must sit in the entry file, and chunks are renamed by their contents
  // like every asset: each after the chunks it imports, whose names it then holds.
  let { main: app, chunks } = await bundle(www, 'app.js', { split: true });
  const renamed = new Map();
  const withNames = (text) => {
    for (const [from, to] of renamed) text = text.replaceAll(`"./${from}"`, `"./${to}"`);
    return text;
  };
  const imports = (text) => chunks.filter((c) => text.includes(`"./${c.file}"`)).map((c) => c.file);
  while (renamed.size < chunks.length) {
    const ready = chunks.filter((c) => !renamed.has(c.file) && imports(c.text).every((f) => renamed.has(f)));
    if (ready.length === 0) throw new Error('the page bundle has chunks that import each other in a cycle');
    for (const chunk of ready) {
      if (chunk.text.includes('"./solver-worker.js"') || chunk.text.includes('"../pkg/dlx_sudoku_bg.wasm"'))
        throw new Error(`the worker's or the wasm file's URL is in the chunk ${chunk.file}, not in the page bundle`);
      const name = chunk.file.replace(/-[A-Z0-9]{8}\.js$/, '');
      renamed.set(chunk.file, emit(name, 'js', withNames(chunk.text)));
    }
  }
  const chunkFiles = [...renamed.values()];
  app = withNames(app);
  app = replaceOnce(app, '"./solver-worker.js"', JSON.stringify(`./${workerFile}`), 'page bundle');
  app = replaceOnce(app, '"../pkg/dlx_sudoku_bg.wasm"', JSON.stringify(`./${wasm}`), 'page bundle');
  const appFile = emit('app', 'js', app);

  const css = await esbuild.build({
    entryPoints: [path.join(www, 'style.css')],
    bundle: true,
    minify: true,
    target: TARGET,
    write: false,
    logLevel: 'warning',
  });
  const cssFile = emit('style', 'css', css.outputFiles[0].text);

  let html = fs.readFileSync(path.join(www, 'index.html'), 'utf8');
  html = html.replace(/<!--[\s\S]*?-->/g, '').replace(/\n\s*\n/g, '\n');
  html = replaceOnce(html, 'href="style.css"', `href="${cssFile}"`, 'index.html');
  html = replaceOnce(html, 'src="app.js"', `src="${appFile}"`, 'index.html');
  html = replaceOnce(html, '</head>', '<meta name="service-worker" content="sw.js">\n</head>', 'index.html');
  fs.writeFileSync(path.join(out, 'index.html'), html);
  written.push('index.html');

  for (const file of STATIC) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.copyFileSync(path.join(www, file), path.join(out, file));
    written.push(file);
  }
  // Every language's chunk too: the page works offline in any of them.
  const precache = ['index.html', appFile, cssFile, workerFile, wasm, ...chunkFiles, ...STATIC];
  fs.writeFileSync(path.join(out, 'sw.js'), serviceWorker(out, precache));
  written.push('sw.js');

  const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1];
  if (!csp) throw new Error('index.html has no Content-Security-Policy meta tag');
  const headers = [
    '/*',
    `  Content-Security-Policy: ${csp}; ${FRAME_ANCESTORS}`,
    '  X-Frame-Options: DENY',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: no-referrer',
    // Cache-Control per path, never two for one file (Netlify joins the values of all matches).
    // sw.js above all: a browser checks it for a new version on each visit.
    ...['/', '/index.html', '/sw.js', '/manifest.webmanifest'].flatMap((f) => [f, '  Cache-Control: no-cache']),
    ...[wasm, workerFile, appFile, cssFile, ...chunkFiles].flatMap((f) => [
      `/${f}`,
      '  Cache-Control: public, max-age=31536000, immutable',
    ]),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(out, '_headers'), headers);

  const rows = [];
  for (const file of written) {
    const data = fs.readFileSync(path.join(out, file));
    const gz = zlib.gzipSync(data, { level: 9 });
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    if (gz.length < data.length) fs.writeFileSync(path.join(out, `${file}.gz`), gz);
    if (br.length < data.length) fs.writeFileSync(path.join(out, `${file}.br`), br);
    rows.push([file, data.length, gz.length, br.length]);
  }
  return rows;
}

/**
 * The service worker for the files `precache` of `out` (paths relative to it): the template with
 * its FILES, SHA256 (each file's SHA-256, hex, which it checks before caching and serving) and
 * VERSION (a hash of each file's name and contents) filled in.
 */
export function serviceWorker(out, precache) {
  const sha = crypto.createHash('sha256');
  const each = [];
  for (const file of precache) {
    const data = fs.readFileSync(path.join(out, file));
    sha.update(`${file}\0`).update(data).update('\0');
    each.push(crypto.createHash('sha256').update(data).digest('hex'));
  }
  const version = contentHash(sha.digest()).toLowerCase();
  let sw = fs.readFileSync(path.join(ROOT, 'tools', 'service-worker.mjs'), 'utf8');
  sw = replaceOnce(sw, "const VERSION = 'dev'; // dist fills in", `const VERSION = '${version}';`, 'service worker');
  sw = replaceOnce(
    sw,
    'const FILES = []; // dist fills in',
    `const FILES = ${JSON.stringify(precache)};`,
    'service worker',
  );
  sw = replaceOnce(
    sw,
    'const SHA256 = []; // dist fills in',
    `const SHA256 = ${JSON.stringify(each)};`,
    'service worker',
  );
  return sw;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));
  try {
    const rows = await build(out);
    const total = [0, 0, 0];
    console.log(`    ${path.relative(ROOT, out) || out}/: bytes raw, gzip -9, brotli 11`);
    for (const [file, ...sizes] of rows) {
      console.log(`      ${sizes.map((n) => String(n).padStart(8)).join(' ')}  ${file}`);
      sizes.forEach((n, i) => {
        total[i] += n;
      });
    }
    console.log(`      ${total.map((n) => String(n).padStart(8)).join(' ')}  total`);
  } catch (err) {
    console.error(`dist.mjs: error: ${err.message}`);
    process.exit(1);
  }
}
