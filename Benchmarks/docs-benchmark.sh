#!/usr/bin/env bash
# The documentation benchmark: times napkin-docs against raw cmark, the floor (cmark and
# swift-syntax's parser alone, Benchmarks/SyntaxFloor), hugo and `docc convert` on two generated corpora (every Swift block distinct, as on a real site; and
# the same blocks repeated), with the highlight cache on and off, measures output size and
# peak memory beside hugo's, runs the scaling cases, times save → reloaded page in `serve`
# (Benchmarks/save-to-reload-benchmark.sh, on this package's site and on the corpus), and
# checks napkin-docs' goals.
#
#   bash Benchmarks/docs-benchmark.sh [--articles N] [--runs N] [--docc-runs N] [--skip-hugo] [--skip-docc]
#
# It installs nothing: a missing peer is skipped with a line saying how to install it.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: bash Benchmarks/docs-benchmark.sh [options]

Generates two corpora of Markdown articles in Benchmarks/corpus/ (git-ignored): "distinct",
whose every Swift block differs from all others (one comment line naming page and block), as a
real site's code does, and "repeated", the same articles without that line, so the same few
dozen blocks recur hundreds of times. On each it times napkin-docs build (a first build into a
new directory with no highlighted code kept from before, the same with the code an earlier run
kept, a rebuild over its own output, and a first build with the highlight cache off),
cmark (one process for all files, HTML only), hugo, and docc convert (distinct corpus only).
On the distinct corpus it also times the floor, napkin-docs-floor (Benchmarks/SyntaxFloor): on
all cores, cmark's parse and HTML of every file and swift-syntax's parse of every Swift block,
and nothing else; the work no build that highlights with swift-syntax can skip.
Every tool first runs once untimed (the warm-up, which also checks that it succeeds), then
N timed runs; the tables show the best and the median of them. Then one more run of
napkin-docs and hugo each under /usr/bin/time gives the peak resident memory, and the sizes of
their output are compared (the bytes of their files), with where napkin-docs' bytes go (Benchmarks/output-size.py).
Then the scaling cases (one page growing in one direction, and a site ten times the corpus),
and the incremental case: save → reloaded page in napkin-docs serve, on this package's own site
and on a corpus of N distinct-code articles (Benchmarks/save-to-reload-benchmark.sh).

options:
  --articles N   number of articles in the corpus, plus one root page (default 1000)
  --runs N       timed runs of napkin-docs, cmark and hugo (default 3)
  --docc-runs N  timed runs of docc, which takes about a minute per run (default 1)
  --skip-hugo    do not run hugo
  --skip-docc    do not run docc
  --skip-scaling do not run the scaling cases
  --scaling-size N  the smallest size of a scaling case (default 5000; each is also run at 4N and 16N)
  --skip-incremental  do not time save → reloaded page in serve
  --saves N      timed saves of each site in the incremental case (default 10)
  -h, --help     show this help

