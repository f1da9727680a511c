// The marks of the view (model/game.js's API): Check's red cells, the hint on show and the
// highlight of a step. They describe one moment of the board, so any change of the grid drops
// them; the game itself never depends on them.

/** Shows step `index` of the steps panel on the board before it: a view only, the game is untouched. */
export function showStep(s, index, step, board) {
  clearMarksOfTheView(s);
  s.highlight = {
    source: 'steps',
    index,
    technique: step.technique, // the Learn link's lesson (learn/learn-view.js)
    cells: step.cells,
    candidates: step.candidates,
    place: step.place,
    eliminate: step.eliminate,
    chain: step.chain, // drawn as the hint draws it (board/chain.js)
    board,
  };
}

/** Check marks, hints and highlights describe one moment: any change of the grid drops them. */
export function clearMarksOfTheView(s) {
  s.wrong = [];
  s.highlight = null;
  s.hint = null;
}
