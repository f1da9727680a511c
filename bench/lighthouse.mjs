#!/usr/bin/env node
// Lighthouse (pinned in package.json) on the served production build, with the system Chromium:
// the mobile preset (Lighthouse's default: a mid-range phone, slow 4G, 4x CPU slowdown) and the
// desktop preset, a hard puzzle opened by link as the page is usually reached. Writes the scores
// and metrics to bench/results-lighthouse.tmp for bench/report.py, and prints them.
//
//   node bench/lighthouse.mjs              builds nothing: serves dist/ (./build.sh dist) itself
//   BASE_URL=http://host:port/ node bench/lighthouse.mjs   measures a page served elsewhere
//
// CHROME_PATH (or CHROMIUM) names the browser; default /usr/bin/chromium.

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { createServer } from '../tools/serve.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(HERE);
// "One of the hardest" of the page's examples (www/page/text-io.js).
const PUZZLE = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AUDITS = {
  cls: 'cumulative-layout-shift',
  lcp_ms: 'largest-contentful-paint',
  fcp_ms: 'first-contentful-paint',
  tbt_ms: 'total-blocking-time',
  si_ms: 'speed-index',
  bytes: 'total-byte-weight',
};
const run = promisify(execFile);

async function lighthouse(url, preset) {
  // The machine's load: with a 4x simulated CPU slowdown, other processes show in the blocking time.
  const load = os.loadavg()[0];
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  const chrome = process.env.CHROME_PATH || process.env.CHROMIUM || '/usr/bin/chromium';
  await run(path.join(ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: chrome },
    maxBuffer: 64 << 20,
  });
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (report.runtimeError) throw new Error(`${preset}: ${report.runtimeError.code}: ${report.runtimeError.message}`);
  const row = { preset, lighthouse: report.lighthouseVersion, chrome: report.environment?.hostUserAgent, load };
  for (const c of CATEGORIES) row[c] = report.categories[c]?.score ?? null;
  for (const [key, id] of Object.entries(AUDITS)) row[key] = report.audits[id]?.numericValue ?? null;
  row.flagged = Object.values(report.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => a.id);
  return row;
}

async function main() {
  let base = process.env.BASE_URL;
  let server = null;
  if (!base) {
    server = createServer(path.join(ROOT, 'dist'));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}/`;
  }
  const url = `${base}?p=${PUZZLE}`;
  const rows = [];
  try {
    for (const preset of ['mobile', 'desktop']) {
      const row = await lighthouse(url, preset);
      rows.push(row);
      console.log(
        `lighthouse ${row.lighthouse} ${preset}: performance ${row.performance}, accessibility ${row.accessibility}, ` +
          `best practices ${row['best-practices']}, SEO ${row.seo}; CLS ${row.cls.toFixed(3)}, LCP ${Math.round(row.lcp_ms)} ms, ` +
          `FCP ${Math.round(row.fcp_ms)} ms, TBT ${Math.round(row.tbt_ms)} ms, ${(row.bytes / 1024).toFixed(1)} KiB transferred, ` +
          `load average ${row.load.toFixed(1)}` +
          (row.flagged.length ? `; flagged: ${row.flagged.join(', ')}` : ''),
      );
    }
  } finally {
    server?.close();
  }
  fs.writeFileSync(
    path.join(HERE, 'results-lighthouse.tmp'),
    JSON.stringify({ url: url.replace(base, '/'), rows }, null, 2),
  );
}

main().catch((err) => {
  console.error(`bench/lighthouse.mjs: ${err.message}`);
  process.exit(1);
});
