// The stylesheet of <sudoku-board>'s shadow root (adopted as a constructed stylesheet, so a page
// whose Content-Security-Policy forbids inline styles still shows it). Every colour and size
// comes from a custom property that the embedding page may set on the element:
//
//   --sudoku-cell-size      a cell's width and height (default 48px; the board shrinks to fit)
//   --sudoku-font           the font family
//   --sudoku-bg             the cells' background          --sudoku-fg       text (marks, status)
//   --sudoku-given-color    the givens                     --sudoku-entry-color  the player's digits
//   --sudoku-accent         selection, focus ring, buttons --sudoku-line-color   thin lines
//   --sudoku-box-line-color box lines and the frame        --sudoku-error-color  wrong entries, clashes
//   --sudoku-highlight      cells a hint points at         --sudoku-focus-color  the keyboard focus ring
//
// Light colours by default; dark ones under `prefers-color-scheme: dark` unless theme="light",
// and always with theme="dark".

const LIGHT = `
  --_bg: var(--sudoku-bg, #ffffff);
  --_fg: var(--sudoku-fg, #161b26);
  --_muted: #4f5768;
  --_given: var(--sudoku-given-color, #161b26);
  --_entry: var(--sudoku-entry-color, #2447c4);
  --_solved: #2d5fd6;
  --_accent: var(--sudoku-accent, #3454d1);
  --_on-accent: #ffffff;
  --_line: var(--sudoku-line-color, #c8cdd8);
  --_box-line: var(--sudoku-box-line-color, #262c3a);
  --_error: var(--sudoku-error-color, #b3101c);
  --_error-bg: #ffe1e5;
  --_focus: var(--sudoku-focus-color, #c26a00);
  --_hl-cell: var(--sudoku-highlight, rgba(255, 196, 0, 0.22));
  --_hl-pattern: #ffe08a;
  --_hl-place: #c4e6d1;
  --_sel: rgba(52, 84, 209, 0.22);
  --_sel-quiet: rgba(52, 84, 209, 0.1);
  --_peer: rgba(52, 84, 209, 0.06);
  --_same: rgba(52, 84, 209, 0.14);
  --_ok: #1a6e3f;
  --_surface-2: #f1f3f7;
  --_chain-on: #1a6e3f;
  --_chain-off: #b3101c;
  --_w6: #fffaf0;
  --_w7: #fff0d6;
  --_w8: #ffe2b3;
  --_w9: #ffcf8a;
  --_w10: #ffb35c;
`;

const DARK = `
  --_bg: var(--sudoku-bg, #171b24);
  --_fg: var(--sudoku-fg, #e7eaf0);
  --_muted: #aab2c2;
  --_given: var(--sudoku-given-color, #eef1f6);
  --_entry: var(--sudoku-entry-color, #9dbbff);
  --_solved: #8fb1ff;
  --_accent: var(--sudoku-accent, #7390ff);
  --_on-accent: #0b0e14;
  --_line: var(--sudoku-line-color, #3a4150);
  --_box-line: var(--sudoku-box-line-color, #a9b2c4);
  --_error: var(--sudoku-error-color, #ff8d99);
  --_error-bg: #4a1820;
  --_focus: var(--sudoku-focus-color, #ffc53d);
  --_hl-cell: var(--sudoku-highlight, rgba(255, 197, 61, 0.16));
  --_hl-pattern: #6b5313;
  --_hl-place: #1f5b3a;
  --_sel: rgba(91, 124, 250, 0.4);
  --_sel-quiet: rgba(120, 150, 255, 0.14);
  --_peer: rgba(120, 150, 255, 0.08);
  --_same: rgba(120, 150, 255, 0.2);
  --_ok: #5fd08f;
  --_surface-2: #222836;
  --_chain-on: #5fd08f;
  --_chain-off: #ff8d99;
  --_w6: #1f1b15;
  --_w7: #33271a;
  --_w8: #4a331b;
  --_w9: #66421b;
  --_w10: #87541a;
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
.board:focus-within .cell.peer { background-image: linear-gradient(var(--_peer), var(--_peer)); }
.board:focus-within .cell.same { background-image: linear-gradient(var(--_same), var(--_same)); }
.cell.selected { background-image: linear-gradient(var(--_sel-quiet), var(--_sel-quiet)); }
.board:focus-within .cell.selected { background-image: linear-gradient(var(--_sel), var(--_sel)); }
.cell.given { color: var(--_given); font-weight: 650; }
.cell.entry { color: var(--_entry); font-weight: 450; }
.cell.solved { color: var(--_solved); }
.board .cell.clash { color: var(--_error); background-image: linear-gradient(var(--_error-bg), var(--_error-bg)); }
.cell:focus { outline: none; }
.cell:focus-visible { outline: 3px solid var(--_focus); outline-offset: -3px; z-index: 1; }
.board:focus-within .cell.selected:not(:focus-visible) { box-shadow: inset 0 0 0 2px var(--_accent); }
.board[aria-busy="true"] { border-color: var(--_accent); }
.marks {
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  grid-template-rows: repeat(3, 1fr);
  width: 100%;
  height: 100%;
  padding: 2px;
  color: var(--_muted);
  font-size: clamp(0.5rem, 2.5cqi, 0.85rem);
  font-weight: 500;
  line-height: 1;
}
.mark { display: flex; align-items: center; justify-content: center; border-radius: 3px; }
.mark-pattern { background: var(--_hl-pattern); color: var(--_fg); font-weight: 700; }
.mark-elim { background: var(--_error-bg); color: var(--_error); font-weight: 700; text-decoration: line-through; }
.mark-place { background: var(--_hl-place); color: var(--_fg); font-weight: 700; }
.board .cell.hl-pattern { background-image: linear-gradient(var(--_hl-cell), var(--_hl-cell)); }
.board .cell.hl-target { box-shadow: inset 0 0 0 3px var(--_accent); }
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
.board.heat:focus-within .cell.peer { background-image: none; }
.board.heat:focus-within .cell.same { background-image: none; box-shadow: inset 0 0 0 2px color-mix(in srgb, var(--_accent) 55%, transparent); }
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

.status { min-height: 1.4em; margin: 0; font-size: 0.95rem; line-height: 1.4; color: var(--_fg); }
.status.error { color: var(--_error); }
.status.ok { color: var(--_ok); }

.toolbar { display: flex; flex-wrap: wrap; gap: 6px; }
.pad { display: grid; grid-template-columns: repeat(9, minmax(0, 1fr)); gap: 6px; }
.pad button { min-width: 0; }
.pad [data-digit="0"] { grid-column: 1 / 5; }
.pad [data-action="pencil"] { grid-column: 5 / 10; }
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
button:hover { border-color: var(--_accent); }
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
`;

let sheet = null;

/** One constructed stylesheet shared by every <sudoku-board> of the document. */
export function boardSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(BOARD_CSS);
  }
  return sheet;
}