The corpus is made of copies of Articles/*.md when there are any, else of a built-in template.

Every site is written below a new temporary directory in $TMPDIR (default /tmp), whose file
system the report names: creating a thousand files is part of every build measured, and its
cost depends on the file system (on ext4 mounted without a journal it grows with the files
deleted in the last minutes). TMPDIR=/dev/shm measures the same builds on tmpfs.
EOF
}

articles=1000
runs=3
docc_runs=1
skip_hugo=0
skip_docc=0
skip_scaling=0
skip_incremental=0
saves=10
scaling_size=5000
positive() { [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "error: $1 needs a whole number above 0, not '$2'" >&2; exit 2; }; }
while (($#)); do
    case "$1" in
        --articles) positive "$1" "${2-}"; articles=$2; shift 2 ;;
        --runs) positive "$1" "${2-}"; runs=$2; shift 2 ;;
        --docc-runs) positive "$1" "${2-}"; docc_runs=$2; shift 2 ;;
        --skip-hugo) skip_hugo=1; shift ;;
        --skip-docc) skip_docc=1; shift ;;
        --skip-scaling) skip_scaling=1; shift ;;
        --scaling-size) positive "$1" "${2-}"; scaling_size=$2; shift 2 ;;
        --skip-incremental) skip_incremental=1; shift ;;
        --saves) positive "$1" "${2-}"; saves=$2; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    esac
done
((articles >= 2)) || { echo "error: --articles must be at least 2" >&2; exit 2; }

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
corpus_root=$root/Benchmarks/corpus
no_cache_variable=NAPKIN_DOCS_NO_HIGHLIGHT_CACHE
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

# MARK: Release build

load_before=$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo n/a)
echo "building napkin-docs and napkin-docs-floor (release)…"
(cd "$root" && swift build -c release --product napkin-docs 2>&1 | tail -n 1)
(cd "$root" && swift build -c release --product napkin-docs-floor 2>&1 | tail -n 1)
napkin_docs="$(cd "$root" && swift build -c release --show-bin-path)/napkin-docs"
floor_tool="$(cd "$root" && swift build -c release --show-bin-path)/napkin-docs-floor"

# MARK: Timing

declare -A best median
order=()

# measure NAME RUNS COMMAND: one untimed run that must succeed, then RUNS timed runs.
measure() {
    local name=$1 count=$2 command=$3 file=${1//\//-}
    echo
    echo "== $name: $command"
    local start end
    start=$(date +%s.%N)
    if ! bash -c "$command" >"$scratch/$file.out" 2>"$scratch/$file.err"; then
        echo "error: $name failed; its output:" >&2
        tail -n 20 "$scratch/$file.out" "$scratch/$file.err" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    echo "warm-up run: $(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }') s"
    local times=$scratch/$file.times
    if ((have_hyperfine)); then
        hyperfine --style basic --runs "$count" --export-json "$scratch/$file.json" --command-name "$name" "$command" >&2
        python3 -c 'import json, sys; print("\n".join(str(t) for t in json.load(open(sys.argv[1]))["results"][0]["times"]))' \
            "$scratch/$file.json" >"$times"
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
# bytes DIR: the sum of the sizes of the files below DIR. Not du -sb, which adds the sizes of the
# directories themselves: 4 KB each on ext4 and almost nothing on tmpfs, so that hugo's directory
# per page made its output look larger on one file system than on another.
bytes() { find "$1" -type f -printf '%s\n' | awk '{ sum += $1 } END { print sum + 0 }'; }
# peak_memory COMMAND: the peak resident memory of one run, in MB.
peak_memory() { /usr/bin/time -f '%M' bash -c "exec $1" 2>&1 >/dev/null | tail -n 1 | awk '{ printf "%.0f", $1 / 1024 }'; }
fresh() { echo "\"\$(mktemp -d '$scratch/new.XXXXXX')/site\""; }

declare -A output_bytes memory
for kind in distinct repeated; do
    corpus=$corpus_root/$kind
    flag=""
    [[ $kind == distinct ]] && flag=--distinct-code
    python3 "$root/Benchmarks/docs-corpus.py" --articles "$articles" --source "$root/Articles" --output "$corpus" $flag

    # A first build, into a directory that does not exist yet, with no highlighted code kept
    # from an earlier run (an empty --cache-dir): every file is written, every block highlighted.
    measure "$kind/napkin-docs-new" "$runs" "'$napkin_docs' build --source '$corpus/pages' --output $(fresh) --cache-dir $(fresh)"
    # The same, with the highlighted code the untimed run kept (napkin-docs build's default,
    # run after run): what the kept code saves.
    kept=$scratch/$kind-kept-code
    measure "$kind/napkin-docs-kept" "$runs" "'$napkin_docs' build --source '$corpus/pages' --output $(fresh) --cache-dir '$kept'"
    # A rebuild over the site the previous run wrote, as rebuilding Site/ is, with the code kept:
    # napkin-docs keeps the files whose bytes did not change (here: all of them) instead of
    # writing them again.
    measure "$kind/napkin-docs" "$runs" "'$napkin_docs' build --source '$corpus/pages' --output '$scratch/$kind-napkin-site' --cache-dir '$scratch/$kind-site-code'"
    echo "napkin-docs wrote $(html_count "$scratch/$kind-napkin-site") HTML files; it said: $(tail -n 1 "$scratch/$kind-napkin-docs.out")"
    # Every Swift block highlighted, however often the same text recurs, and nothing kept.
    measure "$kind/no-cache" "$runs" "$no_cache_variable=1 '$napkin_docs' build --source '$corpus/pages' --output $(fresh)"
    ((have_cmark)) && measure "$kind/cmark" "$runs" "cmark '$corpus'/pages/*.md >/dev/null"
    if [[ $kind == distinct ]]; then
        measure "$kind/floor" "$runs" "'$floor_tool' '$corpus'/pages/*.md"
        echo "the floor: $(cat "$scratch/$kind-floor.out")"
    fi
    if ((have_hugo)); then
        measure "$kind/hugo" "$runs" "hugo --quiet --source '$corpus/hugo' --destination '$scratch/$kind-hugo-site'"
        echo "hugo wrote $(html_count "$scratch/$kind-hugo-site") HTML files"
    fi
    if ((have_docc)) && [[ $kind == distinct ]]; then
        measure "$kind/docc" "$docc_runs" "docc convert '$corpus/Corpus.docc' --output-path '$scratch/docc-site'"
        echo "docc wrote $(html_count "$scratch/docc-site") HTML files, $(find "$scratch/docc-site/data" -name '*.json' 2>/dev/null | wc -l | tr -d ' ') page JSON files, $(cat "$scratch/distinct-docc.out" "$scratch/distinct-docc.err" | grep -c 'warning:' || true) warnings"
    fi

    output_bytes[$kind/markdown]=$(bytes "$corpus/pages")
    output_bytes[$kind/napkin-docs]=$(bytes "$scratch/$kind-napkin-site")
    memory[$kind/napkin-docs]=$(peak_memory "'$napkin_docs' build --source '$corpus/pages' --output $(fresh) --cache-dir $(fresh)")
    if ((have_hugo)); then
        output_bytes[$kind/hugo]=$(bytes "$scratch/$kind-hugo-site")
        memory[$kind/hugo]=$(peak_memory "hugo --quiet --source '$corpus/hugo' --destination $(fresh)")
    fi
done

# MARK: Scaling

# best_of RUNS COMMAND: the best wall time of RUNS runs, in seconds.
best_of() {
    local count=$1 command=$2 fastest="" start end
    for ((run = 1; run <= count; run++)); do
        start=$(date +%s.%N)
        bash -c "$command" >/dev/null 2>&1 || { echo "error: failed: $command" >&2; exit 1; }
        end=$(date +%s.%N)
        fastest=$(awk -v s="$start" -v e="$end" -v f="$fastest" 'BEGIN { t = e - s; print (f == "" || t < f) ? t : f }')
    done
    echo "$fastest"
}

scaling_report=""
if ((!skip_scaling)); then
    echo
    echo "== scaling cases (sizes $scaling_size, $((scaling_size * 4)), $((scaling_size * 16)))"
    cases=$(python3 "$root/Benchmarks/scaling-cases.py" --size "$scaling_size" --output "$scratch/scaling")
    row() { printf '  %-20s %-30s %-30s\n' "$@"; }
    scaling_report+=$(row case "napkin-docs: s at N, 4N, 16N" "cmark: s at N, 4N, 16N")$'\n'
    for case in $cases; do
        napkin_times=() cmark_times=()
        for n in "$scaling_size" $((scaling_size * 4)) $((scaling_size * 16)); do
            napkin_times+=("$(best_of "$runs" "'$napkin_docs' build --source '$scratch/scaling/$case-$n' --output $(fresh) --cache-dir $(fresh)")")
            ((have_cmark)) && cmark_times+=("$(best_of "$runs" "cmark '$scratch/scaling/$case-$n/Page.md'")")
        done
        scaling_report+=$(row "$case" "$(printf '%.3f %.3f %.3f' "${napkin_times[@]}")" "$( ((have_cmark)) && printf '%.3f %.3f %.3f' "${cmark_times[@]}" || echo n/a)")$'\n'
    done
    # A site ten times the size of the distinct corpus: time should grow about tenfold.
    large=$corpus_root/large
    python3 "$root/Benchmarks/docs-corpus.py" --articles $((articles * 10)) --source "$root/Articles" --output "$large" --distinct-code
    large_napkin=$(best_of 1 "'$napkin_docs' build --source '$large/pages' --output $(fresh) --cache-dir $(fresh)")
    large_cmark=$( ((have_cmark)) && best_of 1 "cmark '$large'/pages/*.md" || echo "")
    scaling_report+="  a site of $((articles * 10)) distinct-code articles: napkin-docs ${large_napkin} s ($(awk -v l="$large_napkin" -v s="${best[distinct/napkin-docs-new]}" 'BEGIN { printf "%.1f", l / s }')× the $articles-article build), cmark ${large_cmark:-n/a} s"$'\n'
    rm -rf "$large"
fi

# MARK: Incremental

# save_to_page NAME ARGUMENTS…: the median milliseconds from an article's save to its reloaded
# page in serve, from the save-to-reload benchmark run with ARGUMENTS; its report goes to stderr.
declare -A reload
save_to_page() {
    local log=$scratch/save-to-reload-$1.log
    shift
    bash "$root/Benchmarks/save-to-reload-benchmark.sh" --saves "$saves" "$@" >"$log" 2>&1 \
        || { echo "error: the save-to-reload benchmark failed; its output:" >&2; tail -n 20 "$log" >&2; exit 1; }
    sed 's/^/  /' "$log" >&2
    grep '^save → page' "$log" | awk '{ print $5 }'
}
if ((!skip_incremental)); then
    echo
    echo "== incremental: save → reloaded page in serve, this package's site"
    reload[own]=$(save_to_page own)
    echo "== incremental: save → reloaded page in serve, $articles distinct-code articles"
    reload[corpus]=$(save_to_page corpus --corpus "$articles")
fi

# MARK: Report

echo
echo "Corpus: $((articles + 1)) Markdown files each; $(nproc 2>/dev/null || echo '?') cores; $(date -u +%Y-%m-%d)"
echo "Load average at the start: $load_before; at the end: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo n/a)"
echo "Sites written below $scratch (file system: $(stat -f -c %T "$scratch" 2>/dev/null || echo unknown))"
megabytes() { [[ -n "$1" ]] && awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }' || echo n/a; }
ratio() { [[ -n "${best[$1]-}" && -n "${best[$2]-}" ]] && awk -v a="${best[$1]}" -v b="${best[$2]}" 'BEGIN { print a / b }' || true; }
for kind in distinct repeated; do
    echo
    echo "The $kind corpus ($(awk -v b="${output_bytes[$kind/markdown]}" 'BEGIN { printf "%.1f", b / 1e6 }') MB of Markdown): best of the timed runs (median in brackets), in seconds"
    printf '  %-16s %18s %9s %24s\n' run seconds "÷ cmark" "napkin-docs-new faster by"
    for name in "${order[@]}"; do
        [[ $name == $kind/* ]] || continue
        local_name=${name#*/}
        per_cmark=$(ratio "$name" "$kind/cmark")
        speedup=-
        [[ $local_name == hugo || $local_name == docc ]] && speedup=$(printf '%.1f×' "$(ratio "$name" "$kind/napkin-docs-new")")
        printf '  %-16s %8.3f (%7.3f) %9s %24s\n' "$local_name" "${best[$name]}" "${median[$name]}" "${per_cmark:+$(printf '%.1f×' "$per_cmark")}" "$speedup"
    done
    echo "  output: napkin-docs $(megabytes "${output_bytes[$kind/napkin-docs]}"), hugo $(megabytes "${output_bytes[$kind/hugo]-}"); peak memory: napkin-docs ${memory[$kind/napkin-docs]} MB, hugo ${memory[$kind/hugo]:-n/a} MB"
