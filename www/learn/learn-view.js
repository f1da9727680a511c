// The Learn section: a view of the single-page app, over the game (which stays as it is
// underneath), opened by `?learn` (the list of techniques) or `?learn=x-wing` (one lesson), by
// the "What is an X-Wing?" link that every hint and every step of the steps panel shows, and
// closed by Back to the game. A lesson says what the technique is, why it works, how to spot it
// and its SE rating, lists related techniques, draws a worked example and offers Practice.
//
// The example is a real puzzle of tests/data or of the generator (www/learn/examples.js, found
// by tools/learn-examples.mjs): its path is replayed in a worker of the Learn view's own (a long
// replay does not hold up the game's hints) up to the recorded step, which is drawn on a
// read-only <sudoku-board> with the engine's own highlight, as the steps panel draws a step.
// From 10.5 on (nesting levels 4 and 5) the step and the board before it come with the example:
// the page never runs those levels for a lesson.
// Every word is in lessons-<lang>.js, in the page's language (`<html lang>`, followed as it
// changes; English for a language without lessons): languages.js loads them.

import { SolverClient } from '../engine/solver-client.js';
import * as game from '../model/game.js';
import { lineToGrid, sentence } from '../model/grid.js';
import { CATALOGUE, EXAMPLES } from './examples.js';
import { ENGLISH, hasLessons, learnWords, pageLanguage } from './languages.js';
import { practise } from './practice.js';
import { replayToStep } from './replay.js';

const RATINGS = new Map(CATALOGUE.map((t) => [t.name, t.rating]));

/** The address of a lesson (or of the list, for null), from the current one. */
export function learnUrl(technique) {
  const url = new URL(location.href);
  url.hash = '';
  url.searchParams.set('learn', technique ?? '');
  return url.href.replace(/learn=(&|$)/, 'learn$1');
}

/** The technique a `#learn/NAME` hash or a `?learn=NAME` address names: a name, '' (the list), or null. */
function learnOfUrl() {
  const hash = /^#learn(?:\/([a-z0-9-]*))?$/.exec(location.hash);
  if (hash) return hash[1] ?? '';
  const q = new URLSearchParams(location.search);
  return q.has('learn') ? (q.get('learn') ?? '') : null;
}

const make = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

