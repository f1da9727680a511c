// The Learn section's words in English: the view's own strings (`UI`) and one lesson a technique
// (`LESSONS`, keyed by the engine's kebab-case names, as `techniques()` lists them). Every string
// the Learn view shows is here, so that a translation is one file like this one. A lesson:
//   what     what the technique is, in a sentence or two
//   why      why its conclusion is sound
//   spot     how to look for it on a board
//   rating   SE's rating and what raises it (the base rating is the engine's own, shown beside)
//   related  kebab-case names of techniques worth reading next
//   none     (where no puzzle has the technique on its path) why there is no example
// The families that differ only in one word (the types of unique rectangles and loops and of
// BUG, the four kinds of dynamic chains, their nesting levels) are written once, as templates in
// `FAMILIES` ({placeholders} filled in by www/learn/families.js, which builds their lessons).

export const UI = {
  title: 'Learn the techniques',
  intro:
    'Every technique the hints and the steps panel use, in the order Sudoku Explainer tries them: the cheapest first. Each page explains one, shows it at work on a real puzzle, and gives you a puzzle to practise it.',
  back: 'Back to the game',
  index: 'All techniques',
  what: 'What it is',
  why: 'Why it works',
  spot: 'How to spot it',
  rating: 'SE rating',
  related: 'Related techniques',
  example: 'A worked example',
  practice: 'Practice',
  practiceHelp: 'A new puzzle whose path needs this technique, in Play.',
  loadingExample: 'Replaying the puzzle’s path up to the step…',
  /** The example's caption: the step's place on the path and where the puzzle comes from. */
  exampleCaption: (k, from) =>
    `Step ${k + 1} of the path of ${/^generate /.test(from) ? `a puzzle our generator made (dlx-sudoku ${from})` : `a puzzle from our test sets (${from})`}, on the board as it was just before it: the digits and the candidates the earlier steps left.`,
  /** The engine's sentence of the example's step, after its name and rating. */
  stepWords: (name, rating, text) => `${name} (${rating.toFixed(1)}): ${text}`,
  pageTitle: (what) => `${what} · DLX Sudoku`,
  exampleFailed: (why) => `The example could not be drawn: ${why}.`,
  noExample:
    'No puzzle of our test sets reaches this technique on Sudoku Explainer’s path, so there is no example to draw and no puzzle to practise it on.',
  baseRating: (r) => `Base rating ${r.toFixed(1)}.`,
  /** "What is an X-Wing?", "What is Pointing?", "What are Cell Forcing Chains?" */
  whatIsLink: (name) =>
    /Chains\b/.test(name)
      ? `What are ${name}?`
      : /(Pointing|Claiming|Exclusion|Search)$/.test(name)
        ? `What is ${name}?`
        : `What is ${/^[AEIOX]/.test(name) ? 'an' : 'a'} ${name}?`,
  practiceSearching: (name) => `Looking for a puzzle that needs ${name}…`,
  practiceGenerated: (name, rating, ms) =>
    `Practice: a new puzzle rated ${rating.toFixed(1)} whose path needs ${name}, made in ${(ms / 1000).toFixed(1)} s. Hint names the technique when its step comes.`,
  practiceFromBank: (name, rating) =>
    `Practice: a puzzle whose path needs ${name} (rated ${rating.toFixed(1)}), from our bank of puzzles that use it, with its digits relabelled and its rows and columns shuffled, so it is new to you. Hint names the technique when its step comes.`,
  practiceFailed: (why) => `No practice puzzle: ${why}.`,
  practiceStep: (name) => `This is the ${name} you are practising.`,
  unknown: (name) => `There is no technique called “${name}”; here is the list.`,
};

const FAMILY = {
  hiddenSets:
    'A hidden set: N digits of a unit (row, column or box) that can only go in the same N cells. Those cells must hold those N digits, so every other candidate in them is removed.',
  nakedSets:
    'A naked set: N cells of one unit whose candidates, together, are just N digits. Those digits fill those cells, so no other cell of the unit can hold them.',
  fish: (n, name) =>
    `${n === 2 ? 'An' : 'A'} ${name} is a fish of size ${n}: a digit whose places in ${n} rows all fall within the same ${n} columns (or in ${n} columns within the same ${n} rows). Each of those rows holds the digit once, in one of those columns, so the ${n} columns get their ${n} copies from these rows, and the digit can be removed from the rest of those columns (or rows).`,
};

