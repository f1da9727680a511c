#!/usr/bin/env bash
# Makes every Sudoku Explainer fixture again from its sources, with SE itself
# (tools/sudoku-explainer: se-rate, se-steps), and says whether each came out the same as the
# committed file. The tests' expected values are these files: SE's own output, never ours.
#
#   tools/regen-fixtures.sh --list            # every file, its recipe and how long it takes
#   tools/regen-fixtures.sh --quick           # the files that take a few minutes or less
#   tools/regen-fixtures.sh FILE...           # those files (names as --list prints them)
#   tools/regen-fixtures.sh --all             # every file: hours on 2 cores
#
# Each file is written in place when its content changed (a .gz only then, so that an
# unchanged file keeps its bytes), and a line says `same` or `CHANGED`; `git diff` shows the
# rest. SE_JOBS=N (default 1) splits each input into N contiguous parts rated side by side.
# SE_OUT=DIR writes into DIR instead of the repository (to compare without touching it).
# Needs Java 11+ (Debian: apt-get install -y openjdk-17-jre-headless).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SE="$ROOT/tools/sudoku-explainer"
DATA="$ROOT/tests/data"
FIX="$ROOT/tests/fixtures/se121"
JOBS="${SE_JOBS:-1}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# name | minutes on a 2-core machine, one process (measured, beside other work; marked ~:
# estimated from the READMEs' figures) | what the recipe does. Order matters for --all: the chain
# fixtures pick their puzzles by the ratings of tests/data/se121, made first.
RECIPES=(
    "tests/data/se121/kaggle_sample.se121.txt|1|se-rate on the first 300 lines of kaggle_sample.txt"
    "tests/data/se121/17clue.se121.txt|~12|se-rate on all of 17clue.txt"
    "tests/data/se121/top1465.se121.txt|~25|se-rate on all of top1465.txt"
    "tests/data/se121/forum_hardest_1106_first20.se121.txt|~60|se-rate on the first 20 lines of forum_hardest_1106.txt"
    "tests/fixtures/se121/generated.se121.txt|1|se-rate on the file's own two puzzles (the generator's pinned ones)"
    "tests/fixtures/se121/serate_named.out|1|serate with its default format on serate_named.txt (names, comments, CSV rows after the cells)"
    "tests/fixtures/se121/serate_fields.out|1|serate --format='%n|%g|%r/%p/%d|%%' on serate_fields.txt (serate_named.txt with lines serate skips)"
    "tests/fixtures/se121/techniques.steps.txt|1|se-steps on the file's own 78 puzzles (bench/se_fixture.py chose them)"
    "tests/fixtures/se121/kaggle_sample.steps.gz|2|se-steps on all of kaggle_sample.txt, names and ratings only"
    "tests/fixtures/se121/17clue_sample.steps.gz|1|se-steps on every tenth line of 17clue.txt (1, 11, ...) SE rates at most 6.2, names and ratings only"
    "tests/fixtures/se121/top1465.steps.gz|1|se-steps on the top1465 puzzles SE rates at most 6.2, names and ratings only"
    "tests/fixtures/se121/top1465_chains.steps.gz|~10|se-steps on the top1465 puzzles SE rates 6.5-7.5"
    "tests/fixtures/se121/top1465_chains_8.steps.gz|~20|se-steps on the top1465 puzzles SE rates 7.6-8.5"
    "tests/fixtures/se121/top1465_chains_9.steps.gz|~30|se-steps on the top1465 puzzles SE rates 8.6-9.0"
    "tests/fixtures/se121/top1465_chains_nested.steps.gz|20|se-steps on top1465.txt lines 2, 3, 77, 197, 864, 1004 (SE 9.1-9.8)"
    "tests/fixtures/se121/17clue_chains.steps.gz|~5|se-steps on every 4th of the 17clue puzzles SE rates 6.5-7.5 (the first 200 of those)"
    "tests/fixtures/se121/forum_hardest_1106_first6.steps.gz|~14|se-steps on the first 6 lines of forum_hardest_1106.txt"
    "tests/fixtures/se121/11plus_sample.steps|~50|se-steps on every 80th line of forum_hardest_1905_11plus.txt (1, 81, ..., 1921)"
    "tests/fixtures/se121/11plus_20_hashcode3.steps|~3|se-steps with -XX:hashCode=3 on the 11+ sample's 20th puzzle (line 1521)"
)
QUICK=(
    tests/data/se121/kaggle_sample.se121.txt
    tests/fixtures/se121/generated.se121.txt
    tests/fixtures/se121/serate_named.out
    tests/fixtures/se121/serate_fields.out
    tests/fixtures/se121/techniques.steps.txt
    tests/fixtures/se121/kaggle_sample.steps.gz
    tests/fixtures/se121/17clue_sample.steps.gz
    tests/fixtures/se121/top1465.steps.gz
)

