// Rollup with the settings docs/embedding.md gives for dlx-sudoku: ES module output, node-resolve
// for the package's name, and the asset plugin that follows new URL(..., import.meta.url).
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { importMetaAssets } from '@web/rollup-plugin-import-meta-assets';

export default {
  input: 'src/main.js',
  output: { dir: 'dist', format: 'es' },
  plugins: [nodeResolve(), importMetaAssets()],
};
