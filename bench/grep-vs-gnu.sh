#!/usr/bin/env bash
# The study's grep experiment done fairly: GNU grep -rn, ripgrep (when installed) and `rbench grep` in each
# I/O style with 1 thread, N threads and virtual threads, over the same generated corpus, several alternating
# rounds on a warm page cache, then one cold-cache round where the kernel lets us drop caches.
# Every tool writes its output to a file in the work folder (never /dev/null: GNU grep notices /dev/null and stops
# reading each file at its first match), and every tool's sorted output must equal GNU grep's.
# Usage: bench/grep-vs-gnu.sh [SIZE_MB] [ROUNDS] [PATTERN]     (defaults: 1024 MB, 5 rounds, namespace)
#        TREE=small bench/grep-vs-gnu.sh [SIZE_MB] [ROUNDS] [PATTERN]   (defaults: 300 MB, 5 rounds, frobnicate_widget)
# TREE picks the corpus bench/grep-tree.py writes (seeded: the same arguments give the same bytes): large (default),
# files of ~100 KB median up to 4 MB with the pattern in one line in 170; small, files of 10-100 KB with the pattern
# in about one line in a million (a name looked up in a source tree: nearly every file read to its end, none printed).
# Ours runs as users run it, `./rbench grep` (the launcher: its JDK and staleness checks, then the plain grep entry
# point with the ahead-of-time cache it keeps). The start-up alone is timed on an empty folder, for the launcher and
# for the picocli command without the cache (`java -cp cli/target/rbench.jar dev.rbench.grep.GrepCommand`, how
# ours ran before). RBENCH_GREP overrides how ours is run; IO_STYLES (default "buffered raf nio mmap") picks the
# I/O styles timed; SEARCH searches for another pattern than the one planted (e.g. SEARCH='std::thread', a rarer
# literal); KEEP=1 keeps the work folder. Needs a JDK 25 (JAVA_HOME or /usr/lib/jvm).
set -euo pipefail
cd "$(dirname "$0")/.."

