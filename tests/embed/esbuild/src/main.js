// The packed dlx-sudoku in an esbuild app, built by build.mjs with the one setting docs/embedding.md
// gives: a plugin for `new URL(..., import.meta.url)` (@chialab/esbuild-plugin-meta-url), which
// bundles the worker and copies both .wasm files. The page is tests/embed/shared/ (index.html, page.js).
import init, { max_score_text, solve_text } from 'dlx-sudoku';
import * as core from 'dlx-sudoku/core';
import { SolverClient } from 'dlx-sudoku/worker';
import 'dlx-sudoku/board';
import { runPage } from '../../shared/page.js';

runPage({ dlx: { init, max_score_text, solve_text }, core, SolverClient });
