#!/usr/bin/env bash
# One entry point for dlx-sudoku: set-up, the wasm builds, the npm package, the page's
# production build and server, the quick gate before a push (check), every test CI runs (test,
# or only some of its steps), benchmarks and fuzzing. `./build.sh help` says what each command
# does, `./build.sh test --list` what each test step does. The file follows the same order:
# setup; build, pack, dist, serve; test and check (TEST_STEPS lists the steps); bench; fuzz. It
# runs its longer helper programs from files in tools/.
#
# Works from any directory (it changes to its own). Every failure stops the script with a
# non-zero exit status. Nothing here downloads prebuilt binaries: the Rust tools are built by
# `cargo install`, wasm-opt comes from the npm package `binaryen` (never Debian's binaryen, whose
# output breaks at run time), Chromium, chromedriver and Firefox ESR come from Debian, geckodriver
# from crates.io.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$ROOT"

# Pinned versions. wasm-bindgen-cli is not pinned here: it must equal the wasm-bindgen crate
# version recorded in Cargo.lock, and is read from there.
WASM_PACK_VERSION="0.15.1"
CARGO_FUZZ_VERSION="0.13.2"
# geckodriver drives Firefox for wasm-pack test --firefox (the crate's browser tests); 0.37.1
# builds with stable Rust 1.95 and drives Firefox ESR 153. About 16 minutes cold on 2 cores (shared with a wasm build).
GECKODRIVER_VERSION="0.37.1"
WASM_TARGET="wasm32-unknown-unknown"
WASM_FILE="www/pkg/dlx_sudoku_bg.wasm"
# The core build (no logic layer, no generator): built beside the default one, never served.
# Its files have names of their own (dlx_sudoku_core*): a bundler that copies the two .wasm
# files into one folder, or names them by file name alone, must not mistake one for the other.
CORE_PKG="target/pkg-core"
CORE_NAME="dlx_sudoku_core"
CORE_WASM_FILE="$CORE_PKG/${CORE_NAME}_bg.wasm"
# gzip -9 budgets in bytes (118 KB and 24 KB): what a page downloads before it can play. A build
# over one fails, so growth is a decision: raise a budget here on purpose, saying why in the
# commit (the default one went from 80 KB to 112 KB when the logic layer and generator came in,
# to 113 KB with pencil-mark states in rate, steps and hint, to 118 KB with rate's time
# budget in wasm, whose deadline checks the chains now carry there, and to 120 KB with every
# step's explanation as data, for the page to phrase it in six languages: +2.4 KB gzip).
WASM_GZIP_BUDGET=122880
CORE_WASM_GZIP_BUDGET=24576
DEFAULT_PORT=8080
DEFAULT_FUZZ_AMOUNT=24s
FUZZ_MAX_LEN=300
# The order of `./build.sh fuzz` without targets: the fast ones first, and chains (up to seconds
# an input) after logic, whose checks it extends.
FUZZ_ORDER="parse solve_count target logic chains generate"
# The Python package (python/, docs/python.md): maturin builds the wheel from a venv of its own.
MATURIN_VERSION="1.16.0"
PYTHON_TOOLS="$ROOT/target/python-tools"
PYTHON_TARGET_DIR="$ROOT/target/python"
WHEEL_DIR="target/wheels"

# wasm-opt (and playwright-core's CLI) from the npm dev dependencies come first, so wasm-pack
# uses binaryen 132 from node_modules and not anything else on PATH.
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$ROOT/node_modules/.bin:$CARGO_BIN:$PATH"
export DEBIAN_FRONTEND=noninteractive
# The browser of the browser, embed and end-to-end tests: Debian's Chromium unless CHROMIUM names
# another Chromium or Chrome (then, with chromedriver on PATH, set-up needs neither apt nor root).
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
# Firefox for the Firefox steps: Debian's Firefox ESR unless FIREFOX names another Firefox.
export FIREFOX="${FIREFOX:-/usr/bin/firefox-esr}"

START_TIME=$SECONDS

say() { printf '==> %s\n' "$*"; }
ok() { printf '    ok: %s\n' "$*"; }
die() {
    printf 'build.sh: error: %s\n' "$*" >&2
    exit 1
}

usage() {
    cat <<'EOF'
usage: ./build.sh <command> [args]

commands:
  setup         install what is missing: wasm32 target, rustfmt, clippy, wasm-pack 0.15.1,
                wasm-bindgen-cli (the version in Cargo.lock), geckodriver 0.37.1, chromium +
                chromium-driver + firefox-esr + webkit2gtk-driver + xvfb (apt), npm dev tools
                (binaryen for wasm-opt, playwright-core, puppeteer-core) via npm ci, and
                the pinned tools of the apps in tests/embed (npm ci in each)
  build         setup, then wasm-pack release builds: the default package into www/pkg and the
                core build (--no-default-features) into target/pkg-core (dlx_sudoku_core*);
                prints both sizes
  pack          setup + build, then the npm package: npm pack of a staging folder
                (target/npm-package: both builds, the worker, the client, the board element,
                npm/README.md, the licences) into target/dlx-sudoku-VERSION.tgz; prints its
                files and checks that the licences, the README and both modules are in it
  dist          setup + build, then the production build of the page (tools/dist.mjs): dist/
                with the modules bundled and minified by esbuild, content-hashed names, a .gz
                and a .br beside each file, and _headers; copy dist/ to any static host
                (docs/deploy.md)
  serve [PORT]  setup + build + dist, then serve dist/ on http://127.0.0.1:PORT/ (default 8080)
                as a host should (tools/serve.mjs: precompressed files, cache lifetimes, CSP)
  check         setup, then the quick gate before a push (under a minute warm on 2 cores):
                cargo fmt --check, biome ci, clippy -D warnings, cargo test --lib and the quick
                integration tests, tsc (on www/pkg, built first when missing or when its
                declarations differ from a dev build's); prints the time of each part
  test [STEP...]
                setup, then every step CI runs (listed below) in order, or only the STEPs named,
                in the same order (build is added before a step that reads www/pkg); ends with
                the steps run and the test counts
  test --list   the steps of test, each with what it does
  bench         run the benchmarks of bench/: the native ones (bin "bench", [[bench]] targets),
                bench/bench.mjs, bench/highs_maxscore.py and Lighthouse on the served dist/
                (bench/lighthouse.mjs), if present; writes bench/results.md. With
                BENCH_BASELINE=DIR (a checkout of an older commit), also builds its CLI and
                wasm there and compares rate per puzzle (native CPU, wasm) and level 5
  python        setup, then the Python package: one abi3 wheel (CPython 3.9+) of python/ built
                by maturin 1.16.0 (pip, in target/python-tools) into target/wheels/
  fuzz [RUNS|Ns] [TARGET[:RUNS|:Ns]...]
                run each cargo-fuzz target in fuzz/ (or the ones named) for RUNS runs or N
                seconds (default 24s each, inputs up to 300 bytes, no sanitizer); TARGET:AMOUNT
                gives one target its own, e.g. a time budget for the slow chains beside a run
                count: `fuzz 2000000 logic chains:3600s`. From the working corpus
                fuzz/corpus/TARGET with the committed fuzz/seeds/TARGET and
                fuzz/regressions/TARGET; ends with runs, exec/s, cov, ft and corpus size per
                target, and the chain steps checked by family
  help          this text
EOF
    echo
    list_test_steps
}

# Run a command as root (directly when we are root, else through sudo).
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo env DEBIAN_FRONTEND=noninteractive "$@"
    else
        die "need root (or sudo) to run: $*"
    fi
}