JAVA=""
for candidate in "${JAVA_HOME:-/nonexistent}/bin/java" /usr/lib/jvm/*/bin/java; do
  if [ -x "$candidate" ] && "$candidate" -version 2>&1 | grep -q 'version "\(2[5-9]\|[3-9][0-9]\)'; then JAVA="$candidate"; break; fi
done
[ -n "$JAVA" ] || { echo "grep-vs-gnu: needs a JDK 25 or newer (JAVA_HOME or /usr/lib/jvm)" >&2; exit 3; }

TREE="${TREE:-large}"
case "$TREE" in
  large) SIZE_MB="${1:-1024}"; PATTERN="${3:-namespace}" ;;
  small) SIZE_MB="${1:-300}"; PATTERN="${3:-frobnicate_widget}" ;;
  *) echo "grep-vs-gnu: TREE is large or small, not '$TREE'" >&2; exit 2 ;;
esac
ROUNDS="${2:-5}"
SEARCH="${SEARCH:-$PATTERN}"
CORES="$(nproc)"
OURS="${RBENCH_GREP:-./rbench grep}"
PICOCLI="$JAVA -cp cli/target/rbench.jar dev.rbench.grep.GrepCommand"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/grep-bench.XXXXXX")"
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$WORK"' EXIT
CORPUS="$WORK/test_large"
mkdir -p "$WORK/out"

./rbench --version >/dev/null   # builds if needed, before anything is timed
./rbench grep -c x "$(mktemp -d "$WORK/empty-XXXXXX")" >/dev/null || true   # makes grep's start-up cache if needed

echo "generating about $SIZE_MB MB of source-like text ($TREE tree) in $CORPUS ..." >&2
python3 bench/grep-tree.py "$CORPUS" "$SIZE_MB" "$PATTERN" "$TREE"

# name|command (the corpus and output redirection are added when it runs)
impls=("gnu grep -rn|grep -rn $SEARCH")
if command -v rg >/dev/null; then impls+=("ripgrep -n|rg -n --no-config $SEARCH"); fi
for io in ${IO_STYLES:-buffered raf nio mmap}; do
  impls+=("ours $io 1 thread|$OURS --io $io --threads 1 $SEARCH")
  impls+=("ours $io $CORES threads|$OURS --io $io --threads $CORES $SEARCH")
  impls+=("ours $io virtual|$OURS --io $io --threads virtual $SEARCH")
done
slug() { echo "$1" | tr ' ' '_'; }
run_one() { # name command -> prints "wall-seconds cpu-seconds" (user + system); output in $WORK/out/<slug>.txt
  local name="$1" command="$2" status=0
  /usr/bin/time -o "$WORK/time" -f "%e %U %S" $command "$CORPUS" \
    > "$WORK/out/$(slug "$name").txt" 2> "$WORK/out/$(slug "$name").err" || status=$?
  [ "$status" -le 1 ] || { echo "$name failed with status $status (see $WORK/out)" >&2; return 1; }
  tail -n1 "$WORK/time" | awk '{ printf "%.3f %.3f", $1, $2 + $3 }'
}

echo "warming the page cache and checking every tool's output against GNU grep's ..." >&2
run_one "jvm start" "$PICOCLI $SEARCH" >/dev/null 2>&1 || true
for impl in "${impls[@]}"; do run_one "${impl%%|*}" "${impl#*|}" >/dev/null; done
expected="$(LC_ALL=C sort "$WORK/out/$(slug "gnu grep -rn").txt" | md5sum)"
matches="$(wc -l < "$WORK/out/$(slug "gnu grep -rn").txt")"
for impl in "${impls[@]}"; do
  name="${impl%%|*}"
  got="$(LC_ALL=C sort "$WORK/out/$(slug "$name").txt" | md5sum)"
  [ "$got" = "$expected" ] || { echo "FAIL: $name's sorted output differs from GNU grep's ($WORK/out)" >&2; KEEP=1; trap - EXIT; exit 1; }
done
echo "all $(( ${#impls[@]} )) outputs identical after sorting ($matches matching lines)" >&2

declare -A times cpus
record() { # name "wall cpu"
  times[$1]+="${2% *} "
  cpus[$1]+="${2#* } "
}
empty="$WORK/empty"; mkdir -p "$empty"
for round in $(seq 1 "$ROUNDS"); do
  order=("${impls[@]}")
  if (( round % 2 == 0 )); then # alternate the order, so drift in the machine's load spreads over all
    order=(); for (( i=${#impls[@]}-1; i>=0; i-- )); do order+=("${impls[$i]}"); done
  fi
  for impl in "${order[@]}"; do
    name="${impl%%|*}"
    record "$name" "$(run_one "$name" "${impl#*|}")"
  done
  record "before: picocli, no AOT cache, empty folder" "$(CORPUS="$empty" run_one "empty" "$PICOCLI $SEARCH")"
  record "ours: start-up, empty folder" "$(CORPUS="$empty" run_one "empty" "$OURS $SEARCH")"
  echo "round $round of $ROUNDS done" >&2
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
best() { tr ' ' '\n' | grep -v '^$' | sort -n | head -n1; }
gnu_median="$(echo "${times["gnu grep -rn"]}" | median)"

echo
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $CORES cores, $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo), Linux $(uname -r)"
echo "tools: $(grep --version | sed -n 1p); $(command -v rg >/dev/null && rg --version | sed -n 1p || echo 'ripgrep not installed'); $("$JAVA" -version 2>&1 | sed -n 1p)"
echo "corpus ($TREE tree): $(find "$CORPUS" -type f | wc -l) files, $(du -sm "$CORPUS" | cut -f1) MB; pattern '$SEARCH' (planted: '$PATTERN'), $matches matching lines; $ROUNDS warm rounds"
echo
echo "| implementation | median s (warm) | ratio to grep | best s | median CPU s | all rounds s |"
echo "|---|---:|---:|---:|---:|---|"
for impl in "${impls[@]}" "before: picocli, no AOT cache, empty folder|" "ours: start-up, empty folder|"; do
  name="${impl%%|*}"
  m="$(echo "${times[$name]}" | median)"
  printf '| %s | %.2f | %.2f | %.2f | %.2f | %s|\n' "$name" "$m" "$(awk -v a="$m" -v b="$gnu_median" 'BEGIN { print a / b }')" \
    "$(echo "${times[$name]}" | best)" "$(echo "${cpus[$name]}" | median)" "${times[$name]}"
done

echo
if sync && echo 3 > /proc/sys/vm/drop_caches 2>/dev/null; then
  echo "cold cache (page cache dropped before each run, one run each):"
  echo "| implementation | seconds (cold) | CPU s |"
  echo "|---|---:|---:|"
  cold=("${impls[0]}")
  if command -v rg >/dev/null; then cold+=("${impls[1]}"); fi
  cold+=("ours nio 1 thread|$OURS --io nio --threads 1 $SEARCH" "ours nio $CORES threads|$OURS --io nio --threads $CORES $SEARCH"
         "ours nio virtual|$OURS --io nio --threads virtual $SEARCH")
  for impl in "${cold[@]}"; do
    sync; echo 3 > /proc/sys/vm/drop_caches
    r="$(run_one "${impl%%|*}" "${impl#*|}")"
    printf '| %s | %s | %s |\n' "${impl%%|*}" "${r% *}" "${r#* }"
  done
else
  echo "cold cache: not measured (writing /proc/sys/vm/drop_caches is not permitted here)"
fi
