// A list of named checks for the runners outside Playwright (tests/firefox, tests/webkit): each
// check prints one line, a throw fails it, and finish() prints "N passed, M failed" and exits
// non-zero on any failure or when nothing ran.

export function expect(cond, message) {
  if (!cond) throw new Error(message);
}

/**
 * The phone layout's checks on measures taken in the page: no sideways scroll, the whole board
 * inside the viewport, and the viewport the size asked for.
 * @param {{scrollWidth: number, width: number, height: number,
 *   board: {top: number, left: number, bottom: number, right: number, width: number}}} m
 */
export function expectPhoneLayout(m, { width, height }) {
  expect(m.width === width && m.height === height, `viewport ${m.width}x${m.height}, asked ${width}x${height}`);
  expect(m.scrollWidth <= m.width, `the page scrolls sideways: ${m.scrollWidth} px wide in ${m.width}`);
  const b = m.board;
  expect(b.width > 300, `the board is ${b.width} px wide`);
  expect(
    b.top >= 0 && b.left >= 0 && b.bottom <= m.height + 0.5 && b.right <= m.width + 0.5,
    `the board ${JSON.stringify(b)} is not inside ${m.width}x${m.height}`,
  );
}

export function createChecks() {
  let passed = 0;
  let failed = 0;
  return {
    /** Runs fn; a throw fails the check. Returns fn's value (true when none), or undefined on failure. */
    async check(name, fn) {
      const started = Date.now();
      try {
        const value = await fn();
        passed++;
        console.log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        return value ?? true;
      } catch (err) {
        failed++;
        console.log(
          `FAIL ${name}: ${String(err?.message ?? err)
            .trim()
            .replace(/\n/g, '\n     ')}`,
        );
        return undefined;
      }
    },
    finish() {
      console.log(`${passed} passed, ${failed} failed`);
      process.exit(failed === 0 && passed > 0 ? 0 : 1);
    },
  };
}