die() { echo "regen-fixtures: $*" >&2; exit 2; }

# The puzzles (field 1) of a se-rate file whose ER lies in [lo, hi].
rated() { awk -v lo="$2" -v hi="$3" '{ split($2, r, "/"); if (r[1] + 0 >= lo && r[1] + 0 <= hi) print $1 }' "$1"; }

# Runs TOOL (se-rate or se-steps, with its arguments) on stdin, SE_JOBS processes side by
# side on contiguous parts, the outputs joined in input order.
run_se() {
    local input="$TMP/in" k
    cat >"$input"
    if [ "$JOBS" -le 1 ] || [ "$(wc -l <"$input")" -lt "$JOBS" ]; then
        "$@" <"$input"
        return
    fi
    split -n "l/$JOBS" -d -a 3 "$input" "$TMP/part."
    for k in "$TMP"/part.[0-9][0-9][0-9]; do "$@" <"$k" >"$k.out" & done
    wait
    cat "$TMP"/part.[0-9][0-9][0-9].out
    rm -f "$TMP"/part.*
}
se_rate() { run_se "$SE/se-rate"; }
serate() { java -Xss8m -Xmx2g -cp "$SE/sudoku-explainer-1.2.1.3.jar" diuf.sudoku.test.serate "$@" 2>/dev/null; }
se_steps() { run_se "$SE/se-steps"; }
# The first fixtures were written before se-steps printed each hint: names and ratings only.
names_only() { sed 's/ | .*//'; }

recipe() {
    case "$1" in
    tests/data/se121/kaggle_sample.se121.txt) head -n 300 "$DATA/kaggle_sample.txt" | se_rate ;;
    tests/data/se121/17clue.se121.txt) se_rate <"$DATA/17clue.txt" ;;
    tests/data/se121/top1465.se121.txt) se_rate <"$DATA/top1465.txt" ;;
    tests/data/se121/forum_hardest_1106_first20.se121.txt) head -n 20 "$DATA/forum_hardest_1106.txt" | se_rate ;;
    tests/fixtures/se121/generated.se121.txt) cut -d' ' -f1 "$FIX/generated.se121.txt" | se_rate ;;
    # serate itself, not se-rate (which sets a format): its default format, its own reading
    # of the file (a line's text after the cells kept in %g, lines not of 81 cells skipped).
    tests/fixtures/se121/serate_named.out) serate --input="$FIX/serate_named.txt" ;;
    tests/fixtures/se121/serate_fields.out)
        serate '--format=%n|%g|%r/%p/%d|%%' --input="$FIX/serate_fields.txt" ;;
    tests/fixtures/se121/techniques.steps.txt) sed -n 's/^# //p' "$FIX/techniques.steps.txt" | se_steps ;;
    tests/fixtures/se121/kaggle_sample.steps.gz) se_steps <"$DATA/kaggle_sample.txt" | names_only ;;
    tests/fixtures/se121/17clue_sample.steps.gz)
        paste -d' ' "$DATA/17clue.txt" "$DATA/se121/17clue.se121.txt" | awk 'NR % 10 == 1' |
            awk '{ split($3, r, "/"); if (r[1] + 0 <= 6.2) print $1 }' | se_steps | names_only ;;
    tests/fixtures/se121/top1465.steps.gz) rated "$DATA/se121/top1465.se121.txt" 0 6.2 | se_steps | names_only ;;
    tests/fixtures/se121/top1465_chains.steps.gz) rated "$DATA/se121/top1465.se121.txt" 6.5 7.5 | se_steps ;;
    tests/fixtures/se121/top1465_chains_8.steps.gz) rated "$DATA/se121/top1465.se121.txt" 7.6 8.5 | se_steps ;;
    tests/fixtures/se121/top1465_chains_9.steps.gz) rated "$DATA/se121/top1465.se121.txt" 8.6 9.0 | se_steps ;;
    tests/fixtures/se121/top1465_chains_nested.steps.gz)
        awk 'NR == 2 || NR == 3 || NR == 77 || NR == 197 || NR == 864 || NR == 1004 { print $1 }' \
            "$DATA/se121/top1465.se121.txt" | se_steps ;;
    tests/fixtures/se121/17clue_chains.steps.gz)
        rated "$DATA/se121/17clue.se121.txt" 6.5 7.5 | awk 'NR % 4 == 1' | head -n 200 | se_steps ;;
    tests/fixtures/se121/forum_hardest_1106_first6.steps.gz) head -n 6 "$DATA/forum_hardest_1106.txt" | se_steps ;;
    tests/fixtures/se121/11plus_sample.steps) awk 'NR % 80 == 1' "$DATA/forum_hardest_1905_11plus.txt" | se_steps ;;
    tests/fixtures/se121/11plus_20_hashcode3.steps)
        sed -n 1521p "$DATA/forum_hardest_1905_11plus.txt" |
            java -XX:+UnlockExperimentalVMOptions -XX:hashCode=3 -Xss8m -Xmx2g \
                -cp "$SE/sudoku-explainer-1.2.1.3.jar" SeSteps ;;
    *) die "no recipe for '$1' (tools/regen-fixtures.sh --list)" ;;
    esac
}

