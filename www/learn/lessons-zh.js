// 学习栏目的简体中文文字：视图的字符串（`UI`）和每种技巧一课（`LESSONS`），与 lessons-en.js
// 形式相同（相同的键、相同的字段；`related` 和 SE 评分与英文相同）。技巧名称用 www/i18n/zh.js
// 中的名称。只差一个词的系列（动态链的四种、嵌套层级、唯一矩形和唯一环的类型、BUG）只写一次，
// 作为 `FAMILIES` 中的模板（{占位符} 由 www/learn/families.js 填入，这些课由它生成）。

export const UI = {
  title: '学习解题技巧',
  intro:
    '提示和步骤面板用到的所有技巧，按 Sudoku Explainer 尝试它们的顺序排列：最简单的在前。每页讲解一种技巧，在一道真实的题目上演示它，并给你一道题来练习。',
  back: '返回游戏',
  index: '全部技巧',
  what: '是什么',
  why: '为什么成立',
  spot: '怎样找到它',
  rating: 'SE 评分',
  related: '相关技巧',
  example: '实例讲解',
  practice: '练习',
  practiceHelp: '在“游戏”中开一道新题，其解题路径需要用到这种技巧。',
  loadingExample: '正在重放解题路径，直到这一步……',
  /** The example's caption: the step's place on the path and where the puzzle comes from. */
  exampleCaption: (k, from) =>
    `我们测试题库中一道题（${from}）解题路径的第 ${k + 1} 步，盘面是这一步之前的样子：已有的数字和前面各步留下的候选数。`,
  /** The engine's sentence of the example's step, after its name and rating. */
  stepWords: (name, rating, text) => `${name}（${rating.toFixed(1)}）：${text}`,
  pageTitle: (what) => `${what} · DLX Sudoku`,
  exampleFailed: (why) => `无法画出实例：${why}。`,
  noExample:
    '我们的测试题库中没有哪道题在 Sudoku Explainer 的解题路径上用到这种技巧，所以没有实例可画，也没有题目可供练习。',
  baseRating: (r) => `基础评分 ${r.toFixed(1)}。`,
  /** “什么是X翼？” */
  whatIsLink: (name) => `什么是${name}？`,
  practiceSearching: (name) => `正在寻找需要${name}的题目……`,
  practiceGenerated: (name, rating, ms) =>
    `练习：一道评分 ${rating.toFixed(1)} 的新题，解题路径需要${name}，用时 ${(ms / 1000).toFixed(1)} 秒生成。轮到这一步时，提示会说出技巧的名称。`,
  practiceFromBank: (name, rating) =>
    `练习：一道解题路径需要${name}的题目（评分 ${rating.toFixed(1)}），取自我们收集的用到这种技巧的题库，数字已重新编排，行和列已打乱，所以对你来说是新题。轮到这一步时，提示会说出技巧的名称。`,
  practiceFailed: (why) => `没有练习题：${why}。`,
  practiceStep: (name) => `这就是你正在练习的${name}。`,
  unknown: (name) => `没有名为“${name}”的技巧；下面是全部技巧的列表。`,
};

// 大小为 2、3、4 的数组和鱼。
const NUMBER = { 2: '两', 3: '三', 4: '四' };
const hiddenSet = (n) =>
  `隐性数组：一个区域（行、列或宫）中有${NUMBER[n]}个数字只能填在同样的${NUMBER[n]}个格里。这${NUMBER[n]}个格必须填这${NUMBER[n]}个数字，所以格中其他的候选数都可以删去。`;
const nakedSet = (n) =>
  `显性数组：同一区域中有${NUMBER[n]}个格，它们的候选数合起来只有${NUMBER[n]}个数字。这些数字正好填满这几个格，所以区域中其他格都不能再填这些数字。`;
const nakedWhy = (n) =>
  `${NUMBER[n]}个格必须填${NUMBER[n]}个不同的数字；如果它们的候选数只有这${NUMBER[n]}个数字，那么不论怎样排列，每个数字都被这几个格用掉了。`;
