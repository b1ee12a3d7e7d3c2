#!/usr/bin/env bash
# Benchmark of the load generator itself: wrk and `rbench load` in turn against the same minimal
# Netty hello server, same connections and duration, the server on one core and the generator on the
# other, several alternating rounds. Prints req/s of both and ours/wrk per round, then the median.
# Usage: bench/loadgen-vs-wrk.sh [ROUNDS] [CONNECTIONS] [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS="${1:-5}"
CONNECTIONS="${2:-50}"
SECONDS_PER_RUN="${3:-10}"
PORT="${PORT:-18089}"
CPUS="$(nproc)"
SERVER_CPU=0
CLIENT_CPU=$(( CPUS > 1 ? 1 : 0 ))

command -v wrk >/dev/null || { echo "installing wrk (Debian package)..." >&2; apt-get install -y wrk >/dev/null; }
./rbench --version >/dev/null   # builds if needed

taskset -c "$SERVER_CPU" ./rbench hello --port "$PORT" > /tmp/rbench-hello.$$ 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null; wait "$SERVER" 2>/dev/null; rm -f /tmp/rbench-hello.$$' EXIT
for _ in $(seq 1 100); do grep -q listening /tmp/rbench-hello.$$ && break; sleep 0.2; done
URL="http://127.0.0.1:$PORT/"

# Warm both the server's JIT and ours before the measured rounds.
taskset -c "$CLIENT_CPU" wrk -t1 -c"$CONNECTIONS" -d5s "$URL" >/dev/null
# (ours warms up inside each run with --warmup: every run is a fresh JVM)

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $CPUS cores; server on CPU $SERVER_CPU, generator on CPU $CLIENT_CPU"
echo "connections $CONNECTIONS, ${SECONDS_PER_RUN}s per run, $ROUNDS rounds"
printf '%-6s %12s %12s %8s\n' round "wrk req/s" "ours req/s" "ours/wrk"
ratios=()
for round in $(seq 1 "$ROUNDS"); do
  wrk_rps=$(taskset -c "$CLIENT_CPU" wrk -t1 -c"$CONNECTIONS" -d"${SECONDS_PER_RUN}s" "$URL" | awk '/^Requests\/sec/ {print $2}')
  ours_rps=$(taskset -c "$CLIENT_CPU" ./rbench load --url "$URL" --users "$CONNECTIONS" --duration "${SECONDS_PER_RUN}s" --warmup 5s --json \
             | sed -n 's/.*"throughput" *: *\([0-9.]*\).*/\1/p' | head -n1)
  ratio=$(awk -v a="$ours_rps" -v b="$wrk_rps" 'BEGIN { printf "%.2f", a / b }')
  ratios+=("$ratio")
  printf '%-6s %12s %12s %8s\n' "$round" "$wrk_rps" "$ours_rps" "$ratio"
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }')
echo "ratio median: $median"
