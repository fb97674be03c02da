#!/usr/bin/env bash
# napkin-docs check, unchanged, on well-known packages and on this one: how many Swift blocks of
# their DocC catalogs and doc comments it finds, compiles, sees fail, recognises as fragments or
# shows only, and how long the check takes after the package's own build.
#
#   bash Benchmarks/doc-tests-benchmark.sh [OWNER/NAME@VERSION …]
#
# Each package is cloned at its tag into .build/doc-tests-benchmark/ (once), built with
# `swift build`, then checked with `napkin-docs check` (its no-op `swift build` included in the
# time). The failures of each package are kept in .build/doc-tests-benchmark/NAME.failures.txt,
# to be read and classified: real drift, needs context, or a limit of the tool.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    apple/swift-log@1.16.2
    apple/swift-argument-parser@1.8.2
    apple/swift-collections@1.6.0
    apple/swift-algorithms@1.2.1
    apple/swift-metrics@2.13.0
    apple/swift-distributed-tracing@1.7.3
    apple/swift-async-algorithms@1.1.4
    apple/swift-numerics@1.1.1
    pointfreeco/swift-case-paths@1.10.0
    apple/swift-configuration@1.4.0
)
if [ $# -gt 0 ]; then packages=("$@"); fi

work="$PWD/.build/doc-tests-benchmark"
mkdir -p "$work"
swift build --product napkin-docs >/dev/null
napkin_docs="$(swift build --show-bin-path)/napkin-docs"

# One row: the package, then the numbers of the check's summary line, then the time.
row() {
    local name="$1" summary="$2" seconds="$3" using="$4"
    local found compiled failed fragments shown needing expected typechecked
    found="$(grep -o '[0-9]* found' <<<"$summary" | cut -d' ' -f1)"
    compiled="$(grep -o '[0-9]* compiled' <<<"$summary" | cut -d' ' -f1)"
    expected="$(grep -o '[0-9]* failed as expected' <<<"$summary" | cut -d' ' -f1)"
    failed="$(grep -o '[0-9]* failed,' <<<"$summary" | cut -d' ' -f1)"
    typechecked="$(grep -o '[0-9]* type-checked only' <<<"$summary" | cut -d' ' -f1)"
    fragments="$(grep -o '[0-9]* fragments\?' <<<"$summary" | cut -d' ' -f1)"
    shown="$(grep -o '[0-9]* shown only' <<<"$summary" | cut -d' ' -f1)"
    needing="$(grep -o '[0-9]* needing other modules' <<<"$summary" | cut -d' ' -f1)"
    local context platform restating other
    context="$(grep -o '[0-9]* needing context' <<<"$summary" | cut -d' ' -f1)"
    platform="$(grep -o '[0-9]* needing macOS or iOS' <<<"$summary" | cut -d' ' -f1)"
    restating="$(grep -o '[0-9]* restating the API' <<<"$summary" | cut -d' ' -f1)"
    other="$(grep -o '[0-9]* showing another release' <<<"$summary" | cut -d' ' -f1)"
    local attempted=$(( ${found:-0} - ${fragments:-0} - ${shown:-0} - ${needing:-0} - ${context:-0} - ${platform:-0} - ${restating:-0} - ${other:-0} ))
    local share="-"
    if [ "$attempted" -gt 0 ]; then share="$(awk "BEGIN { printf \"%.1f %%\", 100 * (${compiled:-0} + ${expected:-0}) / $attempted }")"; fi
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s s |\n' "$name" "${found:-0}" "$(( ${compiled:-0} + ${expected:-0} ))" "${using:--}" "${failed:-0}" \
        "${context:-0}" "${platform:-0}" "${restating:-0}" "${other:-0}" "${typechecked:-0}" \
        "${fragments:-0}" "${shown:-0}" "${needing:-0}" "$share" "$seconds"
}

# How many compiled blocks use the package's API, from the summary's "compiled:" line.
using() {
    grep -o '[0-9]* of them using the package' "$1" | cut -d' ' -f1
}

table=()
for spec in "${packages[@]}"; do
    repository="${spec%@*}"
    version="${spec#*@}"
    name="${repository#*/}"
    directory="$work/$name"
    if [ ! -d "$directory" ]; then
        git clone --quiet --depth 1 --branch "$version" "https://github.com/$repository" "$directory" 2>/dev/null \
            || git clone --quiet --branch "$version" "https://github.com/$repository" "$directory"
    fi
    echo "== $name $version: building" >&2
    if ! (cd "$directory" && swift build >/dev/null 2>&1); then
        # A target no page imports may not build here (swift-async-algorithms' test support):
        # the check builds what the documentation imports, once untimed, as the build above.
        echo "== $name $version: does not build whole; building what its documentation imports" >&2
        (cd "$directory" && "$napkin_docs" check >/dev/null 2>&1) || true
    fi
    echo "== $name $version: napkin-docs check" >&2
    start="$(date +%s.%N)"
    set +e
    (cd "$directory" && "$napkin_docs" check >"$work/$name.summary.txt" 2>"$work/$name.failures.txt")
    set -e
    seconds="$(awk "BEGIN { printf \"%.2f\", $(date +%s.%N) - $start }")"
    table+=("$(row "$name $version" "$(head -1 "$work/$name.summary.txt")" "$seconds" "$(using "$work/$name.summary.txt")")")
done

echo "== napkin (this package): napkin-docs check" >&2
start="$(date +%s.%N)"
"$napkin_docs" check >"$work/napkin.summary.txt" 2>"$work/napkin.failures.txt" || true
seconds="$(awk "BEGIN { printf \"%.2f\", $(date +%s.%N) - $start }")"
table+=("$(row "napkin (this package)" "$(head -1 "$work/napkin.summary.txt")" "$seconds" "$(using "$work/napkin.summary.txt")")")

echo
echo "| package | Swift blocks | compiled | of which use the package's API | errors | need context | need macOS/iOS | restate the API | another release | type-checked only | fragments | shown only | need other modules | compiled of the rest | check after the build |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
printf '%s\n' "${table[@]}"
echo
echo "Machine: $(nproc) cores, $(swift --version 2>&1 | head -1)"
echo "Each package's failures: $work/NAME.failures.txt"
