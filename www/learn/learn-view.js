// The Learn section: a view of the single-page app, over the game (which stays as it is
// underneath), opened by `?learn` (the list of techniques) or `?learn=x-wing` (one lesson), by
// the "What is an X-Wing?" link that every hint and every step of the steps panel shows, and
// closed by Back to the game. A lesson says what the technique is, why it works, how to spot it
// and its SE rating, lists related techniques, draws a worked example and offers Practice.
//
// The example is a real puzzle of tests/data (www/learn/examples.js, found by
// tools/learn-examples.mjs): its path is replayed in a worker of the Learn view's own (a long
// replay does not hold up the game's hints) up to the recorded step, which is drawn on a
// read-only <sudoku-board> with the engine's own highlight, as the steps panel draws a step.
// Every word is in lessons-en.js.

import { SolverClient } from '../engine/solver-client.js';
import * as game from '../model/game.js';
import { lineToGrid, techniqueName } from '../model/grid.js';
import { CATALOGUE, EXAMPLES } from './examples.js';
import { LESSONS } from './lessons-en.js';
import { pageBoardWords, pageDecimal, pageTechniqueName, pageText } from '../page/lang.js';
import { practise } from './practice.js';
import { replayToStep } from './replay.js';

/**
 * "What is an X-Wing?", "What is Pointing?", "What are Cell Forcing Chains?": the English name
 * picks the sentence's form (a, an, none, plural), each language's file words it.
 */
export function whatIsLink(technique) {
  const english = techniqueName(technique);
  const key = /Chains\b/.test(english)
    ? 'learnWhatAre'
    : /(Pointing|Claiming|Exclusion|Search)$/.test(english)
      ? 'learnWhatIs'
      : /^[AEIOX]/.test(english)
        ? 'learnWhatIsAn'
        : 'learnWhatIsA';
  return pageText(key, { name: pageTechniqueName(technique) });
}

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
  const back = make('a', { href: './', className: 'btn btn-small', id: 'learn-back' }, pageText('learnBack'));
  const toIndex = make('a', { href: '?learn', className: 'btn btn-small', id: 'learn-index' }, pageText('learnIndex'));
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
      show('', pageText('learnUnknown', { name: technique }));
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
    document.title = pageText('learnPageTitle', {
      what: technique ? pageTechniqueName(technique) : pageText('learnTitle'),
    });
    view.querySelector('h2')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }

  const link = (technique) => {
    const a = make('a', { href: learnUrl(technique) }, pageTechniqueName(technique));
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
      make('h2', { id: 'learn-title', tabIndex: -1 }, pageText('learnTitle')),
      ...(note ? [make('p', { className: 'learn-note' }, note)] : []),
      make('p', {}, pageText('learnIntro')),
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
      pageText('learnPractice'),
    );
    const example = EXAMPLES[technique];
    practice.disabled = !example;
    practice.addEventListener('click', () => {
      close();
      practise(page, technique, rating);
    });
    const figure = make('figure', { className: 'learn-example' });
    if (example) drawExample(figure, technique, example);
    else figure.append(make('p', { className: 'learn-note' }, pageText('learnNoExample')));
    return [
      make('h2', { id: 'learn-title', tabIndex: -1 }, pageTechniqueName(technique)),
      make(
        'p',
        { className: 'learn-rating' },
        make('strong', {}, `${pageText('learnRating')}: `),
        text.rating,
        // The engine's base rating, unless the text starts with it.
        text.rating.startsWith(rating.toFixed(1))
          ? ''
          : ` ${pageText('learnBaseRating', { rating: pageDecimal(rating) })}`,
      ),
      ...section(pageText('learnWhat'), text.what),
      ...section(pageText('learnWhy'), text.why),
      ...section(pageText('learnSpot'), text.spot),
      make('h3', {}, pageText('learnExample')),
      figure,
      make(
        'div',
        { className: 'learn-practice' },
        practice,
        make('span', { className: 'learn-help' }, pageText('learnPracticeHelp')),
      ),
      make('h3', {}, pageText('learnRelated')),
      make('ul', { className: 'learn-related' }, ...text.related.map((t) => make('li', {}, link(t)))),
    ];
  }

  async function drawExample(figure, technique, example) {
    // renderState is the element's method for a controlled host (app.js draws the game with it).
    const board = /** @type {any} */ (document.createElement('sudoku-board'));
    board.setAttribute('controlled', '');
    board.id = 'learn-board';
    const caption = make('figcaption', {}, pageText('learnLoadingExample'));
    const words = make('p', { className: 'learn-step-text' });
    figure.append(board, caption, words);
    // The package's own worker: the page hands it the .wasm (offline in WebKit too).
    client ??= new SolverClient();
    const puzzle = lineToGrid(example.puzzle);
    replaying++;
    try {
      const r = await replayToStep((op, args) => client.call(op, args), puzzle, example.step);
      if (shownFor !== technique) return;
      const step = r.steps[example.step];
      const s = game.createState();
      game.startGame(s, puzzle);
      s.sel = -1;
      game.showStep(s, example.step, step, game.boardBeforeStep(puzzle, r.steps, example.step));
      board.renderState(s);
      board.dataset.step = String(example.step);
      board.dataset.technique = step.technique;
      caption.textContent = pageText('learnExampleCaption', { step: example.step + 1, from: example.from });
      words.textContent = pageText('learnStepWords', {
        name: pageTechniqueName(step.technique),
        rating: pageDecimal(step.rating),
        text: pageBoardWords().explanationOf(step),
      });
    } catch (err) {
      if (!err.cancelled && shownFor === technique)
        caption.textContent = pageText('learnExampleFailed', { message: err.message });
    } finally {
      replaying--;
    }
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
    const words = `${practising ? `${pageText('learnPracticeStep', { name: pageTechniqueName(technique) })} ` : ''}${whatIsLink(technique)}`;
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
