// The status line and the busy bar: one message at a time, in words, and at most one long
// computation (a job) on the heavy worker, which Cancel or Escape stops.

export class Status {
  /**
   * @param {{status: HTMLElement, busy: HTMLElement, busyLabel: HTMLElement, busyTime: HTMLElement,
   *   cancel: HTMLButtonElement, grid?: HTMLElement}} el the page's elements (others are ignored)
   */
  constructor({ status, busy, busyLabel, busyTime, cancel, grid }) {
    this.el = { status, busy, busyLabel, busyTime, cancel, grid };
    this.touched = false;
    this.job = null;
  }

  set(text, kind = 'info') {
    this.touched = true;
    this.el.status.textContent = text;
    this.el.status.dataset.kind = kind;
    this.setAt = performance.now();
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
