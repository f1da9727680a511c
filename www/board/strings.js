// The words of <sudoku-board>: every label, button, cell name and status message. They live in
// the `board` section of the language files (www/i18n/<lang>.js: text templates and plurals, no
// code); this module turns a section into the messages the element says, filling them in from
// structured data (a hint's step, cells 0-80). An app picks a language with the `lang` attribute
// (the element's own, else its nearest ancestor's) and replaces any template with the `strings`
// property. English is built in; another language is loaded the first time a board asks for it.
// A step's sentence comes from the engine's structured explanation, in the board's language
// (../i18n/explain.js); an app's own step object without one is said by what it places and removes.

import { explain } from '../i18n/explain.js';
import { format, isPlural, oneDecimal } from '../i18n/format.js';
import { bundledCode, ENGLISH, loadedLanguage, loadLanguage } from '../i18n/languages.js';
import { techniqueNameIn } from '../i18n/technique-name.js';
import { colOf, fmtClock, rowOf, sentence } from '../model/grid.js';

/** The English templates: every key an override may set, and the kind of each. */
export const ENGLISH_TEMPLATES = ENGLISH.board;

/** `items` (texts) as one list: "a, b and c" in the file's words. */
const listOf = (t, items) =>
  items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(t.listSeparator)}${t.listLastSeparator}${items[items.length - 1]}`;

/**
 * The element's messages from one language file and the templates `t` (its `board` section with
 * any overrides on top): strings as they are, messages as functions of structured data, the same
 * shape whatever the language. `file` gives the language code and the technique names.
 * @returns {Record<string, any>}
 */
function compile(file, t) {
  const lang = file.code;
  const f = (key, params) => format(lang, t[key], params);
  const cellRef = (i) => f('cellRef', { row: rowOf(i) + 1, col: colOf(i) + 1 });
  const technique = (step) => (lang === 'en' && step.name) || techniqueNameIn(file, step.technique);
  const rating = (x) => oneDecimal(lang, x);
  const pairs = (key, list) =>
    listOf(
      t,
      list.map(([c, d]) => f(key, { digit: d, cell: cellRef(c) })),
    );
  /** What a step does: the engine's explanation in this language (../i18n/explain.js); without
   *  one (an app's own step object), its English sentence, else its placements and eliminations. */
  const explanation = (step) => {
    if (step.explanation) return sentence(explain(step.explanation, file));
    if (lang === 'en' && step.text) return sentence(step.text);
    const actions = [];
    if (step.place.length) actions.push(f('stepPlace', { list: pairs('digitAtCell', step.place) }));
    if (step.eliminate.length) actions.push(f('stepEliminate', { list: pairs('digitFromCell', step.eliminate) }));
    return f('stepExplanation', { actions: actions.join(t.actionSeparator) });
  };
  const regionKey = { row: 'regionRow', column: 'regionColumn', box: 'regionBox' };
  /** @type {Record<string, any>} */
  const words = {};
  for (const [key, value] of Object.entries(t)) if (typeof value === 'string') words[key] = value;
  const region = (r) => f(regionKey[r.kind], { count: r.ns.length, list: listOf(t, r.ns.map(String)) });
  /** A clash of model/grid.js findClashes ({kind, n, digit, cells}) as one sentence. */
  const problem = (p) => {
    const params = { digit: p.digit, count: p.cells.length };
    if (p.kind === 'row')
      return f('clashRow', {
        ...params,
        row: p.n,
        list: listOf(
          t,
          p.cells.map((i) => String(colOf(i) + 1)),
        ),
      });
    if (p.kind === 'column')
      return f('clashColumn', {
        ...params,
        column: p.n,
        list: listOf(
          t,
          p.cells.map((i) => String(rowOf(i) + 1)),
        ),
      });
    const r0 = Math.floor((p.n - 1) / 3) * 3 + 1;
    const c0 = ((p.n - 1) % 3) * 3 + 1;
    return f('clashBox', {
      ...params,
      box: p.n,
      rows: `${r0}–${r0 + 2}`,
      cols: `${c0}–${c0 + 2}`,
      list: listOf(t, p.cells.map(cellRef)),
    });
  };
  return Object.assign(words, {
    code: lang,
    // The parts of a hint, for a host that phrases its own (the project's page).
    techniqueOf: technique,
    ratingOf: rating,
    explanationOf: explanation,
    regionOf: region,
    problemOf: problem,
    givensClash: (p) => f('givensClash', { problem: problem(p) }),
    padLeft: (left) => (left ? f('padLeft', { count: left }) : t.padAllPlaced),
    colourName: (c) => t.colourNames[c - 1] || String(c),
    cellRef,
    cellPlace: (i) => f('cellPlace', { row: rowOf(i) + 1, col: colOf(i) + 1 }),
    cellGiven: (digit) => f('cellGiven', { digit }),
    cellSolved: (digit) => f('cellSolved', { digit }),
    cellTargetSolution: (digit) => f('cellTargetSolution', { digit }),
    cellPlaced: (digit) => f('cellPlaced', { digit }),
    cellCandidates: (digits) => f('cellCandidates', { digits: digits.join(' ') }),
    cellCentreMarks: (digits) => f('cellCentreMarks', { digits: digits.join(' ') }),
    cellColour: (c) => f('cellColour', { colour: t.colourNames[c - 1] || c }),
    cellCandidateColours: (a, b) =>
      [
        a.length ? f('cellColourA', { digits: a.join(' ') }) : '',
        b.length ? f('cellColourB', { digits: b.join(' ') }) : '',
      ]
        .filter(Boolean)
        .join(t.listSeparator),
    cellWeight: (weight) => f('cellWeight', { weight }),
    stepBoardLabel: (label, step) => f('stepBoardLabel', { label, step }),
    hintStep: (step) =>
      f('hintStep', { technique: technique(step), rating: rating(step.rating), explanation: explanation(step) }),
    hintNudge: (step, where) =>
      f('hintNudge', {
        technique: technique(step),
        rating: rating(step.rating),
        region: region(where),
      }),
    hintWrongEntry: ({ cell }) => f('hintWrongEntry', { cell: cellRef(cell) }),
    hintMissingCandidate: ({ cell }) => f('hintMissingCandidate', { cell: cellRef(cell) }),
    hintSolved: () => t.hintSolved,
    erasedWrong: ({ digit, cell }) => f('erasedWrong', { digit, cell: cellRef(cell) }),
    putBack: ({ digit, cell }) => f('putBack', { digit, cell: cellRef(cell) }),
    appliedStep: (step) => {
      const actions = [];
      if (step.place.length) actions.push(f('appliedPlaced', { list: pairs('digitAtCell', step.place) }));
      if (step.eliminate.length) actions.push(f('appliedRemoved', { count: step.eliminate.length }));
      return f('appliedStep', { technique: technique(step), actions: actions.join(t.actionSeparator) });
    },
    checkWrong: (cells) => f('checkWrong', { count: cells.length, cells: cells.map(cellRef).join(t.listSeparator) }),
    checkRight: ({ entered, left }) =>
      left
        ? f('checkRightSoFar', { count: entered, cellsLeft: f('cellsLeft', { count: left }) })
        : f('checkRight', { count: entered }),
    solvedGame: ({ timeMs, hintsUsed }) =>
      hintsUsed
        ? f('solvedGameWithHints', { time: fmtClock(timeMs), count: hintsUsed })
        : f('solvedGame', { time: fmtClock(timeMs) }),
    lockedDigit: (digit) => f('lockedDigit', { digit }),
    markOnDigit: (cell) => f('markOnDigit', { cell: cellRef(cell) }),
    newPuzzle: ({ difficulty, givens, rating: r }) =>
      f('newPuzzle', {
        difficulty: t.difficulties[difficulty] || difficulty,
        givens: f('givensCount', { count: givens }),
        rating: rating(r),
      }),
    isGiven: (cell) => f('isGiven', { cell: cellRef(cell) }),
    // The template ends the sentence: a message's own full stop (a clash's) is dropped.
    badPuzzle: (message) => f('badPuzzle', { message: String(message).replace(/[.。]$/, '') }),
    badMode: (value) => f('badMode', { value: JSON.stringify(value) }),
    badMistakeLimit: (value) => f('badMistakeLimit', { value: JSON.stringify(value) }),
    gameOver: ({ mistakes, limit }) => f('gameOver', { count: mistakes, limit }),
    badState: (message) => f('badState', { message }),
    failed: (action, message) => f('failed', { action, message: sentence(message) }),
    needsPlayMode: (action) => f('needsPlayMode', { action }),
    needsGivens: (action) => f('needsGivens', { action }),
    needsASolution: (action) => f('needsASolution', { action }),
    needsOneSolution: (action) => f('needsOneSolution', { action }),
    newPuzzleOptions: (type) => f('newPuzzleOptions', { type }),
  });
}

/** The English messages, built in. */
export const EN = compile(ENGLISH, ENGLISH_TEMPLATES);

/** What `value` is, in an error message. */
const kindOf = (value) =>
  Array.isArray(value) ? 'array' : isPlural(value) ? 'plural' : value === null ? 'null' : typeof value;

/**
 * Throws a TypeError naming the key when `overrides` is not an object of known keys, each of the
 * kind of the template it replaces: a string, a plural ({ one, other }), a list of as many
 * strings, a group with the same names. A function is still taken for a message (the shape
 * before the language files), and used as it is.
 */
export function checkOverrides(overrides) {
  if (typeof overrides !== 'object' || Array.isArray(overrides))
    throw new TypeError(`strings must be an object, found ${Array.isArray(overrides) ? 'array' : typeof overrides}`);
  for (const [key, value] of Object.entries(overrides)) {
    const base = ENGLISH_TEMPLATES[key];
    if (typeof value === 'function' && typeof EN[key] === 'function') continue;
    if (base === undefined) throw new TypeError(`strings: unknown key ${JSON.stringify(key)}`);
    const want = kindOf(base);
    const ok =
      want === 'string'
        ? typeof value === 'string'
        : want === 'plural'
          ? isPlural(value) && Object.values(value).every((v) => typeof v === 'string')
          : want === 'array'
            ? Array.isArray(value) && value.length === base.length && value.every((v) => typeof v === 'string')
            : kindOf(value) === 'object' &&
              Object.keys(base).every((k) => typeof value[k] === 'string') &&
              Object.keys(value).every((k) => k in base);
    const wanted = {
      string: 'a string',
      plural: 'a plural',
      array: `a list of ${base.length} strings`,
      object: `a group of ${Object.keys(base).join(', ')}`,
    };
    if (!ok) throw new TypeError(`strings.${key} must be ${wanted[want]}, found ${kindOf(value)}`);
  }
}

/**
 * The element's messages for `lang` (a BCP 47 tag) with `overrides` (templates, or legacy
 * functions) on top, or null while that language's file is not loaded yet (see loadBoardWords).
 * English when the language is not bundled. Throws as checkOverrides does.
 */
export function boardStrings(lang, overrides) {
  if (overrides != null) checkOverrides(overrides);
  const file = loadedLanguage(bundledCode(lang) ?? 'en');
  if (!file) return null;
  if (overrides == null && file === ENGLISH) return EN;
  const templates = { ...file.board };
  const functions = {};
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (typeof value === 'function') functions[key] = value;
    else templates[key] = value;
  }
  return Object.assign(compile(file, templates), functions);
}

/** The `board` templates in use for `lang` with `overrides` on top (what `strings` reads). */
export function boardTemplates(lang, overrides) {
  const file = loadedLanguage(bundledCode(lang) ?? 'en') ?? ENGLISH;
  return { ...file.board, ...(overrides ?? {}) };
}

/** Loads the language file of `lang` (nothing for English or a language not bundled). */
export function loadBoardWords(lang) {
  return loadLanguage(bundledCode(lang) ?? 'en');
}
