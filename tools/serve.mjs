#!/usr/bin/env node
// Serves the production build (dist/, from tools/dist.mjs) as a static host should: the
// precompressed .br/.gz files beside each asset by Accept-Encoding, application/wasm for the
// module, the page's Content-Security-Policy as a header too (with frame-ancestors 'none', which
// only a header can carry, and X-Frame-Options: DENY: no site may frame the page), a year's immutable caching for the
// hashed file names and revalidation (no-cache) for the rest: index.html, the manifest and
// icons, and sw.js, the service worker, which must never be cached for good (a browser compares
// it on each visit to find a new build). sw.js sits beside index.html, so its scope is the page's
// folder by default and no Service-Worker-Allowed header is needed.
//
//   node tools/serve.mjs [PORT] [DIR]     defaults: 8080, dist
//
// sirv (pinned in package.json) does the file serving; this file only adds the headers.

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Added to the header CSP (a <meta> policy ignores it), as in tools/dist.mjs's _headers. */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** A content-hashed name (esbuild's [hash] or ours: 8 characters of A-Z and 2-7) may be cached for good. */
export const HASHED = /-[A-Z2-7]{8}\.(?:js|css|wasm)$/;

/** The CSP of a page's `<meta http-equiv="Content-Security-Policy">`, or null. */
export function metaCsp(html) {
  const m = html.match(/<meta\s+http-equiv="?Content-Security-Policy"?\s+content="([^"]*)"/i);
  return m ? m[1] : null;
}

/** The headers of one response besides the body's own (type, length, encoding). */
export function extraHeaders(pathname, csp) {
  const headers = {
    'Cache-Control': HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
  // The page's policy plus what only a header can say: no site may frame the page.
  if (csp) headers['Content-Security-Policy'] = `${csp}; ${FRAME_ANCESTORS}`;
  return headers;
}

/** An http.Server for DIR (not yet listening). */
export function createServer(dir) {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${index} is missing: run ./build.sh dist first`);
  const csp = metaCsp(fs.readFileSync(index, 'utf8'));
  const files = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      for (const [k, v] of Object.entries(extraHeaders(pathname, csp))) res.setHeader(k, v);
    },
  });
  return http.createServer((req, res) => {
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found\n');
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 8080);
  const dir = path.resolve(process.argv[3] ?? path.join(ROOT, 'dist'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve.mjs: PORT must be a number 0..65535, got '${process.argv[2]}'`);
    process.exit(2);
  }
  let server;
  try {
    server = createServer(dir);
  } catch (err) {
    console.error(`serve.mjs: ${err.message}`);
    process.exit(2);
  }
  server.listen(port, '127.0.0.1', () => {
    console.log(
      `Serving ${path.relative(ROOT, dir) || dir} at http://127.0.0.1:${server.address().port}/  (Ctrl-C to stop)`,
    );
  });
}
