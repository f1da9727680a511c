// Les mots de la section Apprendre en français : les textes de la vue (`UI`) et une leçon par
// technique (`LESSONS`), sur le modèle de lessons-en.js (mêmes clés, mêmes champs ; `related` et
// les notes SE sont ceux de l'anglais). Les noms des techniques sont ceux de www/i18n/fr.js.
// Les familles qui ne diffèrent que d'un mot (chaînes dynamiques, niveaux d'imbrication, types
// de rectangles et de boucles uniques, BUG) sont écrites une fois, en modèles dans `FAMILIES`
// ({emplacements} remplis par www/learn/families.js, qui en construit les leçons).

export const UI = {
  title: 'Apprendre les techniques',
  intro:
    'Toutes les techniques qu’utilisent les indices et le panneau des étapes, dans l’ordre où Sudoku Explainer les essaie : les plus simples d’abord. Chaque page en explique une, la montre à l’œuvre sur une vraie grille et vous propose une grille pour vous y entraîner.',
  back: 'Retour à la partie',
  index: 'Toutes les techniques',
  what: 'De quoi s’agit-il',
  why: 'Pourquoi ça marche',
  spot: 'Comment la repérer',
  rating: 'Note SE',
  related: 'Techniques voisines',
  example: 'Un exemple commenté',
  practice: 'S’entraîner',
  practiceHelp: 'Une nouvelle grille dont la résolution demande cette technique, en mode Jeu.',
  loadingExample: 'Rejeu de la résolution jusqu’à l’étape…',
  /** The example's caption: the step's place on the path and where the puzzle comes from. */
  exampleCaption: (k, from) =>
    `Étape ${k + 1} de la résolution d’une grille de nos jeux de test (${from}), sur la grille telle qu’elle était juste avant : les chiffres et les candidats laissés par les étapes précédentes.`,
  /** The engine's sentence of the example's step, after its name and rating. */
  stepWords: (name, rating, text) => `${name} (${rating.toFixed(1)}) : ${text}`,
  pageTitle: (what) => `${what} · DLX Sudoku`,
  exampleFailed: (why) => `L’exemple n’a pas pu être dessiné : ${why}.`,
  noExample:
    'Aucune grille de nos jeux de test n’atteint cette technique sur le chemin de Sudoku Explainer : il n’y a donc ni exemple à dessiner, ni grille pour s’y entraîner.',
  baseRating: (r) => `Note de base ${r.toFixed(1)}.`,
  /** « Qu’est-ce qu’un X-Wing ? », « Que sont les Chaînes forcées de case ? » */
  whatIsLink: (name) => (/^Chaînes/.test(name) ? `Que sont les ${name} ?` : `Qu’est-ce que la technique ${name} ?`),
  practiceSearching: (name) => `Recherche d’une grille qui demande la technique ${name}…`,
  practiceGenerated: (name, rating, ms) =>
    `Entraînement : une nouvelle grille notée ${rating.toFixed(1)} dont la résolution demande la technique ${name}, créée en ${(ms / 1000).toFixed(1).replace('.', ',')} s. L’indice nomme la technique quand son étape arrive.`,
  practiceFromBank: (name, rating) =>
    `Entraînement : une grille dont la résolution demande la technique ${name} (notée ${rating.toFixed(1)}), tirée de notre réserve de grilles qui l’utilisent, chiffres renommés, lignes et colonnes mélangées : elle est nouvelle pour vous. L’indice nomme la technique quand son étape arrive.`,
  practiceFailed: (why) => `Pas de grille d’entraînement : ${why}.`,
  practiceStep: (name) => `Voici la technique ${name} que vous travaillez.`,
  unknown: (name) => `Aucune technique ne s’appelle « ${name} » ; voici la liste.`,
};

// Les ensembles et les poissons de taille 2, 3, 4 ; `name` d'un poisson porte son article.
const NUMBER = { 2: 'deux', 3: 'trois', 4: 'quatre' };
const hiddenSet = (n) =>
  `Un ensemble caché : ${NUMBER[n]} chiffres d’une unité (ligne, colonne ou bloc) qui ne peuvent aller que dans les ${NUMBER[n]} mêmes cases. Ces cases doivent contenir ces ${NUMBER[n]} chiffres : tout autre candidat y est éliminé.`;
const nakedSet = (n) =>
  `Un ensemble nu : ${NUMBER[n]} cases d’une même unité dont les candidats, réunis, ne sont que ${NUMBER[n]} chiffres. Ces chiffres remplissent ces cases, donc aucune autre case de l’unité ne peut les contenir.`;
const nakedWhy = (n) =>
  `${NUMBER[n][0].toUpperCase()}${NUMBER[n].slice(1)} cases doivent contenir ${NUMBER[n]} chiffres différents ; si leurs candidats se limitent à ces ${NUMBER[n]} chiffres, chacun d’eux est pris par ces cases, quel que soit leur ordre.`;
