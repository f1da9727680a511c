// The page's language: `?lang=`, else the choice saved by the chooser, else the first of the
// browser's languages that is bundled (by primary subtag), else English. Its words are the
// `page` section of www/i18n/<lang>.js: index.html marks each translated element with
// data-i18n (its text), data-i18n-label (aria-label), data-i18n-title, data-i18n-placeholder and
// data-i18n-rich (text with the small markup of i18n/format.js richParts, built as elements);
// the page's scripts call pageText. The chooser (#set-lang) switches live and is remembered.

import { format, localNumber, oneDecimal, richParts } from '../i18n/format.js';
import { page as ENGLISH_PAGE } from '../i18n/en.js';
import { bundledCode, ENGLISH, LANGUAGES, loadLanguage } from '../i18n/languages.js';
import { boardStrings } from '../board/strings.js';
import { techniqueNameIn } from '../i18n/technique-name.js';

const SAVED_KEY = 'dlx-sudoku:lang';
let file = ENGLISH;
const listeners = [];

/** The page's language code now ('en', 'zh'...). */
export const pageLang = () => file.code;

/** The page's text `key` in the current language, filled in with `params` (English when missing). */
export function pageText(key, params) {
  const entry = file.page?.[key] ?? ENGLISH_PAGE[key];
  if (entry === undefined) throw new Error(`pageText: no key ${JSON.stringify(key)} in en.js's page section`);
  return format(file.code, entry, params, (n) => localNumber(file.code, n));
}

/** A technique's name in the page's language (`x-wing` -> "X-Wing", "X翼"). */
export const pageTechniqueName = (id) => techniqueNameIn(file, id);

/** The locale for dates: the page's language (English dates as the page has always written them, en-GB). */
export const pageLocale = () => (file.code === 'en' ? 'en-GB' : file.code);

/** `x` with one decimal, as the page's language writes it (a rating, seconds). */
export const pageDecimal = (x) => oneDecimal(file.code, x);

/** A difficulty's name in the page's language, lower case as in a sentence ("hard"). */
export const difficultyWord = (d) => file.board.difficulties[d] ?? d;

/** The element's words in the page's language (for the hint's parts: technique, explanation). */
export const pageBoardWords = () => boardStrings(file.code);

/** The language the page starts in (see the header). */
export function chosenLanguage(location = globalThis.location, navigator = globalThis.navigator) {
  const asked = bundledCode(new URLSearchParams(location?.search ?? '').get('lang'));
  if (asked) return asked;
  let saved = null;
  try {
    saved = bundledCode(localStorage.getItem(SAVED_KEY));
  } catch {
    // storage refused: the browser's languages decide
  }
  if (saved) return saved;
  for (const tag of navigator?.languages ?? [navigator?.language]) {
    const code = bundledCode(tag);
    if (code) return code;
  }
  return 'en';
}

/** Calls `fn` after each switch of language (the page re-says what it shows). */
export const onLanguageChange = (fn) => listeners.push(fn);

/** Puts the current language's words on every marked element of `root`. */
export function translate(root = document) {
  /** @param {string} selector */
  const marked = (selector) => /** @type {NodeListOf<HTMLInputElement>} */ (root.querySelectorAll(selector));
  for (const el of marked('[data-i18n]')) el.textContent = pageText(el.dataset.i18n);
  for (const el of marked('[data-i18n-label]')) el.setAttribute('aria-label', pageText(el.dataset.i18nLabel));
  for (const el of marked('[data-i18n-title]')) el.title = pageText(el.dataset.i18nTitle);
  for (const el of marked('[data-i18n-placeholder]')) el.placeholder = pageText(el.dataset.i18nPlaceholder);
  for (const el of marked('[data-i18n-rich]')) el.replaceChildren(...richNodes(pageText(el.dataset.i18nRich)));
}

/** A rich entry as nodes: text nodes and <strong>, <kbd>, <code> holding text (no HTML parsed). */
function richNodes(text) {
  return richParts(text).map(({ tag, text: words }) => {
    if (!tag) return document.createTextNode(words);
    const el = document.createElement(tag);
    el.textContent = words;
    return el;
  });
}

/** Switches the page to `code`: loads its file, sets <html lang>, the title and every marked element. */
export async function setPageLanguage(code) {
  file = await loadLanguage(code);
  document.documentElement.lang = file.code;
  document.title = pageText('title');
  document.querySelector('meta[name="description"]')?.setAttribute('content', pageText('description'));
  translate();
  for (const board of document.querySelectorAll('sudoku-board')) board.setAttribute('lang', file.code);
  const chooser = /** @type {HTMLSelectElement | null} */ (document.getElementById('set-lang'));
  if (chooser) chooser.value = file.code;
  for (const fn of listeners) fn(file.code);
}

/** Starts the page in its language and binds the chooser. */
export async function startPageLanguage() {
  const chooser = /** @type {HTMLSelectElement | null} */ (document.getElementById('set-lang'));
  if (chooser) {
    chooser.replaceChildren(
      ...LANGUAGES.map(({ code, name }) => {
        const option = document.createElement('option');
        option.value = code;
        option.lang = code;
        option.textContent = name;
        return option;
      }),
    );
    chooser.addEventListener('change', () => {
      try {
        localStorage.setItem(SAVED_KEY, chooser.value);
      } catch {
        // not remembered; the switch still happens
      }
      // A language picked by hand outlives ?lang= in this address.
      const url = new URL(location.href);
      if (url.searchParams.has('lang')) {
        url.searchParams.delete('lang');
        history.replaceState(history.state, '', url);
      }
      setPageLanguage(chooser.value);
    });
  }
  try {
    await setPageLanguage(chosenLanguage());
  } catch {
    await setPageLanguage('en'); // the file could not load: the page stays in English
  }
}
