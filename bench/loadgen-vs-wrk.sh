#!/usr/bin/env bash
# Benchmark of the load generator itself: wrk and `rbench load` in turn against the same minimal
# Netty hello server, same connections and duration, the server on one core and the generator on the
# other, several alternating rounds (odd rounds wrk first, even rounds ours first). Prints req/s of both,
# ours/wrk, and each tool's CPU time per request (user + system, µs) per round, then the medians.
# CPU per request is the steadier figure on a shared machine: wall throughput drops when other
# processes take the generator's core, CPU per request much less. Ours is the generator's process CPU
# over the measured step only (results' generator.cpuPercent × wallSeconds, JVM start and warm-up
# excluded); wrk's is its whole process (start-up is a few ms). "ours loop" is the CPU of our event loop alone
# (results' generator.loopBusyMaxPercent; one loop on one core): the per-request work without the JIT compiler
# threads, which on a busy machine are still compiling after the warm-up. "server µs/req" is the hello server's
# CPU per request under each tool, read from /proc over the middle of the measured seconds: where the server's
# core is the bottleneck (it was, until the hello server was made cheaper a request than either generator), the
# ratio is the server's throughput under each tool's way of sending, not the generators' speed.
# Usage: [WARMUP=5s] bench/loadgen-vs-wrk.sh [ROUNDS] [CONNECTIONS] [SECONDS]    e.g. 5 50 10, or 5 1000 10
# (WARMUP: how long ours warms up inside each run before its measured step; wrk needs none)
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
# Every connection is one descriptor in each process; wrk and the server inherit this shell's limit.
ulimit -n "$(( $(ulimit -Hn) < 65536 ? $(ulimit -Hn) : 65536 ))" 2>/dev/null || true

LOG="$(mktemp "${TMPDIR:-/tmp}/rbench-hello.XXXXXX")"
taskset -c "$SERVER_CPU" ./rbench hello --port "$PORT" > "$LOG" 2>&1 &
SERVER=$!
# (|| true: under set -e a failing wait would end the trap before the files are removed)
trap 'kill "$SERVER" 2>/dev/null; wait "$SERVER" 2>/dev/null || true; rm -f "$LOG" "$LOG".*' EXIT
for _ in $(seq 1 100); do grep -q listening "$LOG" && break; sleep 0.2; done
URL="http://127.0.0.1:$PORT/"

# Warm both the server's JIT and ours before the measured rounds.
taskset -c "$CLIENT_CPU" wrk -t1 -c"$CONNECTIONS" -d5s "$URL" >/dev/null
# (ours warms up inside each run with --warmup: every run is a fresh JVM)

server_ticks() { awk '{ print $14 + $15 }' "/proc/$SERVER/stat"; }
# The server's CPU ticks over WINDOW seconds starting DELAY seconds from now, into $LOG.server.
sample_server() { sleep "$1"; local a; a=$(server_ticks); sleep "$2"; echo $(( $(server_ticks) - a )) > "$LOG.server"; }
# µs of the server's CPU per request: ticks over the window at the tool's rate.
server_us() { awk -v t="$(cat "$LOG.server")" -v w="$1" -v rps="$2" 'BEGIN { printf "%.2f", t / 100 / w / rps * 1e6 }'; }
WINDOW=$(( SECONDS_PER_RUN > 4 ? SECONDS_PER_RUN - 3 : 1 ))
WARMUP_SECONDS=$(echo "${WARMUP:-5s}" | tr -dc '0-9')

run_wrk() { # prints "req/s cpu-µs-per-request server-µs-per-request"
  sample_server 1 "$WINDOW" &
  /usr/bin/time -o "$LOG.time" -f "%U %S" taskset -c "$CLIENT_CPU" wrk -t1 -c"$CONNECTIONS" -d"${SECONDS_PER_RUN}s" "$URL" > "$LOG.wrk"
  wait
  local out; out=$(awk -v cpu="$(awk '{ print $1 + $2 }' "$LOG.time")" '
    /requests in/ { n = $1 } /^Requests\/sec/ { rps = $2 }
    END { printf "%s %.2f", rps, cpu * 1e6 / n }' "$LOG.wrk")
  echo "$out $(server_us "$WINDOW" "${out%% *}")"
}
run_ours() { # prints "req/s cpu-µs-per-request loop-cpu-µs-per-request server-µs-per-request"
  # its measured step starts after the JVM's start (~1-2 s) and the warm-up
  sample_server $(( WARMUP_SECONDS + 3 )) "$WINDOW" &
  taskset -c "$CLIENT_CPU" ./rbench load --url "$URL" --users "$CONNECTIONS" --duration "${SECONDS_PER_RUN}s" --warmup "${WARMUP:-5s}" --json > "$LOG.ours"
  wait
  local out; out=$(awk -F'[:,]' '
    /"requests"/ && !n { n = $2 } /"wallSeconds"/ && !w { w = $2 } /"throughputRps"/ && !rps { rps = $2 }
    /"cpuPercent"/ { cpu = $2 } /"loopBusyMaxPercent"/ { loop = $2 }
    END { printf "%.0f %.2f %.2f", rps, cpu / 100 * w * 1e6 / n, loop / 100 * w * 1e6 / n }' "$LOG.ours")
  echo "$out $(server_us "$WINDOW" "${out%% *}")"
}

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $CPUS cores; server on CPU $SERVER_CPU, generator on CPU $CLIENT_CPU"
echo "connections $CONNECTIONS, ${SECONDS_PER_RUN}s per run, $ROUNDS rounds; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %12s %12s %8s %14s %15s %15s %17s %18s %10s\n' round "wrk req/s" "ours req/s" "ours/wrk" "wrk µs CPU/req" "ours µs CPU/req" "ours loop µs/req" "server µs/req wrk" "server µs/req ours" "load 1min"
ratios=(); wrk_cpus=(); our_cpus=(); our_loops=(); wrk_servers=(); our_servers=()
for round in $(seq 1 "$ROUNDS"); do
  if (( round % 2 )); then wrk_out=$(run_wrk); ours_out=$(run_ours); else ours_out=$(run_ours); wrk_out=$(run_wrk); fi
  read -r wrk_rps wrk_cpu wrk_server <<< "$wrk_out"; read -r ours_rps ours_cpu ours_loop ours_server <<< "$ours_out"
  ratio=$(awk -v a="$ours_rps" -v b="$wrk_rps" 'BEGIN { printf "%.2f", a / b }')
  ratios+=("$ratio"); wrk_cpus+=("$wrk_cpu"); our_cpus+=("$ours_cpu"); our_loops+=("$ours_loop")
  wrk_servers+=("$wrk_server"); our_servers+=("$ours_server")
  printf '%-6s %12s %12s %8s %14s %15s %15s %17s %18s %10s\n' "$round" "$wrk_rps" "$ours_rps" "$ratio" "$wrk_cpu" "$ours_cpu" "$ours_loop" "$wrk_server" "$ours_server" "$(cut -d' ' -f1 /proc/loadavg)"
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
echo "CPU µs per request median: wrk $(median "${wrk_cpus[@]}"), ours $(median "${our_cpus[@]}") (its event loop $(median "${our_loops[@]}"))"
echo "server CPU µs per request median: under wrk $(median "${wrk_servers[@]}"), under ours $(median "${our_servers[@]}")"
echo "ratio median: $(median "${ratios[@]}")"
