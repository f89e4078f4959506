#!/usr/bin/env python3
"""Uploads every damaged capture of a directory, waits for each verdict, walks the endpoints of the COMPLETED
ones and prints the tally: python3 bench/fuzz.py BASE_URL DIR [SERVICE_PID]."""
import json
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path


def call(url, data=None, headers=None, method=None):
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=300) as r:
            return r.status, r.headers.get("Content-Type", ""), r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers.get("Content-Type", ""), e.read()


def upload(base, path):
    boundary = "----fuzz" + uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{path.name}\"\r\n"
            "Content-Type: application/octet-stream\r\n\r\n").encode() + path.read_bytes() + f"\r\n--{boundary}--\r\n".encode()
    return call(base + "/api/v1/files", body, {"Content-Type": "multipart/form-data; boundary=" + boundary})


def rss_kb(pid):
    if not pid:
        return 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def endpoints(file_id, rows):
    f = f"/api/v1/files/{file_id}"
    yield from [f, f + "/download", f + "/conversations?size=100&sort=totalBytes:desc",
                f + "/conversations?ip=.&payload=0x00", f + "/conversations/facets", f + "/conversations.csv",
                f + "/conversations.pcap", f + "/extracted"]
    for row in rows:
        c, t = f"/api/v1/conversations/{row['id']}", f"/api/v1/tracer/{row['id']}"
        yield from [c, c + "/packets?size=100", c + "/pcap", c + "/session", c + f"/hosts/{row['srcIp']}",
                    t + "/steps?offset=0&limit=1000", t + "/peers"]


def main():
    base, folder = sys.argv[1].rstrip("/"), Path(sys.argv[2])
    pid = sys.argv[3] if len(sys.argv) > 3 else None
    rss_before = rss_kb(pid)
    started = time.time()
    ids, refused, problems = {}, 0, []
    for path in sorted(folder.iterdir()):
        status, ctype, body = upload(base, path)
        if status == 201:
            ids[path.name] = json.loads(body)["id"]
        elif status == 409:
            continue
        else:
            refused += 1
            if status >= 500 or "problem+json" not in ctype:
                problems.append(f"{path.name}: upload {status} {ctype}")
    verdicts, calls, stuck = {"COMPLETED": 0, "FAILED": 0}, 0, []
    for name, file_id in ids.items():
        deadline = time.time() + 600
        while True:
            record = json.loads(call(f"{base}/api/v1/files/{file_id}")[2])
            if record["status"] in verdicts or time.time() > deadline:
                break
            time.sleep(0.3)
        if record["status"] not in verdicts:
            stuck.append(name)
            continue
        verdicts[record["status"]] += 1
        if record["status"] == "FAILED":
            reason = record.get("statusReason", "")
            if not reason or any(w in reason for w in ("null", "Exception", "java.", "could not be run")):
                problems.append(f"{name}: FAILED with {reason!r}")
            continue
        status, _, body = call(f"{base}/api/v1/files/{file_id}/conversations?size=3")
        rows = json.loads(body)["items"] if status == 200 else []
        for path in endpoints(file_id, rows):
            status, ctype, _ = call(base + path)
            calls += 1
            if status >= 500 or (status >= 400 and "problem+json" not in ctype):
                problems.append(f"{name}: {path} {status} {ctype}")
    print(f"variants uploaded: {len(ids)}, refused at upload: {refused}, in {time.time() - started:.0f} s")
    print(f"COMPLETED: {verdicts['COMPLETED']}, FAILED: {verdicts['FAILED']}, stuck: {len(stuck)}")
    print(f"endpoint calls on COMPLETED files: {calls}, 5xx or bodies that are no problem: "
          f"{sum(1 for p in problems if ' 5' in p or 'problem' in p)}")
    if pid:
        print(f"service RSS: {rss_before / 1024:.0f} MB before, {rss_kb(pid) / 1024:.0f} MB after")
    for p in problems + [f"stuck: {s}" for s in stuck]:
        print("  " + p)
    sys.exit(1 if problems or stuck else 0)


if __name__ == "__main__":
    main()