APT_UPDATED=0
apt_install() {
    if [ "$APT_UPDATED" -eq 0 ]; then
        as_root apt-get update
        APT_UPDATED=1
    fi
    as_root apt-get install -y "$@"
}

# A Python venv at $1 (Debian's python3 needs python3-venv for ensurepip).
make_venv() {
    if ! python3 -m venv "$1" >/dev/null 2>&1; then
        apt_install python3-venv
        rm -rf "$1"
        python3 -m venv "$1"
    fi
}

# The version of the wasm-bindgen package recorded in Cargo.lock.
lockfile_wasm_bindgen_version() {
    awk '
        /^\[\[package\]\]/ { in_wbg = 0 }
        $0 == "name = \"wasm-bindgen\"" { in_wbg = 1; next }
        in_wbg && /^version = / { gsub(/"/, "", $3); print $3; exit }
    ' Cargo.lock
}

# ---------------------------------------------------------------------------------------------
# setup
# ---------------------------------------------------------------------------------------------

setup_system_packages() {
    # Debian packages: C toolchain for cargo install, Node + npm, Python (static server),
    # Chromium and its matching driver for the browser tests, Firefox ESR for the Firefox steps.
    # One apt run for all that is missing.
    local missing=()
    command -v cc >/dev/null 2>&1 || missing+=(build-essential)
    command -v node >/dev/null 2>&1 || missing+=(nodejs)
    command -v npm >/dev/null 2>&1 || missing+=(npm)
    command -v python3 >/dev/null 2>&1 || missing+=(python3)
    if [ ! -x "$CHROMIUM" ] || ! command -v chromedriver >/dev/null 2>&1; then
        # Installed together right after apt-get update so the two versions match.
        missing+=(chromium chromium-driver)
    fi
    [ -x "$FIREFOX" ] || missing+=(firefox-esr)
    # WebKit for the webkit step: WebKitGTK's MiniBrowser and WebKitWebDriver, on an Xvfb display
    # (the GTK MiniBrowser has no headless mode).
    command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
    command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
    if [ "${#missing[@]}" -gt 0 ]; then
        say "apt-get install ${missing[*]}"
        apt_install "${missing[@]}"
    fi
    [ -x "$CHROMIUM" ] || die "$CHROMIUM still missing after apt-get install (set CHROMIUM to a Chromium or Chrome binary)"
    command -v chromedriver >/dev/null 2>&1 || die "chromedriver still missing after apt-get install"
    [ -x "$FIREFOX" ] || die "$FIREFOX still missing after apt-get install (set FIREFOX to a Firefox binary)"
    command -v WebKitWebDriver >/dev/null 2>&1 || die "WebKitWebDriver still missing after apt-get install"
    ok "system packages (cc, node $(node --version), npm, python3, $CHROMIUM, chromedriver, $FIREFOX, WebKitWebDriver, Xvfb)"
}

setup_rust() {
    command -v rustup >/dev/null 2>&1 || die "rustup not found: install Rust with rustup first (https://rustup.rs)"
    command -v cargo >/dev/null 2>&1 || die "cargo not found on PATH"

    # Lists are read into variables first: with pipefail, `grep -q` closing a pipe early
    # could fail the pipeline.
    local installed_targets
    installed_targets="$(rustup target list --installed)"
    if ! grep -qx "$WASM_TARGET" <<<"$installed_targets"; then
        say "rustup target add $WASM_TARGET"
        rustup target add "$WASM_TARGET"
    fi
    local installed_components component
    installed_components="$(rustup component list --installed)"
    for component in rustfmt clippy; do
        if ! grep -q "^${component}-" <<<"$installed_components"; then
            say "rustup component add $component"
            rustup component add "$component"
        fi
    done
    ok "rust $(rustc --version | cut -d' ' -f2), target $WASM_TARGET, rustfmt, clippy"
}

setup_wasm_pack() {
    local have
    have="$(wasm-pack --version 2>/dev/null || true)"
    if [ "$have" != "wasm-pack $WASM_PACK_VERSION" ]; then
        say "cargo install wasm-pack --version $WASM_PACK_VERSION (found: ${have:-none}; takes a few minutes)"
        cargo install wasm-pack --version "$WASM_PACK_VERSION"
        have="$(wasm-pack --version 2>/dev/null || true)"
        [ "$have" = "wasm-pack $WASM_PACK_VERSION" ] ||
            die "wasm-pack on PATH is '${have:-none}' ($(command -v wasm-pack || echo 'not found')), expected $WASM_PACK_VERSION"
    fi
    ok "wasm-pack $WASM_PACK_VERSION"
}

setup_wasm_bindgen() {
    if [ ! -f Cargo.lock ]; then
        say "cargo generate-lockfile (Cargo.lock is absent)"
        cargo generate-lockfile
    fi
    local want have
    want="$(lockfile_wasm_bindgen_version)"
    [ -n "$want" ] || die "no wasm-bindgen package in Cargo.lock"
    have="$(wasm-bindgen --version 2>/dev/null || true)"
    if [ "$have" != "wasm-bindgen $want" ] || ! command -v wasm-bindgen-test-runner >/dev/null 2>&1; then
        say "cargo install wasm-bindgen-cli --version $want (found: ${have:-none}; takes a few minutes)"
        # Not --locked: a dependency locked by wasm-bindgen-cli is not on the registry.
        cargo install wasm-bindgen-cli --version "$want"
        have="$(wasm-bindgen --version 2>/dev/null || true)"
        [ "$have" = "wasm-bindgen $want" ] ||
            die "wasm-bindgen on PATH is '${have:-none}' ($(command -v wasm-bindgen || echo 'not found')), Cargo.lock needs $want"
    fi
    ok "wasm-bindgen-cli $want (= wasm-bindgen in Cargo.lock)"
}

setup_geckodriver() {
    local have
    have="$(geckodriver --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2 || true)"
    if [ "$have" != "geckodriver $GECKODRIVER_VERSION" ]; then
        say "cargo install geckodriver --version $GECKODRIVER_VERSION (found: ${have:-none}; takes a few minutes)"
        cargo install geckodriver --version "$GECKODRIVER_VERSION"
        have="$(geckodriver --version 2>/dev/null | head -n 1 | cut -d' ' -f1-2 || true)"
        [ "$have" = "geckodriver $GECKODRIVER_VERSION" ] ||
            die "geckodriver on PATH is '${have:-none}' ($(command -v geckodriver || echo 'not found')), expected $GECKODRIVER_VERSION"
    fi
    ok "geckodriver $GECKODRIVER_VERSION"
}

# The version of an installed npm package, from its package.json.
npm_version() {
    sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "node_modules/$1/package.json" | head -n 1
}

setup_npm() {
    [ -f package-lock.json ] || die "package-lock.json is missing (it is committed; restore it with git)"
    if [ ! -f node_modules/.package-lock.json ] ||
        [ package-lock.json -nt node_modules/.package-lock.json ] ||
        [ ! -e node_modules/.bin/wasm-opt ] ||
        [ ! -d node_modules/playwright-core ] ||
        [ ! -d node_modules/puppeteer-core ] ||
        [ ! -f node_modules/axe-core/axe.min.js ] ||
        [ ! -e node_modules/.bin/biome ] ||
        [ ! -e node_modules/.bin/tsc ] ||
        [ ! -e node_modules/.bin/esbuild ] ||
        [ ! -d node_modules/sirv ] ||
        [ ! -e node_modules/.bin/lighthouse ]; then
        say "npm ci (the dev tools of package.json)"
        # puppeteer-core never downloads a browser; the variable keeps it so if that changes.
        PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund
    fi
    local wasm_opt
    wasm_opt="$(command -v wasm-opt || true)"
    [ "$wasm_opt" = "$ROOT/node_modules/.bin/wasm-opt" ] ||
        die "wasm-opt resolves to '${wasm_opt:-nothing}', expected $ROOT/node_modules/.bin/wasm-opt"
    ok "npm tools: $(wasm-opt --version) from node_modules/.bin, playwright-core $(npm_version playwright-core), puppeteer-core $(npm_version puppeteer-core)"
}

# The pinned dev tools (typescript, the bundlers) of the apps of tests/embed/: npm ci in each
# app whose node_modules is older than its committed lock file. The packed tarball itself is
# installed by the embed step of `test` (tests/embed/run.mjs).
setup_embed() {
    [ -f tests/embed/run.mjs ] || return 0
    node tests/embed/run.mjs --setup
}

cmd_setup() {
    say "setup"
    local t0=$SECONDS
    setup_system_packages
    setup_rust
    setup_wasm_pack
    setup_wasm_bindgen
    setup_geckodriver
    setup_npm
    setup_embed
    ok "setup done in $((SECONDS - t0)) s"
}

# ---------------------------------------------------------------------------------------------
# build / serve
# ---------------------------------------------------------------------------------------------

# The wasm builds' code generation: the wasm-release profile of Cargo.toml (release at
# opt-level "s", to stay within the size budget; native builds, tests and benchmarks stay at
# opt-level 3), with LLVM's inlining threshold raised from opt-level "s"'s 50 to 100 so the
# logic layer's small helpers are inlined again (rate 1.4x -> 1.15x the opt-level 3 time in
# Node for 1.7 KB gzip; docs/design.md "Builds and features"). Applies to the wasm target only
# (cargo passes RUSTFLAGS to build scripts and proc macros only without --target).
WASM_RUSTFLAGS="-C llvm-args=-inline-threshold=100"

build_wasm() {
    say "RUSTFLAGS=\"$WASM_RUSTFLAGS\" wasm-pack build --target web --profile wasm-release --mode no-install --out-dir www/pkg (wasm-opt: $(command -v wasm-opt))"
    RUSTFLAGS="$WASM_RUSTFLAGS${RUSTFLAGS:+ $RUSTFLAGS}" \
        wasm-pack build --target web --profile wasm-release --mode no-install --out-dir www/pkg
    [ -f "$WASM_FILE" ] || die "$WASM_FILE was not produced"
    # The core build: the engine's exports without the logic layer and the generator. Release
    # profile (opt-level 3): the engine alone is smaller there than with the settings above
    # (22,470 bytes gzip against 23,667), and faster.
    say "wasm-pack build --target web --release --mode no-install --out-dir $CORE_PKG --out-name $CORE_NAME -- --no-default-features (the core build)"
    rm -rf "$CORE_PKG" # no file of the old names left for pack to find
    wasm-pack build --target web --release --mode no-install --out-dir "$CORE_PKG" --out-name "$CORE_NAME" -- --no-default-features
    [ -f "$CORE_WASM_FILE" ] || die "$CORE_WASM_FILE was not produced"
    # Both sizes are printed before a missed budget stops the build.
    local missed=0
    wasm_size "default build (logic layer and generator)" "$WASM_FILE" "$WASM_GZIP_BUDGET" || missed=1
    wasm_size "core build (--no-default-features)" "$CORE_WASM_FILE" "$CORE_WASM_GZIP_BUDGET" || missed=1
    [ "$missed" -eq 0 ] ||
        die "a wasm module is over its gzip budget (FAIL above): make it smaller, or raise the budget in build.sh and say why in the commit"
}

# One line on a .wasm file: raw and gzip -9 bytes against its gzip budget; returns non-zero,
# after a FAIL line, when the budget is missed.
wasm_size() {
    local label="$1" file="$2" budget="$3" bytes gz
    bytes="$(wc -c <"$file")"
    gz="$(gzip -9 -n -c "$file" | wc -c)"
    if [ "$gz" -le "$budget" ]; then
        ok "$label: $file: $bytes bytes raw, $gz bytes gzip -9 (budget $budget: met)"
    else
        printf '    FAIL: %s\n' "$label: $file: $bytes bytes raw, $gz bytes gzip -9 (budget $budget: missed by $((gz - budget)) bytes)"
        return 1
    fi
}

cmd_build() {
    cmd_setup
    build_wasm
}

# ---------------------------------------------------------------------------------------------
# pack: the npm package an app installs
# ---------------------------------------------------------------------------------------------

# The [package] version of Cargo.toml.
cargo_version() {
    awk '/^\[/ { in_pkg = ($0 == "[package]") } in_pkg && /^version = / { gsub(/"/, "", $3); print $3; exit }' Cargo.toml
}

# The npm package from the builds in www/pkg and $CORE_PKG: tools/pack.mjs stages what the
# package's entries reach (pkg/, core/, engine/, model/, board/ as in www/), the package's README
# and the licences in target/npm-package, writes its package.json and packs it into target/;
# it prints the files and sizes. Sets PACK_TARBALL. Needs build_wasm first.
make_package() {
    node tools/pack.mjs --core "$CORE_PKG" || die "pack: tools/pack.mjs failed"
    PACK_TARBALL="$ROOT/target/dlx-sudoku-$(cargo_version).tgz"
    [ -f "$PACK_TARBALL" ] || die "pack: $PACK_TARBALL is missing"
}

cmd_pack() {
    cmd_setup
    build_wasm
    make_package
}

# The production build of the page (tools/dist.mjs), from www/ and the wasm package in www/pkg.
build_dist() {
    say "node tools/dist.mjs (esbuild $(esbuild --version): www/ -> dist/)"
    node tools/dist.mjs dist
}

cmd_dist() {
    cmd_build
    build_dist
}

cmd_serve() {
    local port="${1:-$DEFAULT_PORT}"
    if ! [[ "$port" =~ ^[0-9]+$ ]] || [ "$port" -lt 1 ] || [ "$port" -gt 65535 ]; then
        die "PORT must be a number 1..65535, got '$port'"
    fi
    # Fail before the build, not after it, when the port is taken.
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
        die "port $port on 127.0.0.1 is already in use; pick another: ./build.sh serve PORT"
    fi
    cmd_dist
    echo
    # tools/serve.mjs: sirv with the headers a host should send (docs/deploy.md).
    exec node tools/serve.mjs "$port" dist
}

# ---------------------------------------------------------------------------------------------
# test and check
# ---------------------------------------------------------------------------------------------

SERVER_PID=""
stop_server() {
    if [ -n "$SERVER_PID" ]; then
        kill "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
        SERVER_PID=""
    fi
}

# `test` and `check` progress, for the summary line printed when a step fails.
RUN_NAME=""
TEST_STEP=""
TEST_PASSED=()
on_exit() {
    local status=$?
    stop_server
    if [ "$status" -ne 0 ] && [ -n "$TEST_STEP" ]; then
        echo
        echo "build.sh $RUN_NAME: FAILED at ${TEST_STEP} (exit status $status); passed before it: ${TEST_PASSED[*]:-none}"
    fi
}
trap on_exit EXIT

# Start python3 -m http.server on www/ in the background; sets SERVER_PID and BASE_URL.
start_server() {
    local port tries
    port="$(node tools/free-port.mjs)"
    python3 -m http.server "$port" --bind 127.0.0.1 --directory www >"$ROOT/target/e2e-http.log" 2>&1 &
    SERVER_PID=$!
    for ((tries = 0; tries < 100; tries++)); do
        kill -0 "$SERVER_PID" 2>/dev/null || die "static server exited; see target/e2e-http.log"
        if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            BASE_URL="http://127.0.0.1:$port/"
            return 0
        fi
        sleep 0.1
    done
    die "static server did not listen on port $port within 10 s"
}

# Run one named step; the EXIT trap names it if it fails. With TEST_LOG set, the step's standard
# output is also appended there, for the closing test counts (the step then runs in a subshell
# of the pipeline: it must not set state the script needs).
TEST_LOG=""
test_step() {
    TEST_STEP="$1"
    shift
    if [ -n "$TEST_LOG" ]; then
        "$@" | tee -a "$TEST_LOG"
    else
        "$@"
    fi
    TEST_PASSED+=("$TEST_STEP")
    TEST_STEP=""
}

# One closing line: the tests passed and failed, added up from what the runners printed.
print_test_counts() {
    node tools/test-counts.mjs "$TEST_LOG"
}

# clippy on every target, and on tests/fuzz_replay.rs (test = false, so --all-targets skips it),
# which compiles the fuzz harness of fuzz/src as well, and on the core build's features (a test
# that needs the logic layer must say so in Cargo.toml's required-features).
clippy_all() {
    cargo clippy --all-targets -- -D warnings
    cargo clippy --test fuzz_replay -- -D warnings
    cargo clippy --all-targets --no-default-features -- -D warnings
    CARGO_TARGET_DIR="$PYTHON_TARGET_DIR" cargo clippy --manifest-path python/Cargo.toml --all-targets -- -D warnings
}

# rustfmt on the crate and on the Python package's crate (its own workspace).
fmt_all() {
    cargo fmt --check
    cargo fmt --check --manifest-path python/Cargo.toml
}

# maturin in target/python-tools at the pinned version; a no-op when present.
setup_maturin() {
    if [ "$("$PYTHON_TOOLS/bin/maturin" --version 2>/dev/null)" = "maturin $MATURIN_VERSION" ]; then
        return 0
    fi
    say "python3 -m venv target/python-tools; pip install maturin==$MATURIN_VERSION"
    rm -rf "$PYTHON_TOOLS"
    make_venv "$PYTHON_TOOLS"
    "$PYTHON_TOOLS/bin/pip" install --quiet --disable-pip-version-check "maturin==$MATURIN_VERSION"
}

# The wheel of python/ (PyO3, abi3): the only one in target/wheels afterwards; sets PYTHON_WHEEL.
build_python() {
    setup_maturin
    rm -f "$WHEEL_DIR"/dlx_sudoku-*.whl
    say "maturin build --release -m python/Cargo.toml --out $WHEEL_DIR (CARGO_TARGET_DIR=target/python)"
    CARGO_TARGET_DIR="$PYTHON_TARGET_DIR" "$PYTHON_TOOLS/bin/maturin" build --release \
        -m python/Cargo.toml --out "$WHEEL_DIR"
    PYTHON_WHEEL="$(echo "$WHEEL_DIR"/dlx_sudoku-*.whl)"
    [ -f "$PYTHON_WHEEL" ] || die "python: no wheel in $WHEEL_DIR"
    ok "wheel: $PYTHON_WHEEL ($(wc -c <"$PYTHON_WHEEL") bytes)"
}

cmd_python() {
    cmd_setup
    build_python
}

# The Python package as a user gets it: the wheel built, installed into a fresh venv with
# pytest and Dask (tests/python/requirements.txt), then tests/python, which compares it with
# the release command line (the Dask recipe of docs/python.md on a LocalCluster included).
PYTHON_TEST_VENV="$ROOT/target/python-test"
python_tests() {
    build_python
    say "cargo build --release --bin dlx-sudoku (the command line the tests compare with)"
    cargo build --release --bin dlx-sudoku
    say "a fresh venv (target/python-test): the wheel, tests/python/requirements.txt"
    rm -rf "$PYTHON_TEST_VENV"
    make_venv "$PYTHON_TEST_VENV"
    "$PYTHON_TEST_VENV/bin/pip" install --quiet --disable-pip-version-check "$PYTHON_WHEEL" \
        -r tests/python/requirements.txt
    say "pytest tests/python"
    DLX_SUDOKU_CLI="$ROOT/target/release/dlx-sudoku" \
        "$PYTHON_TEST_VENV/bin/python" -m pytest -q -p no:cacheprovider tests/python
}

# The JavaScript gate, in two steps. js-lint: Biome (pinned in package.json, configured in
# biome.json) checks the format and the lint rules of www/, tests/, bench/ and tools/ without
# writing; without --colors=off it wraps every character in colour codes, even in a log. js-types:
# tsc type-checks the page's and the package's JavaScript through its JSDoc and .d.ts files
# (tsconfig.json); it reads www/pkg/dlx_sudoku.d.ts, so it runs after the build.
js_lint() {
    biome ci --colors=off --error-on-warnings .
    ok "biome $(biome --version | sed 's/Version: //'): format and lint clean"
}
js_types() {
    tsc -p tsconfig.json
    ok "tsc $(tsc --version | sed 's/Version //'): no type error"
}

# The API documentation as docs.rs builds it: no warning (src/lib.rs has #![warn(missing_docs)]).
rustdoc_check() {
    RUSTDOCFLAGS="-D warnings${RUSTDOCFLAGS:+ $RUSTDOCFLAGS}" cargo doc --no-deps
}

# The crate as crates.io gets it: the file list (the licences and the README in; the page, the
# npm package's apps, the benchmarks and the fuzz targets out), then `cargo package`, which
# builds the packed crate on its own (target/package/). --allow-dirty: the check is about what
# the crate carries and whether it builds, also before a change is committed.
crate_package() {
    local list f
    say "cargo package --list --allow-dirty"
    list="$(cargo package --list --allow-dirty)"
    printf '%s\n' "$list" | sed 's/^/      /'
    for f in Cargo.toml Cargo.lock README.md LICENSE-MIT LICENSE-APACHE src/lib.rs src/bin/dlx-sudoku/main.rs; do
        grep -qx "$f" <<<"$list" || die "crate: $f is not in cargo package --list"
    done
    # tests/data/forum_hardest_1106.txt is the one data file it carries: generate's seeds.
    if grep -E '^(www|fuzz|bench|tests|docs|npm|target)/' <<<"$list" | grep -vx 'tests/data/forum_hardest_1106.txt'; then
        die "crate: cargo package --list has the files above, which the crate must not carry (Cargo.toml include)"
    fi
    say "cargo package --allow-dirty (builds the packed crate)"
    cargo package --allow-dirty
    ok "crate: target/package/dlx-sudoku-$(cargo_version).crate ($(wc -c <"target/package/dlx-sudoku-$(cargo_version).crate") bytes, $(wc -l <<<"$list") files)"
}

browser_tests() {
    CHROMEDRIVER="$(command -v chromedriver)" WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-120}" \
        wasm-pack test --headless --chrome --mode no-install
}

# The same browser tests in Firefox, through geckodriver. Firefox runs headless (the runner's
# -headless, and MOZ_HEADLESS for good measure) in a fresh profile geckodriver makes under TMPDIR;
# WASM_BINDGEN_TEST_WEBDRIVER_JSON names the Firefox binary (FIREFOX), so geckodriver does not
# look for one on PATH.
browser_tests_firefox() {
    local caps="$ROOT/target/webdriver-firefox.json"
    mkdir -p "$ROOT/target"
    printf '{"moz:firefoxOptions": {"binary": "%s", "args": ["-headless"]}}\n' "$FIREFOX" >"$caps"
    MOZ_HEADLESS=1 GECKODRIVER="$(command -v geckodriver)" WASM_BINDGEN_TEST_WEBDRIVER_JSON="$caps" \
        WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-120}" \
        wasm-pack test --headless --firefox --mode no-install
}

