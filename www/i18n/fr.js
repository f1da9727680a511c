// Français: every word of the page, the board and the step explanations in this language.
// One file a language; docs/translating.md says how to edit one or add one.
export default {
  code: 'fr',
  name: 'Français',
  // The Sudoku community's names of the techniques, by the engine's technique id.
  techniques: {
    'hidden-single': 'Singleton caché',
    'direct-pointing': 'Pointage direct',
    'direct-claiming': 'Revendication directe',
    'direct-hidden-pair': 'Paire cachée directe',
    'naked-single': 'Singleton nu',
    'direct-hidden-triplet': 'Triplet caché direct',
    pointing: 'Pointage',
    claiming: 'Revendication',
    'naked-pair': 'Paire nue',
    'x-wing': 'X-Wing',
    'hidden-pair': 'Paire cachée',
    'naked-triplet': 'Triplet nu',
    swordfish: 'Espadon',
    'hidden-triplet': 'Triplet caché',
    'xy-wing': 'XY-Wing',
    'xyz-wing': 'XYZ-Wing',
    'naked-quad': 'Quadruplet nu',
    jellyfish: 'Méduse',
    'hidden-quad': 'Quadruplet caché',
    'aligned-pair-exclusion': 'Exclusion de paire alignée',
    'bidirectional-x-cycle': 'Cycle X bidirectionnel',
    'generalized-x-wing': 'X-Wing généralisé',
    'bidirectional-y-cycle': 'Cycle Y bidirectionnel',
    'turbot-fish': 'Turbot Fish',
    'forcing-x-chain': 'Chaîne X forcée',
    'bidirectional-cycle': 'Cycle bidirectionnel',
    'forcing-chain': 'Chaîne forcée',
    'aligned-triplet-exclusion': 'Exclusion de triplet aligné',
    'nishio-forcing-chains': 'Chaînes forcées de Nishio',
    'cell-forcing-chains': 'Chaînes forcées de case',
    'region-forcing-chains': 'Chaînes forcées de région',
    'dynamic-contradiction-forcing-chains': 'Chaînes forcées dynamiques par contradiction',
    'dynamic-double-forcing-chains': 'Chaînes forcées dynamiques doubles',
    'dynamic-cell-forcing-chains': 'Chaînes forcées dynamiques de case',
    'dynamic-region-forcing-chains': 'Chaînes forcées dynamiques de région',
    search: 'Recherche',
  },
  // Techniques with a type number: {n} is the type.
  techniqueTypes: {
    'unique-rectangle': 'Rectangle unique type {n}',
    'unique-loop': 'Boucle unique type {n}',
    bug: 'BUG type {n}',
  },
  // What a nesting level (1-5) adds to a dynamic forcing chain's name.
  nestingSuffixes: [
    '',
    '(+)',
    '(+ chaînes forcées)',
    '(+ chaînes forcées multiples)',
    '(+ chaînes forcées dynamiques)',
    '(+ chaînes forcées dynamiques (+ chaînes forcées))',
  ],
  // Les explications des étapes (www/i18n/explain.js) : `words`, les morceaux de chaque phrase ;
  // `producers`, les producteurs de chaînes qu'une étape imbriquée nomme ; `messages`, un modèle
  // par clé de message du moteur. {nom} est un emplacement ; { one, other } sont les formes du
  // pluriel, choisies par le nombre de {count} (ou de cases ou d'unités qu'un morceau énumère).
  steps: {
    words: {
      cell: 'L{row}C{column}',
      row: 'la ligne {n}',
      column: 'la colonne {n}',
      box: 'le bloc {n}',
      rows: { one: 'ligne {list}', other: 'lignes {list}' },
      columns: { one: 'colonne {list}', other: 'colonnes {list}' },
      boxes: { one: 'bloc {list}', other: 'blocs {list}' },
      comma: ', ',
      and: ' et ',
      or: ' ou ',
      cannotBe: { one: '{cells} ne peut pas être {digit}', other: '{cells} ne peuvent pas être {digit}' },
      cellCannotBe: '{cell} ne peut pas être {digits}',
      groupSeparator: ' ; ',
      cellDigits: '{cell} ({digits})',
      digitComma: ', ',
      digitsInCell: '{digits} en {cell}',
      is: '{cell} vaut {digit}',
      isNot: '{cell} ne vaut pas {digit}',
      reduced: '{statement} (sur la grille réduite)',
      first: 'si {statement}',
      second: ', alors {statement}',
      next: ', donc {statement}',
      more: ', … ({count} de plus)',
      branchSeparator: ' ; ',
      producer: '{name} : {count}',
      producerSeparator: ', ',
      nestedName: '{name} {suffix}',
    },
    producers: {
      'Forcing Chains & Cycles': 'Chaînes forcées et cycles',
      'Nishio Forcing Chains': 'Chaînes forcées de Nishio',
      'Multiple Forcing Chains': 'Chaînes forcées multiples',
      'Dynamic Forcing Chains': 'Chaînes forcées dynamiques',
      'Dynamic Forcing Chains (+)': 'Chaînes forcées dynamiques (+)',
      'Dynamic Forcing Chains (+ Forcing Chains)': 'Chaînes forcées dynamiques (+ chaînes forcées)',
      'Nested Forcing Chains': 'Chaînes forcées imbriquées',
    },
    messages: {
      'full-house': '{cell} est la dernière case vide dans {unit} : elle prend le {digit} manquant',
      'hidden-single': '{cell} est la seule place du {digit} dans {unit}',
      'naked-single':
        '{cell} ne peut être que {digit} : tout autre chiffre est déjà dans sa ligne, sa colonne ou son bloc, ou exclu',
      'direct-locked': {
        one: 'Dans {source}, le {digit} ne peut aller qu’en {places}, toutes dans {target}, donc {ruledOut} ne peut pas être {digit}, et dans {other} {single} est la seule place restante du {digit}',
        other:
          'Dans {source}, le {digit} ne peut aller qu’en {places}, toutes dans {target}, donc {ruledOut} ne peuvent pas être {digit}, et dans {other} {single} est la seule place restante du {digit}',
      },
      'direct-hidden-set':
        'Dans {unit}, {digits} ne peuvent aller qu’en {cells}, qu’ils remplissent, donc {single} est la seule place restante du {digit}',
      locked: 'Dans {base}, le {digit} ne peut aller qu’en {places}, toutes dans {cover}, donc {eliminations}',
      'naked-pair': '{cells} ne contiennent que {digits} dans {unit}, donc {eliminations}',
      'naked-set': '{cells} ne contiennent que {digits} à elles toutes dans {unit}, donc {eliminations}',
      'hidden-set': 'Dans {unit}, {digits} ne peuvent aller qu’en {cells}, donc {eliminations}',
      'fish-2':
        'Dans les {bases}, le {digit} ne peut aller que dans les {covers} (un {technique}), donc {eliminations}',
      'fish-3':
        'Dans les {bases}, le {digit} ne peut aller que dans les {covers} (un {technique}), donc {eliminations}',
      'fish-4':
        'Dans les {bases}, le {digit} ne peut aller que dans les {covers} (une {technique}), donc {eliminations}',
      'xy-wing':
        '{technique} de pivot {pivot} et de pinces {pincer1} et {pincer2} : quel que soit le chiffre du pivot, l’une des pinces vaut {digit}, donc {eliminations}',
      'xyz-wing':
        '{technique} de pivot {pivot} et de pinces {pincer1} et {pincer2} : quel que soit le chiffre du pivot, lui ou l’une des pinces vaut {digit}, donc {eliminations}',
      'deadly-rectangle': '{cells} formeraient un rectangle mortel de {digits} (la grille a une seule solution)',
      'deadly-loop': '{cells} formeraient une boucle mortelle de {digits} (la grille a une seule solution)',
      'unique-loop-1': '{opening}, sauf si {cell} contient un autre chiffre, donc {eliminations}',
      'unique-loop-2': '{opening}, sauf si {cells} vaut {digit}, donc {eliminations}',
      'unique-loop-3-naked':
        '{opening}, sauf si {extra} contient l’un de {others} : avec {mates}, cela forme un ensemble nu de {digits} dans {unit}, donc {eliminations}',
      'unique-loop-3-hidden':
        '{opening}, sauf si {extra} contient un autre chiffre : alors, dans {unit}, {digits} ne peuvent aller que dans l’autre et en {cells}, un ensemble caché, donc {eliminations}',
      'unique-loop-4':
        '{opening} ; dans {unit}, le {digit} ne peut aller qu’en {cells} : l’une d’elles vaut {digit}, et un {other} dans l’autre compléterait le motif, donc {eliminations}',
      'bug-grave':
        'Sans {without}, chaque case ouverte aurait deux candidats et chaque chiffre deux places dans chaque unité, un tombeau sans solution ou avec plusieurs (la grille en a une)',
      'bug-1': '{opening}, donc {eliminations}',
      'bug-2': '{opening} : l’une de {cells} vaut {digit}, donc {eliminations}',
      'bug-3':
        '{opening} : avec {cells}, les chiffres BUG forment un ensemble nu de {digits} dans {unit}, donc {eliminations}',
      'bug-4':
        '{opening} ; dans {unit}, le {digit} ne peut aller qu’en {cells} : l’une d’elles vaut {digit}, l’autre prend son chiffre BUG, donc {eliminations}',
      'aligned-pair':
        '{technique} sur {cell1} et {cell2} : ensemble, elles ne peuvent pas prendre les deux valeurs de {excluders} (cases bivaleurs qui voient les deux), donc {eliminations}',
      'aligned-pair-same':
        '{technique} sur {cell1} et {cell2} : ensemble, elles ne peuvent pas prendre les deux valeurs de {excluders} (cases bivaleurs qui voient les deux), ni la même valeur, donc {eliminations}',
      'aligned-triplet':
        'Les cases {cells} ne peuvent pas prendre des valeurs qui remplissent tous les candidats de {common} (chacune voit les trois), ni une même valeur deux fois là où elles se voient, donc {eliminations}',
      search:
        'Placer {digit} en {cell} laisse la grille sans solution (une recherche le prouve), donc {cell} ne peut pas être {digit}',
      'forcing-on': '{technique} : {line} : l’hypothèse se contredit, donc {cell} vaut {digit}',
      'forcing-off': '{technique} : {line} : l’hypothèse se contredit, donc {cell} ne peut pas être {digit}',
      cycle:
        '{technique} : {line} ; à l’envers ({reversed}) chaque lien tient encore, donc dans les deux sens chaque lien a une extrémité vraie : {eliminations}',
      'contradiction-on':
        '{technique} : {branch1} ; et {branch2} : une contradiction, donc {cell} ne peut pas être {digit}',
      'contradiction-off': '{technique} : {branch1} ; et {branch2} : une contradiction, donc {cell} vaut {digit}',
      'branches-on': '{technique} : {branches} : dans tous les cas {cell} vaut {digit}',
      branches: '{technique} : {branches}',
      'branches-off': '{technique} : {branches} : dans tous les cas {cell} ne peut pas être {digit}',
      nested: {
        one: '{step}. Dans les branches, {count} chaîne propre sur une grille réduite retire des candidats ({producers})',
        other:
          '{step}. Dans les branches, {count} chaînes propres sur des grilles réduites retirent des candidats ({producers})',
      },
      'wrong-entry': 'Le {digit} en {cell} est faux : la grille n’a pas de solution avec lui',
      'no-candidate': 'La case {cell} n’a plus de candidat : le chiffre qui lui revient a été retiré',
      'missing-candidate': 'Les candidats de {cell} omettent le chiffre qui lui revient',
      solved: 'La grille est complète et juste',
    },
  },
};