const hiddenWhy = (n) =>
  `Chacun des ${NUMBER[n]} chiffres doit figurer une fois dans l’unité et ne peut aller que dans les ${NUMBER[n]} cases : ${NUMBER[n]} chiffres pour ${NUMBER[n]} cases, les cases sont prises et il n’y reste de place pour aucun autre chiffre.`;
const fish = (n, name) =>
  `${name} est un poisson de taille ${n} : un chiffre dont les places, dans ${NUMBER[n]} lignes, tombent toutes dans les ${NUMBER[n]} mêmes colonnes (ou, dans ${NUMBER[n]} colonnes, dans les ${NUMBER[n]} mêmes lignes). Chacune de ces lignes contient le chiffre une fois, dans l’une de ces colonnes : les ${NUMBER[n]} colonnes reçoivent leurs ${NUMBER[n]} exemplaires de ces lignes, et le chiffre peut être éliminé du reste de ces colonnes (ou lignes).`;

export const LESSONS = {
  'hidden-single': {
    what: 'Un chiffre qui n’a plus qu’une place dans une ligne, une colonne ou un bloc y va. Le dernier chiffre (une unité avec une seule case vide) en est le cas particulier.',
    why: 'Chaque unité contient chaque chiffre exactement une fois ; quand toutes les autres cases de l’unité sont remplies ou voient ce chiffre, la dernière place est imposée.',
    spot: 'Prenez un chiffre et un bloc : barrez les lignes et les colonnes où le chiffre est déjà ; s’il reste une seule case, c’est la sienne. Les blocs se balaient le plus vite, puis les lignes et les colonnes.',
    rating:
      '1.0 pour la dernière case vide d’une unité, 1.2 pour une seule place dans un bloc, 1.5 pour une seule place dans une ligne ou une colonne.',
    related: ['naked-single', 'direct-pointing'],
  },
  'direct-pointing': {
    what: 'Un singleton caché trouvé sans annotations grâce à un pointage : dans un bloc, un chiffre n’est que sur une ligne, ce qui l’enlève du reste de cette ligne, et un autre bloc traversé par la ligne n’a plus qu’une place pour lui.',
    why: 'Le chiffre doit aller dans son bloc, sur cette ligne : les autres cases de la ligne (dans les autres blocs) ne peuvent pas le recevoir. Ce qui reste du chiffre dans l’autre bloc est sa seule place.',
    spot: 'En cherchant un singleton caché, quand un bloc en a presque un : regardez si un bloc voisin garde le chiffre sur une seule ligne ou colonne qui le traverse.',
    rating: '1.7. Seul le placement est fait ; les éliminations n’en sont que la raison.',
    related: ['pointing', 'hidden-single', 'direct-claiming'],
  },
  'direct-claiming': {
    what: 'Un singleton caché trouvé sans annotations grâce à une revendication : une ligne garde un chiffre à l’intérieur d’un seul bloc, ce qui l’enlève des autres cases du bloc, et une autre ligne (ou colonne) qui traverse le bloc n’a plus qu’une place pour lui.',
    why: 'La ligne doit placer le chiffre dans ce bloc, donc le bloc n’a pas d’autre place pour lui ; les cases d’une autre ligne traversant ce bloc qui pouvaient le recevoir tombent à une seule.',
    spot: 'Quand une ligne ou une colonne n’a un chiffre que dans un seul bloc, regardez les lignes parallèles qui traversent ce bloc : le chiffre y a peut-être une seule place.',
    rating: '1.9. Seul le placement est fait.',
    none: 'Pas d’exemple : il ne peut pas y en avoir. Chaque fois qu’une revendication directe existe, un singleton caché ou un pointage direct existe aussi, et Sudoku Explainer les prend d’abord (la preuve est dans la documentation, et un test la vérifie sur des milliers d’états). Aucun chemin de grille n’en montre donc, et il n’y a pas de grille pour s’y exercer ; la revendication elle-même (2.8) est courante.',
    related: ['claiming', 'direct-pointing', 'hidden-single'],
  },
  'direct-hidden-pair': {
    what: 'Une paire cachée qui laisse, dans la même unité, un autre chiffre avec une seule place : deux chiffres d’une unité confinés à deux cases prennent ces cases, et un troisième chiffre n’a plus qu’une case.',
    why: hiddenWhy(2),
    spot: 'Dans une unité qui a peu de cases vides, cherchez deux chiffres qui ne peuvent aller que dans les deux mêmes cases ; puis voyez quel chiffre n’a plus qu’une case parmi les autres.',
    rating: '2.0. Seul le placement est fait.',
    related: ['hidden-pair', 'direct-hidden-triplet', 'hidden-single'],
  },
  'naked-single': {
    what: 'Une case à qui il ne reste qu’un candidat : tous les autres chiffres sont dans sa ligne, sa colonne ou son bloc.',
    why: 'Une case doit contenir un chiffre ; elle en voit huit sur neuf, le neuvième est donc le sien.',
    spot: 'Regardez les cases dont la ligne, la colonne et le bloc sont bien remplis ; avec les annotations, une case qui n’a qu’un candidat.',
    rating:
      '2.3 : Sudoku Explainer l’essaie après les singletons cachés, le pointage direct et les paires cachées directes, car il est plus difficile à voir sans annotations.',
    related: ['hidden-single', 'naked-pair'],
  },
  'direct-hidden-triplet': {
    what: 'Un triplet caché qui laisse un autre chiffre de la même unité avec une seule place.',
    why: hiddenWhy(3),
    spot: 'Dans une unité avec plusieurs cases vides, trouvez trois chiffres dont les places sont les trois mêmes cases ; les autres chiffres se partagent les cases restantes, et l’un d’eux n’a peut-être plus qu’une place.',
    rating: '2.5. Seul le placement est fait.',
    related: ['hidden-triplet', 'direct-hidden-pair'],
  },
  pointing: {
    what: 'Dans un bloc, tous les candidats d’un chiffre sont sur une même ligne ou une même colonne : le chiffre peut être éliminé du reste de cette ligne, hors du bloc.',
    why: 'Le bloc doit contenir le chiffre, et quelle que soit la case qui le reçoit, elle est sur la ligne ; la ligne ne contient le chiffre qu’une fois, donc ses cases hors du bloc ne le peuvent pas.',
    spot: 'Pour chaque bloc et chaque chiffre, regardez si les candidats du chiffre sont alignés.',
    rating: '2.6.',
    related: ['claiming', 'direct-pointing'],
  },
  claiming: {
    what: 'Dans une ligne ou une colonne, tous les candidats d’un chiffre sont dans un même bloc : le chiffre peut être éliminé du reste de ce bloc.',
    why: 'La ligne doit placer le chiffre dans ce bloc : l’exemplaire du bloc est sur la ligne, et ses autres cases ne peuvent pas le contenir.',
    spot: 'Pour chaque ligne et chaque colonne, regardez si les candidats d’un chiffre restent dans un seul bloc.',
    rating: '2.8.',
    related: ['pointing', 'direct-claiming'],
  },
  'naked-pair': {
    what: `${nakedSet(2)} Ici : deux cases avec les deux mêmes candidats.`,
    why: nakedWhy(2),
    spot: 'Cherchez deux cases d’une unité qui ont les deux mêmes candidats.',
    rating: '3.0.',
    related: ['naked-triplet', 'hidden-pair', 'xy-wing'],
  },
  'x-wing': {
    what: fish(2, 'Le X-Wing'),
    why: 'Dans les deux lignes, le chiffre est aux coins d’un rectangle : soit en haut à gauche et en bas à droite, soit en haut à droite et en bas à gauche. Dans les deux cas, chacune des deux colonnes a son exemplaire, et leurs autres cases ne peuvent pas l’avoir.',
    spot: 'Pour un chiffre, trouvez deux lignes où il a exactement deux places, dans les deux mêmes colonnes (ou l’inverse, colonnes et lignes échangées).',
    rating: '3.2.',
    related: ['swordfish', 'jellyfish', 'turbot-fish', 'generalized-x-wing'],
  },
  'hidden-pair': {
    what: hiddenSet(2),
    why: hiddenWhy(2),
    spot: 'Dans chaque unité, cherchez deux chiffres qui ont exactement deux places, les deux mêmes cases.',
    rating: '3.4.',
    related: ['naked-pair', 'hidden-triplet', 'direct-hidden-pair'],
  },
  'naked-triplet': {
    what: `${nakedSet(3)} Chaque case n’a pas besoin des trois chiffres : 12, 23 et 13 forment un triplet.`,
    why: nakedWhy(3),
    spot: 'Cherchez trois cases d’une unité dont les candidats, réunis, n’utilisent que trois chiffres.',
    rating: '3.6.',
    related: ['naked-pair', 'naked-quad', 'hidden-triplet'],
  },
  swordfish: {
    what: fish(3, 'L’Espadon'),
    why: 'Trois lignes doivent chacune contenir le chiffre une fois, et toutes leurs places sont dans trois colonnes : les trois exemplaires tombent dans trois colonnes différentes, un chacune ; ces colonnes sont servies et leurs autres cases perdent le chiffre.',
    spot: 'Pour un chiffre, trouvez trois lignes où il a deux ou trois places chacune, toutes dans les trois mêmes colonnes.',
    rating: '3.8.',
    related: ['x-wing', 'jellyfish'],
  },
  'hidden-triplet': {
    what: hiddenSet(3),
    why: hiddenWhy(3),
    spot: 'Dans chaque unité, cherchez trois chiffres dont les places, réunies, ne sont que trois cases.',
    rating: '4.0.',
    related: ['hidden-pair', 'hidden-quad', 'naked-triplet'],
  },
  'xy-wing': {
    what: 'Trois cases à deux candidats : un pivot XY qui voit deux ailes, XZ et YZ. Toute case qui voit les deux ailes ne peut pas être Z.',
    why: 'Si le pivot vaut X, l’aile XZ vaut Z ; s’il vaut Y, c’est l’aile YZ qui vaut Z. Une des ailes contient Z dans tous les cas, et une case qui voit les deux serait en conflit avec elle.',
    spot: 'Partez d’une case à deux candidats ; parmi les cases bivaleurs qu’elle voit, trouvez-en deux qui partagent chacune un chiffre avec elle, et un troisième chiffre entre elles.',
    rating: '4.2.',
    related: ['xyz-wing', 'naked-pair', 'forcing-chain'],
  },
  'xyz-wing': {
    what: 'Un XY-Wing dont le pivot contient aussi Z : un pivot XYZ avec les ailes XZ et YZ. Une case qui voit les trois cases ne peut pas être Z.',
    why: 'Le pivot vaut X, Y ou Z : si X, l’aile XZ vaut Z ; si Y, l’aile YZ vaut Z ; si Z, c’est le pivot. Z est dans l’une des trois, donc une case qui les voit toutes ne peut pas le contenir.',
    spot: 'Une case à trois candidats et deux cases bivaleurs qu’elle voit, chacune une paire tirée de ses trois chiffres, avec Z en commun ; les cibles sont dans le bloc ou la ligne du pivot.',
    rating: '4.4.',
    related: ['xy-wing'],
  },
  'naked-quad': {
    what: nakedSet(4),
    why: nakedWhy(4),
    spot: 'Dans une unité avec beaucoup de cases vides, cherchez quatre cases dont les candidats n’utilisent que quatre chiffres ; il est souvent plus facile de voir l’ensemble caché formé par les autres cases.',
    rating: '5.0.',
    related: ['naked-triplet', 'hidden-quad'],
  },
  jellyfish: {
    what: fish(4, 'La Méduse'),
    why: 'Quatre lignes doivent chacune contenir le chiffre une fois, toutes dans quatre colonnes : ces quatre colonnes sont servies par elles.',
    spot: 'Pour un chiffre qui a encore beaucoup de places, trouvez quatre lignes dont les places restent dans quatre colonnes.',
    rating: '5.2.',
    related: ['swordfish', 'x-wing'],
  },
  'hidden-quad': {
    what: hiddenSet(4),
    why: hiddenWhy(4),
    spot: 'Dans une unité avec beaucoup de cases vides, trouvez quatre chiffres confinés aux quatre mêmes cases.',
    rating: '5.4.',
    related: ['hidden-triplet', 'naked-quad'],
  },
  'aligned-pair-exclusion': {
    what: 'Deux cases, et les paires de chiffres qu’elles pourraient contenir ensemble. Une paire est impossible quand les deux chiffres sont égaux et que les cases se voient, ou quand une case qui voit les deux a exactement ces deux candidats. Un chiffre qui n’apparaît dans aucune paire possible est éliminé de sa case.',
    why: 'Si les deux cases prenaient les deux chiffres d’une case bivaleur qui les voit toutes deux, cette case resterait vide. Toutes les combinaisons sont essayées : ce qu’aucune ne permet ne peut pas arriver.',
    spot: 'Deux cases avec peu de candidats, et plusieurs cases bivaleurs qui les voient toutes deux (il en faut au moins deux).',
    rating: '6.2.',
    related: ['aligned-triplet-exclusion', 'xy-wing'],
  },
  'aligned-triplet-exclusion': {
    what: 'L’Exclusion de paire alignée avec trois cases : les triplets de chiffres qu’elles pourraient contenir ensemble, chacun confronté aux cases qui voient les trois (avec deux ou trois candidats). Un chiffre qui n’est dans aucun triplet possible est éliminé.',
    why: 'Un triplet qui laisserait sans candidat une case voyant les trois est impossible ; un chiffre que tous les triplets possibles excluent n’est pas dans la solution à cet endroit.',
    spot: 'Difficile à la main : trois cases proches avec peu de candidats, entourées de petites cases qui les voient toutes.',
    rating: '7.5.',
    related: ['aligned-pair-exclusion'],
  },
  'bidirectional-x-cycle': {
    what: 'Une boucle de cases d’un même chiffre reliées tour à tour par des liens forts (le chiffre n’a que deux places dans une unité) et des liens faibles (deux cases qui se voient). Le long d’une telle boucle, le chiffre alterne vrai, faux, vrai, faux… dans un sens comme dans l’autre.',
    why: 'La boucle a deux lectures, et l’une d’elles est la solution : dans les deux, chaque lien faible a exactement une extrémité qui contient le chiffre. Une case hors de la boucle qui voit les deux extrémités d’un lien faible voit donc le chiffre dans tous les cas, et le perd.',
    spot: 'Pour un chiffre, reliez les paires conjuguées (unités où il a deux places) en une boucle fermée.',
    rating: '6.5, plus 0.1 à chaque palier de longueur (plus de 6 nœuds, plus de 8, 10, 14…).',
    related: ['generalized-x-wing', 'turbot-fish', 'bidirectional-y-cycle', 'x-wing'],
  },
  'generalized-x-wing': {
    what: 'Le nom que donne Sudoku Explainer à un cycle X d’exactement quatre cases : une boucle d’un chiffre passant par quatre cases. Un X-Wing ordinaire de deux lignes et deux colonnes est trouvé plus tôt (3.2) ; et, comme le prouve la documentation, toute autre boucle de quatre cases l’est aussi : celle qui passe par un bloc est prise avant par les candidats verrouillés.',
    why: 'Comme dans tout cycle X, le chiffre occupe deux coins opposés de la boucle, l’une ou l’autre paire ; une case qui voit les deux extrémités d’un lien faible le perd.',
    spot: 'Deux liens forts d’un même chiffre (chacun une unité où il a deux places) dont les extrémités se voient deux à deux, au moins un lien étant un bloc.',
    rating: '6.5.',
    none: 'Pas d’exemple : aucune grille ne peut en avoir besoin. Chaque fois qu’une boucle de quatre cases d’un chiffre élimine un candidat, un singleton caché, un pointage, une revendication ou un X-Wing de ce chiffre est là aussi, et Sudoku Explainer les prend d’abord. Aussi aucun de ses chemins enregistrés de 12 540 grilles de nos jeux de test ne la nomme, ni aucun des chemins de notre moteur pour 31 464 grilles (dont 10 000 produites par notre générateur, notées de 6.5 à 7.9) ; il n’y a donc pas de grille pour s’y exercer.',
    related: ['x-wing', 'bidirectional-x-cycle', 'turbot-fish'],
  },
  'bidirectional-y-cycle': {
    what: 'Une boucle de cases bivaleurs, chacune partageant un chiffre avec la suivante (une chaîne XY qui se referme sur elle-même). Chaque case contient l’un de ses deux chiffres et passe l’autre le long de la boucle.',
    why: 'Qu’on parcoure la boucle dans un sens ou dans l’autre, chaque lien entre deux cases a son chiffre commun dans exactement l’une d’elles ; une case hors de la boucle qui voit les deux cases d’un lien perd ce chiffre.',
    spot: 'Des chaînes de cases bivaleurs (comme pour un XY-Wing) qui reviennent à leur point de départ.',
    rating: '6.5, plus le bonus de longueur.',
    related: ['bidirectional-x-cycle', 'xy-wing', 'bidirectional-cycle'],
  },
  'turbot-fish': {
    what: 'Une chaîne d’un chiffre faite de deux liens forts reliés par un lien faible : A=B – C=D. A ou D contient le chiffre, donc une case qui voit les deux le perd. Le gratte-ciel (Skyscraper) et le cerf-volant (2-String Kite) sont des Turbot Fish.',
    why: 'Si A n’est pas le chiffre, B l’est (lien fort) ; alors C ne l’est pas (elles se voient), donc D l’est (lien fort). A ou D est donc le chiffre.',
    spot: 'Pour un chiffre, deux unités où il a exactement deux places, une place de l’une voyant une place de l’autre.',
    rating: '6.6 (une chaîne de six nœuds : pas de bonus de longueur).',
    related: ['forcing-x-chain', 'x-wing', 'generalized-x-wing'],
  },
  'forcing-x-chain': {
    what: 'Une chaîne alternée d’un seul chiffre (liens fort, faible, fort…) plus longue qu’un Turbot Fish, qui prouve que l’une de ses deux extrémités contient le chiffre ; ou une chaîne partie d’un candidat qui revient à sa propre case en « faux », ce qui l’élimine.',
    why: 'Un lien fort veut dire « sinon ici, alors là » : en suivant la chaîne, si la première extrémité n’est pas le chiffre, la dernière l’est. Une case qui voit les deux extrémités ne peut pas être le chiffre.',
    spot: 'Reliez les paires conjuguées d’un chiffre en un chemin ; coloriez ses cases en alternance ; les cases qui voient deux extrémités de couleurs différentes perdent le chiffre.',
    rating: '6.6, plus 0.1 à chaque palier de longueur.',
    related: ['turbot-fish', 'bidirectional-x-cycle', 'forcing-chain'],
  },
  'bidirectional-cycle': {
    what: 'Une boucle qui mêle les deux sortes de liens : les liens forts d’un chiffre dans une unité, et les deux chiffres d’une case bivaleur. Elle se lit dans les deux sens, comme les cycles X et Y.',
    why: 'Chaque lien faible de la boucle a exactement une extrémité vraie, quelle que soit la lecture : ce qui voit les deux extrémités d’un lien faible est éliminé.',
    spot: 'Faites grandir une boucle à partir de cases bivaleurs et de paires conjuguées, en changeant de chiffre à l’intérieur des cases bivaleurs.',
    rating: '7.0, plus le bonus de longueur.',
    related: ['bidirectional-x-cycle', 'bidirectional-y-cycle', 'forcing-chain'],
  },
  'forcing-chain': {
    what: 'Une chaîne alternée qui peut changer de chiffre à l’intérieur d’une case bivaleur (une chaîne XY, et plus) : supposer un candidat mène à une contradiction avec lui-même, ou les deux extrémités de la chaîne imposent la même conclusion.',
    why: 'Chaque lien est une règle simple (une case contient un chiffre, une unité contient chaque chiffre une fois) ; si supposer « r1c6 vaut 5 » mène par ces règles à « r1c6 ne vaut pas 5 », la supposition est fausse.',
    spot: 'Depuis une case bivaleur, suivez les « si ceci, alors cela » à travers cases bivaleurs et paires conjuguées, et guettez une case atteinte deux fois, ou une case vue depuis les deux extrémités.',
    rating: '7.0, plus 0.1 à chaque palier de longueur.',
    related: ['forcing-x-chain', 'bidirectional-cycle', 'nishio-forcing-chains', 'xy-wing'],
  },
  'nishio-forcing-chains': {
    what: 'On suppose un chiffre dans une case et on ne suit que les conséquences de ce chiffre-là (les éliminations dans ses unités, et les singletons de ce chiffre qu’elles créent) : si elles mènent à une unité ou une case sans place pour quelque chose, la supposition était fausse.',
    why: 'Un candidat vrai ne peut pas mener à une contradiction ; un candidat dont les conséquences se contredisent est donc éliminé.',
    spot: 'Un chiffre qui a peu de places : placez-le dans l’une d’elles et voyez si ses autres unités ont encore de la place pour lui.',
    rating: '7.5, plus le bonus de longueur.',
    related: ['forcing-x-chain', 'dynamic-contradiction-forcing-chains'],
  },
  'cell-forcing-chains': {
    what: 'Une case qui a trois candidats ou plus : chaque candidat, supposé tour à tour, mène par des chaînes à la même conclusion ailleurs, qui est donc vraie.',
    why: 'La case contient l’un de ses candidats ; si chacun d’eux impose le même fait, ce fait est vrai quel que soit le chiffre de la case.',
    spot: 'Une case avec peu de candidats dont chaque chiffre impose quelque chose dans une même case voisine.',
    rating: '8.0, plus le bonus de longueur (qui compte les nœuds de toutes les branches).',
    related: ['region-forcing-chains', 'forcing-chain', 'dynamic-cell-forcing-chains'],
  },
  'region-forcing-chains': {
    what: 'Un chiffre qui a plusieurs places dans une unité : chaque place, supposée tour à tour, mène à la même conclusion, qui est donc vraie.',
    why: 'Le chiffre est à l’une de ses places dans l’unité ; si chacune impose le même fait, ce fait est vrai.',
    spot: 'Un chiffre qui a trois places dans une unité et dont les conséquences se rejoignent dans une même case.',
    rating: '8.0, plus le bonus de longueur (toutes les branches).',
    related: ['cell-forcing-chains', 'dynamic-region-forcing-chains'],
  },
  search: {
    what: 'Le dernier recours quand aucune technique du catalogue ne s’applique : un candidat dont le placement ne laisse aucune solution à la grille, ce que le moteur Dancing Links prouve en comptant, est éliminé.',
    why: 'La grille a une seule solution ; un chiffre qui n’en admet aucune n’en fait pas partie.',
    spot: 'Ce n’est pas une technique humaine : elle tient lieu d’essai-erreur, et place la grille au-delà de l’échelle de Sudoku Explainer.',
    rating: '20, l’« au-delà du solveur » de Sudoku Explainer.',
    none: 'Pas d’exemple : aucune grille connue n’atteint cette étape. Les chaînes forcées imbriquées résolvent toutes les grilles de nos jeux de test, y compris les 2 375 plus difficiles connues ; le chemin de Sudoku Explainer ne se rabat donc jamais sur la recherche, et il n’y a pas de grille pour s’y exercer.',
    related: ['nested-contradiction-forcing-chains-5'],
  },
};

