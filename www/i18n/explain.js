// A step's explanation in a language. The engine gives each step (and each hint) an
// `explanation`: a message key and typed arguments (src/sudoku/logic/explain.rs,
// docs/javascript.md). This module fills the language's template of that key (the `steps`
// section of www/i18n/<lang>.js) with the arguments in words: cells, units, lists, chains. The
// English templates are the engine's own, so `explain(step.explanation, 'en')` is `step.text`.
//
// A template is a string with {name} placeholders, or { one, other } (and any other plural
// category the language has), chosen by the `count` argument with Intl.PluralRules.

import { bundledCode, ENGLISH as en, loadedLanguage } from './languages.js';
import { techniqueNameIn } from './technique-name.js';

/** The nodes a shortened branch keeps at its start and at its end (as the engine's text). */
const SHORT_HEAD = 4;
const SHORT_TAIL = 3;

/**
 * The language file of a BCP 47 tag, when it is loaded (languages.js's loadLanguage; a board
 * and the page load theirs before they speak); English otherwise.
 * @param {string | undefined | null} lang
 */
export function languagePack(lang) {
  return loadedLanguage(bundledCode(lang) ?? 'en') ?? en;
}

/**
 * A template filled with values: `{name}` replaced by `values[name]`; a plural template
 * ({ one, other, ... }) chosen by `count`. An unknown placeholder is left as it is, so a
 * test can find it.
 * @param {string | Record<string, string>} template
 * @param {Record<string, string | number>} values
 * @param {string} code the language, for its plural rules
 * @param {number} [count]
 */