export function bindLearn(page) {
  const { state } = page;
  /** The lessons, the view's strings and the technique names in the page's language. */
  let words = ENGLISH;
  const layout = /** @type {HTMLElement} */ (document.querySelector('main.layout'));
  const body = make('div', { className: 'learn-body' });
  const back = make('a', { href: './', className: 'btn btn-small', id: 'learn-back' }, words.UI.back);
  const toIndex = make('a', { href: '?learn', className: 'btn btn-small', id: 'learn-index' }, words.UI.index);
  const view = make(
    'main',
    { id: 'learn-view', className: 'learn-view', hidden: true },
    make('nav', { className: 'learn-nav' }, back, toIndex),
    body,
  );
  view.setAttribute('aria-labelledby', 'learn-title');
  layout.after(view);
  let client = null; // the Learn view's worker, made on the first example
  let replaying = 0; // replays in flight: leaving their lesson stops them (a fresh worker)
  const stopReplays = () => {
    if (replaying > 0) client?.cancel();
  };
  let shownFor = null;
  let shownUnknown = ''; // the unknown name the list was opened for, said above it

  /** Draws `technique`'s lesson, or the list for '' (and for a name that is not a technique). */
  function open(technique, { push = true } = {}) {
    if (technique && !RATINGS.has(technique)) {
      show('', technique);
    } else show(technique);
    if (push) {
      try {
        history.replaceState(history.state, '', learnUrl(technique || null));
      } catch {
        /* history may be unavailable (sandboxed frames) */
      }
    }
  }

  function close() {
    view.hidden = true;
    layout.hidden = false;
    shownFor = null;
    stopReplays();
    body.replaceChildren(); // the lesson's board is not a second grid of the page
    const url = new URL(location.href);
    url.searchParams.delete('learn');
    if (url.hash.startsWith('#learn')) url.hash = '';
    try {
      history.replaceState(history.state, '', url.href);
    } catch {
      /* as above */
    }
    page.showBoard();
  }

  /**
   * Draws a lesson, or the list (saying so when it stands for an `unknown` name); `moved` (not
   * for a new language) takes the focus and the scroll to it.
   */
  function show(technique, unknown = '', { moved = true } = {}) {
    layout.hidden = true;
    view.hidden = false;
    stopReplays(); // a replay of another lesson's example
    shownFor = technique;
    shownUnknown = unknown;
    body.replaceChildren(...(technique ? lesson(technique) : index(unknown && words.UI.unknown(unknown))));
    document.title = words.UI.pageTitle(technique ? words.name(technique) : words.UI.title);
    if (!moved) return;
    view.querySelector('h2')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }

  const link = (technique) => {
    const a = make('a', { href: learnUrl(technique) }, words.name(technique));
    a.dataset.learn = technique;
    return a;
  };

  function index(note) {
    const list = make(
      'ol',
      { className: 'learn-index' },
      ...CATALOGUE.map((t) =>
        make('li', {}, link(t.name), make('span', { className: 'learn-index-rating' }, ` ${t.rating.toFixed(1)}`)),
      ),
    );
    return [
      make('h2', { id: 'learn-title', tabIndex: -1 }, words.UI.title),
      ...(note ? [make('p', { className: 'learn-note' }, note)] : []),
      make('p', {}, words.UI.intro),
      list,
    ];
  }

  function lesson(technique) {
    const { UI, LESSONS, name } = words;
    const text = LESSONS[technique];
    const rating = RATINGS.get(technique);
    const section = (title, prose) => [make('h3', {}, title), make('p', {}, prose)];
    const practice = make(
      'button',
      { type: 'button', className: 'btn btn-primary', id: 'learn-practice' },
      UI.practice,
    );
    const example = EXAMPLES[technique];
    practice.disabled = !example;
    practice.addEventListener('click', () => {
      close();
      practise(page, technique, rating, { UI, name: name(technique) });
    });
    const figure = make('figure', { className: 'learn-example' });
    if (example) drawExample(figure, technique, example);
    else figure.append(make('p', { className: 'learn-note' }, text.none ?? UI.noExample));
    return [
      make('h2', { id: 'learn-title', tabIndex: -1 }, name(technique)),
      make(
        'p',
        { className: 'learn-rating' },
        make('strong', {}, `${UI.rating}: `),
        text.rating,
        // The engine's base rating, unless the text starts with it.
        text.rating.startsWith(rating.toFixed(1)) ? '' : ` ${UI.baseRating(rating)}`,
      ),
      ...section(UI.what, text.what),
      ...section(UI.why, text.why),
      ...section(UI.spot, text.spot),
      make('h3', {}, UI.example),
      figure,
      make(
        'div',
        { className: 'learn-practice' },
        practice,
        make('span', { className: 'learn-help' }, UI.practiceHelp),
      ),
      make('h3', {}, UI.related),
      make('ul', { className: 'learn-related' }, ...text.related.map((t) => make('li', {}, link(t)))),
    ];
  }

  async function drawExample(figure, technique, example) {
    const { UI } = words;
    // renderState is the element's method for a controlled host (app.js draws the game with it).
    const board = /** @type {any} */ (document.createElement('sudoku-board'));
    board.setAttribute('controlled', '');
    board.id = 'learn-board';
    const caption = make('figcaption', {}, UI.loadingExample);
    const stepText = make('p', { className: 'learn-step-text' });
    figure.append(board, caption, stepText);
    const puzzle = lineToGrid(example.puzzle);
    replaying++;
    try {
      let step;
      let before;
      if (example.shown) {
        // Nesting levels 4 and 5: the step was found offline (a minute of the engine's time).
        step = example.shown.step;
        before = shownBoard(puzzle, example.shown);
      } else {
        // The package's own worker: the page hands it the .wasm (offline in WebKit too).
        client ??= new SolverClient();
        const r = await replayToStep((op, args) => client.call(op, args), puzzle, example.step);
        step = r.steps[example.step];
        before = game.boardBeforeStep(puzzle, r.steps, example.step);
      }
      if (shownFor !== technique) return;
      const s = game.createState();
      game.startGame(s, puzzle);
      s.sel = -1;
      game.showStep(s, example.step, step, before);
      board.renderState(s);
      board.dataset.step = String(example.step);
      board.dataset.technique = step.technique;
      caption.textContent = UI.exampleCaption(example.step, example.from);
      stepText.textContent = UI.stepWords(step.name, step.rating, sentence(step.text));
    } catch (err) {
      if (!err.cancelled && shownFor === technique) caption.textContent = UI.exampleFailed(err.message);
    } finally {
      replaying--;
    }
  }

  /** The board an example's `shown` records, in boardBeforeStep's shape. */
  function shownBoard(puzzle, shown) {
    const digits = lineToGrid(shown.digits);
    const placed = [];
    for (let i = 0; i < 81; i++) if (digits[i] && !puzzle[i]) placed.push(i);
    return { digits, placed, marks: Uint16Array.from(shown.marks) };
  }

  // Links inside the view (lessons, the list) change the lesson without a reload.
  view.addEventListener('click', (event) => {
    const a = event.target instanceof Element ? event.target.closest('a') : null;
    if (!a || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (a === back) {
      event.preventDefault();
      close();
    } else if (a === toIndex || a.dataset.learn) {
      event.preventDefault();
      open(a.dataset.learn ?? '');
    }
  });

  // "What is an X-Wing?" (the link's name and tooltip; it shows a "?"): in the message box's
  // corner while a hint or a step of the steps panel is shown.
  const whatIs = make('a', { className: 'learn-link', id: 'learn-link', hidden: true }, '?');
  document.querySelector('#status-more')?.after(whatIs);
  whatIs.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open(whatIs.dataset.learn);
  });
  const labelLink = () => {
    const { UI, name } = words;
    const technique =
      state.hint?.kind === 'step'
        ? state.hint.step.technique
        : state.highlight?.source === 'steps'
          ? state.highlight.technique
          : null;
    const hidden = !technique || !RATINGS.has(technique);
    if (whatIs.hidden !== hidden) {
      whatIs.hidden = hidden;
      page.status.fit(); // the message is narrower beside it
    }
    if (hidden) return;
    const practising = page.practice?.technique === technique && page.practice.key === game.puzzleLine(state);
    const label = `${practising ? `${UI.practiceStep(name(technique))} ` : ''}${UI.whatIsLink(name(technique))}`;
    if (whatIs.getAttribute('aria-label') !== label) {
      whatIs.setAttribute('aria-label', label);
      whatIs.title = label;
      whatIs.lang = words.code;
    }
    whatIs.dataset.learn = technique;
    whatIs.href = learnUrl(technique);
  };
  page.renderers.push(labelLink);

  window.addEventListener('popstate', () => {
    const technique = learnOfUrl();
    if (technique === null) {
      if (!view.hidden) close();
    } else if (technique !== shownFor) open(technique, { push: false });
  });
  window.addEventListener('hashchange', () => {
    const technique = learnOfUrl();
    if (technique !== null && technique !== shownFor) open(technique, { push: false });
  });

  // The page's language: the lessons follow `<html lang>` as the page's chooser sets it. The
  // newest language asked for wins when two loads overlap; a failed load keeps the words shown.
  let asked = '';
  async function follow(code) {
    asked = code;
    let next;
    try {
      next = await learnWords(code);
    } catch {
      return;
    }
    if (asked !== code || next === words) return;
    words = next;
    view.lang = words.code; // English under another page language is marked as English
    back.textContent = words.UI.back;
    toIndex.textContent = words.UI.index;
    if (!view.hidden && shownFor !== null) show(shownFor, shownUnknown, { moved: false });
    labelLink();
  }
  new MutationObserver(() => follow(pageLanguage())).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
  });

  page.openLearn = open;
  const first = learnOfUrl();
  const language = pageLanguage();
  view.lang = 'en';
  // English is here at once; another language is drawn once loaded, not English first.
  if (language === 'en' || !hasLessons(language)) {
    if (first !== null) open(first, { push: false });
  } else {
    follow(language).then(() => {
      if (first !== null && shownFor === null) open(first, { push: false });
    });
  }
}
