// A game in progress as the `g` of a link (`?p=GIVENS&g=CODE`): the player's entries, corner
// marks, centre marks and cell colours, in a small versioned binary layout written as base64url.
// Pure: no DOM, so the Node tests read it as the page does.
//
// Layout (version 1), bits most significant first:
//   byte 0             the version, 1
//   81 bits            one a cell, row by row: the cell holds something of the player's
//   for each such cell 4 bits of flags (entry, corner, centre, colour), then, for each flag set
//                      and in that order: the entry (4 bits, 1-9), the corner marks and the
//                      centre marks (9 bits each, bit d-1 for digit d, never 0), the colour
//                      (4 bits, 1-9)
//   0-7 bits           zero, up to the byte
//   4 bytes            FNV-1a 32 of the givens' line (81 characters, `.` blanks) and the bytes
//                      above: a code changed or put beside another puzzle is refused whole
// A full board of everything takes 319 bytes (426 characters): past MAX_PROGRESS_CHARS a code
// is refused unread. What is read is checked field by field and never trusted: a value out of
// range, an entry or a mark on a given, a flag with nothing behind it each refuse the code,
// naming the cell.

export const PROGRESS_VERSION = 1;
export const MAX_PROGRESS_CHARS = 440;
const CHECK_BYTES = 4;
const ALL_DIGITS = 0x1ff;
const FLAG_ENTRY = 8;
const FLAG_CORNER = 4;
const FLAG_CENTRE = 2;
const FLAG_COLOUR = 1;

