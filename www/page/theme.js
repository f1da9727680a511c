// The theme switch: System (the browser's light or dark, as before), Light or Dark, kept with the
// settings. style.css keeps its dark colours in `@media (prefers-color-scheme: dark)` blocks;
// a chosen theme rewrites those blocks' media ('all' for Dark, 'not all' for Light), so the
// colours are written once and System needs no script at all. The board element gets the same
// choice through its own `theme` attribute, and the root's data-theme sets `color-scheme` (the
// form controls and scroll bars).

const SYSTEM_DARK = '(prefers-color-scheme: dark)';
export const THEMES = ['system', 'light', 'dark'];

/** The page's dark blocks: every media rule on the system's dark scheme, in its own sheets. */
function darkRules() {
  const found = [];
  const walk = (rules) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) {
        if (rule.media.mediaText.replace(/\s+/g, ' ').includes('prefers-color-scheme: dark')) found.push(rule);
        else walk(rule.cssRules);
      }
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      walk(sheet.cssRules);
    } catch {
      /* another origin's sheet: not ours */
    }
  }
  return found;
}

let rules = null;

/** Applies `theme` ('system', 'light' or 'dark') to the page and to `board` (the <sudoku-board>). */
export function applyTheme(theme, board) {
  rules ??= darkRules();
  const t = THEMES.includes(theme) ? theme : 'system';
  const media = t === 'dark' ? 'all' : t === 'light' ? 'not all' : SYSTEM_DARK;
  for (const rule of rules) if (rule.media.mediaText !== media) rule.media.mediaText = media;
  const root = document.documentElement;
  if (t === 'system') {
    delete root.dataset.theme;
    board.removeAttribute('theme');
  } else {
    root.dataset.theme = t;
    board.setAttribute('theme', t);
  }
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', t === 'system' ? 'light dark' : t);
}
