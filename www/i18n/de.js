// Deutsch: every word of the page, the board and the step explanations in this language.
// One file a language; docs/translating.md says how to edit one or add one.
export default {
  code: 'de',
  name: 'Deutsch',
  // The Sudoku community's names of the techniques, by the engine's technique id.
  techniques: {
    'hidden-single': 'Versteckter Single',
    'direct-pointing': 'Direktes Pointing',
    'direct-claiming': 'Direktes Claiming',
    'direct-hidden-pair': 'Direktes verstecktes Paar',
    'naked-single': 'Nackter Single',
    'direct-hidden-triplet': 'Direktes verstecktes Tripel',
    pointing: 'Pointing',
    claiming: 'Claiming',
    'naked-pair': 'Nacktes Paar',
    'x-wing': 'X-Wing',
    'hidden-pair': 'Verstecktes Paar',
    'naked-triplet': 'Nacktes Tripel',
    swordfish: 'Swordfish',
    'hidden-triplet': 'Verstecktes Tripel',
    'xy-wing': 'XY-Wing',
    'xyz-wing': 'XYZ-Wing',
    'naked-quad': 'Nacktes Quadrupel',
    jellyfish: 'Jellyfish',
    'hidden-quad': 'Verstecktes Quadrupel',
    'aligned-pair-exclusion': 'Ausgerichteter Paar-Ausschluss',
    'bidirectional-x-cycle': 'Bidirektionaler X-Zyklus',
    'generalized-x-wing': 'Verallgemeinerter X-Wing',
    'bidirectional-y-cycle': 'Bidirektionaler Y-Zyklus',
    'turbot-fish': 'Turbot Fish',
    'forcing-x-chain': 'Forcing-X-Kette',
    'bidirectional-cycle': 'Bidirektionaler Zyklus',
    'forcing-chain': 'Forcing-Kette',
    'aligned-triplet-exclusion': 'Ausgerichteter Tripel-Ausschluss',
    'nishio-forcing-chains': 'Nishio-Forcing-Ketten',
    'cell-forcing-chains': 'Zellen-Forcing-Ketten',
    'region-forcing-chains': 'Haus-Forcing-Ketten',
    'dynamic-contradiction-forcing-chains': 'Dynamische Widerspruchs-Forcing-Ketten',
    'dynamic-double-forcing-chains': 'Dynamische Doppel-Forcing-Ketten',
    'dynamic-cell-forcing-chains': 'Dynamische Zellen-Forcing-Ketten',
    'dynamic-region-forcing-chains': 'Dynamische Haus-Forcing-Ketten',
    search: 'Suche',
  },
  // Techniques with a type number: {n} is the type.
  techniqueTypes: {
    'unique-rectangle': 'Unique Rectangle Typ {n}',
    'unique-loop': 'Unique Loop Typ {n}',
    bug: 'BUG Typ {n}',
  },
  // What a nesting level (1-5) adds to a dynamic forcing chain's name.
  nestingSuffixes: [
    '',
    '(+)',
    '(+ Forcing-Ketten)',
    '(+ mehrfache Forcing-Ketten)',
    '(+ dynamische Forcing-Ketten)',
    '(+ dynamische Forcing-Ketten (+ Forcing-Ketten))',
  ],
  // Die Erklärungen der Schritte (www/i18n/explain.js): `words` sind die Bausteine jedes Satzes,
  // `producers` die Ketten-Erzeuger, die ein verschachtelter Schritt nennt, `messages` eine
  // Vorlage je Meldungsschlüssel der Engine. {name} ist ein Platzhalter; { one, other } sind die
  // Pluralformen, gewählt nach der Zahl in {count} (oder der Zahl der Zellen oder Einheiten).
  steps: {
    words: {
      cell: 'Z{row}S{column}',
      row: 'Zeile {n}',
      column: 'Spalte {n}',
      box: 'Block {n}',
      rows: { one: 'Zeile {list}', other: 'Zeilen {list}' },
      columns: { one: 'Spalte {list}', other: 'Spalten {list}' },
      boxes: { one: 'Block {list}', other: 'Blöcken {list}' },
      comma: ', ',
      and: ' und ',
      or: ' oder ',
      cannotBe: { one: '{cells} kann nicht {digit} sein', other: '{cells} können nicht {digit} sein' },
      cellCannotBe: '{cell} kann nicht {digits} sein',
      groupSeparator: '; ',
      cellDigits: '{cell} ({digits})',
      digitComma: ', ',
      digitsInCell: '{digits} in {cell}',
      is: '{cell} ist {digit}',
      isNot: '{cell} ist nicht {digit}',
      reduced: '{statement} (im reduzierten Gitter)',
      first: 'angenommen, {statement}',
      second: ', dann gilt: {statement}',
      next: ', also: {statement}',
      more: ', … ({count} weitere)',
      branchSeparator: '; ',
      producer: '{name}: {count}',
      producerSeparator: ', ',
      nestedName: '{name} {suffix}',
    },
    producers: {
      'Forcing Chains & Cycles': 'Forcing-Ketten und Zyklen',
      'Nishio Forcing Chains': 'Nishio-Forcing-Ketten',
      'Multiple Forcing Chains': 'Mehrfache Forcing-Ketten',
      'Dynamic Forcing Chains': 'Dynamische Forcing-Ketten',
      'Dynamic Forcing Chains (+)': 'Dynamische Forcing-Ketten (+)',
      'Dynamic Forcing Chains (+ Forcing Chains)': 'Dynamische Forcing-Ketten (+ Forcing-Ketten)',
      'Nested Forcing Chains': 'Verschachtelte Forcing-Ketten',
    },
    messages: {
      'full-house': '{cell} ist die letzte leere Zelle in {unit}: sie bekommt die fehlende {digit}',
      'hidden-single': '{cell} ist der einzige Platz für die {digit} in {unit}',
      'naked-single':
        '{cell} kann nur {digit} sein: jede andere Ziffer steht schon in ihrer Zeile, Spalte oder ihrem Block oder ist ausgeschlossen',
      'direct-locked': {
        one: 'In {source} kann die {digit} nur in {places} stehen, alle in {target}, also kann {ruledOut} nicht {digit} sein, und in {other} ist {single} der einzige verbleibende Platz für die {digit}',
        other:
          'In {source} kann die {digit} nur in {places} stehen, alle in {target}, also können {ruledOut} nicht {digit} sein, und in {other} ist {single} der einzige verbleibende Platz für die {digit}',
      },
      'direct-hidden-set':
        'In {unit} können {digits} nur in {cells} stehen, die sie füllen, also ist {single} der einzige verbleibende Platz für die {digit}',
      locked: 'In {base} kann die {digit} nur in {places} stehen, alle in {cover}, daraus folgt: {eliminations}',
      'naked-pair': '{cells} enthalten in {unit} nur {digits}, daraus folgt: {eliminations}',
      'naked-set': '{cells} enthalten in {unit} zusammen nur {digits}, daraus folgt: {eliminations}',
      'hidden-set': 'In {unit} können {digits} nur in {cells} stehen, daraus folgt: {eliminations}',
      'fish-2': 'In {bases} kann die {digit} nur in {covers} stehen (ein {technique}), daraus folgt: {eliminations}',
      'fish-3': 'In {bases} kann die {digit} nur in {covers} stehen (ein {technique}), daraus folgt: {eliminations}',
      'fish-4': 'In {bases} kann die {digit} nur in {covers} stehen (ein {technique}), daraus folgt: {eliminations}',
      'xy-wing':
        '{technique} mit Angelpunkt {pivot} und Flügeln {pincer1} und {pincer2}: welche Ziffer der Angelpunkt auch hat, einer der Flügel ist {digit}, daraus folgt: {eliminations}',
      'xyz-wing':
        '{technique} mit Angelpunkt {pivot} und Flügeln {pincer1} und {pincer2}: welche Ziffer der Angelpunkt auch hat, er oder einer der Flügel ist {digit}, daraus folgt: {eliminations}',
      'deadly-rectangle': '{cells} würden ein tödliches Rechteck aus {digits} bilden (das Rätsel hat eine Lösung)',
      'deadly-loop': '{cells} würden eine tödliche Schleife aus {digits} bilden (das Rätsel hat eine Lösung)',
      'unique-loop-1': '{opening}, außer {cell} enthält eine andere Ziffer, daraus folgt: {eliminations}',
      'unique-loop-2': '{opening}, außer {cells} ist {digit}, daraus folgt: {eliminations}',
      'unique-loop-3-naked':
        '{opening}, außer {extra} enthält eine von {others}: mit {mates} ergibt das eine nackte Menge aus {digits} in {unit}, daraus folgt: {eliminations}',
      'unique-loop-3-hidden':
        '{opening}, außer {extra} enthält eine andere Ziffer: dann können in {unit} {digits} nur in der anderen und in {cells} stehen, eine versteckte Menge, daraus folgt: {eliminations}',
      'unique-loop-4':
        '{opening}; in {unit} kann die {digit} nur in {cells} stehen: eine davon ist {digit}, und eine {other} in der anderen würde das Muster vollenden, daraus folgt: {eliminations}',
      'bug-grave':
        'Ohne {without} hätte jede offene Zelle zwei Kandidaten und jede Ziffer zwei Plätze in jeder Einheit, ein Grab ohne Lösung oder mit mehreren (das Rätsel hat eine)',
      'bug-1': '{opening}, daraus folgt: {eliminations}',
      'bug-2': '{opening}: eine von {cells} ist {digit}, daraus folgt: {eliminations}',
      'bug-3':
        '{opening}: mit {cells} bilden die BUG-Ziffern eine nackte Menge aus {digits} in {unit}, daraus folgt: {eliminations}',
      'bug-4':
        '{opening}; in {unit} kann die {digit} nur in {cells} stehen: eine davon ist {digit}, die andere nimmt ihre BUG-Ziffer, daraus folgt: {eliminations}',
      'aligned-pair':
        '{technique} auf {cell1} und {cell2}: zusammen können sie nicht beide Werte von {excluders} annehmen (bivalente Zellen, die beide sehen), daraus folgt: {eliminations}',
      'aligned-pair-same':
        '{technique} auf {cell1} und {cell2}: zusammen können sie nicht beide Werte von {excluders} annehmen (bivalente Zellen, die beide sehen), auch nicht denselben Wert, daraus folgt: {eliminations}',
      'aligned-triplet':
        'Die Zellen {cells} können keine Werte annehmen, die jeden Kandidaten von {common} füllen (jede sieht alle drei), und keinen Wert doppelt, wo sie sich sehen, daraus folgt: {eliminations}',
      search:
        'Eine {digit} in {cell} lässt das Rätsel ohne Lösung (eine Suche beweist es), also kann {cell} nicht {digit} sein',
      'forcing-on': '{technique}: {line}: die Annahme widerspricht sich selbst, also ist {cell} {digit}',
      'forcing-off': '{technique}: {line}: die Annahme widerspricht sich selbst, also kann {cell} nicht {digit} sein',
      cycle:
        '{technique}: {line}; umgekehrt ({reversed}) gilt jede Verbindung weiter, also hat in beiden Richtungen jede Verbindung ein wahres Ende: {eliminations}',
      'contradiction-on': '{technique}: {branch1}; und {branch2}: ein Widerspruch, also kann {cell} nicht {digit} sein',
      'contradiction-off': '{technique}: {branch1}; und {branch2}: ein Widerspruch, also ist {cell} {digit}',
      'branches-on': '{technique}: {branches}: in jedem Fall ist {cell} {digit}',
      branches: '{technique}: {branches}',
      'branches-off': '{technique}: {branches}: in jedem Fall kann {cell} nicht {digit} sein',
      nested: {
        one: '{step}. In den Zweigen entfernt {count} eigene Kette auf einem reduzierten Gitter Kandidaten ({producers})',
        other:
          '{step}. In den Zweigen entfernen {count} eigene Ketten auf reduzierten Gittern Kandidaten ({producers})',
      },
      'wrong-entry': 'Die {digit} in {cell} ist falsch: mit ihr hat das Rätsel keine Lösung',
      'no-candidate': 'Die Zelle {cell} hat keinen Kandidaten mehr: die Ziffer, die dorthin gehört, wurde entfernt',
      'missing-candidate': 'Den Kandidaten von {cell} fehlt die Ziffer, die dorthin gehört',
      solved: 'Das Gitter ist vollständig und richtig',
    },
  },
};
