#!/usr/bin/env bash
# The save-to-reload benchmark: how long after an article is saved `napkin-docs serve` (release
# build, serving this package's own site) tells the open pages to reload, and how long until
# the reloaded page has arrived.
#
#   bash Benchmarks/save-to-reload-benchmark.sh [--saves N] [--article PATH] [--corpus N] [--binary PATH]
set -euo pipefail

usage() {
    cat <<'EOF'
usage: bash Benchmarks/save-to-reload-benchmark.sh [options]

Starts napkin-docs serve (release build) in this package, building its site into a scratch
directory, and waits for the first build. Then, N times: a page asks the live-reload endpoint
for the next generation (the long poll every served page keeps open), the article is saved
with one more paragraph, and the script times
  - save → reload: from the write until the long poll answers with the new generation;
  - save → page:   until the reloaded page, with the new paragraph, has arrived.
It prints the median, minimum and maximum of each, the build times serve reported, and the
stages of one `napkin-docs build --timings` of the same site.

The article is edited in place and restored when the script ends (also on Ctrl-C).

options:
  --saves N       timed saves (default 20)
  --article PATH  the article saved, relative to the package (default Articles/Lifecycle.md)
  --page PATH     the article's page in the site (default /articles/lifecycle.html)
  --corpus N      serve a generated site of N articles with distinct code instead
                  (Benchmarks/docs-corpus.py --distinct-code, as docs-benchmark.sh makes
                  it), saving its middle article; the corpus is written to a scratch
                  directory and --article and --page are ignored
  --binary PATH   serve with this napkin-docs instead of the package's release build (to
                  run another commit's build the same way, side by side)
  -h, --help      show this help
EOF
}

saves=20
article=Articles/Lifecycle.md
page=/articles/lifecycle.html
corpus=0
binary=
while (($#)); do
    case "$1" in
        --saves) [[ "${2-}" =~ ^[1-9][0-9]*$ ]] || { echo "error: --saves needs a whole number above 0" >&2; exit 2; }; saves=$2; shift 2 ;;
        --article) [[ -n "${2-}" ]] || { echo "error: --article needs a path" >&2; exit 2; }; article=$2; shift 2 ;;
        --page) [[ "${2-}" == /* ]] || { echo "error: --page needs a path starting with /" >&2; exit 2; }; page=$2; shift 2 ;;
        --corpus) [[ "${2-}" =~ ^[1-9][0-9]*$ ]] || { echo "error: --corpus needs a whole number above 0" >&2; exit 2; }; corpus=$2; shift 2 ;;
        --binary) [[ -x "${2-}" ]] || { echo "error: --binary needs an executable napkin-docs" >&2; exit 2; }; binary=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    esac
done

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/save-to-reload.XXXXXX")
# The site served: this package's (its Articles/ and Tutorials/, with the API reference), or a
# generated corpus given as --source.
site_directory=$root
source_arguments=()
if ((corpus > 0)); then
    echo "writing a corpus of $corpus articles with distinct code…"
    python3 "$root/Benchmarks/docs-corpus.py" --articles "$corpus" --source "$root/Articles" --output "$scratch/corpus" --distinct-code >/dev/null
    site_directory=$scratch/corpus
    source_arguments=(--source pages)
    # The middle article; its page is found in the built site, by the title it shows.
    article=pages/$(cd "$scratch/corpus/pages" && ls | grep -v '^Corpus.md$' | sort | sed -n "$(((corpus + 1) / 2))p")
    page=find
fi
[[ -f "$site_directory/$article" ]] || { echo "error: no article at $article" >&2; exit 2; }
article=$site_directory/$article
cp "$article" "$scratch/original.md"
serve_pid=
cleanup() {
    cp "$scratch/original.md" "$article"
    [[ -n "$serve_pid" ]] && kill "$serve_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT

for required in swift python3; do
    command -v "$required" >/dev/null || { echo "error: $required is required and not on PATH" >&2; exit 1; }
done

if [[ -n "$binary" ]]; then
    napkin_docs=$binary
else
    echo "building napkin-docs (release)…"
    (cd "$root" && swift build -c release --product napkin-docs 2>&1 | tail -n 1)
    napkin_docs="$(cd "$root" && swift build -c release --show-bin-path)/napkin-docs"
fi

load_before=$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo n/a)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
(cd "$site_directory" && exec "$napkin_docs" serve ${source_arguments[@]+"${source_arguments[@]}"} --port "$port" --output "$scratch/site" >"$scratch/serve.log" 2>&1) &
serve_pid=$!

python3 - "$port" "$article" "$page" "$saves" "$scratch/serve.log" "$scratch/site" <<'EOF'
import html, http.client, json, os, statistics, sys, threading, time

port, article, page, saves, log, site = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6]
original = open(article, encoding="utf-8").read()

def get(path, timeout=60):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read().decode("utf-8", "replace")
    connection.close()
    return response.status, body

def generation(since=None):
    status, body = get("/__napkin/reload" + ("" if since is None else f"?since={since}"))
    return json.loads(body)["generation"]

deadline = time.time() + 600
while True:
    try:
        current = generation()
        if current >= 1:
            break
    except OSError:
        pass
    if time.time() > deadline:
        sys.exit("error: serve did not finish its first build; see its log:\n" + open(log).read())
    time.sleep(0.1)

if page == "find":
    # The page whose <title> begins with the article's title, as napkin-docs named it.
    title = html.escape(open(article, encoding="utf-8").readline().lstrip("# ").strip(), quote=False)
    found = [os.path.join(directory, name)[len(site):] for directory, _, names in os.walk(site) for name in names
             if name.endswith(".html") and f"<title>{title} ·" in open(os.path.join(directory, name), encoding="utf-8").read()]
    if len(found) != 1:
        sys.exit(f"error: {len(found)} pages have the title of {article}: {found}")
    page = found[0]

to_reload, to_page = [], []
for save in range(1, saves + 1):
    answer = {}
    def wait():
        answer["generation"] = generation(since=current)
        answer["time"] = time.perf_counter()
    poll = threading.Thread(target=wait)
    poll.start()
    time.sleep(0.3)  # the poll is waiting, and the last save's events are long settled
    marker = f"Save-to-reload benchmark, save {save}."
    start = time.perf_counter()
    with open(article, "w", encoding="utf-8") as file:
        file.write(original + "\n" + marker + "\n")
    poll.join()
    if answer["generation"] == current:
        sys.exit(f"error: save {save} brought no new generation; see the log:\n" + open(log).read())
    status, body = get(page)
    done = time.perf_counter()
    if status != 200 or marker not in body:
        sys.exit(f"error: {page} answered {status} without the saved paragraph after save {save}")
    current = answer["generation"]
    to_reload.append((answer["time"] - start) * 1000)
    to_page.append((done - start) * 1000)

for name, times in (("save → reload", to_reload), ("save → page", to_page)):
    print(f"{name:14} median {statistics.median(times):7.1f} ms   min {min(times):7.1f}   max {max(times):7.1f}   ({len(times)} saves)")
EOF

echo
echo "build times serve reported (the first is the initial build):"
grep -o 'in [0-9.]* s' "$scratch/serve.log" | awk '{ printf "%s%s", sep, $2; sep = " " } END { print " s" }'

echo
echo "one napkin-docs build --timings of the same site:"
(cd "$site_directory" && "$napkin_docs" build ${source_arguments[@]+"${source_arguments[@]}"} --timings --output "$scratch/timed-site" 2>&1 | grep -v '^  ' | tail -n 12)

echo
echo "load average before: $load_before, after: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo n/a)"
