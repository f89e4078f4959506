#!/usr/bin/env bash
# Resume run (see bench/README.md): one analysis of the big capture without interruption, then BENCH_KILLS
# analyses of the same bytes, each with the service killed (kill -9) at a random moment of the analysis and
# started again. Each must resume to the same result: the same status, counts and conversation rows (the CSV
# export without its ids, which a new analysis hands out anew).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=${BENCH_WORK:-$ROOT/bench/work}
COPIES=${BENCH_COPIES:-80}
KILLS=${BENCH_KILLS:-10}
PORT=${BENCH_PORT:-8095}
DATA=$WORK/resume-data
mkdir -p "$WORK"
. bench/lib.sh

scripts/setup.sh
./pcaplens build
BIG=$(big_capture "$COPIES")
rm -rf "$DATA"
start_service
trap 'kill "$(service_pid)" 2>/dev/null || true' EXIT

options=(-F enableDpi="${BENCH_DPI:-true}" -F enableIds="${BENCH_IDS:-false}"
         -F enableFileExtraction="${BENCH_FILES:-true}")
# status_now ID: "STATUS STAGE PERCENT %"
status_now() {
  curl -s "$BASE/api/v1/files/$1" | python3 -c \
    'import sys,json; f=json.load(sys.stdin); print(f["status"], f["progress"]["stage"], f["progress"]["percent"], "%")'
}
# await_analysis ID: waits until a worker has claimed the capture
await_analysis() {
  until [ "$(file_field "$1" status)" != QUEUED ]; do sleep 0.1; done
}

id=$(upload "$BIG" "${options[@]}")
await_analysis "$id"
t0=$(now)
await_done "$id" > /dev/null
took=$(elapsed "$t0" "$(now)")
expected=$(python3 bench/resume.py "$BASE" "$id")
echo "uninterrupted: analysed in ${took} s, $expected"

failures=0
for k in $(seq 1 "$KILLS"); do
  curl -s -o /dev/null -X DELETE "$BASE/api/v1/files/$id"
  delay=$(python3 -c "import random; print(f'{random.uniform(0.05, 0.95) * $took:.1f}')")
  id=$(upload "$BIG" "${options[@]}")
  await_analysis "$id"
  sleep "$delay"
  stage=$(status_now "$id")
  kill -9 "$(service_pid)"
  start_service
  await_done "$id" > /dev/null
  got=$(python3 bench/resume.py "$BASE" "$id")
  if [ "$got" = "$expected" ]; then verdict=same; else verdict="DIFFERENT: $got"; failures=$((failures + 1)); fi
  echo "kill $k at ${delay} s into the analysis ($stage): $verdict"
done
echo "--- $KILLS kills, $failures with a different result"
[ "$failures" = 0 ]
