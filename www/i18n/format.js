// Fills in a language file's templates (www/i18n/<lang>.js), for the element and the page alike.
// A template is text with {name} placeholders; a plural is { one: '…', other: '…' } (the
// categories of Intl.PluralRules for that language, `other` always there), picked by the
// `count` parameter. Files hold text only, so a translator never edits code.

const pluralRules = new Map();

/** Intl.PluralRules for `lang`, made once. */
function rulesFor(lang) {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules;
}

/** The plural categories a language file may use. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Whether `entry` is a plural: an object whose keys are plural categories, `other` among them. */
export function isPlural(entry) {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return false;
  const keys = Object.keys(entry);
  return keys.includes('other') && keys.every((k) => PLURAL_CATEGORIES.includes(k));
}

/** The placeholders of a template or of every form of a plural, sorted: ['cell', 'digit']. */
export function placeholdersOf(entry) {
  const texts = isPlural(entry) ? Object.values(entry) : [entry];
  const names = new Set();
  for (const t of texts) for (const m of String(t).matchAll(/\{(\w+)\}/g)) names.add(m[1]);
  return [...names].sort();
}

/**
 * The text of `entry` (a template or a plural) in `lang` with `params` filled in; a plural picks
 * its form by `params.count` (falling back on `other`). A placeholder with no value stays as it is.
 * `numbers` (the page's) writes each number param in the language (1,000 / 1 000 / 1.000).
 * @param {string} lang @param {any} entry @param {Record<string, any>} [params]
 * @param {(n: number) => string} [numbers]
 */
export function format(lang, entry, params = {}, numbers = String) {
  let text = entry;
  if (isPlural(entry)) text = entry[rulesFor(lang).select(Number(params.count))] ?? entry.other;
  return String(text).replace(/\{(\w+)\}/g, (whole, name) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return typeof value === 'number' ? numbers(value) : String(value);
  });
}

const integers = new Map();

/** `n` written as `lang` writes numbers (grouping included). */
export function localNumber(lang, n) {
  let f = integers.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang);
    integers.set(lang, f);
  }
  return f.format(n);
}

const decimals = new Map();

/** `x` with one decimal in `lang`'s digits and separators (a rating: 3.2, 3,2). */
export function oneDecimal(lang, x) {
  let f = decimals.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    decimals.set(lang, f);
  }
  return f.format(x);
}

/** The small markup of a rich entry (the tips list): **bold**, [a key], `code`. */
const RICH_MARKS = /\*\*(.+?)\*\*|\[([^\]]+)\]|`([^`]+)`/g;

/**
 * A rich entry's text as parts, `{ tag, text }`: tag '' for plain text, else 'strong', 'kbd' or
 * 'code'. The page builds them with DOM methods (page/lang.js), never as HTML.
 * @param {string} text @returns {{tag: string, text: string}[]}
 */
export function richParts(text) {
  const parts = [];
  let last = 0;
  for (const m of text.matchAll(RICH_MARKS)) {
    if (m.index > last) parts.push({ tag: '', text: text.slice(last, m.index) });
    if (m[1] !== undefined) parts.push({ tag: 'strong', text: m[1] });
    else if (m[2] !== undefined) parts.push({ tag: 'kbd', text: m[2] });
    else parts.push({ tag: 'code', text: m[3] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ tag: '', text: text.slice(last) });
  return parts;
}
