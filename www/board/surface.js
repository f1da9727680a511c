// The public surface of <sudoku-board>, declared once: its attributes, properties, methods and
// events here, its shadow parts, custom properties and strings in board/surface-theme.js
// (re-exported at the end). Plain data, read by the element itself (board/sudoku-board.js takes
// `observedAttributes`, the plain attribute <-> property reflections and each event's `bubbles`
// and `composed` from it), by tools/element-reference.mjs (which writes npm/REFERENCE.md and
// npm/custom-elements.json from it) and by tests/node/board-surface.mjs, which checks it against
// the code (style.js's custom properties and defaults, the parts the shadow tree sets, the
// events dispatched, strings.js's keys) and against sudoku-board.d.ts and
// sudoku-board-react.d.ts. A change to the surface starts here; the test says what must follow.
//
// Types are written as in the .d.ts (TypeScript), so that the test can compare them as text.
// `host: true` marks the interface of a host that keeps its own state (the `controlled`
// attribute, as the page does): it follows the page's state, may change, and is left out of the
// .d.ts and the manifest on purpose.

/**
 * @typedef {object} AttributeEntry
 * @property {string} name the attribute
 * @property {string} property the property that mirrors it
 * @property {string} values what it takes, as written in HTML
 * @property {string} default what holds when it is absent
 * @property {boolean} observed whether the element reacts to it (else only the stylesheet reads it)
 * @property {'boolean' | 'string'} [reflect] a plain reflection: the property is the attribute's
 *   presence (boolean) or its value or null (string); the element makes these accessors from here
 * @property {boolean} [inherited] the property is HTMLElement's own
 * @property {boolean} [host] part of the host interface (see above)
 * @property {string} what what it does
 */

/**
 * @typedef {object} PropertyEntry
 * @property {string} name
 * @property {string} type the type read (the getter's)
 * @property {string} [set] the type written, when it differs from `type`
 * @property {boolean} [readonly]
 * @property {string} [attribute] the attribute it mirrors
 * @property {boolean} [host]
 * @property {string} what
 */

/**
 * @typedef {object} MethodEntry
 * @property {string} name
 * @property {{ name: string, type: string, optional?: boolean }[]} params
 * @property {string} returns
 * @property {boolean} [host]
 * @property {string} what
 */

/**
 * @typedef {object} EventEntry
 * @property {string} name
 * @property {string} detailType the type of `detail` in the .d.ts
 * @property {Record<string, string>} detail each field of `detail` (`?` after an optional one) and what it holds
 * @property {boolean} bubbles
 * @property {boolean} composed
 * @property {string} when
 */
export const TAG_NAME = 'sudoku-board';
export const CLASS_NAME = 'SudokuBoardElement';

