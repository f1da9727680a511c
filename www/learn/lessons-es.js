// Las palabras de la sección Aprender en español: los textos de la vista (`UI`) y una lección por
// técnica (`LESSONS`), con la forma de lessons-en.js (mismas claves, mismos campos; `related` y
// las puntuaciones SE son las del inglés). Los nombres de las técnicas son los de www/i18n/es.js.
// Las familias que solo difieren en una palabra (cadenas dinámicas, niveles de anidamiento, tipos
// de rectángulos y bucles únicos, BUG) se escriben una vez, como plantillas en `FAMILIES`
// ({marcadores} que rellena www/learn/families.js, que construye sus lecciones).

export const UI = {
  title: 'Aprender las técnicas',
  intro:
    'Todas las técnicas que usan las pistas y el panel de pasos, en el orden en que Sudoku Explainer las prueba: primero las más sencillas. Cada página explica una, la muestra en acción en un sudoku real y te da un sudoku para practicarla.',
  back: 'Volver a la partida',
  index: 'Todas las técnicas',
  what: 'Qué es',
  why: 'Por qué funciona',
  spot: 'Cómo encontrarla',
  rating: 'Puntuación SE',
  related: 'Técnicas relacionadas',
  example: 'Un ejemplo resuelto',
  practice: 'Practicar',
  practiceHelp: 'Un sudoku nuevo cuya resolución necesita esta técnica, en Jugar.',
  loadingExample: 'Repitiendo la resolución hasta el paso…',
  /** The example's caption: the step's place on the path and where the puzzle comes from. */
  exampleCaption: (k, from) =>
    `Paso ${k + 1} de la resolución de un sudoku de nuestros conjuntos de prueba (${from}), en el tablero tal como estaba justo antes: los dígitos y los candidatos que dejaron los pasos anteriores.`,
  /** The engine's sentence of the example's step, after its name and rating. */
  stepWords: (name, rating, text) => `${name} (${rating.toFixed(1)}): ${text}`,
  pageTitle: (what) => `${what} · DLX Sudoku`,
  exampleFailed: (why) => `No se pudo dibujar el ejemplo: ${why}.`,
  noExample:
    'Ningún sudoku de nuestros conjuntos de prueba llega a esta técnica en el camino de Sudoku Explainer, así que no hay ejemplo que dibujar ni sudoku con el que practicarla.',
  baseRating: (r) => `Puntuación base ${r.toFixed(1)}.`,
  /** «¿Qué es un X-Wing?», «¿Qué son las Cadenas forzadas de celda?» */
  whatIsLink: (name) => (/^Cadenas/.test(name) ? `¿Qué son las ${name}?` : `¿Qué es la técnica ${name}?`),
  practiceSearching: (name) => `Buscando un sudoku que necesite la técnica ${name}…`,
  practiceGenerated: (name, rating, ms) =>
    `Práctica: un sudoku nuevo de puntuación ${rating.toFixed(1)} cuya resolución necesita la técnica ${name}, creado en ${(ms / 1000).toFixed(1).replace('.', ',')} s. La pista nombra la técnica cuando llega su paso.`,
  practiceFromBank: (name, rating) =>
    `Práctica: un sudoku cuya resolución necesita la técnica ${name} (puntuación ${rating.toFixed(1)}), sacado de nuestra reserva de sudokus que la usan, con los dígitos cambiados y las filas y columnas mezcladas, así que es nuevo para ti. La pista nombra la técnica cuando llega su paso.`,
  practiceFailed: (why) => `No hay sudoku de práctica: ${why}.`,
  practiceStep: (name) => `Esta es la técnica ${name} que estás practicando.`,
  unknown: (name) => `No hay ninguna técnica llamada «${name}»; aquí está la lista.`,
};

// Conjuntos y peces de tamaño 2, 3 y 4; el `name` de un pez lleva su artículo.
const NUMBER = { 2: 'dos', 3: 'tres', 4: 'cuatro' };
const hiddenSet = (n) =>
  `Un conjunto oculto: ${NUMBER[n]} dígitos de una unidad (fila, columna o caja) que solo pueden ir en las mismas ${NUMBER[n]} celdas. Esas celdas tienen que llevar esos ${NUMBER[n]} dígitos, así que cualquier otro candidato se elimina de ellas.`;
const nakedSet = (n) =>
  `Un conjunto desnudo: ${NUMBER[n]} celdas de una misma unidad cuyos candidatos, juntos, son solo ${NUMBER[n]} dígitos. Esos dígitos llenan esas celdas, así que ninguna otra celda de la unidad puede llevarlos.`;
