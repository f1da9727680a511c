#!/usr/bin/env python3
"""Combines the three benchmark outputs into ONE markdown table, prints it and writes
bench/results.md (with the date and the machine).

Inputs (JSON, written by ./build.sh bench; any may be missing, its cells are then "-"):
  bench/results-native.tmp   cargo bench --bench native   (bench/native/)
  bench/results-node.tmp     node bench/bench.mjs
  bench/results-highs.tmp    bench/highs_maxscore.py
  bench/results-sparse.tmp   node bench/sparse.mjs (max_score in wasm on bench/sparse.txt)
  bench/results-se.tmp       bench/se_speed.py (native `rate` beside Sudoku Explainer's se-rate)
  bench/results-parallel.tmp node bench/parallel.mjs (--jobs 2 / --jobs 1, the pool's 2 workers / 1)
  bench/results-canon.tmp    cargo bench --bench canon    (bench/canon.rs: minlex and dedup)
  bench/results-cluster.tmp  bench/cluster.py (the CLI, rate_many, Dask and Spark on the same puzzles)
and www/pkg/dlx_sudoku_bg.wasm and target/pkg-core/dlx_sudoku_core_bg.wasm (the core build) themselves,
for their sizes raw and gzip-compressed (level 9).

The table holds, per puzzle file: solving and counting (native, baseline, sudoku crate,
wasm, dancing-links); the logic layer (native and wasm `steps` and `rate`, our fixpoint of
the techniques both sides have beside the sudoku crate's StrategySolver with the same list,
how many puzzles each finishes, and wasm hint latency against its targets); then max_score
figures and the wasm sizes against their budgets (the default build at most 112 KB
gzip, the core build 24 KB: build.sh's WASM_GZIP_BUDGET and CORE_WASM_GZIP_BUDGET).

Also compares the max_score answers on bench/fewgivens.txt and bench/sparse.txt of
native, wasm and HiGHS
(no reference file exists for those grids): any disagreement is printed loudly and makes
the exit status 1, since HiGHS is an exact, independent solver. Wrong answers of any part
(the logic layer's included) make it 1 too; a missed latency or size target does not.
"""

import datetime
import gzip
import json
import os
import platform
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WASM = os.path.join(os.path.dirname(HERE), "www", "pkg", "dlx_sudoku_bg.wasm")
# The budget of the wasm module with the logic layer and the generator, gzip-compressed
# (KB of 1024 bytes, as everywhere here); the same figure as build.sh's WASM_GZIP_BUDGET, which
# the build enforces. 112 KB leaves room for the logic layer and generator while the page's first
# visit stays small.
GZIP_BUDGET_KB = 112
# The core build (--no-default-features: no logic layer, no generator), by ./build.sh build.
CORE_WASM = os.path.join(os.path.dirname(HERE), "target", "pkg-core", "dlx_sudoku_core_bg.wasm")
CORE_GZIP_BUDGET_KB = 24
# Hint latency targets, ms (as bench/bench.mjs has them).
HINT_TARGETS = {"17clue": 50, "top1465": 50}
FILES = ["17clue", "top1465", "forum_hardest_1905_11plus", "forum_hardest_1106", "kaggle_sample"]


def load(name):
    path = os.path.join(HERE, f"results-{name}.tmp")
    try:
        with open(path) as f:
            return json.load(f)
    except FileNotFoundError:
        return None


