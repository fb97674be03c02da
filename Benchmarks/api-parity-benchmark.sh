#!/usr/bin/env bash
# API reference parity with DocC: for well-known packages, the symbol pages DocC makes and
# napkin-docs does not (and the reverse), and on the pages both make, the sections (Parameters,
# See Also, Relationships, Available when, Mentioned In …) one shows and the other does not.
#
#   bash Benchmarks/api-parity-benchmark.sh [--napkin-docs PATH] [--skip-symbol-graphs-run] [OWNER/NAME@TAG …]
#
# Each package is cloned at its tag into .build/doc-tests-benchmark/ (once; shared with
# doc-tests-benchmark.sh) and built with `swift build`. Then, in .build/api-parity/NAME/:
#   graphs/MODULE/  its library modules' symbol graphs as swift-docc-plugin makes them
#                   (`swift package dump-symbol-graph --minimum-access-level public
#                   --emit-extension-block-symbols`: MODULE.symbols.json, MODULE@OTHER.symbols.json)
#   docc/MODULE/    `docc convert` of each module (its .docc catalog if it has one), render JSON
#   napkin-site/    `napkin-docs build --output …` in the package root, as a user runs it
#   napkin-site-graphs/  the same with --symbol-graphs (the graphs above, all modules in graphs/all)
# and api-parity.py compares them: .build/api-parity/NAME.report.txt holds each package's report,
# standard output the reports and a markdown table. A package that does not build is reported and
# skipped. napkin-docs is built in release from this repository unless --napkin-docs names one.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

packages=(
    apple/swift-log@1.16.2
    apple/swift-numerics@1.1.1
    apple/swift-algorithms@1.2.1
    pointfreeco/swift-case-paths@1.10.0
)
napkin_docs=""
graphs_run=1
arguments=()
while [ $# -gt 0 ]; do
    case "$1" in
        --napkin-docs) napkin_docs="$(realpath "$2")"; shift 2 ;;
        --skip-symbol-graphs-run) graphs_run=0; shift ;;
        *) arguments+=("$1"); shift ;;
    esac
