#!/usr/bin/env bash
# Runs the persistence tests (a real PostgreSQL, every repository and partition test) RUNS times in a row
# (default 300) and prints each run's outcome and the failing tests: a flake from an instant's precision, an
# ordering or a race shows only across many runs. Stops early after STOP_AFTER seconds when set.
#   bench/persistence-repeat.sh            # 300 runs
#   RUNS=50 STOP_AFTER=3600 bench/persistence-repeat.sh
set -uo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-300}
STOP_AFTER=${STOP_AFTER:-0}
LOG=${LOG:-bench/work/persistence-repeat}
mkdir -p "$LOG"
mvn -B -o -q install -pl adapters-persistence -am -DskipTests >"$LOG/build.log" 2>&1 || { echo "build failed: $LOG/build.log"; exit 1; }
start=$(date +%s)
passed=0
failed=0
tests=0
for i in $(seq 1 "$RUNS"); do
  if [ "$STOP_AFTER" -gt 0 ] && [ $(( $(date +%s) - start )) -ge "$STOP_AFTER" ]; then
    echo "stopped after ${STOP_AFTER}s"
    break
  fi
  if mvn -B -o -q surefire:test -pl adapters-persistence >"$LOG/run.log" 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    cp "$LOG/run.log" "$LOG/failed-$i.log"
    grep -h -A3 "<<< FAIL\|<<< ERROR" adapters-persistence/target/surefire-reports/*.txt | head -20
  fi
  n=$(grep -h "Tests run" adapters-persistence/target/surefire-reports/*.txt | awk '{s+=$3} END {print s}')
  tests=$((tests + n))
  echo "run $i: $([ -f "$LOG/failed-$i.log" ] && echo FAILED || echo passed), $n tests"
done
echo "persistence tests: $((passed + failed)) runs, $passed passed, $failed failed, $tests test executions in $(( $(date +%s) - start ))s"
[ "$failed" -eq 0 ]
