// Offline use: registers the service worker that the production build (tools/dist.mjs) writes
// beside index.html and names in <meta name="service-worker" content="sw.js">. The page served
// as it is (www/, the dev server) has no such tag and registers nothing; it unregisters a worker
// that a production build served at the same address left behind, which would otherwise keep
// answering with that build's files: only that one (the registration whose scope is this page's
// folder and whose script is the sw.js in it), never another worker of the origin, which may
// belong to another app.

/** Registers the build's service worker, if the page names one; never throws. */
export function registerServiceWorker(doc = document, nav = navigator) {
  const container = nav.serviceWorker;
  if (!container) return; // no service workers (an insecure origin, an old browser): online only
  const url = doc.querySelector('meta[name="service-worker"]')?.getAttribute('content');
  const run = () => {
    const done = url ? container.register(url) : unregisterOwn(container, doc.baseURI);
    // A refusal (private browsing, storage blocked) only means no offline copy: the page works.
    done.catch(() => {});
  };
  // After the load event, so that caching the files never competes with the first load.
  if (doc.readyState === 'complete') run();
  else doc.defaultView?.addEventListener('load', run, { once: true });
}

/**
 * Unregisters the build's worker of this page's folder, if there is one.
 * @param {ServiceWorkerContainer} container
 * @param {string} pageUrl
 */
async function unregisterOwn(container, pageUrl) {
  const scope = new URL('./', pageUrl).href;
  const script = new URL('sw.js', scope).href;
  const own = await container.getRegistration(scope);
  if (!own || own.scope !== scope) return; // none, or a worker of a folder above: not ours
  const worker = own.active ?? own.waiting ?? own.installing;
  if (worker?.scriptURL === script) await own.unregister();
}
