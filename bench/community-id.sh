#!/usr/bin/env bash
# Community ID against Suricata over the whole corpus (see bench/README.md): for every capture of
# ../shared/pcaps/MANIFEST.md, the rows the dissector stage writes and the flows Suricata logs (run with the
# service's own command line, eve community_id on); prints per capture both counts, the flows without a row,
# the rows without a flow (with up to three such rows), and the totals. Then the cost of the fields tshark
# reads for it, on the largest capture of the corpus: five passes with and five without, interleaved.
set -euo pipefail
cd "$(dirname "$0")/.."
PCAPS=${PCAPLENS_PCAPS:-$(pwd)/../shared/pcaps}
mvn -B -o test -pl adapters-dissector -am -Dtest=CommunityIdAgreementTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dpcaplens.communityid.corpus="${BENCH_CAPTURES:-all}" -Dpcaplens.pcaps="$PCAPS" \
    | sed -n '/^capture /,/^captures /p'

BASE="frame.time_epoch frame.len ip.src ip.dst ipv6.src ipv6.dst tcp.srcport tcp.dstport udp.srcport udp.dstport
_ws.col.Protocol _ws.col.Info tcp.payload udp.payload ip.ttl eth.src arp.src.proto_ipv4 arp.dst.proto_ipv4 eth.dst
frame.number frame.protocols wlan.sa wlan.da sll.src.eth http.user_agent tls.handshake.extensions_server_name
tls.handshake.ja3 tls.handshake.ja3s tcp.flags ipv6.hlim arp.src.hw_mac dhcp.option.dhcp dhcp.ip.your
dhcp.hw.mac_addr icmpv6.nd.na.target_address icmpv6.opt.linkaddr frame.encap_type"
EXTRA="ip.proto ipv6.nxt icmp.type icmp.code icmpv6.type icmpv6.code"
args() { for f in $*; do printf ' -e %s' "$f"; done; }
pass() { /usr/bin/time -f %U tshark -n -r "$PCAPS/large-mixed-merged.pcap" -T fields -E occurrence=a $(args $*) 2>&1 >/dev/null | tail -1; }
without=(); with=()
for i in 1 2 3 4 5; do without+=("$(pass $BASE)"); with+=("$(pass $BASE $EXTRA)"); done
python3 - "${without[*]}" "${with[*]}" <<'PY'
import statistics, sys
a = [float(x) for x in sys.argv[1].split()]; b = [float(x) for x in sys.argv[2].split()]
for name, f in (("median", statistics.median), ("fastest", min)):
    print(f"tshark user CPU on large-mixed-merged.pcap, {name} of 5: {f(a):.2f} s without the 6 fields, "
          f"{f(b):.2f} s with ({(f(b) / f(a) - 1) * 100:+.1f} %)")
PY