/** @type {AttributeEntry[]} */
export const ATTRIBUTES = [
  {
    name: 'puzzle',
    property: 'puzzle',
    values: 'a puzzle (text)',
    default: 'the empty grid',
    observed: true,
    what: '81 cells: `1`-`9` givens, any of `0 . - _ *` or a space a blank; line breaks ignored; empty for the empty grid. Clashing givens are refused (a bad puzzle fires `error` and leaves the board as it was); the same puzzle again keeps the game',
  },
  {
    name: 'mode',
    property: 'mode',
    values: '`play` | `edit`',
    default: '`play`',
    observed: true,
    what: "`play`: givens locked, the player's digits and pencil marks; `edit`: any grid, no locked givens. Another value fires `error` and plays",
  },
  {
    name: 'show-candidates',
    property: 'showCandidates',
    values: 'boolean',
    default: 'absent',
    observed: true,
    reflect: 'boolean',
    what: 'empty cells without pencil marks show what the rules allow',
  },
  {
    name: 'show-mistakes',
    property: 'showMistakes',
    values: 'boolean',
    default: 'absent',
    observed: true,
    reflect: 'boolean',
    what: 'a digit that differs from the solution turns red as it is entered',
  },
  {
    name: 'full-hints',
    property: 'fullHints',
    values: 'boolean',
    default: 'absent',
    observed: true,
    reflect: 'boolean',
    what: '`hint()` shows the whole step at the first call (no nudge first)',
  },
  {
    name: 'entry-mode',
    property: 'entryMode',
    values: '`digit` | `corner` | `centre` | `colour` | `candidate`',
    default: '`digit`',
    observed: true,
    what: "what a digit does in play: enter it, toggle a corner or a centre mark, paint colour 1-9, or colour that candidate (none, colour A, colour B in turn); the pad's Pencil, Centre and Colour buttons and the keys `P`, `N`, `K` set it (Colour and `K` go cells' colours, candidates' colours, digits). With several cells selected (drag, Ctrl or Shift+click, Shift+arrows) a digit, mark or colour goes to all of them. Wins over a loaded game's own mode",
  },
  {
    name: 'mistake-limit',
    property: 'mistakeLimit',
    values: 'a whole number 1-81',
    default: 'absent: no limit',
    observed: true,
    what: 'the game ends at this many mistakes (as `mistakes` counts them: known once the solution is): the board says so, fires `gameover` and takes no more digits, hints, undo or redo until another puzzle or game is loaded. A saved game at the limit ends again when loaded. Another value fires `error` and sets no limit',
  },
  {
    name: 'sound',
    property: 'sound',
    values: 'boolean',
    default: 'absent',
    observed: true,
    reflect: 'boolean',
    what: 'short tones (WebAudio, no files) for a digit, a mark, a mistake, a solve and a game over',
  },
  {
    name: 'haptics',
    property: 'haptics',
    values: 'boolean',
    default: 'absent',
    observed: true,
    reflect: 'boolean',
    what: 'a short vibration (`navigator.vibrate`, where the browser has it) for the same moves',
  },
  {
    name: 'theme',
    property: 'theme',
    values: '`light` | `dark`',
    default: 'follows `prefers-color-scheme`',
    observed: false,
    reflect: 'string',
    what: "the colours' defaults: light or dark",
  },
  {
    name: 'print',
    property: 'print',
    values: '`givens` | `all`',
    default: '`all`',
    observed: false,
    reflect: 'string',
    what: "what a printout shows (the grid alone, square, black on white): `givens` the puzzle without the player's digits, a solve's digits or pencil marks; `all` the grid as shown",
  },
  {
    name: 'lang',
    property: 'lang',
    values: 'a BCP 47 tag',
    default: "the nearest ancestor's, else English",
    observed: true,
    inherited: true,
    what: 'the words: `fr` (and `fr-*`) French, anything else English',
  },
  {
    name: 'controlled',
    property: 'controlled',
    values: 'boolean',
    default: 'absent',
    observed: true,
    host: true,
    what: 'for a host that keeps the state and handles the input itself: the element leaves its status, toolbar and pad out of its tree, handles no input and starts no worker',
  },
];

/**
 * The attributes a server renderer writes for the camel-case props, by the attribute each
 * stands for: React 19's renderToString writes `showCandidates=""` or `entryMode="centre"`, which
 * HTML lower-cases (`showcandidates`), and a client render before the element is defined sets
 * the same. The element observes them as the attribute itself (`show-candidates`).
 * @type {Record<string, string>}
 */
export const ATTRIBUTE_ALIASES = Object.fromEntries(
  ATTRIBUTES.filter((a) => a.observed && a.property.toLowerCase() !== a.name).map((a) => [
    a.property.toLowerCase(),
    a.name,
  ]),
);

