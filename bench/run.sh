#!/usr/bin/env bash
# Ingestion benchmark (see bench/README.md): builds a capture of at least 1 M packets from the shared
# corpus, then measures in one run
#   (a) one bare `tshark -n -r FILE -T fields` pass with the spec's 19 fields to /dev/null, and
#   (b) upload -> COMPLETED through the API with DPI off (BENCH_DPI=true: on), the service run with -Xmx512m,
# and prints packets, both wall times, their ratio, the service's peak heap and the peak RSS of the tools.
# With BENCH_PAIRS=N it measures (a) then (b) N times, each (b) on a freshly started service, and prints each
# pair's ratio and their median: the machine's speed drifts over minutes, and one pair can land on a slow
# stretch for one side only.
# With BENCH_RESUME=1 it also kills the service (kill -9) in the middle of an analysis, starts it again and
# checks that the analysis completes with the same result.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=${BENCH_WORK:-$ROOT/bench/work}
COPIES=${BENCH_COPIES:-80}          # copies of large-mixed-merged.pcap (13,188 packets each)
MIX=${BENCH_MIX:-0}                 # > 0: that many copies of the mixed unit (22,707 packets) instead
PORT=${BENCH_PORT:-8099}
mkdir -p "$WORK"
. bench/lib.sh

scripts/setup.sh
./pcaplens build

if [ "$MIX" -gt 0 ]; then BIG=$(mixed_capture "$MIX"); else BIG=$(big_capture "$COPIES"); fi
packets=$(capinfos -c -M -T -r "$BIG" | cut -f2)
bytes=$(stat -c %s "$BIG")
echo "capture: $BIG, $packets packets, $bytes bytes"

ratios=()
for pair in $(seq 1 "${BENCH_PAIRS:-1}"); do
  if [ "$pair" -gt 1 ]; then
    kill "$(service_pid)" 2>/dev/null || true
    while [ -n "$(service_pid)" ]; do sleep 0.5; done
  fi
  # (a) the bare tshark pass
  cat "$BIG" > /dev/null   # same page-cache state for both runs
  t0=$(now)
  tshark -n -r "$BIG" -T fields -E separator='|' \
    -e frame.time_epoch -e frame.len -e ip.src -e ip.dst -e ipv6.src -e ipv6.dst \
    -e tcp.srcport -e tcp.dstport -e udp.srcport -e udp.dstport -e _ws.col.Protocol -e _ws.col.Info \
    -e tcp.payload -e udp.payload -e ip.ttl -e eth.src -e arp.src.proto_ipv4 -e arp.dst.proto_ipv4 -e eth.dst \
    > /dev/null 2>"$WORK/tshark.err"
  t1=$(now)
  bare=$(elapsed "$t0" "$t1")
  echo "bare tshark: $bare s"

  rm -rf "$WORK/data" "$WORK/service.log" "$WORK/gc.log"
  start_service

  # BENCH_WARM=1: the service first analyses one small capture with the same options and forgets it, so that the
  # measured analysis runs on code the JIT has compiled, as in a service that has been up for a while; without
  # it, the measured analysis is the first one of a fresh service and pays for the compilation too
  if [ "${BENCH_WARM:-0}" = 1 ]; then
    warm=$PCAPS/large-mixed-merged.pcap
    wid=$(upload "$warm" -F enableDpi="${BENCH_DPI:-false}" -F enableIds="${BENCH_IDS:-false}" \
      -F enableFileExtraction="${BENCH_FILES:-false}")
    echo "warm-up: $(basename "$warm") $(await_done "$wid")"
    curl -s -o /dev/null -X DELETE "$BASE/api/v1/files/$wid"
  fi

  # the service's heap is read from its GC log afterwards (a sampling JVM tool would itself take a core);
  # the tools' memory is sampled every 0.5 s by the process that waits for the analysis (bench/watch.py): per
  # sample, the summed RSS (KB) of every tool process running, and each tool's own sum
  TOOLS=tshark,editcap,capinfos,ndpiReader,Suricata-Main,suricata
  : > "$WORK/samples"

  t0=$(now)
  id=$(upload "$BIG" -F enableDpi="${BENCH_DPI:-false}" -F enableIds="${BENCH_IDS:-false}" \
    -F enableFileExtraction="${BENCH_FILES:-false}")
  t_up=$(now)
  status=$(python3 bench/watch.py "$BASE" "$id" "$WORK/samples" "$TOOLS")
  t1=$(now)
  service=$(elapsed "$t0" "$t1")
  upload=$(elapsed "$t0" "$t_up")
  stored=$(file_field "$id" packetCount)
  convs=$(file_field "$id" conversationCount)
  # "GC(12) Pause Young (Normal) (G1 Evacuation Pause) 301M->42M(512M) 3.1ms": the heap in use before each GC
  heap=$(grep -oE '[0-9]+M->[0-9]+M' "$WORK/gc.log" | cut -dM -f1 | sort -n | tail -n1)
  tools=$(awk '{ if ($1 > m) m = $1 } END { printf "%.0f", m / 1024 }' "$WORK/samples")
  # each tool's own peak (its processes summed), e.g. "tshark 842 MB, ndpiReader 61 MB"
  per_tool=$(awk '{ for (i = 2; i <= NF; i++) { split($i, kv, "="); if (kv[2] > m[kv[1]]) m[kv[1]] = kv[2] } }
    END { sep = ""; for (k in m) { printf "%s%s %.0f MB", sep, k, m[k] / 1024; sep = ", " } }' "$WORK/samples")
  ratio=$(python3 -c "print(f'{$service / $bare:.2f}')")

  ratios+=("$(python3 -c "print(f'{$service / $bare:.2f}')")")
  [ "${BENCH_PAIRS:-1}" -gt 1 ] && echo "pair $pair: bare $bare s, service $service s, ratio ${ratios[-1]}"
done
echo "---"
echo "packets:                 $packets (stored: $stored, conversations: $convs, status: $status)"
echo "bare tshark pass:        $bare s"
echo "upload -> COMPLETED:     $service s (upload itself $upload s)"
echo "ratio:                   $ratio (target <= 0.75 with the API's defaults, <= 0.85 with IDS on too)"
if [ "${BENCH_PAIRS:-1}" -gt 1 ]; then
  echo "ratios of the pairs:     ${ratios[*]}; median $(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')"
fi
echo "service peak heap:       ${heap:-?} MB in use before a collection (-Xmx512m; from its GC log)"
echo "tool processes peak RSS: $tools MB (every tool process running at once, summed; target < 1500)"
echo "each tool's peak RSS:    ${per_tool:-none ran}"
database_size "$packets"

if [ "${BENCH_RESUME:-0}" = 1 ]; then
  curl -s -o /dev/null -X DELETE "$BASE/api/v1/files/$id"
  id=$(upload "$BIG" -F enableDpi=false -F enableFileExtraction=false)
  until [ "$(curl -s "$BASE/api/v1/files/$id" | python3 -c 'import sys,json; print(json.load(sys.stdin)["progress"]["percent"])')" -ge 30 ]; do sleep 0.5; done
  kill -9 "$(service_pid)"
  echo "killed the service (kill -9) at 30 % of the analysis"
  sleep 1
  start_service
  status=$(await_done "$id")
  echo "after restart:           $status, packets $(file_field "$id" packetCount) (was $stored), conversations $(file_field "$id" conversationCount) (was $convs)"
fi
kill "$(service_pid)" 2>/dev/null || true
