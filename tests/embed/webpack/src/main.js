// The packed dlx-sudoku in a webpack 5 app, built by webpack.config.js with no setting for the
// package: webpack bundles the worker it finds in `new Worker(new URL(...))` and emits both .wasm
// files. The page is tests/embed/shared/ (index.html, page.js).
import init, { max_score_text, solve_text } from 'dlx-sudoku';
import * as core from 'dlx-sudoku/core';
import { SolverClient } from 'dlx-sudoku/worker';
import 'dlx-sudoku/board';
import { runPage } from '../../shared/page.js';

runPage({ dlx: { init, max_score_text, solve_text }, core, SolverClient });
