// The stylesheet of <sudoku-board>'s shadow root (adopted as a constructed stylesheet, so a page
// whose Content-Security-Policy forbids inline styles still shows it). Every colour and size
// comes from a custom property that the embedding page may set on the element; each one, what
// it styles and its light and dark defaults are listed in board/surface-theme.js
// (tests/node/board-surface.mjs holds the two to the same names and defaults).
//
// Background custom properties of the selection, peers and same digits are laid over the
// cell's background, so a translucent colour keeps the lines and highlights beneath visible.
// Light colours by default; dark ones under `prefers-color-scheme: dark` unless theme="light",
// and always with theme="dark".

const LIGHT = `
  --_bg: var(--sudoku-bg, #ffffff);
  --_fg: var(--sudoku-fg, #161b26);
  --_muted: var(--sudoku-muted-color, #4f5768);
  --_given: var(--sudoku-given-color, #161b26);
  --_entry: var(--sudoku-entry-color, #2447c4);
  --_solved: var(--sudoku-solved-color, #2d5fd6);
  --_accent: var(--sudoku-accent, #3454d1);
  --_on-accent: var(--sudoku-on-accent-color, #ffffff);
  --_line: var(--sudoku-line-color, #c8cdd8);
  --_box-line: var(--sudoku-box-line-color, #262c3a);
  --_error: var(--sudoku-error-color, #b3101c);
  --_error-bg: var(--sudoku-error-bg, #ffe1e5);
  --_focus: var(--sudoku-focus-color, #c26a00);
  --_hl-cell: var(--sudoku-highlight, rgba(255, 196, 0, 0.22));
  --_hl-pattern: var(--sudoku-mark-pattern-bg, #ffe08a);
  --_hl-place: var(--sudoku-mark-place-bg, #c4e6d1);
  --_sel: var(--sudoku-selected-bg, rgba(52, 84, 209, 0.22));
  --_sel-quiet: var(--sudoku-selected-quiet-bg, rgba(52, 84, 209, 0.1));
  --_peer: var(--sudoku-peer-bg, rgba(52, 84, 209, 0.06));
  --_same: var(--sudoku-same-digit-bg, rgba(52, 84, 209, 0.14));
  --_ok: var(--sudoku-ok-color, #1a6e3f);
  --_surface-2: var(--sudoku-button-bg, #f1f3f7);
  --_chain-on: var(--sudoku-chain-on-color, #1a6e3f);
  --_chain-off: var(--sudoku-chain-off-color, #b3101c);
  --_w6: var(--sudoku-weight-6-bg, #fffaf0);
  --_w7: var(--sudoku-weight-7-bg, #fff0d6);
  --_w8: var(--sudoku-weight-8-bg, #ffe2b3);
  --_w9: var(--sudoku-weight-9-bg, #ffcf8a);
  --_w10: var(--sudoku-weight-10-bg, #ffb35c);
  --_c1: var(--sudoku-colour-1, #ffc9c9);
  --_c2: var(--sudoku-colour-2, #ffd8a8);
  --_c3: var(--sudoku-colour-3, #fff0a0);
  --_c4: var(--sudoku-colour-4, #c6efcb);
  --_c5: var(--sudoku-colour-5, #b5eae5);
  --_c6: var(--sudoku-colour-6, #c8dcff);
  --_c7: var(--sudoku-colour-7, #dfd0ff);
  --_c8: var(--sudoku-colour-8, #ffcce7);
  --_c9: var(--sudoku-colour-9, #dadde4);
  --_region: var(--sudoku-region-color, #c26a00);
  --_cca: var(--sudoku-candidate-colour-a, #8fdc9f);
  --_ccb: var(--sudoku-candidate-colour-b, #f7b36b);
`;

