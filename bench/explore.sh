#!/usr/bin/env bash
# Exploring benchmark (see bench/README.md): on the >= 1 M-packet capture, times the API's payload search
# and a filtered, sorted list page against the tshark re-scan a Wireshark user runs instead
# (`-Y 'frame contains …'`, `-q -z conv,tcp`), in the same run; then exports a conversation's PCAP from the
# 1 M capture and one of the same size from a 4x larger capture (BENCH_X4=0 skips the 4x part); the
# overview, the timeline and a time window; and the tracer's steps pages and peer ring on that largest
# conversation. BENCH_SEARCH_ONLY=1 stops after the payload searches (stored and full).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=${BENCH_WORK:-$ROOT/bench/work}
PORT=${BENCH_PORT:-8099}
DATA=$WORK/explore-data
mkdir -p "$WORK"
. bench/lib.sh

scripts/setup.sh
./pcaplens build
BIG=$(big_capture 80)
BIG4=
if [ "${BENCH_X4:-1}" = 1 ]; then BIG4=$(big_capture 320); fi

rm -rf "$DATA"
start_service
trap 'kill "$(service_pid)" 2>/dev/null || true' EXIT
api_time() { curl -s -o "$WORK/reply" -w '%{time_total}' "$BASE/api/v1/$1"; }
ratio() { python3 -c "print(f'1/{$2 / $1:.0f}')"; }
json() { python3 -c "import sys,json; d=json.load(open('$WORK/reply')); print($1)"; }

id=$(upload "$BIG" -F enableDpi=false -F enableFileExtraction=false)
echo "1 M capture: $(await_done "$id"), $(file_field "$id" packetCount) packets"
cat "$BIG" > /dev/null

# payload_search NEEDLE [EXTRA]: the API's first page with its total, tshark's frame contains, then page 2
payload_search() {
  local needle=$1 extra=${2:-} q bytes api total t0 t1 ts frames next
  q=$(python3 -c "import urllib.parse,sys; print(urllib.parse.quote(sys.argv[1]))" "$needle")
  case "$needle" in
    0x*) bytes=$(python3 -c "import sys; h=sys.argv[1][2:]; print(':'.join(h[i:i+2] for i in range(0, len(h), 2)))" "$needle") ;;
    *) bytes="\"$needle\"" ;;
  esac
  api_time "files/$id/conversations?size=25" > /dev/null
  api=$(api_time "files/$id/conversations?payload=$q$extra&size=25")
  total=$(json "d['total']")
  t0=$(now)
  frames=$(tshark -n -r "$BIG" -Y "frame contains $bytes" -T fields -e frame.number 2>/dev/null | wc -l)
  t1=$(now)
  ts=$(elapsed "$t0" "$t1")
  next=$(api_time "files/$id/conversations?payload=$q$extra&size=25&page=2")
  echo "'$needle': API ${api} s ($total conversations; page 2 then ${next} s) | tshark -Y 'frame contains' ${ts} s ($frames frames) | $(ratio "$api" "$ts")"
}

echo "--- payload search (first page of 25 and the total)"
for needle in "HTTP/1.1 200 OK" "GET /" "pcaplens-absent-needle"; do
  payload_search "$needle"
done

echo "--- full payload search (payloadScope=full: each packet's whole payload, read from the capture file)"
for needle in "Firefox/24.0" "Content-Type: image/png" "0x89504e47" "pcaplens-absent-needle"; do
  payload_search "$needle" "&payloadScope=full"
done
if [ "${BENCH_SEARCH_ONLY:-0}" = 1 ]; then exit 0; fi

echo "--- filtered, sorted list page"
api=$(api_time "files/$id/conversations?protocol=TCP&sort=totalBytes:desc,startTime:asc&size=100")
total=$(json "d['total']")
t0=$(now)
tshark -n -r "$BIG" -q -z conv,tcp > "$WORK/conv.txt" 2>/dev/null
t1=$(now)
ts=$(elapsed "$t0" "$t1")
echo "protocol=TCP sorted by bytes: API ${api} s ($total conversations) | tshark -q -z conv,tcp ${ts} s | $(ratio "$api" "$ts")"
flows=$(api_time "files/$id/flows?sort=totalBytes:desc&size=100")
echo "flows sorted by bytes, a page of 100: API ${flows} s ($(json "d['total']") flows) | tshark -q -z conv,tcp ${ts} s | $(ratio "$flows" "$ts")"
flows=$(api_time "files/$id/flows?protocol=TCP&size=25&page=3")
echo "flows with a TCP row, page 3 of 25: API ${flows} s"

