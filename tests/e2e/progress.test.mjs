// End-to-end tests of the progress link (`?p=GIVENS&g=CODE`, page/around/progress-code.js):
// entries, corner and centre marks and a colour played here travel in a link to a fresh
// browser, as entries (not givens), and stay over a reload; a tampered link loads the puzzle
// alone and says why. Expected values are what this test typed, read back from the first
// page's cells and saved game, never worked out by the page's code.

import {
  button,
  CLUE17,
  SOL,
  assert,
  assertEqual,
  cell,
  openInPlay,
  readGrid,
  ruleCandidates,
  saved,
  test,
  toGrid,
  waitStatus,
} from './support.mjs';

/** Every cell's accessible name: its digit, given or not, its marks and colour. */
const cellNames = (page) => page.$$eval('[role="gridcell"]', (els) => els.map((e) => e.getAttribute('aria-label')));
/** The player's part of the saved game. */
const progressOf = async (page) => {
  const s = await saved(page);
  return { givens: s.givens, entries: s.entries, marks: s.marks, centre: s.centre, colours: s.colours };
};

test('progress link: entries, marks and a colour open in a fresh browser as played; a tampered link loads the puzzle alone', async ({
  page,
  base,
  context,
}) => {
  await openInPlay(page, base, CLUE17);
  const open = toGrid(CLUE17)
    .map((v, i) => (v ? -1 : i))
    .filter((i) => i >= 0);
  // Three entries (from the published solution), a wrong one that clashes with nothing,
  // corner marks, centre marks, one colour.
  for (const i of open.slice(0, 3)) {
    await cell(page, i).click();
    await page.keyboard.press(String(SOL[i]));
  }
  const board = toGrid(CLUE17);
  for (const i of open.slice(0, 3)) board[i] = SOL[i];
  const wrongCell = open.slice(8).find((i) => ruleCandidates(board, i).some((d) => d !== SOL[i])) ?? -1;
  const wrongDigit = ruleCandidates(board, wrongCell).find((d) => d !== SOL[wrongCell]);
  await cell(page, wrongCell).click();
  await page.keyboard.press(String(wrongDigit));
  await cell(page, open[5]).click();
  await page.keyboard.press('Shift+Digit2');
  await page.keyboard.press('Shift+Digit7');
  await cell(page, open[6]).click();
  await page.keyboard.press('Control+Digit4');
  await page.keyboard.press('Control+Digit9');
  await cell(page, open[7]).click();
  await page.keyboard.press('k'); // cell colours
  await page.keyboard.press('3');
  const played = await progressOf(page);
  assertEqual(Number(played.entries[wrongCell]), wrongDigit, 'the wrong entry');
  assertEqual((await saved(page)).mistakes, 1, 'a mistake here');
  assertEqual(
    open.slice(0, 3).map((i) => Number(played.entries[i])),
    open.slice(0, 3).map((i) => SOL[i]),
    'the entries typed',
  );
  assertEqual(played.marks[open[5]], (1 << 1) | (1 << 6), 'corner marks 2 and 7');
  assertEqual(played.centre[open[6]], (1 << 3) | (1 << 8), 'centre marks 4 and 9');
  assertEqual(played.colours[open[7]], '3', 'colour 3');
  const names = await cellNames(page);

  // Export: the third choice gives the link.
  await page.getByRole('combobox', { name: 'In Play, export' }).selectOption('progress');
  await button(page, 'Copy').click();
  await waitStatus(page, /a link to the game in progress/);
  const link = new URL(await page.locator('#export-text').inputValue());
  assertEqual(link.searchParams.get('p'), CLUE17, 'the link holds the givens');
  const code = link.searchParams.get('g') ?? '';
  assert(/^[A-Za-z0-9_-]{20,200}$/.test(code), `the progress code: ${code}`);
  assertEqual(new URL(page.url()).searchParams.get('g'), null, "the page's own address holds no g");

  // Share, with that choice, gives the same link.
  await page.evaluate(() => {
    navigator.share = async (data) => {
      window.sharedData = JSON.parse(JSON.stringify(data));
    };
  });
  await button(page, 'Share').click();
  await waitStatus(page, /Shared a link to this game in progress/);
  assertEqual(await page.evaluate(() => window.sharedData.url), link.href, 'the shared link');

  // A fresh browser: the same board, the entries as entries.
  const timezoneId = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const other = await context.browser().newContext({ timezoneId, viewport: { width: 1200, height: 900 } });
  try {
    const page2 = await other.newPage();
    await page2.goto(link.href);
    await page2.waitForSelector('body[data-solver="ready"]');
    await waitStatus(
      page2,
      /^Loaded a game in progress from the link, with its entries, marks and colours: 17 givens\./,
    );
    assertEqual(await cellNames(page2), names, 'every cell as it was played');
    assertEqual(await progressOf(page2), played, 'the saved game: givens, entries, marks, colours');
    assertEqual(new URL(page2.url()).searchParams.get('g'), null, 'the address keeps the puzzle alone');
    // The sender's wrong digit is not a mistake of this player (a mistake limit would end the game).
    await page2.waitForFunction(() => /rating/.test(document.querySelector('#play-level').textContent));
    assertEqual((await saved(page2)).mistakes, 0, 'no mistake counted from the link');
    // A reload: the game, kept on this device, comes back as it was.
    await page2.reload();
    await page2.waitForSelector('body[data-solver="ready"]');
    await waitStatus(page2, /Welcome back/);
    assertEqual(await cellNames(page2), names, 'after a reload');
    // Another puzzle, then Back: the game as it was; Forward: the other puzzle again.
    await page2.locator('#examples button').first().click();
    await waitStatus(page2, /^Loaded the example/);
    await page2.goBack();
    await waitStatus(page2, /^Back to an earlier puzzle from the browser history, as you left it: 4 digits entered/);
    assertEqual(await cellNames(page2), names, 'Back to the game');
    await page2.goForward();
    await waitStatus(page2, /^Forward to a later puzzle/);
    await page2.goBack();
    await waitStatus(page2, /^Back to an earlier puzzle from the browser history, as you left it/);
    assertEqual(await cellNames(page2), names, 'Back to the game again');

    // A character changed: the puzzle loads alone, and the status says why.
    const flipped = `${code.slice(0, 10)}${code[10] === 'A' ? 'B' : 'A'}${code.slice(11)}`;
    const tampered = new URL(link.href);
    tampered.searchParams.set('g', flipped);
    await page2.goto(tampered.href);
    await page2.waitForSelector('body[data-solver="ready"]');
    await waitStatus(
      page2,
      /^Loaded the puzzle without the progress in the link \(\?g=\): it does not match this puzzle, or it was changed\./,
    );
    assertEqual(await readGrid(page2), toGrid(CLUE17), 'the givens alone');
    assertEqual((await progressOf(page2)).entries, '.'.repeat(81), 'no entries');
    // Too long: refused unread, with the cap.
    tampered.searchParams.set('g', 'A'.repeat(600));
    await page2.goto(tampered.href);
    await page2.waitForSelector('body[data-solver="ready"]');
    await waitStatus(
      page2,
      /without the progress in the link \(\?g=\): the progress is 600 characters long; at most 440/,
    );
    assertEqual(await readGrid(page2), toGrid(CLUE17), 'the givens alone, again');
  } finally {
    await other.close();
  }
});

