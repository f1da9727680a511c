// The npm README's import map and the Content-Security-Policy it prints for it (npm/README.md,
// "Without a bundler"): read by tests/node/npm-readme.mjs, which recomputes the map's hash, and
// by tests/embed/run.mjs, which serves tests/embed/plain/importmap.html under that policy.

import crypto from 'node:crypto';

/** The map's text (between the tags, as printed), its sha256 (base64), and the printed policy. */
export function readmeImportMap(readme) {
  const maps = [...readme.matchAll(/^<script type="importmap">([\s\S]*?)<\/script>$/gm)];
  if (maps.length !== 1) throw new Error(`the README prints ${maps.length} import maps, not 1`);
  const policies = [...readme.matchAll(/^CSP: `([^`]+)`$/gm)];
  if (policies.length !== 1) throw new Error(`the README prints ${policies.length} "CSP: …" lines, not 1`);
  const text = maps[0][1];
  return {
    text,
    snippet: maps[0][0],
    hash: crypto.createHash('sha256').update(text, 'utf8').digest('base64'),
    policy: policies[0][1],
  };
}
