#!/usr/bin/env bash
# Fetches Suricata rules with Suricata's own suricata-update into the service's rules directory, where every
# analysis with IDS loads them beside the built-in rules (docs/analysis.md, Intrusion detection).
# Usage: scripts/update_rules.sh RULES_DIR WORK_DIR [--local FILE_OR_DIR]... [--url URL]... [--etopen]
#                                [--offline] [--no-test]
#   no source given   ET Open for the installed Suricata version, downloaded from rules.emergingthreats.net
#   --local PATH      a rules file, a rules archive (e.g. an emerging.rules.tar.gz carried in) or a directory
#                     of them: no network at all unless --etopen or --url is given too
#   --url URL         another source suricata-update can fetch
#   --etopen          ET Open as well as the sources given
#   --offline         ET Open (or --url sources) from the last download in WORK_DIR, without the network
#   --no-test         do not check the rules with suricata -T first
set -euo pipefail

rules_dir=$1
work=$2
shift 2

sources=()   # suricata-update's --url arguments
origins=()   # the same, in words for the rules' .source file
etopen=false
passed=()    # options handed to suricata-update as they are
while [ $# -gt 0 ]; do
  case "$1" in
    --local)
      [ $# -ge 2 ] || { echo "pcaplens rules: --local needs a file or directory" >&2; exit 2; }
      [ -e "$2" ] || { echo "pcaplens rules: no such file or directory: $2" >&2; exit 2; }
      if [ -d "$2" ]; then
        found=false
        for f in "$2"/*; do
          case "$f" in *.rules|*.tar.gz|*.tgz|*.zip) sources+=("file://$(realpath "$f")"); origins+=("local file $(basename "$f")"); found=true ;; esac
        done
        $found || { echo "pcaplens rules: no *.rules or archive in $2" >&2; exit 2; }
      else
        # a file URL, not suricata-update's own --local: with no URL at all it would add ET Open, from the network
        sources+=("file://$(realpath "$2")"); origins+=("local file $(basename "$2")")
      fi
      shift 2 ;;
    --url)
      [ $# -ge 2 ] || { echo "pcaplens rules: --url needs an address" >&2; exit 2; }
      sources+=("$2"); origins+=("$2"); shift 2 ;;
    --etopen) etopen=true; shift ;;
    --offline|--no-test) passed+=("$1"); shift ;;
    *) echo "pcaplens rules: unknown option $1" >&2; exit 2 ;;
  esac
done
if [ ${#sources[@]} -eq 0 ] || $etopen; then
  passed+=(--etopen)
  origins=("ET Open" ${origins[@]+"${origins[@]}"})
fi

command -v suricata-update >/dev/null 2>&1 || { echo "pcaplens rules: suricata-update is not installed (Debian package suricata-update)" >&2; exit 1; }
mkdir -p "$rules_dir" "$work/out" "$work/no-distribution-rules"
# The package's own rules (decoder and checksum events, /etc/suricata/rules) stay out, as the service leaves
# them out: their checksum rules fire on almost every real capture.
cat >"$work/update.yaml" <<YAML
dist-rule-directory: $work/no-distribution-rules
YAML
rm -f "$work/out/suricata.rules"
args=(update -q -c "$work/update.yaml" -D "$work/data" -o "$work/out" --no-reload --force)
for s in ${sources[@]+"${sources[@]}"}; do args+=(--url "$s"); done
suricata-update "${args[@]}" ${passed[@]+"${passed[@]}"}
[ -s "$work/out/suricata.rules" ] || { echo "pcaplens rules: suricata-update wrote no rules" >&2; exit 1; }

# Into place by renames: an analysis starting meanwhile reads the old set or the new one, never half of one.
origin=$(IFS=,; echo "${origins[*]}" | sed 's/,/, /g')
cp "$work/out/suricata.rules" "$rules_dir/.suricata.rules.new"
printf '# written by ./pcaplens rules update\norigin=%s\nupdated=%s\n' "$origin" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" \
  >"$rules_dir/.suricata.rules.source.new"
mv "$rules_dir/.suricata.rules.new" "$rules_dir/suricata.rules"
mv "$rules_dir/.suricata.rules.source.new" "$rules_dir/suricata.rules.source"
enabled=$(grep -cE '^\s*(alert|drop|pass|reject|rejectsrc|rejectdst|rejectboth)\s' "$rules_dir/suricata.rules" || true)
echo "pcaplens rules: $enabled enabled rules from $origin in $rules_dir/suricata.rules; analyses with IDS load them from now on" >&2