const SET_WHY = {
  naked:
    'N cells must hold N different digits; if their candidates are only those N digits, each of the digits is used up by these cells, whatever their order.',
  hidden:
    'Each of the N digits must appear once in the unit, and each can only go in the N cells: N digits need N cells, so the cells are taken and have no room left for another digit.',
};

export const LESSONS = {
  'hidden-single': {
    what: 'A digit that has only one place left in a row, a column or a box goes there. A full house is the special case of a unit with a single empty cell.',
    why: 'Every unit holds each digit exactly once; when every other cell of the unit is filled or sees that digit, the last place is forced.',
    spot: 'Pick a digit and a box: cross out the rows and columns where the digit already is; if one cell is left, it is the digit. Boxes are quickest to scan, then rows and columns.',
    rating:
      '1.0 for the last empty cell of a unit, 1.2 for a single place in a box, 1.5 for a single place in a row or column.',
    related: ['naked-single', 'direct-pointing'],
  },
  'direct-pointing': {
    what: 'A hidden single found without pencil marks through a pointing pattern: in one box a digit lies on one line only, which takes it away from the rest of that line, and another box on the line is left with one place for it.',
    why: 'The digit must go in its box, on that line, so the line’s other cells (in the other boxes) cannot hold it. What is left of the digit in the other box is its only place.',
    spot: 'Scanning for a hidden single, when a box almost has one: check whether a neighbouring box keeps the digit on one row or column that crosses it.',
    rating: '1.7. Only the placement is made; the eliminations are just the reason.',
    related: ['pointing', 'hidden-single', 'direct-claiming'],
  },
  'direct-claiming': {
    what: 'A hidden single found without pencil marks through a claiming pattern: a line keeps a digit inside one box, which takes it off the box’s other cells, and another row (or column) through the box is left with one place for it.',
    why: 'The line must hold the digit in the box, so the box has no other place for it; the remaining cells of another line through that box that could take the digit drop to one.',
    spot: 'When a row or column has a digit only inside one box, look at the parallel lines through that box for a digit left with one place.',
    rating: '1.9. Only the placement is made.',
    none: 'No example: none can exist. Whenever a direct claiming is there, a hidden single or a direct pointing is there too, and Sudoku Explainer takes those first (the proof is in the documentation, and a test checks it on thousands of states). So no puzzle’s path shows one, and there is no puzzle to practise it on; the claiming itself (2.8) is common.',
    related: ['claiming', 'direct-pointing', 'hidden-single'],
  },
  'direct-hidden-pair': {
    what: 'A hidden pair that leaves, in the same unit, another digit with a single place: two digits of a unit confined to two cells take those cells, and a third digit then has one cell left.',
    why: SET_WHY.hidden.replaceAll('N', 'two'),
    spot: 'In a unit with few empty cells, look for two digits that can only go in the same two cells; then see which digit has a single cell among the rest.',
    rating: '2.0. Only the placement is made.',
    related: ['hidden-pair', 'direct-hidden-triplet', 'hidden-single'],
  },
  'naked-single': {
    what: 'A cell with a single candidate left: every other digit is in its row, column or box.',
    why: 'A cell must hold some digit; eight of the nine are seen by it, so the ninth is its digit.',
    spot: 'Look at the cells whose row, column and box are crowded; with pencil marks, a cell with one mark.',
    rating:
      '2.3: Sudoku Explainer tries it after the hidden singles and the direct pointing and hidden pairs, as it is harder to see without pencil marks.',
    related: ['hidden-single', 'naked-pair'],
  },
  'direct-hidden-triplet': {
    what: 'A hidden triple that leaves another digit of the same unit with a single place.',
    why: SET_WHY.hidden.replaceAll('N', 'three'),
    spot: 'In a unit with several empty cells, find three digits whose places are the same three cells; the other digits then share the remaining cells, and one may have a single place.',
    rating: '2.5. Only the placement is made.',
    related: ['hidden-triplet', 'direct-hidden-pair'],
  },
  pointing: {
    what: 'In a box, a digit’s candidates all lie on one row or one column: the digit can be removed from the rest of that line, outside the box.',
    why: 'The box must hold the digit, and whichever of those cells gets it is on the line; the line holds the digit once, so its cells outside the box cannot.',
    spot: 'For each box and digit, see whether the pencil marks of the digit line up.',
    rating: '2.6.',
    related: ['claiming', 'direct-pointing'],
  },
  claiming: {
    what: 'In a row or column, a digit’s candidates all lie in one box: the digit can be removed from the rest of that box.',
    why: 'The line must hold the digit in that box, so the box’s copy of the digit is on the line and its other cells cannot hold it.',
    spot: 'For each row and column, see whether a digit’s marks stay within one box.',
    rating: '2.8.',
    related: ['pointing', 'direct-claiming'],
  },
  'naked-pair': {
    what: `${FAMILY.nakedSets.replaceAll('N', 'two').replace('two cells', 'Two cells')} Here: two cells with the same two candidates.`,
    why: SET_WHY.naked.replaceAll('N', 'two'),
    spot: 'Look for two cells of a unit with the same two pencil marks.',
    rating: '3.0.',
    related: ['naked-triplet', 'hidden-pair', 'xy-wing'],
  },
  'x-wing': {
    what: FAMILY.fish(2, 'X-Wing'),
    why: 'In the two rows the digit sits at the corners of a rectangle; either both top-left and bottom-right hold it, or both top-right and bottom-left. Either way each of the two columns has its copy, so the other cells of those columns cannot.',
    spot: 'For one digit, find two rows where it has exactly two places, in the same two columns (or the same with columns and rows swapped).',
    rating: '3.2.',
    related: ['swordfish', 'jellyfish', 'turbot-fish', 'generalized-x-wing'],
  },
  'hidden-pair': {
    what: FAMILY.hiddenSets.replaceAll('N', 'two').replace('two digits', 'Two digits'),
    why: SET_WHY.hidden.replaceAll('N', 'two'),
    spot: 'For each unit, look for two digits that have exactly two places, the same two cells.',
    rating: '3.4.',
    related: ['naked-pair', 'hidden-triplet', 'direct-hidden-pair'],
  },
  'naked-triplet': {
    what: `${FAMILY.nakedSets.replaceAll('N', 'three')} Not every cell needs all three digits: 12, 23 and 13 make a triple.`,
    why: SET_WHY.naked.replaceAll('N', 'three'),
    spot: 'Look for three cells of a unit whose marks, together, use only three digits.',
    rating: '3.6.',
    related: ['naked-pair', 'naked-quad', 'hidden-triplet'],
  },
  swordfish: {
    what: FAMILY.fish(3, 'Swordfish'),
    why: 'Three rows each need the digit once, and all their places are in three columns: the three copies land in three different columns, one each, so those columns are served and their other cells lose the digit.',
    spot: 'For one digit, find three rows with two or three places each, all within the same three columns.',
    rating: '3.8.',
    related: ['x-wing', 'jellyfish'],
  },
  'hidden-triplet': {
    what: FAMILY.hiddenSets.replaceAll('N', 'three'),
    why: SET_WHY.hidden.replaceAll('N', 'three'),
    spot: 'For each unit, look for three digits whose places, together, are just three cells.',
    rating: '4.0.',
    related: ['hidden-pair', 'hidden-quad', 'naked-triplet'],
  },
  'xy-wing': {
    what: 'Three cells with two candidates each: a pivot XY that sees two wings, XZ and YZ. Any cell that sees both wings cannot be Z.',
    why: 'If the pivot is X, the XZ wing is Z; if it is Y, the YZ wing is Z. One wing holds Z either way, and a cell seeing both would clash with it.',
    spot: 'Start from a cell with two candidates; among the two-candidate cells it sees, find two that share one digit with it each and a third digit with each other.',
    rating: '4.2.',
    related: ['xyz-wing', 'naked-pair', 'forcing-chain'],
  },
  'xyz-wing': {
    what: 'An XY-Wing whose pivot also holds Z: a pivot XYZ with wings XZ and YZ. A cell that sees all three cells cannot be Z.',
    why: 'The pivot is X, Y or Z: if X, the XZ wing is Z; if Y, the YZ wing is Z; if Z, the pivot is. Z is in one of the three, so a cell seeing all three cannot hold it.',
    spot: 'A cell with three candidates and two two-candidate cells it sees, each a pair from its three with Z in common; the targets are in the pivot’s box or line.',
    rating: '4.4.',
    related: ['xy-wing'],
  },
  'naked-quad': {
    what: FAMILY.nakedSets.replaceAll('N', 'four'),
    why: SET_WHY.naked.replaceAll('N', 'four'),
    spot: 'In a unit with many empty cells, look for four cells whose marks use only four digits; often easier seen as the hidden set of the other cells.',
    rating: '5.0.',
    related: ['naked-triplet', 'hidden-quad'],
  },
  jellyfish: {
    what: FAMILY.fish(4, 'Jellyfish'),
    why: 'Four rows each need the digit once, all in four columns: the four columns are served by them.',
    spot: 'For one digit with many places left, find four rows whose places stay within four columns.',
    rating: '5.2.',
    related: ['swordfish', 'x-wing'],
  },
  'hidden-quad': {
    what: FAMILY.hiddenSets.replaceAll('N', 'four'),
    why: SET_WHY.hidden.replaceAll('N', 'four'),
    spot: 'In a unit with many empty cells, find four digits confined to the same four cells.',
    rating: '5.4.',
    related: ['hidden-triplet', 'naked-quad'],
  },
  'aligned-pair-exclusion': {
    what: 'Two cells, and the pairs of digits they could hold together. A pair is impossible when the two digits are equal and the cells see each other, or when some cell that sees both cells has exactly those two candidates. A digit that appears in no possible pair is removed from its cell.',
    why: 'If the two cells took both digits of a two-candidate cell that sees them both, that cell would be left empty. Every combination is tried, so what no combination allows cannot happen.',
    spot: 'Two cells with few candidates, and several two-candidate cells seeing both of them (at least two are needed).',
    rating: '6.2.',
    related: ['aligned-triplet-exclusion', 'xy-wing'],
  },
  'aligned-triplet-exclusion': {
    what: 'Aligned Pair Exclusion with three cells: the triples of digits they could hold together, each one tested against the cells that see all three (with two or three candidates). A digit in no possible triple is removed.',
    why: 'A triple that would leave a cell seeing all three with no candidate cannot be; a digit that every possible triple leaves out is not in the solution there.',
    spot: 'It is hard by hand: three cells close together with few candidates, surrounded by small cells that see them all.',
    rating: '7.5.',
    related: ['aligned-pair-exclusion'],
  },
  'bidirectional-x-cycle': {
    what: 'A loop of one digit’s cells joined alternately by strong links (the digit has just two places in a unit) and weak links (two cells that see each other). Along such a loop the digit alternates on, off, on, off… whichever way round.',
    why: 'The loop has two readings, and one of them is the solution: in both, each weak link has exactly one end holding the digit, so a cell outside the loop that sees both ends of a weak link sees the digit either way and loses it.',
    spot: 'For one digit, join the conjugate pairs (units where it has two places) into a closed loop.',
    rating: '6.5, plus 0.1 at each length step (more than 6 nodes, more than 8, 10, 14, …).',
    related: ['generalized-x-wing', 'turbot-fish', 'bidirectional-y-cycle', 'x-wing'],
  },
  'generalized-x-wing': {
    what: 'Sudoku Explainer’s name for an X-cycle of exactly four cells: a loop of one digit through four cells. A plain X-Wing of two rows and two columns is found earlier (3.2), and so, as the proof in the documentation shows, is every other four-cell loop: one through a box is caught by locked candidates first.',
    why: 'As in any X-cycle, the digit is in two opposite corners of the loop, whichever pair; a cell that sees the two ends of a weak link loses it.',
    spot: 'Two strong links of one digit (each a unit where it has two places) whose ends see each other in pairs, one link or more being a box.',
    rating: '6.5.',
    none: 'No example: no puzzle can need it. Whenever a four-cell loop of one digit removes a candidate, a Hidden Single, Pointing, Claiming or an X-Wing of that digit is there as well, and Sudoku Explainer takes those first. So none of its recorded paths of 12,540 puzzles of our test sets names it, nor any of our engine’s paths of 31,464 puzzles (10,000 of them generated, rated 6.5 to 7.9), and there is no puzzle to practise it on.',
    related: ['x-wing', 'bidirectional-x-cycle', 'turbot-fish'],
  },
  'bidirectional-y-cycle': {
    what: 'A loop of two-candidate cells, each sharing a digit with the next (an XY-chain that closes on itself). Each cell holds one of its two digits and passes the other along the loop.',
    why: 'Going round the loop one way or the other, each link between two cells has its shared digit in exactly one of them; a cell outside the loop that sees both cells of a link loses that digit.',
    spot: 'Chains of two-candidate cells (as for an XY-Wing) that come back to their start.',
    rating: '6.5, plus the length bonus.',
    related: ['bidirectional-x-cycle', 'xy-wing', 'bidirectional-cycle'],
  },
  'turbot-fish': {
    what: 'A chain of one digit with two strong links joined by a weak link: A=B – C=D. Either A or D holds the digit, so a cell seeing both loses it. The Skyscraper and the 2-String Kite are turbot fish.',
    why: 'If A is not the digit, B is (strong link); then C is not (they see each other), so D is (strong link). So A or D is the digit.',
    spot: 'For one digit, two units where it has exactly two places, one place of each seeing one of the other.',
    rating: '6.6 (a chain of six nodes: no length bonus).',
    related: ['forcing-x-chain', 'x-wing', 'generalized-x-wing'],
  },
  'forcing-x-chain': {
    what: 'An alternating chain of one digit (strong, weak, strong… links) longer than a turbot fish, proving that one of its two ends holds the digit; or a chain from a candidate that leads back to its own cell as “off”, removing it.',
    why: 'A strong link means “if not here, then there”: following the chain, if the first end is not the digit, the last is. A cell seeing both ends cannot be the digit.',
    spot: 'Link the conjugate pairs of one digit into a path; mark its cells alternately; cells seeing two ends of different colour lose the digit.',
    rating: '6.6, plus 0.1 at each length step.',
    related: ['turbot-fish', 'bidirectional-x-cycle', 'forcing-chain'],
  },
  'bidirectional-cycle': {
    what: 'A loop that mixes both kinds of links: strong links of a digit in a unit, and the two digits of a two-candidate cell. It reads both ways, as X- and Y-cycles do.',
    why: 'Each weak link of the loop has exactly one end true in either reading, so what sees both ends of a weak link is removed.',
    spot: 'Grow a loop from two-candidate cells and conjugate pairs, switching digits inside two-candidate cells.',
    rating: '7.0, plus the length bonus.',
    related: ['bidirectional-x-cycle', 'bidirectional-y-cycle', 'forcing-chain'],
  },
  'forcing-chain': {
    what: 'An alternating chain that may change digit inside a two-candidate cell (an XY-chain and more): assuming a candidate leads to a contradiction with itself, or both ends of the chain force the same conclusion.',
    why: 'Each link is a plain rule (a cell holds one digit, a unit holds each digit once); if assuming “r1c6 is 5” leads through such rules to “r1c6 is not 5”, the assumption is false.',
    spot: 'From a two-candidate cell, follow “if this then that” through two-candidate cells and conjugate pairs, and watch for a cell you reach again, or a cell seen from both ends.',
    rating: '7.0, plus 0.1 at each length step.',
    related: ['forcing-x-chain', 'bidirectional-cycle', 'nishio-forcing-chains', 'xy-wing'],
  },
  'nishio-forcing-chains': {
    what: 'Assume one digit in a cell, and follow only that digit’s consequences (removals in its units, and the singles of that digit they create): if they lead to a unit or a cell with no place for something, the assumption was wrong.',
    why: 'A true candidate cannot lead to a contradiction; so a candidate whose consequences contradict each other is removed.',
    spot: 'A digit with few places: place it in one of them and see whether its other units still have room for it.',
    rating: '7.5, plus the length bonus.',
    related: ['forcing-x-chain', 'dynamic-contradiction-forcing-chains'],
  },
  'cell-forcing-chains': {
    what: 'A cell with three or more candidates: each candidate, assumed in turn, leads by chains to the same conclusion elsewhere, which is therefore true.',
    why: 'The cell holds one of its candidates; if every one of them forces the same fact, the fact holds whatever the cell’s digit.',
    spot: 'A cell with few candidates whose digits each force something in the same nearby cell.',
    rating: '8.0, plus the length bonus (counting the nodes of all branches).',
    related: ['region-forcing-chains', 'forcing-chain', 'dynamic-cell-forcing-chains'],
  },
  'region-forcing-chains': {
    what: 'A digit with several places in a unit: each place, assumed in turn, leads to the same conclusion, which is therefore true.',
    why: 'The digit is in one of its places in the unit; if every one forces the same fact, the fact holds.',
    spot: 'A digit with three places in a unit whose consequences meet in one cell.',
    rating: '8.0, plus the length bonus (all branches).',
    related: ['cell-forcing-chains', 'dynamic-region-forcing-chains'],
  },
  search: {
    what: 'The last resort when no technique of the catalogue applies: a candidate whose placement leaves the puzzle with no solution, as the Dancing Links engine proves by counting, is removed.',
    why: 'The puzzle has one solution; a digit that admits none is not in it.',
    spot: 'Not a human technique: it stands for trial and error, and it rates the puzzle beyond Sudoku Explainer’s scale.',
    rating: '20, Sudoku Explainer’s “beyond the solver”.',
    none: 'No example: no known puzzle reaches this step. The nested forcing chains solve every puzzle of our test sets, the 2,375 hardest known included, so Sudoku Explainer’s path never falls back on the search, and there is no puzzle to practise it on.',
    related: ['nested-contradiction-forcing-chains-5'],
  },
};

