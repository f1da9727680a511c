// The page in other languages (page/lang.js, www/i18n/<lang>.js): ?lang=zh gives the title, the
// buttons, a dialog and a hint in Chinese; the browser's language alone (de) gives German; the
// chooser switches live and is remembered. The expected words are read from the language files
// themselves only where a test asks for "that file's word"; the Chinese hint is checked for
// Chinese characters and the Chinese name of its technique.

import { page as dePage } from '../../www/i18n/de.js';
import { page as frPage } from '../../www/i18n/fr.js';
import zh from '../../www/i18n/zh.js';
import { HARDEST, assert, assertEqual, test } from './support.mjs';

const ready = (page) => page.waitForSelector('body[data-solver="ready"]', { timeout: 20_000 });
const HAN = /[\u4e00-\u9fff]/;

test('lang: ?lang=zh shows the page, a dialog and a hint in Chinese', async ({ page, base }) => {
  await page.goto(`${base}?lang=zh&p=${HARDEST}`);
  await ready(page);
  assertEqual(await page.evaluate(() => document.documentElement.lang), 'zh', '<html lang>');
  assertEqual(await page.title(), 'DLX 数独 · 舞蹈链求解器', 'the title');
  // Buttons by their Chinese names: Hint (提示), Check (检查), the Play tab (游戏).
  await page.getByRole('button', { name: '检查', exact: true }).waitFor();
  await page.getByRole('tab', { name: '游戏' }).waitFor();
  // A dialog: Statistics (统计) opens with its Chinese heading and Close (关闭).
  await page.getByRole('button', { name: '统计', exact: true }).click();
  const dialog = page.locator('#stats-dialog');
  await dialog.getByRole('heading', { name: '统计' }).waitFor();
  await dialog.getByRole('button', { name: '关闭' }).click();
  // A hint: the nudge, then the whole step, in Chinese with the technique's Chinese name.
  await page.locator('#hint').click();
  await page.waitForFunction(() => /^提示（/.test(document.querySelector('#status').textContent));
  await page.locator('#hint').click();
  await page.waitForFunction(() => /再按提示即可应用。$/.test(document.querySelector('#status').textContent));
  const text = await page.locator('#status').textContent();
  const names = Object.values(zh.techniques);
  assert(
    names.some((n) => text.startsWith(`提示（${n}`)),
    `the hint names a technique of zh.js: ${text}`,
  );
  assert(HAN.test(text.slice(text.indexOf('：'))) && !/\b(the|is|place|remove)\b/.test(text), `Chinese text: ${text}`);
  await page.screenshot({ path: 'test-output/lang-zh-hint.png' });
});

test('lang: ?lang=fr shows the tips list in French and says a clash in French', async ({ page, base }) => {
  await page.goto(`${base}?lang=fr&p=${HARDEST}`);
  await ready(page);
  // The tips: French words, the markup built as elements (bold headings, keys in <kbd>).
  await page.locator('details.help summary').click();
  assertEqual((await page.locator('details.help summary').textContent()).trim(), 'Clavier et astuces', 'the summary');
  const play = page.locator('[data-i18n-rich="tipsPlay"]');
  assertEqual(await play.locator('strong').textContent(), 'Jouer', "the first tip's heading");
  assert((await play.textContent()).startsWith('Jouer garde les chiffres donnés fixes'), await play.textContent());
  const undo = page.locator('[data-i18n-rich="tipsUndo"]');
  const keys = await undo.locator('kbd').allTextContents();
  assertEqual(keys.slice(0, 3), ['Ctrl', 'Z', 'Z'], 'the keys of the undo tip');
  assert(keys.includes('Maj') && keys.includes('Échap'), `French key names: ${keys}`);
  assertEqual(await page.locator('details.help code').textContent(), '?p=', 'the address tip keeps its code');
  assert(
    (await page.locator('#import-hint').textContent()).startsWith('81 cases sur une ligne'),
    'the import help in French',
  );
  const text = await page.locator('details.help').textContent();
  assert(!text.includes('**') && !/\[\w+\]/.test(text), 'no markup left as text');
  for (const english of ['keeps the givens', 'Arrow keys move', 'The address bar'])
    assert(!text.includes(english), `no English left: "${english}"`);
  assertEqual(text.includes(frPage.keyboardTips), true, "the summary is fr.js's");
  // A clash: 8 at r1c1 beside the given 8 at r1c9 (HARDEST), listed in French.
  await page.getByRole('gridcell', { name: /^ligne 1, colonne 1, / }).click();
  await page.keyboard.press('8');
  await page.waitForFunction(() => document.querySelector('#problems').textContent.trim() !== '');
  assertEqual(
    (await page.locator('#problems').textContent()).trim(),
    'Le chiffre 8 apparaît 2 fois dans la ligne 1 (colonnes 1 et 9).',
    'the clash, in French',
  );
  await page.screenshot({ path: 'test-output/lang-fr-tips.png' });
  // What the engine finds wrong in imported text, in French (from the error's fields).
  await page.locator('#import-text').fill('12x');
  await page.locator('#import-load').click();
  await page.waitForFunction(() => /caractère inattendu/.test(document.querySelector('#status').textContent));
  assertEqual(
    (await page.locator('#status').textContent()).trim(),
    "Impossible de lire le texte importé : caractère inattendu 'x' ligne 1, colonne 3 ; il faut un chiffre de 1 à 9, une case vide (. 0 - _ *) ou une espace.",
    'a bad character, in French',
  );
  await page.locator('#import-text').fill('1234');
  await page.locator('#import-load').click();
  await page.waitForFunction(() => /il faut 81 cases/.test(document.querySelector('#status').textContent));
  assert(
    (await page.locator('#status').textContent()).includes('il faut 81 cases, il y en a 4'),
    await page.locator('#status').textContent(),
  );
});