const nakedWhy = (n) =>
  `${NUMBER[n][0].toUpperCase()}${NUMBER[n].slice(1)} celdas tienen que llevar ${NUMBER[n]} dígitos distintos; si sus candidatos son solo esos ${NUMBER[n]} dígitos, cada uno de ellos queda ocupado por estas celdas, sea cual sea su orden.`;
const hiddenWhy = (n) =>
  `Cada uno de los ${NUMBER[n]} dígitos tiene que aparecer una vez en la unidad, y solo puede ir en las ${NUMBER[n]} celdas: ${NUMBER[n]} dígitos necesitan ${NUMBER[n]} celdas, así que las celdas quedan ocupadas y no hay sitio para otro dígito.`;
const fish = (n, name) =>
  `${name} es un pez de tamaño ${n}: un dígito cuyas posiciones en ${NUMBER[n]} filas caen todas en las mismas ${NUMBER[n]} columnas (o en ${NUMBER[n]} columnas, dentro de las mismas ${NUMBER[n]} filas). Cada una de esas filas lleva el dígito una vez, en una de esas columnas, así que las ${NUMBER[n]} columnas reciben sus ${NUMBER[n]} copias de estas filas y el dígito puede eliminarse del resto de esas columnas (o filas).`;

export const LESSONS = {
  'hidden-single': {
    what: 'Un dígito al que solo le queda un sitio en una fila, una columna o una caja va ahí. Una unidad con una sola celda vacía es el caso particular.',
    why: 'Cada unidad tiene cada dígito exactamente una vez; cuando todas las demás celdas de la unidad están llenas o ven ese dígito, el último sitio es obligado.',
    spot: 'Elige un dígito y una caja: tacha las filas y columnas donde ya está el dígito; si queda una sola celda, es la suya. Las cajas son lo más rápido de recorrer, luego filas y columnas.',
    rating:
      '1.0 para la última celda vacía de una unidad, 1.2 para un único sitio en una caja, 1.5 para un único sitio en una fila o columna.',
    related: ['naked-single', 'direct-pointing'],
  },
  'direct-pointing': {
    what: 'Un único oculto encontrado sin anotaciones gracias a un apuntamiento: en una caja, un dígito está solo en una fila, lo que lo quita del resto de esa fila, y otra caja de la misma fila se queda con un solo sitio para él.',
    why: 'El dígito tiene que ir en su caja, en esa fila, así que las otras celdas de la fila (en las otras cajas) no pueden llevarlo. Lo que queda del dígito en la otra caja es su único sitio.',
    spot: 'Buscando únicos ocultos, cuando a una caja casi le sale uno: mira si una caja vecina deja el dígito en una sola fila o columna que la cruza.',
    rating: '1.7. Solo se hace la colocación; las eliminaciones son solo el motivo.',
    related: ['pointing', 'hidden-single', 'direct-claiming'],
  },
  'direct-claiming': {
    what: 'Un único oculto encontrado sin anotaciones gracias a una reclamación: una fila deja un dígito dentro de una sola caja, lo que lo quita de las otras celdas de la caja, y otra fila (o columna) que cruza la caja se queda con un solo sitio para él.',
    why: 'La fila tiene que poner el dígito en esa caja, así que la caja no tiene otro sitio para él; las celdas de otra fila que cruza la caja y podían llevarlo se reducen a una.',
    spot: 'Cuando una fila o columna tiene un dígito solo dentro de una caja, mira las líneas paralelas que cruzan esa caja: puede que al dígito le quede un solo sitio.',
    rating: '1.9. Solo se hace la colocación.',
    none: 'Sin ejemplo: no puede haberlo. Siempre que hay una reclamación directa, hay también un único oculto o un apuntamiento directo, y Sudoku Explainer los toma antes (la demostración está en la documentación, y una prueba la comprueba en miles de estados). Así que ningún camino la muestra, y no hay sudoku para practicarla; la reclamación en sí (2.8) es frecuente.',
    related: ['claiming', 'direct-pointing', 'hidden-single'],
  },
  'direct-hidden-pair': {
    what: 'Una pareja oculta que deja, en la misma unidad, otro dígito con un solo sitio: dos dígitos de una unidad encerrados en dos celdas ocupan esas celdas, y a un tercer dígito le queda entonces una sola celda.',
    why: hiddenWhy(2),
    spot: 'En una unidad con pocas celdas vacías, busca dos dígitos que solo puedan ir en las mismas dos celdas; luego mira qué dígito tiene una sola celda entre las demás.',
    rating: '2.0. Solo se hace la colocación.',
    related: ['hidden-pair', 'direct-hidden-triplet', 'hidden-single'],
  },
  'naked-single': {
    what: 'Una celda a la que le queda un solo candidato: todos los demás dígitos están en su fila, su columna o su caja.',
    why: 'Una celda tiene que llevar algún dígito; ve ocho de los nueve, así que el noveno es el suyo.',
    spot: 'Mira las celdas cuya fila, columna y caja están muy llenas; con anotaciones, una celda con una sola marca.',
    rating:
      '2.3: Sudoku Explainer lo prueba después de los únicos ocultos, el apuntamiento directo y las parejas ocultas directas, porque sin anotaciones cuesta más verlo.',
    related: ['hidden-single', 'naked-pair'],
  },
  'direct-hidden-triplet': {
    what: 'Un trío oculto que deja otro dígito de la misma unidad con un solo sitio.',
    why: hiddenWhy(3),
    spot: 'En una unidad con varias celdas vacías, encuentra tres dígitos cuyos sitios son las mismas tres celdas; los demás dígitos se reparten las celdas restantes, y alguno puede quedarse con un solo sitio.',
    rating: '2.5. Solo se hace la colocación.',
    related: ['hidden-triplet', 'direct-hidden-pair'],
  },
  pointing: {
    what: 'En una caja, todos los candidatos de un dígito están en una misma fila o columna: el dígito puede eliminarse del resto de esa línea, fuera de la caja.',
    why: 'La caja tiene que llevar el dígito, y la celda que lo reciba, sea cual sea, está en la línea; la línea lleva el dígito una sola vez, así que sus celdas fuera de la caja no pueden.',
    spot: 'Para cada caja y cada dígito, mira si las anotaciones del dígito quedan alineadas.',
    rating: '2.6.',
    related: ['claiming', 'direct-pointing'],
  },
  claiming: {
    what: 'En una fila o columna, todos los candidatos de un dígito están en una misma caja: el dígito puede eliminarse del resto de esa caja.',
    why: 'La línea tiene que poner el dígito en esa caja, así que la copia del dígito de la caja está en la línea y sus otras celdas no pueden llevarlo.',
    spot: 'Para cada fila y cada columna, mira si las anotaciones de un dígito quedan dentro de una sola caja.',
    rating: '2.8.',
    related: ['pointing', 'direct-claiming'],
  },
  'naked-pair': {
    what: `${nakedSet(2)} Aquí: dos celdas con los mismos dos candidatos.`,
    why: nakedWhy(2),
    spot: 'Busca dos celdas de una unidad con las mismas dos anotaciones.',
    rating: '3.0.',
    related: ['naked-triplet', 'hidden-pair', 'xy-wing'],
  },
  'x-wing': {
    what: fish(2, 'El X-Wing'),
    why: 'En las dos filas el dígito está en las esquinas de un rectángulo: o bien arriba a la izquierda y abajo a la derecha, o bien arriba a la derecha y abajo a la izquierda. En ambos casos cada una de las dos columnas tiene su copia, así que las demás celdas de esas columnas no pueden.',
    spot: 'Para un dígito, busca dos filas donde tenga exactamente dos sitios, en las mismas dos columnas (o lo mismo cambiando filas por columnas).',
    rating: '3.2.',
    related: ['swordfish', 'jellyfish', 'turbot-fish', 'generalized-x-wing'],
  },
  'hidden-pair': {
    what: hiddenSet(2),
    why: hiddenWhy(2),
    spot: 'En cada unidad, busca dos dígitos que tengan exactamente dos sitios, las mismas dos celdas.',
    rating: '3.4.',
    related: ['naked-pair', 'hidden-triplet', 'direct-hidden-pair'],
  },
  'naked-triplet': {
    what: `${nakedSet(3)} No hace falta que cada celda tenga los tres dígitos: 12, 23 y 13 forman un trío.`,
    why: nakedWhy(3),
    spot: 'Busca tres celdas de una unidad cuyas anotaciones, juntas, usen solo tres dígitos.',
    rating: '3.6.',
    related: ['naked-pair', 'naked-quad', 'hidden-triplet'],
  },
  swordfish: {
    what: fish(3, 'El Pez espada'),
    why: 'Tres filas necesitan el dígito una vez cada una, y todos sus sitios están en tres columnas: las tres copias caen en tres columnas distintas, una en cada una, así que esas columnas quedan servidas y sus otras celdas pierden el dígito.',
    spot: 'Para un dígito, busca tres filas con dos o tres sitios cada una, todos dentro de las mismas tres columnas.',
    rating: '3.8.',
    related: ['x-wing', 'jellyfish'],
  },
  'hidden-triplet': {
    what: hiddenSet(3),
    why: hiddenWhy(3),
    spot: 'En cada unidad, busca tres dígitos cuyos sitios, juntos, sean solo tres celdas.',
    rating: '4.0.',
    related: ['hidden-pair', 'hidden-quad', 'naked-triplet'],
  },
  'xy-wing': {
    what: 'Tres celdas con dos candidatos cada una: un pivote XY que ve dos alas, XZ e YZ. Cualquier celda que vea las dos alas no puede ser Z.',
    why: 'Si el pivote es X, el ala XZ es Z; si es Y, el ala YZ es Z. Un ala lleva Z en cualquier caso, y una celda que vea las dos chocaría con ella.',
    spot: 'Parte de una celda con dos candidatos; entre las celdas bivalor que ve, busca dos que compartan cada una un dígito con ella y un tercer dígito entre sí.',
    rating: '4.2.',
    related: ['xyz-wing', 'naked-pair', 'forcing-chain'],
  },
  'xyz-wing': {
    what: 'Un XY-Wing cuyo pivote también tiene Z: un pivote XYZ con alas XZ e YZ. Una celda que vea las tres celdas no puede ser Z.',
    why: 'El pivote es X, Y o Z: si es X, el ala XZ es Z; si es Y, el ala YZ es Z; si es Z, lo es el pivote. Z está en una de las tres, así que una celda que vea las tres no puede llevarlo.',
    spot: 'Una celda con tres candidatos y dos celdas bivalor que ve, cada una una pareja de sus tres dígitos con Z en común; los objetivos están en la caja o la línea del pivote.',
    rating: '4.4.',
    related: ['xy-wing'],
  },
  'naked-quad': {
    what: nakedSet(4),
    why: nakedWhy(4),
    spot: 'En una unidad con muchas celdas vacías, busca cuatro celdas cuyas anotaciones usen solo cuatro dígitos; a menudo es más fácil ver el conjunto oculto que forman las demás celdas.',
    rating: '5.0.',
    related: ['naked-triplet', 'hidden-quad'],
  },
  jellyfish: {
    what: fish(4, 'La Medusa'),
    why: 'Cuatro filas necesitan el dígito una vez cada una, todas en cuatro columnas: las cuatro columnas quedan servidas por ellas.',
    spot: 'Para un dígito con muchos sitios libres, busca cuatro filas cuyos sitios queden dentro de cuatro columnas.',
    rating: '5.2.',
    related: ['swordfish', 'x-wing'],
  },
  'hidden-quad': {
    what: hiddenSet(4),
    why: hiddenWhy(4),
    spot: 'En una unidad con muchas celdas vacías, busca cuatro dígitos encerrados en las mismas cuatro celdas.',
    rating: '5.4.',
    related: ['hidden-triplet', 'naked-quad'],
  },
  'aligned-pair-exclusion': {
    what: 'Dos celdas, y las parejas de dígitos que podrían llevar a la vez. Una pareja es imposible cuando los dos dígitos son iguales y las celdas se ven, o cuando alguna celda que ve a ambas tiene exactamente esos dos candidatos. Un dígito que no aparece en ninguna pareja posible se elimina de su celda.',
    why: 'Si las dos celdas se quedaran con los dos dígitos de una celda bivalor que las ve a ambas, esa celda quedaría vacía. Se prueban todas las combinaciones: lo que ninguna permite no puede ocurrir.',
    spot: 'Dos celdas con pocos candidatos, y varias celdas bivalor que ven a ambas (hacen falta al menos dos).',
    rating: '6.2.',
    related: ['aligned-triplet-exclusion', 'xy-wing'],
  },
  'aligned-triplet-exclusion': {
    what: 'La Exclusión de pareja alineada con tres celdas: los tríos de dígitos que podrían llevar a la vez, cada uno comparado con las celdas que ven a las tres (con dos o tres candidatos). Un dígito que no está en ningún trío posible se elimina.',
    why: 'Un trío que dejaría sin candidatos a una celda que ve a las tres no puede darse; un dígito que todos los tríos posibles dejan fuera no está ahí en la solución.',
    spot: 'Es difícil a mano: tres celdas cercanas con pocos candidatos, rodeadas de celdas pequeñas que las ven a todas.',
    rating: '7.5.',
    related: ['aligned-pair-exclusion'],
  },
  'bidirectional-x-cycle': {
    what: 'Un bucle de celdas de un mismo dígito unidas alternando enlaces fuertes (el dígito tiene solo dos sitios en una unidad) y enlaces débiles (dos celdas que se ven). A lo largo de ese bucle el dígito alterna sí, no, sí, no… se recorra en el sentido que se recorra.',
    why: 'El bucle tiene dos lecturas, y una de ellas es la solución: en las dos, cada enlace débil tiene exactamente un extremo con el dígito, así que una celda fuera del bucle que vea los dos extremos de un enlace débil ve el dígito en cualquier caso y lo pierde.',
    spot: 'Para un dígito, une los pares conjugados (unidades donde tiene dos sitios) en un bucle cerrado.',
    rating: '6.5, más 0.1 por cada escalón de longitud (más de 6 nodos, más de 8, 10, 14…).',
    related: ['generalized-x-wing', 'turbot-fish', 'bidirectional-y-cycle', 'x-wing'],
  },
  'generalized-x-wing': {
    what: 'El nombre que da Sudoku Explainer a un ciclo X de exactamente cuatro celdas: un bucle de un dígito que pasa por cuatro celdas. Un X-Wing normal de dos filas y dos columnas se encuentra antes (3.2), y, como demuestra la documentación, también cualquier otro bucle de cuatro celdas: el que pasa por una caja lo atrapan antes los candidatos bloqueados.',
    why: 'Como en todo ciclo X, el dígito está en dos esquinas opuestas del bucle, en una pareja o en la otra; una celda que vea los dos extremos de un enlace débil lo pierde.',
    spot: 'Dos enlaces fuertes de un mismo dígito (cada uno una unidad donde tiene dos sitios) cuyos extremos se ven de dos en dos, siendo al menos uno de los enlaces una caja.',
    rating: '6.5.',
    none: 'Sin ejemplo: ningún sudoku puede necesitarlo. Siempre que un bucle de cuatro celdas de un dígito elimina un candidato, hay también un único oculto, un apuntamiento, una reclamación o un X-Wing de ese dígito, y Sudoku Explainer los toma antes. Por eso ninguno de sus caminos registrados de 12.540 sudokus de nuestros juegos de prueba lo nombra, ni ninguno de los caminos de nuestro motor para 31.464 sudokus (10.000 de ellos de nuestro generador, con nota de 6.5 a 7.9), así que no hay sudoku para practicarlo.',
    related: ['x-wing', 'bidirectional-x-cycle', 'turbot-fish'],
  },
  'bidirectional-y-cycle': {
    what: 'Un bucle de celdas bivalor, cada una compartiendo un dígito con la siguiente (una cadena XY que se cierra sobre sí misma). Cada celda lleva uno de sus dos dígitos y pasa el otro a lo largo del bucle.',
    why: 'Se recorra el bucle en un sentido o en el otro, cada enlace entre dos celdas tiene su dígito compartido en exactamente una de ellas; una celda fuera del bucle que vea las dos celdas de un enlace pierde ese dígito.',
    spot: 'Cadenas de celdas bivalor (como para un XY-Wing) que vuelven a su punto de partida.',
    rating: '6.5, más la bonificación por longitud.',
    related: ['bidirectional-x-cycle', 'xy-wing', 'bidirectional-cycle'],
  },
  'turbot-fish': {
    what: 'Una cadena de un dígito con dos enlaces fuertes unidos por un enlace débil: A=B – C=D. A o D lleva el dígito, así que una celda que vea a ambos lo pierde. El Rascacielos (Skyscraper) y la Cometa (2-String Kite) son Turbot Fish.',
    why: 'Si A no es el dígito, lo es B (enlace fuerte); entonces C no lo es (se ven), así que lo es D (enlace fuerte). Por tanto A o D es el dígito.',
    spot: 'Para un dígito, dos unidades donde tenga exactamente dos sitios, uno de cada una viendo uno de la otra.',
    rating: '6.6 (una cadena de seis nodos: sin bonificación por longitud).',
    related: ['forcing-x-chain', 'x-wing', 'generalized-x-wing'],
  },
  'forcing-x-chain': {
    what: 'Una cadena alterna de un solo dígito (enlaces fuerte, débil, fuerte…) más larga que un Turbot Fish, que demuestra que uno de sus dos extremos lleva el dígito; o una cadena que parte de un candidato y vuelve a su propia celda como «no», lo que lo elimina.',
    why: 'Un enlace fuerte significa «si no es aquí, es allí»: siguiendo la cadena, si el primer extremo no es el dígito, el último lo es. Una celda que vea los dos extremos no puede ser el dígito.',
    spot: 'Une en un camino los pares conjugados de un dígito; colorea sus celdas alternando; las celdas que vean dos extremos de distinto color pierden el dígito.',
    rating: '6.6, más 0.1 por cada escalón de longitud.',
    related: ['turbot-fish', 'bidirectional-x-cycle', 'forcing-chain'],
  },
  'bidirectional-cycle': {
    what: 'Un bucle que mezcla los dos tipos de enlaces: enlaces fuertes de un dígito en una unidad, y los dos dígitos de una celda bivalor. Se lee en los dos sentidos, como los ciclos X e Y.',
    why: 'Cada enlace débil del bucle tiene exactamente un extremo verdadero en cualquiera de las dos lecturas, así que lo que vea los dos extremos de un enlace débil se elimina.',
    spot: 'Haz crecer un bucle a partir de celdas bivalor y pares conjugados, cambiando de dígito dentro de las celdas bivalor.',
    rating: '7.0, más la bonificación por longitud.',
    related: ['bidirectional-x-cycle', 'bidirectional-y-cycle', 'forcing-chain'],
  },
  'forcing-chain': {
    what: 'Una cadena alterna que puede cambiar de dígito dentro de una celda bivalor (una cadena XY y más): suponer un candidato lleva a una contradicción consigo mismo, o los dos extremos de la cadena fuerzan la misma conclusión.',
    why: 'Cada enlace es una regla sencilla (una celda lleva un dígito, una unidad lleva cada dígito una vez); si suponer «r1c6 es 5» lleva mediante esas reglas a «r1c6 no es 5», la suposición es falsa.',
    spot: 'Desde una celda bivalor, sigue los «si esto, entonces aquello» por celdas bivalor y pares conjugados, y fíjate en una celda a la que vuelvas, o en una celda vista desde los dos extremos.',
    rating: '7.0, más 0.1 por cada escalón de longitud.',
    related: ['forcing-x-chain', 'bidirectional-cycle', 'nishio-forcing-chains', 'xy-wing'],
  },
  'nishio-forcing-chains': {
    what: 'Supón un dígito en una celda y sigue solo las consecuencias de ese dígito (las eliminaciones en sus unidades y los únicos de ese dígito que crean): si llevan a una unidad o una celda sin sitio para algo, la suposición era falsa.',
    why: 'Un candidato verdadero no puede llevar a una contradicción; por eso se elimina un candidato cuyas consecuencias se contradicen.',
    spot: 'Un dígito con pocos sitios: colócalo en uno de ellos y mira si sus otras unidades aún tienen sitio para él.',
    rating: '7.5, más la bonificación por longitud.',
    related: ['forcing-x-chain', 'dynamic-contradiction-forcing-chains'],
  },
  'cell-forcing-chains': {
    what: 'Una celda con tres candidatos o más: cada candidato, supuesto por turnos, lleva mediante cadenas a la misma conclusión en otro lugar, que por tanto es verdadera.',
    why: 'La celda lleva uno de sus candidatos; si cada uno de ellos fuerza el mismo hecho, el hecho se cumple sea cual sea el dígito de la celda.',
    spot: 'Una celda con pocos candidatos cuyos dígitos fuerzan cada uno algo en la misma celda cercana.',
    rating: '8.0, más la bonificación por longitud (que cuenta los nodos de todas las ramas).',
    related: ['region-forcing-chains', 'forcing-chain', 'dynamic-cell-forcing-chains'],
  },
  'region-forcing-chains': {
    what: 'Un dígito con varios sitios en una unidad: cada sitio, supuesto por turnos, lleva a la misma conclusión, que por tanto es verdadera.',
    why: 'El dígito está en uno de sus sitios de la unidad; si cada uno fuerza el mismo hecho, el hecho se cumple.',
    spot: 'Un dígito con tres sitios en una unidad cuyas consecuencias se encuentran en una misma celda.',
    rating: '8.0, más la bonificación por longitud (todas las ramas).',
    related: ['cell-forcing-chains', 'dynamic-region-forcing-chains'],
  },
  search: {
    what: 'El último recurso cuando no se aplica ninguna técnica del catálogo: se elimina un candidato cuya colocación deja el sudoku sin solución, algo que el motor Dancing Links demuestra contando.',
    why: 'El sudoku tiene una única solución; un dígito que no admite ninguna no forma parte de ella.',
    spot: 'No es una técnica humana: representa el ensayo y error, y pone el sudoku más allá de la escala de Sudoku Explainer.',
    rating: '20, el «más allá del resolvedor» de Sudoku Explainer.',
    none: 'Sin ejemplo: ningún sudoku conocido llega a este paso. Las cadenas forzadas anidadas resuelven todos los sudokus de nuestros juegos de prueba, incluidos los 2.375 más difíciles que se conocen, así que el camino de Sudoku Explainer nunca recurre a la búsqueda y no hay sudoku para practicarla.',
    related: ['nested-contradiction-forcing-chains-5'],
  },
};

