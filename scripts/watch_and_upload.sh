#!/usr/bin/env bash
# Watches a directory and adds every capture that appears in it to a monitored network (spec 11):
# upload it, wait until its analysis is COMPLETED, then add it as a snapshot, which runs change detection.
#
#   scripts/watch_and_upload.sh DIR NETWORK_ID BASE_URL
#
# Files present when the script starts are skipped, and so are names starting with a dot. New *.pcap / *.pcapng files are noticed by inotifywait
# (Linux, on close-after-write and rename-into), by fswatch (macOS), or else by looking every 30 s; write
# captures under a temporary name and rename them into DIR so that no half-written file is ever seen.
#
# Environment:
#   PCAPLENS_TOKEN              sent as "Authorization: Bearer ..." when set
#   PCAPLENS_POLL_SECONDS       seconds between looks when no watcher tool is installed (default 30)
#   PCAPLENS_SETTLE_SECONDS     how long a file's size must stay the same before it is read, where the
#                               watcher cannot report the end of a write (fswatch; default 5)
#   PCAPLENS_STATUS_SECONDS     seconds between asking whether an analysis is done (default 3)
#   PCAPLENS_MAX_BACKOFF        longest wait in seconds between retries while the service is away (default 60)
#   PCAPLENS_WATCHER            inotifywait, fswatch or poll, to choose instead of the first one installed
#   PCAPLENS_ENABLE_DPI, PCAPLENS_ENABLE_FILE_EXTRACTION, PCAPLENS_ENABLE_IDS
#                               true or false: sent with each upload as enableDpi, enableFileExtraction and
#                               enableIds; unset, the service's defaults apply
#
# Runs on bash 3.2 (macOS) as well as on Linux; needs curl and jq.

set -u

usage() {
    echo "usage: $0 DIR NETWORK_ID BASE_URL" >&2
    echo "  e.g. $0 /var/captures/office 7d9f0c1e-2b4a-4c55-9a0e-3f1b2c3d4e5f http://localhost:8080" >&2
    exit 2
}

log() { printf '%s %s\n' "$(date '+%Y-%m-%d %H:%M:%S')" "$*"; }
warn() { printf '%s %s\n' "$(date '+%Y-%m-%d %H:%M:%S')" "$*" >&2; }
die() { warn "error: $*"; exit 1; }

[ $# -eq 3 ] || usage
for tool in curl jq; do
    command -v "$tool" >/dev/null 2>&1 || die "$tool is required but not installed (Debian/Ubuntu: apt-get install $tool; macOS: brew install $tool)"
done

DIR=${1%/}
NETWORK_ID=$2
BASE=${3%/}
[ -n "$DIR" ] || DIR=/
[ -d "$DIR" ] || die "$DIR is not a directory"
case "$BASE" in
    http://*|https://*) ;;
    *) die "BASE_URL must start with http:// or https://, got '$BASE'" ;;
esac

is_count() { case "$1" in ''|*[!0-9]*) return 1 ;; *) [ "$1" -gt 0 ] ;; esac; }
POLL_SECONDS=${PCAPLENS_POLL_SECONDS:-30}
SETTLE_SECONDS=${PCAPLENS_SETTLE_SECONDS:-5}
STATUS_SECONDS=${PCAPLENS_STATUS_SECONDS:-3}
MAX_BACKOFF=${PCAPLENS_MAX_BACKOFF:-60}
for setting in POLL_SECONDS SETTLE_SECONDS STATUS_SECONDS MAX_BACKOFF; do
    eval "value=\$$setting"
    # shellcheck disable=SC2154 # set by the eval above
    is_count "$value" || die "PCAPLENS_$setting must be a whole number of seconds above 0, got '$value'"
done

# the upload's analysis options, as curl -F arguments; only those set are sent
OPTIONS=()
for option in DPI:enableDpi FILE_EXTRACTION:enableFileExtraction IDS:enableIds; do
    eval "value=\${PCAPLENS_ENABLE_${option%%:*}:-}"
    case "$value" in
        '') ;;
        true|false) OPTIONS+=(-F "${option#*:}=$value") ;;
        *) die "PCAPLENS_ENABLE_${option%%:*} must be true or false, got '$value'" ;;
    esac
