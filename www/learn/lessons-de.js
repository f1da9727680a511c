// Die Wörter des Lernbereichs auf Deutsch: die Texte der Ansicht (`UI`) und eine Lektion je
// Technik (`LESSONS`), in der Form von lessons-en.js (gleiche Schlüssel, gleiche Felder;
// `related` und die SE-Bewertungen sind die des Englischen). Die Namen der Techniken sind die
// von www/i18n/de.js. Familien, die sich nur in einem Wort unterscheiden (dynamische Ketten,
// Verschachtelungsstufen, Typen von Unique Rectangles und Loops, BUG), stehen einmal da, als
// Vorlagen in `FAMILIES` ({Platzhalter}, die www/learn/families.js füllt, das ihre Lektionen baut).

export const UI = {
  title: 'Die Techniken lernen',
  intro:
    'Alle Techniken, die die Tipps und die Schrittliste verwenden, in der Reihenfolge, in der Sudoku Explainer sie probiert: die einfachsten zuerst. Jede Seite erklärt eine, zeigt sie an einem echten Sudoku und gibt dir ein Sudoku, um sie zu üben.',
  back: 'Zurück zum Spiel',
  index: 'Alle Techniken',
  what: 'Was sie ist',
  why: 'Warum sie funktioniert',
  spot: 'Wie man sie findet',
  rating: 'SE-Bewertung',
  related: 'Verwandte Techniken',
  example: 'Ein Beispiel',
  practice: 'Üben',
  practiceHelp: 'Ein neues Sudoku, dessen Lösungsweg diese Technik braucht, im Spielmodus.',
  loadingExample: 'Der Lösungsweg wird bis zum Schritt nachgespielt…',
  /** The example's caption: the step's place on the path and where the puzzle comes from. */
  exampleCaption: (k, from) =>
    `Schritt ${k + 1} des Lösungswegs eines Sudokus aus unseren Testsammlungen (${from}), auf dem Gitter, wie es direkt davor war: die Ziffern und die Kandidaten, die die früheren Schritte übrig ließen.`,
  /** The engine's sentence of the example's step, after its name and rating. */
  stepWords: (name, rating, text) => `${name} (${rating.toFixed(1)}): ${text}`,
  pageTitle: (what) => `${what} · DLX Sudoku`,
  exampleFailed: (why) => `Das Beispiel konnte nicht gezeichnet werden: ${why}.`,
  noExample:
    'Kein Sudoku unserer Testsammlungen erreicht diese Technik auf dem Weg von Sudoku Explainer: Es gibt also kein Beispiel zu zeichnen und kein Sudoku, um sie zu üben.',
  baseRating: (r) => `Grundbewertung ${r.toFixed(1)}.`,
  /** „Was ist die Technik X-Wing?“, „Was sind Zellen-Forcing-Ketten?“ */
  whatIsLink: (name) => (/Ketten\b/.test(name) ? `Was sind ${name}?` : `Was ist die Technik ${name}?`),
  practiceSearching: (name) => `Suche nach einem Sudoku, das die Technik ${name} braucht…`,
  practiceGenerated: (name, rating, ms) =>
    `Üben: ein neues Sudoku mit Bewertung ${rating.toFixed(1)}, dessen Lösungsweg die Technik ${name} braucht, erzeugt in ${(ms / 1000).toFixed(1).replace('.', ',')} s. Der Tipp nennt die Technik, wenn ihr Schritt kommt.`,
  practiceFromBank: (name, rating) =>
    `Üben: ein Sudoku, dessen Lösungsweg die Technik ${name} braucht (Bewertung ${rating.toFixed(1)}), aus unserem Vorrat an Sudokus, die sie verwenden, mit umbenannten Ziffern und vertauschten Zeilen und Spalten, also neu für dich. Der Tipp nennt die Technik, wenn ihr Schritt kommt.`,
  practiceFailed: (why) => `Kein Übungssudoku: ${why}.`,
  practiceStep: (name) => `Das ist die Technik ${name}, die du gerade übst.`,
  unknown: (name) => `Es gibt keine Technik namens „${name}“; hier ist die Liste.`,
};

// Mengen und Fische der Größe 2, 3 und 4.
const NUMBER = { 2: 'zwei', 3: 'drei', 4: 'vier' };
const hiddenSet = (n) =>
  `Eine versteckte Menge: ${NUMBER[n]} Ziffern eines Hauses (Zeile, Spalte oder Block), die nur in dieselben ${NUMBER[n]} Zellen können. Diese Zellen müssen diese ${NUMBER[n]} Ziffern enthalten, also wird jeder andere Kandidat darin gestrichen.`;
const nakedSet = (n) =>
  `Eine nackte Menge: ${NUMBER[n]} Zellen eines Hauses, deren Kandidaten zusammen nur ${NUMBER[n]} Ziffern sind. Diese Ziffern füllen diese Zellen, also kann keine andere Zelle des Hauses sie enthalten.`;
const nakedWhy = (n) =>
  `${NUMBER[n][0].toUpperCase()}${NUMBER[n].slice(1)} Zellen müssen ${NUMBER[n]} verschiedene Ziffern enthalten; sind ihre Kandidaten nur diese ${NUMBER[n]} Ziffern, wird jede davon von diesen Zellen verbraucht, in welcher Reihenfolge auch immer.`;
