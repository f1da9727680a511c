// The code of a game in progress in a link (`?p=GIVENS&g=CODE`, www/page/around/progress-code.js):
// random states round-trip; the layout is the one its header describes, written here again by
// a bit writer of this test with Node's own base64url and an FNV-1a of this test (checked on
// the published vectors); every malformed or tampered code is refused with its reason; the
// length stays under the cap for every state.

import assert from 'node:assert/strict';
import test from 'node:test';

import {
  MAX_PROGRESS_CHARS,
  ProgressCodeError,
  decodeProgress,
  encodeProgress,
} from '../../www/page/around/progress-code.js';

const CLUE17 = '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....';
const CLUE17_SOLUTION = '143657982952438761867192435795863124314279658286514397438921576671385249529746813';
const NOIP1 = '700900001100005900000200080005020003000000648413000000007002090201060804080504012';
const gridOf = (line) => Uint8Array.from(line, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
const lineOf = (g) => Array.from(g, (v) => (v ? String(v) : '.')).join('');

// A small seeded generator (mulberry32), so a failure can be replayed.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random game: givens anywhere, entries, marks and centre marks off the givens, colours anywhere. */
function randomState(rand) {
  const fill = rand();
  const givens = new Uint8Array(81);
  const entries = new Uint8Array(81);
  const marks = new Uint16Array(81);
  const centre = new Uint16Array(81);
  const colours = new Uint8Array(81);
  const digit = () => 1 + Math.floor(rand() * 9);
  const mask = () => 1 + Math.floor(rand() * 511);
  for (let i = 0; i < 81; i++) {
    if (rand() < fill * 0.5) givens[i] = digit();
    else {
      if (rand() < fill) entries[i] = digit();
      if (rand() < 0.5) marks[i] = mask();
      if (rand() < 0.2) centre[i] = mask();
    }
    if (rand() < 0.15) colours[i] = digit();
  }
  return { givens, entries, marks, centre, colours };
}

// ---------------------------------------------------------------------------------------------
// The layout, written again here: bits most significant first, then a checksum, then base64url.

function fnv1a32(bytes) {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}

class Bits {
  out = [];
  put(value, width) {
    for (let k = width - 1; k >= 0; k--) this.out.push((value >> k) & 1);
    return this;
  }
  bytes() {
    const b = [];
    for (let i = 0; i < this.out.length; i += 8) {
      let v = 0;
      for (let k = 0; k < 8; k++) v = (v << 1) | (this.out[i + k] ?? 0);
      b.push(v);
    }
    return b;
  }
}

/** `body` (bytes) with its checksum for the puzzle `givensLine`, as base64url. */
function sealed(givensLine, body) {
  const h = fnv1a32([...Buffer.from(lineOf(gridOf(givensLine)), 'latin1'), ...body]);
  return Buffer.from([...body, h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255]).toString('base64url');
}

/**
 * A code from cell records `[cell, {entry, corner, centre, colour}]` as the header describes,
 * `flags` overriding the flags a record would get.
 */
function codeOf(givensLine, records, { version = 1, extraBits = [] } = {}) {
  const w = new Bits().put(version, 8);
  const at = new Map(records);
  for (let i = 0; i < 81; i++) w.put(at.has(i) ? 1 : 0, 1);
  for (const [, r] of records.sort((a, b) => a[0] - b[0])) {
    const flags =
      r.flags ??
      (r.entry !== undefined ? 8 : 0) |
        (r.corner !== undefined ? 4 : 0) |
        (r.centre !== undefined ? 2 : 0) |
        (r.colour !== undefined ? 1 : 0);
    w.put(flags, 4);
    if (flags & 8) w.put(r.entry, 4);
    if (flags & 4) w.put(r.corner, 9);
    if (flags & 2) w.put(r.centre, 9);
    if (flags & 1) w.put(r.colour, 4);
  }
  for (const [value, width] of extraBits) w.put(value, width);
  return sealed(givensLine, w.bytes());
}

/** Asserts that decoding refuses `code` for `givens` with `reason` (and `params` when given). */
function refused(givensLine, code, reason, params) {
  assert.throws(
    () => decodeProgress(gridOf(givensLine), code),
    (err) => {
      assert.ok(err instanceof ProgressCodeError, `not a ProgressCodeError: ${err}`);
      assert.equal(err.reason, reason, `the reason for ${JSON.stringify(code)}`);
      if (params) assert.deepEqual(err.params, params);
      return true;
    },
  );
}

// ---------------------------------------------------------------------------------------------

test("the test's FNV-1a 32 gives the published vectors", () => {
  // The FNV reference test suite (isthe.com/chongo/tech/comp/fnv), FNV-1a 32 bit.
  assert.equal(fnv1a32([]), 0x811c9dc5);
  assert.equal(fnv1a32(Buffer.from('a')), 0xe40c292c);
  assert.equal(fnv1a32(Buffer.from('foobar')), 0xbf9cf968);
});

test('random games round-trip: entries, corner and centre marks, colours, nothing else', () => {
  const rand = random(45);
  for (let n = 0; n < 2000; n++) {
    const s = randomState(rand);
    const code = encodeProgress(s);
    assert.match(code, /^[A-Za-z0-9_-]+$/, 'URL-safe');
    assert.ok(code.length <= MAX_PROGRESS_CHARS, `${code.length} characters`);
    const back = decodeProgress(s.givens, code);
    for (const k of ['entries', 'marks', 'centre', 'colours'])
      assert.deepEqual(Array.from(back[k]), Array.from(s[k]), `${k} of game ${n}`);
    assert.deepEqual(Object.keys(back).sort(), ['centre', 'colours', 'entries', 'marks']);
  }
});

test("the encoder writes the header's layout, byte for byte", () => {
  const givens = gridOf(NOIP1);
  const s = {
    givens,
    entries: new Uint8Array(81),
    marks: new Uint16Array(81),
    centre: new Uint16Array(81),
    colours: new Uint8Array(81),
  };
  s.entries[1] = 4;
  s.marks[2] = 0b000100110; // 2, 3, 6
  s.centre[2] = 0b100000001; // 1, 9
  s.colours[0] = 7; // a given, coloured
  s.entries[80 - 1] = 9;
  s.colours[79] = 1;
  const expected = codeOf(NOIP1, [
    [0, { colour: 7 }],
    [1, { entry: 4 }],
    [2, { corner: 0b000100110, centre: 0b100000001 }],
    [79, { entry: 9, colour: 1 }],
  ]);
  assert.equal(encodeProgress(s), expected);
  // And an empty game: the version, 81 zero bits, the padding, the checksum.
  const none = { ...s, entries: new Uint8Array(81), marks: new Uint16Array(81), centre: new Uint16Array(81) };
  none.colours = new Uint8Array(81);
  assert.equal(encodeProgress(none), codeOf(NOIP1, []));
  assert.equal(encodeProgress(none).length, Math.ceil(((1 + 11 + 4) * 8) / 6));
});

test('the length: the largest game fits under the cap, a longer code is refused unread', () => {
  const full = {
    givens: new Uint8Array(81),
    entries: new Uint8Array(81).fill(9),
    marks: new Uint16Array(81).fill(511),
    centre: new Uint16Array(81).fill(511),
    colours: new Uint8Array(81).fill(9),
  };
  const code = encodeProgress(full);
  // 8 + 81 + 81 x (4 + 4 + 9 + 9 + 4) bits = 315 bytes, 4 of checksum: 319 bytes, 426 characters.
  assert.equal(code.length, Math.ceil((319 * 8) / 6));
  assert.ok(code.length <= MAX_PROGRESS_CHARS);
  assert.deepEqual(Array.from(decodeProgress(full.givens, code).centre), Array.from(full.centre));
  const long = 'A'.repeat(MAX_PROGRESS_CHARS + 1);
  refused(CLUE17, long, 'progressTooLong', { count: MAX_PROGRESS_CHARS + 1, max: MAX_PROGRESS_CHARS });
  refused(CLUE17, `${code}${'A'.repeat(MAX_PROGRESS_CHARS)}`.slice(0, 100_000), 'progressTooLong');
});

test('a mid-game code is short (the figure in docs/page.md)', (t) => {
  // CLUE17 half solved from its published solution: 32 entries, the rules' candidates as
  // corner marks in the 32 cells left, centre marks in 4 of them and 3 coloured cells.
  const givens = gridOf(CLUE17);
  const solution = gridOf(CLUE17_SOLUTION);
  const s = {
    givens,
    entries: new Uint8Array(81),
    marks: new Uint16Array(81),
    centre: new Uint16Array(81),
    colours: new Uint8Array(81),
  };
  const open = [...givens.keys()].filter((i) => !givens[i]);
  for (const i of open.slice(0, 32)) s.entries[i] = solution[i];
  const board = givens.map((v, i) => v || s.entries[i]);
  const left = open.slice(32);
  for (const i of left) {
    const r = Math.floor(i / 9);
    const c = i % 9;
    let m = 0x1ff;
    for (let j = 0; j < 81; j++) {
      const rj = Math.floor(j / 9);
      const cj = j % 9;
      const peer =
        rj === r || cj === c || (Math.floor(rj / 3) === Math.floor(r / 3) && Math.floor(cj / 3) === Math.floor(c / 3));
      if (peer && board[j]) m &= ~(1 << (board[j] - 1));
    }
    s.marks[i] = m;
  }
  for (const i of left.slice(0, 4)) s.centre[i] = s.marks[i] & 0b11;
  for (const i of left.slice(4, 7)) s.colours[i] = 2;
  const code = encodeProgress(s);
  t.diagnostic(`a mid-game code: ${code.length} characters (${left.length} cells of marks)`);
  assert.ok(code.length < 200, `${code.length} characters`);
  const back = decodeProgress(givens, code);
  assert.deepEqual(Array.from(back.entries), Array.from(s.entries));
});

test('a code that is not base64url as the page writes it is refused', () => {
  const good = codeOf(CLUE17, [[0, { entry: 1 }]]);
  refused(CLUE17, '', 'progressBadText');
  refused(CLUE17, `${good.slice(0, 10)}+${good.slice(11)}`, 'progressBadText'); // base64, not base64url
  refused(CLUE17, `${good}=`, 'progressBadText'); // padding
  refused(CLUE17, `${good.slice(0, 5)} ${good.slice(6)}`, 'progressBadText');
  refused(CLUE17, `${good.slice(0, 5)}é${good.slice(6)}`, 'progressBadText');
  refused(CLUE17, 'AAAAA', 'progressBadText'); // 5 characters: no whole number of bytes
  // The same bytes with the unused low bits of the last character set: a second spelling.
  const bytes = Buffer.from(good, 'base64url');
  assert.equal((bytes.length * 8) % 6, 4, 'the sample ends with 2 unused bits');
  const last = good.at(-1);
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const other = `${good.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(last) | 1]}`;
  assert.notEqual(other, good);
  refused(CLUE17, other, 'progressBadText');
});

test('a code cut short, of another version, changed or for another puzzle is refused', () => {
  const good = codeOf(CLUE17, [
    [0, { entry: 1, corner: 3 }],
    [40, { colour: 5 }],
  ]);
  assert.equal(decodeProgress(gridOf(CLUE17), good).entries[0], 1);
  refused(CLUE17, Buffer.from([1, 0, 0, 0]).toString('base64url'), 'progressTruncated');
  refused(CLUE17, sealed(CLUE17, []), 'progressTruncated');
  refused(CLUE17, codeOf(CLUE17, [], { version: 2 }), 'progressVersion', { version: 2 });
  refused(CLUE17, codeOf(CLUE17, [], { version: 0 }), 'progressVersion', { version: 0 });
  // Every single bit flipped in the body or the checksum: refused, never read as another game.
  const bytes = Buffer.from(good, 'base64url');
  for (let bit = 8; bit < bytes.length * 8; bit++) {
    const b = Buffer.from(bytes);
    b[bit >> 3] ^= 0x80 >> (bit & 7);
    refused(CLUE17, b.toString('base64url'), 'progressChecksum');
  }
  // The same code beside another puzzle (one given more).
  refused(`1${CLUE17.slice(1)}`, good, 'progressChecksum');
  // A cell's record cut short, behind a right checksum: 8 + 81 + 4 + 3 bits, 12 bytes whole.
  const w = new Bits().put(1, 8);
  for (let i = 0; i < 81; i++) w.put(i === 0 ? 1 : 0, 1);
  w.put(4, 4).put(0b101, 3); // cell 0's corner marks: 3 of their 9 bits
  assert.equal(w.out.length, 96);
  refused(CLUE17, sealed(CLUE17, w.bytes()), 'progressTruncated');
  // A byte more, or padding bits set.
  refused(CLUE17, codeOf(CLUE17, [[0, { entry: 1 }]], { extraBits: [[0, 8]] }), 'progressTrailing');
  const padded = new Bits().put(1, 8);
  for (let i = 0; i < 81; i++) padded.put(0, 1);
  padded.put(0b1000000, 7); // 89 bits: 7 of padding, one set
  refused(CLUE17, sealed(CLUE17, padded.bytes()), 'progressTrailing');
});

test('each field is checked: entries and marks on givens, values out of range, empty records', () => {
  const given = CLUE17.indexOf('1'); // r2c9
  assert.equal(given, 17);
  refused(CLUE17, codeOf(CLUE17, [[given, { entry: 5 }]]), 'progressOnGiven', { cell: 'r2c9' });
  refused(CLUE17, codeOf(CLUE17, [[given, { corner: 1 }]]), 'progressOnGiven', { cell: 'r2c9' });
  refused(CLUE17, codeOf(CLUE17, [[given, { centre: 256 }]]), 'progressOnGiven', { cell: 'r2c9' });
  assert.equal(decodeProgress(gridOf(CLUE17), codeOf(CLUE17, [[given, { colour: 4 }]])).colours[given], 4);
  for (const value of [0, 10, 15])
    refused(CLUE17, codeOf(CLUE17, [[80, { entry: value }]]), 'progressBadEntry', { cell: 'r9c9', value });
  for (const value of [0, 10, 15])
    refused(CLUE17, codeOf(CLUE17, [[9, { colour: value }]]), 'progressBadColour', { cell: 'r2c1', value });
  refused(CLUE17, codeOf(CLUE17, [[3, { flags: 0 }]]), 'progressEmptyCell', { cell: 'r1c4' });
  refused(CLUE17, codeOf(CLUE17, [[3, { corner: 0 }]]), 'progressEmptyCell', { cell: 'r1c4' });
  refused(CLUE17, codeOf(CLUE17, [[3, { centre: 0 }]]), 'progressEmptyCell', { cell: 'r1c4' });
  // A good field before a bad one changes nothing: the code is refused whole.
  refused(
    CLUE17,
    codeOf(CLUE17, [
      [0, { entry: 3 }],
      [1, { entry: 12 }],
    ]),
    'progressBadEntry',
    { cell: 'r1c2', value: 12 },
  );
});

test('random bytes behind a right checksum never decode to a value out of range', () => {
  const rand = random(7);
  const givens = gridOf(NOIP1);
  let read = 0;
  for (let n = 0; n < 3000; n++) {
    const body = [1, ...Array.from({ length: 1 + Math.floor(rand() * 120) }, () => Math.floor(rand() * 256))];
    try {
      const p = decodeProgress(givens, sealed(NOIP1, body));
      read++;
      for (let i = 0; i < 81; i++) {
        assert.ok(p.entries[i] <= 9 && p.colours[i] <= 9 && p.marks[i] <= 511 && p.centre[i] <= 511);
        if (givens[i]) assert.ok(!p.entries[i] && !p.marks[i] && !p.centre[i], `cell ${i} is a given`);
      }
    } catch (err) {
      assert.ok(err instanceof ProgressCodeError, `${err}`);
    }
  }
  assert.ok(read < 3000);
});

test('the givens line the checksum covers is the one the page writes', () => {
  assert.equal(lineOf(gridOf(CLUE17)), CLUE17);
});