test('lang: ?lang=de says a bad link in German', async ({ page, base }) => {
  await page.goto(`${base}?lang=de&p=12%E2%80%AE3`);
  await ready(page);
  await page.waitForFunction(() => /unerwartetes Zeichen/.test(document.querySelector('#status').textContent));
  const text = (await page.locator('#status').textContent()).trim();
  // The bidi override is named, never drawn.
  assert(text.includes('unerwartetes Zeichen U+202E in Zeile 1, Spalte 3'), text);
  assert(!text.includes('\u202e'), 'no bidi override in the message');
});

test(
  'lang: the browser language de picks German with no ?lang; the chooser switches and is remembered',
  async ({ page, base }) => {
    await page.goto(`${base}?p=${HARDEST}`);
    await ready(page);
    assertEqual(await page.evaluate(() => document.documentElement.lang), 'de', '<html lang>');
    assertEqual(await page.title(), dePage.title, 'the title');
    assertEqual(await page.locator('#check').textContent(), 'Prüfen', 'Check in German');
    assertEqual((await page.locator('#hint').textContent()).trim(), 'Tipp', 'Hint in German');
    // The chooser, each language in its own name: Français switches at once.
    const names = await page.locator('#set-lang option').allTextContents();
    assertEqual(names, ['English', 'Français', 'Español', 'Deutsch', '简体中文', '日本語'], 'the chooser');
    await page.locator('#game-menu summary').click();
    await page.locator('#set-lang').selectOption('fr');
    await page.waitForFunction(() => document.querySelector('#check').textContent === 'Vérifier');
    assertEqual(await page.evaluate(() => document.documentElement.lang), 'fr', '<html lang> after the switch');
    await page.reload();
    await ready(page);
    assertEqual(await page.evaluate(() => document.documentElement.lang), 'fr', 'remembered after a reload');
  },
  { locale: 'de-DE' },
);

// Long words (German, Spanish, French) and wide characters (Chinese, Japanese) on a 360x640
// phone: no sideways scroll, the board, pad and tools on the first screen, and no control whose
// words spill out of it or are cut (the tools, the game bar, the mode bar, the open menu, every
// choice of every select shown).
for (const lang of ['de', 'es', 'fr', 'zh', 'ja']) {
  test(`lang: ${lang} at 360x640 fits: no sideways scroll, no control's words cut or spilling`, async ({
    page,
    base,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`${base}?lang=${lang}&p=${HARDEST}`);
    await ready(page);
    await page.waitForFunction(() => /\d/.test(document.querySelector('#play-level')?.textContent ?? ''));
    const measure = () =>
      page.evaluate(() => {
        const spilling = [];
        for (const el of document.querySelectorAll(
          '.tool-row button, .tool-text, .game-bar button, .game-bar summary, .game-bar select, .mode-bar button, .menu-list button, .menu-list label, .menu-list legend, .play-info',
        )) {
          const r = el.getBoundingClientRect();
          if (!r.width) continue; // hidden
          if (el.scrollWidth > el.clientWidth + 1 || r.right > innerWidth + 0.5 || r.left < -0.5)
            spilling.push(`${el.id || el.className || el.localName}: "${el.textContent.trim().slice(0, 30)}"`);
        }
        // A closed select shows its choice cut with an ellipsis when the words do not fit beside
        // the arrow (about 20 px in Chromium): each choice measured in the select's font.
        const pen = document.createElement('canvas').getContext('2d');
        for (const select of document.querySelectorAll('select')) {
          if (!select.getBoundingClientRect().width) continue; // hidden
          const style = getComputedStyle(select);
          pen.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          for (const option of select.options) {
            const width = pen.measureText(option.text).width;
            if (width > room + 1)
              spilling.push(`#${select.id} "${option.text}": ${Math.ceil(width)} px in ${Math.floor(room)}`);
          }
        }
        const box = (sel) => document.querySelector(sel).getBoundingClientRect();
        return {
          scrollWidth: document.documentElement.scrollWidth,
          spilling,
          inside: ['sudoku-board', '.numpad', '.tool-row'].every((sel) => {
            const r = box(sel);
            return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
          }),
        };
      });
    let m = await measure();
    assert(m.scrollWidth <= 360, `the page scrolls sideways: ${m.scrollWidth} px`);
    assert(m.inside, 'the board, pad and tools are not all on the first screen');
    assertEqual(m.spilling, [], 'controls whose words spill');
    await page.screenshot({ path: `test-output/lang-${lang}-360x640.png` });
    await page.locator('#game-menu summary').click();
    m = await measure();
    assertEqual(m.spilling, [], 'controls whose words spill, the menu open');
    assert(m.scrollWidth <= 360, `the page scrolls sideways with the menu open: ${m.scrollWidth} px`);
    await page.screenshot({ path: `test-output/lang-${lang}-360x640-menu.png` });
    // A switch of language writes every marked element anew: the difficulty's choices stay a
    // word each on the phone, in the new language.
    await page.selectOption('#set-lang', 'en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assertEqual(
      await page.$$eval('#difficulty option', (options) => options.map((o) => o.textContent)),
      ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme'],
      "the difficulty's choices after switching to English",
    );
  });
}
