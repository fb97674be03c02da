#!/usr/bin/env bash
# The versions benchmark: how long `napkin-docs build --versions` takes for a package's newest
# releases and its working tree, against a build of one version, and after one new tag.
#
#   bash Benchmarks/versions-benchmark.sh REPOSITORY [--tags N] [--runs N] [--binary PATH]
set -euo pipefail

usage() {
    cat <<'EOF'
usage: bash Benchmarks/versions-benchmark.sh REPOSITORY [options]

REPOSITORY is a git clone of a Swift package with release tags (swift-log: its last 12 tags
carry a DocC catalog). The script clones it into a scratch directory, so the clone given is left
as it is, and with napkin-docs' release build (or --binary):

  1. builds the site of the newest N releases and the working tree once: each release's package
     is checked out and built (its symbol graphs extracted), which the script reports apart;
  2. times a build of one version, the working tree (`napkin-docs build`, its package built);
  3. times the build of every version, their packages kept but not the versions' sites: the
     first build of the site with the package builds counted apart, as a ratio to a build of one
     version (goal: at most 6×);
  4. times the same build again, each version's site kept from the run before (nothing changed);
  5. deletes the newest tag, touches a Markdown file of the working tree (which is then read
     again, as when a repository moves on before its next release), builds, puts the tag back
     and times the build that follows: the build after one new tag, its package build counted
     apart, as a ratio to a build of one version (goal: 1.5×). The symbols earlier runs kept are
     forgotten before each, so only the working tree's are kept when the tag comes back.

Each timing is the median of --runs runs, with the minimum and maximum. In 3, 4 and 5 each run
alternates with a build of one version, as in (2), and the ratio is to the median of those.

options:
  --tags N       the newest N releases (default 12)
  --runs N       runs of each timing (default 5)
  --binary PATH  this napkin-docs instead of the package's release build
  -h, --help     show this help
EOF
}

repository=
tags=12
runs=5
binary=
while (($#)); do
    case "$1" in
        --tags) [[ "${2-}" =~ ^[1-9][0-9]*$ ]] || { echo "error: --tags needs a whole number above 0" >&2; exit 2; }; tags=$2; shift 2 ;;
        --runs) [[ "${2-}" =~ ^[1-9][0-9]*$ ]] || { echo "error: --runs needs a whole number above 0" >&2; exit 2; }; runs=$2; shift 2 ;;
        --binary) [[ -x "${2-}" ]] || { echo "error: --binary needs an executable napkin-docs" >&2; exit 2; }; binary=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
        -h|--help) usage; exit 0 ;;
        -*) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
        *) [[ -z "$repository" ]] || { echo "error: one repository only" >&2; exit 2; }; repository=$1; shift ;;
    esac
done
[[ -n "$repository" && -d "$repository" ]] || { echo "error: give the path of a git clone of a package" >&2; usage >&2; exit 2; }

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/versions-benchmark.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
if [[ -z "$binary" ]]; then
    (cd "$root" && swift build -c release --product napkin-docs >/dev/null)
    binary=$root/.build/release/napkin-docs
fi
package=$scratch/package
git clone -q "$repository" "$package"
newest=$(cd "$package" && git tag --list | grep -E '^v?[0-9]+\.[0-9]+(\.[0-9]+)?$' | sort -V | tail -1)
echo "package: $(basename "$repository") at $(cd "$package" && git rev-parse --short HEAD); newest tag $newest; napkin-docs: $binary"

