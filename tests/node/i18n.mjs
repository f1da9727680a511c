// The language files (www/i18n/<lang>.js): every key of English in every language and no other,
// with the same placeholders, plurals with the categories their language has (Intl.PluralRules)
// and `other` among them, lists as long, and the chooser's names the files' own; the tips list's
// small markup (**bold**, [key], `code`) closed in every language and index.html's English the
// same as en.js's.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { isPlural, placeholdersOf, richParts } from '../../www/i18n/format.js';
import { LANGUAGES, loadLanguage } from '../../www/i18n/languages.js';

// Each file whole: its default export and its `page` section (a named export of its own).
const files = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async ({ code }) => {
      const m = await import(`../../www/i18n/${code}.js`);
      return [code, { ...m.default, page: m.page }];
    }),
  ),
);

/** Every difference between `want` (English) and `got` at `where`, as sentences. */
function differences(code, want, got, where) {
  // A language may need plural forms where English has one text ("rows 2 and 5", "ligne 2" /
  // "lignes 2 et 5"): each form then takes English's placeholders, and no other.
  if (typeof want === 'string' && isPlural(got)) return differences(code, { other: want }, got, where);
  if (typeof want === 'string') {
    if (typeof got !== 'string') return [`${where}: a text in English, ${JSON.stringify(got)} here`];
    const a = placeholdersOf(want).join(', ');
    const b = placeholdersOf(got).join(', ');
    return a === b ? [] : [`${where}: placeholders {${a}} in English, {${b}} here`];
  }
  // And a language without plural forms (Chinese, Japanese) may give one text for English's
  // forms: the text of its one category, `other`.
  if (isPlural(want) && typeof got === 'string') return differences(code, want, { other: got }, where);
  if (isPlural(want)) {
    if (!isPlural(got)) return [`${where}: a plural in English, not here`];
    const allowed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const out = Object.keys(got)
      .filter((c) => !allowed.includes(c))
      .map((c) => `${where}.${c}: ${code} has no plural category "${c}" (it has ${allowed.join(', ')})`);
    const a = placeholdersOf(want).join(', ');
    for (const [category, text] of Object.entries(got)) {
      // A form may leave out {count} ("one cell" for 1); it takes no other placeholder.
      const b = placeholdersOf(text);
      const extra = b.filter((n) => !placeholdersOf(want).includes(n));
      if (extra.length) out.push(`${where}.${category}: placeholders {${extra}} not in English's {${a}}`);
    }
    return out;
  }
  if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length)
      return [`${where}: a list of ${want.length} in English, ${Array.isArray(got) ? got.length : 'none'} here`];
    return want.flatMap((w, i) => differences(code, w, got[i], `${where}[${i}]`));
  }
  if (!got || typeof got !== 'object' || Array.isArray(got)) return [`${where}: a section in English, not here`];
  const out = Object.keys(got)
    .filter((k) => !(k in want))
    .map((k) => `${where}.${k}: not in English`);
  for (const [k, w] of Object.entries(want)) {
    if (!(k in got)) out.push(`${where}.${k}: missing`);
    else out.push(...differences(code, w, got[k], `${where}.${k}`));
  }
  return out;
}

for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
  test(`${code}.js has every key of en.js, with its placeholders and kinds, and no other`, () => {
    const { code: c, name, ...rest } = files[code];
    const { code: _c, name: _n, ...english } = files.en;
    assert.equal(c, code);
    assert.deepEqual(differences(code, english, rest, code), []);
  });
}

test("loadLanguage gives a file with its page section; the chooser's names and codes are the files' own", async () => {
  assert.deepEqual((await loadLanguage('de')).page, files.de.page);
  for (const { code, name } of LANGUAGES) {
    assert.equal(files[code].code, code);
    assert.equal(files[code].name, name);
  }
  const onDisk = fs
    .readdirSync(new URL('../../www/i18n/', import.meta.url))
    .filter((f) => /^[a-z]{2,3}(-[A-Za-z]+)?\.js$/.test(f))
    .map((f) => f.slice(0, -3))
    .sort();
  assert.deepEqual(onDisk, LANGUAGES.map((l) => l.code).sort());
});

test('the literal imports of languages.js name every language but English', () => {
  const source = fs.readFileSync(new URL('../../www/i18n/languages.js', import.meta.url), 'utf8');
  const imported = [...source.matchAll(/import\('\.\/([a-z]+)\.js'\)/g)].map((m) => m[1]).sort();
  assert.deepEqual(
    imported,
    LANGUAGES.map((l) => l.code)
      .filter((c) => c !== 'en')
      .sort(),
  );
});

const richKeys = Object.keys(files.en.page).filter((k) => k.startsWith('tips'));

test('every tips entry of every language has its markup closed: no stray ** [ ] or ` in its text', () => {
  assert.ok(richKeys.length >= 15, `the tips entries: ${richKeys}`);
  for (const { code } of LANGUAGES) {
    for (const key of richKeys) {
      const parts = richParts(files[code].page[key]);
      for (const { tag, text } of parts) {
        assert.ok(text.trim() || !tag, `${code}.${key}: an empty <${tag}>`);
        assert.doesNotMatch(text, /\*\*|[[\]`]/, `${code}.${key}: unclosed markup in ${JSON.stringify(text)}`);
      }
      // A language may name keys its own way, but keeps the bold headings of English.
      const bold = (c) => richParts(files[c].page[key]).filter((p) => p.tag === 'strong').length;
      assert.equal(bold(code), bold('en'), `${code}.${key}: as many **bold** words as English`);
    }
  }
});

test("index.html's tips are en.js's, marked data-i18n-rich, every tips entry used once", () => {
  const html = fs.readFileSync(new URL('../../www/index.html', import.meta.url), 'utf8');
  const marked = [...html.matchAll(/<(li|p)\b[^>]*? data-i18n-rich="(\w+)">(.*?)<\/\1>/g)];
  assert.deepEqual(marked.map((m) => m[2]).sort(), [...richKeys].sort());
  for (const [, , key, inner] of marked) {
    const english = richParts(files.en.page[key])
      .map(({ tag, text }) => (tag ? `<${tag}>${text}</${tag}>` : text))
      .join('');
    assert.equal(inner, english, `index.html's ${key}`);
  }
});

test("index.html's choices are marked for translation (data-i18n), the language chooser's names aside", () => {
  const html = fs.readFileSync(new URL('../../www/index.html', import.meta.url), 'utf8');
  const unmarked = [...html.matchAll(/<option\b(?![^>]*\bdata-i18n=)[^>]*>([^<]*)<\/option>/g)]
    .filter((m) => !/\blang="/.test(m[0])) // a language's own name, in its own language
    .map((m) => m[1]);
  assert.deepEqual(unmarked, []);
});