// Unique rectangles and loops: one idea, four types.
const UNIQUE_WHY =
  'A valid puzzle has one solution. If the cells of the pattern held only the two digits X and Y, they could be swapped and the puzzle would have two solutions; so the extra candidates cannot all be false.';
const UNIQUE_TYPES = {
  1: {
    what: 'three of the corners have only X and Y: the fourth corner cannot be X or Y, so those two are removed from it.',
    spot: 'three two-candidate cells with the same pair',
  },
  2: {
    what: 'two corners have one and the same extra digit Z: one of them holds Z, so Z is removed from every cell that sees both.',
    spot: 'two cells with the pair plus the same third digit',
  },
  3: {
    what: 'the extra digits of two corners act as one cell that, with other cells of their unit, forms a naked set: the set’s digits are removed from the rest of the unit.',
    spot: 'two cells with the pair plus extras, next to cells holding only those extras',
  },
  4: {
    what: 'in a unit holding two corners, X has no other place: one of them is X, so neither can be Y, and Y is removed from both.',
    spot: 'two corners in a unit where one of the pair’s digits has just those two places',
  },
};
const UNIQUE_RECTANGLE = {
  what: 'Four cells at the corners of a rectangle spanning two boxes, each with the same two candidates X and Y, and maybe more. In type {type}, {what}',
  spot: 'Look for the same pair of candidates in four corners that fit in two boxes; type {type}: {spot}.',
  rating: '4.5. It assumes the puzzle has one solution (the engine proves that before using it).',
  ratingType3: '4.5, plus 0.1 a digit of the naked set beyond the first (a hidden set adds less).',
};
const UNIQUE_LOOP = {
  what: 'A longer loop of cells (6, 8 or more), two in each unit it passes, all with the same two candidates X and Y and maybe more: a unique rectangle of more than four cells. In type {type}, {what}',
  spot: 'Follow cells with the same pair, turning at each unit, until the path closes; type {type}: {spot}.',
  rating: '4.6 for 6 cells, 4.7 for 8, 5.0 for 10 or more.',
  ratingType3: '4.6 for 6 cells, 4.7 for 8, 5.0 for 10 or more, plus the bonus of the naked set.',
};

