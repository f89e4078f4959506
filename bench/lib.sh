# Shared by the benchmark scripts: the big capture, the service, the API helpers. Source it after setting
# ROOT, PCAPS, WORK and PORT.
BASE=http://localhost:$PORT

now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$2 - $1:.2f}')"; }

# big_capture COPIES: N time-shifted copies of large-mixed-merged.pcap (13,188 packets each), kept in $WORK
big_capture() {
  local big=$WORK/big-$1.pcap
  [ -f "$big" ] || copies_of "$PCAPS/large-mixed-merged.pcap" "$1" "$big"
  echo "$big"
}

# mixed_capture COPIES: N time-shifted copies of one unit made of every Ethernet capture of $PCAPS laid end to
# end in time (66 captures, 22,707 packets): a mix of protocols unlike large-mixed-merged.pcap's. Kept in $WORK.
mixed_capture() {
  local big=$WORK/mixed-$1.pcap unit=$WORK/mixed-unit.pcap
  if [ ! -f "$unit" ]; then
    local cursor=1500000000 k=0 parts=() name encap start end
    while IFS=$'\t' read -r name encap start end; do
      # an empty capture has no start time
      [ "$encap" = ether ] && [[ $start =~ ^[0-9] ]] || continue
      # each capture shifted to start one second after the previous one ends
      editcap -F pcap -t "$(python3 -c "print(f'{$cursor - $start:.6f}')")" "$PCAPS/$name" "$WORK/unit-$k.pcap"
      parts+=("$WORK/unit-$k.pcap")
      k=$((k + 1))
      cursor=$(python3 -c "print(int($cursor + $end - $start) + 1)")
    done < <(cd "$PCAPS" && capinfos -T -r -E -S -a -e -- *.pcap *.pcapng 2>/dev/null)
    mergecap -a -F pcap -w "$unit" "${parts[@]}"
    rm -f "${parts[@]}"
  fi
  [ -f "$big" ] || copies_of "$unit" "$1" "$big"
  echo "$big"
}

# copies_of UNIT N OUT: N copies of UNIT, each shifted past the previous one so OUT stays in time order
copies_of() {
  local unit=$1 copies=$2 out=$3 span parts=()
  span=$(capinfos -u -M -T -r "$unit" | cut -f2 | cut -d. -f1)
  for k in $(seq 0 $((copies - 1))); do
    editcap -t $((k * (span + 60))) "$unit" "$WORK/part-$k.pcap"
    parts+=("$WORK/part-$k.pcap")
  done
  mergecap -a -F pcap -w "$out" "${parts[@]}"
  rm -f "${parts[@]}"
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
# await_done ID: waits for the analysis to end and prints COMPLETED or FAILED (one process polls: see watch.py)
await_done() { python3 "$(dirname "${BASH_SOURCE[0]}")/watch.py" "$BASE" "$1"; }
# upload FILE [curl -F options…]: prints the new file's id
upload() {
  local file=$1; shift
  curl -s -F "file=@$file" "$@" "$BASE/api/v1/files" | python3 -c 'import sys,json; print(json.load(sys.stdin)["id"])'
}

# database_size PACKETS: the service's database size per million packets and its largest tables (each with its
# indexes and TOAST), read with psql from the embedded PostgreSQL (or PCAPLENS_DB_URL's server)
database_size() {
  command -v psql > /dev/null || { echo "database size: psql not installed"; return; }
  local url=${PCAPLENS_DB_URL:-jdbc:postgresql://127.0.0.1:54329/postgres} port total
  port=$(echo "$url" | sed -E 's|.*:([0-9]+)/.*|\1|')
  q() { psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -At -F ' ' -c "$1"; }
  total=$(q "select pg_database_size(current_database())") || { echo "database size: not readable"; return; }
  echo "database:                $((total / 1048576)) MB, $((total * 1000000 / $1 / 1048576)) MB per million packets"
  q "select c.relname, pg_total_relation_size(c.oid) / 1048576, pg_relation_size(c.oid) / 1048576,
       pg_indexes_size(c.oid) / 1048576 from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
     order by 2 desc limit 6" | while read -r name all heap indexes; do
    echo "  $name: $all MB (table $heap MB, indexes $indexes MB, TOAST and maps $((all - heap - indexes)) MB)"
  done || true
}