# The JS API in Node (tests/node: hostile input, memory growth), on the package just built.
# The files are named: Node 20's `node --test DIR` runs only files named like *.test.mjs.
node_tests() {
    say "node --test tests/node/*.mjs"
    node --test tests/node/*.mjs
}

# The package as apps install it: pack the build just made, then tests/embed/run.mjs installs
# the tarball into each app of tests/embed/ (Node, strict TypeScript, a plain page, Vite,
# React, webpack, esbuild, Rollup) and checks them, the pages in headless Chromium.
embed_tests() {
    make_package
    say "node tests/embed/run.mjs $PACK_TARBALL"
    node tests/embed/run.mjs "$PACK_TARBALL"
}

# The page tests, against the static server that the caller started (BASE_URL).
e2e_tests() {
    say "node tests/e2e/run.mjs (BASE_URL=$BASE_URL, serving www/)"
    BASE_URL="$BASE_URL" node tests/e2e/run.mjs
}

# The apps of tests/embed that tests/firefox and tests/webkit drive, installed from the package
# and built (run.mjs --build-only), unless this run's embed step or an earlier engine's step did.
EMBED_ENGINE_APPS='^(plain|webpack|esbuild|rollup|react|ssr)$'
embed_apps_for_engines() {
    if ! printf '%s\n' "${TEST_PASSED[@]}" | grep -qxE 'embed|firefox|webkit'; then
        make_package
        say "EMBED_ONLY='$EMBED_ENGINE_APPS' node tests/embed/run.mjs --build-only $PACK_TARBALL"
        EMBED_ONLY="$EMBED_ENGINE_APPS" node tests/embed/run.mjs --build-only "$PACK_TARBALL"
    fi
}

# The page, the production build offline and the package's apps in Firefox (tests/firefox/run.mjs,
# puppeteer-core over WebDriver BiDi).
firefox_tests() {
    embed_apps_for_engines
    say "node tests/firefox/run.mjs (FIREFOX=$FIREFOX)"
    node tests/firefox/run.mjs
}

# The page and the package's apps in WebKitGTK's MiniBrowser (tests/webkit/run.mjs: WebKitWebDriver
# on its own Xvfb display, both started and stopped by the runner).
webkit_tests() {
    embed_apps_for_engines
    say "node tests/webkit/run.mjs"
    node tests/webkit/run.mjs
}

# The commands of CONTRIBUTING.md's "Running part of the tests", so that a copied command that
# runs nothing, or passes what CI rejects, fails here instead (tests/contributing-commands.mjs).
# Its package-in-apps command installs the tarball: packed here unless this run's embed step
# just did.
contributing_tests() {
    if ! printf '%s\n' "${TEST_PASSED[@]}" | grep -qx embed; then
        make_package
    fi
    say "node tests/contributing-commands.mjs"
    node tests/contributing-commands.mjs
}

# The steps of `test`, in the order a full run takes them: "name|command|what it does". A run of
# named steps takes them in this order too, whatever the order they were named in.
TEST_STEPS=(
    "setup|cmd_setup|install what is missing; runs first in every run, named or not"
    "fmt|fmt_all|cargo fmt --check, on the crate and on python/"
    "js-lint|js_lint|Biome: the format and lint rules of www/, tests/, bench/ and tools/"
    "clippy|clippy_all|cargo clippy -D warnings on every target, on tests/fuzz_replay.rs, without default features and on python/"
    "docs|rustdoc_check|cargo doc --no-deps, warnings as errors: every public item documented"
    "native-tests|cargo test|cargo test: unit, integration and doc tests (minutes: the data sets)"
    "fuzz-replay|cargo test --test fuzz_replay -- --nocapture|cargo test --test fuzz_replay: the fuzz targets' committed inputs"
    "crate-package|crate_package|cargo package: the crate's file list, and the packed crate builds"
    "python|python_tests|the Python wheel (maturin) in a fresh venv: pytest tests/python, the Dask recipe on a LocalCluster"
    "browser-tests|browser_tests|wasm-pack test --headless --chrome: tests/web.rs in Chromium"
    "browser-tests-firefox|browser_tests_firefox|wasm-pack test --headless --firefox: tests/web.rs in Firefox ESR"
    "build|build_wasm|the release wasm builds (www/pkg, target/pkg-core) within their size budgets"
    "js-types|js_types|tsc -p tsconfig.json: the page's and the package's JS types (needs build)"
    "dist|build_dist|the production build of the page in dist/ (needs build)"
    "node-tests|node_tests|node --test tests/node/*.mjs: the JS API in Node (needs build)"
    "embed|embed_tests|the packed npm package in the apps of tests/embed (needs build)"
    "e2e|e2e_tests|tests/e2e/run.mjs: the page in Chromium, served from www/ (needs build)"
    "firefox|firefox_tests|tests/firefox/run.mjs: the page (offline too) and the embed apps in Firefox ESR (needs build)"
    "webkit|webkit_tests|tests/webkit/run.mjs: the page and the embed apps in WebKitGTK's MiniBrowser, Xvfb (needs build)"
    "contributing|contributing_tests|CONTRIBUTING.md's test commands each run a test (needs build)"
)
# The steps that read the wasm package in www/pkg. Named without build, they get it anyway, right
# before them: a step must never test a stale package, and with nothing changed the build only
# reruns wasm-bindgen and wasm-opt (about 30 s).
STEPS_NEEDING_BUILD="js-types dist node-tests embed e2e firefox webkit contributing"

test_step_names() {
    local entry
    for entry in "${TEST_STEPS[@]}"; do
        printf '%s\n' "${entry%%|*}"
    done
}

list_test_steps() {
    local entry
    echo "./build.sh test [STEP...] runs setup, then the steps named (all of them if none), in this order:"
    for entry in "${TEST_STEPS[@]}"; do
        printf '  %-21s %s\n' "${entry%%|*}" "${entry##*|}"
    done
}

# One step of `test` by name: a heading, then its command. The page tests' server starts and
# stops here, in this shell, so that the EXIT trap can stop it if the step fails.
run_test_step() {
    local entry name command
    for entry in "${TEST_STEPS[@]}"; do
        [ "${entry%%|*}" = "$1" ] && break
    done
    name="${entry%%|*}"
    command="${entry#*|}"
    command="${command%%|*}"
    [ "$name" = setup ] && return 0 # it ran first
    say "$name: ${entry##*|}"
    [ "$name" = e2e ] && start_server
    local t0=$SECONDS
    # shellcheck disable=SC2086 # the command and its arguments, none with a space
    test_step "$name" $command
    stop_server
    STEP_TIMES+=("$name $((SECONDS - t0)) s")
}

# "step N s" for each step run, for the closing lines of `test` (CI's time is their sum).
STEP_TIMES=()

# ./build.sh test [--list | STEP...]: every step, or setup and the steps named (plus build
# when a named step needs it).
cmd_test() {
    if [ "${1:-}" = --list ]; then
        list_test_steps
        return 0
    fi
    local all named=() wanted=" " name
    all="$(test_step_names)"
    for name in "$@"; do
        grep -qxF -- "$name" <<<"$all" ||
            die "test: no step '$name'; the steps: ${all//$'\n'/ } (./build.sh test --list says what each does)"
        named+=("$name")
        wanted+="$name "
        if [[ " $STEPS_NEEDING_BUILD " == *" $name "* ]] && [[ "$wanted" != *" build "* ]]; then
            say "$name needs the wasm package: build runs before it"
            wanted+="build "
        fi
    done
    RUN_NAME="test"
    test_step setup cmd_setup
    local t0=$SECONDS
    mkdir -p target
    TEST_LOG="$ROOT/target/test-counts.log"
    : >"$TEST_LOG"
    for name in $all; do
        if [ "${#named[@]}" -eq 0 ] || [[ "$wanted" == *" $name "* ]]; then
            run_test_step "$name"
        fi
    done
    echo
    if [ "${#named[@]}" -eq 0 ]; then
        echo "build.sh test: PASSED ${TEST_PASSED[*]} in $((SECONDS - t0)) s (total $((SECONDS - START_TIME)) s)"
    else
        echo "build.sh test: PASSED ${TEST_PASSED[*]} (the steps named: ${named[*]}) in $((SECONDS - t0)) s (total $((SECONDS - START_TIME)) s)"
    fi
    (IFS=,; echo "step times:${STEP_TIMES[*]/#/ }")
    print_test_counts
}

# The integration tests quick enough for `check`: at most 4 s each on a warm 2-core machine, 9 s
# together. The others (nested_level5 6 s, cli_batch 40 s, se121, se_chains and logic minutes
# each) rate whole data sets and run in `test` (native-tests).
CHECK_TESTS="cli cli_shard errors properties data generator hostile_states"

# Where `check` writes the declarations of a dev wasm build, to compare with www/pkg's.
CHECK_DECLS="target/check-decls"

# tsc reads www/pkg/dlx_sudoku.d.ts, which the wasm exports decide. A dev build of the wasm
# (incremental, seconds after an edit, where the release build takes minutes) gives the current
# declarations; when www/pkg's are the same, tsc checks against them as they are (the .wasm
# beside them may be older: the page and the Node tests need ./build.sh build). When www/pkg is
# missing or its declarations differ, the release build runs first, so tsc never reads stale ones.
check_js_types() {
    local wasm="target/$WASM_TARGET/debug/dlx_sudoku.wasm"
    say "cargo build --lib --target $WASM_TARGET; wasm-bindgen --target web --out-dir $CHECK_DECLS (the declarations)"
    cargo build --lib --target "$WASM_TARGET"
    rm -rf "$CHECK_DECLS"
    wasm-bindgen --target web --out-dir "$CHECK_DECLS" "$wasm"
    if [ ! -f www/pkg/dlx_sudoku.d.ts ]; then
        say "www/pkg is missing: the release build first"
        build_wasm
    elif ! cmp -s "$CHECK_DECLS/dlx_sudoku.d.ts" www/pkg/dlx_sudoku.d.ts; then
        say "www/pkg's declarations differ from the sources': the release build first"
        build_wasm
    else
        ok "www/pkg/dlx_sudoku.d.ts matches the sources (its .wasm may be older: ./build.sh build before the page or Node tests)"
    fi
    cmp -s "$CHECK_DECLS/dlx_sudoku.d.ts" www/pkg/dlx_sudoku.d.ts ||
        die "www/pkg/dlx_sudoku.d.ts still differs from the dev build's $CHECK_DECLS/dlx_sudoku.d.ts"
    js_types
}

# One part of `check`, timed; CHECK_TIMES collects "part N s" for the closing line.
CHECK_TIMES=()
check_part() {
    local name="$1" t0=$SECONDS
    shift
    test_step "$name" "$@"
    CHECK_TIMES+=("$name $((SECONDS - t0)) s")
}

# ./build.sh check: the quick gate before a push: 16 s warm on 2 cores with nothing changed,
# about 30 s after a one-line Rust edit (the first run builds the test profile and a dev wasm
# build: minutes). What it leaves to `test`: the docs, the slow integration tests, the fuzz
# replay, the crate package, the browser, Node, embed and page tests, the release build's
# size budgets.
cmd_check() {
    RUN_NAME="check"
    test_step setup cmd_setup
    local t0=$SECONDS test_args=() name
    for name in $CHECK_TESTS; do
        test_args+=(--test "$name")
    done
    say "cargo fmt --check (the crate and python/)"
    check_part fmt fmt_all
    say "biome ci --colors=off --error-on-warnings ."
    check_part js-lint js_lint
    say "cargo clippy --all-targets -- -D warnings; cargo clippy --test fuzz_replay -- -D warnings; python/"
    check_part clippy clippy_all
    say "cargo test --lib"
    check_part lib-tests cargo test --lib
    say "cargo test ${test_args[*]} (the quick integration tests)"
    check_part quick-tests cargo test "${test_args[@]}"
    check_part js-types check_js_types
    echo
    local IFS=','
    echo "build.sh check: PASSED in $((SECONDS - t0)) s (total $((SECONDS - START_TIME)) s):${CHECK_TIMES[*]/#/ }"
}

# ---------------------------------------------------------------------------------------------
# bench / fuzz
# ---------------------------------------------------------------------------------------------

# Native benchmark targets of the package, one a line: "bin bench" or "bench NAME".
native_benches() {
    cargo metadata --no-deps --format-version 1 | node tools/native-benches.mjs
}

# The benchmarks, all in bench/: native (bench/native/: solving, max_score and the logic
# layer beside the sudoku crate), Node (bench/bench.mjs: the wasm package, dancing-links, the
# logic exports and hint latency), HiGHS (bench/highs_maxscore.py), then ONE combined table
# (bench/report.py) printed and written to bench/results.md. Each part writes its figures to
# bench/results-*.tmp; a part that fails (a wrong answer, a crash) does not stop the others,
# and the command fails at the end. About 15 minutes on 2 cores, more than half of it the logic layer.
BENCH_TARGET_DIR="$ROOT/target/bench-native"
BENCH_VENV="$ROOT/target/bench-venv"
BENCH_CLUSTER_VENV="$ROOT/target/bench-cluster"

# Python venv with the pinned HiGHS (bench/requirements.txt); quiet, and a no-op when present.
bench_highs_venv() {
    local want
    want="$(sed -n 's/^highspy==//p' bench/requirements.txt)"
    if compgen -G "$BENCH_VENV/lib/python3*/site-packages/highspy-$want.dist-info" >/dev/null; then
        return 0
    fi
    say "python3 -m venv target/bench-venv; pip install -r bench/requirements.txt (highspy $want)"
    make_venv "$BENCH_VENV"
    "$BENCH_VENV/bin/pip" install --quiet --disable-pip-version-check -r bench/requirements.txt
}