// Rectangles et boucles uniques : une idée, quatre types.
const UNIQUE_WHY =
  'Une grille valide a une seule solution. Si les cases du motif ne contenaient que les deux chiffres X et Y, on pourrait les échanger et la grille aurait deux solutions ; les candidats en plus ne peuvent donc pas être tous faux.';
const UNIQUE_TYPES = {
  1: {
    what: 'trois des coins n’ont que X et Y : le quatrième coin ne peut être ni X ni Y, qui y sont éliminés.',
    spot: 'trois cases bivaleurs avec la même paire',
  },
  2: {
    what: 'deux coins ont un seul et même chiffre en plus, Z : l’un d’eux contient Z, donc Z est éliminé de toute case qui voit les deux.',
    spot: 'deux cases avec la paire plus le même troisième chiffre',
  },
  3: {
    what: 'les chiffres en plus de deux coins se comportent comme une seule case qui, avec d’autres cases de leur unité, forme un ensemble nu : les chiffres de l’ensemble sont éliminés du reste de l’unité.',
    spot: 'deux cases avec la paire plus des chiffres en plus, à côté de cases qui n’ont que ces chiffres-là',
  },
  4: {
    what: 'dans une unité qui contient deux coins, X n’a pas d’autre place : l’un d’eux vaut X, donc aucun ne peut valoir Y, qui est éliminé des deux.',
    spot: 'deux coins dans une unité où l’un des chiffres de la paire n’a que ces deux places',
  },
};
const UNIQUE_RECTANGLE = {
  what: 'Quatre cases aux coins d’un rectangle sur deux blocs, chacune avec les deux mêmes candidats X et Y, et peut-être d’autres. Dans le type {type}, {what}',
  spot: 'Cherchez la même paire de candidats dans quatre coins qui tiennent dans deux blocs ; type {type} : {spot}.',
  rating: '4.5. Elle suppose que la grille a une seule solution (le moteur le prouve avant de s’en servir).',
  ratingType3: '4.5, plus 0.1 par chiffre de l’ensemble nu au-delà du premier (un ensemble caché ajoute moins).',
};
const UNIQUE_LOOP = {
  what: 'Une boucle de cases plus longue (6, 8 ou plus), deux dans chaque unité traversée, toutes avec les deux mêmes candidats X et Y et peut-être d’autres : un rectangle unique de plus de quatre cases. Dans le type {type}, {what}',
  spot: 'Suivez les cases qui ont la même paire, en tournant à chaque unité, jusqu’à ce que le chemin se referme ; type {type} : {spot}.',
  rating: '4.6 pour 6 cases, 4.7 pour 8, 5.0 pour 10 ou plus.',
  ratingType3: '4.6 pour 6 cases, 4.7 pour 8, 5.0 pour 10 ou plus, plus le bonus de l’ensemble nu.',
};

