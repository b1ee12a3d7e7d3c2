#!/usr/bin/env bash
# Benchmark of the load generator itself: wrk and `rbench load` in turn against the same server, same connections
# and duration, the server on one core and the generator on the other, several alternating rounds (odd rounds wrk
# first, even rounds ours first). Prints req/s of both, ours/wrk, and each tool's CPU time per request (user +
# system, µs) per round, then the medians.
# SERVER picks the server: hello (default), the project's minimal Netty hello server (`./rbench hello`) on CPU 0
# and the generators on CPU 1; or nginx, a server nobody here wrote (Debian's nginx-light, installed if absent),
# started by this script with a config of its own in a temporary folder (its own pid file and error log, one
# worker, `return 200 "hello"`, access log off, keep-alive without a request limit, 127.0.0.1 on a free port),
# its worker on CPU 1 and the generators on CPU 0, and stopped by its pid on exit.
# CPU per request is the steadier figure on a shared machine: wall throughput drops when other
# processes take the generator's core, CPU per request much less. Ours is the generator's process CPU
# over the measured step only (results' generator.cpuPercent × wallSeconds, JVM start and warm-up
# excluded); wrk's is its whole process (start-up is a few ms). "ours loop" is the CPU of our event loop alone
# (results' generator.loopBusyMaxPercent; one loop on one core): the per-request work without the JIT compiler
# threads, which on a busy machine are still compiling after the warm-up. "server µs/req" is the server's CPU
# per request under each tool and "server busy" its share of its core, read from /proc (nginx: its worker) over
# the middle of the measured seconds. A server busy 90 % or more is the limit of that round: the round is
# marked "server-saturated", and its ratio is the server's throughput under each tool's way of sending, not the
# generators' speed; the ratio median is also given over the rounds where neither tool saturated it.
# Usage: [SERVER=hello|nginx] [WARMUP=5s] [PORT=...] bench/loadgen-vs-wrk.sh [ROUNDS] [CONNECTIONS] [SECONDS]
#   e.g. 5 50 10, or 5 1000 10 (WARMUP: how long ours warms up inside each run before its measured step; wrk
#   needs none; PORT: the server's port, by default a free one)
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS="${1:-5}"
CONNECTIONS="${2:-50}"
SECONDS_PER_RUN="${3:-10}"
SERVER_KIND="${SERVER:-hello}"
CPUS="$(nproc)"
OTHER_CPU=$(( CPUS > 1 ? 1 : 0 ))
case "$SERVER_KIND" in
  hello) SERVER_CPU=0; CLIENT_CPU=$OTHER_CPU ;;
  nginx) SERVER_CPU=$OTHER_CPU; CLIENT_CPU=0 ;;
  *) echo "loadgen-vs-wrk: SERVER must be hello or nginx, not '$SERVER_KIND'" >&2; exit 2 ;;
