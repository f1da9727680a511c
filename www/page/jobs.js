// The status line and the busy bar: one message at a time, in words, and at most one long
// computation (a job) on the heavy worker, which Cancel or Escape stops. And a notice for what
// must not be lost under the next message (the game cannot be saved): it stays until dismissed.

import { pageText } from './lang.js';

/** A message that stays in view until its Dismiss button (or hide()) takes it away. */
export class Notice {
  /** @param {{box: HTMLElement, text: HTMLElement, dismiss: HTMLButtonElement}} el */
  constructor({ box, text, dismiss }) {
    this.el = { box, text, dismiss };
    dismiss.addEventListener('click', () => this.hide());
  }

  /** Shows `message` (shown first, then written, so that the alert is announced). */
  show(message) {
    this.el.box.hidden = false;
    this.el.text.textContent = message;
  }

  hide() {
    this.el.box.hidden = true;
  }

  get shown() {
    return !this.el.box.hidden;
  }
}

export class Status {
  /**
   * @param {{status: HTMLElement, busy: HTMLElement, busyLabel: HTMLElement, busyTime: HTMLElement,
   *   cancel: HTMLButtonElement, grid?: HTMLElement, statusbar?: HTMLElement, statusMore?: HTMLButtonElement,
   *   problems?: HTMLElement}} el the page's elements (others are ignored)
   */
  constructor({ status, busy, busyLabel, busyTime, cancel, grid, statusbar, statusMore, problems }) {
    this.el = { status, busy, busyLabel, busyTime, cancel, grid, statusbar, statusMore, problems };
    this.touched = false;
    this.job = null;
  }

  set(text, kind = 'info') {
    this.touched = true;
    this.el.status.textContent = text;
    this.el.status.dataset.kind = kind;
    this.setAt = performance.now();
    this.open(false);
  }

  // The message box keeps its height (style.css): a longer message is cut, and "More" opens it
  // whole, with the list of clashes, over what is below.

  /** Shows "More" when the message is cut or there is a list of clashes. */
  fit() {
    const { status, statusbar, statusMore, problems } = this.el;
    if (!statusMore) return;
    if (statusbar.classList.contains('open')) return;
    const cut = status.scrollHeight > status.clientHeight + 1;
    statusMore.hidden = !(cut || (problems && !problems.hidden));
  }

  /** Opens (true) or closes (false) the whole message. */
  open(on) {
    const { statusbar, statusMore } = this.el;
    if (!statusMore) return;
    statusbar.classList.toggle('open', on);
    statusMore.setAttribute('aria-expanded', String(on));
    statusMore.textContent = pageText(on ? 'less' : 'more');
    if (!on) this.fit();
  }

  isOpen() {
    return Boolean(this.el.statusbar?.classList.contains('open'));
  }

  /** Adds to a message set a moment ago (a second), or replaces an older one. */
  add(text, kind = 'info') {
    const recent = this.setAt !== undefined && performance.now() - this.setAt < 1000;
    const keep = recent && this.el.status.dataset.kind !== 'error' ? `${this.el.status.textContent} ` : '';
    this.set(`${keep}${text}`, kind);
  }

  /**
   * Starts a job: shows the busy bar (at once for `slow` jobs, after 150 ms otherwise) with
   * the elapsed time and `progress()` when given. Returns the job; end it with end(job).
   *
   * @param {string} kind
   * @param {string} label
   * @param {{button?: HTMLButtonElement, key?: string, slow?: boolean}} [options]
   */
  start(kind, label, { button, key, slow = false } = {}) {
    const t0 = performance.now();
    const job = { kind, key, t0, button, progress: '' };
    this.job = job;
    const { busy, busyLabel, busyTime, cancel, grid } = this.el;
    busyLabel.textContent = label;
    busyTime.textContent = '';
    cancel.hidden = false;
    job.showTimer = setTimeout(
      () => {
        busy.hidden = false;
        grid.setAttribute('aria-busy', 'true');
      },
      slow ? 0 : 150,
    );
    job.tick = setInterval(() => {
      const secs = `${((performance.now() - t0) / 1000).toFixed(1)} s`;
      busyTime.textContent = job.progress ? `${secs} · ${job.progress}` : secs;
    }, 100);
    return job;
  }

  end(job) {
    if (this.job !== job) return;
    clearTimeout(job.showTimer);
    clearInterval(job.tick);
    const { busy, cancel, grid } = this.el;
    busy.hidden = true;
    grid.removeAttribute('aria-busy');
    const hadFocus = document.activeElement === cancel;
    cancel.hidden = true;
    this.job = null;
    if (hadFocus) job.button?.focus();
  }

  seconds(job) {
    return ((performance.now() - job.t0) / 1000).toFixed(1);
  }
}
