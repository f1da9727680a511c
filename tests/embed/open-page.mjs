// A page in a fresh browser context for the embed checks, and the problems it reports, which a
// check at the end of each run expects to be none.

/** The board checks' viewport: the board and its number pad fit without scrolling. */
const BOARD_VIEWPORT = { width: 900, height: 1600 };

/**
 * A new context and page. `problems` collects console errors and warnings and page errors; with
 * `network`, also failed requests and HTTP errors. `viewport: null` keeps the browser's default.
 * The caller closes `context`.
 */
export async function openBoardPage(browser, { viewport = BOARD_VIEWPORT, network = false } = {}) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  if (network) {
    page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`HTTP ${res.status()} for ${res.url()}`);
    });
  }
  return { context, page, problems };
}
