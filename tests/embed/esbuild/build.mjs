// esbuild with the settings docs/embedding.md gives for dlx-sudoku: ES module output (the package
// finds its files through import.meta.url) and the plugin that follows new URL(..., import.meta.url).
import metaUrl from '@chialab/esbuild-plugin-meta-url';
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: ['src/main.js'],
  bundle: true,
  format: 'esm',
  minify: true,
  outdir: 'dist',
  plugins: [metaUrl()],
  logLevel: 'warning',
});