done

AUTH=()
if [ -n "${PCAPLENS_TOKEN:-}" ]; then
    AUTH=(-H "Authorization: Bearer $PCAPLENS_TOKEN")
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/pcaplens-watch.XXXXXX") || die "cannot create a temporary directory"
BODY=$WORK/body
HANDLED=$WORK/handled      # paths already dealt with (or present at start), one a line
SIZES=$WORK/sizes          # polling: "size<TAB>path" from the previous look
WATCHER_PID=

cleanup() {
    if [ -n "$WATCHER_PID" ]; then
        kill "$WATCHER_PID" 2>/dev/null
        wait "$WATCHER_PID" 2>/dev/null
    fi
    rm -rf "$WORK"
}
stop() {
    log "stopping"
    exit 0
}
trap cleanup EXIT
trap stop INT TERM

# ---- HTTP -------------------------------------------------------------------------------------------------

# request METHOD URL [curl options...]: sets STATUS (000 when the service could not be reached) and writes the
# response body to $BODY.
request() {
    local method=$1 url=$2
    shift 2
    STATUS=$(curl -sS -o "$BODY" -w '%{http_code}' -X "$method" ${AUTH[@]+"${AUTH[@]}"} "$@" "$url" 2>"$WORK/curl-error")
    [ -n "$STATUS" ] || STATUS=000
}

# field NAME: a top-level string field of the last response body, empty when absent or not JSON.
field() {
    jq -r --arg name "$1" '.[$name] // empty | tostring' "$BODY" 2>/dev/null
}

# problem: the reason a service gave for refusing a request (RFC 9457 detail, else title, else the status).
problem() {
    local detail
    detail=$(field detail)
    [ -n "$detail" ] || detail=$(field title)
    [ -n "$detail" ] || detail="HTTP $STATUS"
    printf '%s' "$detail"
}

# transient: the service is away or restarting; worth trying again later.
transient() {
    case "$STATUS" in 000|408|425|429|500|502|503|504) return 0 ;; *) return 1 ;; esac
}

# wait_before_retry ATTEMPT WHAT: sleeps 1, 2, 4 … up to MAX_BACKOFF seconds.
wait_before_retry() {
    local attempt=$1 what=$2 delay=1 i=0
    while [ "$i" -lt "$attempt" ] && [ "$delay" -lt "$MAX_BACKOFF" ]; do
        delay=$((delay * 2))
        i=$((i + 1))
    done
    [ "$delay" -le "$MAX_BACKOFF" ] || delay=$MAX_BACKOFF
    if [ "$STATUS" = 000 ]; then
        warn "$what: service unreachable ($(tr -d '\n' <"$WORK/curl-error")); retrying in ${delay}s"
    else
        warn "$what: service answered HTTP $STATUS; retrying in ${delay}s"
    fi
    sleep "$delay"
}

# ---- the three calls of spec 11 -----------------------------------------------------------------------------

check_network() {
    request GET "$BASE/api/v1/monitor/networks/$NETWORK_ID"
    case "$STATUS" in
        200) log "watching $DIR for network '$(field name)' ($NETWORK_ID) at $BASE" ;;
        000) die "cannot reach the service at $BASE: $(tr -d '\n' <"$WORK/curl-error")" ;;
        404) die "no monitored network $NETWORK_ID at $BASE (404); create one in the web UI or with POST /api/v1/monitor/networks" ;;
        400) die "'$NETWORK_ID' is not a network id: $(problem)" ;;
        401|403) die "the service refused the request (HTTP $STATUS): set PCAPLENS_TOKEN to a valid API token" ;;
        *) die "unexpected answer from $BASE (HTTP $STATUS): $(problem)" ;;
    esac
}

