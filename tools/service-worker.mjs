// The page's service worker: tools/dist.mjs writes it to dist/sw.js with VERSION and FILES
// filled in (the two lines marked "dist fills in"), and index.html names it for page/offline.js to
// register. Never served from www/: the dev server has no service worker.
//
// - install: precaches FILES (index.html, the hashed modules, style sheet, worker script and
//   wasm, the manifest and icons) in the cache "dlx-sudoku-VERSION", VERSION being a hash of
//   the files' names and contents; then takes over at once (skipWaiting), so the next visit
//   after a deploy runs the new version.
// - A page still open on the version before must keep working: it starts workers later (the
//   worker script and the wasm again after a Cancel, the pool of "Rate a list"), under hashed
//   names the new build no longer has. So install also copies the previous version's own hashed
//   files into the new cache, marked as carried, and the copy after it drops them: one version
//   back is kept, never more.
// - activate: deletes every other "dlx-sudoku-" cache and controls the open pages (claim).
// - fetch: the page (a navigation to the scope or its index.html) network-first, the cached
//   index.html when the network fails; everything else in scope cache-first, from the network
//   when not precached; other origins, other methods and other navigations are left alone.

const VERSION = 'dev'; // dist fills in
const FILES = []; // dist fills in

const PREFIX = 'dlx-sudoku-';
const CACHE = `${PREFIX}${VERSION}`;
const CARRIED = 'X-Dlx-Sudoku-Carried';
const HASHED = /-[A-Z2-7]{8}\.(?:js|css|wasm)$/;
const sw = self;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The unhashed files (index.html, the manifest, the icons) are revalidated, never taken
      // from an HTTP cache that may hold the version before; a hashed name cannot be stale.
      await cache.addAll(FILES.map((f) => new Request(f, { cache: HASHED.test(f) ? 'default' : 'no-cache' })));
      await carryOver(cache);
      await sw.skipWaiting();
    })(),
  );
});

/** Copies the hashed files of the older versions' caches (not those they carried) into `cache`. */
async function carryOver(cache) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      if (!HASHED.test(new URL(request.url).pathname) || (await cache.match(request))) continue;
      const response = await old.match(request);
      if (!response || response.headers.has(CARRIED)) continue;
      const headers = new Headers(response.headers);
      headers.set(CARRIED, name);
      const body = await response.arrayBuffer();
      await cache.put(
        request,
        new Response(body, { status: response.status, statusText: response.statusText, headers }),
      );
    }
  }
}

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(sw.registration.scope)) return;
  const path = request.url.slice(sw.registration.scope.length).replace(/[?#].*$/, '');
  if (request.mode === 'navigate') {
    if (path === '' || path === 'index.html') event.respondWith(page(request));
    return;
  }
  event.respondWith(cacheFirst(request));
});

/** The page from the network (a new build is seen at once), else the precached one. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const cached = await caches.match(new Request('index.html'), { cacheName: CACHE });
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached ?? fetch(request);
}
