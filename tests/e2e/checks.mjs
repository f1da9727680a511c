// A list of named checks for the runners outside Playwright (tests/firefox, tests/webkit): each
// check prints one line, a throw fails it, and finish() prints "N passed, M failed" and exits
// non-zero on any failure or when nothing ran.

export function expect(cond, message) {
  if (!cond) throw new Error(message);
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
