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
// Every word is in lessons-en.js.

import { SolverClient } from '../engine/solver-client.js';
import * as game from '../model/game.js';
import { lineToGrid, sentence, techniqueName } from '../model/grid.js';
import { CATALOGUE, EXAMPLES } from './examples.js';
import { LESSONS, UI } from './lessons-en.js';
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
  const layout = /** @type {HTMLElement} */ (document.querySelector('main.layout'));
  const body = make('div', { className: 'learn-body' });
  const back = make('a', { href: './', className: 'btn btn-small', id: 'learn-back' }, UI.back);
  const toIndex = make('a', { href: '?learn', className: 'btn btn-small', id: 'learn-index' }, UI.index);
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

  /** Draws `technique`'s lesson, or the list for '' (and for a name that is not a technique). */
  function open(technique, { push = true } = {}) {
    if (technique && !RATINGS.has(technique)) {
      show('', UI.unknown(technique));
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

  function show(technique, note = '') {
    layout.hidden = true;
    view.hidden = false;
    stopReplays(); // a replay of another lesson's example
    shownFor = technique;
    body.replaceChildren(...(technique ? lesson(technique) : index(note)));
    document.title = UI.pageTitle(technique ? techniqueName(technique) : UI.title);
    view.querySelector('h2')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }

  const link = (technique) => {
    const a = make('a', { href: learnUrl(technique) }, techniqueName(technique));
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
      make('h2', { id: 'learn-title', tabIndex: -1 }, UI.title),
      ...(note ? [make('p', { className: 'learn-note' }, note)] : []),
      make('p', {}, UI.intro),
      list,
    ];
  }

  function lesson(technique) {
    const text = LESSONS[technique];
    const rating = RATINGS.get(technique);
    const section = (title, words) => [make('h3', {}, title), make('p', {}, words)];
    const practice = make(
      'button',
      { type: 'button', className: 'btn btn-primary', id: 'learn-practice' },
      UI.practice,
    );
    const example = EXAMPLES[technique];
    practice.disabled = !example;
    practice.addEventListener('click', () => {
      close();
      practise(page, technique, rating);
    });
    const figure = make('figure', { className: 'learn-example' });
    if (example) drawExample(figure, technique, example);
    else figure.append(make('p', { className: 'learn-note' }, text.none ?? UI.noExample));
    return [
      make('h2', { id: 'learn-title', tabIndex: -1 }, techniqueName(technique)),
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
    // renderState is the element's method for a controlled host (app.js draws the game with it).
    const board = /** @type {any} */ (document.createElement('sudoku-board'));
    board.setAttribute('controlled', '');
    board.id = 'learn-board';
    const caption = make('figcaption', {}, UI.loadingExample);
    const words = make('p', { className: 'learn-step-text' });
    figure.append(board, caption, words);
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
      words.textContent = UI.stepWords(step.name, step.rating, sentence(step.text));
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
  page.renderers.push(() => {
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
    const words = `${practising ? `${UI.practiceStep(techniqueName(technique))} ` : ''}${UI.whatIsLink(techniqueName(technique))}`;
    if (whatIs.getAttribute('aria-label') !== words) {
      whatIs.setAttribute('aria-label', words);
      whatIs.title = words;
    }
    whatIs.dataset.learn = technique;
    whatIs.href = learnUrl(technique);
  });

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

  page.openLearn = open;
  const first = learnOfUrl();
  if (first !== null) open(first, { push: false });
}
