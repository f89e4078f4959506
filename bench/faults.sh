#!/usr/bin/env bash
# Fault run (see bench/README.md): what the service survives, printed one line a fault.
#   1. the embedded PostgreSQL killed (kill -9) in the middle of an analysis: no 500 at any time while the
#      API is polled, health UP again, and the capture ends with the rows of an undisturbed analysis;
#   2. the embedded PostgreSQL killed while only queries run: no 500, health UP again;
#   3. the service killed (kill -9) and started again FAULT_RESTARTS times (default 20): deployed every time;
#   4. a full data directory during an upload and during an analysis (bench/faults-disk.sh, where tmpfs can be
#      mounted).
# The capture is FAULT_COPIES (default 10) time-shifted copies of large-mixed-merged.pcap.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=${BENCH_WORK:-$ROOT/bench/work}
PORT=${BENCH_PORT:-8096}
RESTARTS=${FAULT_RESTARTS:-20}
DATA=$WORK/faults-data
mkdir -p "$WORK"
. bench/lib.sh

scripts/setup.sh
./pcaplens build
BIG=$(big_capture "${FAULT_COPIES:-10}")
rm -rf "$DATA"
start_service
trap 'kill -9 "$(service_pid)" 2>/dev/null || true' EXIT
failures=0
verdict() { if [ "$1" = 0 ]; then echo ok; else failures=$((failures + 1)); echo FAILED; fi; }
kill_database() { kill -9 "$(head -n1 "$DATA/pgdata/postmaster.pid")"; }
# health_up SECONDS: waits until /health says UP again; prints how long that took
health_up() {
  local t0; t0=$(now)
  for _ in $(seq 1 $(($1 * 2))); do
    if curl -s -m 2 "$BASE/health" | python3 -c 'import sys,json; sys.exit(json.load(sys.stdin)["status"]!="UP")' 2>/dev/null; then
      elapsed "$t0" "$(now)"; return 0
    fi
    sleep 0.5
  done
  echo "never"; return 1
}

# kill_database_while_polling SECONDS: polls the API that long (bench/faults.py), killing the database 2 s in; sets
# polled (the poller's exit code) and back (how long /health took to say UP again)
kill_database_while_polling() {
  python3 bench/faults.py "$BASE" "$1" "$id" > "$WORK/faults-poll.txt" &
  local poller=$!
  sleep 2
  kill_database
  set +e
  wait "$poller"; polled=$?
  set -e
  back=$(health_up 60 || true)
}

id=$(upload "$BIG" -F enableIds=false)
t0=$(now)
await_done "$id" > /dev/null
took=$(elapsed "$t0" "$(now)")
expected=$(python3 bench/resume.py "$BASE" "$id")
echo "undisturbed analysis: ${took} s, $expected"

# 1. the database killed during an analysis
curl -s -o /dev/null -X DELETE "$BASE/api/v1/files/$id"
id=$(upload "$BIG" -F enableIds=false)
until [ "$(file_field "$id" status)" = ANALYZING ]; do sleep 0.1; done
# the poller kills the database 2 s after it starts: at about half of the analysis
sleep "$(python3 -c "print(f'{0.3 * $took:.1f}')")"
kill_database_while_polling 40
await_done "$id" > /dev/null
got=$(python3 bench/resume.py "$BASE" "$id")
same=1; [ "$got" = "$expected" ] && same=0
echo "database killed during an analysis: answers $(head -n1 "$WORK/faults-poll.txt"); health UP after ${back} s;" \
  "analysis ended $got: $(verdict $((polled + same)))"
tail -n +2 "$WORK/faults-poll.txt"

# 2. the database killed while queries run
kill_database_while_polling 30
echo "database killed during queries: answers $(head -n1 "$WORK/faults-poll.txt"); health UP after ${back} s: $(verdict "$polled")"
tail -n +2 "$WORK/faults-poll.txt"

# 3. kill -9 and start again
deployed=0
for k in $(seq 1 "$RESTARTS"); do
  kill -9 "$(service_pid)"
  while [ -n "$(service_pid)" ]; do sleep 0.1; done
  if (start_service) && [ "$(file_field "$id" status)" = COMPLETED ]; then
    deployed=$((deployed + 1))
  else
    echo "restart $k: not deployed (see $WORK/service.log)"
  fi
done
echo "kill -9 and restart: $deployed of $RESTARTS deployed, the capture still there: $(verdict $((RESTARTS - deployed)))"

# 4. a full data directory, on a file system of its own (bench/faults-disk.sh)
kill "$(service_pid)"
while [ -n "$(service_pid)" ]; do sleep 0.2; done
# always 10 copies: their rows need well over the 40 MB that script leaves, whatever FAULT_COPIES is
bash bench/faults-disk.sh "$(big_capture 10)" || failures=$((failures + 1))
echo "--- $failures fault(s) not survived"
[ "$failures" = 0 ]