test('progress link in French: a refused code is said in the page language', async ({ page, base }) => {
  await page.goto(`${base}?lang=fr&p=${CLUE17}&g=AAAAA`);
  await page.waitForSelector('body[data-solver="ready"]');
  await waitStatus(page, /^Grille chargée sans la progression du lien \(\?g=\) : son texte est abîmé/);
  assertEqual(await readGrid(page), toGrid(CLUE17), 'the givens alone');
});

test("progress link: Export's new choice fits a 360x640 phone in every language, chosen or not", async ({
  page,
  base,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const wide = [];
  for (const lang of ['en', 'fr', 'es', 'de', 'zh', 'ja']) {
    await page.goto(`${base}?lang=${lang}&p=${CLUE17}`);
    await page.waitForSelector('body[data-solver="ready"]');
    for (const choice of ['givens', 'progress']) {
      await page.locator('#export-what').selectOption(choice);
      const m = await page.evaluate(() => {
        const r = document.querySelector('#export-what').getBoundingClientRect();
        return { scroll: document.documentElement.scrollWidth, view: window.innerWidth, left: r.left, right: r.right };
      });
      if (m.scroll > m.view || m.left < 0 || m.right > m.view) wide.push(`${lang} ${choice}: ${JSON.stringify(m)}`);
    }
  }
  assertEqual(wide, [], 'sideways scroll or a select past the screen');
});