esac
for n in "$ROUNDS" "$CONNECTIONS" "$SECONDS_PER_RUN"; do
  [[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "loadgen-vs-wrk: ROUNDS, CONNECTIONS and SECONDS must be positive integers, not '$n'" >&2; exit 2; }
done

install_missing() { # command package...
  command -v "$1" >/dev/null && return 0
  shift; echo "installing $* (Debian packages)..." >&2; apt-get install -y "$@" >/dev/null
}
install_missing wrk wrk
[ "$SERVER_KIND" = nginx ] && { [ -x /usr/sbin/nginx ] || install_missing nginx nginx-light; }
./rbench --version >/dev/null   # builds if needed
# Every connection is one descriptor in each process; wrk and the server inherit this shell's limit.
ulimit -n "$(( $(ulimit -Hn) < 65536 ? $(ulimit -Hn) : 65536 ))" 2>/dev/null || true
(( $(ulimit -n) >= CONNECTIONS + 64 )) || { echo "loadgen-vs-wrk: $CONNECTIONS connections need an open-file limit of at least $(( CONNECTIONS + 64 )) (ulimit -n is $(ulimit -n))" >&2; exit 2; }

free_port() { # a port nothing listens on at 127.0.0.1, from 18089 up
  local p
  for p in $(seq 18089 18189); do
    (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "$p"; return 0; }
  done
  echo "loadgen-vs-wrk: no free port in 18089-18189 at 127.0.0.1; set PORT" >&2; return 1
}
PORT="${PORT:-$(free_port)}"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/rbench-loadgen-vs-wrk.XXXXXX")"
LOG="$WORK/run"
SERVER_PID=""
stop_server() {
  # (|| true: under set -e a failing wait would end the trap before the files are removed)
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap stop_server EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Sets SERVER_PID (the process the script stops) and BUSY_PID (the process whose CPU is the server's work).
start_hello() {
  taskset -c "$SERVER_CPU" ./rbench hello --port "$PORT" > "$LOG.server-out" 2>&1 &
  SERVER_PID=$!; BUSY_PID=$SERVER_PID
  for _ in $(seq 1 100); do grep -q listening "$LOG.server-out" && return 0; sleep 0.2; done
  echo "loadgen-vs-wrk: the hello server did not start:" >&2; cat "$LOG.server-out" >&2; exit 1
}
start_nginx() {
  # One worker, no access log, keep-alive connections that live the whole run (nginx's default closes one after
  # 1,000 requests, which would add a reconnection every 1,000 requests to both tools); everything it writes
  # goes to the work folder, so it needs no system folder and leaves nothing behind.
  mkdir -p "$WORK/nginx"
  cat > "$WORK/nginx/nginx.conf" <<CONF
daemon off;
worker_processes 1;
worker_rlimit_nofile $(ulimit -n);
pid $WORK/nginx/nginx.pid;
lock_file $WORK/nginx/nginx.lock;
error_log $WORK/nginx/error.log warn;
events { worker_connections $(( CONNECTIONS + 64 )); }
http {
  access_log off;
  default_type text/plain;
  keepalive_requests 1000000000;
  keepalive_timeout 75s;
  client_body_temp_path $WORK/nginx/body;
  proxy_temp_path $WORK/nginx/proxy;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  server {
    listen 127.0.0.1:$PORT;
    location / { return 200 "hello"; }
  }
}
CONF
  # daemon off: the master stays this script's child, so $! is its pid (taskset execs nginx); the worker inherits
  # the CPU.
  taskset -c "$SERVER_CPU" /usr/sbin/nginx -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -e "$WORK/nginx/error.log" > "$LOG.server-out" 2>&1 &
  SERVER_PID=$!; BUSY_PID=""
  for _ in $(seq 1 100); do
    # (ps fails while the master has no worker yet: || true, or set -e would end the script without a word)
    BUSY_PID="$(ps -o pid= --ppid "$SERVER_PID" | head -n1 | tr -d ' ' || true)"
    [ -n "$BUSY_PID" ] && (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1
  done
  echo "loadgen-vs-wrk: nginx did not start:" >&2; cat "$LOG.server-out" "$WORK/nginx/error.log" >&2 2>/dev/null; exit 1
}
"start_$SERVER_KIND"
URL="http://127.0.0.1:$PORT/"

# Warm both the server's JIT and ours before the measured rounds.
taskset -c "$CLIENT_CPU" wrk -t1 -c"$CONNECTIONS" -d5s "$URL" >/dev/null
# (ours warms up inside each run with --warmup: every run is a fresh JVM)

TICKS="$(getconf CLK_TCK)"
server_ticks() { awk '{ print $14 + $15 }' "/proc/$BUSY_PID/stat"; }
# The server's CPU ticks over WINDOW seconds starting DELAY seconds from now, into $LOG.server.
sample_server() { sleep "$1"; local a; a=$(server_ticks); sleep "$2"; echo $(( $(server_ticks) - a )) > "$LOG.server"; }
# "µs of the server's CPU per request (at the tool's rate) and its busy % of one core" over the window.
server_figures() {
  awk -v t="$(cat "$LOG.server")" -v hz="$TICKS" -v w="$1" -v rps="$2" \
    'BEGIN { printf "%.2f %.0f", t / hz / w / rps * 1e6, t / hz / w * 100 }'
}
WINDOW=$(( SECONDS_PER_RUN > 4 ? SECONDS_PER_RUN - 3 : 1 ))
WARMUP_SECONDS=$(echo "${WARMUP:-5s}" | tr -dc '0-9')
SATURATED=90   # % of its core from which the server, not the generator, sets the rate

run_wrk() { # prints "req/s cpu-µs-per-request server-µs-per-request server-busy-%"
  sample_server 1 "$WINDOW" &
  /usr/bin/time -o "$LOG.time" -f "%U %S" taskset -c "$CLIENT_CPU" wrk -t1 -c"$CONNECTIONS" -d"${SECONDS_PER_RUN}s" "$URL" > "$LOG.wrk"
  wait
  local out; out=$(awk -v cpu="$(awk '{ print $1 + $2 }' "$LOG.time")" '
    /requests in/ { n = $1 } /^Requests\/sec/ { rps = $2 }
    END { printf "%s %.2f", rps, cpu * 1e6 / n }' "$LOG.wrk")
  echo "$out $(server_figures "$WINDOW" "${out%% *}")"
}
run_ours() { # prints "req/s cpu-µs-per-request loop-cpu-µs-per-request server-µs-per-request server-busy-%"
  # its measured step starts after the JVM's start (~1-2 s) and the warm-up
  sample_server $(( WARMUP_SECONDS + 3 )) "$WINDOW" &
  taskset -c "$CLIENT_CPU" ./rbench load --url "$URL" --users "$CONNECTIONS" --duration "${SECONDS_PER_RUN}s" --warmup "${WARMUP:-5s}" --json > "$LOG.ours"
  wait
  local out; out=$(awk -F'[:,]' '
    /"requests"/ && !n { n = $2 } /"wallSeconds"/ && !w { w = $2 } /"throughputRps"/ && !rps { rps = $2 }
    /"cpuPercent"/ { cpu = $2 } /"loopBusyMaxPercent"/ { loop = $2 }
    END { printf "%.0f %.2f %.2f", rps, cpu / 100 * w * 1e6 / n, loop / 100 * w * 1e6 / n }' "$LOG.ours")
  echo "$out $(server_figures "$WINDOW" "${out%% *}")"
}

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $CPUS cores; server $SERVER_KIND on CPU $SERVER_CPU, generator on CPU $CLIENT_CPU"
[ "$SERVER_KIND" = nginx ] && echo "nginx: $(/usr/sbin/nginx -v 2>&1 | cut -d/ -f2), one worker (pid $BUSY_PID), 127.0.0.1:$PORT"
echo "connections $CONNECTIONS, ${SECONDS_PER_RUN}s per run, $ROUNDS rounds; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
FORMAT='%-6s %11s %11s %8s %14s %15s %16s %17s %18s %11s %12s %9s  %s\n'
printf "$FORMAT" round "wrk req/s" "ours req/s" "ours/wrk" "wrk µs CPU/req" "ours µs CPU/req" "ours loop µs/req" "server µs/req wrk" "server µs/req ours" "busy % wrk" "busy % ours" "load 1min" ""
ratios=(); free_ratios=(); wrk_cpus=(); our_cpus=(); our_loops=(); wrk_servers=(); our_servers=()
for round in $(seq 1 "$ROUNDS"); do
  if (( round % 2 )); then wrk_out=$(run_wrk); ours_out=$(run_ours); else ours_out=$(run_ours); wrk_out=$(run_wrk); fi
  read -r wrk_rps wrk_cpu wrk_server wrk_busy <<< "$wrk_out"; read -r ours_rps ours_cpu ours_loop ours_server ours_busy <<< "$ours_out"
  ratio=$(awk -v a="$ours_rps" -v b="$wrk_rps" 'BEGIN { printf "%.2f", a / b }')
  ratios+=("$ratio"); wrk_cpus+=("$wrk_cpu"); our_cpus+=("$ours_cpu"); our_loops+=("$ours_loop")
  wrk_servers+=("$wrk_server"); our_servers+=("$ours_server")
  note=""
  if (( wrk_busy >= SATURATED || ours_busy >= SATURATED )); then
    note="server-saturated: the ratio is the server's rate under each tool, not the generators' speed"
  else
    free_ratios+=("$ratio")
  fi
  printf "$FORMAT" "$round" "$wrk_rps" "$ours_rps" "$ratio" "$wrk_cpu" "$ours_cpu" "$ours_loop" "$wrk_server" "$ours_server" "$wrk_busy" "$ours_busy" "$(cut -d' ' -f1 /proc/loadavg)" "$note"
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
echo "CPU µs per request median: wrk $(median "${wrk_cpus[@]}"), ours $(median "${our_cpus[@]}") (its event loop $(median "${our_loops[@]}"))"
echo "server CPU µs per request median: under wrk $(median "${wrk_servers[@]}"), under ours $(median "${our_servers[@]}")"
echo "ratio median: $(median "${ratios[@]}")"
if (( ${#free_ratios[@]} == 0 )); then
  echo "ratio median of the rounds where the server was under $SATURATED % busy: none (the server saturated in every round: compare CPU per request)"
else
  echo "ratio median of the ${#free_ratios[@]} rounds where the server was under $SATURATED % busy: $(median "${free_ratios[@]}")"
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