done
echo
echo "Where the output's bytes go, distinct corpus (Benchmarks/output-size.py):"
python3 "$root/Benchmarks/output-size.py" "$scratch/distinct-napkin-site" --markdown "$corpus_root/distinct/pages" \
    $( ((have_hugo)) && echo "--hugo $scratch/distinct-hugo-site") | sed 's/^/  /'
if [[ -n "$scaling_report" ]]; then
    echo
    echo "Scaling: the best of $runs runs at each size; about 4× per step is linear"
    printf '%s' "$scaling_report"
fi
if ((!skip_incremental)); then
    echo
    echo "Incremental, save → reloaded page in serve (median of $saves saves): this package's site ${reload[own]} ms, $articles distinct-code articles ${reload[corpus]} ms"
fi
echo
echo "(napkin-docs-new: a first build into an empty directory, with no highlighted code kept from an earlier run;"
echo " napkin-docs-kept: the same with the code the run before kept (--cache-dir); napkin-docs: a rebuild over its"
echo " own output, with the code kept; no-cache: a first build with $no_cache_variable=1, every block highlighted"
echo " however often it recurs, nothing kept; floor: cmark's parse and HTML of every file and swift-syntax's parse"
echo " of every Swift block, on all cores, and nothing else)"

echo
goal() { # goal DESCRIPTION VALUE COMPARISON LIMIT UNIT
    local verdict
    if [[ -z "$2" ]]; then verdict="not measured"
    elif awk -v v="$2" -v l="$4" "BEGIN { exit !(v $3 l) }"; then verdict=met
    else verdict="NOT met"
    fi
    printf '  %-52s %-8s %s\n' "$1" "${2:+$(printf "%.2f$5" "$2")}" "$verdict"
}
quotient() { [[ -n "$1" && -n "$2" ]] && awk -v a="$1" -v b="$2" 'BEGIN { print a / b }' || true; }
echo "Goals, on the distinct corpus, measured by a first build (napkin-docs-new):"
goal "at most 2.5× cmark" "$(ratio distinct/napkin-docs-new distinct/cmark)" "<=" 2.5 ×
if [[ -n "${best[distinct/floor]-}" ]]; then
    printf '  %s\n' "(the floor, cmark and swift-syntax's parser alone: $(printf '%.2f' "$(ratio distinct/floor distinct/cmark)")× cmark;" \
        " napkin-docs-new is $(printf '%.2f' "$(ratio distinct/napkin-docs-new distinct/floor)")× the floor, $(awk -v a="${best[distinct/napkin-docs-new]}" -v b="${best[distinct/floor]}" 'BEGIN { printf "%.3f", a - b }') s above it;" \
        " napkin-docs-kept, which parses no Swift, $(printf '%.2f' "$(ratio distinct/napkin-docs-kept distinct/cmark)")× cmark)"
