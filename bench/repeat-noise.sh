#!/usr/bin/env bash
# Run-to-run noise of this machine from runs made with --repeat N (N >= 3): per run folder, the
# coefficient of variation (stdev / mean over the repeats) of each step's throughput and p99, and
# its median over the steps, by workload kind. Reads only results.json; docs/lab/repeats.md quotes it.
#
#   bench/repeat-noise.sh results/seed-delay-A results/seed-delay-B results/delay-open-rate-A ...
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 RUN_DIR..." >&2; exit 2; }
python3 - "$@" <<'PY'
import json, statistics as st, sys
by_kind = {}
for d in sys.argv[1:]:
    r = json.load(open(d + "/results.json"))
    kind = r["scenario"]["workload"]
    for run in r["runs"]:
        for s in run["steps"]:
            reps = [x for x in s.get("repeats", []) if not x["failed"]]
            if len(reps) < 3:
                continue
            for key, fig in (("throughput", lambda x: x["throughputRps"]), ("p99", lambda x: x["latencyMs"]["p99"])):
                v = [fig(x) for x in reps]
                if st.mean(v) > 0:
                    by_kind.setdefault((kind, key), []).append(st.stdev(v) / st.mean(v) * 100)
print("| workload | figure | steps | CV % median | CV % p90 | CV % max |")
print("|---|---|---:|---:|---:|---:|")
for (kind, key), cvs in sorted(by_kind.items()):
    cvs.sort()
    p90 = cvs[min(len(cvs) - 1, int(0.9 * len(cvs)))]
    print(f"| {kind} | {key} | {len(cvs)} | {st.median(cvs):.1f} | {p90:.1f} | {cvs[-1]:.1f} |")
PY
