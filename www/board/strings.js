// The words of <sudoku-board>: every label, button, cell name and status message, in English
// and French. An app picks one with the `lang` attribute (the element's own, else its nearest
// ancestor's) and replaces any of them with the `strings` property; a message is a function of
// structured data (a hint's step, cells 0-80), so an app can phrase its own from the same data.
// A step's and a hint's sentence is rendered in the language from the engine's structured
// explanation (../i18n/explain.js); without one (an app's own step object) the English `text`.

import { explain, techniqueLabel } from '../i18n/explain.js';
import { regionWords } from '../model/hint-ladder.js';
import { colOf, fmtClock, rowOf, sentence, techniqueName } from '../model/grid.js';

/** A step's or a hint's sentence in `lang`, from its explanation (else its English text), with a full stop. */
const said = (item, lang) => sentence(item.explanation ? explain(item.explanation, lang) : item.text);
const num1 = (x, lang) => x.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const COLOURS_EN = ['', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'grey'];
const COLOURS_FR = ['', 'rouge', 'orange', 'jaune', 'vert', 'turquoise', 'bleu', 'violet', 'rose', 'gris'];

export const EN = {
  gridLabel: 'Sudoku puzzle, 9 by 9',
  keys: 'Arrow keys move between cells; type 1 to 9 to enter a digit; Shift with a digit toggles a corner mark, Control (or Command) with a digit a centre mark; N cycles the input between digits, corner marks and centre marks, P switches corner marks on and off, K colours (1 to 9 paint the cell, 0 clears); Backspace, Delete, 0 or Space clear the cell; H asks for a hint (a nudge, then the whole step, then applied), C checks; Z or U undoes, as does Control+Z, and Control+Y redoes; a long press on a pad digit keeps it, and a tap on a cell then places it; Escape lets it go or hides the hint; Tab leaves the grid.',
  gameLabel: 'Game',
  hint: 'Hint',
  check: 'Check',
  solve: 'Solve',
  undo: 'Undo',
  redo: 'Redo',
  erase: 'Erase',
  pencil: 'Pencil',
  notes: 'Notes',
  centreNotes: 'Centre',
  colour: 'Colour',
  padLabel: 'Number pad: enter a digit in the selected cell',
  padLeft: (left) => (left ? `${left} left` : 'all placed'),
  colourName: (c) => COLOURS_EN[c] || String(c),

  cellRef: (i) => `r${rowOf(i) + 1}c${colOf(i) + 1}`,
  cellPlace: (i) => `row ${rowOf(i) + 1}, column ${colOf(i) + 1}`,
  cellGiven: (d) => `${d}, given`,
  cellSolved: (d) => `${d}, solved`,
  cellTargetSolution: (d) => `${d}, target solution`,
  cellPlaced: (d) => `${d}, placed by an earlier step`,
  cellCandidates: (digits) => `candidates ${digits.join(' ')}`,
  cellCentreMarks: (digits) => `centre marks ${digits.join(' ')}`,
  cellColour: (c) => `coloured ${COLOURS_EN[c] || c}`,
  /** The candidates in colour A and in colour B (candidate colouring): lists of digits. */
  cellCandidateColours: (a, b) =>
    [a.length ? `colour A ${a.join(' ')}` : '', b.length ? `colour B ${b.join(' ')}` : ''].filter(Boolean).join(', '),
  cellEmpty: 'empty',
  cellClashes: 'clashes',
  cellWrong: 'wrong',
  cellWeight: (w) => `weight ${w}`,
  highlightedByHint: 'highlighted by the hint',
  highlightedByNudge: 'where the hint says to look',
  highlightedByStep: 'highlighted by the selected step',
  stepBoardLabel: (label, n) => `${label}: the board before step ${n} (read only)`,

  hintStep: (step) =>
    `Hint (${step.name || techniqueName(step.technique)}, ${step.rating.toFixed(1)}): ${said(step, 'en')} Hint again applies it.`,
  hintNudge: (step, region) =>
    `Hint (${techniqueName(step.technique)}, ${step.rating.toFixed(1)}): look at ${regionWords(region)}. Hint again shows the step.`,
  hintWrongEntry: (hint) => `Hint: ${said(hint, 'en')} Hint again erases it.`,
  hintMissingCandidate: (hint) => `Hint: ${said(hint, 'en')} Hint again puts the candidate back.`,
  hintSolved: ({ text }) => sentence(text || 'The grid is complete and right'),
  erasedWrong: ({ digit, cell }, s) => `Erased the wrong ${digit} at ${s.cellRef(cell)}.`,
  putBack: ({ digit, cell }, s) => `Put ${digit} back among the pencil marks of ${s.cellRef(cell)}.`,
  appliedStep: (step, s) => {
    const what = [];
    if (step.place.length) what.push(`placed ${step.place.map(([c, d]) => `${d} at ${s.cellRef(c)}`).join(', ')}`);
    if (step.eliminate.length) what.push(`removed ${count(step.eliminate.length, 'candidate', 'candidates')}`);
    return `Applied the ${step.name || techniqueName(step.technique)}: ${what.join(' and ')}.`;
  },
  checkNothing: 'Nothing to check yet: no digit is entered.',
  checkWrong: (cells, s) =>
    `Check: ${cells.length === 1 ? '1 entry is' : `${cells.length} entries are`} wrong (${cells.map(s.cellRef).join(', ')}), marked in red.`,
  checkRight: ({ entered, left }) =>
    `Check: ${entered === 1 ? 'the 1 entry is' : `all ${entered} entries are`} right${left ? ` so far; ${count(left, 'cell', 'cells')} to go` : ''}.`,
  solvedOnly: 'Solved: the only solution is shown.',
  solvedOneOfSeveral: 'Solved: one of several solutions is shown.',
  solvedGame: ({ timeMs, hintsUsed }) =>
    `Solved in ${fmtClock(timeMs)}${hintsUsed ? ` with ${count(hintsUsed, 'hint', 'hints')}` : ''}. Well done!`,
  modeDigit: 'Digits: 1 to 9 fill the selected cell.',
  modeCorner: 'Corner marks: 1 to 9 toggle a mark in the corner of the selected cell.',
  modeCentre: 'Centre marks: 1 to 9 toggle a mark in the centre of the selected cell.',
  modeColour: 'Colour: 1 to 9 paint the selected cell (again removes it), 0 clears it. Colour again: candidates.',
  modeCandidate:
    'Candidate colour: 1 to 9 colour that candidate of the selected cell, A then B then none; 0 clears the cell.',
  lockedDigit: (digit) => `${digit} kept: tap cells to place it; tap ${digit} on the pad again to let go.`,
  unlockedDigit: 'No digit kept: tap a cell, then a digit.',
  markOnDigit: (cell, s) => `${s.cellRef(cell)} holds a digit: erase it before adding marks.`,
  generating: 'Generating a puzzle…',
  newPuzzle: ({ difficulty, givens, rating }) =>
    `New ${difficulty} puzzle: ${count(givens, 'given', 'givens')}, rating ${rating.toFixed(1)}.`,
  pencilOn: 'Pencil marks on: digits toggle marks.',
  pencilOff: 'Pencil marks off: digits fill cells.',
  isGiven: (cell, s) => `${s.cellRef(cell)} is a given.`,

  badPuzzle: (message) => `Bad puzzle: ${message}.`,
  badMode: (value) => `Bad mode ${JSON.stringify(value)}: expected "play" or "edit"; playing.`,
  badState: (message) => `Bad saved game: ${message}; the game goes on.`,
  noSolution: 'This puzzle has no solution.',
  severalSolutions: 'This puzzle has more than one solution: Hint, Check and Solve need a puzzle with exactly one.',
  engineFailed: 'The solver could not start, so Hint, Check, Solve and New puzzle are unavailable.',
  failed: (action, message) => `${action}: ${sentence(message)}`,
  failHint: 'No hint',
  failCheck: 'Cannot check',
  failSolve: 'Cannot solve',
  failNewPuzzle: 'No new puzzle',
  gridNoSolution: 'this grid has no solution',
  needsPlayMode: (action) => `${action} works in play mode; this board is in edit mode`,
  needsGivens: (action) => `${action} needs a puzzle; the board has no givens`,
  needsASolution: (action) => `${action} needs a puzzle with a solution; this one has none`,
  needsOneSolution: (action) => `${action} needs a puzzle with exactly one solution; this one has several`,
  puzzleChanged: 'the puzzle changed meanwhile',
  notInDocument: 'the board is not in a document (add it to the page first)',
  newPuzzleOptions: (type) => `newPuzzle takes an options object, found ${type}`,
};