/** @type {PropertyEntry[]} */
export const PROPERTIES = [
  {
    name: 'puzzle',
    type: 'string',
    attribute: 'puzzle',
    what: 'the givens in play mode, the grid being edited in edit mode: 81 characters, `.` blanks. Setting it sets the attribute; `newPuzzle()` and `state` leave the attribute as it is',
  },
  {
    name: 'value',
    type: 'string',
    readonly: true,
    what: "the grid as shown: givens and the player's digits, 81 characters, `.` blanks",
  },
  { name: 'mode', type: 'SudokuBoardMode', attribute: 'mode', what: '`play` or `edit`' },
  {
    name: 'showCandidates',
    type: 'boolean',
    attribute: 'show-candidates',
    what: "shows the rules' candidates in empty cells without pencil marks",
  },
  {
    name: 'theme',
    type: "'light' | 'dark' | null",
    attribute: 'theme',
    what: '`light`, `dark`, or null to follow `prefers-color-scheme`',
  },
  {
    name: 'print',
    type: "'givens' | 'all' | null",
    attribute: 'print',
    what: 'what a printout shows: `givens` the puzzle alone; `all` or null the grid as shown',
  },
  {
    name: 'showMistakes',
    type: 'boolean',
    attribute: 'show-mistakes',
    what: 'wrong digits drawn red as they are entered',
  },
  {
    name: 'fullHints',
    type: 'boolean',
    attribute: 'full-hints',
    what: 'Hint shows the whole step at the first call, without a nudge first',
  },
  {
    name: 'entryMode',
    type: 'SudokuBoardEntryMode',
    attribute: 'entry-mode',
    what: 'what a digit does in play (not `inputMode`, which is the keyboard hint every HTML element has); an unknown value sets `digit`',
  },
  {
    name: 'mistakeLimit',
    type: 'number',
    attribute: 'mistake-limit',
    what: 'the mistakes that end a game, 0 for no limit; setting 0 (or a value that is not 1-81) removes the attribute',
  },
  { name: 'sound', type: 'boolean', attribute: 'sound', what: 'short tones for the moves' },
  {
    name: 'haptics',
    type: 'boolean',
    attribute: 'haptics',
    what: 'a short vibration for the moves, where the browser can',
  },
  {
    name: 'gameOver',
    type: 'boolean',
    readonly: true,
    what: 'whether the game in play ended at the mistake limit',
  },
  {
    name: 'hintsUsed',
    type: 'number',
    readonly: true,
    what: 'hints shown in the current game: each step once, a nudge included',
  },
  {
    name: 'mistakes',
    type: 'number',
    readonly: true,
    what: 'wrong digits entered in the current game, each cell and digit once (known once the solution is)',
  },
  { name: 'canUndo', type: 'boolean', readonly: true, what: 'whether `undo()` has a change to take back' },
  { name: 'canRedo', type: 'boolean', readonly: true, what: 'whether `redo()` has a change to make again' },
  {
    name: 'state',
    type: 'SudokuBoardState',
    set: 'SudokuBoardState | string | null | undefined',
    what: 'the game as plain JSON (version 2; version 1 is still read): save it anywhere, give it back after a reload. Setting it loads that game unless it is the same game as the one last given or the one on the board: the same digits, marks, colours, hints, mistakes, input mode, selection and undo steps, whatever the form (an object or its JSON text, keys in any order, defaults left out), the time played aside; so a framework that gives the prop anew on each render, a new object with the same game, never resets the game played since. A game it cannot read (not JSON, a newer version, broken rules) fires `error` after the current task and changes nothing: the setter never throws. Null or undefined changes nothing, and forgets the game last given (so that the same one loads again)',
  },
  {
    name: 'strings',
    type: 'Readonly<SudokuBoardStrings>',
    set: 'Partial<SudokuBoardStrings> | null',
    what: 'the words in use (the bundle of `lang` with any set here on top); setting replaces some of them (null: none). An unknown key or a wrong kind (a string for a function) fires `error` after the current task and changes nothing: the setter never throws',
  },
  {
    name: 'status',
    type: 'SudokuBoardStatus | null',
    readonly: true,
    what: "the status line now, `{ message, tone: 'info' | 'ok' | 'error' }`, or null when it is empty",
  },
  {
    name: 'error',
    type: 'SudokuBoardErrorDetail | null',
    readonly: true,
    what: "the last `error` event's detail since the puzzle was loaded, or null",
  },
  {
    name: 'ready',
    type: 'Promise<SudokuBoardElement>',
    readonly: true,
    what: 'resolves with the board once it is in a document, its engine loaded and its puzzle analysed (a puzzle with no solution or several has fired `error` by then); rejects when the engine cannot start. One promise a puzzle: after a load (`puzzle`, `state`, `newPuzzle()`, edit mode back to play) reading it gives a new one for the new puzzle',
  },
  {
    name: 'client',
    type: 'SolverClient',
    set: 'SolverClient | null',
    what: "the element's worker client: by default one shared by the page's boards (taken on first use, closed when the last board leaves the document; its long jobs, `generate` and ratings, run in a second worker so that one board's new puzzle never holds up another's hint). Read on a board out of any document, it is not held past the current task. Setting it gives the board its own (or a test's mock with the same `call`, which receives each call's `signal`), which the board never closes; null goes back to the shared one",
  },
  {
    name: 'controlled',
    type: 'boolean',
    readonly: true,
    attribute: 'controlled',
    host: true,
    what: 'whether the `controlled` attribute is set',
  },
  {
    name: 'grid',
    type: 'HTMLElement',
    readonly: true,
    host: true,
    what: "the shadow root's `role=grid` element, on which a controlled host listens for keys and clicks",
  },
];