const DARK = `
  --_bg: var(--sudoku-bg, #171b24);
  --_fg: var(--sudoku-fg, #e7eaf0);
  --_muted: var(--sudoku-muted-color, #aab2c2);
  --_given: var(--sudoku-given-color, #eef1f6);
  --_entry: var(--sudoku-entry-color, #9dbbff);
  --_solved: var(--sudoku-solved-color, #8fb1ff);
  --_accent: var(--sudoku-accent, #7390ff);
  --_on-accent: var(--sudoku-on-accent-color, #0b0e14);
  --_line: var(--sudoku-line-color, #3a4150);
  --_box-line: var(--sudoku-box-line-color, #a9b2c4);
  --_error: var(--sudoku-error-color, #ff8d99);
  --_error-bg: var(--sudoku-error-bg, #4a1820);
  --_focus: var(--sudoku-focus-color, #ffc53d);
  --_hl-cell: var(--sudoku-highlight, rgba(255, 197, 61, 0.16));
  --_hl-pattern: var(--sudoku-mark-pattern-bg, #6b5313);
  --_hl-place: var(--sudoku-mark-place-bg, #1f5b3a);
  --_sel: var(--sudoku-selected-bg, rgba(91, 124, 250, 0.4));
  --_sel-quiet: var(--sudoku-selected-quiet-bg, rgba(120, 150, 255, 0.14));
  --_peer: var(--sudoku-peer-bg, rgba(120, 150, 255, 0.13));
  --_same: var(--sudoku-same-digit-bg, rgba(120, 150, 255, 0.3));
  --_ok: var(--sudoku-ok-color, #5fd08f);
  --_surface-2: var(--sudoku-button-bg, #222836);
  --_chain-on: var(--sudoku-chain-on-color, #5fd08f);
  --_chain-off: var(--sudoku-chain-off-color, #ff8d99);
  --_w6: var(--sudoku-weight-6-bg, #1f1b15);
  --_w7: var(--sudoku-weight-7-bg, #33271a);
  --_w8: var(--sudoku-weight-8-bg, #4a331b);
  --_w9: var(--sudoku-weight-9-bg, #66421b);
  --_w10: var(--sudoku-weight-10-bg, #87541a);
  --_c1: var(--sudoku-colour-1, #5a2226);
  --_c2: var(--sudoku-colour-2, #563614);
  --_c3: var(--sudoku-colour-3, #47400f);
  --_c4: var(--sudoku-colour-4, #1e4628);
  --_c5: var(--sudoku-colour-5, #164447);
  --_c6: var(--sudoku-colour-6, #1d345c);
  --_c7: var(--sudoku-colour-7, #3a2a60);
  --_c8: var(--sudoku-colour-8, #552144);
  --_c9: var(--sudoku-colour-9, #383d49);
  --_region: var(--sudoku-region-color, #ffc53d);
  --_cca: var(--sudoku-candidate-colour-a, #2f7a45);
  --_ccb: var(--sudoku-candidate-colour-b, #8a5214);
`;