def cmd(*args):
    try:
        return subprocess.run(args, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "?"


def fmt_rate(x):
    if x is None:
        return "-"
    return f"{x:,.0f}" if x >= 10 else f"{x:.2f}"


def fmt_per_s(x):
    """Puzzles a second, with two significant digits when under one (SE's nested chains)."""
    if x >= 100:
        return f"{x:,.0f}"
    return f"{x:.2f}" if x >= 1 else f"{x:.2g}"


def fmt_ratio(a, b):
    return "-" if a is None or b is None or b == 0 else f"{a / b:.2f}x"


def fmt_s(x, digits=3):
    return "-" if x is None else f"{x:.{digits}f}"


def get(d, *keys):
    for k in keys:
        if d is None:
            return None
        d = d.get(k) if isinstance(d, dict) else None
    return d


def wasm_sizes(path, node_bytes):
    """Raw and gzip level-9 bytes of a wasm module (the file; else the Node figure, raw only)."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return node_bytes, None
    return len(data), len(gzip.compress(data, compresslevel=9, mtime=0))


# Before the production build (Lighthouse 12, the page served from www/ by python3 -m http.server, no
# compression, no cache lifetimes): the figures the new rows are read against.
LIGHTHOUSE_BEFORE_KIB = 442


def lighthouse_section(lh):
    """The Lighthouse scores of the served production build (bench/lighthouse.mjs)."""
    head = "| preset | performance | accessibility | best practices | SEO | CLS | LCP | FCP | TBT | speed index | transferred | load average |"
    rows = [head, "|---|" + "---:|" * (head.count("|") - 2)]
    for r in lh["rows"]:
        score = lambda k: "-" if r.get(k) is None else f"{r[k]:.2f}"
        ms = lambda k: "-" if r.get(k) is None else f"{r[k] / 1000:.2f} s"
        rows.append(
            f"| {r['preset']} | {score('performance')} | {score('accessibility')} | {score('best-practices')} | "
            f"{score('seo')} | {r['cls']:.3f} | {ms('lcp_ms')} | {ms('fcp_ms')} | {r['tbt_ms']:.0f} ms | "
            f"{ms('si_ms')} | {r['bytes'] / 1024:.1f} KiB | "
            + ("-" if r.get("load") is None else f"{r['load']:.1f}") + " |"
        )
    version = lh["rows"][0].get("lighthouse", "?") if lh["rows"] else "?"
    return (
        f"## The page: Lighthouse {version} on the served production build\n\n"
        f"`{lh['url']}` (a hard puzzle by link) on dist/ served by tools/serve.mjs (Brotli, cache "
        "lifetimes, CSP header), headless system Chromium; mobile is Lighthouse's emulated phone "
        "with its simulated slow 4G and 4x CPU slowdown, so its performance score moves with the "
        "machine's load (TBT above all; the load average is the 1-minute one at the start of each "
        f"run, on {os.cpu_count()} cores). Transferred: the first visit's bytes over the wire, "
        f"compressed (before dist/ and the server: {LIGHTHOUSE_BEFORE_KIB} KiB).\n\n" + "\n".join(rows)
    )


def main():
    native, node, highs = load("native"), load("node"), load("highs")
    problems = []

    short = {
        "17clue": "17clue",
        "top1465": "top1465",
        "forum_hardest_1905_11plus": "forum 1905 11+",
        "forum_hardest_1106": "forum 1106",
        "kaggle_sample": "kaggle",
    }
    header = "| measure | " + " | ".join(short[f] for f in FILES) + " | value |"
    rows = [header, "|---|" + "---:|" * len(FILES) + "---|"]

    def file_row(label, fn):
        rows.append(f"| {label} | " + " | ".join(fn(f) for f in FILES) + " |  |")

    def value_row(label, value):
        rows.append(f"| {label} | " + " | ".join("" for _ in FILES) + f" | {value} |")

    n = lambda f, s, m: get(native, "files", f, s, m)  # noqa: E731
    w = lambda f, m: get(node, "files", f, m)  # noqa: E731

    file_row("puzzles in file", lambda f: str(get(native, "files", f, "puzzles") or get(node, "files", f, "puzzles") or "-"))
    for solver, label in [("ours", "native ours (Solver)"), ("baseline", "native baseline (classic DLX)"),
                          ("sudoku_crate", "native sudoku crate 0.8.0")]:
        file_row(f"{label}, first solution /s", lambda f, s=solver: fmt_rate(n(f, s, "first")))
        file_row(f"{label}, count to 2 /s", lambda f, s=solver: fmt_rate(n(f, s, "count2")))
    file_row("wasm `solve` (one call per puzzle) /s", lambda f: fmt_rate(w(f, "ours_solve")))
    file_row("wasm `count_solutions(g, 2)` /s", lambda f: fmt_rate(w(f, "ours_count2")))
    file_row("wasm `solve_batch` (one call per file) /s", lambda f: fmt_rate(w(f, "ours_batch")))
    file_row("dancing-links (npm), first solution /s", lambda f: fmt_rate(w(f, "dl_first")))
    file_row("dancing-links (npm), count to 2 /s", lambda f: fmt_rate(w(f, "dl_count2")))
    file_row("ratio native ours / baseline, first", lambda f: fmt_ratio(n(f, "ours", "first"), n(f, "baseline", "first")))
    file_row("ratio native ours / baseline, count 2", lambda f: fmt_ratio(n(f, "ours", "count2"), n(f, "baseline", "count2")))
    file_row("ratio native ours / sudoku crate, first", lambda f: fmt_ratio(n(f, "ours", "first"), n(f, "sudoku_crate", "first")))
    file_row("ratio native ours / sudoku crate, count 2", lambda f: fmt_ratio(n(f, "ours", "count2"), n(f, "sudoku_crate", "count2")))
    file_row("ratio wasm solve / dancing-links, first", lambda f: fmt_ratio(w(f, "ours_solve"), w(f, "dl_first")))
    file_row("ratio wasm / dancing-links, count 2", lambda f: fmt_ratio(w(f, "ours_count2"), w(f, "dl_count2")))
    file_row("ratio wasm solve_batch / dancing-links, first", lambda f: fmt_ratio(w(f, "ours_batch"), w(f, "dl_first")))
    file_row("ratio wasm solve / native ours, first", lambda f: fmt_ratio(w(f, "ours_solve"), n(f, "ours", "first")))
    file_row("ratio wasm / native ours, count 2", lambda f: fmt_ratio(w(f, "ours_count2"), n(f, "ours", "count2")))

    def wrong_cell(f):
        parts = []
        for s in ["ours", "baseline", "sudoku_crate"]:
            x = n(f, s, "wrong")
            if x:
                parts.append(f"{s} {x}")
        if w(f, "wrong"):
            parts.append(f"node {w(f, 'wrong')}")
        if native is None and node is None:
            return "-"
        return "none" if not parts else "**" + ", ".join(parts) + "**"

    file_row("wrong answers (checked before timing)", wrong_cell)

    # The logic layer.
    lg = lambda f, k: get(native, "logic", "files", f, k)  # noqa: E731
    wl = lambda f, *k: get(node, "logic", f, *k)  # noqa: E731
    file_row("native logic `steps` (whole catalogue + search step; forum sets: every 25th / 80th) /s",
             lambda f: fmt_rate(lg(f, "steps")))
    file_row("native logic `rate` /s", lambda f: fmt_rate(lg(f, "rate")))
    file_row("native ours `fixpoint`, shared techniques only /s", lambda f: fmt_rate(lg(f, "fixpoint_shared")))
    file_row("native sudoku crate 0.8.0 `StrategySolver::solve`, shared techniques /s",
             lambda f: fmt_rate(lg(f, "crate_shared")))
    file_row("ratio native `steps` / sudoku crate (shared)", lambda f: fmt_ratio(lg(f, "steps"), lg(f, "crate_shared")))
    file_row("ratio native `rate` / sudoku crate (shared)", lambda f: fmt_ratio(lg(f, "rate"), lg(f, "crate_shared")))
    file_row("ratio native ours `fixpoint` / sudoku crate, same techniques",
             lambda f: fmt_ratio(lg(f, "fixpoint_shared"), lg(f, "crate_shared")))

    def finished_cell(f):
        ours, crate, both = lg(f, "finished_ours"), lg(f, "finished_crate"), lg(f, "finished_both")
        if ours is None:
            return "-"
        return f"{ours} / {crate}" + ("" if both == min(ours, crate) else f" ({both} both)")

    file_row("finished with the shared techniques: ours / crate (`steps`: all)", finished_cell)
    file_row("same end grid, ours `fixpoint` vs crate (shared techniques)",
             lambda f: "-" if lg(f, "same_grid") is None else str(lg(f, "same_grid")))

    def difficulty_cell(f, d):
        if isinstance(d, dict):  # the wasm figures: {name: count}
            d = [d.get(k, 0) for k in ["easy", "medium", "hard", "expert", "extreme"]]
        return "-" if d is None else "/".join(str(x) for x in d)

    file_row("`rate` difficulty: easy/medium/hard/expert/extreme",
             lambda f: difficulty_cell(f, lg(f, "difficulties") or wl(f, "difficulties")))
    file_row("search steps in all paths (of all steps)",
             lambda f: "-" if lg(f, "search_steps") is None else f"{lg(f, 'search_steps')} (of {lg(f, 'steps_total'):,})")
    file_row("wasm `steps` /s", lambda f: fmt_rate(wl(f, "steps")))
    file_row("wasm `rate` /s", lambda f: fmt_rate(wl(f, "rate")))
    file_row("ratio wasm `steps` / native `steps`", lambda f: fmt_ratio(wl(f, "steps"), lg(f, "steps")))
    file_row("ratio wasm `rate` / native `rate`", lambda f: fmt_ratio(wl(f, "rate"), lg(f, "rate")))

    def hint_cell(f, kind):
        h = wl(f, "hint", kind)
        if h is None:
            return "-"
        return f"{h['mean_ms']:.2f} / {h['p99_ms']:.2f} / {h['max_ms']:.1f} (line {h['worst_line']})"

    def hint_again(f, kind):
        h = wl(f, "hint", kind, "worst_retimed")
        return "-" if h is None else f"{h['median_ms']:.1f} (line {h['line']})"

    file_row("wasm `hint`, no entries: mean / p99 / max ms (worst line)", lambda f: hint_cell(f, "empty"))
    file_row("wasm `hint`, mid-game (half the path applied): mean / p99 / max ms (worst line)",
             lambda f: hint_cell(f, "mid"))
    file_row("wasm `hint`, slowest puzzles timed again, no entries: worst median of 5 calls, ms",
             lambda f: hint_again(f, "empty"))
    file_row("wasm `hint`, slowest puzzles timed again, mid-game: worst median of 5 calls, ms",
             lambda f: hint_again(f, "mid"))

    def hint_target_cell(f):
        h = wl(f, "hint")
        if h is None:
            return "-" if f not in HINT_TARGETS else "not run"
        worst = max(h["empty"]["max_ms"], h["mid"]["max_ms"])
        again = max(h["empty"]["worst_retimed"]["median_ms"], h["mid"]["worst_retimed"]["median_ms"])
        sub = "" if h.get("stride", 1) == 1 else f", {h['hinted']} of {get(node, 'logic', f, 'puzzles')} puzzles (every {h['stride']}th)"
        text = {
            "met": f"met (max {worst:.1f})",
            "met_retimed": f"met when timed again ({again:.1f}; one call took {worst:.1f})",
            "not_met": f"**NOT met** ({worst:.1f}, again {again:.1f})",
        }[h["verdict"]]
        return f"≤ {h['target_ms']} ms: {text}{sub}"

    file_row("hint target on every puzzle (ms)", hint_target_cell)

    def rate_ms_cell(f):
        r = wl(f, "rate_ms")
        if r is None:
            return "-"
        text = f"{r['median']:.0f} / {r['p99']:.0f} / {r['max']:.0f}"
        if r.get("target"):
            met = "met" if r["p99"] <= r["target"] else "**NOT met**"
            text += f" (p99 ≤ {r['target']} ms: {met})"
        stride = wl(f, "sample_stride") or 1
        return text + ("" if stride == 1 else f", every {stride}th puzzle")

    file_row("wasm `rate` of one puzzle: median / p99 / max ms", rate_ms_cell)

    def every_state_cell(f):
        r = wl(f, "every_state")
        if r is None:
            return "-"
        met = "met" if r["p99_ms"] <= r["target_ms"] else "**NOT met**"
        return (f"{r['mean_ms']:.2f} / {r['p99_ms']:.2f} / {r['max_ms']:.1f} (line {r['worst_line']}, "
                f"step {r['worst_step']}; {r['states']:,} states; p99 ≤ {r['target_ms']} ms: {met})")

    file_row("wasm `hint` on every state of every path: mean / p99 / max ms", every_state_cell)

    def logic_wrong_cell(f):
        parts = []
        if lg(f, "wrong"):
            parts.append(f"native {lg(f, 'wrong')}")
        if wl(f, "wrong"):
            parts.append(f"wasm {wl(f, 'wrong')}")
        if lg(f, "wrong") is None and wl(f, "wrong") is None:
            return "-"
        return "none" if not parts else "**" + ", ".join(parts) + "**"

    file_row("logic layer wrong answers (paths, hints; checked before timing)", logic_wrong_cell)
    ours_t = get(native, "logic", "ours_techniques")
    crate_t = get(native, "logic", "crate_strategies")
    value_row("shared techniques, ours (`TechniqueSet`)", "-" if not ours_t else ", ".join(ours_t))
    value_row("shared techniques, sudoku crate (`Strategy` list, in this order)", "-" if not crate_t else ", ".join(crate_t))

    # Catalogues: canon::minlex and dedup (bench/canon.rs)
    canon = load("canon")
    cn = lambda f, k: get(canon, "files", f, k)  # noqa: E731
    file_row("native `canon::minlex` (one thread) /s", lambda f: fmt_rate(cn(f, "minlex")))
    file_row("native dedup (minlex + hash set of 41-byte keys) /s", lambda f: fmt_rate(cn(f, "dedup")))
    file_row("native `canon::minlex` of the solution grids /s", lambda f: fmt_rate(cn(f, "solutions")))
    file_row("`canon::minlex` wrong forms (not their own form, above the line, givens changed)",
             lambda f: "-" if cn(f, "wrong") is None else ("none" if not cn(f, "wrong") else f"**{cn(f, 'wrong')}**"))
    sparse_canon = get(canon, "sparse")
    value_row("native `canon::minlex` on bench/sparse.txt (0-12 givens) /s",
              "-" if not sparse_canon else
              f"{fmt_rate(sparse_canon['minlex'])} ({sparse_canon['grids']:,} grids; wrong: {sparse_canon['wrong'] or 'none'})")
    single = get(canon, "single") or []
    value_row("native `canon::minlex` of single grids, µs (best of 20)",
              "; ".join(f"{r['name']} {r['us']:.1f}" for r in single) or "-")
    canon_wrong = sum((cn(f, "wrong") or 0) for f in FILES) + (get(canon, "sparse", "wrong") or 0)
    if canon_wrong:
        problems.append(f"canon: {canon_wrong} wrong forms")

    # max_score
    ms_lines = get(native, "maxscore", "lines") or 40
    value_row(f"max_score, maxscore_cases.txt ({ms_lines} lines) total s: native ours",
              fmt_s(get(native, "maxscore", "total_secs")))
    value_row("max_score, maxscore_cases.txt total s: wasm ours", fmt_s(get(node, "maxscore", "total_secs")))
    value_row("max_score, maxscore_cases.txt total s: HiGHS (MIP, 1 thread)",
              fmt_s(get(highs, "maxscore", "total_secs"), 2))
    enum_ = get(native, "enumeration")
    if enum_:
        value_row(
            f"plain enumeration of all solutions (our engine), {len(enum_['lines'])} lines with < 10^6 solutions "
            f"(lines {', '.join(map(str, enum_['skipped']))} skipped) total s",
            f"{enum_['total_secs']:.3f} (native max_score on the same lines: {enum_['ours_same_lines_secs']:.3f})",
        )
    else:
        value_row("plain enumeration of all solutions", "-")
    wrong_ms = []
    if get(native, "maxscore", "wrong"):
        wrong_ms.append(f"native lines {native['maxscore']['wrong']}")
    if get(node, "maxscore", "wrong"):
        wrong_ms.append(f"wasm lines {node['maxscore']['wrong']}")
    if get(highs, "maxscore", "wrong"):
        wrong_ms.append(f"HiGHS {highs['maxscore']['wrong']}")
    if get(native, "enumeration", "wrong"):
        wrong_ms.append(f"enumeration lines {native['enumeration']['wrong']}")
    value_row("max_score wrong answers on maxscore_cases.txt", "**" + "; ".join(wrong_ms) + "**" if wrong_ms else "none")

    # few-givens grids
    nat_few = get(native, "fewgivens", "cases") or []
    node_few = get(node, "fewgivens", "cases") or []
    highs_few = get(highs, "fewgivens", "cases") or []
    ks = []
    for c in nat_few or node_few or [{"givens": r["givens"]} for r in highs_few]:
        if c["givens"] not in ks:
            ks.append(c["givens"])

    def per_k(cases, k, key="secs"):
        xs = [c[key] for c in cases if c.get("givens") == k]
        return xs

    for k in ks:
        cells = []
        for label, cases in [("native", nat_few), ("wasm", node_few), ("HiGHS", highs_few)]:
            xs = per_k(cases, k)
            if not xs:
                cells.append(f"{label} -")
                continue
            capped = [c for c in cases if c.get("givens") == k and c.get("capped")]
            text = f"{label} {sum(xs) / len(xs):.3f} (max {max(xs):.3f})"
            if capped:
                text += f", {len(capped)} stopped at the node budget"
            cells.append(text)
        count = len(per_k(nat_few or node_few or highs_few, k))
        value_row(f"max_score, generated grids with {k} givens ({count}), mean s per grid", "; ".join(cells))
    empty_native = next((c["secs"] for c in nat_few if c["givens"] == 0), None)
    empty_highs = next((c["secs"] for c in highs_few if c["givens"] == 0), None)
    value_row("max_score of the empty grid (2906), s: native / wasm / HiGHS",
              f"{fmt_s(empty_native, 4)} / {fmt_s(get(node, 'empty', 'secs'), 4)} / {fmt_s(empty_highs, 2)}")

    # Cross-check of the few-givens answers.
    mismatches = []
    for i in range(max(len(nat_few), len(node_few), len(highs_few))):
        scores = {}
        for label, cases in [("native", nat_few), ("wasm", node_few), ("HiGHS", highs_few)]:
            if i < len(cases) and not cases[i].get("capped"):
                scores[label] = cases[i]["score"]
        if len(set(scores.values())) > 1:
            mismatches.append(f"fewgivens.txt line {i + 1}: " + ", ".join(f"{k} {v}" for k, v in scores.items()))
    checked = min(len(x) for x in (nat_few, node_few, highs_few) if x) if (nat_few or node_few or highs_few) else 0
    if mismatches:
        value_row("max_score on generated grids vs HiGHS", "**MISMATCH: " + "; ".join(mismatches) + "**")
        problems.extend(mismatches)
    else:
        value_row("max_score on generated grids vs HiGHS", f"all {checked} agree (native, wasm, HiGHS)")

    # The sparse grids that were DLX's worst cases: bench/sparse.txt, one run a grid.
    sparse = {"native": get(native, "sparse"), "wasm": load("sparse"), "HiGHS": get(highs, "sparse")}

    def sparse_cell(label):
        d = sparse[label]
        if not d:
            return f"{label} -"
        capped = sum(1 for c in d["cases"] if c.get("capped"))
        text = f"{label} {d['mean_secs']:.4f} / {d['p99_secs']:.4f} / {d['max_secs']:.3f}"
        return text + (f" ({capped} stopped at the node budget)" if capped else "")

    n_sparse = max((len(d["cases"]) for d in sparse.values() if d), default=0)
    value_row(f"max_score, bench/sparse.txt ({n_sparse} grids, 0-12 givens), s mean / p99 / max",
              "; ".join(sparse_cell(label) for label in sparse))
    sparse_mismatches = []
    for i in range(n_sparse):
        scores = {}
        for label, d in sparse.items():
            if d and i < len(d["cases"]) and not d["cases"][i].get("capped"):
                scores[label] = d["cases"][i]["score"]
        if len(set(scores.values())) > 1:
            sparse_mismatches.append(f"sparse.txt line {i + 1}: " + ", ".join(f"{k} {v}" for k, v in scores.items()))
    if sparse_mismatches:
        value_row("max_score on bench/sparse.txt vs HiGHS", "**MISMATCH: " + "; ".join(sparse_mismatches[:20]) + "**")
        problems.extend(sparse_mismatches)
    elif n_sparse:
        present = [label for label, d in sparse.items() if d]
        value_row("max_score on bench/sparse.txt vs HiGHS", f"all {n_sparse} agree ({', '.join(present)})")

    for label, path, budget_kb in [("default build", WASM, GZIP_BUDGET_KB), ("core build", CORE_WASM, CORE_GZIP_BUDGET_KB)]:
        wb, gz = wasm_sizes(path, get(node, "wasm_bytes") if path == WASM else None)
        name = os.path.relpath(path, os.path.dirname(HERE))
        value_row(f"{name} size ({label})", "-" if wb is None else f"{wb:,} bytes ({wb / 1024:.1f} KB)")
        value_row(f"{name} size, gzip -9 ({label})", "-" if gz is None else f"{gz:,} bytes ({gz / 1024:.1f} KB)")
        value_row(
            f"{label} budget: at most {budget_kb} KB gzip ({budget_kb * 1024:,} bytes)",
            "-" if gz is None else ("met" if gz <= budget_kb * 1024
                                    else f"**NOT met**: {gz - budget_kb * 1024:,} bytes over"),
        )

    for label, d in [("native", native), ("node", node)]:
        if d and d.get("total_wrong"):
            problems.append(f"{label}: {d['total_wrong']} wrong answers")
    if get(highs, "maxscore", "wrong"):
        problems.append("HiGHS disagrees with maxscore_cases.txt")

    parallel = load("parallel")
    for r in (parallel or {}).get("rows", []):
        target = 1.7 if r["name"].startswith("Node") else 1.8
        value_row(
            f"every core: {r['name']} (target {target}x)",
            f"{r['ratio']:.2f}x ({r['one_s']:.1f} s / {r['two_s']:.1f} s; load average "
            f"{' '.join(r['load_before'])} before, {' '.join(r['load_after'])} after)",
        )

    cluster = load("cluster")
    for r in (cluster or {}).get("rows", []):
        cpu = f", CPU {r['cpu_s']:.1f} s" if r.get("cpu_s") is not None else ""
        value_row(
            f"{cluster['set']}, first {cluster['puzzles']:,}: {r['name']} (bench/cluster.py)",
            f"{cluster['puzzles'] / r['wall_s']:.1f} puzzles/s ({r['wall_s']:.1f} s wall{cpu}; "
            f"{r['ratio']:.2f}x the CLI's; output {'equal' if r['same'] else 'WRONG'}; "
            f"load average {cluster['load'][0]:.1f} after)",
        )
        if not r["same"]:
            problems.append(f"cluster.py: {r['name']} differs from dlx-sudoku rate")

    table = "\n".join(rows)
    se = load("se")
    if se:
        se_rows = [
            "| set | puzzles | native `rate` /s | se-rate /s | ratio (wall) | ratio (CPU) | ratio (one core each) | ER/EP/ED equal | equal where SE <= 6.2 |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for r in se:
            se_rows.append(
                f"| {r['set']} | {r['puzzles']:,} | {fmt_per_s(r['ours_per_s'])} | {fmt_per_s(r['se_per_s'])} | "
                f"{r['ratio']:,.0f}x | "
                + (f"{r['cpu_ratio']:,.0f}x" if r.get("cpu_ratio") else "-") + " | "
                + (f"{r['pinned_ratio']:,.0f}x" if r.get("pinned_ratio") else "-") + " | "
                f"{r['same']:,} ({100 * r['same'] / r['puzzles']:.1f}%) | "
                f"{r['same_low']:,} of {r['low']:,} ({100 * r['same_low'] / max(r['low'], 1):.2f}%) |"
            )
        table += (
            "\n\n## Sudoku Explainer: our native `rate` beside `se-rate` (SE 1.2.1 / serate 1.2.1.3)\n\n"
            "Whole processes on the same puzzles, the faster of two alternating runs each "
            "(se-rate's includes the JVM's start, about 0.4 s); ratios by wall-clock time, by CPU "
            "time (user + system, all threads), and by wall-clock time with both held to one core "
            "(`taskset -c 0`).\n\n" + "\n".join(se_rows)
        )
    lighthouse = load("lighthouse")
    if lighthouse:
        table += "\n\n" + lighthouse_section(lighthouse)
    now = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    reps = get(native, "reps") or get(node, "reps")
    logic_reps = get(native, "logic", "reps") or get(node, "logic_reps") or "-"
    lines = [
        "# dlx-sudoku benchmark results",
        "",
        f"- date: {now}",
        f"- machine: {cpu_model()}, nproc {os.cpu_count()}, {platform.system()} {platform.release()}",
        f"- {cmd('rustc', '--version')}; node {get(node, 'node') or cmd('node', '--version')}; "
        f"dancing-links {get(node, 'dancing_links') or '-'}; HiGHS {get(highs, 'version') or '-'} (highspy)",
        f"- git: {cmd('git', '-C', os.path.dirname(HERE), 'rev-parse', '--short', 'HEAD')}"
        + (" (with uncommitted changes)" if cmd('git', '-C', os.path.dirname(HERE), 'status', '--porcelain', '--untracked-files=no') not in ("", "?") else ""),
        f"- single thread everywhere but the 'every core' rows (bench/parallel.mjs: the faster of two alternating runs each); puzzles/s are the median of {reps} passes over each file "
        f"({logic_reps} for the logic layer); max_score "
        "times are per-line medians of up to 3 runs, summed. Every answer was checked before timing.",
        "- logic layer: `steps` and `rate` use the whole catalogue and the search step (they always end "
        "solved); the shared-technique rows compare our `fixpoint` with the sudoku crate's "
        "`StrategySolver::solve` given the same techniques (both stop when stuck). Hint latency is one "
        "call at a time on every puzzle of the four files; mid-game = the first half of the path's "
        "placements as entries and its eliminations as candidate masks.",
        "- `./build.sh bench` regenerates this file; `bench/report.py` builds the table.",
        "",
        table,
        "",
    ]
    if problems:
        lines += ["**Problems found:**", ""] + [f"- {p}" for p in problems] + [""]
    text = "\n".join(lines)
    with open(os.path.join(HERE, "results.md"), "w") as f:
        f.write(text)
    print(text)
    if problems:
        print("\n!!! " + "\n!!! ".join(problems), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