# Milliseconds of one run of the command, its output in $scratch/last.txt.
time_ms() {
    local start end
    start=$(date +%s%N)
    (cd "$package" && "$@" >"$scratch/last.txt" 2>"$scratch/last.err") || { cat "$scratch/last.err" >&2; exit 1; }
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

# The median, minimum and maximum of the numbers given.
summary() {
    printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { printf "%d ms (min %d, max %d)", v[int((NR + 1) / 2)], v[1], v[NR] }'
}
median() {
    printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

versions=("$binary" build --versions --version-limit "$tags" --timings --output "$scratch/site")
one=("$binary" build --output "$scratch/one" --no-cache)

echo
echo "1. the packages of $tags releases checked out and built"
first=$(time_ms "${versions[@]}")
echo "   $first ms in all; $(grep -E '^packages' "$scratch/last.txt" | tr -s ' ')"
grep -E '^Built' "$scratch/last.txt" | sed 's/^/   /'

echo "2. one version (the working tree), its package built"
time_ms "${one[@]}" >/dev/null
one_times=()
for _ in $(seq "$runs"); do one_times+=("$(time_ms "${one[@]}")"); done
echo "   $(summary "${one_times[@]}")"

# The versions' sites a build keeps for the next (napkin-docs' cache in the package; a binary
# before the working tree's site was kept named them release-site-), and the site the last build
# replaced, which the next deletes: a first build has neither.
forget_sites() { rm -rf "$package/.build/napkin-docs-cache/"{version,release}-site-* "$package/.build/napkin-docs-cache/replaced-sites"; }

# Each timing below alternates with a build of one version, and its ratio is to those: a ratio of
# two timings minutes apart swung with the machine's speed between them.
# The ratio of the median of the numbers given to the median of one_beside's, to two places.
ratio() { awk -v a="$(median "$@")" -v b="$(median "${one_beside[@]}")" 'BEGIN { printf "%.2f", a / b }'; }

# Times the build of every version --runs times, each run after the command given (which makes
# ready for it) and beside a build of one version: the timings in `times`, those beside it in
# `one_beside`, the last run's report in $scratch/versions.txt.
time_beside() {
    times=()
    one_beside=()
    for _ in $(seq "$runs"); do
        "$@"
        times+=("$(time_ms "${versions[@]}")")
        cp "$scratch/last.txt" "$scratch/versions.txt"
        one_beside+=("$(time_ms "${one[@]}")")
    done
}

echo "3. every version, their packages kept, not the versions' sites"
time_beside forget_sites
echo "   $(summary "${times[@]}"); $(grep -E '^packages' "$scratch/versions.txt" | tr -s ' ')"
echo "   = $(ratio "${times[@]}")× one version beside it, $(summary "${one_beside[@]}") (goal: at most 6×)"

echo "4. every version again, each version's site kept"
time_beside :
echo "   $(summary "${times[@]}"); $(grep -E '^kept' "$scratch/versions.txt" | tr -s ' ')"
echo "   = $(ratio "${times[@]}")× one version beside it, $(summary "${one_beside[@]}")"

echo "5. after one new tag ($newest)"
# A Markdown file of the working tree, touched so that its version is read again before the tag,
# as when a repository's working tree moves on between two releases: the symbols kept for the
# next run (in the cache directory) are then those of the working tree, not the tag's own.
# (Not in a hidden folder, whose files a version's site is not made from.)
touched=$(cd "$package" && git ls-files '*.md' | grep -v -E '(^|/)\.' | head -1)
# The newest tag deleted, the site built without it, and the tag put back.
add_tag_again() {
    rm -f "$package/.build/napkin-docs-cache/decoded-symbols-"*
    (cd "$package" && git tag -d "$newest" >/dev/null && { [[ -z "$touched" ]] || touch "$touched"; })
    time_ms "${versions[@]}" >/dev/null
    (cd "$package" && git tag "$newest" "$(cd "$repository" && git rev-parse "$newest^{commit}")")
}
time_beside add_tag_again
echo "   $(summary "${times[@]}"); $(grep -E '^packages' "$scratch/versions.txt" | tr -s ' ')"
echo "   $(grep -E '^kept' "$scratch/versions.txt" | tr -s ' ')"
echo "   $(grep -E '^decoded' "$scratch/versions.txt" | tr -s ' ')"
echo "   = $(ratio "${times[@]}")× one version beside it, $(summary "${one_beside[@]}") (goal: at most 1.5×)"