// BUG: the bivalue universal grave.
const BUG_WHY =
  'A grid where every open cell has two candidates and every digit has two places in each unit has either no solution or two (the digits can swap all around), so a unique puzzle is never in that state: the extra candidates keep it out of it.';
const BUG_TYPES = {
  1: 'Every open cell has two candidates but one, which has more; its BUG digit (the one with three places in the cell’s units) must be its digit, so its other candidates are removed.',
  2: 'Several cells have one extra candidate, the same digit Z: one of them is Z, so Z is removed from the cells that see them all.',
  3: 'Two cells of a unit have extra candidates; taken together, with other cells of that unit, they form a naked set, whose digits are removed from the unit’s other cells.',
  4: 'Two cells with extra candidates share a unit and one other digit d: without their extras both would hold d, so one holds its extra digit and the other holds d; each keeps only its extras and d.',
};
const BUG_LESSON = {
  what: 'A bivalue universal grave (BUG) is a board where every open cell has two candidates and every digit two places in each unit. Type {type}: {what}',
  spot: 'Late in a puzzle, when nearly every cell has two candidates: find the few cells with more.',
  ratings: {
    1: '5.6.',
    2: '5.7.',
    3: '5.7 plus 0.1 a digit of the naked set beyond the first (5.8 to 6.2).',
    4: '5.7.',
  },
};