export function fill(template, values, code, count) {
  let chosen = template;
  if (template && typeof template === 'object') {
    const category = new Intl.PluralRules(code).select(count ?? 1);
    chosen = template[category] ?? template.other;
  }
  return String(chosen).replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * A technique's name in a language, from its id: the pack's `techniques`, `techniqueTypes`
 * (unique-rectangle-type-2, bug-type-3) and `nestingSuffixes` (the "-plus" and nested-N ids).
 * @param {string} id
 * @param {string} [lang]
 */
export function techniqueLabel(id, lang) {
  return techniqueNameIn(languagePack(lang), id);
}

/**
 * @typedef {{ cell: number, digit: number, on: boolean, reduced?: boolean }} Statement
 * @typedef {{ type: string, value: any }} Arg
 * @typedef {{ key: string, args: Record<string, Arg> }} Explanation
 */

/**
 * The sentence of an explanation in a language. `whole`: every chain line whole (the CLI's
 * and SE's whole text); otherwise a long branch keeps its start and its end, as the engine's
 * `text` does ("... (7 more) ..."). A key the language lacks falls back to English.
 * @param {Explanation} explanation
 * @param {string | Record<string, any>} [lang] a BCP 47 tag, or a loaded language file
 * @param {{ whole?: boolean }} [options]
 */
export function explain(explanation, lang, options = {}) {
  const pack = typeof lang === 'object' && lang ? lang : languagePack(/** @type {string | undefined} */ (lang));
  return new Renderer(pack, Boolean(options.whole)).sentence(explanation);
}

class Renderer {
  /**
   * @param {any} pack
   * @param {boolean} whole
   */
  constructor(pack, whole) {
    this.pack = pack;
    this.words = { ...en.steps.words, ...pack.steps?.words };
    this.whole = whole;
  }

  /**
   * @param {string} name a template of `words`
   * @param {Record<string, string | number>} values
   * @param {number} [count]
   */
  word(name, values, count) {
    return fill(this.words[name], values, this.pack.code, count);
  }

  /** @param {Explanation} e */
  sentence(e) {
    const template = this.pack.steps?.messages?.[e.key] ?? en.steps.messages[e.key];
    if (template === undefined) return e.key;
    /** @type {Record<string, string | number>} */
    const values = {};
    for (const [name, arg] of Object.entries(e.args)) values[name] = this.arg(arg);
    const count = e.args.count?.type === 'count' ? e.args.count.value : undefined;
    return fill(template, values, this.pack.code, count);
  }

  /** @param {Arg} arg */
  arg({ type, value }) {
    switch (type) {
      case 'cell':
        return this.cell(value);
      case 'cells':
        return this.list(
          value.map((/** @type {number} */ c) => this.cell(c)),
          'and',
        );
      case 'cellsOr':
        return this.list(
          value.map((/** @type {number} */ c) => this.cell(c)),
          'or',
        );
      case 'digit':
      case 'count':
        return String(value);
      case 'digits':
        return this.list(value.map(String), 'and');
      case 'digitsOr':
        return this.list(value.map(String), 'or');
      case 'unit':
        return this.unit(value);
      case 'units':
        return this.units(value);
      case 'technique':
        return techniqueLabel(value, this.pack.code);
      case 'producers':
        return value
          .map(([/** @type {string} */ name, /** @type {number} */ n]) =>
            this.word('producer', { name: this.pack.steps?.producers?.[name] ?? name, count: n }, n),
          )
          .join(this.words.producerSeparator);
      case 'eliminations':
        return this.eliminationsByDigit(value);
      case 'cellEliminations':
        return this.eliminationsByCell(value);
      case 'cellDigits':
        return this.word('cellDigits', {
          cell: this.cell(value.cell),
          digits: value.digits.join(this.words.digitComma),
        });
      case 'cellsDigitsOr':
        return this.list(
          value.map((/** @type {{ cell: number, digits: number[] }} */ x) =>
            this.word('digitsInCell', { digits: this.list(x.digits.map(String), 'or'), cell: this.cell(x.cell) }),
          ),
          'and',
        );
      case 'statement':
        return this.statement(value);
      case 'line':
        return this.line(value);
      case 'branch':
        return this.branch(value);
      case 'branches':
        return value.map((/** @type {Statement[]} */ b) => this.branch(b)).join(this.words.branchSeparator);
      case 'clause':
        return this.sentence(value);
      default:
        return `{${type}}`;
    }
  }

  /** @param {number} c a cell 0-80 */
  cell(c) {
    return this.word('cell', { row: Math.floor(c / 9) + 1, column: (c % 9) + 1 });
  }

  /** @param {number} u a unit 0-26 */
  unit(u) {
    return this.word(['row', 'column', 'box'][Math.floor(u / 9)], { n: (u % 9) + 1 });
  }

  /** @param {number[]} us units of one kind */
  units(us) {
    const kind = ['rows', 'columns', 'boxes'][Math.floor((us[0] ?? 0) / 9)];
    return this.word(
      kind,
      {
        list: this.list(
          us.map((u) => String((u % 9) + 1)),
          'and',
        ),
      },
      us.length,
    );
  }

  /**
   * Items as people list them: "a", "a and b", "a, b and c".
   * @param {string[]} items
   * @param {'and' | 'or'} last
   */
  list(items, last) {
    if (items.length < 2) return items.join('');
    return `${items.slice(0, -1).join(this.words.comma)}${this.words[last]}${items[items.length - 1]}`;
  }

  /** @param {[number, number][]} pairs (cell, digit), said digit by digit */
  eliminationsByDigit(pairs) {
    const groups = [];
    for (let d = 1; d <= 9; d++) {
      const cells = pairs.filter(([, digit]) => digit === d).map(([c]) => c);
      if (cells.length === 0) continue;
      const names = this.list(
        cells.map((c) => this.cell(c)),
        'and',
      );
      groups.push(this.word('cannotBe', { cells: names, digit: d }, cells.length));
    }
    return groups.join(this.words.groupSeparator);
  }

  /** @param {[number, number][]} pairs (cell, digit) in cell order, said cell by cell */
  eliminationsByCell(pairs) {
    const groups = [];
    for (let i = 0; i < pairs.length; ) {
      const cell = pairs[i][0];
      const digits = [];
      for (; i < pairs.length && pairs[i][0] === cell; i++) digits.push(String(pairs[i][1]));
      groups.push(this.word('cellCannotBe', { cell: this.cell(cell), digits: this.list(digits, 'or') }));
    }
    return groups.join(this.words.groupSeparator);
  }

  /** @param {Statement} s */
  statement(s) {
    return this.word(s.on ? 'is' : 'isNot', { cell: this.cell(s.cell), digit: s.digit });
  }

  /**
   * "if A, then B, so C".
   * @param {Statement[]} line
   */
  line(line) {
    return line
      .map((s, i) => {
        const said = s.reduced ? this.word('reduced', { statement: this.statement(s) }) : this.statement(s);
        return this.word(i === 0 ? 'first' : i === 1 ? 'second' : 'next', { statement: said });
      })
      .join('');
  }

  /** @param {Statement[]} line */
  branch(line) {
    if (this.whole || line.length <= SHORT_HEAD + SHORT_TAIL + 2) return this.line(line);
    const more = line.length - SHORT_HEAD - SHORT_TAIL;
    const tail = line.slice(-SHORT_TAIL).map((s) => this.word('next', { statement: this.statement(s) }));
    return this.line(line.slice(0, SHORT_HEAD)) + this.word('more', { count: more }, more) + tail.join('');
  }
}
