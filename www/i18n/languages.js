// The bundled languages: English built in, each other one loaded when first asked for. The
// imports are literal, so that every bundler (Vite, webpack, esbuild, Rollup) sees each file
// and splits it into a chunk of its own; an app in English never fetches them.

import en from './en.js';

/** Each bundled language's code and its name in itself, in the chooser's order. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'zh', name: '简体中文' },
  { code: 'ja', name: '日本語' },
];

const LOADERS = {
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  de: () => import('./de.js'),
  zh: () => import('./zh.js'),
  ja: () => import('./ja.js'),
};

const loaded = new Map([['en', en]]);
const loading = new Map();

/** The bundled language of a BCP 47 tag (`de-AT` -> `de`), or null. */
export function bundledCode(tag) {
  const code = String(tag ?? '')
    .toLowerCase()
    .split('-')[0];
  return LANGUAGES.some((l) => l.code === code) ? code : null;
}

/**
 * The file of `code` when it is loaded (English always is), else null. English's `page` section
 * is not in it (page/lang.js imports that itself); another language's is.
 */
export function loadedLanguage(code) {
  return loaded.get(code) ?? null;
}

/** The file of `code` (a bundled code), loading it once; English when `code` is not bundled. */
export function loadLanguage(code) {
  const c = bundledCode(code) ?? 'en';
  if (loaded.has(c)) return Promise.resolve(loaded.get(c));
  if (!loading.has(c))
    loading.set(
      c,
      LOADERS[c]().then(
        (m) => {
          // The page's words (a named export) come along: the file is loaded whole anyway.
          const file = { ...m.default, page: m.page };
          loaded.set(c, file);
          return file;
        },
        (err) => {
          loading.delete(c); // a failed fetch may be asked for again
          throw err;
        },
      ),
    );
  return loading.get(c);
}

export { en as ENGLISH };
