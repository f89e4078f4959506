#!/usr/bin/env bash
# Hunt benchmark (see bench/README.md, "Hunt"): builds a store of at least BENCH_CAPTURES captures and
# BENCH_CONVERSATIONS conversations (the corpus analysed once through the service, then its rows copied in SQL,
# shifted by whole days: bench/hunt-copy.sql), then times the hunt over every capture (first page with its
# total, and the facets), one capture's `q` beside its form filter, and prints the space of the hunt's indexes
# (V43) and what they cost the inserts.
#   BENCH_WORK       work directory (default bench/work/hunt); the store is kept there and reused by a next
#                    run (BENCH_FRESH=1: made anew)
#   BENCH_CAPTURES, BENCH_CONVERSATIONS   the store's least size (200, 1000000)
#   BENCH_RUNS       timed runs per request (20)
#   BENCH_PORT, BENCH_DB_PORT             the service's and its embedded PostgreSQL's ports (8197, 54359:
#                    clear of the integration tests' 54339, 18977 and 18978 and of the other benches' 8099)
#   BENCH_EXPLAIN=1  also writes EXPLAIN (ANALYZE, BUFFERS) of each hunt's page and count to $WORK/explain/
#   BENCH_INSERTS=0  skips the insert-cost part (it drops and re-creates the V43 indexes)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=$(realpath -m "${BENCH_WORK:-$ROOT/bench/work/hunt}")
PORT=${BENCH_PORT:-8197}
DB_PORT=${BENCH_DB_PORT:-54359}
CAPTURES=${BENCH_CAPTURES:-200}
CONVERSATIONS=${BENCH_CONVERSATIONS:-1000000}
RUNS=${BENCH_RUNS:-20}
DATA=$WORK/data
export PCAPLENS_DB_URL=jdbc:postgresql://127.0.0.1:$DB_PORT/postgres PCAPLENS_DB_EMBEDDED=true
[ "${BENCH_FRESH:-0}" = 1 ] && rm -rf "$DATA"
mkdir -p "$WORK"
. bench/lib.sh
command -v psql > /dev/null || { echo "hunt.sh needs psql (apt-get install postgresql-client)" >&2; exit 1; }
q() { psql -h 127.0.0.1 -p "$DB_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt -F ' ' "$@"; }
enc() { python3 -c "import urllib.parse,sys; print(urllib.parse.quote(sys.argv[1], safe=''))" "$1"; }

scripts/setup.sh
./pcaplens build
start_service
trap 'kill "$(service_pid)" 2>/dev/null || true' EXIT
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $(q -c 'select version()' | cut -d, -f1)"

# the corpus's captures, analysed once with the API's defaults; a copy is named "name+Nd.ext"
ORIGINAL="status = 'COMPLETED' AND reanalysis_of IS NULL AND name !~ '\+[0-9]+d(\.[^.]*)?\$'"
if [ "$(q -c "select count(*) from capture where $ORIGINAL")" = 0 ]; then
  t0=$(now)
  ids=()
  for f in "$PCAPS"/*.pcap "$PCAPS"/*.pcapng; do ids+=("$(upload "$f")"); done
  for id in "${ids[@]}"; do await_done "$id" > /dev/null; done
  echo "corpus analysed: ${#ids[@]} captures in $(elapsed "$t0" "$(now)") s"
fi
read -r originals original_rows < <(q -c "select count(*), coalesce(sum(conversation_count), 0) from capture where $ORIGINAL")
read -r have_captures have_rows < <(q -c "select (select count(*) from capture where status = 'COMPLETED'), (select count(*) from conversation)")
rounds=$(python3 -c "import math; print(max(math.ceil($CAPTURES / $originals), math.ceil($CONVERSATIONS / $original_rows)) - 1)")
made=$(( have_captures / originals - 1 ))
if [ "$rounds" -gt "$made" ]; then
  t0=$(now)
  q -v first=$((made + 1)) -v rounds=$((rounds - made)) -f bench/hunt-copy.sql > /dev/null
  q -c "vacuum analyze capture" -c "vacuum analyze conversation" -c "vacuum analyze host"
  echo "copied $((rounds - made)) rounds of $originals captures ($original_rows conversations each round) in $(elapsed "$t0" "$(now)") s"
fi
read -r captures rows < <(q -c "select (select count(*) from capture where status = 'COMPLETED'), (select count(*) from conversation)")
echo "store: $captures completed captures, $rows conversations ($originals analysed from the corpus, the rest copies shifted by whole days)"
q -c "select pg_relation_size('conversation') / 1048576, pg_indexes_size('conversation') / 1048576" | {
  read -r heap idx; echo "conversation table: $heap MB, its indexes $idx MB"; }

# a copy lists and facets as its original: same total, same rows but for ids and times, same facets
read -r orig copy < <(q -c "select c.id, k.id from (select * from capture where $ORIGINAL) c join capture k
  on k.name = regexp_replace(c.name, '(\.[^.]*)?\$', '+1d\1') order by c.conversation_count desc limit 1")
python3 - "$BASE" "$orig" "$copy" <<'EOF'
import json, sys, urllib.request
base, orig, copy = sys.argv[1:]
get = lambda p: json.load(urllib.request.urlopen(base + p, timeout=60))
a, b = (get(f"/api/v1/files/{i}/conversations?size=100") for i in (orig, copy))
strip = lambda r: {k: v for k, v in r.items() if k not in ("id", "startTime", "endTime", "fileId", "duration")}
same_rows = a["total"] == b["total"] and [strip(r) for r in a["items"]] == [strip(r) for r in b["items"]]
fa, fb = (get(f"/api/v1/files/{i}/conversations/facets") for i in (orig, copy))
print(f"copy check: {orig} and its copy {copy}: {a['total']} / {b['total']} rows, "
      f"rows {'alike' if same_rows else 'DIFFER'}, facets {'alike' if fa == fb else 'DIFFER'}")
EOF

# the values hunted: a host (the most frequent IPv4 address of those in at most 1 % of the rows; the corpus's
# scans put a few addresses in half of them), and the most frequent JA3 of the store
ip=$(q -c "select a from (select src_ip a from conversation union all select dst_ip from conversation) x
  where address_or_null(a) is not null and a not like '%:%' group by 1
  having count(*) <= (select count(*) / 100 from conversation) order by count(*) desc limit 1")
ja3=$(q -c "select ja3_client from conversation where ja3_client is not null group by 1 order by count(*) desc limit 1")
HUNTS=(
  "exact IP|ip == $ip"
  "CIDR|ip == 10.0.0.0/8"
  "SNI contains|sni contains \"goog\""
  "JA3 equality|ja3 == \"$ja3\""
  "bytes and country|bytes > 1M && country != \"US\""
  "three-clause OR|port == 22 || app == \"Tor\" || sni contains \"dropbox\""
)
table=()
for h in "${HUNTS[@]}"; do
  label=${h%%|*} expr=${h#*|}
  table+=("$label: $expr"$'\t'"/api/v1/conversations?q=$(enc "$expr")"$'\t'"/api/v1/conversations/facets?q=$(enc "$expr")")
done
echo "--- every capture ($captures captures, $rows conversations): p50 p95 ms over $RUNS runs (target: page <= 300 ms p95, facets <= 1 s)"
printf '%-44s %7s %7s  %14s | %7s %7s  %14s\n' "query" "page50" "page95" "total" "fac50" "fac95" "facets"
python3 bench/hunt.py "$BASE" "$RUNS" "${table[@]}"

# one capture, the largest analysed: the same condition as a query and as the form's filter
read -r one one_rows < <(q -c "select id, conversation_count from capture where $ORIGINAL order by conversation_count desc limit 1")
one_ip=$(q -c "select src_ip from conversation where capture_id = '$one' group by 1 order by count(*) desc limit 1")
echo "--- one capture ($one, $one_rows conversations): q and the form filter, p50 p95 ms"
printf '%-44s %7s %7s  %14s | %7s %7s  %14s\n' "condition" "q50" "q95" "total" "form50" "form95" "total"
python3 bench/hunt.py "$BASE" "$RUNS" \
  "ip == $one_ip"$'\t'"/api/v1/files/$one/conversations?q=$(enc "ip == $one_ip")"$'\t'"/api/v1/files/$one/conversations?ip=$(enc "$one_ip")" \
  "port == 53"$'\t'"/api/v1/files/$one/conversations?q=$(enc "port == 53")"$'\t'"/api/v1/files/$one/conversations?port=53" \
  "app == DNS"$'\t'"/api/v1/files/$one/conversations?q=$(enc "app == DNS")"$'\t'"/api/v1/files/$one/conversations?app=DNS"

if [ "${BENCH_EXPLAIN:-0}" = 1 ]; then
  mkdir -p "$WORK/explain"
  for h in "${HUNTS[@]}"; do
    label=${h%%|*} expr=${h#*|}
    # the store's statements (the page both ways, the count) with the explain endpoint's condition, its parameters written in as literals
    # (as the driver's first executions send them: the planner sees the values)
    curl -s -G "$BASE/api/v1/query/explain" --data-urlencode "q=$expr" | python3 -c '
import json, sys
d = json.load(sys.stdin)
parts = d["sql"].split("?")
lit = lambda v: "'"'"'" + v.replace("'"'"'", "'"'"''"'"'") + "'"'"'"
cond = parts[0] + "".join(lit(v) + p for v, p in zip(d["parameters"], parts[1:]))
where = "capture_id IN (SELECT id FROM capture WHERE status = '"'"'COMPLETED'"'"') AND (" + cond + ")"
page = "EXPLAIN (ANALYZE, BUFFERS) SELECT conversation.*, (SELECT f.name FROM capture f WHERE f.id = conversation.capture_id) AS file_name FROM conversation WHERE " + where + " ORDER BY ORDER OFFSET 0 LIMIT 25;"
# the page walking the (start_ns, id) index, then sorted from the hits (what the store runs below 5 %)
print(page.replace("ORDER BY ORDER", "ORDER BY start_ns, id"))
print(page.replace("ORDER BY ORDER", "ORDER BY (start_ns + 0), id"))
print("EXPLAIN (ANALYZE, BUFFERS) SELECT count(*) FROM conversation WHERE " + where + ";")
' > "$WORK/explain/$label.sql"
    q -f "$WORK/explain/$label.sql" > "$WORK/explain/$label.txt"
    echo "explain: $WORK/explain/$label.txt ($(grep -o 'Execution Time: [0-9.]* ms' "$WORK/explain/$label.txt" | tr '\n' ' '))"
  done
fi

# the hunt's indexes (V43): their space per million conversations
echo "--- the hunt's indexes (V43__hunt_indexes.sql), per million conversations"
q -c "select c.relname, pg_relation_size(c.oid) from pg_class c join pg_index i on i.indexrelid = c.oid
  where i.indrelid = 'conversation'::regclass and c.relname like 'conversation_hunt_%' order by 1" |
  while read -r name size; do printf '  %-40s %6.1f MB\n' "$name" "$(python3 -c "print($size * 1e6 / $rows / 1048576)")"; done
q -c "select coalesce(sum(pg_relation_size(c.oid)), 0) from pg_class c join pg_index i on i.indexrelid = c.oid
  where i.indrelid = 'conversation'::regclass and c.relname like 'conversation_hunt_%'" |
  { read -r all; printf '  %-40s %6.1f MB (table %.1f MB)\n' "all of them" "$(python3 -c "print($all * 1e6 / $rows / 1048576)")" \
      "$(python3 -c "print($(q -c "select pg_relation_size('conversation')") * 1e6 / $rows / 1048576)")"; }

if [ "${BENCH_INSERTS:-1}" = 1 ]; then
  # what the indexes cost the writes: one more round of copies (the conversation rows of every corpus capture,
  # as an analysis writes them, in one statement) with and without them, each rolled back; then the upload of
  # the corpus's largest capture, shifted by a second so it is a new file, with and without them
  insert_round() {
    # the conversation paragraph of hunt-copy.sql, for one round, in a transaction rolled back
    { echo "BEGIN;"
      echo "CREATE TEMP TABLE bench_copy AS SELECT id AS original, gen_random_uuid() AS copy, 9999 AS round FROM capture WHERE $ORIGINAL;"
      # analysed, or the join reads the whole conversation table to find the originals' rows
      echo "ANALYZE bench_copy;"
      # the copies' capture rows are not made: no foreign key to check (the analysis's rows have theirs)
      echo "SET session_replication_role = replica;"
      echo "\\timing on"
      awk -v RS= '/INSERT INTO conversation/' bench/hunt-copy.sql
      echo "\\timing off"
      echo "ROLLBACK;"; } > "$WORK/insert-round.sql"
    # three times; the first time of each is the INSERT's (\gexec runs it before the SELECT that wrote it ends)
    for _ in 1 2 3; do
      q -f "$WORK/insert-round.sql" | grep -oE 'Time: [0-9.]+ ms' | head -n1 | grep -oE '[0-9.]+'
    done | sort -n | awk '{ v[NR] = $1 } END { printf "%.0f-%.0f", v[1], v[NR] }'
  }
  indexes=$(q -c "select pg_get_indexdef(c.oid) from pg_class c join pg_index i on i.indexrelid = c.oid
    where i.indrelid = 'conversation'::regclass and c.relname like 'conversation_hunt_%'")
  big=$WORK/large-shifted.pcap
  upload_time() {
    editcap -t "$1" "$PCAPS/large-mixed-merged.pcap" "$big"
    local t0 id; t0=$(now)
    id=$(upload "$big"); await_done "$id" > /dev/null
    elapsed "$t0" "$(now)"
    curl -s -o /dev/null -X DELETE "$BASE/api/v1/files/$id"
  }
  with=$(insert_round); up_with=$(upload_time 1)
  q -c "select 'drop index ' || quote_ident(relname) from pg_class where relkind = 'i' and relname like 'conversation_hunt_%'" |
    while read -r stmt; do q -c "$stmt"; done
  without=$(insert_round); up_without=$(upload_time 2)
  echo "$indexes" | while read -r def; do [ -n "$def" ] && q -c "$def"; done
  echo "--- what the indexes cost the inserts"
  echo "  insert of $original_rows conversation rows in one statement (three runs): ${with:-?} ms with the V43 indexes, ${without:-?} ms without"
  echo "  upload -> COMPLETED of large-mixed-merged.pcap: $up_with s with them, $up_without s without"
fi
