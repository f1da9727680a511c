// The Learn section (www/learn/): a lesson opened by its address draws its worked example (the
// engine's step on a read-only board) and its Practice gives a puzzle whose path uses the
// technique, as the engine (the wasm package in Node, www/learn/replay.js) confirms; a hint's
// "What is …?" link opens the lesson of the hint's technique. Offline: offline.test.mjs.

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { EXAMPLES } from '../../www/learn/examples.js';
import { replayToTechnique } from '../../www/learn/replay.js';
import { ROOT, assert, assertEqual, hintButton, openInPlay, readGrid, test, waitStatus } from './support.mjs';

/** The engine in Node: `hint`, as the page's worker answers it. */
async function engine() {
  const api = await import(pathToFileURL(path.join(ROOT, 'www', 'pkg', 'dlx_sudoku.js')).href);
  api.initSync({ module: fs.readFileSync(path.join(ROOT, 'www', 'pkg', 'dlx_sudoku_bg.wasm')) });
  return async (_op, a) =>
    api.hint(Uint8Array.from(a.givens), Uint8Array.from(a.entries), Uint16Array.from(a.candidates));
}

/** Waits until the lesson's board shows its step; returns the step's technique and index. */
async function exampleDrawn(page) {
  const board = page.locator('#learn-board[data-technique]');
  await board.waitFor({ timeout: 60_000 });
  return { technique: await board.getAttribute('data-technique'), step: Number(await board.getAttribute('data-step')) };
}

test('learn: ?learn=x-wing draws the example at its step, and Practice gives a puzzle whose path uses an X-Wing', async ({
  page,
  base,
}) => {
  await page.goto(`${base}?learn=x-wing`);
  await page.waitForSelector('body[data-solver="ready"]');
  await page.getByRole('heading', { level: 2, name: 'X-Wing' }).waitFor();
  assert(await page.locator('main.layout').isHidden(), 'the game is hidden under the lesson');
  const drawn = await exampleDrawn(page);
  assertEqual(drawn, { technique: 'x-wing', step: EXAMPLES['x-wing'].step }, 'the example drawn');
  // The step's cells carry the step's highlight, as the steps panel draws it.
  const lit = await page
    .locator('#learn-board')
    .evaluate((b) => b.shadowRoot.querySelectorAll('[role="gridcell"][aria-description]').length);
  assert(lit >= 4, `cells highlighted by the step: ${lit}`);
  assert(/X-Wing \(3\.2\)/.test(await page.locator('.learn-step-text').textContent()), 'the step’s sentence');
  await page.getByRole('link', { name: 'Swordfish' }).click();
  await page.getByRole('heading', { level: 2, name: 'Swordfish' }).waitFor();
  assert(page.url().endsWith('?learn=swordfish'), `address: ${page.url()}`);
  await page.getByRole('link', { name: 'X-Wing', exact: true }).click();
  assertEqual((await exampleDrawn(page)).technique, 'x-wing', 'the example drawn again');

  await page.getByRole('button', { name: 'Practice', exact: true }).click();
  const said = await waitStatus(page, /^Practice: |^No practice/, 60_000);
  assert(/^Practice: /.test(said), `practice: ${said}`);
  assert(await page.locator('#learn-view').isHidden(), 'Practice goes back to the game');
  const grid = await readGrid(page);
  const r = await replayToTechnique(await engine(), grid, 'x-wing');
  assert(r.index >= 0, `the practice puzzle's path has no X-Wing: ${grid.join('')}`);
});

test('learn: a hint’s and a step’s “What is …?” link opens the lesson of its technique', async ({ page, base }) => {
  const ex = EXAMPLES.pointing;
  await openInPlay(page, base, ex.puzzle);
  // The hints up to the example's step are applied (nudge, step, apply), then its nudge is shown.
  for (let k = 0; k < ex.step; k++) {
    for (let press = 0; press < 3; press++) await hintButton(page).click();
    await waitStatus(page, /^Applied/);
  }
  await hintButton(page).click();
  await waitStatus(page, /^Hint \(Pointing, 2\.6\)/);
  const link = page.getByRole('link', { name: 'What is Pointing?' });
  await link.click();
  await page.getByRole('heading', { level: 2, name: 'Pointing' }).waitFor();
  assertEqual((await exampleDrawn(page)).technique, 'pointing', 'the lesson’s example');
  await page.getByRole('link', { name: 'Back to the game' }).click();
  assert(await page.locator('main.layout').isVisible(), 'the game is back');
  assert(!/learn/.test(page.url()), `address: ${page.url()}`);
  // A step of the steps panel has its link too: the first step is the example's first.
  await page.getByRole('button', { name: 'Show steps', exact: true }).click();
  await page.locator('#steps-list button.step').first().click();
  await page.getByRole('link', { name: /^What is / }).waitFor();
  assertEqual(await page.locator('#learn-link').getAttribute('data-learn'), 'pointing', 'the first step’s lesson');
});