/** Why a code was refused: `reason` names the page text, `params` fills it. */
export class ProgressCodeError extends Error {
  /** @param {string} reason @param {Record<string, string | number>} [params] */
  constructor(reason, params = {}) {
    super(`${reason} ${JSON.stringify(params)}`);
    this.reason = reason;
    this.params = params;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE_OF = new Map([...ALPHABET].map((ch, i) => [ch, i]));

/** Bytes as base64url, without padding. */
export function toBase64Url(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** base64url (no padding) as bytes; refuses any other character, a length no bytes give, unused bits set. */
function fromBase64Url(text) {
  if (text.length % 4 === 1) throw new ProgressCodeError('progressBadText');
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let at = 0;
  for (const ch of text) {
    const v = VALUE_OF.get(ch);
    if (v === undefined) throw new ProgressCodeError('progressBadText');
    acc = ((acc << 6) | v) & 0xfff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (acc >> bits) & 0xff;
    }
  }
  if (acc & ((1 << bits) - 1)) throw new ProgressCodeError('progressBadText'); // a second spelling of the bytes
  return bytes;
}

/** FNV-1a, 32 bits, over the givens' line then `bytes`. */
function checksum(givensLine, bytes) {
  let h = 0x811c9dc5;
  const mix = (b) => {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  };
  for (let i = 0; i < givensLine.length; i++) mix(givensLine.charCodeAt(i));
  for (const b of bytes) mix(b);
  return h;
}

const lineOf = (givens) => Array.from(givens, (v) => (v >= 1 && v <= 9 ? String(v) : '.')).join('');

class BitWriter {
  bytes = [];
  acc = 0;
  bits = 0;
  put(value, width) {
    for (let k = width - 1; k >= 0; k--) {
      this.acc = (this.acc << 1) | ((value >> k) & 1);
      if (++this.bits === 8) {
        this.bytes.push(this.acc);
        this.acc = 0;
        this.bits = 0;
      }
    }
  }
  finish() {
    if (this.bits) this.put(0, 8 - this.bits);
    return this.bytes;
  }
}

class BitReader {
  constructor(bytes) {
    this.bytes = bytes;
    this.at = 0; // in bits
  }
  get(width) {
    if (this.at + width > this.bytes.length * 8) throw new ProgressCodeError('progressTruncated');
    let v = 0;
    for (let k = 0; k < width; k++, this.at++) v = (v << 1) | ((this.bytes[this.at >> 3] >> (7 - (this.at & 7))) & 1);
    return v;
  }
}

/**
 * The code of a game: `givens` (81 digits, 0 blank), `entries` (0-9), `marks` and `centre`
 * (9-bit masks), `colours` (0-9). Values out of range are cut to their field, never spilled.
 */
export function encodeProgress({ givens, entries, marks, centre, colours }) {
  const w = new BitWriter();
  w.put(PROGRESS_VERSION, 8);
  const flagsOf = (i) =>
    (entries[i] >= 1 && entries[i] <= 9 ? FLAG_ENTRY : 0) |
    (marks[i] & ALL_DIGITS ? FLAG_CORNER : 0) |
    (centre[i] & ALL_DIGITS ? FLAG_CENTRE : 0) |
    (colours[i] >= 1 && colours[i] <= 9 ? FLAG_COLOUR : 0);
  for (let i = 0; i < 81; i++) w.put(flagsOf(i) ? 1 : 0, 1);
  for (let i = 0; i < 81; i++) {
    const flags = flagsOf(i);
    if (!flags) continue;
    w.put(flags, 4);
    if (flags & FLAG_ENTRY) w.put(entries[i], 4);
    if (flags & FLAG_CORNER) w.put(marks[i] & ALL_DIGITS, 9);
    if (flags & FLAG_CENTRE) w.put(centre[i] & ALL_DIGITS, 9);
    if (flags & FLAG_COLOUR) w.put(colours[i], 4);
  }
  const body = w.finish();
  const check = checksum(lineOf(givens), body);
  return toBase64Url([...body, check >>> 24, (check >>> 16) & 255, (check >>> 8) & 255, check & 255]);
}

const cellName = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

/**
 * The progress a code carries for the puzzle `givens`: `{entries, marks, centre, colours}`, or a
 * ProgressCodeError that says why not (its `reason` a page text's key, `params` its values).
 */
export function decodeProgress(givens, code) {
  if (typeof code !== 'string' || code === '') throw new ProgressCodeError('progressBadText');
  if (code.length > MAX_PROGRESS_CHARS)
    throw new ProgressCodeError('progressTooLong', { count: code.length, max: MAX_PROGRESS_CHARS });
  const bytes = fromBase64Url(code);
  if (bytes.length < 1 + CHECK_BYTES) throw new ProgressCodeError('progressTruncated');
  if (bytes[0] !== PROGRESS_VERSION) throw new ProgressCodeError('progressVersion', { version: bytes[0] });
  const body = bytes.subarray(0, bytes.length - CHECK_BYTES);
  const tail = bytes.subarray(bytes.length - CHECK_BYTES);
  const stored = ((tail[0] << 24) | (tail[1] << 16) | (tail[2] << 8) | tail[3]) >>> 0;
  if (stored !== checksum(lineOf(givens), body)) throw new ProgressCodeError('progressChecksum');

  const r = new BitReader(body);
  r.get(8); // the version, read above
  const present = [];
  for (let i = 0; i < 81; i++) if (r.get(1)) present.push(i);
  const out = {
    entries: new Uint8Array(81),
    marks: new Uint16Array(81),
    centre: new Uint16Array(81),
    colours: new Uint8Array(81),
  };
  for (const i of present) {
    const cell = cellName(i);
    const flags = r.get(4);
    if (!flags) throw new ProgressCodeError('progressEmptyCell', { cell });
    const given = givens[i] >= 1 && givens[i] <= 9;
    if (flags & FLAG_ENTRY) {
      const v = r.get(4);
      if (given) throw new ProgressCodeError('progressOnGiven', { cell });
      if (v < 1 || v > 9) throw new ProgressCodeError('progressBadEntry', { cell, value: v });
      out.entries[i] = v;
    }
    /** @type {[number, Uint16Array][]} */
    const maskFields = [
      [FLAG_CORNER, out.marks],
      [FLAG_CENTRE, out.centre],
    ];
    for (const [flag, field] of maskFields) {
      if (!(flags & flag)) continue;
      const m = r.get(9);
      if (given) throw new ProgressCodeError('progressOnGiven', { cell });
      if (!m) throw new ProgressCodeError('progressEmptyCell', { cell });
      field[i] = m;
    }
    if (flags & FLAG_COLOUR) {
      const c = r.get(4);
      if (c < 1 || c > 9) throw new ProgressCodeError('progressBadColour', { cell, value: c });
      out.colours[i] = c; // a given may be coloured
    }
  }
  // What is left is the padding to the byte: zero, and less than a byte.
  const left = body.length * 8 - r.at;
  if (left >= 8 || r.get(left) !== 0) throw new ProgressCodeError('progressTrailing');
  return out;
}
