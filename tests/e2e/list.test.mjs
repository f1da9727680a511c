// End-to-end test of "Rate a list" (www/page/list-rating.js): 1,000 lines rated in Chromium on the
// worker pool, each rating equal to Sudoku Explainer's own (tests/data/se121/top1465.se121.txt,
// `se-rate` output), bad lines named, the table sorted, the download in serate's format.

import fs from 'node:fs';
import path from 'node:path';

import { ROOT, assert, assertEqual, test } from './support.mjs';

/** SE's fast puzzles of top1465 (ER <= 6.2, no chains): { puzzle (`.` blanks), ratings }. */
function seEasy() {
  const file = path.join(ROOT, 'tests', 'data', 'se121', 'top1465.se121.txt');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [zeros, ratings] = line.split(' ');
      return { puzzle: zeros.replaceAll('0', '.'), ratings };
    })
    .filter((p) => Number(p.ratings.split('/')[0]) <= 6.2);
}

test('rate a list: 1,000 lines on the pool, SE ratings, sort, serate download', async ({ page, shot }) => {
  const easy = seEasy();
  const lines = [];
  const expected = [];
  for (let i = 0; i < 1000; i++) {
    if (i === 500) {
      lines.push(`${easy[0].puzzle.slice(0, 80)} 11.2/11.2/11.2`); // a lost cell: an error, not a puzzle
      expected.push('error ED=error/error/error');
      continue;
    }
    const p = easy[i % easy.length];
    lines.push(i === 10 ? `${p.puzzle} 9.9/9.9/9.9` : p.puzzle);
    expected.push(`${p.puzzle} ED=${p.ratings}`);
  }
  await page.locator('#list-text').fill(lines.join('\n'));
  const t0 = Date.now();
  await page.locator('#list-rate').click();
  await page.waitForSelector('#list-progress:has-text("999 of 999 rated")', { timeout: 85_000 });
  const ms = Date.now() - t0;
  await page.waitForSelector('#list-download:not([disabled])');
  const progress = await page.locator('#list-progress').textContent();
  assert(/puzzles\/s/.test(progress) && /1 line is not a puzzle/.test(progress), progress);
  assertEqual(await page.locator('#list-table tbody tr').count(), 500, 'rows shown');

  // Sorted by ER, highest first: SE's highest ER of the list.
  await page.getByRole('button', { name: 'ER', exact: true }).click();
  await page.getByRole('button', { name: 'ER', exact: true }).click();
  const top = await page.locator('#list-table tbody tr').first().locator('td').nth(2).textContent();
  const highest = Math.max(
    ...expected.filter((l) => !l.startsWith('error')).map((l) => Number(l.split('=')[1].split('/')[0])),
  );
  assertEqual(top, highest.toFixed(1), 'ER of the first row, sorted descending');
  assertEqual(
    await page.locator('#list-table th[aria-sort="descending"]').textContent(),
    'ER',
    'the sorted column is marked',
  );

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#list-download').click()]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  const got = text.trimEnd().split('\n');
  assertEqual(got.length, 1000, 'download lines');
  for (let i = 0; i < 1000; i++) assertEqual(got[i], expected[i], `download line ${i + 1}`);
  const workers = progress.match(/\((\d+) workers\)/)?.[1];
  await shot('list-rating.png');
  return `1,000 lines rated in ${(ms / 1000).toFixed(1)} s with ${workers} workers`;
});

test('rate a list: cancel stops the run', async ({ page }) => {
  // SE's hardest of top1465 take a second or more each: time to cancel.
  const file = path.join(ROOT, 'tests', 'data', 'se121', 'top1465.se121.txt');
  const hard = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l && Number(l.split(' ')[1].split('/')[0]) >= 9)
    .slice(0, 50)
    .map((l) => l.split(' ')[0]);
  await page.locator('#list-text').fill(hard.join('\n'));
  await page.locator('#list-rate').click();
  await page.locator('#list-cancel').click();
  await page.waitForSelector('#list-progress:has-text("Cancelled.")');
  assert(await page.locator('#list-cancel').isHidden(), 'Cancel hidden again');
  assert(await page.locator('#list-rate').isEnabled(), 'Rate enabled again');
});
