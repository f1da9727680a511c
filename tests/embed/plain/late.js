// Boards that exist before <sudoku-board> is defined: static HTML with the documented attributes,
// the attributes React 19's server renderer writes for the camel-case props, and a board given
// its properties (puzzle, showCandidates, strings, a saved game) by a script that ran before the
// element's module loaded. tests/embed/board-api-checks.mjs calls window.__define(savedGame): the
// properties are set, then the module is imported (the boards upgrade), and the boards' ready
// resolve.

window.__define = async (saved) => {
  const props = document.getElementById('props');
  props.puzzle = JSON.parse(saved).givens;
  props.showCandidates = true;
  props.strings = { hint: 'Aide ?' };
  props.state = saved;
  const own = ['puzzle', 'showCandidates', 'strings', 'state'].filter((p) => Object.hasOwn(props, p));
  await import('dlx-sudoku/board');
  await Promise.all([...document.querySelectorAll('sudoku-board')].map((b) => b.ready));
  document.getElementById('status').textContent = 'defined';
  return own;
};
