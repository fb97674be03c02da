#!/usr/bin/env bash
# What napkin-docs' changes pages say of each release's API beside what the toolchain's
# swift-api-digester says, pair of releases by pair.
#
#   bash Benchmarks/api-changes-vs-digester.sh PACKAGE SITE MODULE...
set -euo pipefail

usage() {
    cat <<'EOF'
usage: bash Benchmarks/api-changes-vs-digester.sh PACKAGE SITE MODULE...

PACKAGE is a package whose site of several versions was built with `napkin-docs build --versions`
(its releases checked out and built in PACKAGE/.build/napkin-docs/versions/), SITE that site's
folder. For each two consecutive releases, the script dumps each MODULE's API from the two builds
(`swift-api-digester -dump-sdk`), diagnoses the differences (`-diagnose-sdk`: what may break
source), and prints, beside them, the verdict and the counts of the newer release's changes page.
EOF
}
[[ $# -ge 3 ]] || { usage >&2; exit 2; }
package=$(cd "$1" && pwd)
site=$(cd "$2" && pwd)
shift 2
modules=("$@")
versions_folder=$package/.build/napkin-docs/versions
[[ -d "$versions_folder" ]] || { echo "error: no release checkouts in $versions_folder; run napkin-docs build --versions first" >&2; exit 2; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/api-digester.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# The releases checked out, oldest first.
mapfile -t releases < <(ls "$versions_folder" | grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' | sort -V)
for release in "${releases[@]}"; do
    for module in "${modules[@]}"; do
        swift-api-digester -dump-sdk -module "$module" -I "$versions_folder/$release/.build/debug/Modules" \
            -o "$scratch/$module-$release.json" >/dev/null 2>&1 || true
    done
done
for ((i = 0; i + 1 < ${#releases[@]}; i++)); do
    older=${releases[$i]}
    newer=${releases[$((i + 1))]}
    page=$site/$newer/changes.html
    [[ -f "$page" ]] || continue
    verdict=$(grep -o 'class="\?changes-verdict[^>]*>[^<:.]*' "$page" | head -1 | sed 's/.*>//')
    counts=$(grep -o 'Public symbols: [^.]*\|No public symbol changed' "$page" | head -1)
    echo "$older → $newer: napkin-docs: $verdict ($counts)"
    for module in "${modules[@]}"; do
        [[ -f "$scratch/$module-$older.json" && -f "$scratch/$module-$newer.json" ]] || continue
        swift-api-digester -diagnose-sdk --input-paths "$scratch/$module-$older.json" \
            -input-paths "$scratch/$module-$newer.json" 2>&1 |
            awk -v module="$module" '
                /^\/\* .* \*\/$/ { category = substr($0, 4, length($0) - 6); next }
                NF > 0 { count[category]++; total++; if (shown < 3) { lines[++shown] = $0 } }
                END {
                    if (total == 0) { print "  swift-api-digester, " module ": nothing that may break source"; exit }
                    printf "  swift-api-digester, %s: %d:", module, total
                    for (c in count) printf " %s %d;", c, count[c]
                    print ""
                    for (i = 1; i <= shown; i++) print "    " substr(lines[i], 1, 160)
                }'
    done
done
