// The Learn lessons in every language (www/learn/lessons-<code>.js, loaded by languages.js as
// the page loads them): each has every English lesson with every field, and what is not prose is
// the English file's own: the related techniques, the SE ratings a rating names, the values the
// view's strings are given (names, ratings, step numbers, file names). The prose must be the
// language's, not English left over, and name the techniques as www/i18n/<code>.js does.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import enNames from '../../www/i18n/en.js';
import { CATALOGUE } from '../../www/learn/examples.js';
import { ENGLISH, LEARN_LANGUAGES, learnWords, techniqueNamer } from '../../www/learn/languages.js';
import { techniqueName } from '../../www/model/grid.js';

const PROSE = ['what', 'why', 'spot', 'rating'];
const BASE = new Map(CATALOGUE.map((t) => [t.name, t.rating]));
const OTHERS = LEARN_LANGUAGES.filter((code) => code !== 'en');
/** The SE ratings a text names: 1.0, 6.5, 20 (Search's), in order. */
const ratingsIn = (text) => text.match(/\b\d+\.\d\b|\b20\b/g) ?? [];

test('the lessons exist in English, French, Spanish, German, Chinese and Japanese', () => {
  assert.deepEqual([...LEARN_LANGUAGES].sort(), ['de', 'en', 'es', 'fr', 'ja', 'zh']);
});

// The lessons' namer (learn/languages.js) against the page's (model/grid.js), which
// tests/node/catalogue.mjs checks against the engine's SE names.
test('the lessons name the techniques in English as the page does', () => {
  const name = techniqueNamer(enNames);
  for (const { name: id } of CATALOGUE) assert.equal(name(id), techniqueName(id), id);
});

for (const code of OTHERS) {
  test(`${code}: every English lesson, with every field; what is not prose is the English`, async () => {
    const words = await learnWords(code);
    assert.equal(words.code, code);
    const { LESSONS } = words;
    assert.deepEqual(Object.keys(LESSONS).sort(), Object.keys(ENGLISH.LESSONS).sort());
    for (const [id, english] of Object.entries(ENGLISH.LESSONS)) {
      const lesson = LESSONS[id];
      assert.deepEqual(Object.keys(lesson).sort(), Object.keys(english).sort(), `${id}: fields`);
      assert.deepEqual(lesson.related, english.related, `${id}: related`);
      for (const key of PROSE) {
        const text = lesson[key];
        assert.equal(typeof text, 'string', `${id}.${key}`);
        assert.ok(text.length > (key === 'rating' ? 1 : 10), `${id}.${key}: ${text}`);
        assert.doesNotMatch(text, /undefined|NaN|\$\{|(?<!\p{L})N(?!\p{L})/u, `${id}.${key}: a placeholder left`);
        if (key !== 'rating') assert.notEqual(text, english[key], `${id}.${key} is the English text`);
      }
      assert.deepEqual(ratingsIn(lesson.rating), ratingsIn(english.rating), `${id}.rating: ${lesson.rating}`);
      // The view writes the base rating beside a rating that does not start with it.
      const base = BASE.get(id).toFixed(1);
      assert.equal(lesson.rating.startsWith(base), english.rating.startsWith(base), `${id}.rating starts with ${base}`);
    }
  });

  test(`${code}: the lessons name the techniques as www/i18n/${code}.js does`, async () => {
    const words = await learnWords(code);
    // A technique the English prose names (capitalised, as a name) is named in the
    // translation's prose with its name in that language.
    const named = CATALOGUE.map((t) => t.name).filter((id) => enNames.techniques[id]);
    for (const [id, english] of Object.entries(ENGLISH.LESSONS)) {
      const englishText = PROSE.map((k) => english[k]).join(' ');
      const text = PROSE.map((k) => words.LESSONS[id][k])
        .join(' ')
        .toLowerCase();
      for (const other of named) {
        const englishName = ENGLISH.name(other);
        if (!new RegExp(`\\b${englishName}\\b`).test(englishText)) continue;
        assert.ok(
          text.includes(words.name(other).toLowerCase()),
          `${id}: names ${englishName} as “${words.name(other)}”`,
        );
      }
    }
    // Every technique has a name of its own in the language (no English left in the headings).
    for (const { name: id } of CATALOGUE) {
      if (/^(x|xy|xyz)-wing$|^bug-type|^turbot-fish$/.test(id)) continue; // the same word in some languages
      if (code === 'de' && /^(pointing|claiming|swordfish|jellyfish|unique-)/.test(id)) continue;
      assert.notEqual(words.name(id), ENGLISH.name(id), `${id}: name`);
    }
  });

  test(`${code}: the view's strings, with the values they are given`, async () => {
    const { UI } = await learnWords(code);
    assert.deepEqual(Object.keys(UI).sort(), Object.keys(ENGLISH.UI).sort());
    for (const [key, english] of Object.entries(ENGLISH.UI)) {
      assert.equal(typeof UI[key], typeof english, key);
      if (typeof english === 'string') {
        assert.ok(UI[key].length > 0, key);
        assert.notEqual(UI[key], english, `${key} is the English text`);
      } else assert.equal(UI[key].length, english.length, `${key}: arguments`);
    }
    const name = 'NAME';
    const has = (text, ...parts) => {
      assert.equal(typeof text, 'string');
      for (const part of parts) assert.ok(text.includes(part), `“${text}” has ${part}`);
    };
    has(UI.exampleCaption(4, 'top1465.txt:77'), '5', 'top1465.txt:77');
    has(UI.stepWords(name, 3.2, 'TEXT'), name, '3.2', 'TEXT');
    has(UI.pageTitle(name), name, 'DLX Sudoku');
    has(UI.exampleFailed('WHY'), 'WHY');
    has(UI.baseRating(6.5), '6.5');
    has(UI.whatIsLink(name), name);
    has(UI.practiceSearching(name), name);
    // SE ratings keep their point; the seconds are written as the language writes a decimal.
    has(UI.practiceGenerated(name, 4.2, 1530), name, '4.2');
    assert.match(UI.practiceGenerated(name, 4.2, 1530), /\b1[.,]5 ?(s|秒)/);
    has(UI.practiceFromBank(name, 7.1), name, '7.1');
    has(UI.practiceFailed('WHY'), 'WHY');
    has(UI.practiceStep(name), name);
    has(UI.unknown('some-name'), 'some-name');
  });
}
