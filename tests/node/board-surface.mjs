// <sudoku-board>'s surface table (www/board/surface.js) against everything that states the
// surface again: the code (style.js's custom properties and defaults, the parts the shadow tree
// sets, the observed attributes, the events dispatched and how they bubble, strings.js's keys),
// the types (sudoku-board.d.ts and sudoku-board-react.d.ts, read with the TypeScript compiler
// API) and the generated reference (npm/REFERENCE.md, npm/custom-elements.json). Needs no build:
// the element's modules load in Node, where it defines nothing.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { outputs } from '../../tools/element-reference.mjs';
import { CELL_STATES } from '../../www/board/parts.js';
import { ENGLISH_TEMPLATES } from '../../www/board/strings.js';
import { isPlural } from '../../www/i18n/format.js';
import { LANGUAGES as BUNDLED, loadLanguage } from '../../www/i18n/languages.js';
import { BOARD_CSS } from '../../www/board/style.js';
import { SudokuBoardElement } from '../../www/board/sudoku-board.js';
import {
  ATTRIBUTE_ALIASES,
  ATTRIBUTES,
  CSS_PROPERTIES,
  EVENTS,
  LANGUAGES,
  METHODS,
  PARTS,
  PROPERTIES,
  STRING_NOTES,
  STRINGS,
} from '../../www/board/surface.js';
import { boardTemplate } from '../../www/board/template.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BOARD = `${ROOT}www/board/`;
const read = (path) => readFileSync(ROOT + path, 'utf8');
const sorted = (items) => [...new Set(items)].sort();
const names = (list) => list.map((x) => x.name);

/** The element's own modules, but the table: path -> source. */
const SOURCES = Object.fromEntries(
  readdirSync(BOARD)
    .filter((f) => f.endsWith('.js') && !f.startsWith('surface'))
    .map((f) => [f, readFileSync(BOARD + f, 'utf8')]),
);

// ------------------------------------------------------------------------------------------------
// Custom properties

