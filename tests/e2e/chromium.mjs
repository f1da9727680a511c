// What the page tests (tests/e2e/run.mjs) and the package's apps (tests/embed/run.mjs) share to
// drive Debian's Chromium with playwright-core: its flags, its launch, and a free local port.

import net from 'node:net';

/** Headless Chromium as root on a closed network: no sandbox (root), no GPU, no /dev/shm, no network services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Launches the system Chromium (CHROMIUM overrides /usr/bin/chromium) with playwright-core's `chromium`. */
export function launchChromium(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