const FR_DIFFICULTY = { easy: 'facile', medium: 'moyenne', hard: 'difficile', expert: 'expert', extreme: 'extrême' };

export const FR = {
  gridLabel: 'Grille de sudoku, 9 sur 9',
  keys: 'Les flèches déplacent la sélection ; tapez 1 à 9 pour écrire un chiffre ; Maj avec un chiffre ajoute ou retire une note de coin, Ctrl (ou Cmd) avec un chiffre une note centrale ; N passe des chiffres aux notes de coin puis aux notes centrales, P active ou coupe les notes de coin, K les couleurs (1 à 9 colorent la case, 0 l’efface) ; Retour arrière, Suppr, 0 ou Espace vident la case ; H demande un indice (une piste, puis l’étape entière, puis appliquée), C vérifie ; Z ou U annule, comme Ctrl+Z, et Ctrl+Y rétablit ; un appui long sur un chiffre du pavé le garde, puis toucher une case l’y place ; Échap le lâche ou masque l’indice ; Tab quitte la grille.',
  gameLabel: 'Partie',
  hint: 'Indice',
  check: 'Vérifier',
  solve: 'Résoudre',
  undo: 'Annuler',
  redo: 'Rétablir',
  erase: 'Effacer',
  pencil: 'Notes',
  notes: 'Notes',
  centreNotes: 'Centre',
  colour: 'Couleur',
  padLabel: 'Pavé numérique : écrire un chiffre dans la case choisie',
  padLeft: (left) => (left ? `${left} à placer` : 'tous placés'),
  colourName: (c) => COLOURS_FR[c] || String(c),

  cellRef: (i) => `L${rowOf(i) + 1}C${colOf(i) + 1}`,
  cellPlace: (i) => `ligne ${rowOf(i) + 1}, colonne ${colOf(i) + 1}`,
  cellGiven: (d) => `${d}, donné`,
  cellSolved: (d) => `${d}, résolu`,
  cellTargetSolution: (d) => `${d}, solution cible`,
  cellPlaced: (d) => `${d}, placé par une étape précédente`,
  cellCandidates: (digits) => `candidats ${digits.join(' ')}`,
  cellCentreMarks: (digits) => `notes centrales ${digits.join(' ')}`,
  cellColour: (c) => `couleur ${COLOURS_FR[c] || c}`,
  cellCandidateColours: (a, b) =>
    [a.length ? `couleur A ${a.join(' ')}` : '', b.length ? `couleur B ${b.join(' ')}` : ''].filter(Boolean).join(', '),
  cellEmpty: 'vide',
  cellClashes: 'en conflit',
  cellWrong: 'faux',
  cellWeight: (w) => `poids ${w}`,
  highlightedByHint: "mise en évidence par l'indice",
  highlightedByNudge: "là où l'indice dit de regarder",
  highlightedByStep: "mise en évidence par l'étape choisie",
  stepBoardLabel: (label, n) => `${label} : la grille avant l'étape ${n} (lecture seule)`,

  hintStep: (step, s) => {
    const head = `Indice (${techniqueLabel(step.technique, 'fr')}, ${num1(step.rating, 'fr')}) :`;
    if (step.explanation) return `${head} ${said(step, 'fr')} Indice à nouveau l'applique.`;
    // An app's own step without an explanation: what it places and removes.
    const what = [];
    if (step.place.length) what.push(`placer ${step.place.map(([c, d]) => `${d} en ${s.cellRef(c)}`).join(', ')}`);
    if (step.eliminate.length)
      what.push(`retirer ${step.eliminate.map(([c, d]) => `${d} de ${s.cellRef(c)}`).join(', ')} des candidats`);
    return `${head} ${what.join(' et ')}. Indice à nouveau l'applique.`;
  },
  hintNudge: (step, region) =>
    `Indice (${techniqueLabel(step.technique, 'fr')}, ${num1(step.rating, 'fr')}) : regardez ${regionWords(region, { row: ['la ligne', 'les lignes'], column: ['la colonne', 'les colonnes'], box: ['le bloc', 'les blocs'] }, 'et')}. Indice à nouveau montre l'étape.`,
  hintWrongEntry: (hint, s) =>
    hint.explanation
      ? `Indice : ${said(hint, 'fr')} Indice à nouveau l'efface.`
      : `Indice : le chiffre en ${s.cellRef(hint.cell)} est faux. Indice à nouveau l'efface.`,
  hintMissingCandidate: (hint, s) =>
    hint.explanation
      ? `Indice : ${said(hint, 'fr')} Indice à nouveau le remet.`
      : `Indice : il manque un candidat juste aux notes de ${s.cellRef(hint.cell)}. Indice à nouveau le remet.`,
  hintSolved: () => 'La grille est complète et juste.',
  erasedWrong: ({ digit, cell }, s) => `Le ${digit} faux en ${s.cellRef(cell)} est effacé.`,
  putBack: ({ digit, cell }, s) => `Le ${digit} est remis dans les notes de ${s.cellRef(cell)}.`,
  appliedStep: (step, s) => {
    const what = [];
    if (step.place.length) what.push(`${step.place.map(([c, d]) => `${d} en ${s.cellRef(c)}`).join(', ')} placé`);
    if (step.eliminate.length) what.push(count(step.eliminate.length, 'candidat retiré', 'candidats retirés'));
    return `${step.name || techniqueName(step.technique)} appliqué : ${what.join(' et ')}.`;
  },
  checkNothing: 'Rien à vérifier : aucun chiffre n’est écrit.',
  checkWrong: (cells, s) =>
    `Vérification : ${cells.length === 1 ? '1 chiffre est faux' : `${cells.length} chiffres sont faux`} (${cells.map(s.cellRef).join(', ')}), en rouge.`,
  checkRight: ({ entered, left }) =>
    `Vérification : ${entered === 1 ? 'le chiffre écrit est juste' : `les ${entered} chiffres écrits sont justes`}${left ? ` ; ${count(left, 'case reste', 'cases restent')}` : ''}.`,
  solvedOnly: 'Résolu : voici la seule solution.',
  solvedOneOfSeveral: 'Résolu : voici une solution parmi plusieurs.',
  solvedGame: ({ timeMs, hintsUsed }) =>
    `Résolu en ${fmtClock(timeMs)}${hintsUsed ? ` avec ${count(hintsUsed, 'indice', 'indices')}` : ''}. Bravo !`,
  modeDigit: 'Chiffres : 1 à 9 remplissent la case choisie.',
  modeCorner: 'Notes de coin : 1 à 9 ajoutent ou retirent une note dans le coin de la case.',
  modeCentre: 'Notes centrales : 1 à 9 ajoutent ou retirent une note au centre de la case.',
  modeColour:
    'Couleur : 1 à 9 colorent la case choisie (à nouveau : retirée), 0 l’efface. Couleur à nouveau : candidats.',
  modeCandidate:
    'Couleur de candidat : 1 à 9 colorent ce candidat de la case choisie, A puis B puis rien ; 0 efface la case.',
  lockedDigit: (digit) =>
    `${digit} gardé : touchez des cases pour l’y placer ; touchez ${digit} à nouveau pour le lâcher.`,
  unlockedDigit: 'Aucun chiffre gardé : touchez une case, puis un chiffre.',
  markOnDigit: (cell, s) => `${s.cellRef(cell)} contient un chiffre : effacez-le avant d’ajouter des notes.`,
  generating: 'Création d’une grille…',
  newPuzzle: ({ difficulty, givens, rating }) =>
    `Nouvelle grille ${FR_DIFFICULTY[difficulty] || difficulty} : ${count(givens, 'chiffre donné', 'chiffres donnés')}, note ${num1(rating, 'fr')}.`,
  pencilOn: 'Notes activées : les chiffres ajoutent ou retirent des notes.',
  pencilOff: 'Notes coupées : les chiffres remplissent les cases.',
  isGiven: (cell, s) => `${s.cellRef(cell)} est un chiffre donné.`,

  badPuzzle: (message) => `Grille invalide : ${message}.`,
  badMode: (value) => `Mode ${JSON.stringify(value)} inconnu : "play" ou "edit" attendu ; la partie continue.`,
  badState: (message) => `Partie enregistrée illisible : ${message} ; la partie continue.`,
  noSolution: 'Cette grille n’a pas de solution.',
  severalSolutions:
    'Cette grille a plusieurs solutions : Indice, Vérifier et Résoudre demandent une grille à solution unique.',
  engineFailed: 'Le solveur n’a pas pu démarrer : Indice, Vérifier, Résoudre et Nouvelle grille sont indisponibles.',
  failed: (action, message) => `${action} : ${sentence(message)}`,
  failHint: 'Pas d’indice',
  failCheck: 'Vérification impossible',
  failSolve: 'Résolution impossible',
  failNewPuzzle: 'Pas de nouvelle grille',
  gridNoSolution: 'cette grille n’a pas de solution',
  needsPlayMode: (action) => `${action} ne marche qu’en mode jeu ; cette grille est en mode édition`,
  needsGivens: (action) => `${action} demande une grille ; celle-ci n’a aucun chiffre donné`,
  needsASolution: (action) => `${action} demande une grille qui a une solution ; celle-ci n’en a pas`,
  needsOneSolution: (action) => `${action} demande une grille à solution unique ; celle-ci en a plusieurs`,
  puzzleChanged: 'la grille a changé entre-temps',
  notInDocument: 'la grille n’est dans aucun document (ajoutez-la d’abord à la page)',
  newPuzzleOptions: (type) => `newPuzzle attend un objet d’options, reçu ${type}`,
};

/** The bundled languages, by primary language subtag. */
export const LANGUAGES = { en: EN, fr: FR };

/**
 * The words for `lang` (a BCP 47 tag; English when it is not bundled) with `overrides` on top.
 * Throws a TypeError naming the key when an override is neither a string nor a function, or
 * not of the same kind as the word it replaces.
 */
export function boardStrings(lang, overrides) {
  const base =
    LANGUAGES[
      String(lang || 'en')
        .toLowerCase()
        .split('-')[0]
    ] || EN;
  if (overrides == null) return base;
  if (typeof overrides !== 'object') throw new TypeError(`strings must be an object, found ${typeof overrides}`);
  for (const [key, value] of Object.entries(overrides)) {
    if (!(key in EN)) throw new TypeError(`strings: unknown key ${JSON.stringify(key)}`);
    if (typeof value !== typeof EN[key])
      throw new TypeError(`strings.${key} must be a ${typeof EN[key]}, found ${typeof value}`);
  }
  return { ...base, ...overrides };
}