/** Each `var(--sudoku-…, default)` of `css`: name -> its defaults, in order, each once. */
function customProperties(css) {
  const found = new Map();
  for (const m of css.matchAll(/var\((--sudoku-[\w-]+)\s*(,)?/g)) {
    let fallback = null;
    if (m[2]) {
      let depth = 1;
      let i = m.index + m[0].length;
      const start = i;
      for (; depth > 0; i++) {
        if (css[i] === '(') depth++;
        else if (css[i] === ')') depth--;
      }
      fallback = css.slice(start, i - 1).trim();
    }
    const list = found.get(m[1]) ?? [];
    if (!list.includes(fallback)) list.push(fallback);
    found.set(m[1], list);
  }
  return found;
}

test('every custom property style.js reads is in the table, with the same defaults, and no other', () => {
  const used = customProperties(BOARD_CSS);
  assert.deepEqual(sorted(used.keys()), sorted(names(CSS_PROPERTIES)));
  for (const c of CSS_PROPERTIES) {
    const want = c.dark === undefined ? [c.default] : [c.default, c.dark];
    assert.deepEqual(used.get(c.name), want, `${c.name}: style.js's defaults (light, then dark)`);
  }
  // Nor does style.js (comments included) name one the table lacks.
  const mentioned = SOURCES['style.js'].match(/--sudoku-[\w-]*\w/g) ?? [];
  for (const name of mentioned) assert.ok(used.has(name), `style.js mentions ${name}, which it does not read`);
  assert.equal(CSS_PROPERTIES.length, 45);
});

// ------------------------------------------------------------------------------------------------
// Parts

/** A document of plain objects, enough for template.js's DOM calls. */
const fakeDocument = {
  createElement: (tag) => ({
    tag,
    attributes: {},
    children: [],
    setAttribute(name, value) {
      this.attributes[name] = String(value);
    },
    append(...nodes) {
      this.children.push(...nodes);
    },
  }),
};

function partsOfTree(node, out = []) {
  if (typeof node !== 'object') return out;
  if (node.attributes.part) out.push(...node.attributes.part.split(/\s+/));
  for (const child of node.children) partsOfTree(child, out);
  return out;
}

test('every part the shadow tree sets is in the table, and no other', () => {
  const fromTemplate = partsOfTree(boardTemplate(fakeDocument));
  const fromCells = ['cell', ...Object.values(CELL_STATES)];
  // Set elsewhere by the code: `setAttribute('part', 'x')` and `part: 'x'` (chain.js's svg).
  const fromCode = [];
  for (const [file, source] of Object.entries(SOURCES)) {
    if (file === 'template.js') continue;
    for (const m of source.matchAll(/setAttribute\('part', '([^']+)'\)|\bpart: '([^']+)'/g))
      fromCode.push(...(m[1] ?? m[2]).split(/\s+/));
  }
  assert.deepEqual(sorted([...fromTemplate, ...fromCells, ...fromCode]), sorted(names(PARTS)));
  const states = PARTS.filter((p) => p.state);
  for (const p of states) assert.equal(p.state, p.name);
  assert.deepEqual(sorted(names(states)), sorted(Object.values(CELL_STATES)), "the cell states are parts.js's");
  assert.equal(PARTS.length, 27);
});

// ------------------------------------------------------------------------------------------------
// Attributes, properties, methods and events in the code

const LIFECYCLE = [
  'constructor',
  'attributeChangedCallback',
  'connectedCallback',
  'adoptedCallback',
  'disconnectedCallback',
];
const proto = SudokuBoardElement.prototype;

test("the observed attributes are the table's, and attributeChangedCallback handles each", () => {
  const observed = ATTRIBUTES.filter((a) => a.observed).map((a) => a.name);
  assert.deepEqual(
    sorted(SudokuBoardElement.observedAttributes),
    sorted([...observed, 'showcandidates', 'showmistakes', 'fullhints', 'entrymode', 'mistakelimit']),
  );
  assert.deepEqual(ATTRIBUTE_ALIASES, {
    showcandidates: 'show-candidates',
    showmistakes: 'show-mistakes',
    fullhints: 'full-hints',
    entrymode: 'entry-mode',
    mistakelimit: 'mistake-limit',
  });
  const handled = [...proto.attributeChangedCallback.toString().matchAll(/name === '([\w-]+)'/g)].map((m) => m[1]);
  assert.deepEqual(sorted(handled), sorted(observed));
  // An attribute the element does not observe is the stylesheet's.
  for (const a of ATTRIBUTES.filter((x) => !x.observed)) assert.ok(BOARD_CSS.includes(`[${a.name}`), a.name);
});

test("the class has the table's properties and methods, and no other public member", () => {
  const own = Object.getOwnPropertyNames(proto).filter((n) => !n.startsWith('_') && !LIFECYCLE.includes(n));
  const declared = [...names(PROPERTIES), ...names(METHODS)];
  assert.deepEqual(sorted(own), sorted(declared));
  for (const p of PROPERTIES) {
    const d = Object.getOwnPropertyDescriptor(proto, p.name);
    assert.ok(d.get, `${p.name} is an accessor`);
    assert.equal(!d.set, Boolean(p.readonly), `${p.name}: read-only as the table says`);
  }
  for (const m of METHODS) assert.equal(typeof proto[m.name], 'function', m.name);
  for (const a of ATTRIBUTES) {
    if (a.inherited) assert.ok(!(a.property in proto), `${a.property} is HTMLElement's`);
    else assert.equal(PROPERTIES.find((p) => p.name === a.property)?.attribute, a.name, `${a.name} <-> ${a.property}`);
  }
  for (const p of PROPERTIES.filter((x) => x.attribute))
    assert.ok(
      ATTRIBUTES.some((a) => a.name === p.attribute && a.property === p.name),
      p.name,
    );
});

test('the reflected properties follow their attributes', () => {
  for (const a of ATTRIBUTES.filter((x) => x.reflect)) {
    const attrs = new Map();
    const fake = {
      hasAttribute: (n) => attrs.has(n),
      getAttribute: (n) => attrs.get(n) ?? null,
      setAttribute: (n, v) => attrs.set(n, String(v)),
      removeAttribute: (n) => attrs.delete(n),
      toggleAttribute: (n, on) => (on ? attrs.set(n, '') : attrs.delete(n)),
    };
    Object.setPrototypeOf(fake, proto);
    if (a.reflect === 'boolean') {
      assert.equal(fake[a.property], false);
      fake[a.property] = true;
      assert.equal(attrs.get(a.name), '');
      assert.equal(fake[a.property], true);
    } else {
      assert.equal(fake[a.property], null);
      fake[a.property] = 'x';
      assert.equal(attrs.get(a.name), 'x');
      fake[a.property] = null;
      assert.ok(!attrs.has(a.name));
    }
  }
});

test("the events dispatched are the table's, bubbling and composed as it says", () => {
  const emitted = [];
  for (const source of Object.values(SOURCES))
    for (const m of source.matchAll(/_emit\(\s*'([\w-]+)'/g)) emitted.push(m[1]);
  assert.deepEqual(sorted(emitted), sorted(names(EVENTS)));
  // Every event is fired through _emit: no other CustomEvent in the element.
  const all = Object.values(SOURCES).join('\n');
  assert.equal(all.match(/new CustomEvent\(/g)?.length, 1);
  assert.equal(all.match(/dispatchEvent\(/g)?.length, 1);
  for (const e of EVENTS) {
    const fired = [];
    proto._emit.call({ dispatchEvent: (ev) => fired.push(ev), _sendPending() {} }, e.name, {});
    assert.equal(fired[0].type, e.name);
    assert.equal(fired[0].bubbles, e.bubbles, `${e.name} bubbles`);
    assert.equal(fired[0].composed, e.composed, `${e.name} composed`);
  }
});

test("the strings' keys and languages are the language files'", async () => {
  assert.deepEqual(Object.keys(ENGLISH_TEMPLATES), Object.keys(STRINGS));
  assert.deepEqual(
    LANGUAGES.map((l) => l.tag),
    BUNDLED.map((l) => l.code),
  );
  const kind = (v) =>
    typeof v === 'string'
      ? 'string'
      : Array.isArray(v)
        ? 'string[]'
        : isPlural(v)
          ? 'BoardPlural'
          : 'BoardDifficultyNames';
  for (const { code } of BUNDLED) {
    const { board } = await loadLanguage(code);
    for (const [key, type] of Object.entries(STRINGS)) assert.equal(kind(board[key]), type, `${code}: ${key}`);
  }
  for (const key of Object.keys(STRING_NOTES)) assert.ok(key in STRINGS, key);
});

// ------------------------------------------------------------------------------------------------
// The types

const typeText = (node) => node.getText().replace(/\s+/g, ' ').trim();

/** The declarations of a .d.ts: name -> node (classes, interfaces, type aliases). */
function declarationsOf(path) {
  const file = ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, true);
  const out = new Map();
  const visit = (node) => {
    if ((ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) && node.name) out.set(node.name.text, node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** An interface's or a class's members: name -> { type, optional, readonly, … } (merging get and set). */
function membersOf(node) {
  const out = new Map();
  for (const m of node.members) {
    if (!m.name) continue;
    const name = m.name.getText().replace(/^'|'$/g, '');
    const entry = out.get(name) ?? { name };
    if (ts.isPropertyDeclaration(m) || ts.isPropertySignature(m)) {
      entry.type = typeText(m.type);
      entry.optional = Boolean(m.questionToken);
      entry.readonly = Boolean(m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword));
    } else if (ts.isGetAccessor(m)) {
      entry.type = typeText(m.type);
      entry.readonly ??= true;
    } else if (ts.isSetAccessor(m)) {
      entry.set = typeText(m.parameters[0].type);
      entry.readonly = false;
    } else if (ts.isMethodDeclaration(m) || ts.isMethodSignature(m)) {
      entry.method = true;
      entry.params = m.parameters.map((p) => ({
        name: p.name.getText(),
        type: typeText(p.type),
        ...(p.questionToken ? { optional: true } : {}),
      }));
      entry.returns = typeText(m.type);
    }
    out.set(name, entry);
  }
  return out;
}

const dts = declarationsOf('www/board/sudoku-board.d.ts');
const publicOnly = (list) => list.filter((x) => !x.host);

test("sudoku-board.d.ts declares the table's properties and methods, with its types, and no other", () => {
  const members = membersOf(dts.get('SudokuBoardElement'));
  for (const n of ['addEventListener', 'removeEventListener']) members.delete(n);
  assert.deepEqual(sorted(members.keys()), sorted([...names(publicOnly(PROPERTIES)), ...names(publicOnly(METHODS))]));
  for (const p of publicOnly(PROPERTIES)) {
    const d = members.get(p.name);
    assert.equal(d.type, p.type, `${p.name}'s type`);
    assert.equal(d.set ?? d.type, p.set ?? p.type, `${p.name}'s type when set`);
    assert.equal(d.readonly, Boolean(p.readonly), `${p.name} read-only`);
  }
  for (const m of publicOnly(METHODS)) {
    const d = members.get(m.name);
    assert.deepEqual(d.params, m.params, `${m.name}'s parameters`);
    assert.equal(d.returns, m.returns, `${m.name}'s result`);
  }
});

test("sudoku-board.d.ts declares the table's events and their details, and no other", () => {
  const events = membersOf(dts.get('SudokuBoardEventMap'));
  assert.deepEqual(sorted(events.keys()), sorted(names(EVENTS)));
  for (const e of EVENTS) {
    assert.equal(events.get(e.name).type, `CustomEvent<${e.detailType}>`);
    const fields = [...membersOf(dts.get(e.detailType)).values()].map((f) => `${f.name}${f.optional ? '?' : ''}`);
    assert.deepEqual(sorted(fields), sorted(Object.keys(e.detail)), `${e.detailType}'s fields`);
  }
});

test("sudoku-board.d.ts types the table's strings", () => {
  const strings = membersOf(dts.get('SudokuBoardStrings'));
  assert.deepEqual(
    Object.fromEntries([...strings.values()].map((s) => [s.name, s.type])),
    STRINGS,
    'SudokuBoardStrings and the table',
  );
});

test('sudoku-board-react.d.ts has a prop for each writable property, attribute and event, and no other', () => {
  const props = membersOf(declarationsOf('www/board/sudoku-board-react.d.ts').get('SudokuBoardProps'));
  for (const n of ['key', 'ref', 'style']) props.delete(n);
  // React's own event props, which a custom element's events never reach: kept as `never`.
  const refused = [...props.values()].filter((p) => p.type === 'never').map((p) => p.name);
  for (const n of refused) props.delete(n);
  const want = [
    ...publicOnly(PROPERTIES)
      .filter((p) => !p.readonly)
      .map((p) => p.name),
    ...publicOnly(ATTRIBUTES).map((a) => a.property),
    ...EVENTS.map((e) => `on${e.name}`),
  ];
  assert.deepEqual(sorted(props.keys()), sorted(want));
  assert.deepEqual(
    sorted(refused),
    sorted(EVENTS.map((e) => `on${e.name[0].toUpperCase()}${e.name.slice(1)}`)),
    "each event's camel-case prop is refused",
  );
  for (const e of EVENTS)
    assert.equal(props.get(`on${e.name}`).type, `((event: CustomEvent<${e.detailType}>) => void) | undefined`);
});

// ------------------------------------------------------------------------------------------------
// The generated reference

test('npm/REFERENCE.md and npm/custom-elements.json are what tools/element-reference.mjs makes', () => {
  for (const [path, text] of Object.entries(outputs()))
    assert.ok(read(path) === text, `${path} is out of date: run node tools/element-reference.mjs`);
});
