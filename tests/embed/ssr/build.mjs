// The server's side: the app rendered by react-dom/server (renderToString) into two pages that
// differ only in when the board's module loads (before or after hydrateRoot, client.mjs), and
// the client bundled by esbuild (React's development build: its hydration warnings reach the
// console). The board is left out of the bundle: the import map loads it from node_modules, as
// the plain page does, so that the client can load it at either time. Run from this folder.

import fs from 'node:fs';
import * as esbuild from 'esbuild';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './src/app.mjs';

fs.rmSync('dist', { recursive: true, force: true });
await esbuild.build({
  entryPoints: ['src/client.mjs'],
  bundle: true,
  format: 'esm',
  outfile: 'dist/client.js',
  external: ['dlx-sudoku/board'],
  define: { 'process.env.NODE_ENV': '"development"' },
  logLevel: 'warning',
});
const html = renderToString(h(App));
fs.writeFileSync('dist/server.html', html);
for (const order of ['before', 'after']) {
  fs.writeFileSync(
    `dist/${order}.html`,
    `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>dlx-sudoku rendered on the server, hydrated (the board's module ${order} hydration)</title>
  <script type="importmap">{ "imports": { "dlx-sudoku/board": "/node_modules/dlx-sudoku/board/sudoku-board.js" } }</script>
  <script type="module" src="/dist/client.js"></script>
</head>
<body data-order="${order}">
  <div id="root">${html}</div>
  <p id="status">working...</p>
</body>
</html>
`,
  );
}
