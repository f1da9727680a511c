// The embed tests' static server (node:http): one folder on 127.0.0.1 at a free port, every
// response `no-store`, with optional extra headers (a Content-Security-Policy, say) and gzip at
// level 9 for clients that ask for it (as most hosts do: tests/embed/first-load.mjs counts the
// compressed bytes).

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/**
 * Serves `rootDir`; resolves with `{ base, close }`.
 * @param {string} rootDir
 * @param {{headers?: Record<string, string>, gzip?: boolean}} [options]
 */
export function serve(rootDir, { headers = {}, gzip = false } = {}) {
  const root = path.resolve(rootDir);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = path.resolve(root, `.${pathname}`);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    const head = {
      'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
      'cache-control': 'no-store',
      ...headers,
    };
    if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { ...head, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
      return;
    }
    res.writeHead(200, head);
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    );
  });
}