const hiddenWhy = (n) =>
  `Jede der ${NUMBER[n]} Ziffern muss einmal im Haus stehen, und jede kann nur in die ${NUMBER[n]} Zellen: ${NUMBER[n]} Ziffern brauchen ${NUMBER[n]} Zellen, die Zellen sind also belegt und haben keinen Platz mehr für eine andere Ziffer.`;
const fish = (n, name) =>
  `Ein ${name} ist ein Fisch der Größe ${n}: eine Ziffer, deren Plätze in ${NUMBER[n]} Zeilen alle in denselben ${NUMBER[n]} Spalten liegen (oder in ${NUMBER[n]} Spalten in denselben ${NUMBER[n]} Zeilen). Jede dieser Zeilen enthält die Ziffer einmal, in einer dieser Spalten; die ${NUMBER[n]} Spalten bekommen ihre ${NUMBER[n]} Exemplare also aus diesen Zeilen, und die Ziffer kann aus dem Rest dieser Spalten (oder Zeilen) gestrichen werden.`;

export const LESSONS = {
  'hidden-single': {
    what: 'Eine Ziffer, die in einer Zeile, einer Spalte oder einem Block nur noch einen Platz hat, kommt dorthin. Ein Haus mit nur einer leeren Zelle ist der Sonderfall.',
    why: 'Jedes Haus enthält jede Ziffer genau einmal; sind alle anderen Zellen des Hauses gefüllt oder sehen diese Ziffer, ist der letzte Platz erzwungen.',
    spot: 'Nimm eine Ziffer und einen Block: Streiche die Zeilen und Spalten, in denen die Ziffer schon steht; bleibt eine Zelle übrig, gehört die Ziffer dorthin. Blöcke lassen sich am schnellsten absuchen, dann Zeilen und Spalten.',
    rating:
      '1.0 für die letzte leere Zelle eines Hauses, 1.2 für einen einzigen Platz in einem Block, 1.5 für einen einzigen Platz in einer Zeile oder Spalte.',
    related: ['naked-single', 'direct-pointing'],
  },
  'direct-pointing': {
    what: 'Ein Versteckter Single, gefunden ohne Notizen über ein Pointing-Muster: In einem Block liegt eine Ziffer nur auf einer Zeile, das nimmt sie dem Rest dieser Zeile, und einem anderen Block auf der Zeile bleibt nur ein Platz für sie.',
    why: 'Die Ziffer muss in ihren Block, auf diese Zeile, also können die anderen Zellen der Zeile (in den anderen Blöcken) sie nicht enthalten. Was von der Ziffer im anderen Block übrig bleibt, ist ihr einziger Platz.',
    spot: 'Beim Suchen nach Versteckten Singles, wenn ein Block fast einen hat: Prüfe, ob ein Nachbarblock die Ziffer auf einer einzigen Zeile oder Spalte hält, die ihn kreuzt.',
    rating: '1.7. Nur das Setzen wird ausgeführt; die Streichungen sind nur die Begründung.',
    related: ['pointing', 'hidden-single', 'direct-claiming'],
  },
  'direct-claiming': {
    what: 'Ein Versteckter Single, gefunden ohne Notizen über ein Claiming-Muster: Eine Zeile hält eine Ziffer innerhalb eines Blocks, das nimmt sie den anderen Zellen des Blocks, und einer anderen Zeile (oder Spalte) durch den Block bleibt nur ein Platz für sie.',
    why: 'Die Zeile muss die Ziffer in diesem Block haben, also hat der Block keinen anderen Platz für sie; die Zellen einer anderen Zeile durch den Block, die die Ziffer aufnehmen konnten, schrumpfen auf eine.',
    spot: 'Hat eine Zeile oder Spalte eine Ziffer nur innerhalb eines Blocks, sieh dir die parallelen Linien durch diesen Block an: Vielleicht bleibt der Ziffer dort nur ein Platz.',
    rating: '1.9. Nur das Setzen wird ausgeführt.',
    none: 'Kein Beispiel: Es kann keines geben. Wo immer ein direktes Claiming möglich ist, gibt es auch einen versteckten Single oder ein direktes Pointing, und Sudoku Explainer nimmt diese zuerst (der Beweis steht in der Dokumentation, ein Test prüft ihn an Tausenden von Ständen). Kein Lösungsweg zeigt es also, und es gibt kein Rätsel, um es zu üben; das Claiming selbst (2.8) ist häufig.',
    related: ['claiming', 'direct-pointing', 'hidden-single'],
  },
  'direct-hidden-pair': {
    what: 'Ein verstecktes Paar, das im selben Haus einer anderen Ziffer nur einen Platz lässt: Zwei Ziffern eines Hauses, die auf zwei Zellen beschränkt sind, belegen diese Zellen, und einer dritten Ziffer bleibt dann nur eine Zelle.',
    why: hiddenWhy(2),
    spot: 'In einem Haus mit wenigen leeren Zellen suche zwei Ziffern, die nur in dieselben zwei Zellen können; sieh dann, welche Ziffer unter den übrigen nur eine Zelle hat.',
    rating: '2.0. Nur das Setzen wird ausgeführt.',
    related: ['hidden-pair', 'direct-hidden-triplet', 'hidden-single'],
  },
  'naked-single': {
    what: 'Eine Zelle mit nur noch einem Kandidaten: Jede andere Ziffer steht in ihrer Zeile, Spalte oder ihrem Block.',
    why: 'Eine Zelle muss irgendeine Ziffer enthalten; acht der neun sieht sie, also ist die neunte ihre.',
    spot: 'Sieh dir die Zellen an, deren Zeile, Spalte und Block gut gefüllt sind; mit Notizen eine Zelle mit nur einer Notiz.',
    rating:
      '2.3: Sudoku Explainer probiert ihn nach den Versteckten Singles, dem direkten Pointing und den direkten versteckten Paaren, weil er ohne Notizen schwerer zu sehen ist.',
    related: ['hidden-single', 'naked-pair'],
  },
  'direct-hidden-triplet': {
    what: 'Ein verstecktes Tripel, das einer anderen Ziffer desselben Hauses nur einen Platz lässt.',
    why: hiddenWhy(3),
    spot: 'In einem Haus mit mehreren leeren Zellen finde drei Ziffern, deren Plätze dieselben drei Zellen sind; die übrigen Ziffern teilen sich die restlichen Zellen, und eine hat vielleicht nur einen Platz.',
    rating: '2.5. Nur das Setzen wird ausgeführt.',
    related: ['hidden-triplet', 'direct-hidden-pair'],
  },
  pointing: {
    what: 'In einem Block liegen alle Kandidaten einer Ziffer auf einer Zeile oder einer Spalte: Die Ziffer kann aus dem Rest dieser Linie außerhalb des Blocks gestrichen werden.',
    why: 'Der Block muss die Ziffer enthalten, und welche dieser Zellen sie auch bekommt, sie liegt auf der Linie; die Linie enthält die Ziffer nur einmal, also können ihre Zellen außerhalb des Blocks sie nicht haben.',
    spot: 'Prüfe für jeden Block und jede Ziffer, ob die Notizen der Ziffer in einer Linie liegen.',
    rating: '2.6.',
    related: ['claiming', 'direct-pointing'],
  },
  claiming: {
    what: 'In einer Zeile oder Spalte liegen alle Kandidaten einer Ziffer in einem Block: Die Ziffer kann aus dem Rest dieses Blocks gestrichen werden.',
    why: 'Die Linie muss die Ziffer in diesem Block haben; das Exemplar des Blocks liegt also auf der Linie, und seine anderen Zellen können die Ziffer nicht enthalten.',
    spot: 'Prüfe für jede Zeile und Spalte, ob die Notizen einer Ziffer in einem Block bleiben.',
    rating: '2.8.',
    related: ['pointing', 'direct-claiming'],
  },
  'naked-pair': {
    what: `${nakedSet(2)} Hier: zwei Zellen mit denselben zwei Kandidaten.`,
    why: nakedWhy(2),
    spot: 'Suche zwei Zellen eines Hauses mit denselben zwei Notizen.',
    rating: '3.0.',
    related: ['naked-triplet', 'hidden-pair', 'xy-wing'],
  },
  'x-wing': {
    what: fish(2, 'X-Wing'),
    why: 'In den zwei Zeilen sitzt die Ziffer an den Ecken eines Rechtecks: entweder oben links und unten rechts oder oben rechts und unten links. So oder so hat jede der zwei Spalten ihr Exemplar, also können die anderen Zellen dieser Spalten sie nicht haben.',
    spot: 'Finde für eine Ziffer zwei Zeilen, in denen sie genau zwei Plätze hat, in denselben zwei Spalten (oder dasselbe mit vertauschten Zeilen und Spalten).',
    rating: '3.2.',
    related: ['swordfish', 'jellyfish', 'turbot-fish', 'generalized-x-wing'],
  },
  'hidden-pair': {
    what: hiddenSet(2),
    why: hiddenWhy(2),
    spot: 'Suche in jedem Haus zwei Ziffern, die genau zwei Plätze haben, dieselben zwei Zellen.',
    rating: '3.4.',
    related: ['naked-pair', 'hidden-triplet', 'direct-hidden-pair'],
  },
  'naked-triplet': {
    what: `${nakedSet(3)} Nicht jede Zelle braucht alle drei Ziffern: 12, 23 und 13 bilden ein Tripel.`,
    why: nakedWhy(3),
    spot: 'Suche drei Zellen eines Hauses, deren Notizen zusammen nur drei Ziffern verwenden.',
    rating: '3.6.',
    related: ['naked-pair', 'naked-quad', 'hidden-triplet'],
  },
  swordfish: {
    what: fish(3, 'Swordfish'),
    why: 'Drei Zeilen brauchen die Ziffer je einmal, und alle ihre Plätze liegen in drei Spalten: Die drei Exemplare landen in drei verschiedenen Spalten, je eines, also sind diese Spalten versorgt und ihre anderen Zellen verlieren die Ziffer.',
    spot: 'Finde für eine Ziffer drei Zeilen mit je zwei oder drei Plätzen, alle in denselben drei Spalten.',
    rating: '3.8.',
    related: ['x-wing', 'jellyfish'],
  },
  'hidden-triplet': {
    what: hiddenSet(3),
    why: hiddenWhy(3),
    spot: 'Suche in jedem Haus drei Ziffern, deren Plätze zusammen nur drei Zellen sind.',
    rating: '4.0.',
    related: ['hidden-pair', 'hidden-quad', 'naked-triplet'],
  },
  'xy-wing': {
    what: 'Drei Zellen mit je zwei Kandidaten: ein Pivot XY, der zwei Flügel XZ und YZ sieht. Keine Zelle, die beide Flügel sieht, kann Z sein.',
    why: 'Ist der Pivot X, ist der Flügel XZ gleich Z; ist er Y, ist der Flügel YZ gleich Z. Ein Flügel enthält Z auf jeden Fall, und eine Zelle, die beide sieht, stünde mit ihm in Konflikt.',
    spot: 'Beginne bei einer Zelle mit zwei Kandidaten; finde unter den bivalenten Zellen, die sie sieht, zwei, die je eine Ziffer mit ihr teilen und untereinander eine dritte.',
    rating: '4.2.',
    related: ['xyz-wing', 'naked-pair', 'forcing-chain'],
  },
  'xyz-wing': {
    what: 'Ein XY-Wing, dessen Pivot auch Z enthält: ein Pivot XYZ mit den Flügeln XZ und YZ. Eine Zelle, die alle drei Zellen sieht, kann nicht Z sein.',
    why: 'Der Pivot ist X, Y oder Z: bei X ist der Flügel XZ gleich Z, bei Y der Flügel YZ, bei Z der Pivot selbst. Z steht in einer der drei, also kann eine Zelle, die alle drei sieht, es nicht enthalten.',
    spot: 'Eine Zelle mit drei Kandidaten und zwei bivalente Zellen, die sie sieht, jede ein Paar aus ihren drei Ziffern mit Z gemeinsam; die Ziele liegen im Block oder in der Linie des Pivots.',
    rating: '4.4.',
    related: ['xy-wing'],
  },
  'naked-quad': {
    what: nakedSet(4),
    why: nakedWhy(4),
    spot: 'In einem Haus mit vielen leeren Zellen suche vier Zellen, deren Notizen nur vier Ziffern verwenden; oft ist die versteckte Menge der übrigen Zellen leichter zu sehen.',
    rating: '5.0.',
    related: ['naked-triplet', 'hidden-quad'],
  },
  jellyfish: {
    what: fish(4, 'Jellyfish'),
    why: 'Vier Zeilen brauchen die Ziffer je einmal, alle in vier Spalten: Die vier Spalten werden von ihnen versorgt.',
    spot: 'Finde für eine Ziffer mit vielen freien Plätzen vier Zeilen, deren Plätze in vier Spalten bleiben.',
    rating: '5.2.',
    related: ['swordfish', 'x-wing'],
  },
  'hidden-quad': {
    what: hiddenSet(4),
    why: hiddenWhy(4),
    spot: 'In einem Haus mit vielen leeren Zellen finde vier Ziffern, die auf dieselben vier Zellen beschränkt sind.',
    rating: '5.4.',
    related: ['hidden-triplet', 'naked-quad'],
  },
  'aligned-pair-exclusion': {
    what: 'Zwei Zellen und die Ziffernpaare, die sie zusammen enthalten könnten. Ein Paar ist unmöglich, wenn beide Ziffern gleich sind und sich die Zellen sehen, oder wenn eine Zelle, die beide sieht, genau diese zwei Kandidaten hat. Eine Ziffer, die in keinem möglichen Paar vorkommt, wird in ihrer Zelle gestrichen.',
    why: 'Nähmen die zwei Zellen beide Ziffern einer bivalenten Zelle, die sie beide sieht, bliebe diese Zelle leer. Jede Kombination wird probiert; was keine erlaubt, kann nicht eintreten.',
    spot: 'Zwei Zellen mit wenigen Kandidaten und mehrere bivalente Zellen, die beide sehen (mindestens zwei sind nötig).',
    rating: '6.2.',
    related: ['aligned-triplet-exclusion', 'xy-wing'],
  },
  'aligned-triplet-exclusion': {
    what: 'Ausgerichteter Paar-Ausschluss mit drei Zellen: die Zifferntripel, die sie zusammen enthalten könnten, jedes geprüft gegen die Zellen, die alle drei sehen (mit zwei oder drei Kandidaten). Eine Ziffer in keinem möglichen Tripel wird gestrichen.',
    why: 'Ein Tripel, das einer Zelle, die alle drei sieht, keinen Kandidaten ließe, ist unmöglich; eine Ziffer, die jedes mögliche Tripel auslässt, steht dort nicht in der Lösung.',
    spot: 'Von Hand schwer: drei nahe Zellen mit wenigen Kandidaten, umgeben von kleinen Zellen, die sie alle sehen.',
    rating: '7.5.',
    related: ['aligned-pair-exclusion'],
  },
  'bidirectional-x-cycle': {
    what: 'Eine Schleife aus Zellen einer Ziffer, abwechselnd verbunden durch starke Links (die Ziffer hat in einem Haus nur zwei Plätze) und schwache Links (zwei Zellen, die sich sehen). Entlang einer solchen Schleife wechselt die Ziffer an, aus, an, aus… in welcher Richtung auch immer.',
    why: 'Die Schleife hat zwei Lesarten, und eine davon ist die Lösung: In beiden hat jeder schwache Link genau ein Ende mit der Ziffer; eine Zelle außerhalb der Schleife, die beide Enden eines schwachen Links sieht, sieht die Ziffer also in jedem Fall und verliert sie.',
    spot: 'Verbinde für eine Ziffer die konjugierten Paare (Häuser, in denen sie zwei Plätze hat) zu einer geschlossenen Schleife.',
    rating: '6.5, plus 0.1 je Längenstufe (mehr als 6 Knoten, mehr als 8, 10, 14, …).',
    related: ['generalized-x-wing', 'turbot-fish', 'bidirectional-y-cycle', 'x-wing'],
  },
  'generalized-x-wing': {
    what: 'So nennt Sudoku Explainer einen X-Zyklus aus genau vier Zellen: eine Schleife einer Ziffer durch vier Zellen. Ein gewöhnlicher X-Wing aus zwei Zeilen und zwei Spalten wird früher gefunden (3.2); und, wie der Beweis in der Dokumentation zeigt, auch jede andere Schleife aus vier Zellen: eine durch einen Block fangen vorher die Locked Candidates.',
    why: 'Wie in jedem X-Zyklus steht die Ziffer in zwei gegenüberliegenden Ecken der Schleife, im einen oder im anderen Paar; eine Zelle, die beide Enden eines schwachen Links sieht, verliert sie.',
    spot: 'Zwei starke Links einer Ziffer (je ein Haus, in dem sie zwei Plätze hat), deren Enden sich paarweise sehen, wobei mindestens ein Link ein Block ist.',
    rating: '6.5.',
    none: 'Kein Beispiel: Kein Rätsel kann es brauchen. Wann immer eine Schleife einer Ziffer aus vier Zellen einen Kandidaten streicht, gibt es für diese Ziffer auch einen versteckten Single, ein Pointing, ein Claiming oder einen X-Wing, und Sudoku Explainer nimmt diese zuerst. Deshalb nennt es keiner seiner aufgezeichneten Lösungswege von 12.540 Rätseln unserer Testsätze und keiner der Lösungswege unserer Engine für 31.464 Rätsel (davon 10.000 von unserem Generator, Bewertung 6.5 bis 7.9); es gibt also kein Rätsel, um es zu üben.',
    related: ['x-wing', 'bidirectional-x-cycle', 'turbot-fish'],
  },
  'bidirectional-y-cycle': {
    what: 'Eine Schleife aus bivalenten Zellen, jede mit einer gemeinsamen Ziffer mit der nächsten (eine XY-Kette, die sich schließt). Jede Zelle enthält eine ihrer zwei Ziffern und reicht die andere entlang der Schleife weiter.',
    why: 'Ob man die Schleife in die eine oder die andere Richtung liest: Jeder Link zwischen zwei Zellen hat seine gemeinsame Ziffer in genau einer von ihnen; eine Zelle außerhalb der Schleife, die beide Zellen eines Links sieht, verliert diese Ziffer.',
    spot: 'Ketten aus bivalenten Zellen (wie für einen XY-Wing), die zu ihrem Anfang zurückkehren.',
    rating: '6.5, plus der Längenbonus.',
    related: ['bidirectional-x-cycle', 'xy-wing', 'bidirectional-cycle'],
  },
  'turbot-fish': {
    what: 'Eine Kette einer Ziffer aus zwei starken Links, verbunden durch einen schwachen Link: A=B – C=D. A oder D enthält die Ziffer, also verliert sie eine Zelle, die beide sieht. Skyscraper und 2-String Kite sind Turbot Fish.',
    why: 'Ist A nicht die Ziffer, ist es B (starker Link); dann ist C es nicht (sie sehen sich), also ist es D (starker Link). A oder D ist also die Ziffer.',
    spot: 'Für eine Ziffer zwei Häuser, in denen sie genau zwei Plätze hat, wobei ein Platz des einen einen Platz des anderen sieht.',
    rating: '6.6 (eine Kette aus sechs Knoten: kein Längenbonus).',
    related: ['forcing-x-chain', 'x-wing', 'generalized-x-wing'],
  },
  'forcing-x-chain': {
    what: 'Eine alternierende Kette einer Ziffer (stark, schwach, stark…), länger als ein Turbot Fish, die beweist, dass eines ihrer zwei Enden die Ziffer enthält; oder eine Kette, die von einem Kandidaten ausgeht und als „aus“ zu seiner eigenen Zelle zurückkehrt, womit er gestrichen wird.',
    why: 'Ein starker Link heißt „wenn nicht hier, dann dort“: Folgt man der Kette, ist das letzte Ende die Ziffer, wenn das erste es nicht ist. Eine Zelle, die beide Enden sieht, kann nicht die Ziffer sein.',
    spot: 'Verbinde die konjugierten Paare einer Ziffer zu einem Pfad; färbe seine Zellen abwechselnd; Zellen, die zwei Enden verschiedener Farbe sehen, verlieren die Ziffer.',
    rating: '6.6, plus 0.1 je Längenstufe.',
    related: ['turbot-fish', 'bidirectional-x-cycle', 'forcing-chain'],
  },
  'bidirectional-cycle': {
    what: 'Eine Schleife, die beide Arten von Links mischt: starke Links einer Ziffer in einem Haus und die zwei Ziffern einer bivalenten Zelle. Sie liest sich in beide Richtungen, wie X- und Y-Zyklen.',
    why: 'Jeder schwache Link der Schleife hat in jeder Lesart genau ein wahres Ende; was beide Enden eines schwachen Links sieht, wird gestrichen.',
    spot: 'Lass eine Schleife aus bivalenten Zellen und konjugierten Paaren wachsen und wechsle die Ziffer innerhalb der bivalenten Zellen.',
    rating: '7.0, plus der Längenbonus.',
    related: ['bidirectional-x-cycle', 'bidirectional-y-cycle', 'forcing-chain'],
  },
  'forcing-chain': {
    what: 'Eine alternierende Kette, die innerhalb einer bivalenten Zelle die Ziffer wechseln darf (eine XY-Kette und mehr): Die Annahme eines Kandidaten führt zum Widerspruch mit sich selbst, oder beide Enden der Kette erzwingen dieselbe Folgerung.',
    why: 'Jeder Link ist eine einfache Regel (eine Zelle enthält eine Ziffer, ein Haus jede Ziffer einmal); führt die Annahme „r1c6 ist 5“ über solche Regeln zu „r1c6 ist nicht 5“, ist die Annahme falsch.',
    spot: 'Folge von einer bivalenten Zelle aus dem „wenn dies, dann das“ durch bivalente Zellen und konjugierte Paare, und achte auf eine Zelle, die du wieder erreichst, oder auf eine Zelle, die von beiden Enden gesehen wird.',
    rating: '7.0, plus 0.1 je Längenstufe.',
    related: ['forcing-x-chain', 'bidirectional-cycle', 'nishio-forcing-chains', 'xy-wing'],
  },
  'nishio-forcing-chains': {
    what: 'Nimm eine Ziffer in einer Zelle an und verfolge nur die Folgen dieser einen Ziffer (Streichungen in ihren Häusern und die Singles dieser Ziffer, die dadurch entstehen): Führen sie zu einem Haus oder einer Zelle ohne Platz für etwas, war die Annahme falsch.',
    why: 'Ein wahrer Kandidat kann nicht zu einem Widerspruch führen; ein Kandidat, dessen Folgen sich widersprechen, wird also gestrichen.',
    spot: 'Eine Ziffer mit wenigen Plätzen: Setze sie auf einen davon und prüfe, ob ihre anderen Häuser noch Platz für sie haben.',
    rating: '7.5, plus der Längenbonus.',
    related: ['forcing-x-chain', 'dynamic-contradiction-forcing-chains'],
  },
  'cell-forcing-chains': {
    what: 'Eine Zelle mit drei oder mehr Kandidaten: Jeder Kandidat, der Reihe nach angenommen, führt über Ketten zur selben Folgerung anderswo, die daher wahr ist.',
    why: 'Die Zelle enthält einen ihrer Kandidaten; erzwingt jeder davon dieselbe Tatsache, gilt sie, welche Ziffer die Zelle auch hat.',
    spot: 'Eine Zelle mit wenigen Kandidaten, deren Ziffern jeweils etwas in derselben nahen Zelle erzwingen.',
    rating: '8.0, plus der Längenbonus (über die Knoten aller Zweige).',
    related: ['region-forcing-chains', 'forcing-chain', 'dynamic-cell-forcing-chains'],
  },
  'region-forcing-chains': {
    what: 'Eine Ziffer mit mehreren Plätzen in einem Haus: Jeder Platz, der Reihe nach angenommen, führt zur selben Folgerung, die daher wahr ist.',
    why: 'Die Ziffer steht auf einem ihrer Plätze im Haus; erzwingt jeder dieselbe Tatsache, gilt sie.',
    spot: 'Eine Ziffer mit drei Plätzen in einem Haus, deren Folgen sich in einer Zelle treffen.',
    rating: '8.0, plus der Längenbonus (alle Zweige).',
    related: ['cell-forcing-chains', 'dynamic-region-forcing-chains'],
  },
  search: {
    what: 'Der letzte Ausweg, wenn keine Technik des Katalogs greift: Ein Kandidat, dessen Setzen das Sudoku ohne Lösung lässt, was die Dancing-Links-Engine durch Zählen beweist, wird gestrichen.',
    why: 'Das Sudoku hat eine Lösung; eine Ziffer, die keine zulässt, gehört nicht dazu.',
    spot: 'Keine menschliche Technik: Sie steht für Versuch und Irrtum und bewertet das Sudoku jenseits der Skala von Sudoku Explainer.',
    rating: '20, das „jenseits des Lösers“ von Sudoku Explainer.',
    none: 'Kein Beispiel: Kein bekanntes Rätsel erreicht diesen Schritt. Die verschachtelten Forcing-Ketten lösen jedes Rätsel unserer Testsätze, die 2.375 schwersten bekannten eingeschlossen; der Lösungsweg von Sudoku Explainer greift also nie auf die Suche zurück, und es gibt kein Rätsel, um sie zu üben.',
    related: ['nested-contradiction-forcing-chains-5'],
  },
};