// BUG : le « bivalue universal grave ».
const BUG_WHY =
  'Une grille où chaque case ouverte a deux candidats et chaque chiffre deux places dans chaque unité a soit aucune solution, soit deux (les chiffres peuvent s’échanger tout autour) : une grille à solution unique n’est jamais dans cet état, et ce sont les candidats en plus qui l’en tiennent à l’écart.';
const BUG_TYPES = {
  1: 'chaque case ouverte a deux candidats sauf une, qui en a plus ; son chiffre BUG (celui qui a trois places dans les unités de la case) doit être le sien, et ses autres candidats sont éliminés.',
  2: 'plusieurs cases ont un candidat en plus, le même chiffre Z : l’une d’elles vaut Z, donc Z est éliminé des cases qui les voient toutes.',
  3: 'deux cases d’une unité ont des candidats en plus ; pris ensemble, avec d’autres cases de cette unité, ils forment un ensemble nu, dont les chiffres sont éliminés des autres cases de l’unité.',
  4: 'deux cases avec des candidats en plus partagent une unité et un autre chiffre d : sans leurs candidats en plus, toutes deux vaudraient d ; l’une contient donc son chiffre en plus et l’autre d, et chacune ne garde que ses candidats en plus et d.',
};
const BUG_LESSON = {
  what: 'Un BUG (bivalue universal grave) est une grille où chaque case ouverte a deux candidats et chaque chiffre deux places dans chaque unité. Type {type} : {what}',
  spot: 'En fin de grille, quand presque toutes les cases ont deux candidats : trouvez les quelques cases qui en ont plus.',
  ratings: {
    1: '5.6.',
    2: '5.7.',
    3: '5.7, plus 0.1 par chiffre de l’ensemble nu au-delà du premier (5.8 à 6.2).',
    4: '5.7.',
  },
};

