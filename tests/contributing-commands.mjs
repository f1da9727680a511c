#!/usr/bin/env node
// CONTRIBUTING.md's "Running part of the tests" table, run: a newcomer copies these commands
// first, so a command that runs nothing, fails on a fresh clone or passes what CI rejects must
// fail here.
//
//   node tests/contributing-commands.mjs          # needs ./build.sh build and ./build.sh pack
//   ./build.sh test contributing                  # the same, with what it needs
//
// Called by build.sh's `contributing` step, which builds and packs first. For each row:
// - "all of it": each command (split at &&) must be one that build.sh runs: `./build.sh X` must
//   be a command of build.sh, any other must appear in build.sh's code (not a comment or a
//   heading), `npx` dropped and a placeholder such as VERSION matching any word. Running them
//   here would repeat the whole of `./build.sh test`.
// - "a part": each command runs as written (through bash, from the repository's root), with
//   VERSION the version of Cargo.toml and NAME the first file of the folder before it. A test
//   runner's command passes when it exits 0 and its output counts at least one passed test
//   (cargo and wasm-bindgen-test's "N passed;", node --test's "# pass N", the embed and page
//   runners' "N passed, M failed"); a lint command when it exits 0; `biome check --write`
//   (which fixes files) runs in a scratch folder with the project's biome.json and must fix a
//   badly formatted file there.
// Prints one line a command and "N passed, M failed" at the end; exits non-zero on any failure.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const TABLE_HEADING = '## Running part of the tests';
// A command that runs longer than this is a failure (the slowest "a part" takes about a minute).
const TIMEOUT_MS = 10 * 60 * 1000;

/** The rows of the table under TABLE_HEADING: { runner, all: [command], part: [command] }. */
function tableRows(markdown) {
  const start = markdown.indexOf(TABLE_HEADING);
  if (start < 0) throw new Error(`CONTRIBUTING.md has no "${TABLE_HEADING}" section`);
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    // A cell's pipes inside backticks are written \| in Markdown.
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    // A command is a code span of two words or more: `node` or `--all-targets` in a note is not.
    const commands = (cell) =>
      [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].replaceAll('\\|', '|')).filter((c) => /^[^-\s]\S*\s+\S/.test(c));
    rows.push({ runner: cells[0], all: commands(cells[1]), part: commands(cells[2]) });
  }
  if (rows.length === 0) throw new Error(`CONTRIBUTING.md's "${TABLE_HEADING}" has no table`);
  return rows;
}

const regexpEscaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A word with a placeholder in it: VERSION, NAME, PORT... (three capitals or more).
const PLACEHOLDER = /[A-Z]{3,}/;

/** Whether build.sh runs `command` (one of an "all of it" cell, without &&). */
function buildShRuns(command, buildSh) {
  const build = command.match(/^\.\/build\.sh (\S+)/);
  if (build) return new RegExp(`^\\s+${regexpEscaped(build[1])}\\)`, 'm').test(buildSh);
  const words = command.replace(/^npx /, '').split(/\s+/);
  const pattern = new RegExp(words.map((w) => (PLACEHOLDER.test(w) ? '\\S+' : regexpEscaped(w))).join('\\s+'));
  return buildSh
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !line.startsWith('#') && !/^(say|echo|printf)\b/.test(line))
    .some((line) => pattern.test(line));
}

/** `command` with its placeholders filled: VERSION from Cargo.toml, DIR/NAME the folder's first file. */
function filled(command) {
  const version = fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)?.[1];
  return command.replaceAll('VERSION', version ?? 'VERSION').replace(/(\S*?)\/NAME\b/g, (_, dir) => {
    const first = fs
      .readdirSync(path.join(ROOT, dir.replace(/^.*:/, '')))
      .filter((f) => f !== 'README.md')
      .sort()[0];
    return `${dir}/${first}`;
  });
}

/** The tests a runner's output says passed, or null when it printed no count at all. */
function passedCount(output) {
  let passed = null;
  const add = (n) => {
    passed = (passed ?? 0) + Number(n);
  };
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    const m = line.match(/^test result: \w+\. (\d+) passed;/) ?? line.match(/^(\d+) passed, \d+ failed$/);
    if (m) add(m[1]);
    const node = line.match(/^# pass (\d+)$/);
    if (node) add(node[1]);
  }
  return passed;
}

function run(command, cwd = ROOT) {
  const t0 = Date.now();
  const result = spawnSync('bash', ['-c', command], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: TIMEOUT_MS,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  return { status: result.status, output, seconds: ((Date.now() - t0) / 1000).toFixed(1) };
}

const tail = (output) =>
  output
    .trimEnd()
    .split('\n')
    .slice(-25)
    .map((line) => `      ${line}`)
    .join('\n');

/** `biome check --write .` fixes files: run it where it may, on a file it must fix. */
function biomeWrite(command) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contributing-biome-'));
  try {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
    delete config.$schema;
    delete config.vcs;
    fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    fs.mkdirSync(path.join(dir, 'tools'));
    const file = path.join(dir, 'tools', 'scratch.mjs');
    fs.writeFileSync(file, 'export const a=[1,2]\n');
    // npx from the scratch folder would not find the project's Biome: put it on PATH.
    const bin = path.join(ROOT, 'node_modules', '.bin');
    const result = run(`PATH="${bin}:$PATH" ${command.replace(/^npx /, '')}`, dir);
    const fixed = fs.readFileSync(file, 'utf8') === 'export const a = [1, 2];\n';
    if (result.status !== 0) return { ...result, problem: `exit status ${result.status}` };
    if (!fixed) return { ...result, problem: 'the badly formatted scratch file was not fixed' };
    return { ...result, problem: null, note: 'fixed a scratch file' };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs one "a part" command; { problem, note, seconds, output }. */
function runPart(command) {
  if (/\bbiome check --write\b/.test(command)) return biomeWrite(command);
  const result = run(filled(command));
  if (result.status !== 0) return { ...result, problem: `exit status ${result.status}` };
  if (/\b(clippy|fmt|biome|tsc)\b/.test(command)) return { ...result, problem: null, note: 'clean' };
  const passed = passedCount(result.output);
  if (passed === null) return { ...result, problem: 'printed no test count' };
  if (passed === 0) return { ...result, problem: 'ran no test (0 passed)' };
  return { ...result, problem: null, note: `${passed} passed` };
}

const markdown = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
const buildSh = fs.readFileSync(path.join(ROOT, 'build.sh'), 'utf8');
let passed = 0;
let failed = 0;
for (const row of tableRows(markdown)) {
  for (const cell of row.all) {
    for (const command of cell.split('&&').map((c) => c.trim())) {
      if (buildShRuns(command, buildSh)) {
        passed++;
        console.log(`ok: ${row.runner}, all of it: ${command} (build.sh runs it)`);
      } else {
        failed++;
        console.log(`FAIL: ${row.runner}, all of it: ${command}: build.sh runs no such command`);
      }
    }
  }
  for (const command of row.part) {
    const result = runPart(command);
    if (result.problem === null) {
      passed++;
      console.log(`ok: ${row.runner}, a part: ${command} (${result.note}, ${result.seconds} s)`);
    } else {
      failed++;
      console.log(`FAIL: ${row.runner}, a part: ${command}: ${result.problem} (${result.seconds} s); its output ends:`);
      console.log(tail(result.output));
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