// Unique Rectangles und Loops: eine Idee, vier Typen.
const UNIQUE_WHY =
  'Ein gültiges Sudoku hat genau eine Lösung. Enthielten die Zellen des Musters nur die zwei Ziffern X und Y, könnte man sie vertauschen, und das Sudoku hätte zwei Lösungen; die zusätzlichen Kandidaten können also nicht alle falsch sein.';
const UNIQUE_TYPES = {
  1: {
    what: 'haben drei der Ecken nur X und Y: Die vierte Ecke kann weder X noch Y sein, beide werden dort gestrichen.',
    spot: 'drei bivalente Zellen mit demselben Paar',
  },
  2: {
    what: 'haben zwei Ecken ein und dieselbe zusätzliche Ziffer Z: Eine von ihnen ist Z, also wird Z in jeder Zelle gestrichen, die beide sieht.',
    spot: 'zwei Zellen mit dem Paar plus derselben dritten Ziffer',
  },
  3: {
    what: 'wirken die Zusatzziffern zweier Ecken wie eine Zelle, die mit anderen Zellen ihres Hauses eine nackte Menge bildet: Die Ziffern der Menge werden im Rest des Hauses gestrichen.',
    spot: 'zwei Zellen mit dem Paar plus Zusatzziffern, neben Zellen, die nur diese Zusatzziffern haben',
  },
  4: {
    what: 'hat X in einem Haus, das zwei Ecken enthält, keinen anderen Platz: Eine von ihnen ist X, also kann keine Y sein, und Y wird in beiden gestrichen.',
    spot: 'zwei Ecken in einem Haus, in dem eine Ziffer des Paares nur diese zwei Plätze hat',
  },
};
const UNIQUE_RECTANGLE = {
  what: 'Vier Zellen an den Ecken eines Rechtecks über zwei Blöcke, jede mit denselben zwei Kandidaten X und Y und vielleicht weiteren. In Typ {type} {what}',
  spot: 'Suche dasselbe Kandidatenpaar in vier Ecken, die in zwei Blöcke passen; Typ {type}: {spot}.',
  rating:
    '4.5. Sie setzt voraus, dass das Sudoku genau eine Lösung hat (die Engine beweist das, bevor sie sie verwendet).',
  ratingType3: '4.5, plus 0.1 je Ziffer der nackten Menge über die erste hinaus (eine versteckte Menge zählt weniger).',
};
const UNIQUE_LOOP = {
  what: 'Eine längere Schleife aus Zellen (6, 8 oder mehr), zwei in jedem Haus, das sie durchläuft, alle mit denselben zwei Kandidaten X und Y und vielleicht weiteren: ein Unique Rectangle aus mehr als vier Zellen. In Typ {type} {what}',
  spot: 'Folge Zellen mit demselben Paar und biege in jedem Haus ab, bis sich der Weg schließt; Typ {type}: {spot}.',
  rating: '4.6 für 6 Zellen, 4.7 für 8, 5.0 für 10 oder mehr.',
  ratingType3: '4.6 für 6 Zellen, 4.7 für 8, 5.0 für 10 oder mehr, plus der Bonus der nackten Menge.',
};

