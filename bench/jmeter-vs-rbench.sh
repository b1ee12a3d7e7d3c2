#!/usr/bin/env bash
# The truthfulness check of `--generator jmeter`: the same burst (USERS users over 1 s, GET /delay/2000) against
# the same reactive service, fired once by our generator and once by Apache JMeter, alternating rounds (odd
# rounds ours first, even rounds JMeter first). Each run is a full `rbench run` (its own service JVM, warm-up,
# step). Prints each round's throughput and mean latency of both, JMeter/ours, then the medians.
# Usage: bench/jmeter-vs-rbench.sh [ROUNDS] [USERS]    e.g. 5 1000
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS="${1:-5}"
USERS="${2:-1000}"
./rbench --version >/dev/null   # builds if needed
OUT="$(mktemp -d "${TMPDIR:-/tmp}/rbench-jmeter-vs.XXXXXX")"
trap 'rm -rf "$OUT"' EXIT

run() { # engine round → "throughput mean"
  ./rbench run seed-delay --stacks reactive --set "workload.burst.users=[$USERS]" --generator "$1" \
    --out "$OUT/$1-$2" >/dev/null 2>&1
  python3 - "$OUT/$1-$2/results.json" <<'PY'
import json, sys
step = json.load(open(sys.argv[1]))["runs"][0]["steps"][0]
print(f'{step["throughputRps"]:.1f} {step["latencyMs"]["mean"]:.1f} {step["requests"]} {step["ok"]}')
PY
}

printf '%-5s %12s %12s %12s %12s %8s %8s\n' round "ours req/s" "JMeter req/s" "ours mean ms" "JMeter mean" "tput B/A" "mean B/A"
RATIOS_T=()
RATIOS_M=()
for r in $(seq 1 "$ROUNDS"); do
  if (( r % 2 )); then A="$(run rbench "$r")"; B="$(run jmeter "$r")"; else B="$(run jmeter "$r")"; A="$(run rbench "$r")"; fi
  read -r at am areq aok <<<"$A"
  read -r bt bm breq bok <<<"$B"
  rt=$(python3 -c "print(f'{$bt/$at:.3f}')")
  rm_=$(python3 -c "print(f'{$bm/$am:.3f}')")
  RATIOS_T+=("$rt"); RATIOS_M+=("$rm_")
  printf '%-5s %12s %12s %12s %12s %8s %8s   (ok %s/%s, %s/%s)\n' "$r" "$at" "$bt" "$am" "$bm" "$rt" "$rm_" "$aok" "$areq" "$bok" "$breq"
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
echo "median JMeter/ours: throughput $(median "${RATIOS_T[@]}"), mean latency $(median "${RATIOS_M[@]}")"
