// The Learn section's languages: the lessons (www/learn/lessons-<code>.js) and the technique
// names (www/i18n/<code>.js, the names each language's Sudoku community uses) of each language.
// English is part of the page; the others are loaded when the page first speaks them. The
// imports are literal, one a language, so that the bundler (tools/dist.mjs) takes every file
// into the page's bundle and the service worker's precache: the lessons work offline in each.

import enNames from '../i18n/en.js';
import { techniqueNameIn } from '../i18n/technique-name.js';
import { withFamilies } from './families.js';
// Named imports, not a namespace: passing a namespace object as a value makes the bundler add a
// helper that it splits into a chunk of its own, one more request on every first load.
import { FAMILIES, LESSONS, UI } from './lessons-en.js';

const LOADERS = {
  fr: () => Promise.all([import('./lessons-fr.js'), import('../i18n/fr.js')]),
  es: () => Promise.all([import('./lessons-es.js'), import('../i18n/es.js')]),
  de: () => Promise.all([import('./lessons-de.js'), import('../i18n/de.js')]),
  zh: () => Promise.all([import('./lessons-zh.js'), import('../i18n/zh.js')]),
  ja: () => Promise.all([import('./lessons-ja.js'), import('../i18n/ja.js')]),
};

/** The codes of the languages the lessons are written in, English first. */
export const LEARN_LANGUAGES = ['en', ...Object.keys(LOADERS)];

/**
 * The name of a technique, by the engine's kebab-case id, in the language of `names` (a
 * www/i18n/<code>.js module's default export). The numbered families take their number, the
 * dynamic chains' nesting levels their suffix; an id the file does not know reads in English.
 */
export function techniqueNamer(names) {
  return (id) => techniqueNameIn(names, id);
}

/**
 * The words of one language: its lessons (those its file writes out and the families built from
 * its `FAMILIES`, www/learn/families.js) and view strings, shaped as the English ones, and its
 * technique names.
 * @typedef {{ code: string, LESSONS: Record<string, any>, UI: typeof UI, name: (id: string) => string }} LearnWords
 */

/** @returns {LearnWords} */
const words = (code, lessons, names) => ({
  code,
  LESSONS: withFamilies(lessons.LESSONS, lessons.FAMILIES),
  UI: lessons.UI,
  name: techniqueNamer(names),
});

/** English, always there. */
export const ENGLISH = words('en', { LESSONS, FAMILIES, UI }, enNames);

const loaded = new Map([['en', Promise.resolve(ENGLISH)]]);

/** The words of language `code` (a primary subtag); English for a language without lessons. */
export function learnWords(code) {
  if (!Object.hasOwn(LOADERS, code)) return loaded.get('en');
  if (!loaded.has(code)) {
    loaded.set(
      code,
      LOADERS[code]().then(
        ([lessons, names]) => words(code, lessons, names.default),
        (err) => {
          loaded.delete(code); // a failed load (a dropped connection) may be tried again
          throw err;
        },
      ),
    );
  }
  return loaded.get(code);
}

/** Whether `code` has lessons of its own (and so is loaded rather than there at once). */
export const hasLessons = (code) => code === 'en' || Object.hasOwn(LOADERS, code);

/** The page's language, as `<html lang>` says it: its primary subtag, lower-case ("zh-Hans" is "zh"). */
export const pageLanguage = (root = document.documentElement) => (root.lang || 'en').split('-')[0].toLowerCase();