// BUG: das „bivalue universal grave“.
const BUG_WHY =
  'Ein Gitter, in dem jede offene Zelle zwei Kandidaten und jede Ziffer in jedem Haus zwei Plätze hat, hat entweder keine Lösung oder zwei (die Ziffern lassen sich ringsum vertauschen); ein eindeutiges Sudoku ist also nie in diesem Zustand: Die zusätzlichen Kandidaten halten es davon fern.';
const BUG_TYPES = {
  1: 'Jede offene Zelle hat zwei Kandidaten außer einer, die mehr hat; ihre BUG-Ziffer (die mit drei Plätzen in den Häusern der Zelle) muss ihre Ziffer sein, also werden ihre anderen Kandidaten gestrichen.',
  2: 'Mehrere Zellen haben einen zusätzlichen Kandidaten, dieselbe Ziffer Z: Eine von ihnen ist Z, also wird Z in den Zellen gestrichen, die sie alle sehen.',
  3: 'Zwei Zellen eines Hauses haben zusätzliche Kandidaten; zusammengenommen bilden sie mit anderen Zellen dieses Hauses eine nackte Menge, deren Ziffern in den übrigen Zellen des Hauses gestrichen werden.',
  4: 'Zwei Zellen mit zusätzlichen Kandidaten teilen ein Haus und eine weitere Ziffer d: Ohne ihre Zusätze wären beide d, also enthält eine ihre Zusatzziffer und die andere d; jede behält nur ihre Zusätze und d.',
};
const BUG_LESSON = {
  what: 'Ein BUG (bivalue universal grave) ist ein Gitter, in dem jede offene Zelle zwei Kandidaten und jede Ziffer in jedem Haus zwei Plätze hat. Typ {type}: {what}',
  spot: 'Spät im Sudoku, wenn fast jede Zelle zwei Kandidaten hat: Finde die wenigen Zellen mit mehr.',
  ratings: {
    1: '5.6.',
    2: '5.7.',
    3: '5.7, plus 0.1 je Ziffer der nackten Menge über die erste hinaus (5.8 bis 6.2).',
    4: '5.7.',
  },
};