const hiddenWhy = (n) =>
  `这${NUMBER[n]}个数字在区域中都必须出现一次，而且都只能填在这${NUMBER[n]}个格里：${NUMBER[n]}个数字需要${NUMBER[n]}个格，这些格就被占满了，再也容不下别的数字。`;
const fish = (n, name) =>
  `${name}是大小为 ${n} 的鱼：某个数字在${NUMBER[n]}行中的位置全部落在同样的${NUMBER[n]}列里（或在${NUMBER[n]}列中全部落在同样的${NUMBER[n]}行里）。这几行各自要在这几列之一中填一次这个数字，所以这${NUMBER[n]}列的${NUMBER[n]}个该数字都来自这几行，这几列（或行）的其余格可以删去该数字。`;

export const LESSONS = {
  'hidden-single': {
    what: '某个数字在一行、一列或一宫中只剩一个位置可填，就填在那里。区域里只剩一个空格（最后一格）是它的特例。',
    why: '每个区域中每个数字恰好出现一次；当区域中其他格都已填好或都能看到这个数字时，剩下的那个位置就是唯一的选择。',
    spot: '选定一个数字和一个宫：划掉这个数字已经出现的行和列；如果只剩一格，那就是它的位置。宫最容易扫，其次是行和列。',
    rating: '1.0：区域中的最后一个空格；1.2：宫中唯一的位置；1.5：行或列中唯一的位置。',
    related: ['naked-single', 'direct-pointing'],
  },
  'direct-pointing': {
    what: '不用候选数标记、借助宫区块找到的隐性唯一数：某个数字在一个宫中只出现在一行上，因而从这一行的其余格中排除，同一行经过的另一个宫里就只剩一个位置给它。',
    why: '这个数字必须填在它所在的宫里、这一行上，所以这一行的其他格（在其他宫中）都不能填它。它在另一个宫中剩下的位置就是唯一的位置。',
    spot: '在找隐性唯一数时，如果某个宫差一点就有一个：看看相邻的宫是否把这个数字限制在穿过它的某一行或某一列上。',
    rating: '1.7。只做填数；排除只是理由。',
    related: ['pointing', 'hidden-single', 'direct-claiming'],
  },
  'direct-claiming': {
    what: '不用候选数标记、借助行列区块找到的隐性唯一数：某行把一个数字限制在一个宫内，因而从这个宫的其他格中排除，穿过这个宫的另一行（或列）就只剩一个位置给它。',
    why: '这一行必须在这个宫里填这个数字，所以这个宫再没有别的位置给它；穿过这个宫的另一行中原本能填它的格就减少到一个。',
    spot: '当一行或一列中某个数字只出现在一个宫里时，看看穿过这个宫的平行的行或列，这个数字在那里可能只剩一个位置。',
    rating: '1.9。只做填数。',
    none: '没有实例：也不可能有。只要存在直接行列区块，就一定同时存在隐性唯一数或直接宫区块，而 Sudoku Explainer 会先用它们（证明见文档，并有测试在数千个局面上验证）。所以没有任何解题路径会出现它，也没有题目可供练习；普通的行列区块（2.8）则很常见。',
    related: ['claiming', 'direct-pointing', 'hidden-single'],
  },
  'direct-hidden-pair': {
    what: '一个隐性数对使同一区域中另一个数字只剩一个位置：区域中两个数字被限制在两个格里，占住了这两个格，于是第三个数字只剩一个格。',
    why: hiddenWhy(2),
    spot: '在空格不多的区域中，找两个只能填在同样两个格里的数字；再看其余格中哪个数字只剩一个位置。',
    rating: '2.0。只做填数。',
    related: ['hidden-pair', 'direct-hidden-triplet', 'hidden-single'],
  },
  'naked-single': {
    what: '只剩一个候选数的格：其他数字都已出现在它所在的行、列或宫中。',
    why: '每个格都要填一个数字；九个数字中它能看到八个，第九个就是它的数字。',
    spot: '看那些所在行、列和宫都比较满的格；有候选数标记时，就是只有一个标记的格。',
    rating:
      '2.3：Sudoku Explainer 把它排在隐性唯一数、直接宫区块和直接隐性数对之后，因为没有候选数标记时它更难看出来。',
    related: ['hidden-single', 'naked-pair'],
  },
  'direct-hidden-triplet': {
    what: '一个隐性三数组使同一区域中另一个数字只剩一个位置。',
    why: hiddenWhy(3),
    spot: '在有好几个空格的区域中，找三个位置正好是同样三个格的数字；其余数字分用剩下的格，其中可能有一个数字只剩一个位置。',
    rating: '2.5。只做填数。',
    related: ['hidden-triplet', 'direct-hidden-pair'],
  },
  pointing: {
    what: '在一个宫中，某个数字的候选数全部位于同一行或同一列：可以把这个数字从这一行（列）在宫外的其余格中删去。',
    why: '这个宫必须有这个数字，而不论哪一格填它，都在这条线上；这条线上这个数字只能出现一次，所以宫外的格都不能填它。',
    spot: '对每个宫和每个数字，看这个数字的候选数是否排成一条线。',
    rating: '2.6。',
    related: ['claiming', 'direct-pointing'],
  },
  claiming: {
    what: '在一行或一列中，某个数字的候选数全部位于同一个宫内：可以把这个数字从这个宫的其余格中删去。',
    why: '这条线必须在这个宫里填这个数字，所以这个宫的该数字就在这条线上，宫中其他格都不能填它。',
    spot: '对每一行和每一列，看某个数字的候选数是否都在一个宫里。',
    rating: '2.8。',
    related: ['pointing', 'direct-claiming'],
  },
  'naked-pair': {
    what: `${nakedSet(2)}在这里就是：两个格有同样的两个候选数。`,
    why: nakedWhy(2),
    spot: '找一个区域中候选数标记完全相同、且只有两个的两个格。',
    rating: '3.0。',
    related: ['naked-triplet', 'hidden-pair', 'xy-wing'],
  },
  'x-wing': {
    what: fish(2, 'X翼'),
    why: '在这两行中，这个数字位于一个矩形的四个角上：要么是左上和右下，要么是右上和左下。无论哪种，两列各有一个该数字，所以这两列的其他格都不能再填它。',
    spot: '对某个数字，找两行，它在每行中恰好有两个位置，而且在同样的两列上（或把行和列对调）。',
    rating: '3.2。',
    related: ['swordfish', 'jellyfish', 'turbot-fish', 'generalized-x-wing'],
  },
  'hidden-pair': {
    what: hiddenSet(2),
    why: hiddenWhy(2),
    spot: '在每个区域中，找两个恰好各有两个位置、而且是同样两个格的数字。',
    rating: '3.4。',
    related: ['naked-pair', 'hidden-triplet', 'direct-hidden-pair'],
  },
  'naked-triplet': {
    what: `${nakedSet(3)}不必每个格都有全部三个数字：12、23、13 也组成一个三数组。`,
    why: nakedWhy(3),
    spot: '找一个区域中三个格，它们的候选数合起来只用到三个数字。',
    rating: '3.6。',
    related: ['naked-pair', 'naked-quad', 'hidden-triplet'],
  },
  swordfish: {
    what: fish(3, '剑鱼'),
    why: '三行各需要这个数字一次，而它们的位置都在三列里：三个该数字落在三个不同的列中，每列一个，所以这三列已经有了，它们的其他格删去该数字。',
    spot: '对某个数字，找三行，每行有两三个位置，全部落在同样的三列里。',
    rating: '3.8。',
    related: ['x-wing', 'jellyfish'],
  },
  'hidden-triplet': {
    what: hiddenSet(3),
    why: hiddenWhy(3),
    spot: '在每个区域中，找三个数字，它们的位置合起来只有三个格。',
    rating: '4.0。',
    related: ['hidden-pair', 'hidden-quad', 'naked-triplet'],
  },
  'xy-wing': {
    what: '三个各有两个候选数的格：枢纽 XY 能看到两个翼 XZ 和 YZ。能同时看到两个翼的格都不能是 Z。',
    why: '如果枢纽是 X，XZ 翼就是 Z；如果是 Y，YZ 翼就是 Z。无论如何总有一个翼是 Z，同时看到两个翼的格就会与它冲突。',
    spot: '从一个双值格出发；在它能看到的双值格中，找两个分别与它共有一个数字、彼此之间又共有第三个数字的格。',
    rating: '4.2。',
    related: ['xyz-wing', 'naked-pair', 'forcing-chain'],
  },
  'xyz-wing': {
    what: '枢纽也含有 Z 的XY翼：枢纽 XYZ，两个翼 XZ 和 YZ。能同时看到这三个格的格不能是 Z。',
    why: '枢纽是 X、Y 或 Z：若是 X，XZ 翼为 Z；若是 Y，YZ 翼为 Z；若是 Z，枢纽本身就是 Z。Z 总在三者之一，所以能看到全部三个格的格不能填 Z。',
    spot: '一个有三个候选数的格，加上它能看到的两个双值格，每个都是它三个数字中的两个，并且共有 Z；删数的目标格在枢纽所在的宫或线上。',
    rating: '4.4。',
    related: ['xy-wing'],
  },
  'naked-quad': {
    what: nakedSet(4),
    why: nakedWhy(4),
    spot: '在空格很多的区域中，找四个格，它们的候选数只用到四个数字；往往更容易看出的是其余格组成的隐性数组。',
    rating: '5.0。',
    related: ['naked-triplet', 'hidden-quad'],
  },
  jellyfish: {
    what: fish(4, '水母'),
    why: '四行各需要这个数字一次，而且都在四列之内：这四列由它们供给。',
    spot: '对一个还有很多位置的数字，找四行，它们的位置都在四列之内。',
    rating: '5.2。',
    related: ['swordfish', 'x-wing'],
  },
  'hidden-quad': {
    what: hiddenSet(4),
    why: hiddenWhy(4),
    spot: '在空格很多的区域中，找被限制在同样四个格里的四个数字。',
    rating: '5.4。',
    related: ['hidden-triplet', 'naked-quad'],
  },
  'aligned-pair-exclusion': {
    what: '两个格，以及它们可能同时填的数字组合。如果两个数字相同而两格互相能看到，或者某个同时能看到两格的格恰好只有这两个候选数，这个组合就不可能。没有出现在任何可能组合中的数字，从它的格中删去。',
    why: '如果这两个格拿走了一个同时看到它们的双值格的两个数字，那个格就无数可填。所有组合都试过了：任何组合都不允许的事不可能发生。',
    spot: '两个候选数很少的格，以及若干能同时看到这两格的双值格（至少需要两个）。',
    rating: '6.2。',
    related: ['aligned-triplet-exclusion', 'xy-wing'],
  },
  'aligned-triplet-exclusion': {
    what: '三个格的对齐数对排除：列出它们可能同时填的三数组合，每个组合都与能同时看到这三格的格（有两三个候选数）对照。没有出现在任何可能组合中的数字被删去。',
    why: '会让某个能看到三格的格无候选数可填的组合不可能成立；所有可能组合都排除的数字，在那个格的解中不会出现。',
    spot: '手工很难：三个靠得很近、候选数很少的格，周围有几个能同时看到它们的小格。',
    rating: '7.5。',
    related: ['aligned-pair-exclusion'],
  },
  'bidirectional-x-cycle': {
    what: '同一数字的格组成的环，强链（这个数字在某区域中只有两个位置）和弱链（两个互相能看到的格）交替相连。沿着这样的环，无论从哪个方向走，这个数字都是真、假、真、假……交替出现。',
    why: '这个环有两种读法，其中一种就是解：两种读法里，每条弱链都恰好有一端是这个数字，所以环外能同时看到一条弱链两端的格，无论如何都会看到这个数字，因而删去它。',
    spot: '对某个数字，把它的共轭对（它只有两个位置的区域）连成一个闭合的环。',
    rating: '6.5，长度每升一级加 0.1（超过 6 个节点、超过 8、10、14……）。',
    related: ['generalized-x-wing', 'turbot-fish', 'bidirectional-y-cycle', 'x-wing'],
  },
  'generalized-x-wing': {
    what: 'Sudoku Explainer 对恰好四个格的 X 环的称呼：一个数字经过四个格的环。两行两列的普通X翼更早就会被找到（3.2）；文档中的证明表明，其他任何四格环也一样：经过宫的环会先被区块删减找到。',
    why: '和任何 X 环一样，这个数字位于环的两个对角上，不是这一对就是那一对；能同时看到一条弱链两端的格删去它。',
    spot: '同一数字的两条强链（每条是它只有两个位置的区域），两条链的端点两两互相能看到，其中至少有一条链是宫。',
    rating: '6.5。',
    none: '没有实例：没有哪道题会需要它。只要一个数字的四格环能删去某个候选数，同一数字就一定同时存在隐性唯一数、宫区块、行列区块或X翼，而 Sudoku Explainer 会先用它们。因此，我们测试题库中 12,540 道题的 Sudoku Explainer 解题路径没有一条用到它，我们的引擎给出的 31,464 道题的解题路径（其中 10,000 道由生成器做出，评分 6.5 到 7.9）也没有，所以没有题目可供练习。',
    related: ['x-wing', 'bidirectional-x-cycle', 'turbot-fish'],
  },
  'bidirectional-y-cycle': {
    what: '由双值格组成的环，每个格与下一个格共有一个数字（首尾相接的 XY 链）。每个格填它两个数字中的一个，把另一个沿环传下去。',
    why: '不论沿哪个方向读这个环，相邻两格之间的每条链，共有的数字都恰好在其中一格；环外能同时看到一条链两格的格，删去这个数字。',
    spot: '由双值格组成、又回到起点的链（和找XY翼时一样）。',
    rating: '6.5，加上长度奖励。',
    related: ['bidirectional-x-cycle', 'xy-wing', 'bidirectional-cycle'],
  },
  'turbot-fish': {
    what: '同一数字的链，两条强链由一条弱链相连：A=B – C=D。A 或 D 一定是这个数字，所以能同时看到两者的格删去它。摩天楼和双线风筝都是多宝鱼。',
    why: '如果 A 不是这个数字，B 就是（强链）；于是 C 不是（两格互相能看到），所以 D 是（强链）。因此 A 或 D 是这个数字。',
    spot: '对某个数字，找两个它恰好只有两个位置的区域，其中一个区域的某个位置能看到另一个区域的某个位置。',
    rating: '6.6（六个节点的链：没有长度奖励）。',
    related: ['forcing-x-chain', 'x-wing', 'generalized-x-wing'],
  },
  'forcing-x-chain': {
    what: '比多宝鱼更长的单数字交替链（强、弱、强……），证明它的两端之一是这个数字；或者从某个候选数出发、以“假”回到它自己所在格的链，从而删去它。',
    why: '强链的意思是“不在这里，就在那里”：沿着链走，如果第一端不是这个数字，最后一端就是。能同时看到两端的格不能是这个数字。',
    spot: '把一个数字的共轭对连成一条路径；给路径上的格交替染色；能看到两种不同颜色端点的格删去这个数字。',
    rating: '6.6，长度每升一级加 0.1。',
    related: ['turbot-fish', 'bidirectional-x-cycle', 'forcing-chain'],
  },
  'bidirectional-cycle': {
    what: '混合两种链的环：一个数字在某区域中的强链，以及双值格中的两个数字。和 X 环、Y 环一样，两个方向都能读。',
    why: '不论哪种读法，环上每条弱链都恰好有一端为真，所以能同时看到一条弱链两端的候选数被删去。',
    spot: '从双值格和共轭对出发扩展成一个环，在双值格内部换数字。',
    rating: '7.0，加上长度奖励。',
    related: ['bidirectional-x-cycle', 'bidirectional-y-cycle', 'forcing-chain'],
  },
  'forcing-chain': {
    what: '可以在双值格内部换数字的交替链（XY 链及更多）：假设某个候选数成立会推出与它自身矛盾，或者链的两端推出同一个结论。',
    why: '每一环都是一条简单的规则（一格只填一个数字，一个区域中每个数字只出现一次）；如果假设“r1c6 是 5”经由这些规则推出“r1c6 不是 5”，这个假设就是错的。',
    spot: '从一个双值格出发，沿双值格和共轭对一路推“如果这样，那么那样”，留意再次到达的格，或者从两端都能看到的格。',
    rating: '7.0，长度每升一级加 0.1。',
    related: ['forcing-x-chain', 'bidirectional-cycle', 'nishio-forcing-chains', 'xy-wing'],
  },
  'nishio-forcing-chains': {
    what: '假设某格填某个数字，只追踪这个数字本身的后果（在它所在区域中的删数，以及由此产生的该数字的唯一数）：如果推出某个区域或某个格无处可填，假设就是错的。',
    why: '成立的候选数不可能推出矛盾；所以后果自相矛盾的候选数被删去。',
    spot: '一个位置很少的数字：把它填在其中一个位置，看它的其他区域是否还有地方可填。',
    rating: '7.5，加上长度奖励。',
    related: ['forcing-x-chain', 'dynamic-contradiction-forcing-chains'],
  },
  'cell-forcing-chains': {
    what: '一个有三个或更多候选数的格：依次假设其中每个候选数，都经由链推出别处的同一个结论，所以这个结论成立。',
    why: '这个格一定填它的某个候选数；如果每一个都推出同一个事实，那么不论这个格填什么，这个事实都成立。',
    spot: '一个候选数很少的格，它的每个数字都能在附近同一个格中推出某个结果。',
    rating: '8.0，加上长度奖励（计算所有分支的节点）。',
    related: ['region-forcing-chains', 'forcing-chain', 'dynamic-cell-forcing-chains'],
  },
  'region-forcing-chains': {
    what: '一个数字在某区域中有几个位置：依次假设每个位置，都推出同一个结论，所以这个结论成立。',
    why: '这个数字一定在区域中的某个位置上；如果每个位置都推出同一个事实，这个事实就成立。',
    spot: '一个数字在某区域中有三个位置，它们的后果在同一个格里汇合。',
    rating: '8.0，加上长度奖励（所有分支）。',
    related: ['cell-forcing-chains', 'dynamic-region-forcing-chains'],
  },
  search: {
    what: '目录中没有任何技巧可用时的最后手段：如果填入某个候选数会使题目无解（由舞蹈链引擎通过计数证明），就删去它。',
    why: '题目只有一个解；不允许有任何解的数字不在这个解里。',
    spot: '这不是人的技巧：它代表试错，并把题目的评分定在 Sudoku Explainer 的范围之外。',
    rating: '20，即 Sudoku Explainer 的“超出求解器”。',
    none: '没有实例：没有已知的题目会走到这一步。嵌套强制链能解开我们测试题库中的每一道题，包括已知最难的 2,375 道，所以 Sudoku Explainer 的解题路径从不需要退回到试探搜索，也没有题目可供练习。',
    related: ['nested-contradiction-forcing-chains-5'],
  },
};

