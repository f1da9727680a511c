// The input modes, without the DOM: what a digit does in a cell (model/game.js's input()):
// 'digit' enters it, 'corner' and 'centre' toggle that mark, 'colour' paints the cell in one of
// nine colours, and 'candidate' colours one candidate of the cell (as HoDoKu and sudoku.coach
// do), each press going none -> colour A -> colour B -> none: two colours, the two sides of a
// colouring chain. model/game.js re-exports all of it.

export const INPUT_MODES = ['digit', 'corner', 'centre', 'colour', 'candidate'];

/** The candidate colours: 1 (A) and 2 (B); 0 is none. */
export const CANDIDATE_COLOURS = 2;

/** The colour a press gives a candidate that has colour c: none -> A -> B -> none. */
export const nextCandidateColour = (c) => (c + 1) % (CANDIDATE_COLOURS + 1);

/** Sets the input mode (an unknown one is 'digit'); a notes mode becomes the kind Notes returns to. */
export function setInputMode(s, mode) {
  s.inputMode = INPUT_MODES.includes(mode) ? mode : 'digit';
  if (s.inputMode === 'corner' || s.inputMode === 'centre') s.notesKind = s.inputMode;
}

/** Notes (the button): digits <-> the chosen kind of mark. */
export const toggleNotes = (s) =>
  setInputMode(s, s.inputMode === 'corner' || s.inputMode === 'centre' ? 'digit' : s.notesKind);

/** N: digit -> corner -> centre -> digit (a colour mode goes to corner). */
export const cycleNotes = (s) =>
  setInputMode(s, s.inputMode === 'corner' ? 'centre' : s.inputMode === 'centre' ? 'digit' : 'corner');

/** P (as before centre marks existed): corner marks on and off. */
export const togglePencil = (s) => setInputMode(s, s.inputMode === 'corner' ? 'digit' : 'corner');

/** K, and the Colour button: cells' colours -> candidates' colours -> digits (another mode: cells' colours). */
export const toggleColourMode = (s) =>
  setInputMode(s, s.inputMode === 'colour' ? 'candidate' : s.inputMode === 'candidate' ? 'digit' : 'colour');