done
if [ ${#arguments[@]} -gt 0 ]; then packages=("${arguments[@]}"); fi

clones="$root/.build/doc-tests-benchmark"
work="$root/.build/api-parity"
mkdir -p "$clones" "$work"
if [ -z "$napkin_docs" ]; then
    swift build -c release --product napkin-docs >/dev/null
    napkin_docs="$(swift build -c release --show-bin-path)/napkin-docs"
fi
rows="$work/summary-rows.md"
: >"$rows"

# The Swift modules of the package's library products, with each one's source folder: MODULE<TAB>PATH.
library_modules() {
    swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
targets = {target["name"]: target for target in package["targets"]}
seen = []
for product in package["products"]:
    if "library" not in product["type"]:
        continue
    for name in product["targets"]:
        target = targets[name]
        if name not in seen and target["type"] == "regular":
            seen.append(name)
            print(name + "\t" + (target.get("path") or "Sources/" + name))
'
}

# A package's row when it could not be measured.
skipped() {
    echo "| $1 | $2 | | | | | | | | | |" >>"$rows"
    echo "== $1: $2; skipped" >&2
}

for spec in "${packages[@]}"; do
    repository="${spec%@*}"
    version="${spec#*@}"
    name="${repository#*/}"
    directory="$clones/$name"
    out="$work/$name"
    if [ ! -d "$directory" ]; then
        git clone --quiet --depth 1 --branch "$version" "https://github.com/$repository" "$directory" 2>/dev/null \
            || git clone --quiet --branch "$version" "https://github.com/$repository" "$directory" \
            || { skipped "$name $version" "clone failed"; continue; }
    fi
    echo "== $name $version: building" >&2
    if ! (cd "$directory" && swift build >"$work/$name.build.log" 2>&1); then
        skipped "$name $version" "swift build failed (see $work/$name.build.log)"
        continue
    fi

    echo "== $name $version: symbol graphs" >&2
    # It fails on the package's test modules (it cannot load them) after writing the others'
    # graphs: what counts is whether the library modules' graphs are there.
    (cd "$directory" && swift package dump-symbol-graph --minimum-access-level public \
        --emit-extension-block-symbols >"$work/$name.symbol-graphs.log" 2>&1) || true
    dumped="$(sed -n 's/^Files written to //p' "$work/$name.symbol-graphs.log" | tail -1)"
    if [ -z "$dumped" ]; then
        skipped "$name $version" "dump-symbol-graph wrote nothing (see $work/$name.symbol-graphs.log)"
        continue
    fi
    rm -rf "$out"
    mkdir -p "$out/graphs/all" "$out/docc"
    modules=()
    while IFS=$'\t' read -r module path; do
        if [ ! -f "$dumped/$module.symbols.json" ]; then
            echo "   $module: no symbol graph (see $work/$name.symbol-graphs.log), left out" >&2
            continue
        fi
        modules+=("$module")
        mkdir -p "$out/graphs/$module"
        cp "$dumped/$module.symbols.json" "$dumped/$module"@*.symbols.json "$out/graphs/$module/" 2>/dev/null || true
        cp "$out/graphs/$module"/*.json "$out/graphs/all/"
        catalog="$(find "$directory/$path" -maxdepth 2 -type d -name '*.docc' 2>/dev/null | sort | head -1)"
        echo "   docc convert $module${catalog:+ (${catalog#"$directory"/})}" >&2
        start="$(date +%s.%N)"
        # No catalog: docc documents the symbol graphs alone, as swift-docc-plugin does.
        if ! docc convert ${catalog:+"$catalog"} --additional-symbol-graph-dir "$out/graphs/$module" \
            --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
            --output-path "$out/docc/$module" </dev/null >"$out/docc-$module.log" 2>&1; then
            echo "   docc convert $module failed (see $out/docc-$module.log)" >&2
            rm -rf "$out/docc/$module"
        fi
        echo "   $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }") s" >&2
    done < <(cd "$directory" && library_modules)
    if [ ${#modules[@]} -eq 0 ]; then
        skipped "$name $version" "no Swift library module"
        continue
    fi

    echo "== $name $version: napkin-docs build" >&2
    start="$(date +%s.%N)"
    status=0
    (cd "$directory" && "$napkin_docs" build --output "$out/napkin-site" >"$out/napkin.out" 2>"$out/napkin.err") || status=$?
    echo "   $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }") s, exit status $status" >&2
    if [ ! -d "$out/napkin-site" ]; then
        skipped "$name $version" "napkin-docs build failed (see $out/napkin.err)"
        continue
    fi
    graphs_options=()
    graphs_failure=""
    rm -rf "$out/napkin-site-graphs"
    if [ "$graphs_run" = 1 ]; then
        echo "== $name $version: napkin-docs build --symbol-graphs" >&2
        status=0
        (cd "$directory" && "$napkin_docs" build --symbol-graphs "$out/graphs/all" --output "$out/napkin-site-graphs" \
            >"$out/napkin-graphs.out" 2>"$out/napkin-graphs.err") || status=$?
        echo "   exit status $status" >&2
        if [ "$status" != 0 ]; then
            graphs_failure="$(grep -m1 -i 'error' "$out/napkin-graphs.err" || true)"
        fi
        if [ -d "$out/napkin-site-graphs" ] && [ "$status" = 0 ]; then
            graphs_options=(--napkin-graphs "$out/napkin-site-graphs" --napkin-graphs-log "$out/napkin-graphs.err")
        fi
    fi
    docc_logs=()
    for log in "$out"/docc-*.log; do docc_logs+=(--docc-log "$log"); done
    python3 Benchmarks/api-parity.py --name "$name $version" --docc "$out/docc" --napkin "$out/napkin-site" \
        --napkin-log "$out/napkin.err" "${docc_logs[@]}" ${graphs_options[@]+"${graphs_options[@]}"} \
        --report "$work/$name.report.txt" --row "$rows"
    if [ -n "$graphs_failure" ]; then
        echo "napkin-docs build --symbol-graphs failed: $graphs_failure" | tee -a "$work/$name.report.txt"
        echo "| $name $version (--symbol-graphs) | napkin-docs failed: ${graphs_failure//|/\|} | | | | | | | | | |" >>"$rows"
    fi
    echo
done

echo "| package | DocC pages | napkin-docs pages | matched | missing | extra | sections DocC only | sections napkin-docs only | most missing sections | docc warnings | napkin-docs warnings |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |"
cat "$rows"
echo
echo "Machine: $(nproc) cores, $(swift --version 2>&1 | head -1); napkin-docs: $napkin_docs"
echo "Each package's report: $work/NAME.report.txt"