fi
goal "at least 20× faster than hugo" "$(ratio distinct/hugo distinct/napkin-docs-new)" ">=" 20 ×
goal "at least 100× faster than docc" "$(ratio distinct/docc distinct/napkin-docs-new)" ">=" 100 ×
echo "The same speed goals, measured by a full build with the highlighted code kept by an earlier build"
echo "(napkin-docs-kept: every page parsed, rendered and written, no Swift parsed):"
goal "at most 2.5× cmark" "$(ratio distinct/napkin-docs-kept distinct/cmark)" "<=" 2.5 ×
goal "at least 20× faster than hugo" "$(ratio distinct/hugo distinct/napkin-docs-kept)" ">=" 20 ×
goal "at least 100× faster than docc" "$(ratio distinct/docc distinct/napkin-docs-kept)" ">=" 100 ×
echo "Goals, output and memory:"
goal "output no larger than hugo's (napkin-docs ÷ hugo)" "$(quotient "${output_bytes[distinct/napkin-docs]}" "${output_bytes[distinct/hugo]-}")" "<=" 1 ×
goal "peak memory no more than hugo's (napkin-docs ÷ hugo)" "$(quotient "${memory[distinct/napkin-docs]}" "${memory[distinct/hugo]-}")" "<=" 1 ×
if ((!skip_incremental)); then
    echo "Goals, incremental (save → reloaded page in serve, median):"
    goal "this package's site under 100 ms" "${reload[own]}" "<" 100 " ms"
    goal "$articles distinct-code articles under 200 ms" "${reload[corpus]}" "<" 200 " ms"
fi