/** @type {MethodEntry[]} */
export const METHODS = [
  {
    name: 'hint',
    params: [],
    returns: 'Promise<HintOutcome | null>',
    what: "a ladder: the first call nudges (the technique and a unit to look at, outlined; no cell or digit), the second shows the step in full (text, cells, candidates, a chain's links), the third applies it; with `full-hints` the nudge is left out. A wrong digit or a lost candidate is pointed at first and mended at the next call. Two calls at once share one promise",
  },
  {
    name: 'check',
    params: [],
    returns: 'Promise<CheckOutcome | null>',
    what: 'marks the player\'s entries that differ from the solution (`aria-invalid="true"`); resolves with `{ wrong, entered }`',
  },
  {
    name: 'solve',
    params: [],
    returns: 'Promise<string | null>',
    what: "play: fills in the solution (one undo step; fires `solved`); edit: shows the grid's solution. Resolves with it, 81 digits",
  },
  {
    name: 'newPuzzle',
    params: [{ name: 'options', type: 'NewPuzzleOptions', optional: true }],
    returns: 'Promise<NewPuzzleResult | null>',
    what: "a new puzzle from the generator in the element's worker (`{ difficulty | rating, symmetry, seed, maxClues }`); the same options and seed give the same puzzle again",
  },
  {
    name: 'cancel',
    params: [],
    returns: 'void',
    what: "cancels this board's work in the engine (its `newPuzzle`, `hint`, `check`, `solve` and its puzzle's analysis): each rejects at once with a `CancelledError` (`cancelled: board.cancel() was called`), the worker running one is replaced, and other boards' calls go on. Later calls run as usual",
  },
  {
    name: 'undo',
    params: [],
    returns: 'boolean',
    what: 'takes back the last change (digits, marks, applied hints); false when there is none',
  },
  {
    name: 'redo',
    params: [],
    returns: 'boolean',
    what: 'makes the last change taken back again; false when there is none',
  },
  {
    name: 'indexOf',
    params: [{ name: 'node', type: 'Node' }],
    returns: 'number',
    host: true,
    what: 'the index (0-80) of a cell element, or -1',
  },
  {
    name: 'focusCell',
    params: [{ name: 'i', type: 'number' }],
    returns: 'void',
    host: true,
    what: 'moves the focus to cell i',
  },
  {
    name: 'renderState',
    params: [{ name: 'state', type: 'object' }],
    returns: '{ cells: Set<number>, problems: object[] }',
    host: true,
    what: "draws a host's state (model/game.js's shape; `highlight.chain` as the chain overlay; a cell that has the focus passes it to the selected cell `sel`); returns the rule violations of the digits shown (model/grid.js's findClashes)",
  },
];

/**
 * The methods that need the engine: on a failure they fire `error` and resolve with null; they
 * reject only with a CancelledError when the board is removed, `cancel()` is called (or its
 * client cancelled) while they run. A board out of any document starts no worker, and its calls fail so.
 */
export const ENGINE_METHODS = ['hint', 'check', 'solve', 'newPuzzle'];

/** @type {EventEntry[]} */
export const EVENTS = [
  {
    name: 'change',
    detailType: 'SudokuBoardChangeDetail',
    detail: {
      value: 'the grid as shown (81 characters, `.` blanks)',
      puzzle: 'the puzzle (81 characters, `.` blanks)',
      cause: 'why: a load (`puzzle`, `state`, `new-puzzle`) or a move (`input`, `hint`, `undo`, `redo`, `solve`)',
    },
    // As an input's `change` does: Svelte 5 delegates `onchange` to the document.
    bubbles: true,
    composed: false,
    when: 'a puzzle or a game was loaded, or the digits shown changed. A load by `puzzle` or `state` sends it once the synchronous work that set them is done (a microtask), so that a listener added in the same go, before or after the prop, hears it',
  },
  {
    name: 'solved',
    detailType: 'SudokuBoardSolvedDetail',
    detail: {
      timeMs: 'the time played, in milliseconds',
      hintsUsed: 'the hints shown',
      mistakes: 'the wrong digits entered',
    },
    bubbles: false,
    composed: false,
    when: 'the game in play is finished (by the player or by `solve()`); once, until a digit is taken back',
  },
  {
    name: 'gameover',
    detailType: 'SudokuBoardGameOverDetail',
    detail: {
      mistakes: 'the mistakes made',
      limit: 'the limit (`mistake-limit`)',
      timeMs: 'the time played, in milliseconds',
    },
    bubbles: false,
    composed: false,
    when: 'the game in play reached the mistake limit (a digit, the solution arriving after wrong digits, a lower limit set, a saved game loaded); once a game',
  },
  {
    name: 'error',
    detailType: 'SudokuBoardErrorDetail',
    detail: {
      message: 'a sentence for the player',
      'engine?': '`true` for an engine failure (no worker, no WebAssembly, a Content-Security-Policy)',
      'cause?': "an engine failure's cause, for the developer (also on the console)",
    },
    bubbles: false,
    composed: false,
    when: 'a bad `puzzle`, `mode`, `mistake-limit`, `state` or `strings` (after the current task; the board stays as it was), a puzzle with no solution or several, a failed call; an engine failure once per failure',
  },
];

export * from './surface-theme.js';