# BENCH_BASELINE=DIR: a checkout of an older commit (git worktree add DIR COMMIT). Its CLI and
# wasm package are built there, then this checkout's and its `rate` are compared puzzle by
# puzzle on forum_hardest_1106 (natively: CPU time, all 375; in wasm: the 55 puzzles whose
# hardest step is nesting level 4 and the slowest others), and nesting level 5 on the fixture's
# states. Ratings must agree. About an hour of CPU: only when asked.
bench_against_baseline() {
    local base="$1" out=target/bench-compare
    [ -f "$base/Cargo.toml" ] || { echo "BENCH_BASELINE=$base: not a checkout of this crate"; return 1; }
    mkdir -p "$out"
    say "cargo build --release --bin dlx-sudoku, here and in $base"
    cargo build --release --bin dlx-sudoku || return 1
    (cd "$base" && cargo build --release --bin dlx-sudoku) || return 1
    build_wasm
    say "wasm-pack build in $base (out: $base/www/pkg)"
    (cd "$base" && RUSTFLAGS="$WASM_RUSTFLAGS${RUSTFLAGS:+ $RUSTFLAGS}" \
        wasm-pack build --target web --profile wasm-release --mode no-install --out-dir www/pkg) || return 1
    local ok=0
    say "bench/compare_rate_native.py: forum_hardest_1106, CPU per puzzle, interleaved"
    python3 bench/compare_rate_native.py target/release/dlx-sudoku "$base/target/release/dlx-sudoku" \
        tests/data/forum_hardest_1106.txt | tee "$out/native.txt" || ok=1
    # The wasm comparison takes the puzzles whose old native CPU was at least 1 s: the only
    # ones that can approach the 5 s a puzzle wasm target.
    awk '$1 == "line" && $9 >= 1.0 { print $2 }' "$out/native.txt" | paste -sd, >"$out/slow-lines.txt"
    say "node bench/compare_rate.mjs: the slow puzzles in wasm"
    node bench/compare_rate.mjs www/pkg "$base/www/pkg" tests/data/forum_hardest_1106.txt \
        "$(cat "$out/slow-lines.txt")" | tee "$out/wasm.txt" || ok=1
    say "bench/compare_level5.py: nesting level 5 on tests/fixtures/level5_states.txt"
    python3 bench/compare_level5.py . "$base" | tee "$out/level5.txt" || ok=1
    return "$ok"
}