// 唯一矩形和唯一环：一个思路，四种类型。
const UNIQUE_WHY =
  '合格的数独只有一个解。如果图形中的格只有 X 和 Y 两个数字，就可以把它们互换，题目就会有两个解；所以多出来的候选数不可能全都是假的。';
const UNIQUE_TYPES = {
  1: {
    what: '其中三个角只有 X 和 Y，所以第四个角不能是 X 或 Y，从中删去这两个数字。',
    spot: '三个有同样数对的双值格',
  },
  2: {
    what: '两个角多出同一个数字 Z，其中必有一个是 Z，所以能同时看到这两格的格都删去 Z。',
    spot: '两个格含有这个数对，外加同一个第三数字',
  },
  3: {
    what: '两个角多出的数字合起来相当于一个格，与所在区域中的其他格组成一个显性数组，因此从区域其余格中删去这个数组的数字。',
    spot: '两个格含有这个数对外加额外数字，旁边有只含这些额外数字的格',
  },
  4: {
    what: '在含有两个角的某个区域中，X 没有别的位置，所以其中一个角是 X，两个角都不能是 Y，从两格中删去 Y。',
    spot: '两个角所在的区域中，数对中的一个数字只有这两个位置',
  },
};
const UNIQUE_RECTANGLE = {
  what: '位于一个跨两个宫的矩形四角上的四个格，每格都有同样的两个候选数 X 和 Y，可能还有别的。类型{type}：{what}',
  spot: '在能放进两个宫的四个角上找同样的候选数对；类型{type}：{spot}。',
  rating: '4.5。它假定题目只有一个解（引擎在使用它之前先证明这一点）。',
  ratingType3: '4.5，显性数组从第二个数字起每个数字加 0.1（隐性数组加得少一些）。',
};
const UNIQUE_LOOP = {
  what: '更长的格环（6 格、8 格或更多），经过的每个区域中各有两格，所有格都有同样的两个候选数 X 和 Y，可能还有别的：多于四格的唯一矩形。类型{type}：{what}',
  spot: '沿着有同样数对的格走，每到一个区域就转弯，直到路径闭合；类型{type}：{spot}。',
  rating: '4.6（6 格），4.7（8 格），5.0（10 格或更多）。',
  ratingType3: '4.6（6 格），4.7（8 格），5.0（10 格或更多），再加上显性数组的奖励。',
};

