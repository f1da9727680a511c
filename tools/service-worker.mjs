// The page's service worker: tools/dist.mjs writes it to dist/sw.js with VERSION, FILES and
// SHA256 filled in (the three lines marked "dist fills in"), and index.html names it for
// page/offline.js to register. Never served from www/: the dev server has no service worker.
//
// Cache Storage belongs to the whole origin, not to a scope: another build of the page at another
// path, or any other page of the origin, sees the same caches and can write to them. So:
// - The caches are named after the scope and the version: "dlx-sudoku SCOPE VERSION" (SCOPE is
//   registration.scope, a URL, which has no space), VERSION being a hash of the files' names and
//   contents. This worker deletes only caches of its own scope, never another build's.
// - It caches only its own files (FILES), fetched from its own origin with status 200, and only
//   when their contents are those of this build (SHA256, the hex SHA-256 of each file, written by
//   the build); and it checks a cached file again each time before serving it. A file that
//   another page of the origin put in its cache is never served: it is fetched afresh (and put
//   back when it is this build's), and so a same-origin script cannot plant a lasting copy.
//
// - install: fetches FILES (index.html, the hashed modules, style sheet, worker script and wasm,
//   the manifest and icons), checks them, and caches them in the cache of this scope and version;
//   then takes over at once (skipWaiting), so the next visit after a deploy runs the new version.
//   Any file that fails (not 200, not same-origin, other contents: a deploy half done) fails the
//   install, and the version before stays in charge.
// - A page still open on the version before must keep working: it starts workers later (the
//   worker script and the wasm again after a Cancel, the pool of "Rate a list"), under hashed
//   names the new build no longer has. So install also copies the previous version's own hashed
//   files into the new cache, marked as carried, and the copy after it drops them: one version
//   back is kept, never more. A carried file is checked against the hash in its name (the first
//   40 bits of its SHA-256, base32) before it is carried and before it is served.
// - activate: deletes the other caches of this scope (and the one cache, named before caches were
//   named after their scope, "dlx-sudoku-VERSION", that holds this scope's index.html) and
//   controls the open pages (claim).
// - fetch: the page (a navigation to the scope or its index.html) network-first, the cached
//   index.html when the network fails; everything else in scope cache-first, from the network
//   when not precached; other origins, other methods and other navigations are left alone.

const VERSION = 'dev'; // dist fills in
const FILES = []; // dist fills in
const SHA256 = []; // dist fills in

const sw = self;
const SCOPE = sw.registration.scope;
const OWN = `dlx-sudoku ${SCOPE} `; // this scope's caches: OWN + a version
const CACHE = `${OWN}${VERSION}`;
const LEGACY = /^dlx-sudoku-[a-z2-7]{8}$/; // a cache named before the scope was in the name
const CARRIED = 'X-Dlx-Sudoku-Carried';
const HASHED = /-([A-Z2-7]{8})\.(?:js|css|wasm)$/;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The SHA-256 of `bytes`. */
const sha256 = async (bytes) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
const hex = (digest) => Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
/** The 8 base32 characters of a hashed name (tools/dist.mjs's contentHash) for a digest. */
function nameHash(digest) {
  let out = '';
  for (let i = 0; i < 8; i++) {
    const bit = i * 5;
    const two = (digest[bit >> 3] << 8) | digest[(bit >> 3) + 1];
    out += BASE32[(two >> (11 - (bit & 7))) & 31];
  }
  return out;
}
/** A file's path in the scope ("app-XXXXXXXX.js", "icons/icon.svg"): no query, no fragment. */
const pathOf = (url) => url.slice(SCOPE.length).replace(/[?#].*$/, '');

/** A response fit to cache: from this origin (type basic), status 200. */
const usable = (response) => response.status === 200 && response.type === 'basic';

/**
 * `response` rebuilt from its body when that body is the one this build expects at `path` (a file
 * of FILES: its SHA-256; a carried file: the hash in its name), else null.
 */
async function checked(path, response) {
  const body = await response.arrayBuffer();
  const digest = await sha256(body);
  const i = FILES.indexOf(path);
  const good =
    i >= 0 ? hex(digest) === SHA256[i] : response.headers.has(CARRIED) && HASHED.exec(path)?.[1] === nameHash(digest);
  if (!good) return null;
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** This build's file at `path` from the network, checked; throws when it is not. */
async function fetchFile(path) {
  // The unhashed files (index.html, the manifest, the icons) are revalidated, never taken
  // from an HTTP cache that may hold the version before; a hashed name cannot be stale.
  const request = new Request(path, { cache: HASHED.test(path) ? 'default' : 'no-cache' });
  const response = await fetch(request);
  if (!usable(response)) throw new Error(`${path}: status ${response.status}, type ${response.type}`);
  const good = await checked(path, response);
  if (!good) throw new Error(`${path}: not the file of version ${VERSION}`);
  return good;
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const files = await Promise.all(FILES.map(fetchFile));
      const cache = await caches.open(CACHE);
      await Promise.all(FILES.map((path, i) => cache.put(new Request(path), files[i])));
      await carryOver(cache);
      await sw.skipWaiting();
    })(),
  );
});

/** The caches of this scope before this version: its own, and a legacy one holding its index.html. */
async function olderCaches() {
  const names = [];
  for (const name of await caches.keys()) {
    if (name === CACHE) continue;
    if (name.startsWith(OWN)) names.push(name);
    else if (LEGACY.test(name) && (await (await caches.open(name)).match(`${SCOPE}index.html`))) names.push(name);
  }
  return names;
}

/** Copies the hashed files of the older versions' caches (not those they carried) into `cache`. */
async function carryOver(cache) {
  for (const name of await olderCaches()) {
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const path = pathOf(request.url);
      if (!request.url.startsWith(SCOPE) || !HASHED.test(path) || (await cache.match(request))) continue;
      const response = await old.match(request);
      if (!response || response.headers.has(CARRIED)) continue;
      const headers = new Headers(response.headers);
      headers.set(CARRIED, name);
      const body = await response.arrayBuffer();
      if (HASHED.exec(path)?.[1] !== nameHash(await sha256(body))) continue; // not what its name says
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
      for (const name of await olderCaches()) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  const path = pathOf(request.url);
  if (request.mode === 'navigate') {
    if (path === '' || path === 'index.html') event.respondWith(page(request));
    return;
  }
  event.respondWith(cacheFirst(request, path));
});

/** The page from the network (a new build is seen at once), else the precached one, checked. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const cached = await caches.match(new Request('index.html'), { cacheName: CACHE });
    const good = cached && (await checked('index.html', cached));
    if (good) return good;
    throw err;
  }
}

/** A precached file, checked; one that fails the check is fetched again (and mended when it can be). */
async function cacheFirst(request, path) {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (!cached) return fetch(request);
  const good = await checked(path, cached);
  if (good) return good;
  if (FILES.includes(path)) {
    try {
      const fresh = await fetchFile(path);
      await (await caches.open(CACHE)).put(new Request(path), fresh.clone());
      return fresh;
    } catch {
      // offline, or the server has another build by now: the network's answer as it is
    }
  } else await (await caches.open(CACHE)).delete(request);
  return fetch(request);
}
