#!/usr/bin/env bash
# Findings benchmark (see bench/README.md, "Findings"): analyses the 1 M-packet capture (80 copies of
# large-mixed-merged.pcap, as bench/run.sh makes it), the mixed capture (BENCH_MIX) and, with BENCH_TEN=1, the 10 M-packet one (760 copies, 10,022,880 packets), each
# on a fresh service, and prints per capture the findings stage's time (from the analysis summary the service
# logs: "findings N ms"), its share of the analysis (upload → COMPLETED), the number of findings, the service's
# peak heap (from its GC log) and its peak resident memory (VmHWM).
#   BENCH_WORK            work directory (default bench/work/findings); the captures are kept there
#   BENCH_PORT, BENCH_DB_PORT   the service's and its embedded PostgreSQL's ports (8797, 54959: clear of the
#                         integration tests' and of the other benches' ports)
#   BENCH_MIX             copies of the mixed unit (every Ethernet capture of ../shared/pcaps, one after the
#                         other, as bench/run.sh's BENCH_MIX makes it) for the second capture (default 62; 0: none):
#                         its conversations are many and varied, so every detector has work
#   BENCH_TEN=1           also the 10 M-packet capture (about 9 GB of disk, a long run)
#   BENCH_DPI, BENCH_IDS, BENCH_FILES   the analysis options (false, false, false: bench/run.sh's defaults)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=$(realpath -m "${BENCH_WORK:-$ROOT/bench/work/findings}")
PORT=${BENCH_PORT:-8797}
DB_PORT=${BENCH_DB_PORT:-54959}
DATA=$WORK/data
export PCAPLENS_DB_URL=jdbc:postgresql://127.0.0.1:$DB_PORT/postgres PCAPLENS_DB_EMBEDDED=true
mkdir -p "$WORK"
. bench/lib.sh

scripts/setup.sh
./pcaplens build
trap 'kill "$(service_pid)" 2>/dev/null || true' EXIT
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

measure() {
  local big=$1 id t0 t1 wall line findings_ms count heap hwm pid
  rm -rf "$DATA" "$WORK/service.log" "$WORK/gc.log"
  start_service
  pid=$(service_pid)
  t0=$(now)
  id=$(upload "$big" -F enableDpi="${BENCH_DPI:-false}" -F enableIds="${BENCH_IDS:-false}" \
    -F enableFileExtraction="${BENCH_FILES:-false}")
  status=$(await_done "$id")
  t1=$(now)
  wall=$(elapsed "$t0" "$t1")
  hwm=$(awk '/VmHWM/ { print int($2 / 1024) }' "/proc/$pid/status")
  line=$(grep -F "capture $id:" "$WORK/service.log" | tail -n1)
  findings_ms=$(echo "$line" | grep -oE 'findings [0-9]+ ms' | grep -oE '[0-9]+')
  count=$(curl -s "$BASE/api/v1/files/$id/findings?size=10" | python3 -c 'import sys,json; print(json.load(sys.stdin).get("total","?"))')
  heap=$(grep -oE '[0-9]+M->[0-9]+M' "$WORK/gc.log" | cut -dM -f1 | sort -n | tail -n1)
  echo "capture:        $(basename "$big"), $(file_field "$id" packetCount) packets, $(file_field "$id" conversationCount) conversations, $status"
  echo "analysis:       $wall s upload → COMPLETED"
  echo "findings stage: ${findings_ms:-?} ms, $(python3 -c "print(f'{${findings_ms:-0} / 10 / $wall:.2f}')") % of the analysis (target < 10 %); $count findings"
  echo "service memory: peak heap ${heap:-?} MB in use before a collection (-Xmx512m), peak RSS ${hwm:-?} MB"
  echo "stages:         ${line#*slices; }"
  kill "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null; do sleep 0.5; done
}

measure "$(big_capture 80)"
[ "${BENCH_MIX:-62}" -gt 0 ] && measure "$(mixed_capture "${BENCH_MIX:-62}")"
[ "${BENCH_TEN:-0}" = 1 ] && measure "$(big_capture 760)"
exit 0
