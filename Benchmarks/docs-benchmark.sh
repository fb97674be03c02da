#!/usr/bin/env bash
# The documentation benchmark: times napkin-docs against raw cmark (the floor), hugo and
# `docc convert`, on one generated corpus, and checks napkin-docs' goals.
#
#   bash Benchmarks/docs-benchmark.sh [--articles N] [--runs N] [--docc-runs N] [--skip-hugo] [--skip-docc]
#
# It installs nothing: a missing peer is skipped with a line saying how to install it.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: bash Benchmarks/docs-benchmark.sh [options]

Generates a corpus of Markdown articles in Benchmarks/corpus/ (git-ignored) and times, on the
same files: napkin-docs build, cmark (one process for all files), hugo and docc convert.
Every tool first runs once untimed (the warm-up, which also checks that it succeeds), then
N timed runs; the table shows the best and the median of them.

options:
  --articles N   number of articles in the corpus, plus one root page (default 1000)
  --runs N       timed runs of napkin-docs, cmark and hugo (default 3)
  --docc-runs N  timed runs of docc, which takes about a minute per run (default 1)
  --skip-hugo    do not run hugo
  --skip-docc    do not run docc
  -h, --help     show this help

The corpus is made of copies of Articles/*.md when there are any, else of a built-in template.
EOF
}

articles=1000
runs=3
docc_runs=1
skip_hugo=0
skip_docc=0
positive() { [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "error: $1 needs a whole number above 0, not '$2'" >&2; exit 2; }; }
while (($#)); do
    case "$1" in
        --articles) positive "$1" "${2-}"; articles=$2; shift 2 ;;
        --runs) positive "$1" "${2-}"; runs=$2; shift 2 ;;
        --docc-runs) positive "$1" "${2-}"; docc_runs=$2; shift 2 ;;
        --skip-hugo) skip_hugo=1; shift ;;
        --skip-docc) skip_docc=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    esac
done
((articles >= 2)) || { echo "error: --articles must be at least 2" >&2; exit 2; }

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
corpus=$root/Benchmarks/corpus
scratch=$(mktemp -d "${TMPDIR:-/tmp}/docs-benchmark.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# MARK: Tools

missing() { echo "skipped $1: not installed; $2" >&2; }
for required in swift python3; do
    command -v "$required" >/dev/null || { echo "error: $required is required and not on PATH" >&2; exit 1; }
done
have_cmark=1 have_hugo=1 have_docc=1 have_hyperfine=1
command -v cmark >/dev/null || { have_cmark=0; missing cmark "install it with: apt-get install -y cmark (ratios to cmark will be n/a)"; }
if ((skip_hugo)); then have_hugo=0
else command -v hugo >/dev/null || { have_hugo=0; missing hugo "install it with: apt-get install -y hugo"; }; fi
if ((skip_docc)); then have_docc=0
else command -v docc >/dev/null || { have_docc=0; missing docc "it comes with the Swift toolchain (usr/bin/docc); put the toolchain's bin directory on PATH"; }; fi
command -v hyperfine >/dev/null || { have_hyperfine=0; echo "note: hyperfine is not installed (apt-get install -y hyperfine); timing with date instead" >&2; }

# MARK: Corpus and release build

load_before=$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo n/a)

python3 "$root/Benchmarks/docs-corpus.py" --articles "$articles" --source "$root/Articles" --output "$corpus"

echo "building napkin-docs (release)…"
(cd "$root" && swift build -c release --product napkin-docs 2>&1 | tail -n 1)
napkin_docs="$(cd "$root" && swift build -c release --show-bin-path)/napkin-docs"

# MARK: Timing

declare -A best median
order=()

# measure NAME RUNS COMMAND: one untimed run that must succeed, then RUNS timed runs.
measure() {
    local name=$1 count=$2 command=$3
    echo
    echo "== $name: $command"
    local start end
    start=$(date +%s.%N)
    if ! bash -c "$command" >"$scratch/$name.out" 2>"$scratch/$name.err"; then
        echo "error: $name failed; its output:" >&2
        tail -n 20 "$scratch/$name.out" "$scratch/$name.err" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    echo "warm-up run: $(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }') s"
    local times=$scratch/$name.times
    if ((have_hyperfine)); then
        hyperfine --style basic --runs "$count" --export-json "$scratch/$name.json" --command-name "$name" "$command" >&2
        python3 -c 'import json, sys; print("\n".join(str(t) for t in json.load(open(sys.argv[1]))["results"][0]["times"]))' \
            "$scratch/$name.json" >"$times"
    else
        : >"$times"
        for ((run = 1; run <= count; run++)); do
            start=$(date +%s.%N)
            bash -c "$command" >/dev/null 2>&1
            end=$(date +%s.%N)
            awk -v s="$start" -v e="$end" 'BEGIN { printf "%.6f\n", e - s }' >>"$times"
            echo "run $run: $(tail -n 1 "$times") s"
        done
    fi
    best[$name]=$(sort -g "$times" | head -n 1)
    median[$name]=$(sort -g "$times" | awk '{ t[NR] = $1 } END { print (NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2) }')
    order+=("$name")
}

html_count() { find "$1" -name '*.html' 2>/dev/null | wc -l | tr -d ' '; }

# A rebuild over the site the previous run wrote, as rebuilding Site/ is: napkin-docs keeps
# the files whose bytes did not change (here: all of them) instead of writing them again.
measure napkin-docs "$runs" "'$napkin_docs' build --source '$corpus/pages' --output '$scratch/napkin-site'"
echo "napkin-docs wrote $(html_count "$scratch/napkin-site") HTML files; it said: $(tail -n 1 "$scratch/napkin-docs.out")"
# A first build, into a directory that does not exist yet: every file is written.
measure napkin-docs-new "$runs" "'$napkin_docs' build --source '$corpus/pages' --output \"\$(mktemp -d '$scratch/napkin-new.XXXXXX')/site\""

if ((have_cmark)); then
    measure cmark "$runs" "cmark '$corpus'/pages/*.md >/dev/null"
fi

if ((have_hugo)); then
    measure hugo "$runs" "hugo --quiet --source '$corpus/hugo' --destination '$scratch/hugo-site'"
    echo "hugo wrote $(html_count "$scratch/hugo-site") HTML files"
fi

if ((have_docc)); then
    measure docc "$docc_runs" "docc convert '$corpus/Corpus.docc' --output-path '$scratch/docc-site'"
    echo "docc wrote $(html_count "$scratch/docc-site") HTML files, $(find "$scratch/docc-site/data" -name '*.json' 2>/dev/null | wc -l | tr -d ' ') page JSON files, $(cat "$scratch/docc.out" "$scratch/docc.err" | grep -c 'warning:' || true) warnings"
fi

# MARK: Report

pages=$(find "$corpus/pages" -name '*.md' | wc -l | tr -d ' ')
megabytes=$(du -sb "$corpus/pages" | awk '{ printf "%.1f", $1 / 1e6 }')
echo
echo "Corpus: $pages Markdown files ($megabytes MB); $(nproc 2>/dev/null || echo '?') cores; $(date -u +%Y-%m-%d)"
echo "Load average at the start: $load_before; at the end: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo n/a)"
echo "Best of the timed runs (median in brackets), in seconds:"
echo
printf '%-16s %18s %10s %26s\n' tool seconds "÷ cmark" "napkin-docs faster by"
napkin=${best[napkin-docs]}
cmark=${best[cmark]-}
for name in "${order[@]}"; do
    ratio=n/a
    [[ -n "$cmark" ]] && ratio=$(awk -v t="${best[$name]}" -v c="$cmark" 'BEGIN { printf "%.1f×", t / c }')
    speedup=-
    [[ "$name" == hugo || "$name" == docc ]] && speedup=$(awk -v t="${best[$name]}" -v n="$napkin" -v f="${best[napkin-docs-new]}" 'BEGIN { printf "%.1f× (%.1f×)", t / n, t / f }')
    printf '%-16s %8.3f (%7.3f) %10s %26s\n' "$name" "${best[$name]}" "${median[$name]}" "$ratio" "$speedup"
done

echo "(napkin-docs-new: a first build into an empty directory; the speed-ups in brackets are over it)"
echo
goal() { # goal DESCRIPTION VALUE COMPARISON LIMIT
    local verdict
    if [[ -z "$2" ]]; then verdict="not measured"
    elif awk -v v="$2" -v l="$4" "BEGIN { exit !(v $3 l) }"; then verdict=met
    else verdict="NOT met"
    fi
    printf '  %-40s %-10s %s\n' "$1" "${2:+$(printf '%.1f×' "$2")}" "$verdict"
}
ratio_to() { [[ -n "${best[$1]-}" ]] && awk -v a="$2" -v b="$3" 'BEGIN { print a / b }' || true; }
for run in napkin-docs napkin-docs-new; do
    napkin=${best[$run]}
    echo "Goals of napkin-docs, measured by $run:"
    goal "at most 3× cmark" "$( [[ -n "$cmark" ]] && ratio_to cmark "$napkin" "$cmark")" "<=" 3
    goal "at least 5× faster than hugo" "$(ratio_to hugo "${best[hugo]-0}" "$napkin")" ">=" 5
    goal "at least 50× faster than docc" "$(ratio_to docc "${best[docc]-0}" "$napkin")" ">=" 50
done
