// Offline use: registers the service worker that the production build (tools/dist.mjs) writes
// beside index.html and names in <meta name="service-worker" content="sw.js">. The page served
// as it is (www/, the dev server) has no such tag and registers nothing; it unregisters a worker
// that a production build served on the same origin left behind, which would otherwise keep
// answering with that build's files.

/** Registers the build's service worker, if the page names one; never throws. */
export function registerServiceWorker(doc = document, nav = navigator) {
  const container = nav.serviceWorker;
  if (!container) return; // no service workers (an insecure origin, an old browser): online only
  const url = doc.querySelector('meta[name="service-worker"]')?.getAttribute('content');
  const run = () => {
    const done = url
      ? container.register(url)
      : container.getRegistrations().then((list) => Promise.all(list.map((r) => r.unregister())));
    // A refusal (private browsing, storage blocked) only means no offline copy: the page works.
    done.catch(() => {});
  };
  // After the load event, so that caching the files never competes with the first load.
  if (doc.readyState === 'complete') run();
  else doc.defaultView?.addEventListener('load', run, { once: true });
}