cmd_bench() {
    local benches kind name bench_args=() failed=()
    benches="$(native_benches)"
    if [ -z "$benches" ] && [ ! -f bench/bench.mjs ]; then
        echo "build.sh bench: no benchmarks exist yet (no bin target 'bench', no [[bench]] target, no bench/bench.mjs); nothing was run"
        return 0
    fi
    cmd_setup
    rm -f bench/results-*.tmp
    if [ -z "$benches" ]; then
        say "native benchmark is missing (no bin target 'bench', no [[bench]] target)"
    fi
    while read -r kind name; do
        case "$kind" in
            bin)
                say "cargo run --release --bin $name"
                cargo run --release --bin "$name" || failed+=("bin $name")
                ;;
            bench) bench_args+=(--bench "$name") ;;
        esac
    done <<<"$benches"
    if [ "${#bench_args[@]}" -gt 0 ]; then
        # Only the [[bench]] targets: a plain `cargo bench` also builds and runs the lib, bin and
        # example targets as benchmark harnesses, which hold no benchmarks.
        # Own target dir, and panic=unwind for the bench profile: the lib (cdylib + rlib) has
        # no hash in its file name, so a copy built with other settings (for the bin, or by a
        # `cargo build --release` running meanwhile) would overwrite the one the bench links
        # against ("output filename collision"; with a panic=abort release profile the link
        # failed with "requires panic strategy abort"). Cargo says the bench profile's panic
        # setting is ignored; it still applies to the lib and bin built for the bench.
        say "cargo bench ${bench_args[*]} (CARGO_TARGET_DIR=target/bench-native)"
        CARGO_TARGET_DIR="$BENCH_TARGET_DIR" CARGO_PROFILE_BENCH_PANIC=unwind \
            cargo bench "${bench_args[@]}" || failed+=("cargo bench")
    fi
    if [ -f bench/bench.mjs ]; then
        build_wasm
        say "node bench/bench.mjs"
        node bench/bench.mjs || failed+=("node bench/bench.mjs")
    else
        say "Node benchmark is missing (no bench/bench.mjs)"
    fi
    if [ -f bench/sparse.mjs ]; then
        build_wasm
        python3 bench/gen_sparse.py --check || failed+=("bench/sparse.txt out of date")
        say "node bench/sparse.mjs (max_score in wasm on the few-givens worst cases)"
        node bench/sparse.mjs || failed+=("node bench/sparse.mjs")
    fi
    if [ -f bench/generate.mjs ]; then
        build_wasm
        say "node bench/generate.mjs (the generator in wasm)"
        node bench/generate.mjs || failed+=("node bench/generate.mjs")
    fi
    if [ -f bench/parallel.mjs ]; then
        build_wasm
        say "cargo build --release --bin dlx-sudoku; node bench/parallel.mjs (--jobs 2 / --jobs 1, the pool)"
        cargo build --release --bin dlx-sudoku
        node bench/parallel.mjs || failed+=("node bench/parallel.mjs")
    fi
    if [ -f bench/lighthouse.mjs ]; then
        build_wasm
        build_dist
        say "node bench/lighthouse.mjs (Lighthouse $(lighthouse --version), mobile and desktop, on dist/ served by tools/serve.mjs)"
        CHROME_PATH="$CHROMIUM" node bench/lighthouse.mjs || failed+=("node bench/lighthouse.mjs")
    fi
    if [ -f bench/se_speed.py ]; then
        # Sudoku Explainer runs on Java (the reference rater in tools/sudoku-explainer).
        command -v java >/dev/null 2>&1 || apt_install openjdk-17-jre-headless
        say "cargo build --release --bin dlx-sudoku; bench/se_speed.py (native rate beside se-rate)"
        cargo build --release --bin dlx-sudoku
        python3 bench/se_speed.py --json bench/results-se.tmp || failed+=("bench/se_speed.py")
    fi
    if [ -f bench/highs_maxscore.py ]; then
        bench_highs_venv
        say "bench/highs_maxscore.py (HiGHS)"
        "$BENCH_VENV/bin/python" bench/highs_maxscore.py --json bench/results-highs.tmp ||
            failed+=("highs_maxscore.py")
    fi
    if [ -f bench/cluster.py ]; then
        # pyspark runs on Java 17, as Sudoku Explainer does.
        command -v java >/dev/null 2>&1 || apt_install openjdk-17-jre-headless
        build_python
        cargo build --release --bin dlx-sudoku
        say "a fresh venv (target/bench-cluster): the wheel, bench/requirements-cluster.txt (pyspark, Dask)"
        rm -rf "$BENCH_CLUSTER_VENV"
        make_venv "$BENCH_CLUSTER_VENV"
        "$BENCH_CLUSTER_VENV/bin/pip" install --quiet --disable-pip-version-check "$PYTHON_WHEEL" \
            -r bench/requirements-cluster.txt
        say "bench/cluster.py (the CLI, rate_many, Dask and Spark in local mode on the same puzzles)"
        "$BENCH_CLUSTER_VENV/bin/python" bench/cluster.py --json bench/results-cluster.tmp ||
            failed+=("bench/cluster.py")
    fi
    if [ -n "${BENCH_BASELINE:-}" ]; then
        bench_against_baseline "$BENCH_BASELINE" || failed+=("comparison with $BENCH_BASELINE")
    fi
    if [ -f bench/report.py ]; then
        say "bench/report.py -> bench/results.md"
        echo
        python3 bench/report.py || failed+=("report.py (answers disagree)")
    fi
    if [ "${#failed[@]}" -gt 0 ]; then
        die "bench: FAILED: ${failed[*]} (see above; wrong answers are printed as WRONG ANSWER)"
    fi
    echo "build.sh bench: done in $((SECONDS - START_TIME)) s"
}