// Rectángulos y bucles únicos: una idea, cuatro tipos.
const UNIQUE_WHY =
  'Un sudoku válido tiene una única solución. Si las celdas del patrón solo tuvieran los dos dígitos X e Y, podrían intercambiarse y el sudoku tendría dos soluciones; así que los candidatos extra no pueden ser todos falsos.';
const UNIQUE_TYPES = {
  1: {
    what: 'tres de las esquinas solo tienen X e Y: la cuarta esquina no puede ser X ni Y, que se eliminan de ella.',
    spot: 'tres celdas bivalor con la misma pareja',
  },
  2: {
    what: 'dos esquinas tienen un mismo dígito extra Z: una de ellas es Z, así que Z se elimina de toda celda que vea a ambas.',
    spot: 'dos celdas con la pareja más el mismo tercer dígito',
  },
  3: {
    what: 'los dígitos extra de dos esquinas actúan como una sola celda que, con otras celdas de su unidad, forma un conjunto desnudo: los dígitos del conjunto se eliminan del resto de la unidad.',
    spot: 'dos celdas con la pareja más extras, junto a celdas que solo tienen esos extras',
  },
  4: {
    what: 'en una unidad que contiene dos esquinas, X no tiene otro sitio: una de ellas es X, así que ninguna puede ser Y, que se elimina de las dos.',
    spot: 'dos esquinas en una unidad donde uno de los dígitos de la pareja solo tiene esos dos sitios',
  },
};
const UNIQUE_RECTANGLE = {
  what: 'Cuatro celdas en las esquinas de un rectángulo que abarca dos cajas, cada una con los mismos dos candidatos X e Y, y quizá más. En el tipo {type}, {what}',
  spot: 'Busca la misma pareja de candidatos en cuatro esquinas que quepan en dos cajas; tipo {type}: {spot}.',
  rating: '4.5. Supone que el sudoku tiene una única solución (el motor lo demuestra antes de usarlo).',
  ratingType3:
    '4.5, más 0.1 por cada dígito del conjunto desnudo a partir del segundo (un conjunto oculto suma menos).',
};
const UNIQUE_LOOP = {
  what: 'Un bucle de celdas más largo (6, 8 o más), dos en cada unidad por la que pasa, todas con los mismos dos candidatos X e Y y quizá más: un rectángulo único de más de cuatro celdas. En el tipo {type}, {what}',
  spot: 'Sigue las celdas con la misma pareja, girando en cada unidad, hasta que el camino se cierre; tipo {type}: {spot}.',
  rating: '4.6 con 6 celdas, 4.7 con 8, 5.0 con 10 o más.',
  ratingType3: '4.6 con 6 celdas, 4.7 con 8, 5.0 con 10 o más, más la bonificación del conjunto desnudo.',
};

