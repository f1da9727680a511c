#!/usr/bin/env node
// Makes the page's PNG icons (www/icons/*.png, committed) from its SVG ones, which are the
// site's logo (the SVG of index.html's header): rendered at their size by headless Chromium,
// with a transparent background outside the rounded square.
//
//   node tools/icons.mjs        needs playwright-core and Chromium (as the page tests do)
//
// icon.svg gives icon-192.png and icon-512.png ("any" purpose); icon-maskable.svg (the same
// logo scaled to 80% on a full square, so that a launcher's mask never cuts the grid: the
// lines stay inside the central circle of 40% radius) gives icon-maskable-512.png. Run it
// again only when an SVG changes.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/e2e/chromium.mjs';

const ICONS = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'www', 'icons');
const OUTPUTS = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
];

const { chromium } = await import('playwright-core');
const browser = await launchChromium(chromium);
try {
  for (const [svg, size, png] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${fs.readFileSync(path.join(ICONS, svg)).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${src}" width="${size}" height="${size}">`,
    );
    await page.waitForFunction(() => document.querySelector('img').complete);
    await page.screenshot({ path: path.join(ICONS, png), omitBackground: true });
    await page.close();
    console.log(`${png}: ${size}x${size} from ${svg}`);
  }
} finally {
  await browser.close();
}
