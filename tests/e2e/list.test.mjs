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

/** Clicks Download and reads the file it gives, a line an item. */
async function downloadedLines(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#list-download').click()]);
  return fs
    .readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\n');
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

  const got = await downloadedLines(page);
  assertEqual(got.length, 1000, 'download lines');
  for (let i = 0; i < 1000; i++) assertEqual(got[i], expected[i], `download line ${i + 1}`);
  const workers = progress.match(/\((\d+) workers?\)/)?.[1];
  await shot('list-rating.png');
  return `1,000 lines rated in ${(ms / 1000).toFixed(1)} s on ${workers} worker(s)`;
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

test('rate a list: with a time per puzzle, a puzzle past it says timeout and the rest is rated', async ({ page }) => {
  // forum_hardest_1106 line 43 takes about 20 s of CPU natively (nesting level 4): far past 5 s.
  const hardest = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'forum_hardest_1106.txt'), 'utf8').split('\n')[42];
  const easy = seEasy()[0];
  await page.locator('#list-text').fill(`${hardest}\n${easy.puzzle}`);
  await page.locator('#list-budget').selectOption('5');
  await page.locator('#list-rate').click();
  await page.waitForSelector('#list-progress:has-text("2 of 2 rated")', { timeout: 60_000 });
  await page.waitForSelector('#list-download:not([disabled])');
  const progress = await page.locator('#list-progress').textContent();
  assert(progress.includes('1 puzzle took over 5 s (timeout)'), progress);
  const first = await (await rowOfLine(page, '1')).locator('td').allTextContents();
  assertEqual(first.slice(1, 5), ['', '', '', ''], 'no rating for the puzzle past its time');
  assertEqual(first[5], 'timeout: over 5 s', "the puzzle's row says timeout");
  assertEqual(first[6], '', 'nor a count of solutions');
  const got = await downloadedLines(page);
  assertEqual(
    got,
    [`${hardest.replaceAll('0', '.')} ED=timeout/timeout/timeout`, `${easy.puzzle} ED=${easy.ratings}`],
    'the download: timeout for the first, SE ratings for the second',
  );
  assert(await page.locator('#list-budget').isEnabled(), 'the time can be changed again');
});

// ------------------------------------------------------------------------------------------
// Hostile and large files (the security review's M3): refused by size at once, read as a stream,
// binary lines answered line by line, and the tab responsive while 100,000 lines are read.

/**
 * Chooses a file made in the page in "Open a file": `zeros` NUL bytes named `name`, or (no
 * `zeros`) the File the test left in `window.__file`. Notes the time of the choice in `__chosenAt`.
 */