// BUG: la «bivalue universal grave» (tumba universal bivalor).
const BUG_WHY =
  'Un tablero en el que cada celda abierta tiene dos candidatos y cada dígito dos sitios en cada unidad no tiene ninguna solución o tiene dos (los dígitos pueden intercambiarse por todo el tablero), así que un sudoku de solución única nunca está en ese estado: los candidatos extra lo mantienen fuera de él.';
const BUG_TYPES = {
  1: 'todas las celdas abiertas tienen dos candidatos menos una, que tiene más; su dígito BUG (el que tiene tres sitios en las unidades de la celda) tiene que ser el suyo, así que sus otros candidatos se eliminan.',
  2: 'varias celdas tienen un candidato extra, el mismo dígito Z: una de ellas es Z, así que Z se elimina de las celdas que las ven a todas.',
  3: 'dos celdas de una unidad tienen candidatos extra; tomados juntos, con otras celdas de esa unidad, forman un conjunto desnudo, cuyos dígitos se eliminan de las demás celdas de la unidad.',
  4: 'dos celdas con candidatos extra comparten una unidad y otro dígito d: sin sus extras, las dos serían d, así que una lleva su dígito extra y la otra d; cada una conserva solo sus extras y d.',
};
const BUG_LESSON = {
  what: 'Una BUG (bivalue universal grave, tumba universal bivalor) es un tablero en el que cada celda abierta tiene dos candidatos y cada dígito dos sitios en cada unidad. Tipo {type}: {what}',
  spot: 'Al final de un sudoku, cuando casi todas las celdas tienen dos candidatos: busca las pocas celdas que tienen más.',
  ratings: {
    1: '5.6.',
    2: '5.7.',
    3: '5.7, más 0.1 por cada dígito del conjunto desnudo a partir del segundo (de 5.8 a 6.2).',
    4: '5.7.',
  },
};

