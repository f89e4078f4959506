#!/usr/bin/env bash
# Host inventory benchmark (see bench/README.md, "Hosts"): analyses the 1 M-packet capture (80 copies of
# large-mixed-merged.pcap, as bench/run.sh makes it) and a capture of many hosts (BENCH_HOSTS clients, default
# 50,000, each with one HTTP connection to one of 300 servers: bench/many_hosts.py), each on a fresh service, and
# prints per capture the host inventory stage's time (from the analysis summary the service logs: "host
# inventory N ms") and the answer times of the host list, a host's record, the CSV of every host, the network
# map (every host, and grouped by /24, /16 and device type) and the lookup across captures: the median and the
# slowest of BENCH_REPEAT answers (default 5), each asked on a warm service.
#   BENCH_WORK                  work directory (default bench/work/hosts); the captures are kept there
#   BENCH_PORT, BENCH_DB_PORT   the service's and its embedded PostgreSQL's ports (8796, 54958)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=$(realpath -m "${BENCH_WORK:-$ROOT/bench/work/hosts}")
PORT=${BENCH_PORT:-8796}
DB_PORT=${BENCH_DB_PORT:-54958}
DATA=$WORK/data
REPEAT=${BENCH_REPEAT:-5}
export PCAPLENS_DB_URL=jdbc:postgresql://127.0.0.1:$DB_PORT/postgres PCAPLENS_DB_EMBEDDED=true
mkdir -p "$WORK"
. bench/lib.sh

scripts/setup.sh
./pcaplens build
trap 'kill "$(service_pid)" 2>/dev/null || true' EXIT
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

# answer NAME PATH: the median and slowest time of REPEAT answers to GET PATH (after one unmeasured), its status
# and size
answer() {
  local name=$1 path=$2 times=() status size
  curl -s -o /dev/null "$BASE/api/v1/$path"
  for _ in $(seq 1 "$REPEAT"); do
    times+=("$(curl -s -o "$WORK/reply" -w '%{time_total}' "$BASE/api/v1/$path")")
  done
  status=$(curl -s -o /dev/null -w '%{http_code}' "$BASE/api/v1/$path")
  size=$(wc -c < "$WORK/reply")
  python3 - "$name" "$status" "$size" "${times[@]}" <<'PY'
import statistics, sys
name, status, size, times = sys.argv[1], sys.argv[2], int(sys.argv[3]), sorted(float(t) for t in sys.argv[4:])
print(f"  {name:<44} median {statistics.median(times) * 1000:7.0f} ms, slowest {times[-1] * 1000:7.0f} ms"
      f"  ({status}, {size:,} bytes)")
PY
}

measure() {
  local big=$1 id line busiest
  rm -rf "$DATA" "$WORK/service.log" "$WORK/gc.log"
  start_service
  id=$(upload "$big" -F enableDpi=false -F enableIds=false -F enableFileExtraction=false)
  status=$(await_done "$id")
  line=$(grep -F "capture $id:" "$WORK/service.log" | tail -n1)
  hosts=$(curl -s "$BASE/api/v1/files/$id/hosts?size=10" | python3 -c 'import sys,json; print(json.load(sys.stdin)["total"])')
  busiest=$(curl -s "$BASE/api/v1/files/$id/hosts?size=10" | python3 -c 'import sys,json; print(json.load(sys.stdin)["items"][0]["address"])')
  echo "capture: $(basename "$big"), $(file_field "$id" packetCount) packets, $(file_field "$id" conversationCount) conversations, $hosts hosts, $status"
  echo "  host inventory stage: $(echo "$line" | grep -oE 'host inventory [0-9]+ ms' | grep -oE '[0-9]+') ms"
  answer "host list, first page of 100 by bytes" "files/$id/hosts?size=100"
  answer "host list, page 20 of 100 by address" "files/$id/hosts?size=100&page=20&sort=address"
  answer "host list, external only" "files/$id/hosts?size=100&internal=false"
  answer "busiest host's record ($busiest)" "files/$id/hosts/$busiest"
  answer "CSV of every host" "files/$id/hosts?format=csv"
  answer "map, 200 busiest hosts and the rest" "files/$id/graph"
  answer "map, 5000 hosts" "files/$id/graph?limit=5000"
  answer "map, every host grouped by /24" "files/$id/graph?groupBy=subnet24&limit=5000"
  answer "map, grouped by /16" "files/$id/graph?groupBy=subnet16&limit=5000"
  answer "map, grouped by device type" "files/$id/graph?groupBy=deviceType"
  answer "map of port 80 (q), grouped by /24" "files/$id/graph?groupBy=subnet24&limit=5000&q=port%20%3D%3D%2080"
  answer "lookup across captures ($busiest)" "hosts/$busiest"
  kill "$(service_pid)" 2>/dev/null || true
  while [ -n "$(service_pid)" ]; do sleep 0.5; done
}

measure "$(big_capture 80)"
many=$WORK/many-hosts-${BENCH_HOSTS:-50000}.pcap
[ -f "$many" ] || python3 bench/many_hosts.py "${BENCH_HOSTS:-50000}" "$many"
measure "$many"
exit 0
