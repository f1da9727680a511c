// English: every word of the page, the board and the step explanations in this language.
// One file a language; docs/translating.md says how to edit one or add one.
export default {
  code: 'en',
  name: 'English',
  // The Sudoku community's names of the techniques, by the engine's technique id.
  techniques: {
    'hidden-single': 'Hidden Single',
    'direct-pointing': 'Direct Pointing',
    'direct-claiming': 'Direct Claiming',
    'direct-hidden-pair': 'Direct Hidden Pair',
    'naked-single': 'Naked Single',
    'direct-hidden-triplet': 'Direct Hidden Triplet',
    pointing: 'Pointing',
    claiming: 'Claiming',
    'naked-pair': 'Naked Pair',
    'x-wing': 'X-Wing',
    'hidden-pair': 'Hidden Pair',
    'naked-triplet': 'Naked Triplet',
    swordfish: 'Swordfish',
    'hidden-triplet': 'Hidden Triplet',
    'xy-wing': 'XY-Wing',
    'xyz-wing': 'XYZ-Wing',
    'naked-quad': 'Naked Quad',
    jellyfish: 'Jellyfish',
    'hidden-quad': 'Hidden Quad',
    'aligned-pair-exclusion': 'Aligned Pair Exclusion',
    'bidirectional-x-cycle': 'Bidirectional X-Cycle',
    'generalized-x-wing': 'Generalized X-Wing',
    'bidirectional-y-cycle': 'Bidirectional Y-Cycle',
    'turbot-fish': 'Turbot Fish',
    'forcing-x-chain': 'Forcing X-Chain',
    'bidirectional-cycle': 'Bidirectional Cycle',
    'forcing-chain': 'Forcing Chain',
    'aligned-triplet-exclusion': 'Aligned Triplet Exclusion',
    'nishio-forcing-chains': 'Nishio Forcing Chains',
    'cell-forcing-chains': 'Cell Forcing Chains',
    'region-forcing-chains': 'Region Forcing Chains',
    'dynamic-contradiction-forcing-chains': 'Dynamic Contradiction Forcing Chains',
    'dynamic-double-forcing-chains': 'Dynamic Double Forcing Chains',
    'dynamic-cell-forcing-chains': 'Dynamic Cell Forcing Chains',
    'dynamic-region-forcing-chains': 'Dynamic Region Forcing Chains',
    search: 'Search',
  },
  // Techniques with a type number: {n} is the type.
  techniqueTypes: {
    'unique-rectangle': 'Unique Rectangle type {n}',
    'unique-loop': 'Unique Loop type {n}',
    bug: 'BUG type {n}',
  },
  // What a nesting level (1-5) adds to a dynamic forcing chain's name.
  nestingSuffixes: [
    '',
    '(+)',
    '(+ Forcing Chains)',
    '(+ Multiple Forcing Chains)',
    '(+ Dynamic Forcing Chains)',
    '(+ Dynamic Forcing Chains (+ Forcing Chains))',
  ],
  // The step explanations (www/i18n/explain.js): `words` are the pieces every sentence is made
  // of, `producers` the chain producers a nested step names, `messages` one template a message
  // key of the engine. {name} is a placeholder; { one, other } are plural forms, chosen by the
  // number in {count} (or by the number of cells or units a piece lists).
  steps: {
    words: {
      cell: 'r{row}c{column}',
      row: 'row {n}',
      column: 'column {n}',
      box: 'box {n}',
      rows: 'rows {list}',
      columns: 'columns {list}',
      boxes: 'boxes {list}',
      // Lists: "a, b and c", "a, b or c".
      comma: ', ',
      and: ' and ',
      or: ' or ',
      // Eliminations, digit by digit ("r2c4 and r2c7 cannot be 5") or cell by cell.
      cannotBe: { one: '{cells} cannot be {digit}', other: '{cells} cannot be {digit}' },
      cellCannotBe: '{cell} cannot be {digits}',
      groupSeparator: '; ',
      // A cell and the digits it plays in a pattern: "r1c3 (5, 7)".
      cellDigits: '{cell} ({digits})',
      digitComma: ', ',
      digitsInCell: '{digits} in {cell}',
      // Chains: "if r1c1 is 6, then r1c5 is not 6, so r5c5 is 6".
      is: '{cell} is {digit}',
      isNot: '{cell} is not {digit}',
      reduced: '{statement} (on the reduced grid)',
      first: 'if {statement}',
      second: ', then {statement}',
      next: ', so {statement}',
      more: ', ... ({count} more)',
      branchSeparator: '; ',
      producer: '{name}: {count}',
      producerSeparator: ', ',
      // A nested level's name: the technique's and its suffix.
      nestedName: '{name} {suffix}',
    },
    producers: {
      'Forcing Chains & Cycles': 'Forcing Chains & Cycles',
      'Nishio Forcing Chains': 'Nishio Forcing Chains',
      'Multiple Forcing Chains': 'Multiple Forcing Chains',
      'Dynamic Forcing Chains': 'Dynamic Forcing Chains',
      'Dynamic Forcing Chains (+)': 'Dynamic Forcing Chains (+)',
      'Dynamic Forcing Chains (+ Forcing Chains)': 'Dynamic Forcing Chains (+ Forcing Chains)',
      'Nested Forcing Chains': 'Nested Forcing Chains',
    },
    messages: {
      'full-house': '{cell} is the last empty cell of {unit}: it takes the missing {digit}',
      'hidden-single': '{cell} is the only place for {digit} in {unit}',
      'naked-single':
        '{cell} can only be {digit}: every other digit is already in its row, column or box, or ruled out',
      'direct-locked': {
        one: 'In {source}, {digit} can only go in {places}, all in {target}, so {ruledOut} cannot be {digit}, and in {other} {single} is the only place left for {digit}',
        other:
          'In {source}, {digit} can only go in {places}, all in {target}, so {ruledOut} cannot hold {digit}, and in {other} {single} is the only place left for {digit}',
      },
      'direct-hidden-set':
        'In {unit}, {digits} can only go in {cells}, which they fill, so {single} is the only place left for {digit}',
      locked: 'In {base}, {digit} can only go in {places}, all in {cover}, so {eliminations}',
      'naked-pair': '{cells} hold only {digits} in {unit}, so {eliminations}',
      'naked-set': '{cells} hold only {digits} between them in {unit}, so {eliminations}',
      'hidden-set': 'In {unit}, {digits} can only go in {cells}, so {eliminations}',
      'fish-2': 'In {bases}, {digit} can only go in {covers} (an {technique}), so {eliminations}',
      'fish-3': 'In {bases}, {digit} can only go in {covers} (a {technique}), so {eliminations}',
      'fish-4': 'In {bases}, {digit} can only go in {covers} (a {technique}), so {eliminations}',
      'xy-wing':
        '{technique} with pivot {pivot} and pincers {pincer1} and {pincer2}: whichever digit the pivot is, one of the pincers is {digit}, so {eliminations}',
      'xyz-wing':
        '{technique} with pivot {pivot} and pincers {pincer1} and {pincer2}: whichever digit the pivot is, it or one of the pincers is {digit}, so {eliminations}',
      'deadly-rectangle': '{cells} would form a deadly rectangle of {digits} (the puzzle has one solution)',
      'deadly-loop': '{cells} would form a deadly loop of {digits} (the puzzle has one solution)',
      'unique-loop-1': '{opening} unless {cell} holds another digit, so {eliminations}',
      'unique-loop-2': '{opening} unless {cells} is {digit}, so {eliminations}',
      'unique-loop-3-naked':
        '{opening} unless {extra} holds one of {others}: with {mates} that makes a naked set of {digits} in {unit}, so {eliminations}',
      'unique-loop-3-hidden':
        '{opening} unless {extra} holds another digit: then, in {unit}, {digits} can only go in the other and {cells}, a hidden set, so {eliminations}',
      'unique-loop-4':
        '{opening}; in {unit}, {digit} can only go in {cells}: one of them is {digit}, and {other} in the other would complete the pattern, so {eliminations}',
      'bug-grave':
        'Without {without}, every open cell would hold two candidates and every digit two places in each unit, a grave with no solution or several (the puzzle has one)',
      'bug-1': '{opening}, so {eliminations}',
      'bug-2': '{opening}: one of {cells} is {digit}, so {eliminations}',
      'bug-3': '{opening}: with {cells} the BUG digits make a naked set of {digits} in {unit}, so {eliminations}',
      'bug-4':
        '{opening}; in {unit}, {digit} can only go in {cells}: one of them is {digit}, the other takes its BUG digit, so {eliminations}',
      'aligned-pair':
        '{technique} on {cell1} and {cell2}: together they cannot take both values of {excluders} (bivalue cells that see both), so {eliminations}',
      'aligned-pair-same':
        '{technique} on {cell1} and {cell2}: together they cannot take both values of {excluders} (bivalue cells that see both), nor the same value, so {eliminations}',
      'aligned-triplet':
        'The cells {cells} cannot take values that fill every candidate of {common} (each sees all three), nor one value twice where they see each other, so {eliminations}',
      search:
        'Placing {digit} in {cell} leaves the puzzle without a solution (a search proves it), so {cell} cannot be {digit}',
      'forcing-on': '{technique}: {line}: the assumption contradicts itself, so {cell} is {digit}',
      'forcing-off': '{technique}: {line}: the assumption contradicts itself, so {cell} cannot be {digit}',
      cycle:
        '{technique}: {line}; reversed ({reversed}) every link still holds, so either way each link has one end on: {eliminations}',
      'contradiction-on': '{technique}: {branch1}; and {branch2}: a contradiction, so {cell} cannot be {digit}',
      'contradiction-off': '{technique}: {branch1}; and {branch2}: a contradiction, so {cell} is {digit}',
      'branches-on': '{technique}: {branches}: either way {cell} is {digit}',
      branches: '{technique}: {branches}',
      'branches-off': '{technique}: {branches}: either way {cell} cannot be {digit}',
      nested: {
        one: '{step}. Inside the branches, {count} chain of its own on a reduced grid removes candidates ({producers})',
        other:
          '{step}. Inside the branches, {count} chains of their own on reduced grids remove candidates ({producers})',
      },
      'wrong-entry': 'The {digit} in {cell} is wrong: the puzzle has no solution with it',
      'no-candidate': 'The cell {cell} has no candidate left: the digit that belongs there was removed',
      'missing-candidate': 'The candidates of {cell} leave out the digit that belongs there',
      solved: 'The grid is complete and right',
    },
  },
};