# upload PATH: prints the file id; returns 1 when the service refused the file.
upload() {
    local path=$1 attempt=0 quoted
    # curl reads ';' and ',' in a -F value as its own syntax unless the file name is quoted
    quoted=$(printf '%s' "$path" | sed 's/\\/\\\\/g; s/"/\\"/g')
    while :; do
        request POST "$BASE/api/v1/files" ${OPTIONS[@]+"${OPTIONS[@]}"} -F "file=@\"$quoted\";type=application/octet-stream"
        case "$STATUS" in
            200|201) field id; return 0 ;;
            409)
                local existing
                existing=$(field existingFileId)
                if [ -n "$existing" ]; then
                    warn "$(basename "$path") was uploaded before as $existing; using that analysis"
                    printf '%s\n' "$existing"
                    return 0
                fi
                warn "upload of $path refused: $(problem)"
                return 1 ;;
        esac
        if transient; then
            wait_before_retry "$attempt" "upload of $(basename "$path")"
            attempt=$((attempt + 1))
            [ -f "$path" ] || { warn "$path disappeared before it could be uploaded"; return 1; }
            continue
        fi
        warn "upload of $path refused (HTTP $STATUS): $(problem)"
        return 1
    done
}

# await_analysis ID NAME: returns 0 when COMPLETED, 1 when FAILED or gone.
await_analysis() {
    local id=$1 name=$2 attempt=0 status
    while :; do
        request GET "$BASE/api/v1/files/$id"
        if [ "$STATUS" = 200 ]; then
            attempt=0
            status=$(field status)
            case "$status" in
                COMPLETED) return 0 ;;
                FAILED) warn "analysis of $name ($id) FAILED: $(field statusReason)"; return 1 ;;
            esac
            sleep "$STATUS_SECONDS"
        elif transient; then
            wait_before_retry "$attempt" "waiting for the analysis of $name"
            attempt=$((attempt + 1))
        else
            warn "cannot follow the analysis of $name ($id) (HTTP $STATUS): $(problem)"
            return 1
        fi
    done
}

# add_snapshot ID NAME
add_snapshot() {
    local id=$1 name=$2 attempt=0 payload
    payload=$(jq -cn --arg id "$id" '{fileId: $id}')
    while :; do
        request POST "$BASE/api/v1/monitor/networks/$NETWORK_ID/snapshots" \
            -H 'Content-Type: application/json' --data-binary "$payload"
        case "$STATUS" in
            200|201)
                log "$name added to the network as snapshot $(field order) ($(field changeCount) changes)"
                return 0 ;;
            409)
                # already in this network: re-running over a directory is safe (spec 7 rule 1)
                log "$name: $(problem)"
                return 0 ;;
            404) die "network $NETWORK_ID no longer exists: $(problem)" ;;
        esac
        if transient; then
            wait_before_retry "$attempt" "adding $name to the network"
            attempt=$((attempt + 1))
            continue
        fi
        warn "could not add $name to the network (HTTP $STATUS): $(problem)"
        return 1
    done
}

# ---- which files ------------------------------------------------------------------------------------------

# A capture by its extension, in any letter case. Names starting with a dot are left alone, so that a writer
# can use one as the temporary name before renaming.
is_capture() {
    case "$(basename "$1")" in .*) return 1 ;; esac
    case "$(printf '%s' "$1" | tr '[:upper:]' '[:lower:]')" in
        *.pcap|*.pcapng) return 0 ;;
        *) return 1 ;;
    esac
}

handled() { grep -Fxq -- "$1" "$HANDLED"; }

