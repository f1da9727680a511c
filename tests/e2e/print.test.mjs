// End-to-end tests of printing: the Export card's Print button and its choice
// "Include my digits and marks". In print media the page is the grid alone (square, black on
// white, light or dark scheme) under the puzzle's difficulty and SE rating, and Chromium's PDF
// of it is one page, A4 and Letter. Expected values: the rating from SE's own path of CLUE17
// (support.mjs), the player's digit from the data set's solution. Screenshots of the print view
// and the PDFs go to test-output/ (print-*.png, print-*.pdf) for a person to look at.

import fs from 'node:fs';
import path from 'node:path';

import {
  CLUE17,
  CLUE17_SE,
  ER_RANGES,
  OUT,
  SOL,
  assert,
  assertEqual,
  cell,
  checkAxe,
  openInPlay,
  readGrid,
  ruleCandidates,
  test,
  waitStatus,
} from './support.mjs';

/** The number of pages of a PDF that Chromium wrote: its /Type /Page objects. */
const pdfPages = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) || []).length;

/** Replaces window.print (a real dialog would block the test) with a counter. */
const stubPrint = (page) =>
  page.evaluate(() => {
    window.__printed = 0;
    window.print = () => {
      window.__printed++;
    };
  });

/** What print media shows: the elements beside the board's path that are not display:none, the caption, sizes and colours. */
function printView(page, entry, marked) {
  return page.evaluate(
    ([entryIndex, markIndex]) => {
      const board = document.querySelector('#board');
      const visible = [];
      for (let node = board; node.parentElement && node !== document.body; node = node.parentElement) {
        for (const sibling of node.parentElement.children) {
          if (sibling === node || sibling.id === 'print-caption') continue;
          if (getComputedStyle(sibling).display !== 'none')
            visible.push(`${sibling.localName}${sibling.id ? `#${sibling.id}` : ''}.${sibling.className}`);
        }
      }
      const root = board.shadowRoot;
      const cells = [...root.querySelectorAll('[role="gridcell"]')];
      const given = cells.find((c) => c.classList.contains('given'));
      const style = (el) => getComputedStyle(el);
      const rect = root.querySelector('.board').getBoundingClientRect();
      const caption = document.querySelector('#print-caption');
      return {
        visible,
        panelDisplay: style(document.querySelector('.panel')).display,
        caption: style(caption).display === 'none' ? null : caption.textContent,
        board: { width: rect.width, height: rect.height },
        bodyBackground: style(document.body).backgroundColor,
        givenColor: style(given).color,
        givenBackground: style(given).backgroundColor,
        frameColor: style(root.querySelector('.board')).borderTopColor,
        entryColor: style(cells[entryIndex]).color,
        entryText: cells[entryIndex].textContent,
        marksVisibility: style(cells[markIndex].querySelector('.marks')).visibility,
      };
    },
    [entry, marked],
  );
}

async function pdfOnePage(page, name) {
  for (const format of ['A4', 'Letter']) {
    const pdf = await page.pdf({ format });
    if (format === 'A4') fs.writeFileSync(path.join(OUT, `${name}.pdf`), pdf);
    assertEqual(pdfPages(pdf), 1, `pages of the ${format} PDF (${name})`);
  }
}

/** A screenshot of print media at A4's size in CSS pixels, then back to the screen. */
async function printShot(page, name) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
  await page.setViewportSize(viewport);
}

async function printRun(page, base, scheme) {
  await openInPlay(page, base, CLUE17);
  // The caption's words: SE's ER of CLUE17 and the difficulty whose range holds it.
  const er = Number(CLUE17_SE.er);
  const word = Object.entries(ER_RANGES).find(([, [lo, hi]]) => er >= lo && er <= hi)[0];
  const expectedCaption = `${word[0].toUpperCase()}${word.slice(1)} · SE rating ${er.toFixed(1)}`;

  // A digit of the solution in the first empty cell, a pencil mark in the next one.
  const grid = await readGrid(page);
  const entry = grid.indexOf(0);
  await cell(page, entry).click();
  await page.keyboard.press(String(SOL[entry]));
  const marked = grid.indexOf(0, entry + 1);
  const mark = ruleCandidates(grid, marked)[0];
  await cell(page, marked).click();
  await page.keyboard.press(`Shift+Digit${mark}`);
  await page.waitForFunction(
    (i) => document.querySelector('#board').shadowRoot.querySelectorAll('[role="gridcell"]')[i].querySelector('.marks'),
    marked,
  );

  await stubPrint(page);
  const printCheckbox = page.getByRole('checkbox', { name: 'Include my digits and marks' });
  assert(!(await printCheckbox.isChecked()), 'the choice starts unchecked');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  assertEqual(await page.evaluate(() => window.__printed), 1, 'window.print calls');

  await page.emulateMedia({ media: 'print' });
  let view = await printView(page, entry, marked);
  assertEqual(view.visible, [], 'elements beside the board shown in print');
  assertEqual(view.panelDisplay, 'none', 'the controls panel in print');
  assertEqual(view.caption, expectedCaption, 'the caption');
  assert(Math.abs(view.board.width - view.board.height) < 1, `the grid is not square: ${JSON.stringify(view.board)}`);
  assert(view.board.width > 500, `the printed grid is ${view.board.width}px wide`);
  assertEqual(view.bodyBackground, 'rgb(255, 255, 255)', 'the page background');
  assertEqual(view.givenColor, 'rgb(0, 0, 0)', 'a given');
  assertEqual(view.givenBackground, 'rgb(255, 255, 255)', "a given's background");
  assertEqual(view.frameColor, 'rgb(0, 0, 0)', 'the frame');
  assertEqual(view.entryText, String(SOL[entry]), 'the player digit is still in the grid');
  assertEqual(view.entryColor, 'rgba(0, 0, 0, 0)', 'the player digit, left out');
  assertEqual(view.marksVisibility, 'hidden', 'the pencil marks, left out');
  await pdfOnePage(page, `print-puzzle-${scheme}`);
  await printShot(page, `print-puzzle-${scheme}`);

  await page.emulateMedia({ media: 'screen' });
  await printCheckbox.check();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  assertEqual(await page.evaluate(() => window.__printed), 2, 'window.print calls');
  await page.emulateMedia({ media: 'print' });
  view = await printView(page, entry, marked);
  assertEqual(view.visible, [], 'elements beside the board shown in print, with the digits');
  assertEqual(view.entryColor, 'rgb(51, 51, 51)', 'the player digit, printed dark grey');
  assertEqual(view.marksVisibility, 'visible', 'the pencil marks, printed');
  await pdfOnePage(page, `print-mine-${scheme}`);
  await printShot(page, `print-mine-${scheme}`);
  await page.emulateMedia({ media: null });
  await checkAxe(page, `Play, ${scheme}, after Print`);
}

test('print: the grid alone on one page, with the difficulty and rating; with and without my digits and marks', async ({
  page,
  base,
}) => {
  // An empty grid has nothing to print: a message, and no dialog.
  await stubPrint(page);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await waitStatus(page, /^Nothing to print: the grid is empty/);
  assertEqual(await page.evaluate(() => window.__printed), 0, 'window.print calls for an empty grid');
  await printRun(page, base, 'light');
});

test(
  'print: dark scheme prints black on white',
  async ({ page, base }) => {
    await printRun(page, base, 'dark');
  },
  { colorScheme: 'dark' },
);
