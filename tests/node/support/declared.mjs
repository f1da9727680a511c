// The shapes a TypeScript declaration file promises, read from its text, and a check of a
// runtime value against them: for tests/node/boundary.mjs, so that the package's declarations
// (written in src/wasm/types/*.d.ts), the worker client's and the values they describe cannot drift.
//
// It reads the subset these files use: interfaces, type aliases, object literals, `A & B`,
// `A | B`, `X[]`, `Omit<X, 'k'>` and `Pick<X, 'k' | 'l'>`; a member is `key: type;` or
// `key?: type;`. Anything else (primitives, functions, classes) is not looked into.
//
// This folder is not matched by `node --test tests/node/*.mjs`: it holds no tests of its own.

import assert from 'node:assert/strict';

/** Splits `text` at `sep` where no bracket is open (`=>` is not a bracket). */
function splitTop(text, sep) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ('{([<'.includes(ch)) depth++;
    else if ('})]'.includes(ch) || (ch === '>' && text[i - 1] !== '=')) depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      parts.push(text.slice(start, i));
      start = i + sep.length;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** The end of the bracketed span that opens at `open`. */
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces from ${text.slice(open, open + 40)}`);
}

/** Every `export interface` and `export type` of declaration files: name -> type text. */
export function declarations(...texts) {
  const out = new Map();
  for (const raw of texts) {
    const text = raw.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const m of text.matchAll(/export interface (\w+)(?:<[^>]*>)?(?: extends [^{]+)?\s*\{/g)) {
      const open = m.index + m[0].length - 1;
      out.set(m[1], text.slice(open, closing(text, open) + 1));
    }
    for (const m of text.matchAll(/export type (\w+)(?:<[^>]*>)?\s*=/g)) {
      const rest = text.slice(m.index + m[0].length);
      out.set(m[1], splitTop(rest, ';')[0]);
    }
  }
  return out;
}

/** An object literal's members: key -> { type, optional }. */
function members(literal) {
  const out = new Map();
  for (const member of splitTop(literal.slice(1, -1), ';')) {
    const m = /^(?:readonly\s+)?([A-Za-z_$][\w$]*)(\?)?\s*:\s*([\s\S]*)$/.exec(member);
    if (m) out.set(m[1], { type: m[3].trim(), optional: Boolean(m[2]) });
  }
  return out;
}

const quoted = (list) => splitTop(list, '|').map((k) => k.replace(/^['"]|['"]$/g, ''));

/**
 * The object shapes a type can take (one per member of a union), each a Map of members, or
 * null when the type is no object shape these files declare (a primitive, an array).
 */
export function shapes(decls, type) {
  const t = type.trim();
  const union = splitTop(t.replace(/^\|/, ''), '|');
  if (union.length > 1) {
    const found = union.map((u) => shapes(decls, u)).filter(Boolean);
    return found.length ? found.flat() : null;
  }
  const both = splitTop(t, '&');
  if (both.length > 1) {
    const parts = both.map((b) => shapes(decls, b));
    if (parts.some((p) => p?.length !== 1)) throw new Error(`cannot read ${t}`);
    return [new Map(parts.flatMap((p) => [...p[0]]))];
  }
  if (t.startsWith('{')) return [members(t)];
  const generic = /^(Omit|Pick)<\s*(\w+)\s*,([\s\S]*)>$/.exec(t);
  if (generic) {
    const keys = new Set(quoted(generic[3].trim()));
    return shapes(decls, generic[2]).map(
      (shape) => new Map([...shape].filter(([k]) => keys.has(k) === (generic[1] === 'Pick'))),
    );
  }
  if (decls.has(t)) return shapes(decls, decls.get(t));
  return null;
}

/** The element type of `X[]` (or of `(X)[]`), else null. */
function elementOf(type) {
  const m = /^\(?([\w\s|]+?)\)?\[\]$/.exec(type.trim());
  return m ? m[1] : null;
}

/**
 * Throws unless `value` has exactly the keys of one shape of `type` (an optional key may be
 * absent), and so on down its members whose types are declared shapes or arrays of them.
 */
export function checkDeclared(decls, type, value, label) {
  const options = shapes(decls, type);
  if (!options) {
    const element = elementOf(type.replace(/\|\s*null\s*$/, ''));
    if (element && Array.isArray(value)) {
      for (const [k, v] of value.entries()) checkDeclared(decls, element, v, `${label}[${k}]`);
    }
    return;
  }
  if (value === null && /\bnull\b/.test(type)) return;
  assert.ok(value !== null && typeof value === 'object', `${label}: ${JSON.stringify(value)} is not an object`);
  const keys = Object.keys(value).sort();
  const shape = options.find((o) => {
    const required = [...o].filter(([, m]) => !m.optional).map(([k]) => k);
    return required.every((k) => keys.includes(k)) && keys.every((k) => o.has(k));
  });
  assert.ok(
    shape,
    `${label}: keys ${keys.join(', ')}; declared ${options.map((o) => [...o.keys()].sort().join(', ')).join(' or ')} (${type})`,
  );
  for (const [key, { type: memberType }] of shape) {
    if (key in value) checkDeclared(decls, memberType, value[key], `${label}.${key}`);
  }
}
