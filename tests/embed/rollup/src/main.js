// The packed dlx-sudoku in a Rollup app, built by rollup.config.js with the settings docs/embedding.md
// gives: node-resolve, and @web/rollup-plugin-import-meta-assets, which copies the worker (one
// module with no imports) and both .wasm files. The page is tests/embed/shared/ (index.html, page.js).
import init, { max_score_text, solve_text } from 'dlx-sudoku';
import * as core from 'dlx-sudoku/core';
import { SolverClient } from 'dlx-sudoku/worker';
import 'dlx-sudoku/board';
import { runPage } from '../../shared/page.js';

runPage({ dlx: { init, max_score_text, solve_text }, core, SolverClient });