// Dynamische Forcing-Ketten: vier Arten, darüber die Verschachtelungsstufen.
const KIND = {
  contradiction: {
    form: 'Widerspruchs-',
    what: 'Die Annahme eines Kandidaten führt zu einem Widerspruch (eine Zelle oder ein Haus ohne eine Ziffer, die es braucht, oder zwei Ziffern, die eine Zelle beanspruchen), also wird der Kandidat gestrichen; oder die Annahme, er sei falsch, führt zu einem, also wird er gesetzt',
    spot: 'ein Kandidat, dessen Setzen viele Singles nach sich zieht',
  },
  double: {
    form: 'Doppel-',
    what: 'Die Annahme, ein Kandidat sei wahr, und die Annahme, er sei falsch, führen beide zur selben Folgerung, die also in jedem Fall gilt',
    spot: 'ein Kandidat mit zwei Ausgängen (aus einem konjugierten Paar oder einer bivalenten Zelle) mit weitreichenden Folgen',
  },
  cell: {
    form: 'Zellen-',
    what: 'Jeder Kandidat einer Zelle, der Reihe nach angenommen, führt zur selben Folgerung',
    spot: 'eine Zelle mit wenigen Kandidaten',
  },
  region: {
    form: 'Haus-',
    what: 'Jeder Platz einer Ziffer in einem Haus, der Reihe nach angenommen, führt zur selben Folgerung',
    spot: 'eine Ziffer mit wenigen Plätzen in einem Haus',
  },
};
const DYNAMIC =
  'Eine dynamische Kette verfolgt alle Folgen einer Annahme zugleich: Jede Streichung wird auf einer Arbeitskopie des Gitters ausgeführt, sodass spätere Links die Singles und „letzten freien Plätze“ nutzen können, die diese Streichungen erzeugen; das kann eine statische Kette nicht.';
