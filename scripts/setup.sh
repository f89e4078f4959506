#!/usr/bin/env bash
# Installs what pcaplens needs from Debian's packages, only what is missing.
# Usage: scripts/setup.sh [--test]   (--test adds the browser used by the UI tests and what the upload
#                                     scripts' tests run: curl, jq, inotify-tools, python3-watchdog, and
#                                     unzip for the tests of the password-protected zips)
set -euo pipefail

want_test=false
[ "${1:-}" = "--test" ] && want_test=true

missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
need java openjdk-17-jdk-headless
need mvn maven
need node nodejs
need npm npm
need tshark tshark
need editcap wireshark-common
need ndpiReader libndpi-bin
[ -f /usr/share/wireshark/manuf ] || missing+=(libwireshark-data)
$want_test && { need chromium chromium; }
# the upload scripts' tests: curl and jq for the shell script, its watcher, and the Python twin's watchdog
$want_test && { need curl curl; need jq jq; need inotifywait inotify-tools; }
# the analysts' unzip, which opens the password-protected zips of extracted files in the API tests
$want_test && { need unzip unzip; }
$want_test && { /usr/bin/python3 -c 'import watchdog' >/dev/null 2>&1 || missing+=(python3-watchdog); }
need_suricata=false
command -v suricata >/dev/null 2>&1 || need_suricata=true
# ./pcaplens rules update runs Suricata's own rule manager, from the same suite as Suricata
command -v suricata-update >/dev/null 2>&1 || need_suricata=true

if [ ${#missing[@]} -eq 0 ] && ! $need_suricata; then
  exit 0
fi

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive

# Suricata 7 comes from the backports suite of the mirror the machine already uses.
if $need_suricata && ! grep -rqs 'bookworm-backports' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  mirror=$( { grep -hsE '^\s*URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}';
              grep -hsE '^\s*deb\s' /etc/apt/sources.list /etc/apt/sources.list.d/*.list | awk '{print $2}'; } \
            | grep -E "/debian/?$" | head -n1 || true)
  mirror=${mirror:-http://deb.debian.org/debian}
  $SUDO tee /etc/apt/sources.list.d/pcaplens-backports.sources >/dev/null <<SRC
Types: deb
URIs: ${mirror%/}
Suites: bookworm-backports
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
fi

echo "pcaplens setup: installing ${missing[*]} $($need_suricata && echo suricata suricata-update)" >&2
$SUDO apt-get update -qq
echo "wireshark-common wireshark-common/install-setuid boolean false" | $SUDO debconf-set-selections
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if $need_suricata; then
  $SUDO apt-get install -y -qq --no-install-recommends -t bookworm-backports suricata suricata-update >/dev/null
fi