echo "--- the overview and the timeline (summed in the database; each well under a second)"
for run in 1 2 3; do
  t=$(api_time "files/$id/overview")
  echo "overview: $t s ($(json "len(d['protocolHierarchy'])") link layers, $(json "len(d['timeline']['bins'])") bins)"
done
for bins in 200 2000; do
  t=$(api_time "files/$id/timeline?bins=$bins")
  echo "timeline of $bins bins: $t s (bins of $(json "d['binWidth']"), $(json "len(d['bins'])") bins)"
done
api_time "files/$id/timeline?bins=10" > /dev/null
from=$(json "d['bins'][4]['start']")
to=$(json "d['bins'][5]['start']")
window="from=$(python3 -c "import urllib.parse,sys; print(urllib.parse.quote(sys.argv[1]))" "$from")&to=$(python3 -c "import urllib.parse,sys; print(urllib.parse.quote(sys.argv[1]))" "$to")"
t=$(api_time "files/$id/conversations?$window&size=25")
echo "list page in a tenth of the capture's time: $t s ($(json "d['total']") conversations)"
t=$(api_time "files/$id/conversations/facets?$window")
echo "facets in that window: $t s"
# the counts follow the filters: a group with a selection adds a count and an anti-join, an exclusion a count
t=$(api_time "files/$id/conversations/facets")
echo "facets of the whole capture: $t s"
t=$(api_time "files/$id/conversations/facets?protocol=TCP,UDP&port=443")
echo "facets with two protocols selected and a port: $t s"
t=$(api_time "files/$id/conversations/facets?protocol=!TCP&$window")
echo "facets with a protocol excluded, in the window: $t s"
t=$(api_time "files/$id/flows/facets?protocol=TCP")
echo "flow facets with a protocol selected: $t s"

echo "--- one conversation's PCAP"
api_time "files/$id/conversations?sort=packetCount:desc&size=10" > /dev/null
cid=$(json "d['items'][0]['id']")
n=$(json "d['items'][0]['packetCount']")
for run in 1 2 3; do
  t=$(curl -s -o "$WORK/one.pcap" -w '%{time_total}' "$BASE/api/v1/conversations/$cid/pcap")
  echo "1 M capture, conversation $cid ($n packets): $t s, tshark reads back $(capinfos -c -M -T -r "$WORK/one.pcap" | cut -f2)"
done

echo "--- the tracer on that conversation"
for offset in 0 60000 $((n - 1000)); do
  api_time "tracer/$cid/steps?offset=$offset&limit=1000" > /dev/null
  t=$(api_time "tracer/$cid/steps?offset=$offset&limit=1000")
  echo "steps $((offset + 1))..$((offset + 1000)) of $n: $t s ($(json "len(d['items'])") steps)"
done
for run in 1 2 3; do
  t=$(api_time "tracer/$cid/peers")
  echo "peers: $t s ($(json "len(d['peers'])") peers, $(json "d['respondedCount']") responded)"
done

if [ -n "$BIG4" ]; then
  id4=$(upload "$BIG4" -F enableDpi=false -F enableFileExtraction=false)
  echo "4x capture: $(await_done "$id4"), $(file_field "$id4" packetCount) packets"
  # the copies repeat the same flows, so every conversation is four times larger: take the one whose
  # size is closest to the 1 M capture's conversation above
  curl -s -o "$WORK/reply" "$BASE/api/v1/files/$id4/conversations?sort=packetCount:desc&size=100"
  read -r cid4 n4 < <(json "' '.join(map(str, min(((c['id'], c['packetCount']) for c in d['items']), key=lambda c: abs(c[1] - $n))))")
  for run in 1 2 3; do
    t=$(curl -s -o "$WORK/one.pcap" -w '%{time_total}' "$BASE/api/v1/conversations/$cid4/pcap")
    echo "4x capture, conversation $cid4 ($n4 packets): $t s, tshark reads back $(capinfos -c -M -T -r "$WORK/one.pcap" | cut -f2)"
  done
fi
