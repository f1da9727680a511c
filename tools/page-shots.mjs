// The page's pictures in docs/shots/: mid-game with a chain hint drawn, at 360x640, 390x844 and
// 1280x900, light and dark, in English and in Chinese (page-LANG-WxH-SCHEME.png). Serves www/
// itself (python3 -m http.server) and drives Debian's Chromium (or CHROMIUM) with playwright-core:
//
//   ./build.sh build && node tools/page-shots.mjs [OUTDIR]      (default docs/shots/)
//
// It finds everything by id, not by label, so it works in every language of the page. The Chinese
// pictures need a CJK font (Debian: `apt-get install fonts-noto-cjk`); the tool checks for one.

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, launchChromium } from '../tests/e2e/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'docs', 'shots'));
// A Turbot Fish comes after a few singles: its hint draws a chain of links on the board.
const TURBOT = '.2..5.7..4..1....68....3...2....8..3.4..2.5.....6...1...2.9.....9......57.4...9..';
const LANGS = ['en', 'zh'];
const SIZES = [
  [360, 640],
  [390, 844],
  [1280, 900],
];
const SCHEMES = ['light', 'dark'];

// Without a CJK font Chromium draws every Chinese character as a box.
const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
if (LANGS.includes('zh') && !fonts.stdout?.trim()) {
  console.error('page-shots.mjs: no Chinese font (fc-list :lang=zh is empty): apt-get install fonts-noto-cjk');
  process.exit(1);
}
fs.mkdirSync(OUT, { recursive: true });
const port = await freePort();
const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', 'www'], {
  cwd: ROOT,
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}/`;
const browser = await launchChromium(chromium);
try {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  for (const lang of LANGS) {
    for (const [width, height] of SIZES) {
      for (const scheme of SCHEMES) {
        const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, locale: lang });
        const page = await context.newPage();
        await page.goto(`${base}?lang=${lang}&p=${TURBOT}`);
        await page.waitForSelector('body[data-solver="ready"]');
        await page.waitForFunction(() => /\d[.,]\d/.test(document.querySelector('#play-level')?.textContent ?? ''));
        const shown = await page.evaluate(() => document.documentElement.lang);
        if (!shown.startsWith(lang)) throw new Error(`?lang=${lang} shows the page in "${shown}"`);
        // Mid-game: candidates filled, then Hint until the step on show draws its chain.
        await page.locator('#game-menu > summary').click();
        await page.locator('#fill').click();
        for (let press = 0; press < 3; press++) {
          if ((await page.locator('sudoku-board svg.chain line').count()) > 0) break;
          const before = await page.locator('#status').textContent();
          await page.locator('#hint').click();
          await page.waitForFunction((s) => document.querySelector('#status').textContent !== s, before);
        }
        if ((await page.locator('sudoku-board svg.chain line').count()) === 0) throw new Error('no chain drawn');
        await page.mouse.move(0, 0);
        const file = path.join(OUT, `page-${lang}-${width}x${height}-${scheme}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${path.relative(ROOT, file)}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
}
