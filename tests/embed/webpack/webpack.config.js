// webpack 5 with no setting for dlx-sudoku (docs/embedding.md): the app's entry and output only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default {
  mode: 'production',
  entry: './src/main.js',
  output: { path: path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist'), clean: true },
};
