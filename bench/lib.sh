# Shared by the benchmark scripts: the big capture, the service, the API helpers. Source it after setting
# ROOT, PCAPS, WORK and PORT.
BASE=http://localhost:$PORT

now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$2 - $1:.2f}')"; }

# big_capture COPIES: N time-shifted copies of large-mixed-merged.pcap (13,188 packets each), kept in $WORK
big_capture() {
  local copies=$1 big=$WORK/big-$1.pcap
  if [ ! -f "$big" ]; then
    local unit=$PCAPS/large-mixed-merged.pcap span parts=()
    span=$(capinfos -u -M -T -r "$unit" | cut -f2 | cut -d. -f1)
    for k in $(seq 0 $((copies - 1))); do
      # each copy shifted past the previous one, so the big capture stays in time order
      editcap -t $((k * (span + 60))) "$unit" "$WORK/part-$k.pcap"
      parts+=("$WORK/part-$k.pcap")
    done
    mergecap -a -F pcap -w "$big" "${parts[@]}"
    rm -f "${parts[@]}"
  fi
  echo "$big"
}

start_service() {
  PCAPLENS_DATA_DIR=${DATA:-$WORK/data} PCAPLENS_PORT=$PORT \
    PCAPLENS_JAVA_OPTS="-Xmx512m -Xlog:gc:file=$WORK/gc.log ${BENCH_JAVA_OPTS:-}" \
    setsid ./pcaplens run >> "$WORK/service.log" 2>&1 < /dev/null &
  for _ in $(seq 1 240); do
    # health answers before the application is deployed; the API answering means it is
    if curl -s -m 2 "$BASE/health" | python3 -c 'import sys,json; sys.exit(json.load(sys.stdin)["status"]!="UP")' 2>/dev/null \
        && curl -sf -m 2 -o /dev/null "$BASE/api/v1/system"; then
      return 0
    fi
    sleep 0.5
  done
  echo "the service did not come up; see $WORK/service.log" >&2
  exit 1
}
service_pid() { pgrep -f "payara-micro.jar.*--port $PORT" | head -n1; }
file_field() { curl -s "$BASE/api/v1/files/$1" | python3 -c "import sys,json; print(json.load(sys.stdin).get('$2',''))"; }
await_done() {
  while :; do
    s=$(file_field "$1" status)
    [ "$s" = COMPLETED ] || [ "$s" = FAILED ] && { echo "$s"; return; }
    sleep 0.5
  done
}
# upload FILE [curl -F options…]: prints the new file's id
upload() {
  local file=$1; shift
  curl -s -F "file=@$file" "$@" "$BASE/api/v1/files" | python3 -c 'import sys,json; print(json.load(sys.stdin)["id"])'
}