// Cadenas forzadas dinámicas: cuatro tipos y, por encima, los niveles de anidamiento.
const KIND = {
  contradiction: {
    form: 'por contradicción',
    what: 'suponer un candidato lleva a una contradicción (una celda o una unidad sin un dígito que necesita, o dos dígitos que se disputan una celda), así que el candidato se elimina; o suponerlo falso lleva a una, así que se coloca',
    spot: 'un candidato cuya colocación desencadena muchos únicos',
  },
  double: {
    form: 'doble',
    what: 'suponer un candidato verdadero y suponerlo falso llevan los dos a la misma conclusión, que se cumple en ambos casos',
    spot: 'un candidato de dos salidas (de un par conjugado o de una celda bivalor) con consecuencias de largo alcance',
  },
  cell: {
    form: 'de celda',
    what: 'cada candidato de una celda, supuesto por turnos, lleva a la misma conclusión',
    spot: 'una celda con pocos candidatos',
  },
  region: {
    form: 'de región',
    what: 'cada sitio de un dígito en una unidad, supuesto por turnos, lleva a la misma conclusión',
    spot: 'un dígito con pocos sitios en una unidad',
  },
};
const DYNAMIC =
  'Una cadena dinámica sigue a la vez todas las consecuencias de una suposición: cada eliminación se hace sobre una copia de trabajo del tablero, de modo que los enlaces siguientes pueden usar los únicos y los «único sitio que queda» que esas eliminaciones crean, algo que una cadena estática no puede.';
