#!/usr/bin/env bash
# The full data directory (see bench/README.md, "Faults"), on a file system of its own: a tmpfs of 1 GiB, which
# only root may mount (elsewhere this says it was skipped). A first start measures what the service has free
# there; the service then starts again keeping all but what the capture and 40 MB take, so that
#   - an upload declaring more than is left is refused with 507 and nothing of it kept,
#   - the capture's upload is accepted and its analysis, whose rows need more than the 40 MB, ends FAILED
#     "disk full" with nothing of its rows kept,
#   - and once that capture is deleted a small capture is analysed as ever.
# Usage: bench/faults-disk.sh CAPTURE   (with PORT and WORK as bench/faults.sh sets them)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PCAPS=${PCAPLENS_PCAPS:-$ROOT/../shared/pcaps}
WORK=${BENCH_WORK:-$ROOT/bench/work}
PORT=${BENCH_PORT:-8096}
BIG=$1
DISK=$WORK/faults-disk
DATA=$DISK/data
. bench/lib.sh

mkdir -p "$DISK"
if ! mount -t tmpfs -o size=1g tmpfs "$DISK" 2>/dev/null; then
  echo "a full data directory: skipped (no tmpfs can be mounted here)"
  exit 0
fi
stop_service() {
  local pid; pid=$(service_pid)
  [ -z "$pid" ] && return 0
  kill "$pid"
  while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
}
# the embedded server's last processes may outlive the service by a moment: unmounting waits for them
cleanup() {
  stop_service
  for _ in $(seq 1 50); do umount "$DISK" 2>/dev/null && return 0; sleep 0.2; done
  umount -l "$DISK"
}
trap cleanup EXIT
storage() { curl -s "$BASE/health" | python3 -c "import sys,json; c=[c for c in json.load(sys.stdin)['checks'] if c['name']=='storage'][0]; print(c['status'], c['data']['freeBytes'])"; }

start_service
free=$(storage | cut -d' ' -f2)
stop_service
size=$(stat -c %s "$BIG")
export PCAPLENS_STORAGE_MIN_FREE_BYTES=$((free - size - 40 * 1048576))
start_service
failures=0

# an upload declaring more than is left: refused before its bytes are read
truncate -s $((size + 41 * 1048576)) "$WORK/too-big.pcap"
code=$(curl -s -o "$WORK/too-big.json" -w '%{http_code}' -F "file=@$WORK/too-big.pcap" "$BASE/api/v1/files" || true)
rm -f "$WORK/too-big.pcap"
files=$(curl -s "$BASE/api/v1/files" | python3 -c 'import sys,json; print(json.load(sys.stdin)["total"])')
ok=FAILED; [ "$code" = 507 ] && [ "$files" = 0 ] && ok=ok
[ "$ok" = ok ] || failures=$((failures + 1))
echo "an upload past the free space: $code, $files files kept: $ok"

# an analysis that fills the disk
id=$(upload "$BIG" -F enableIds=false)
status=$(await_done "$id")
reason=$(file_field "$id" statusReason)
rows=$(curl -s -w ' %{http_code}' "$BASE/api/v1/files/$id/conversations?size=10" | python3 -c '
import sys, json
body, code = sys.stdin.read().rsplit(" ", 1)
print(json.loads(body)["total"] if code == "200" else f"(answer {code}: {body[:160]})")')
ok=FAILED; [ "$status" = FAILED ] && [[ $reason == "disk full:"* ]] && [ "$rows" = 0 ] && ok=ok
[ "$ok" = ok ] || failures=$((failures + 1))
echo "an analysis that fills the disk: $status \"$reason\", $rows conversations kept: $ok"

# and the service goes on once there is room again
curl -s -o /dev/null -X DELETE "$BASE/api/v1/files/$id"
small=$(upload "$PCAPS/http-bro-org-browsing.pcap")
status=$(await_done "$small")
ok=FAILED; [ "$status" = COMPLETED ] && ok=ok
[ "$ok" = ok ] || failures=$((failures + 1))
echo "after the deletion, a small capture: $status, storage $(storage | cut -d' ' -f1): $ok"
[ "$failures" = 0 ]