test('learn: the lessons follow the page’s language (<html lang>), English for one without lessons', async ({
  page,
  base,
}) => {
  // The page's chooser sets <html lang>; here the test sets it, as the chooser would.
  const setLang = (lang) => page.evaluate((l) => document.documentElement.setAttribute('lang', l), lang);
  await page.goto(`${base}?learn=swordfish`);
  await page.getByRole('heading', { level: 2, name: 'Swordfish' }).waitFor();
  await setLang('fr');
  await page.getByRole('heading', { level: 2, name: 'Espadon' }).waitFor();
  await page.getByRole('heading', { level: 3, name: 'Pourquoi ça marche' }).waitFor();
  assertEqual(await page.locator('#learn-back').textContent(), 'Retour à la partie', 'the view’s own strings');
  assertEqual(await page.locator('#learn-view').getAttribute('lang'), 'fr', 'the view’s language');
  // The related techniques are linked by their French names, and lead to French lessons.
  await page.getByRole('link', { name: 'Méduse' }).click();
  await page.getByRole('heading', { level: 2, name: 'Méduse' }).waitFor();
  assert(page.url().endsWith('?learn=jellyfish'), `address: ${page.url()}`);
  await setLang('zh-Hans');
  await page.getByRole('heading', { level: 2, name: '水母' }).waitFor();
  assert((await page.title()).startsWith('水母'), `title: ${await page.title()}`);
  // A language without lessons reads English, marked as English.
  await setLang('it');
  await page.getByRole('heading', { level: 2, name: 'Jellyfish' }).waitFor();
  assertEqual(await page.locator('#learn-view').getAttribute('lang'), 'en', 'English under another language');
  await setLang('ja');
  await page.getByRole('heading', { level: 2, name: 'ジェリーフィッシュ' }).waitFor();
  assertEqual((await exampleDrawn(page)).technique, 'jellyfish', 'the example, drawn after the change');
  // A page that starts in a language (here by ?lang=) draws its first lesson in it, not English
  // first. (The page's engine and every worker are loaded first: leaving while a module loads
  // aborts its request, which the test counts as an error.)
  await page.waitForSelector('body[data-solver="ready"]');
  await page.waitForLoadState('networkidle');
  await page.goto(`${base}?lang=es&learn=x-wing`);
  await page.getByRole('heading', { level: 2, name: 'X-Wing' }).waitFor();
  assertEqual(await page.locator('#learn-view h3').first().textContent(), 'Qué es', 'the first lesson drawn');
});

test('learn: a level-4 lesson draws its shipped step without the engine; Practice gives a bank isomorph; search says why it has none', async ({
  page,
  base,
}) => {
  const name = 'nested-double-forcing-chains-4';
  const ex = EXAMPLES[name];
  await page.goto(`${base}?learn=${name}`);
  await page.waitForSelector('body[data-solver="ready"]');
  const workers = page.workers().length;
  assertEqual(await exampleDrawn(page), { technique: name, step: ex.step }, 'the shipped step drawn');
  assertEqual(page.workers().length, workers, 'no worker started for the lesson');
  const words = await page.locator('.learn-step-text').textContent();
  assert(words.includes(ex.shown.step.text.slice(0, 40)), `the step's sentence: ${words}`);
  await page.getByRole('button', { name: 'Practice', exact: true }).click();
  const said = await waitStatus(page, /^Practice: |^No practice/, 60_000);
  assert(/^Practice: /.test(said), `practice: ${said}`);
  const line = (await readGrid(page)).map((d) => (d ? String(d) : '.')).join('');
  assert(
    ex.bank.some((b) => b.puzzle === line),
    `the practice puzzle is one of the bank's confirmed isomorphs: ${line}`,
  );

  await page.goto(`${base}?learn=search`);
  await page.getByRole('heading', { level: 2, name: 'Search' }).waitFor();
  assert(/^No example: /.test(await page.locator('.learn-example .learn-note').textContent()), 'why none');
  assert(await page.getByRole('button', { name: 'Practice', exact: true }).isDisabled(), 'no Practice');
});
