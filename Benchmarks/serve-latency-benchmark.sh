#!/usr/bin/env bash
# The serve benchmark: `napkin-docs serve` (release build) beside nginx, both serving the
# committed Site/ on loopback at the same time: the median latency of requests on one kept-alive
# connection, and wrk's requests per second at 1, 10 and 100 connections.
#
#   bash Benchmarks/serve-latency-benchmark.sh [--requests N] [--duration S] [--page PATH]
#
# It installs nginx (nginx-light) and wrk through apt-get when they are missing (as root, or
# through sudo), and says so.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: bash Benchmarks/serve-latency-benchmark.sh [options]

Serves Site/ with napkin-docs serve (release build) and with nginx, each on a free loopback
port, then measures both side by side:
  - kept-alive latency: N GET requests of the page, then of style.css, one after another over a
    single HTTP/1.1 connection (Python's http.client), after 20 untimed ones; median and p90;
  - wrk requests/s on the page at 1, 10 and 100 connections, S seconds each.

options:
  --requests N   timed requests per latency run (default 2000)
  --duration S   seconds of each wrk run (default 5)
  --page PATH    the page requested (default /articles/getting-started.html)
  -h, --help     show this help

napkin-docs serve builds Site/ into a scratch directory, watches the sources and adds the
live-reload script to HTML pages; nginx serves the committed Site/ as it is.
EOF
}

requests=2000
duration=5
page=/articles/getting-started.html
positive() { [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "error: $1 needs a whole number above 0, not '$2'" >&2; exit 2; }; }
while (($#)); do
    case "$1" in
        --requests) positive "$1" "${2-}"; requests=$2; shift 2 ;;
        --duration) positive "$1" "${2-}"; duration=$2; shift 2 ;;
        --page) [[ "${2-}" == /* ]] || { echo "error: --page needs a path starting with /" >&2; exit 2; }; page=$2; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    esac
done

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/serve-benchmark.XXXXXX")
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT

# MARK: Tools

for required in swift python3; do
    command -v "$required" >/dev/null || { echo "error: $required is required and not on PATH" >&2; exit 1; }
done
nginx_binary=$(command -v nginx || ls /usr/sbin/nginx 2>/dev/null || true)
if [[ -z "$nginx_binary" ]] || ! command -v wrk >/dev/null; then
    echo "installing nginx-light and wrk with apt-get…"
    sudo_if_needed=()
    ((EUID == 0)) || sudo_if_needed=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo_if_needed[@]}" apt-get install -y -q nginx-light wrk >/dev/null 2>&1 \
        || { "${sudo_if_needed[@]}" apt-get update -q >/dev/null && "${sudo_if_needed[@]}" apt-get install -y -q nginx-light wrk >/dev/null; }
    nginx_binary=$(command -v nginx || echo /usr/sbin/nginx)
fi

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_for() { # url
    for _ in $(seq 1 600); do
        python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=1)' "$1" 2>/dev/null && return 0
        sleep 0.1
    done
    echo "error: nothing answered at $1" >&2
    exit 1
}

load_before=$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo n/a)

# MARK: Servers

echo "building napkin-docs (release)…"
(cd "$root" && swift build -c release --product napkin-docs 2>&1 | tail -n 1)
napkin_docs="$(cd "$root" && swift build -c release --show-bin-path)/napkin-docs"

napkin_port=$(free_port)
(cd "$root" && exec "$napkin_docs" serve --port "$napkin_port" --output "$scratch/napkin-site" >"$scratch/serve.log" 2>&1) &
pids+=($!)

nginx_port=$(free_port)
mkdir -p "$scratch/nginx"
cat >"$scratch/nginx/nginx.conf" <<EOF
worker_processes 1;
pid $scratch/nginx/nginx.pid;
error_log $scratch/nginx/error.log;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    sendfile on;
    tcp_nodelay on;
    keepalive_requests 1000000;
    client_body_temp_path $scratch/nginx;
    proxy_temp_path $scratch/nginx;
    fastcgi_temp_path $scratch/nginx;
    uwsgi_temp_path $scratch/nginx;
    scgi_temp_path $scratch/nginx;
    server {
        listen 127.0.0.1:$nginx_port;
        root $root/Site;
    }
}
EOF
"$nginx_binary" -c "$scratch/nginx/nginx.conf" -g 'daemon off;' 2>"$scratch/nginx/stderr.log" &
pids+=($!)

wait_for "http://127.0.0.1:$napkin_port$page"
wait_for "http://127.0.0.1:$nginx_port$page"

# MARK: Measurements

latency() { # port path → "median p90" in ms over one kept-alive connection
    python3 - "$1" "$2" "$requests" <<'EOF'
import http.client, statistics, sys, time
port, path, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
connection = http.client.HTTPConnection("127.0.0.1", port)
times = []
for index in range(count + 20):
    start = time.perf_counter()
    connection.request("GET", path)
    response = connection.getresponse()
    response.read()
    if response.status != 200 or response.will_close:
        sys.exit(f"error: {path} answered {response.status}, will_close={response.will_close}")
    if index >= 20:
        times.append((time.perf_counter() - start) * 1000)
times.sort()
print(f"{statistics.median(times):.3f} {times[int(len(times) * 0.9)]:.3f}")
EOF
}

throughput() { # port connections → requests/s
    local threads=$(( $2 < 2 ? 1 : 2 ))
    wrk -t "$threads" -c "$2" -d "${duration}s" "http://127.0.0.1:$1$page" | awk '/Requests\/sec/ { print $2 }'
}

echo
echo "kept-alive latency over one connection, $requests requests each (ms):"
printf '%-18s %-12s %10s %10s %10s %10s %8s\n' "file" "" "napkin p50" "napkin p90" "nginx p50" "nginx p90" "ratio"
for path in "$page" /style.css; do
    read -r napkin_median napkin_p90 < <(latency "$napkin_port" "$path")
    read -r nginx_median nginx_p90 < <(latency "$nginx_port" "$path")
    ratio=$(python3 -c "print(f'{$napkin_median / $nginx_median:.1f}x')")
    printf '%-31s %10s %10s %10s %10s %8s\n' "$path" "$napkin_median" "$napkin_p90" "$nginx_median" "$nginx_p90" "$ratio"
done

echo
echo "wrk on $page, ${duration} s per run (requests/s):"
printf '%-12s %12s %12s\n' "connections" "napkin-docs" "nginx"
for connections in 1 10 100; do
    printf '%-12s %12s %12s\n' "$connections" "$(throughput "$napkin_port" "$connections")" "$(throughput "$nginx_port" "$connections")"
done

echo
echo "load average before: $load_before, after: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo n/a)"
