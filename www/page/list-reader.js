// Reading a list of puzzles with bounded memory, for "Rate a list" (page/list-rating.js): a file
// (or a pasted text, as a Blob) is read as a stream of text in chunks and cut into lines as it
// comes, so no string of the whole file is ever made. A line longer than MAX_LINE_CHARS is not
// kept: it is counted to its end and reported as too long. Each line is then read as the command
// line reads it (parseLine). No DOM here.

/** A file larger than this is refused before a byte of it is read. */
export const MAX_FILE_BYTES = 50_000_000;
/** The longest line kept (the command line's cap): a longer one is an error, never held whole. */
export const MAX_LINE_CHARS = 65_536;

const CELLS = /^[1-9.0\-_*]{81}$/;
// A pencil-mark (sukaku) line: the command line and the package's rate() read it; the list
// rates puzzles of 81 cells only, and says so rather than calling the line a wrong length.
const MARKS = /^[1-9.0]{729}$/;
// Control characters (tab, line feed and carriage return aside) and U+FFFD, which the decoder
// puts for bytes that are not UTF-8: the line is binary data, not text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const BINARY = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFD]/;

/**
 * @typedef {{line: number, text: string} | {line: number, tooLong: number}} Line a line of the
 *   input (numbered from 1): its text, or the length of a line too long to keep
 */

/**
 * The lines of `blob` (UTF-8), a batch (one chunk of the stream) at a time. A byte-order mark is
 * dropped, a line ends at `\n` (a `\r` before it is dropped), and a last line without `\n` counts.
 * Stopping early (a `break`, a `return`) cancels the read.
 *
 * @param {Blob} blob
 * @param {{maxLineChars?: number}} [options]
 * @returns {AsyncGenerator<Line[]>}
 */
export async function* blobLines(blob, { maxLineChars = MAX_LINE_CHARS } = {}) {
  const reader = blob.stream().pipeThrough(new TextDecoderStream()).getReader();
  let partial = ''; // the current line so far, when it is not too long
  let over = 0; // the current line's length so far once it is too long (then partial is '')
  let n = 0;
  let first = true;
  const end = () => {
    n++;
    const line = over ? { line: n, tooLong: over } : { line: n, text: partial.replace(/\r$/, '') };
    partial = '';
    over = 0;
    return line;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let text = value;
      if (first && text.length > 0) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      /** @type {Line[]} */
      const out = [];
      let start = 0;
      for (;;) {
        const nl = text.indexOf('\n', start);
        const stop = nl < 0 ? text.length : nl;
        const length = stop - start;
        if (over || partial.length + length > maxLineChars) {
          over = (over || partial.length) + length;
          partial = '';
        } else if (length > 0) partial += text.slice(start, stop);
        if (nl < 0) break;
        out.push(end());
        start = nl + 1;
      }
      if (out.length > 0) yield out;
    }
    if (partial !== '' || over) yield [end()];
  } finally {
    reader.cancel().catch(() => {});
  }
}

/**
 * One line read as the command line reads it: the 81 cells first, then optionally whitespace and
 * any text. Null for an empty line or a `#` comment; else the puzzle (`.` for blanks) or an error.
 *
 * @param {string} raw the line, without its line break
 * @param {number} line its number
 * @returns {{line: number, puzzle: string} | {line: number, error: string} | null}
 */
export function parseLine(raw, line) {
  if (BINARY.test(raw)) return { line, error: 'binary data, not a line of text' };
  const body = raw.trim();
  if (body === '' || body.startsWith('#')) return null;
  const cells = body.split(/\s/, 1)[0];
  if (CELLS.test(cells)) return { line, puzzle: cells.replace(/[0\-_*]/g, '.') };
  if (MARKS.test(cells)) {
    return {
      line,
      error:
        '729 pencil marks: the list rates puzzles of 81 cells (the command line and rate() in the package read pencil marks)',
    };
  }
  return { line, error: `expected 81 cells (digits 1-9, blanks . 0 - _ *), found "${cells.slice(0, 12)}…"` };
}

/** The error of a line too long to keep. */
export const tooLongError = (chars) =>
  `line too long (${chars.toLocaleString('en')} characters; at most ${MAX_LINE_CHARS.toLocaleString('en')})`;
