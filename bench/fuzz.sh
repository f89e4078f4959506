#!/usr/bin/env bash
# Damaged-capture run (see bench/README.md): every variant CaptureMutants makes of every capture of the corpus,
# uploaded to a fresh service; prints the verdicts, the endpoints' answers for every COMPLETED one, anything
# stuck, and the service's memory before and after. The integration tests run three captures' variants.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=${BENCH_WORK:-$ROOT/bench/work}
PORT=${BENCH_PORT:-8097}
DATA=$WORK/fuzz-data
mkdir -p "$WORK"
. bench/lib.sh

scripts/setup.sh
./pcaplens build
rm -rf "$WORK/mutants" "$WORK/mutants-classes" "$DATA"
javac -d "$WORK/mutants-classes" webapp/src/test/java/io/pcaplens/webapp/CaptureMutants.java
java -cp "$WORK/mutants-classes" io.pcaplens.webapp.CaptureMutants "$PCAPS" "$WORK/mutants"

start_service
trap 'kill "$(service_pid)" 2>/dev/null || true' EXIT
python3 bench/fuzz.py "$BASE" "$WORK/mutants" "$(service_pid)"