# captures in DIR, one path a line (not in subdirectories: those are other networks' or scratch space)
list_captures() {
    local f
    for f in "$DIR"/*; do
        [ -f "$f" ] && is_capture "$f" && printf '%s\n' "$f"
    done
}

size_of() { wc -c <"$1" 2>/dev/null | tr -d ' '; }

# process PATH: the whole procedure for one new capture.
process() {
    local path=$1 name id
    handled "$path" && return 0
    printf '%s\n' "$path" >>"$HANDLED"
    [ -f "$path" ] || return 0
    name=$(basename "$path")
    log "new capture $name"
    id=$(upload "$path") || return 0
    [ -n "$id" ] || { warn "upload of $name gave no file id"; return 0; }
    log "$name uploaded as $id; waiting for its analysis"
    await_analysis "$id" "$name" || return 0
    add_snapshot "$id" "$name"
}

# settle PATH: waits until the file's size stays the same for SETTLE_SECONDS.
settle() {
    local path=$1 before after
    after=$(size_of "$path")
    while :; do
        before=$after
        sleep "$SETTLE_SECONDS"
        [ -f "$path" ] || return 1
        after=$(size_of "$path")
        [ "$before" = "$after" ] && return 0
    done
}

# ---- watchers ---------------------------------------------------------------------------------------------

watch_with_inotify() {
    log "using inotifywait (close_write, moved_to)"
    mkfifo "$WORK/events" || die "cannot create a pipe in $WORK"
    inotifywait -m -q -e close_write -e moved_to --format '%w%f' "$DIR" >"$WORK/events" &
    WATCHER_PID=$!
    local path
    while IFS= read -r path; do
        is_capture "$path" && process "$path"
    done <"$WORK/events"
    die "inotifywait stopped"
}

# fswatch cannot tell when a writer closes a file (FSEvents has no such event), so sizes must settle first.
watch_with_fswatch() {
    log "using fswatch (files must keep their size for ${SETTLE_SECONDS}s)"
    mkfifo "$WORK/events" || die "cannot create a pipe in $WORK"
    fswatch -0 --event Created --event Updated --event Renamed --event MovedTo "$DIR" >"$WORK/events" &
    WATCHER_PID=$!
    local path
    while IFS= read -r -d '' path; do
        # fswatch names files by their real path (/private/var/… for /var/…): name them as DIR does
        [ "$(dirname "$path")" -ef "$DIR" ] || continue
        path=$DIR/$(basename "$path")
        if is_capture "$path" && [ -f "$path" ] && ! handled "$path"; then
            settle "$path" && process "$path"
        fi
    done <"$WORK/events"
    die "fswatch stopped"
}

# A file counts as new only when its size was the same at two looks in a row, so that a capture still being
# written is not uploaded half-way.
watch_by_polling() {
    log "no watcher tool found: looking every ${POLL_SECONDS}s"
    local path size previous
    while :; do
        sleep "$POLL_SECONDS"
        : >"$WORK/sizes.next"
        while IFS= read -r path; do
            handled "$path" && continue
            size=$(size_of "$path")
            [ -n "$size" ] || continue
            previous=$(awk -F '\t' -v p="$path" '$2 == p { print $1; exit }' "$SIZES")
            if [ "$previous" = "$size" ]; then
                process "$path"
            else
                printf '%s\t%s\n' "$size" "$path" >>"$WORK/sizes.next"
            fi
        done <<EOF
$(list_captures)
EOF
        mv "$WORK/sizes.next" "$SIZES"
    done
}

# ---- main -------------------------------------------------------------------------------------------------

check_network
list_captures >"$HANDLED"
: >"$SIZES"
count=$(grep -c . "$HANDLED")
[ "$count" -eq 0 ] || log "skipping $count capture(s) already in $DIR"

watcher=${PCAPLENS_WATCHER:-}
if [ -z "$watcher" ]; then
    if [ "$(uname -s)" = Linux ] && command -v inotifywait >/dev/null 2>&1; then
        watcher=inotifywait
    elif command -v fswatch >/dev/null 2>&1; then
        watcher=fswatch
    else
        watcher=poll
    fi
fi
case "$watcher" in
    inotifywait) watch_with_inotify ;;
    fswatch) watch_with_fswatch ;;
    poll) watch_by_polling ;;
    *) die "PCAPLENS_WATCHER must be inotifywait, fswatch or poll, got '$watcher'" ;;
esac