// BUG：全双值坟墓。
const BUG_WHY =
  '如果盘面上每个空格都有两个候选数、每个数字在每个区域中都有两个位置，那么它要么无解，要么有两个解（数字可以整圈互换）。所以唯一解的题目永远不会处于这种状态：是多出来的候选数让它避开了这种状态。';
const BUG_TYPES = {
  1: '除一个格外，每个空格都有两个候选数，那个格有更多；它的 BUG 数字（在该格所在区域中有三个位置的那个数字）必定是它的数字，所以删去它的其他候选数。',
  2: '几个格各多出一个候选数，而且是同一个数字 Z，其中必有一格是 Z，所以能看到所有这些格的格都删去 Z。',
  3: '一个区域中有两个格带有额外候选数；这些额外数字合起来，与该区域的其他格组成一个显性数组，从区域其余格中删去这个数组的数字。',
  4: '两个带有额外候选数的格同在一个区域，并且还共有另一个数字 d。去掉额外数字，两格都会是 d，所以一格填它的额外数字，另一格填 d；每格只保留它的额外数字和 d。',
};
const BUG_LESSON = {
  what: '全双值坟墓（BUG）是这样的盘面：每个空格都有两个候选数，每个数字在每个区域中都有两个位置。类型{type}：{what}',
  spot: '在解题后期，几乎每个格都只剩两个候选数时：找出那几个候选数更多的格。',
  ratings: {
    1: '5.6。',
    2: '5.7。',
    3: '5.7，显性数组从第二个数字起每个数字加 0.1（5.8 到 6.2）。',
    4: '5.7。',
  },
};