const HELPERS = {
  plus: 'Während sich die Ketten ausbreiten, laufen auch die einfachen Techniken (Pointing und Claiming, versteckte und nackte Paare, X-Wings) auf dem Arbeitsgitter, und was sie streichen, wird Teil der Kette.',
  2: 'Stockt eine Ausbreitung, laufen die statischen Ketten und Zyklen (6.5–7.5) auf dem Arbeitsgitter, und ihre Streichungen speisen die Hauptkette.',
  3: 'Wie Stufe 2, und zusätzlich laufen die statischen Zellen- und Haus-Forcing-Ketten (8.0) auf dem Arbeitsgitter.',
  4: 'Dynamische Forcing-Ketten (8.5) laufen im Arbeitsgitter der Hauptkette.',
  5: 'Dynamische Forcing-Ketten, die selbst die statischen Ketten nutzen (Stufe 2 innerhalb von Stufe 4): so tief, wie Sudoku Explainer geht.',
};
const CHAIN_LESSONS = {
  chain: {
    what: '{dynamic} Die dynamische {form}Forcing-Kette: {what}.',
    why: 'Jeder Link ist durch die Regeln auf dem Arbeitsgitter erzwungen; eine Annahme, die in einem Widerspruch endet, ist falsch, und eine Tatsache, die aus jedem möglichen Fall folgt, ist wahr.',
    spot: 'Kaum von Hand: eine Technik für Computer. Ihr Start ist meist {spot}.',
    rating: '8.5, plus der Längenbonus über alle Knoten aller Zweige.',
  },
  plus: {
    what: 'Eine dynamische {form}Forcing-Kette mit Helfern. {what}. {helpers}',
    why: 'Die hinzukommenden Techniken gelten auf jedem Gitter, auch auf dem Arbeitsgitter; ihre Streichungen sind also genauso erzwungen wie die eigenen Links der Kette.',
    spot: 'Jenseits des Lösens von Hand: Die Engine zeigt, welche Knoten die Helfer beigesteuert haben.',
    rating: '9.0, plus der Längenbonus.',
  },
  nested: {
    what: 'Eine verschachtelte Forcing-Kette, Stufe {level}: eine dynamische {form}Forcing-Kette, in der ganze Ketten als Helfer laufen. {what}. {helpers}',
    why: 'Eine auf dem Arbeitsgitter gefundene Kette ist dort so gültig wie auf dem echten Gitter: Sie streicht nur, was aus der Annahme folgt.',
    spot: 'Eine Technik für Computer, für die schwersten bekannten Sudokus; ein Schritt kann die Engine Sekunden bis Minuten kosten.',
    rating: '{base}, plus der Längenbonus, der auch die Knoten jeder eigenen inneren Kette zählt.',
    none: 'Kein Beispiel: Kein bekanntes Rätsel braucht Stufe 5. Jedes Rätsel unserer Testsätze, die 2.375 schwersten bekannten eingeschlossen (bewertet bis 11.9), wird mit höchstens Stufe 4 gelöst; kein echter Lösungsweg hat also einen Schritt der Stufe 5 zu zeigen, und es gibt kein Rätsel, um sie zu üben.',
  },
};

// The families' words; www/learn/families.js builds their lessons.
export const FAMILIES = {
  unique: { why: UNIQUE_WHY, types: UNIQUE_TYPES, rectangle: UNIQUE_RECTANGLE, loop: UNIQUE_LOOP },
  bug: { why: BUG_WHY, types: BUG_TYPES, ...BUG_LESSON },
  dynamic: { intro: DYNAMIC, kinds: KIND, helpers: HELPERS, ...CHAIN_LESSONS },
};
