#!/usr/bin/env node
// The first-load bytes of each app of tests/embed: what headless Chromium fetches from a fresh
// context until the page is done (<body data-done="ok">) and every board on it is ready, counted
// from the browser's network events (playwright-core's requestfinished: each request, the page's
// and its workers' alike, and the body bytes that crossed the wire; decoded: the file served). The server here
// gzips every response at level 9 when asked (as most hosts do), so the wire bytes are the
// compressed ones.
//
//   node tests/embed/run.mjs --build-only && node tests/embed/first-load.mjs   # prints the table
//   node tests/embed/first-load.mjs --write docs/embedding.md    # also replaces its table there
//
// Each page does what its app does on load beside the board (the plain page solves, rates and
// cancels through its own worker client; the bundler pages also run the core build and generate
// a puzzle): the numbers are those pages', not the board's alone (npm/README.md's Sizes table
// counts the package's files).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../e2e/chromium.mjs';
import { serve } from './static-server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const TIMEOUT_MS = 60_000;
// Each app: the folder served and the page opened in it.
const APPS = {
  plain: ['plain', ''],
  vite: ['vite/dist', ''],
  webpack: ['webpack/dist', ''],
  esbuild: ['esbuild/dist', ''],
  rollup: ['rollup/dist', ''],
  react: ['react/dist', ''],
  ssr: ['ssr', 'dist/before.html'],
};
const BLOCK_START = '<!-- first-load: written by tests/embed/first-load.mjs -->';
const BLOCK_END = '<!-- /first-load -->';

/** One app's first load: requests, decoded bytes and wire bytes, split into .wasm and the rest. */
async function firstLoad(browser, app) {
  const [folder, page0] = APPS[app];
  const dir = path.join(HERE, folder);
  if (!fs.existsSync(path.join(dir, page0 || 'index.html')))
    throw new Error(`${path.relative(ROOT, dir)} is not built: node tests/embed/run.mjs --build-only first`);
  const server = await serve(dir, { gzip: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = [];
  // The wire bytes from the browser; the decoded ones are the served file's size (playwright
  // cannot read the body of a worker's response).
  const fileOf = (url) => {
    const file = path.join(dir, decodeURIComponent(new URL(url).pathname));
    return fs.existsSync(file) && fs.statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
  };
  context.on('requestfinished', (req) =>
    sizes.push(
      req.sizes().then(({ responseBodySize }) => ({
        url: req.url(),
        decoded: fs.statSync(fileOf(req.url())).size,
        wire: responseBodySize,
      })),
    ),
  );
  try {
    await page.goto(`${server.base}${page0}`);
    await page.waitForSelector('body[data-done="ok"]', { timeout: TIMEOUT_MS });
    await page.evaluate(() => Promise.all([...document.querySelectorAll('sudoku-board')].map((b) => b.ready)));
    const done = await Promise.all(sizes);
    const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
    const wasm = done.filter((r) => new URL(r.url).pathname.endsWith('.wasm'));
    return {
      requests: done.length,
      decoded: sum(done, 'decoded'),
      wire: sum(done, 'wire'),
      wasmRequests: wasm.length,
      wasmDecoded: sum(wasm, 'decoded'),
      wasmWire: sum(wasm, 'wire'),
    };
  } finally {
    await context.close();
    server.close();
  }
}

function table(results) {
  const n = (x) => x.toLocaleString('en-US');
  const lines = [
    '| app | requests | bytes (decoded) | bytes (gzip, on the wire) | of which .wasm: requests, decoded / gzip |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const [app, r] of Object.entries(results))
    lines.push(
      `| ${app} | ${r.requests} | ${n(r.decoded)} | ${n(r.wire)} | ${r.wasmRequests}: ${n(r.wasmDecoded)} / ${n(r.wasmWire)} |`,
    );
  return lines.join('\n');
}

async function main() {
  const writeTo = process.argv[2] === '--write' ? process.argv[3] : null;
  const { chromium } = await import('playwright-core');
  const browser = await launchChromium(chromium);
  const results = {};
  try {
    for (const app of Object.keys(APPS)) results[app] = await firstLoad(browser, app);
  } finally {
    await browser.close();
  }
  const text = table(results);
  console.log(`Chromium ${browser.version()}:\n${text}`);
  if (writeTo) {
    const doc = fs.readFileSync(writeTo, 'utf8');
    const a = doc.indexOf(BLOCK_START);
    const b = doc.indexOf(BLOCK_END);
    if (a < 0 || b < a) throw new Error(`${writeTo} has no ${BLOCK_START} ... ${BLOCK_END} block`);
    fs.writeFileSync(writeTo, `${doc.slice(0, a + BLOCK_START.length)}\n${text}\n${doc.slice(b)}`);
    console.log(`first-load: wrote the table into ${writeTo}`);
  }
}

main().catch((err) => {
  console.error(`first-load: ${err?.stack ?? err}`);
  process.exit(1);
});