list() {
    local r name minutes what
    printf '%-58s %8s  %s\n' file minutes recipe
    for r in "${RECIPES[@]}"; do
        IFS='|' read -r name minutes what <<<"$r"
        printf '%-58s %8s  %s\n' "$name" "$minutes" "$what"
    done
}

# Makes one file; compares its content with the committed one; writes it when it changed.
regen() {
    local name="$1" dest="${SE_OUT:-$ROOT}/$1" text="$TMP/text" old="$TMP/old" start secs
    start=$(date +%s)
    echo "regen-fixtures: $name ..."
    recipe "$name" >"$text"
    secs=$(($(date +%s) - start))
    if [[ "$name" == *.gz ]]; then
        gzip -dc "$ROOT/$name" >"$old" 2>/dev/null || : >"$old"
    else
        cp "$ROOT/$name" "$old" 2>/dev/null || : >"$old"
    fi
    if cmp -s "$text" "$old"; then
        echo "regen-fixtures: $name: same ($(wc -l <"$text") lines, ${secs} s)"
        [ -z "${SE_OUT:-}" ] || { mkdir -p "$(dirname "$dest")"; cp "$ROOT/$name" "$dest"; }
        return 0
    fi
    mkdir -p "$(dirname "$dest")"
    if [[ "$name" == *.gz ]]; then gzip -9n <"$text" >"$dest"; else cp "$text" "$dest"; fi
    echo "regen-fixtures: $name: CHANGED ($(wc -l <"$text") lines, was $(wc -l <"$old"); ${secs} s)"
    CHANGED=$((CHANGED + 1))
}

[ $# -gt 0 ] || { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
case "$1" in
--list) list; exit 0 ;;
--quick) set -- "${QUICK[@]}" ;;
--all) set -- $(for r in "${RECIPES[@]}"; do echo "${r%%|*}"; done) ;;
esac
command -v java >/dev/null ||
    die "Sudoku Explainer needs Java 11+, and java is not on PATH (Debian: apt-get install -y openjdk-17-jre-headless)"
[[ "$JOBS" =~ ^[1-9][0-9]*$ ]] || die "SE_JOBS must be a positive number, got '$JOBS'"
CHANGED=0
for name in "$@"; do
    name="${name#./}"
    regen "$name"
done
echo "regen-fixtures: ${#@} file(s), $CHANGED changed"
[ "$CHANGED" -eq 0 ]