// Chaînes forcées dynamiques : quatre sortes, puis les niveaux d'imbrication par-dessus.
const KIND = {
  contradiction: {
    form: 'par contradiction',
    what: 'supposer un candidat mène à une contradiction (une case ou une unité privée d’un chiffre qu’il lui faut, ou deux chiffres qui se disputent une case), et le candidat est éliminé ; ou le supposer faux y mène, et il est placé',
    spot: 'un candidat dont le placement entraîne beaucoup de singletons',
  },
  double: {
    form: 'double',
    what: 'supposer un candidat vrai et le supposer faux mènent tous deux à la même conclusion, vraie dans les deux cas',
    spot: 'un candidat à deux issues (d’une paire conjuguée ou d’une case bivaleur) aux conséquences lointaines',
  },
  cell: {
    form: 'de case',
    what: 'chaque candidat d’une case, supposé tour à tour, mène à la même conclusion',
    spot: 'une case avec peu de candidats',
  },
  region: {
    form: 'de région',
    what: 'chaque place d’un chiffre dans une unité, supposée tour à tour, mène à la même conclusion',
    spot: 'un chiffre qui a peu de places dans une unité',
  },
};
const DYNAMIC =
  'Une chaîne dynamique suit toutes les conséquences d’une supposition à la fois : chaque élimination est faite sur une copie de travail de la grille, si bien que les liens suivants peuvent utiliser les singletons et les « seule place restante » que ces éliminations créent, ce qu’une chaîne statique ne peut pas faire.';
