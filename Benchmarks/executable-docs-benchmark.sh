#!/usr/bin/env bash
# Measures what executable documentation costs:
#   1. extraction: the plugin's tool on every page of Articles/ and Tutorials/ (release build);
#   2. edit to diagnostic: a block of a page is broken and `swift build` reports it, incrementally;
#   3. the documentation targets' share of a clean debug build (in a scratch build folder).
#
#   bash Benchmarks/executable-docs-benchmark.sh [--skip-clean]
#
# Prints one line per figure. Leaves the sources as they were.
set -euo pipefail
cd "$(dirname "$0")/.."
now() { date +%s.%N; }
since() { echo "$(now) - $1" | bc; }

pages=()
while IFS= read -r -d '' page; do pages+=("$PWD/$page"); done < <(find Articles Tutorials -name '*.md' -print0 | sort -z)

swift build -c release --product napkin-docs-extract >/dev/null
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
best=""
for _ in 1 2 3 4 5; do
    start="$(now)"; .build/release/napkin-docs-extract --output "$out" "${pages[@]}"; t="$(since "$start")"
    if [ -z "$best" ] || (( $(echo "$t < $best" | bc) )); then best="$t"; fi
done
echo "extraction of ${#pages[@]} pages: best of 5 $(printf '%.3f' "$best") s (goal: under 0.1 s)"

page=Articles/Lifecycle.md
swift build >/dev/null
cp "$page" "$out/page.md"
restore() { cp "$out/page.md" "$page"; }
trap 'restore; rm -rf "$out"' EXIT
fence="$(grep -n '^```swift$' "$page" | head -1 | cut -d: -f1)"
sed -i "${fence}a\\let editGuard: Int = \"not an Int\"" "$page"
start="$(now)"
output="$(swift build 2>&1 || true)"
elapsed="$(since "$start")"
if grep -q "Lifecycle.md:$((fence + 1)):.*error" <<<"$output"; then
    echo "edit to diagnostic (swift build after breaking $page:$((fence + 1))): $(printf '%.2f' "$elapsed") s (goal: under 3 s)"
else
    echo "error: swift build did not report the broken block at $page:$((fence + 1))" >&2; exit 1
fi
restore
start="$(now)"; swift build >/dev/null; echo "rebuild after the fix: $(printf '%.2f' "$(since "$start")") s"

if [ "${1:-}" != "--skip-clean" ]; then
    scratch=.build-benchmark
    rm -rf "$scratch"
    start="$(now)"; swift build --scratch-path "$scratch" --target napkin >/dev/null 2>&1; core="$(since "$start")"
    start="$(now)"; swift build --scratch-path "$scratch" --target Articles >/dev/null 2>&1; articles="$(since "$start")"
    echo "clean debug build: the core $(printf '%.1f' "$core") s, then the Articles target (extractor tool, DocsMarkup, DocsCodeBlocks, libcmark, the pages) $(printf '%.1f' "$articles") s"
    rm -rf "$scratch"
fi