export const BOARD_CSS = `
:host {
  ${LIGHT}
  display: inline-block;
  box-sizing: border-box;
  max-width: 100%;
  color: var(--_fg);
  font-family: var(--sudoku-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
}
:host([theme="dark"]) { ${DARK} color-scheme: dark; }
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light"])) { ${DARK} color-scheme: dark; }
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }

.wrap {
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: calc(var(--sudoku-cell-size, 48px) * 9 + 6px);
  max-width: 100%;
  background: var(--_bg);
  color: var(--_fg);
}
.frame { position: relative; width: 100%; aspect-ratio: 1 / 1; }

.board {
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  border: 3px solid var(--_box-line);
  border-radius: 6px;
  overflow: hidden;
  background: var(--_bg);
  container-type: inline-size;
  touch-action: manipulation;
}
/* In play a finger dragged across the grid selects cells (board/drag-select.js): no scrolling there. */
.board.play { touch-action: none; }
.board-row { display: grid; grid-template-columns: repeat(9, minmax(0, 1fr)); flex: 1 1 0; min-height: 0; }
.cell {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
  border-right: 1px solid var(--_line);
  border-bottom: 1px solid var(--_line);
  background-color: var(--_bg);
  color: var(--_solved);
  font-size: clamp(1rem, 6.4cqi, 2.1rem);
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  user-select: none;
  -webkit-user-select: none;
  -webkit-tap-highlight-color: transparent;
}
.cell:nth-child(9) { border-right: 0; }
.board-row:last-child .cell { border-bottom: 0; }
.cell.box-right { border-right: 2px solid var(--_box-line); }
.cell.box-bottom { border-bottom: 2px solid var(--_box-line); }
/* The selection's row, column, box and digit stay lit while a button elsewhere has the focus. */
.cell.peer { background-image: linear-gradient(var(--_peer), var(--_peer)); }
.cell.same { background-image: linear-gradient(var(--_same), var(--_same)); }
.cell.selected { background-image: linear-gradient(var(--_sel-quiet), var(--_sel-quiet)); }
.board:focus-within .cell.selected { background-image: linear-gradient(var(--_sel), var(--_sel)); }
.cell.given { color: var(--_given); font-weight: 650; }
.cell.entry { color: var(--_entry); font-weight: 450; }
.cell.solved { color: var(--_solved); }
/* A step's board (the steps panel): the digits the earlier steps placed are logic's, in green,
   not in the player's blue. */
.board.step-view .cell.solved { color: var(--_ok); }
.board .cell.clash { color: var(--_error); background-image: linear-gradient(var(--_error-bg), var(--_error-bg)); }
.cell:focus { outline: none; }
.cell:focus-visible { outline: 3px solid var(--_focus); outline-offset: -3px; z-index: 1; }
/* The selected cell keeps its ring when the focus is on a button, so it stands out from its peers. */
.cell.selected:not(:focus-visible) { box-shadow: inset 0 0 0 2px var(--_accent); }
.board[aria-busy="true"] { border-color: var(--_accent); }
.marks {
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  grid-template-rows: repeat(3, 1fr);
  width: 100%;
  height: 100%;
  padding: 2px;
  position: relative;
  color: var(--_muted);
  font-size: var(--sudoku-mark-size, clamp(0.6875rem, 3.3cqi, 0.95rem));
  font-weight: 500;
  line-height: 1;
}
.mark { display: flex; align-items: center; justify-content: center; border-radius: 3px; }
/* Centre marks: one row across the middle of the cell, on the cell's colour. */
.centre-marks {
  position: absolute;
  left: 4%;
  right: 4%;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
  justify-content: center;
  gap: 0.1em;
  padding: 0.1em 0;
  border-radius: 3px;
  background: inherit;
  color: var(--_entry);
  font-size: var(--sudoku-centre-mark-size, 2.7cqi);
  font-weight: 600;
  letter-spacing: -0.02em;
  white-space: nowrap;
  overflow: hidden;
}
.centre-marks > span::before { content: attr(data-d); }
.marks.with-centre { grid-template-columns: repeat(5, 1fr); }
.marks.with-centre > .mark:nth-child(n + 6) { grid-row: 3; }
.marks.with-centre > .mark:nth-child(6) { grid-column: 1; }
.mark-same { background: var(--_same); color: var(--_fg); font-weight: 750; border-radius: 3px; box-shadow: 0 0 0 1px var(--_accent); }
.mark-pattern { background: var(--_hl-pattern); color: var(--_fg); font-weight: 700; }
.mark-elim { background: var(--_error-bg); color: var(--_error); font-weight: 700; text-decoration: line-through; }
.mark-place { background: var(--_hl-place); color: var(--_fg); font-weight: 700; }
/* Candidate colouring: a disc behind the candidate, in colour A or B (under a hint's roles). */
.mark[data-cc="a"]:not([class*="mark-"]), .centre-marks > [data-cc="a"] { background: var(--_cca); color: var(--_fg); border-radius: 50%; }
.mark[data-cc="b"]:not([class*="mark-"]), .centre-marks > [data-cc="b"] { background: var(--_ccb); color: var(--_fg); border-radius: 50%; }
.mark[data-cc] { font-weight: 700; }
.board .cell.hl-pattern { background-image: linear-gradient(var(--_hl-cell), var(--_hl-cell)); }
.board .cell.hl-target { box-shadow: inset 0 0 0 3px var(--_accent); }
.board .cell.hl-region { background-image: linear-gradient(var(--_hl-cell), var(--_hl-cell)); }
/* The colours a player paints: the cell's own background, under the selection and highlights. */
.cell[data-colour="1"] { background-color: var(--_c1); }
.cell[data-colour="2"] { background-color: var(--_c2); }
.cell[data-colour="3"] { background-color: var(--_c3); }
.cell[data-colour="4"] { background-color: var(--_c4); }
.cell[data-colour="5"] { background-color: var(--_c5); }
.cell[data-colour="6"] { background-color: var(--_c6); }
.cell[data-colour="7"] { background-color: var(--_c7); }
.cell[data-colour="8"] { background-color: var(--_c8); }
.cell[data-colour="9"] { background-color: var(--_c9); }
.board .cell.wrong, .board .cell.hl-wrong {
  color: var(--_error);
  background-image: linear-gradient(var(--_error-bg), var(--_error-bg));
  box-shadow: inset 0 0 0 3px var(--_error);
  text-decoration: underline wavy;
  text-decoration-thickness: 1px;
}
.board.pencil { border-style: dashed; }
.cell.clash.selected { box-shadow: inset 0 0 0 2px var(--_error); }

/* Target weights (a host's editor): a heat map behind the digits, the weight in the corner. */
.board.heat .cell[data-w="6"] { background-color: var(--_w6); }
.board.heat .cell[data-w="7"] { background-color: var(--_w7); }
.board.heat .cell[data-w="8"] { background-color: var(--_w8); }
.board.heat .cell[data-w="9"] { background-color: var(--_w9); }
.board.heat .cell[data-w="10"] { background-color: var(--_w10); }
.board.heat .cell::before {
  content: attr(data-w);
  position: absolute;
  top: 1px;
  left: 3px;
  font-size: clamp(0.5rem, 2.1cqi, 0.7rem);
  font-weight: 600;
  line-height: 1.2;
  color: var(--_muted);
  opacity: 0.75;
}
.board.heat .cell.peer { background-image: none; }
.board.heat .cell.same { background-image: none; box-shadow: inset 0 0 0 2px color-mix(in srgb, var(--_accent) 55%, transparent); }
.board.finished { border-color: var(--_ok); }

.chain { position: absolute; inset: 3px; width: calc(100% - 6px); height: calc(100% - 6px); pointer-events: none; overflow: visible; }
.chain line { stroke-width: 2.5px; vector-effect: non-scaling-stroke; stroke-linecap: round; }
.chain line.on { stroke: var(--_chain-on); }
.chain line.off { stroke: var(--_chain-off); stroke-dasharray: 5 4; }
.chain circle { fill: none; stroke-width: 2px; vector-effect: non-scaling-stroke; }
.chain .aside { stroke-opacity: 0.35; stroke-width: 1.2px; }
.chain line.aside { stroke-dasharray: none; }
.chain circle.on { stroke: var(--_chain-on); }
.chain circle.off { stroke: var(--_chain-off); }
.chain marker path { stroke: none; }
.chain .tip-on { fill: var(--_chain-on); }
.chain .tip-off { fill: var(--_chain-off); }
.chain rect.region { fill: none; stroke: var(--_region); stroke-width: 3px; vector-effect: non-scaling-stroke; }

.status { min-height: 1.4em; margin: 0; font-size: 0.95rem; line-height: 1.4; color: var(--_fg); }
.status.error { color: var(--_error); }
.status.ok { color: var(--_ok); }

.toolbar { display: flex; flex-wrap: wrap; gap: 6px; }
.pad { display: grid; grid-template-columns: repeat(9, minmax(0, 1fr)); gap: 6px; }
.pad button { min-width: 0; }
.pad [data-digit="0"] { grid-column: 1 / 3; }
.pad [data-action="pencil"] { grid-column: 3 / 5; }
.pad [data-action="centre"] { grid-column: 5 / 7; }
.pad [data-action="colour"] { grid-column: 7 / 10; }
.pad button[data-digit] { position: relative; }
.pad-words { font-size: 0; }
.pad-count { position: absolute; right: 4px; bottom: 2px; font-size: 0.65rem; line-height: 1; color: var(--_muted); }
.pad button[aria-disabled="true"] { opacity: 0.45; cursor: default; }
.pad button[data-colour] { box-shadow: inset 0 -6px 0 0 var(--_c); }
.pad button[data-colour="1"] { --_c: var(--_c1); }
.pad button[data-colour="2"] { --_c: var(--_c2); }
.pad button[data-colour="3"] { --_c: var(--_c3); }
.pad button[data-colour="4"] { --_c: var(--_c4); }
.pad button[data-colour="5"] { --_c: var(--_c5); }
.pad button[data-colour="6"] { --_c: var(--_c6); }
.pad button[data-colour="7"] { --_c: var(--_c7); }
.pad button[data-colour="8"] { --_c: var(--_c8); }
.pad button[data-colour="9"] { --_c: var(--_c9); }
button {
  font: inherit;
  min-height: 40px;
  min-width: 40px;
  padding: 0 12px;
  border: 1px solid var(--_line);
  border-radius: 8px;
  background: var(--_surface-2);
  color: var(--_fg);
  cursor: pointer;
}
@media (hover: hover) { button:hover { border-color: var(--_accent); } }
button:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
button[aria-pressed="true"] { background: var(--_accent); border-color: var(--_accent); color: var(--_on-accent); }
button:disabled { cursor: default; opacity: 0.6; }
.pad button { padding: 0; font-size: 1.15rem; font-variant-numeric: tabular-nums; }
.pad .word { font-size: 0.9rem; }
.sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
}

/* Print: the grid alone, square, black on white whatever the theme and the host's colours; no
   selection, highlight, chain, heat map, status, toolbar or pad. print="givens" on the element
   prints the puzzle alone: the player's digits, a solve's digits and the pencil marks left out. */
@media print {
  :host(:is([theme], :not([theme]))) {
    --_bg: #fff;
    --_fg: #000;
    --_given: #000;
    --_entry: #333;
    --_solved: #333;
    --_muted: #333;
    --_line: #8a8a8a;
    --_box-line: #000;
    --_error: #000;
    color-scheme: light;
    color: #000;
  }
  .wrap { gap: 0; background: #fff; }
  .status, .toolbar, .pad, .chain { display: none; }
  .board, .board.pencil, .board.finished, .board[aria-busy="true"] { border: 3px solid #000; border-radius: 0; }
  /* !important: over every state's highlight (selection, clash, hint), whatever its specificity. */
  .cell {
    background: #fff !important;
    box-shadow: none !important;
    outline: none !important;
    text-decoration: none !important;
  }
  .board .cell.entry { font-weight: 400; }
  .board.heat .cell::before { content: none; }
  .mark { background: none; color: inherit; font-weight: 500; text-decoration: none; }
  :host([print="givens"]) .cell:not(.given) { color: transparent !important; }
  :host([print="givens"]) .marks { visibility: hidden; }
}
`;

const sheets = new WeakMap();

/**
 * One constructed stylesheet shared by every <sudoku-board> of a document. A sheet adopts only
 * into its own document: a board moved into another one (an iframe, a Picture-in-Picture
 * window) takes that document's sheet, made with that window's CSSStyleSheet.
 */
export function boardSheet(doc = document) {
  let sheet = sheets.get(doc);
  if (!sheet) {
    const Sheet = doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet;
    sheet = new Sheet();
    sheet.replaceSync(BOARD_CSS);
    sheets.set(doc, sheet);
  }
  return sheet;
}