// Dynamic forcing chains: four kinds, then nesting levels on top of them.
const KIND = {
  contradiction: {
    form: 'contradiction',
    what: 'assuming a candidate leads to a contradiction (a cell or a unit left without a digit it needs, or two digits claiming one cell), so the candidate is removed; or assuming it false leads to one, so it is placed',
    spot: 'a candidate whose placement makes many singles follow',
  },
  double: {
    form: 'double',
    what: 'assuming a candidate true and assuming it false both lead to the same conclusion, which holds either way',
    spot: 'a two-way candidate (one of a conjugate pair or a two-candidate cell) with far-reaching consequences',
  },
  cell: {
    form: 'cell',
    what: 'each candidate of one cell, assumed in turn, leads to the same conclusion',
    spot: 'a cell with few candidates',
  },
  region: {
    form: 'region',
    what: 'each place of a digit in a unit, assumed in turn, leads to the same conclusion',
    spot: 'a digit with few places in a unit',
  },
};
const DYNAMIC =
  'A dynamic chain follows every consequence of an assumption at once: each removal is made on a working copy of the board, so later links can use the singles and the “only place left” those removals create, which a static chain cannot.';
const HELPERS = {
  plus: 'While the chains propagate, the simple techniques (locked candidates, hidden and naked pairs, X-Wings) also run on the working board, and what they remove joins the chain.',
  2: 'When a propagation stalls, the static chains and cycles (6.5–7.5) run on the working board, and their removals feed the main chain.',
  3: 'As level 2, and the static cell and region forcing chains (8.0) run on the working board too.',
  4: 'Dynamic forcing chains (8.5) run inside the main chain’s working board.',
  5: 'Dynamic forcing chains that themselves use the static chains (level 2 inside level 4): the deepest Sudoku Explainer goes.',
};
const CHAIN_LESSONS = {
  chain: {
    what: '{dynamic} In its {form} form, {what}.',
    why: 'Each link is forced by the rules on the working board; an assumption that ends in a contradiction is false, and a fact reached from every possible case is true.',
    spot: 'Hardly by hand: a computer’s technique. Its start is usually {spot}.',
    rating: '8.5, plus the length bonus over every node of every branch.',
  },
  plus: {
    what: 'A dynamic {form} forcing chain ({what}) with help: {helpers}',
    why: 'The techniques that join in are sound on any board, the working board included; so their removals are as forced as the chain’s own links.',
    spot: 'Beyond hand solving: the engine shows which nodes the helpers gave.',
    rating: '9.0, plus the length bonus.',
  },
  nested: {
    what: 'A nested forcing chain, level {level}: a dynamic {form} forcing chain ({what}) in which whole chains run as helpers. {helpers}',
    why: 'A chain found on the working board is as sound there as on the real one: it only removes what the assumption implies.',
    spot: 'A computer’s technique for the hardest puzzles known; one step can take the engine seconds to minutes.',
    rating: '{base}, plus the length bonus, which counts the nodes of every distinct inner chain too.',
    none: 'No example: no known puzzle needs level 5. Every puzzle of our test sets, the 2,375 hardest known included (rated up to 11.9), is solved with level 4 at most, so no real path has a level-5 step to show, and there is no puzzle to practise it on.',
  },
};

// The families' words; www/learn/families.js builds their lessons.
export const FAMILIES = {
  unique: { why: UNIQUE_WHY, types: UNIQUE_TYPES, rectangle: UNIQUE_RECTANGLE, loop: UNIQUE_LOOP },
  bug: { why: BUG_WHY, types: BUG_TYPES, ...BUG_LESSON },
  dynamic: { intro: DYNAMIC, kinds: KIND, helpers: HELPERS, ...CHAIN_LESSONS },
};