# The libFuzzer option for an amount of fuzzing: RUNS (a number) or SECONDS and 's' (60s);
# nothing for anything else.
fuzz_limit() {
    if [[ "$1" =~ ^[0-9]+$ ]]; then
        echo "-runs=$1"
    elif [[ "$1" =~ ^([0-9]+)s$ ]]; then
        echo "-max_total_time=${BASH_REMATCH[1]}"
    fi
}

# ./build.sh fuzz [RUNS | SECONDSs] [TARGET[:AMOUNT]...]: each target (default: all of them, one
# after the other, one process: the machine has 2 cores) for RUNS runs or SECONDS seconds (default
# 24 s each: about 2.5 minutes for the six), or, for TARGET:AMOUNT, that target's own amount (a
# run count means little for chains, whose inputs take 0.1 s to 25 s: give it a time budget
# beside the others' runs), from its working corpus fuzz/corpus/TARGET (libFuzzer
# adds the inputs that reach new code to it; not in git) and the committed fuzz/seeds/TARGET
# (fuzz/seed_corpus.py and tests/fuzz_replay.rs's write_chain_seeds write them from
# tests/data) and fuzz/regressions/TARGET. Ends with a table: runs, exec/s, the coverage of
# the last status line (cov: code edges, ft: features) and the corpus size per target, then the
# chain steps the checks saw, by family.
cmd_fuzz() {
    local amount="${1:-$DEFAULT_FUZZ_AMOUNT}" limit spec
    [ $# -gt 0 ] && shift
    [ -n "$(fuzz_limit "$amount")" ] ||
        die "fuzz: expected RUNS (a number) or SECONDS (a number and 's', e.g. 60s), got '$amount'"
    for spec in "$@"; do
        if [[ "$spec" == *:* ]] && [ -z "$(fuzz_limit "${spec#*:}")" ]; then
            die "fuzz: expected TARGET:RUNS or TARGET:SECONDSs (e.g. chains:3600s), got '$spec'"
        fi
    done
    if [ ! -d fuzz ]; then
        echo "build.sh fuzz: fuzz/ is absent; there are no fuzz targets to run"
        return 0
    fi
    cmd_setup
    if ! rustup toolchain list | grep -q '^nightly'; then
        say "rustup toolchain install nightly --profile minimal"
        rustup toolchain install nightly --profile minimal
    fi
    local have
    have="$(cargo fuzz --version 2>/dev/null || true)"
    if [ "$have" != "cargo-fuzz $CARGO_FUZZ_VERSION" ]; then
        say "cargo install cargo-fuzz --version $CARGO_FUZZ_VERSION (found: ${have:-none})"
        cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION"
    fi
    local all targets="" target amounts="" ordered=""
    # Each target's amount, by name (TARGET:AMOUNT, else the first argument).
    local -A amount_of=()
    all="$(cargo +nightly fuzz list)"
    [ -n "$all" ] || die "fuzz/ has no targets (cargo fuzz list is empty)"
    # cargo fuzz list sorts by name; all of them run in FUZZ_ORDER, then any other.
    for target in $FUZZ_ORDER $all; do
        if grep -qx "$target" <<<"$all" && [[ " $ordered " != *" $target "* ]]; then
            ordered+="$target "
        fi
    done
    for spec in "${@:-$ordered}"; do
        for target in $spec; do
            grep -qx "${target%%:*}" <<<"$all" ||
                die "fuzz: no target '${target%%:*}'; the targets: ${all//$'\n'/ }"
            amount_of[${target%%:*}]="$amount"
            [[ "$target" == *:* ]] && amount_of[${target%%:*}]="${target#*:}"
            targets+="${target%%:*} "
            amounts+="${amounts:+, }${target%%:*} ${amount_of[${target%%:*}]}"
        done
    done
    mkdir -p fuzz/target
    local figures="fuzz/target/figures.tsv" log stats timeout
    : >"$figures"
    for target in $targets; do
        log="fuzz/target/$target.log"
        stats="fuzz/target/$target.stats"
        limit="$(fuzz_limit "${amount_of[$target]}")"
        rm -f "$stats"
        timeout=30
        [ "$target" = chains ] && timeout=120
        # The working corpus (libFuzzer writes what reaches new code there; not in git) first,
        # then the committed seeds and regressions, which libFuzzer only reads.
        mkdir -p "fuzz/corpus/$target" "fuzz/seeds/$target" "fuzz/regressions/$target"
        # No sanitizer and no comparison tracing: the crate has no unsafe code, and with
        # AddressSanitizer and -trace-compares the targets run many times slower. Debug
        # assertions and overflow checks stay on. -len_control=0: the seeds are full-length
        # structured inputs from the start (libFuzzer would otherwise start mutating at 4
        # bytes and grow slowly). A unit slower than 30 s is a crash (a hang); for chains, 120 s:
        # its checks rate a puzzle twice, and a level-4 puzzle takes 5-10 s a rating natively.
        say "cargo +nightly fuzz run --sanitizer none --no-trace-compares $target fuzz/{corpus,seeds,regressions}/$target -- $limit -max_len=$FUZZ_MAX_LEN -len_control=0 -timeout=$timeout -print_final_stats=1 (log: $log)"
        if ! DLX_FUZZ_STATS="$ROOT/$stats" cargo +nightly fuzz run --sanitizer none --no-trace-compares \
            "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" "fuzz/regressions/$target" -- \
            "$limit" -max_len="$FUZZ_MAX_LEN" -len_control=0 -timeout="$timeout" -print_final_stats=1 \
            2>&1 | tee "$log"; then
            die "fuzz target $target failed: the crashing input is in fuzz/artifacts/$target/, the log in $log;" \
                "once fixed, copy the input into fuzz/regressions/$target/ (./build.sh test replays it)"
        fi
        grep -qE '^Done [0-9]+ runs' "$log" || die "fuzz target $target: no 'Done N runs' line in $log"
        node tools/fuzz-figures.mjs "$target" "$log" "fuzz/corpus/$target" >>"$figures"
    done
    echo
    echo "build.sh fuzz: PASSED $(wc -w <<<"$targets") target(s) without a crash ($amounts):"
    node tools/fuzz-table.mjs <"$figures"
    # The chain steps the checks saw, by family (fuzz/src/stats.rs; the last two seconds of a
    # run may be missing).
    for target in $targets; do
        stats="fuzz/target/$target.stats"
        if [ -s "$stats" ] && awk -F'\t' 'NR > 1 && $2 > 0 { found = 1 } END { exit !found }' "$stats"; then
            echo
            echo "chain steps checked by $target:"
            awk -F'\t' '{ printf "  %-66s %\047d\n", $1, $2 }' "$stats"
        fi
    done
}

# ---------------------------------------------------------------------------------------------

main() {
    local cmd="${1:-}"
    [ $# -gt 0 ] && shift
    case "$cmd" in
        setup) cmd_setup ;;
        build) cmd_build ;;
        pack) cmd_pack ;;
        dist) cmd_dist ;;
        serve) cmd_serve "$@" ;;
        check) cmd_check ;;
        test) cmd_test "$@" ;;
        bench) cmd_bench ;;
        python) cmd_python ;;
        fuzz) cmd_fuzz "$@" ;;
        help | -h | --help) usage ;;
        *)
            [ -n "$cmd" ] && printf 'build.sh: unknown command: %s\n\n' "$cmd" >&2
            usage >&2
            exit 2
            ;;
    esac
}

main "$@"