const HELPERS = {
  plus: 'mientras las cadenas se propagan, las técnicas sencillas (apuntamiento y reclamación, parejas ocultas y desnudas, X-Wing) también se aplican al tablero de trabajo, y lo que eliminan se suma a la cadena.',
  2: 'Cuando una propagación se atasca, las cadenas y ciclos estáticos (6.5–7.5) se aplican al tablero de trabajo, y sus eliminaciones alimentan la cadena principal.',
  3: 'Como en el nivel 2, y además las cadenas forzadas estáticas de celda y de región (8.0) se aplican al tablero de trabajo.',
  4: 'Cadenas forzadas dinámicas (8.5) dentro del tablero de trabajo de la cadena principal.',
  5: 'Cadenas forzadas dinámicas que a su vez usan las cadenas estáticas (el nivel 2 dentro del nivel 4): hasta donde llega Sudoku Explainer.',
};
const CHAIN_LESSONS = {
  chain: {
    what: '{dynamic} En su variante {form}, {what}.',
    why: 'Cada enlace lo fuerzan las reglas sobre el tablero de trabajo; una suposición que acaba en contradicción es falsa, y un hecho al que se llega desde todos los casos posibles es verdadero.',
    spot: 'Apenas a mano: es una técnica de ordenador. Suele empezar por {spot}.',
    rating: '8.5, más la bonificación por longitud sobre todos los nodos de todas las ramas.',
  },
  plus: {
    what: 'Una cadena forzada dinámica {form} ({what}) con ayuda: {helpers}',
    why: 'Las técnicas que se suman son válidas en cualquier tablero, también en el de trabajo; así que sus eliminaciones son tan forzadas como los propios enlaces de la cadena.',
    spot: 'Más allá de la resolución a mano: el motor muestra qué nodos aportaron las ayudas.',
    rating: '9.0, más la bonificación por longitud.',
  },
  nested: {
    what: 'Una cadena forzada anidada, nivel {level}: una cadena forzada dinámica {form} ({what}) en la que cadenas enteras actúan como ayudas. {helpers}',
    why: 'Una cadena encontrada en el tablero de trabajo es tan válida allí como en el real: solo elimina lo que la suposición implica.',
    spot: 'Una técnica de ordenador para los sudokus más difíciles que se conocen; un solo paso puede llevarle al motor de segundos a minutos.',
    rating: '{base}, más la bonificación por longitud, que cuenta también los nodos de cada cadena interior distinta.',
    none: 'Sin ejemplo: ningún sudoku conocido necesita el nivel 5. Todos los sudokus de nuestros juegos de prueba, incluidos los 2.375 más difíciles que se conocen (con nota de hasta 11.9), se resuelven con el nivel 4 como mucho, así que ningún camino real tiene un paso de nivel 5 que mostrar y no hay sudoku para practicarlo.',
  },
};

// The families' words; www/learn/families.js builds their lessons.
export const FAMILIES = {
  unique: { why: UNIQUE_WHY, types: UNIQUE_TYPES, rectangle: UNIQUE_RECTANGLE, loop: UNIQUE_LOOP },
  bug: { why: BUG_WHY, types: BUG_TYPES, ...BUG_LESSON },
  dynamic: { intro: DYNAMIC, kinds: KIND, helpers: HELPERS, ...CHAIN_LESSONS },
};
