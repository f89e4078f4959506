#!/usr/bin/env bash
# Several instances on one queue: CAPTURES distinct captures uploaded at once and analysed first by one instance
# pinned to one core, then by two instances pinned to a core each (taskset), both on one PostgreSQL (its own
# server, on no pinned core) and one data directory. Prints the wall time from the first upload to the last
# COMPLETED, which instance's workers claimed how many captures and slices, and the speed-up.
#   bash bench/instances.sh [CAPTURES] [COPIES]
# Each capture is COPIES time-shifted copies of large-mixed-merged.pcap (13,188 packets each); defaults 8 and 4.
# A capture of 48 MB or more is cut into SLICES slices (BENCH_SLICES, default 2: the cores of both instances),
# in both setups alike, so one large capture shows what a second instance adds to a single analysis:
#   bash bench/instances.sh 1 40
# Needs the PostgreSQL binaries the service unpacks on its first ./pcaplens run.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPS:-$ROOT/../shared/pcaps}
WORK=${WORK:-$ROOT/bench/work/instances}
PORT=${BENCH_PORT:-8097}
PG_PORT=${BENCH_PG_PORT:-54391}
CAPTURES=${1:-8}
COPIES=${2:-4}
SLICES=${BENCH_SLICES:-2}
mkdir -p "$WORK"
source bench/lib.sh

bin=$(ls -d /tmp/embedded-pg/PG-*/bin 2>/dev/null | head -n1)
[ -n "$bin" ] || { echo "no PostgreSQL binaries in /tmp/embedded-pg: run ./pcaplens run once first" >&2; exit 1; }
# PostgreSQL refuses to run as root; in a user namespace of its own it is not (as the embedded server does it)
as_db=()
[ "$(id -u)" = 0 ] && as_db=(unshare -U)

# distinct files (each shifted by whole days), so that none is a duplicate of another
unit=$(big_capture "$COPIES")
for k in $(seq 1 "$CAPTURES"); do
  [ -f "$WORK/queue-$COPIES-$k.pcap" ] || editcap -t $((k * 86400)) "$unit" "$WORK/queue-$COPIES-$k.pcap"
done

stop_all() {
  pkill -f "payara-micro.jar.*--rootdir $WORK/data" 2>/dev/null || true
  for _ in $(seq 1 60); do pgrep -f "payara-micro.jar.*--rootdir $WORK/data" > /dev/null || break; sleep 0.5; done
  "${as_db[@]}" "$bin/pg_ctl" -D "$WORK/pg" -m fast stop > /dev/null 2>&1 || true
}
trap stop_all EXIT

# a new database and data directory for each setup
fresh() {
  stop_all
  rm -rf "$WORK/pg" "$WORK/data"
  "${as_db[@]}" "$bin/initdb" -U postgres -A trust -D "$WORK/pg" > /dev/null
  "${as_db[@]}" "$bin/pg_ctl" -D "$WORK/pg" -o "-p $PG_PORT -c listen_addresses=127.0.0.1" -l "$WORK/pg.log" -w start > /dev/null
}

# launch NAME CORE HTTP_PORT
launch() {
  PCAPLENS_INSTANCE_NAME=$1 PCAPLENS_PORT=$3 PCAPLENS_DATA_DIR=$WORK/data PCAPLENS_JAVA_OPTS=-Xmx512m \
    PCAPLENS_ANALYSIS_SLICES=$SLICES \
    PCAPLENS_DB_URL=jdbc:postgresql://127.0.0.1:$PG_PORT/postgres \
    setsid taskset -c "$2" ./pcaplens run >> "$WORK/$1.log" 2>&1 < /dev/null &
}

ready() {
  for _ in $(seq 1 480); do
    curl -sf -m 2 -o /dev/null "http://localhost:$1/api/v1/system" && return 0
    sleep 0.5
  done
  echo "the instance on port $1 did not come up; see $WORK/*.log" >&2
  exit 1
}

# queue HTTP_PORT: uploads every capture to that instance and waits for all; prints the seconds taken
queue() {
  local ids=() start end status
  BASE=http://localhost:$1
  start=$(now)
  for k in $(seq 1 "$CAPTURES"); do ids+=("$(upload "$WORK/queue-$COPIES-$k.pcap")"); done
  for id in "${ids[@]}"; do
    status=$(await_done "$id")
    [ "$status" = COMPLETED ] || { echo "capture $id: $status" >&2; exit 1; }
  done
  end=$(now)
  elapsed "$start" "$end"
}

claims() {
  local captures slices
  captures=$(grep -ho ": claimed by worker [a-z]*" "$WORK"/alpha.log "$WORK"/beta.log 2>/dev/null | sed 's/^: //' \
    | sort | uniq -c | tr -s ' ' | paste -sd, -)
  slices=$(grep -ho "slice [0-9]* claimed by worker [a-z]*" "$WORK"/alpha.log "$WORK"/beta.log 2>/dev/null \
    | sed 's/slice [0-9]* //' | sort | uniq -c | tr -s ' ' | paste -sd, -)
  echo "captures:${captures:- none}; slices:${slices:- none}"
}

packets=$(capinfos -c -M -T -r "$WORK/queue-$COPIES-1.pcap" | cut -f2)
bytes=$(stat -c %s "$WORK/queue-$COPIES-1.pcap")
echo "queue: $CAPTURES captures of $packets packets ($((bytes >> 20)) MB) each; $SLICES slices from 48 MB"

fresh
rm -f "$WORK"/alpha.log "$WORK"/beta.log
launch alpha 0 "$PORT"
ready "$PORT"
one=$(queue "$PORT")
echo "one instance on core 0:        $one s  ($(claims))"

fresh
rm -f "$WORK"/alpha.log "$WORK"/beta.log
launch alpha 0 "$PORT"
launch beta 1 $((PORT + 1))
ready "$PORT"
ready $((PORT + 1))
two=$(queue "$PORT")
echo "two instances on cores 0 and 1: $two s  ($(claims))"
echo "speed-up: $(python3 -c "print(f'{$one / $two:.2f}')")"