const HELPERS = {
  plus: 'pendant que les chaînes se propagent, les techniques simples (pointage et revendication, paires cachées et nues, X-Wing) tournent aussi sur la grille de travail, et ce qu’elles éliminent rejoint la chaîne.',
  2: 'Quand une propagation cale, les chaînes et cycles statiques (6.5–7.5) tournent sur la grille de travail, et leurs éliminations alimentent la chaîne principale.',
  3: 'Comme au niveau 2, et les chaînes forcées statiques de case et de région (8.0) tournent aussi sur la grille de travail.',
  4: 'Des chaînes forcées dynamiques (8.5) tournent dans la grille de travail de la chaîne principale.',
  5: 'Des chaînes forcées dynamiques qui utilisent elles-mêmes les chaînes statiques (le niveau 2 à l’intérieur du niveau 4) : le plus loin où va Sudoku Explainer.',
};
const CHAIN_LESSONS = {
  chain: {
    what: '{dynamic} Dans la variante {form}, {what}.',
    why: 'Chaque lien est imposé par les règles sur la grille de travail ; une supposition qui aboutit à une contradiction est fausse, et un fait atteint depuis chacun des cas possibles est vrai.',
    spot: 'Guère à la main : c’est une technique d’ordinateur. Son point de départ est souvent {spot}.',
    rating: '8.5, plus le bonus de longueur sur tous les nœuds de toutes les branches.',
  },
  plus: {
    what: 'Une chaîne forcée dynamique {form} ({what}) avec de l’aide : {helpers}',
    why: 'Les techniques qui s’y joignent sont valables sur n’importe quelle grille, celle de travail comprise ; leurs éliminations sont donc aussi forcées que les liens propres de la chaîne.',
    spot: 'Au-delà de la résolution à la main : le moteur montre quels nœuds les aides ont apportés.',
    rating: '9.0, plus le bonus de longueur.',
  },
  nested: {
    what: 'Une chaîne forcée imbriquée, niveau {level} : une chaîne forcée dynamique {form} ({what}) dans laquelle des chaînes entières servent d’aides. {helpers}',
    why: 'Une chaîne trouvée sur la grille de travail y est aussi valable que sur la vraie : elle n’élimine que ce que la supposition implique.',
    spot: 'Une technique d’ordinateur pour les grilles les plus difficiles connues ; une seule étape peut prendre au moteur de quelques secondes à quelques minutes.',
    rating: '{base}, plus le bonus de longueur, qui compte aussi les nœuds de chaque chaîne intérieure distincte.',
    none: 'Pas d’exemple : aucune grille connue n’a besoin du niveau 5. Toutes les grilles de nos jeux de test, y compris les 2 375 plus difficiles connues (notées jusqu’à 11.9), se résolvent avec le niveau 4 au plus : aucun chemin réel n’a d’étape de niveau 5 à montrer, et il n’y a pas de grille pour s’y exercer.',
  },
};

// The families' words; www/learn/families.js builds their lessons.
export const FAMILIES = {
  unique: { why: UNIQUE_WHY, types: UNIQUE_TYPES, rectangle: UNIQUE_RECTANGLE, loop: UNIQUE_LOOP },
  bug: { why: BUG_WHY, types: BUG_TYPES, ...BUG_LESSON },
  dynamic: { intro: DYNAMIC, kinds: KIND, helpers: HELPERS, ...CHAIN_LESSONS },
};
