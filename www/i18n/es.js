// Español: every word of the page, the board and the step explanations in this language.
// One file a language; docs/translating.md says how to edit one or add one.
export default {
  code: 'es',
  name: 'Español',
  // The Sudoku community's names of the techniques, by the engine's technique id.
  techniques: {
    'hidden-single': 'Único oculto',
    'direct-pointing': 'Apuntamiento directo',
    'direct-claiming': 'Reclamación directa',
    'direct-hidden-pair': 'Pareja oculta directa',
    'naked-single': 'Único desnudo',
    'direct-hidden-triplet': 'Trío oculto directo',
    pointing: 'Apuntamiento',
    claiming: 'Reclamación',
    'naked-pair': 'Pareja desnuda',
    'x-wing': 'X-Wing',
    'hidden-pair': 'Pareja oculta',
    'naked-triplet': 'Trío desnudo',
    swordfish: 'Pez espada',
    'hidden-triplet': 'Trío oculto',
    'xy-wing': 'XY-Wing',
    'xyz-wing': 'XYZ-Wing',
    'naked-quad': 'Cuarteto desnudo',
    jellyfish: 'Medusa',
    'hidden-quad': 'Cuarteto oculto',
    'aligned-pair-exclusion': 'Exclusión de pareja alineada',
    'bidirectional-x-cycle': 'Ciclo X bidireccional',
    'generalized-x-wing': 'X-Wing generalizado',
    'bidirectional-y-cycle': 'Ciclo Y bidireccional',
    'turbot-fish': 'Turbot Fish',
    'forcing-x-chain': 'Cadena X forzada',
    'bidirectional-cycle': 'Ciclo bidireccional',
    'forcing-chain': 'Cadena forzada',
    'aligned-triplet-exclusion': 'Exclusión de trío alineado',
    'nishio-forcing-chains': 'Cadenas forzadas de Nishio',
    'cell-forcing-chains': 'Cadenas forzadas de celda',
    'region-forcing-chains': 'Cadenas forzadas de región',
    'dynamic-contradiction-forcing-chains': 'Cadenas forzadas dinámicas por contradicción',
    'dynamic-double-forcing-chains': 'Cadenas forzadas dinámicas dobles',
    'dynamic-cell-forcing-chains': 'Cadenas forzadas dinámicas de celda',
    'dynamic-region-forcing-chains': 'Cadenas forzadas dinámicas de región',
    search: 'Búsqueda',
  },
  // Techniques with a type number: {n} is the type.
  techniqueTypes: {
    'unique-rectangle': 'Rectángulo único tipo {n}',
    'unique-loop': 'Bucle único tipo {n}',
    bug: 'BUG tipo {n}',
  },
  // What a nesting level (1-5) adds to a dynamic forcing chain's name.
  nestingSuffixes: [
    '',
    '(+)',
    '(+ cadenas forzadas)',
    '(+ cadenas forzadas múltiples)',
    '(+ cadenas forzadas dinámicas)',
    '(+ cadenas forzadas dinámicas (+ cadenas forzadas))',
  ],
  // Las explicaciones de los pasos (www/i18n/explain.js): `words`, las piezas de cada frase;
  // `producers`, los productores de cadenas que nombra un paso anidado; `messages`, una plantilla
  // por clave de mensaje del motor. {nombre} es un hueco; { one, other } son las formas del
  // plural, elegidas por el número de {count} (o de casillas o unidades que lista una pieza).
  steps: {
    words: {
      cell: 'F{row}C{column}',
      row: 'la fila {n}',
      column: 'la columna {n}',
      box: 'el bloque {n}',
      rows: { one: 'fila {list}', other: 'filas {list}' },
      columns: { one: 'columna {list}', other: 'columnas {list}' },
      boxes: { one: 'bloque {list}', other: 'bloques {list}' },
      comma: ', ',
      and: ' y ',
      or: ' o ',
      cannotBe: { one: '{cells} no puede ser {digit}', other: '{cells} no pueden ser {digit}' },
      cellCannotBe: '{cell} no puede ser {digits}',
      groupSeparator: '; ',
      cellDigits: '{cell} ({digits})',
      digitComma: ', ',
      digitsInCell: '{digits} en {cell}',
      is: '{cell} es {digit}',
      isNot: '{cell} no es {digit}',
      reduced: '{statement} (en la cuadrícula reducida)',
      first: 'si {statement}',
      second: ', entonces {statement}',
      next: ', así que {statement}',
      more: ', … ({count} más)',
      branchSeparator: '; ',
      producer: '{name}: {count}',
      producerSeparator: ', ',
      nestedName: '{name} {suffix}',
    },
    producers: {
      'Forcing Chains & Cycles': 'Cadenas forzadas y ciclos',
      'Nishio Forcing Chains': 'Cadenas forzadas de Nishio',
      'Multiple Forcing Chains': 'Cadenas forzadas múltiples',
      'Dynamic Forcing Chains': 'Cadenas forzadas dinámicas',
      'Dynamic Forcing Chains (+)': 'Cadenas forzadas dinámicas (+)',
      'Dynamic Forcing Chains (+ Forcing Chains)': 'Cadenas forzadas dinámicas (+ cadenas forzadas)',
      'Nested Forcing Chains': 'Cadenas forzadas anidadas',
    },
    messages: {
      'full-house': '{cell} es la última casilla vacía en {unit}: lleva el {digit} que falta',
      'hidden-single': '{cell} es el único lugar para el {digit} en {unit}',
      'naked-single':
        '{cell} solo puede ser {digit}: cualquier otro dígito ya está en su fila, columna o bloque, o está descartado',
      'direct-locked': {
        one: 'En {source}, el {digit} solo puede ir en {places}, todas en {target}, así que {ruledOut} no puede ser {digit}, y en {other} {single} es el único lugar que queda para el {digit}',
        other:
          'En {source}, el {digit} solo puede ir en {places}, todas en {target}, así que {ruledOut} no pueden ser {digit}, y en {other} {single} es el único lugar que queda para el {digit}',
      },
      'direct-hidden-set':
        'En {unit}, {digits} solo pueden ir en {cells}, que llenan, así que {single} es el único lugar que queda para el {digit}',
      locked: 'En {base}, el {digit} solo puede ir en {places}, todas en {cover}, así que {eliminations}',
      'naked-pair': '{cells} solo contienen {digits} en {unit}, así que {eliminations}',
      'naked-set': '{cells} solo contienen {digits} entre todas en {unit}, así que {eliminations}',
      'hidden-set': 'En {unit}, {digits} solo pueden ir en {cells}, así que {eliminations}',
      'fish-2': 'En las {bases}, el {digit} solo puede ir en las {covers} (un {technique}), así que {eliminations}',
      'fish-3': 'En las {bases}, el {digit} solo puede ir en las {covers} (un {technique}), así que {eliminations}',
      'fish-4': 'En las {bases}, el {digit} solo puede ir en las {covers} (una {technique}), así que {eliminations}',
      'xy-wing':
        '{technique} con pivote {pivot} y pinzas {pincer1} y {pincer2}: sea cual sea el dígito del pivote, una de las pinzas es {digit}, así que {eliminations}',
      'xyz-wing':
        '{technique} con pivote {pivot} y pinzas {pincer1} y {pincer2}: sea cual sea el dígito del pivote, él o una de las pinzas es {digit}, así que {eliminations}',
      'deadly-rectangle': '{cells} formarían un rectángulo mortal de {digits} (el sudoku tiene una sola solución)',
      'deadly-loop': '{cells} formarían un bucle mortal de {digits} (el sudoku tiene una sola solución)',
      'unique-loop-1': '{opening}, salvo que {cell} tenga otro dígito, así que {eliminations}',
      'unique-loop-2': '{opening}, salvo que {cells} sea {digit}, así que {eliminations}',
      'unique-loop-3-naked':
        '{opening}, salvo que {extra} tenga uno de {others}: con {mates} eso forma un conjunto desnudo de {digits} en {unit}, así que {eliminations}',
      'unique-loop-3-hidden':
        '{opening}, salvo que {extra} tenga otro dígito: entonces, en {unit}, {digits} solo pueden ir en la otra y en {cells}, un conjunto oculto, así que {eliminations}',
      'unique-loop-4':
        '{opening}; en {unit}, el {digit} solo puede ir en {cells}: una de ellas es {digit}, y un {other} en la otra completaría el patrón, así que {eliminations}',
      'bug-grave':
        'Sin {without}, cada casilla abierta tendría dos candidatos y cada dígito dos lugares en cada unidad, una tumba sin solución o con varias (el sudoku tiene una)',
      'bug-1': '{opening}, así que {eliminations}',
      'bug-2': '{opening}: una de {cells} es {digit}, así que {eliminations}',
      'bug-3':
        '{opening}: con {cells} los dígitos BUG forman un conjunto desnudo de {digits} en {unit}, así que {eliminations}',
      'bug-4':
        '{opening}; en {unit}, el {digit} solo puede ir en {cells}: una de ellas es {digit}, la otra lleva su dígito BUG, así que {eliminations}',
      'aligned-pair':
        '{technique} en {cell1} y {cell2}: juntas no pueden tomar los dos valores de {excluders} (casillas bivalor que ven a ambas), así que {eliminations}',
      'aligned-pair-same':
        '{technique} en {cell1} y {cell2}: juntas no pueden tomar los dos valores de {excluders} (casillas bivalor que ven a ambas), ni el mismo valor, así que {eliminations}',
      'aligned-triplet':
        'Las casillas {cells} no pueden tomar valores que llenen todos los candidatos de {common} (cada una ve a las tres), ni un mismo valor dos veces donde se ven, así que {eliminations}',
      search:
        'Poner {digit} en {cell} deja el sudoku sin solución (una búsqueda lo demuestra), así que {cell} no puede ser {digit}',
      'forcing-on': '{technique}: {line}: la suposición se contradice, así que {cell} es {digit}',
      'forcing-off': '{technique}: {line}: la suposición se contradice, así que {cell} no puede ser {digit}',
      cycle:
        '{technique}: {line}; al revés ({reversed}) cada enlace sigue valiendo, así que en ambos sentidos cada enlace tiene un extremo verdadero: {eliminations}',
      'contradiction-on': '{technique}: {branch1}; y {branch2}: una contradicción, así que {cell} no puede ser {digit}',
      'contradiction-off': '{technique}: {branch1}; y {branch2}: una contradicción, así que {cell} es {digit}',
      'branches-on': '{technique}: {branches}: en cualquier caso {cell} es {digit}',
      branches: '{technique}: {branches}',
      'branches-off': '{technique}: {branches}: en cualquier caso {cell} no puede ser {digit}',
      nested: {
        one: '{step}. Dentro de las ramas, {count} cadena propia en una cuadrícula reducida elimina candidatos ({producers})',
        other:
          '{step}. Dentro de las ramas, {count} cadenas propias en cuadrículas reducidas eliminan candidatos ({producers})',
      },
      'wrong-entry': 'El {digit} en {cell} es incorrecto: el sudoku no tiene solución con él',
      'no-candidate': 'La casilla {cell} no tiene candidatos: se quitó el dígito que le corresponde',
      'missing-candidate': 'Los candidatos de {cell} no incluyen el dígito que le corresponde',
      solved: 'La cuadrícula está completa y es correcta',
    },
  },
};
