#!/usr/bin/env python3
"""Independent test oracle: derive expected conversation rows from a capture.

Runs tshark on each capture given on the command line and writes
<out>/<capture file name>.tsv following the rules in README.md.
Standard library only; it deliberately shares no code with the product.
"""
import argparse
import os
import subprocess
import sys
from collections import Counter

FIELDS = [
    "frame.time_epoch", "frame.len", "ip.src", "ip.dst", "ipv6.src", "ipv6.dst",
    "tcp.srcport", "tcp.dstport", "udp.srcport", "udp.dstport", "_ws.col.Protocol", "_ws.col.Info",
    "tcp.payload", "udp.payload", "ip.ttl", "eth.src", "arp.src.proto_ipv4", "arp.dst.proto_ipv4", "eth.dst",
    "frame.protocols", "wlan.sa", "wlan.da", "sll.src.eth",
]
INFO_INDEX = FIELDS.index("_ws.col.Info")  # 11 (the 12th field)
SEP = "\x1f"
AGG = "\x1e"
IGNORED_LABELS = {"DATA", "FRAME", "ETH", "ETHERNET", "SLL", "RAW", ""}
HEADER = ["key", "srcIp", "srcPort", "dstIp", "dstPort", "protocol", "packetCount",
          "totalBytes", "start", "end", "dissectorProtocol"]


def run_tshark(path):
    cmd = ["tshark", "-n", "-r", path, "-T", "fields",
           "-E", "separator=" + SEP, "-E", "aggregator=" + AGG, "-E", "occurrence=a"]
    for f in FIELDS:
        cmd += ["-e", f]
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if proc.returncode != 0:
        raise SystemExit(f"tshark exited {proc.returncode} for {path}: "
                         + proc.stderr.decode("utf-8", errors="replace"))
    return proc.stdout.decode("utf-8", errors="replace")


def split_packet(line):
    """Split one output line into a dict field name -> raw value."""
    parts = line.split(SEP)
    n = len(FIELDS)
    if len(parts) > n:
        # Extra separators can only come from the Info column: keep the first
        # 11 and last 11 fields, everything in between is Info.
        head = parts[:INFO_INDEX]
        tail = parts[len(parts) - (n - INFO_INDEX - 1):]
        info = SEP.join(parts[INFO_INDEX:len(parts) - len(tail)])
        parts = head + [info] + tail
    if len(parts) != n:
        raise ValueError(f"expected {n} fields, got {len(parts)}: {line!r}")
    return dict(zip(FIELDS, parts))


def first(v):
    return v.split(AGG, 1)[0]


def packet_row(raw):
    p = {name: first(value) for name, value in raw.items()}

    if p["ip.src"]:
        src, dst = p["ip.src"], p["ip.dst"]
    elif p["ipv6.src"]:
        src, dst = p["ipv6.src"], p["ipv6.dst"]
    elif p["arp.src.proto_ipv4"]:
        src, dst = p["arp.src.proto_ipv4"], p["arp.dst.proto_ipv4"]
    elif p["eth.src"]:
        src, dst = p["eth.src"], p["eth.dst"]
    elif p["wlan.sa"]:
        src, dst = p["wlan.sa"], p["wlan.da"]
    else:
        src, dst = p["sll.src.eth"], ""

    if p["tcp.srcport"]:
        sport, dport, transport = int(p["tcp.srcport"]), int(p["tcp.dstport"]), "TCP"
    elif p["udp.srcport"]:
        sport, dport, transport = int(p["udp.srcport"]), int(p["udp.dstport"]), "UDP"
    else:
        sport, dport, transport = None, None, None

    protocol = p["_ws.col.Protocol"].upper()[:20]

    psrc = sport if sport is not None else 0
    pdst = dport if dport is not None else 0
    if src < dst:
        (ip1, port1), (ip2, port2) = (src, psrc), (dst, pdst)
    elif src > dst:
        (ip1, port1), (ip2, port2) = (dst, pdst), (src, psrc)
    else:
        (ip1, port1), (ip2, port2) = sorted([(src, psrc), (dst, pdst)], key=lambda e: e[1])
    key = f"{ip1}:{port1}-{ip2}:{port2}-{protocol}"

    label = p["frame.protocols"].split(":")[-1].upper()
    if label == transport or label in IGNORED_LABELS:
        label = None

    return {
        "key": key, "src": src, "sport": sport, "dst": dst, "dport": dport,
        "protocol": protocol, "len": int(p["frame.len"]),
        "time": p["frame.time_epoch"], "label": label,
    }


def most_frequent_label(labels):
    """Most frequent label; ties go to the label that occurs first."""
    kept = [l for l in labels if l is not None]
    if not kept:
        return ""
    counts = Counter(kept)
    best = max(counts.values())
    for l in kept:  # file order, so the first tied label seen wins
        if counts[l] == best:
            return l


def derive(path):
    out = run_tshark(path)
    lines = out.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the text after tshark's final newline is not a packet
    conversations = {}  # key -> list of packet rows, file order
    for line in lines:
        row = packet_row(split_packet(line))
        conversations.setdefault(row["key"], []).append(row)

    rows = []
    for key in sorted(conversations):
        pkts = conversations[key]
        f = pkts[0]
        cells = [
            key,
            f["src"], "" if f["sport"] is None else str(f["sport"]),
            f["dst"], "" if f["dport"] is None else str(f["dport"]),
            f["protocol"],
            str(len(pkts)),
            str(sum(x["len"] for x in pkts)),
            pkts[0]["time"], pkts[-1]["time"],
            most_frequent_label([x["label"] for x in pkts]),
        ]
        for c in cells:
            if "\t" in c or "\n" in c or "\r" in c:
                raise ValueError(f"cell contains a tab/newline: {c!r}")
        rows.append(cells)
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True, help="directory for the .tsv files")
    ap.add_argument("captures", nargs="+")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for path in args.captures:
        rows = derive(path)
        target = os.path.join(args.out, os.path.basename(path) + ".tsv")
        with open(target, "w", encoding="utf-8", newline="\n") as fh:
            fh.write("\t".join(HEADER) + "\n")
            for cells in rows:
                fh.write("\t".join(cells) + "\n")
        print(f"{target}: {len(rows)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
