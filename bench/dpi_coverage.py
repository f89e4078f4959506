#!/usr/bin/env python3
"""DPI coverage over a directory of captures, against a running service.

Uploads every capture (an earlier upload of the same bytes is reused), waits for the analyses, runs
ndpiReader itself on each capture and reports the share of conversation rows that belong to a flow nDPI
classified and carry its application.

    python3 bench/dpi_coverage.py http://localhost:8080 ../shared/pcaps
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid

FLOW = re.compile(r"^\t\d+\t(TCP|UDP|ICMP|ICMPV6|\d+) (\S+):(\d+) (?:<->|->) (\S+):(\d+) \[proto: [^/\]]*/([^\]]+)\]")


def call(method, url, body=None, headers=None):
    req = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(req) as r:
            return r.status, json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


def upload(base, path):
    boundary = uuid.uuid4().hex
    with open(path, "rb") as f:
        data = f.read()
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{os.path.basename(path)}\"\r\n\r\n"
            .encode() + data + f"\r\n--{boundary}--\r\n".encode())
    status, doc = call("POST", base + "/api/v1/files", body, {"Content-Type": f"multipart/form-data; boundary={boundary}"})
    return doc["id"] if status == 201 else doc.get("existingFileId")


def flow(transport, ip1, p1, ip2, p2):
    a = (ip1.strip("[]"), int(p1 or 0))
    b = (ip2.strip("[]"), int(p2 or 0))
    return (transport,) + (a + b if a <= b else b + a)


def classified_flows(path):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "flows.txt")
        subprocess.run(["ndpiReader", "-q", "-t", "-i", path, "-w", out, "-v", "2"], capture_output=True)
        apps = {}
        if os.path.exists(out):
            for line in open(out, encoding="utf-8", errors="replace"):
                m = FLOW.match(line)
                if m:
                    transport = "IP" if m.group(1).isdigit() else m.group(1)
                    app = m.group(6).split(".")[-1]
                    if app != "Unknown":
                        apps.setdefault(flow(transport, m.group(2), m.group(3), m.group(4), m.group(5)), app)
        return apps


def main(base, folder):
    files = sorted(f for f in os.listdir(folder) if f.endswith((".pcap", ".pcapng")))
    ids = {f: upload(base, os.path.join(folder, f)) for f in files}
    total_rows = classified_rows = carrying = 0
    for name, fid in ids.items():
        while True:
            _, doc = call("GET", f"{base}/api/v1/files/{fid}")
            if doc["status"] in ("COMPLETED", "FAILED"):
                break
            time.sleep(0.3)
        apps = classified_flows(os.path.join(folder, name))
        rows, page = [], 1
        while True:
            _, doc = call("GET", f"{base}/api/v1/files/{fid}/conversations?size=100&page={page}")
            rows += doc["items"]
            if page >= doc["totalPages"]:
                break
            page += 1
        c = k = 0
        for r in rows:
            app = apps.get(flow(r["transport"], r["srcIp"], r.get("srcPort"), r["dstIp"], r.get("dstPort")))
            if app:
                c += 1
                k += r.get("appName") == app
        total_rows += len(rows)
        classified_rows += c
        carrying += k
        tool = (doc_tools := call("GET", f"{base}/api/v1/files/{fid}")[1].get("tools", {})).get("ndpiReader", {})
        print(f"{name:40s} rows {len(rows):5d}  of classified flows {c:5d}  carrying the app {k:5d}  ndpiReader {tool.get('status')} {tool.get('reason') or ''}")
    share = 100.0 * carrying / classified_rows if classified_rows else 0.0
    print(f"TOTAL: {total_rows} rows, {classified_rows} belong to a flow nDPI classified, {carrying} carry its appName: {share:.1f} %")


if __name__ == "__main__":
    main(sys.argv[1].rstrip("/"), sys.argv[2])