// 动态强制链：四种，以及在它们之上的嵌套层级。
const KIND = {
  contradiction: {
    form: '矛盾',
    what: '假设某个候选数成立会推出矛盾（某格或某区域缺了必需的数字，或者两个数字争同一个格），于是删去这个候选数；或者假设它不成立会推出矛盾，于是填入它',
    spot: '一个填入后会引出许多唯一数的候选数',
  },
  double: {
    form: '双重',
    what: '假设某个候选数成立和假设它不成立，都推出同一个结论，这个结论无论如何都成立',
    spot: '一个二选一的候选数（共轭对或双值格中的一个），其后果影响深远',
  },
  cell: {
    form: '单元格',
    what: '依次假设某个格的每个候选数，都推出同一个结论',
    spot: '一个候选数很少的格',
  },
  region: {
    form: '区域',
    what: '依次假设某个数字在某区域中的每个位置，都推出同一个结论',
    spot: '一个在某区域中位置很少的数字',
  },
};
const DYNAMIC =
  '动态链同时追踪一个假设的全部后果：每次删数都在盘面的工作副本上进行，所以后面的链可以利用这些删数产生的唯一数和“仅剩的位置”，这是静态链做不到的。';
const HELPERS = {
  plus: '在链传播的同时，简单的技巧（区块、隐性和显性数对、X翼）也在工作盘面上运行，它们删去的候选数加入链中。',
  2: '当传播停滞时，静态的链和环（6.5–7.5）在工作盘面上运行，它们的删数供给主链。',
  3: '与第 2 层相同，另外静态的单元格强制链和区域强制链（8.0）也在工作盘面上运行。',
  4: '动态强制链（8.5）在主链的工作盘面中运行。',
  5: '本身又用到静态链的动态强制链（第 4 层里面套第 2 层）：Sudoku Explainer 所达到的最深层级。',
};
const CHAIN_LESSONS = {
  chain: {
    what: '{dynamic}在{form}形式中，{what}。',
    why: '每一环都由工作盘面上的规则强制得出；以矛盾告终的假设是假的，而从每一种可能情况都能得出的事实是真的。',
    spot: '几乎无法手工完成：这是电脑的技巧。它的起点通常是{spot}。',
    rating: '8.5，加上按所有分支的全部节点计算的长度奖励。',
  },
  plus: {
    what: '带辅助的动态{form}强制链（{what}）：{helpers}',
    why: '加入的技巧在任何盘面上都成立，工作盘面也不例外；所以它们的删数与链本身的各环一样是被强制的。',
    spot: '超出手工解题的范围：引擎会显示哪些节点来自辅助技巧。',
    rating: '9.0，加上长度奖励。',
  },
  nested: {
    what: '第 {level} 层嵌套强制链：一条动态{form}强制链（{what}），其中整条整条的链作为辅助运行。{helpers}',
    why: '在工作盘面上找到的链在那里和在真实盘面上一样成立：它只删去假设所蕴含的候选数。',
    spot: '针对已知最难题目的电脑技巧；引擎走一步可能要几秒到几分钟。',
    rating: '{base}，加上长度奖励，其中每条不同的内部链的节点也计算在内。',
    none: '没有实例：没有已知的题目需要第 5 层。我们测试题库中的每一道题，包括已知最难的 2,375 道（评分最高 11.9），最多用到第 4 层就能解开，所以没有真实的解题路径有第 5 层的步骤可以展示，也没有题目可供练习。',
  },
};

// The families' words; www/learn/families.js builds their lessons.
export const FAMILIES = {
  unique: { why: UNIQUE_WHY, types: UNIQUE_TYPES, rectangle: UNIQUE_RECTANGLE, loop: UNIQUE_LOOP },
  bug: { why: BUG_WHY, types: BUG_TYPES, ...BUG_LESSON },
  dynamic: { intro: DYNAMIC, kinds: KIND, helpers: HELPERS, ...CHAIN_LESSONS },
};