async function chooseMadeFile(page, { name = 'file.txt', zeros = -1 } = {}) {
  await page.evaluate(
    ([n, z]) => {
      const file = z >= 0 ? new File([new Uint8Array(z)], n) : window.__file;
      const input = /** @type {HTMLInputElement} */ (document.getElementById('list-file'));
      const dt = new DataTransfer();
      dt.items.add(file);
      input.files = dt.files;
      window.__chosenAt = performance.now();
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [name, zeros],
  );
}

const rowOfLine = async (page, line) =>
  page.locator('#list-table tbody tr').filter({ has: page.locator(`td:first-child:text-is("${line}")`) });

test('rate a list: a file over 50 MB is refused at once with a message, and is never read', async ({ page }) => {
  const size = 50_000_001;
  await chooseMadeFile(page, { name: 'zeros.txt', zeros: size });
  try {
    await page.waitForSelector('#list-progress:has-text("is not read")', { timeout: 5_000 });
  } catch {
    throw new Error(
      `no refusal; the progress says ${JSON.stringify(await page.locator('#list-progress').textContent())}`,
    );
  }
  const ms = await page.evaluate(() => performance.now() - window.__chosenAt);
  assertEqual(
    await page.locator('#list-progress').textContent(),
    'zeros.txt is 50.1 MB and is not read: a list may be up to 50 MB (100,000 lines).',
    'the refusal',
  );
  assertEqual(await page.locator('#list-text').inputValue(), '', 'the textarea is left alone');
  assert(await page.locator('#list-rate').isEnabled(), 'Rate is still enabled');
  assert(ms < 1000, `refused after ${ms.toFixed(0)} ms`);
  // A 100 MB file (the review froze or crashed the tab with one) is refused the same way.
  await chooseMadeFile(page, { name: 'big.txt', zeros: 100_000_000 });
  await page.waitForSelector('#list-progress:has-text("big.txt is 100.0 MB and is not read")', { timeout: 5_000 });
  const ms100 = await page.evaluate(() => performance.now() - window.__chosenAt);
  assert(ms100 < 1000, `100 MB refused after ${ms100.toFixed(0)} ms`);
  return `refused in ${ms.toFixed(0)} ms (50 MB + 1 byte) and ${ms100.toFixed(0)} ms (100 MB)`;
});

test('rate a list: a file of 150,000 lines is read to line 100,000 and no further, and says so', async ({ page }) => {
  // The review's 150,000 empty lines, with three puzzles: one at the start, one on line 100,000,
  // one after it (never read).
  const [a, b, c] = seEasy();
  const lines = Array.from({ length: 150_000 }, () => '');
  lines[0] = a.puzzle;
  lines[99_999] = b.puzzle;
  lines[120_000] = c.puzzle;
  await page
    .locator('#list-file')
    .setInputFiles({ name: 'long.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
  await page.waitForSelector('#list-progress:has-text("2 of 2 rated")', { timeout: 60_000 });
  const progress = await page.locator('#list-progress').textContent();
  assert(/; only the first 100,000 lines were read$/.test(progress ?? ''), progress);
  assertEqual(
    await page.locator('#list-table tbody tr td:first-child').allTextContents(),
    ['1', '100000'],
    'the lines rated',
  );
});

test('rate a list: a file with binary, NUL-filled and too long lines gets an error per line; the rest is rated', async ({
  page,
  shot,
}) => {
  const [a, b, c] = seEasy();
  const file = Buffer.concat([
    Buffer.from(`\uFEFF${a.puzzle}\n`), // 1: a puzzle after a byte-order mark
    Buffer.alloc(300), // 2: NUL bytes
    Buffer.from('\n'),
    Buffer.from([0xff, 0xfe, 0x80, 0x81, 0xc3, 0x28, 0x90, 0x0a].slice(0, 7)), // 3: not UTF-8
    Buffer.from('\n# a comment\n'), // 4: left out
    Buffer.from(`${'1'.repeat(70_000)}\n`), // 5: too long to keep
    Buffer.from(`${b.puzzle} 1.2/1.2/1.2\r\n`), // 6: a puzzle, CRLF
    Buffer.from('hello\u0007world\n'), // 7: a control character
    Buffer.from('not a puzzle\n'), // 8
    Buffer.from(c.puzzle.replaceAll('.', '0')), // 9: a puzzle, no line break at the end
  ]);
  await page.locator('#list-file').setInputFiles({ name: 'mixed.txt', mimeType: 'text/plain', buffer: file });
  try {
    await page.waitForSelector('#list-progress:has-text("3 of 3 rated")', { timeout: 60_000 });
  } catch {
    throw new Error(
      `not rated; the progress says ${JSON.stringify(await page.locator('#list-progress').textContent())}`,
    );
  }
  const progress = await page.locator('#list-progress').textContent();
  assert(/; 5 lines are not puzzles/.test(progress), progress);
  assertEqual(await page.locator('#list-text').inputValue(), '', 'the file is not put into the textarea');
  assertEqual(await page.locator('#list-table tbody tr').count(), 8, 'rows (the comment left out)');
  const hardest = async (line) => (await (await rowOfLine(page, line)).locator('td').nth(5).textContent()) ?? '';
  for (const line of [2, 3, 7])
    assertEqual(await hardest(line), 'error: binary data, not a line of text', `line ${line}`);
  assertEqual(await hardest(5), 'error: line too long (70,000 characters; at most 65,536)', 'line 5');
  assert((await hardest(8)).startsWith('error: expected 81 cells'), `line 8: ${await hardest(8)}`);
  for (const line of [1, 6, 9]) {
    const er = await (await rowOfLine(page, line)).locator('td').nth(2).textContent();
    assert(/^\d+\.\d$/.test(er ?? ''), `line ${line} is rated: ${er}`);
  }
  const got = await downloadedLines(page);
  assertEqual(
    got,
    [
      `${a.puzzle} ED=${a.ratings}`,
      'error ED=error/error/error',
      'error ED=error/error/error',
      'error ED=error/error/error',
      `${b.puzzle} ED=${b.ratings}`,
      'error ED=error/error/error',
      'error ED=error/error/error',
      `${c.puzzle} ED=${c.ratings}`,
    ],
    'the download',
  );
  await shot('list-errors.png');
});

test('rate a list: 100,000 lines read as a stream with no main-thread task over 200 ms; the table fills as they come', async ({
  page,
}) => {
  // The file is made in the page (8 MB): SE's easy puzzles of top1465 over and over, one line
  // in a thousand not a puzzle. What is measured: every long task (over 50 ms, the browser's
  // 'longtask' entries) on the page's main thread from the file's choice until the whole file
  // is read, parsed and handed to the pool, and on until 3,000 ratings are in
  // and Cancel has been pressed and drawn. The rating of all 99,900 puzzles (many minutes on two
  // cores) is not waited for.
  const easy = seEasy().map((p) => p.puzzle);
  await page.evaluate((puzzles) => {
    const lines = [];
    for (let i = 0; i < 100_000; i++)
      lines.push(i % 1000 === 999 ? 'not a puzzle\n' : `${puzzles[i % puzzles.length]}\n`);
    window.__file = new File(lines, 'hundred-thousand.txt', { type: 'text/plain' });
  }, easy);
  // Observed from a task of its own: the making of the file above is not the page's work.
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: false });
  });
  const size = await page.evaluate(() => window.__file.size);
  await chooseMadeFile(page);
  try {
    await page.waitForSelector('#list-progress:has-text("of 99,900 rated")', { timeout: 60_000 });
  } catch {
    throw new Error(
      `not read; the progress says ${JSON.stringify(await page.locator('#list-progress').textContent())}`,
    );
  }
  const readMs = await page.evaluate(() => performance.now() - window.__chosenAt);
  // Ratings come in and are drawn while the rest waits: a few thousand, then Cancel.
  await page.waitForFunction(
    () => Number(document.getElementById('list-progress').textContent.split(' ')[0].replaceAll(',', '')) >= 3000,
    null,
    { timeout: 60_000 },
  );
  await page.waitForFunction(
    () => [...document.querySelectorAll('#list-table tbody tr')].some((tr) => /\d\.\d/.test(tr.cells[2].textContent)),
    null,
    { timeout: 30_000 },
  );
  assertEqual(await page.locator('#list-table tbody tr').count(), 500, 'rows drawn');
  assert(
    (await page.locator('#list-table caption').textContent()) ===
      'The first 500 of 100,000 rows; Download has them all.',
    'the caption counts every line',
  );
  await page.locator('#list-cancel').click();
  await page.waitForSelector('#list-progress:has-text("Cancelled.")');
  await page.waitForTimeout(300); // a long task ends before it is reported
  const long = await page.evaluate(() => window.__long);
  const worst = Math.max(0, ...long.map((t) => t.ms));
  const progress = await page.locator('#list-progress').textContent();
  assert(/^Cancelled\. [\d,]+ of 99,900 rated\.$/.test(progress ?? ''), progress);
  assert(
    worst <= 200,
    `a main-thread task of ${worst.toFixed(0)} ms (long tasks: ${long.map((t) => t.ms.toFixed(0)).join(', ')})`,
  );
  return `${(size / 1e6).toFixed(1)} MB, 100,000 lines read and parsed in ${(readMs / 1000).toFixed(1)} s; ${long.length} long tasks, the longest ${worst.toFixed(0)} ms`;
});
