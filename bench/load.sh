#!/usr/bin/env bash
# Load run (see bench/README.md): on a fresh service holding the 1 M-packet capture, one client listing
# conversations alone for BENCH_BASELINE seconds, then BENCH_QUERIERS clients listing and BENCH_UPLOADERS clients
# uploading captures of the corpus at once for BENCH_SECONDS; p50/p95/p99 and errors per kind of request.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=${BENCH_WORK:-$ROOT/bench/work}
PORT=${BENCH_PORT:-8096}
DATA=$WORK/load-data
mkdir -p "$WORK"
. bench/lib.sh

scripts/setup.sh
./pcaplens build
BIG=$(big_capture 80)
rm -rf "$DATA"
start_service
trap 'kill "$(service_pid)" 2>/dev/null || true' EXIT
id=$(upload "$BIG" -F enableDpi=false -F enableFileExtraction=false)
echo "1 M capture: $(await_done "$id")"

echo "--- one client alone"
python3 bench/load.py "$BASE" "$id" "$PCAPS" "${BENCH_BASELINE:-30}" 1 0
echo "--- under load"
python3 bench/load.py "$BASE" "$id" "$PCAPS" "${BENCH_SECONDS:-300}" "${BENCH_QUERIERS:-50}" "${BENCH_UPLOADERS:-20}"
