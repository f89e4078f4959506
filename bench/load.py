#!/usr/bin/env python3
"""Concurrent load on a running service: python3 bench/load.py BASE_URL FILE_ID CAPTURE_DIR SECONDS QUERIERS UPLOADERS.

QUERIERS clients list conversations of FILE_ID in a closed loop (a rotating set of filters, sorts and pages, as
the explorer sends them) while UPLOADERS clients upload captures of CAPTURE_DIR, each client its own share of
them, and wait for each analysis. Prints p50/p95/p99 and errors per kind of request, and per query."""
import concurrent.futures
import json
import random
import statistics
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

QUERIES = ["conversations?size=100", "conversations?sort=totalBytes:desc&size=50",
           "conversations?protocol=TCP&sort=startTime:asc&size=25&page=2", "conversations?ip=10.&size=25",
           "conversations/facets", "conversations?payload=GET%20%2F&size=25"]


def call(url, data=None, headers=None, method=None):
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=120) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()
    except OSError:
        return 0, b""


def call_json(url, data=None, headers=None, method=None):
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=300) as r:
            return r.status, json.loads(r.read() or b"{}")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")
    except OSError:
        return 0, {}


class Tally:
    def __init__(self):
        self.lock = threading.Lock()
        self.times = {}
        self.errors = {}

    def add(self, kind, seconds, ok):
        with self.lock:
            self.times.setdefault(kind, []).append(seconds)
            if not ok:
                self.errors[kind] = self.errors.get(kind, 0) + 1

    def report(self):
        for kind, ts in sorted(self.times.items()):
            ts = sorted(ts)
            q = statistics.quantiles(ts, n=100) if len(ts) > 1 else ts * 99
            print(f"{kind:<52.52}: {len(ts):6d} requests, p50 {q[49] * 1000:7.0f} ms, p95 {q[94] * 1000:7.0f} ms, "
                  f"p99 {q[98] * 1000:7.0f} ms, errors {self.errors.get(kind, 0)}")


def querier(base, file_id, end, tally):
    rnd = random.Random()
    while time.time() < end:
        q = rnd.choice(QUERIES)
        t0 = time.time()
        status, _ = call(f"{base}/api/v1/files/{file_id}/{q}")
        took = time.time() - t0
        tally.add("query", took, status == 200)
        tally.add(q, took, status == 200)


def uploader(base, captures, end, tally):
    rnd = random.Random()
    while time.time() < end:
        path = rnd.choice(captures)
        boundary = "----load" + uuid.uuid4().hex
        # the same bytes again answer 409: the earlier upload (this client's own) goes first
        body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{path.name}\"\r\n"
                "Content-Type: application/octet-stream\r\n\r\n").encode() + path.read_bytes() \
            + f"\r\n--{boundary}--\r\n".encode()
        headers = {"Content-Type": "multipart/form-data; boundary=" + boundary}
        t0 = time.time()
        status, record = call_json(f"{base}/api/v1/files", body, headers)
        if status == 409 and "existingFileId" in record:
            call(f"{base}/api/v1/files/{record['existingFileId']}", method="DELETE")
            t0 = time.time()
            status, record = call_json(f"{base}/api/v1/files", body, headers)
        tally.add("upload", time.time() - t0, status == 201)
        if status != 201:
            continue
        while time.time() < end + 600:
            s, r = call_json(f"{base}/api/v1/files/{record['id']}")
            if s != 200 or r.get("status") in ("COMPLETED", "FAILED"):
                tally.add("analysis", time.time() - t0, r.get("status") == "COMPLETED")
                break
            time.sleep(0.5)


def main():
    base, file_id, folder = sys.argv[1].rstrip("/"), sys.argv[2], Path(sys.argv[3])
    seconds, queriers, uploaders = int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
    captures = sorted(p for p in folder.iterdir() if p.suffix in (".pcap", ".pcapng") and p.stat().st_size < 2_000_000)
    tally = Tally()
    end = time.time() + seconds
    with concurrent.futures.ThreadPoolExecutor(queriers + uploaders) as pool:
        jobs = [pool.submit(querier, base, file_id, end, tally) for _ in range(queriers)]
        jobs += [pool.submit(uploader, base, captures[i::uploaders], end, tally) for i in range(uploaders)]
        for j in jobs:
            j.result()
    print(f"{queriers} querying and {uploaders} uploading clients for {seconds} s")
    tally.report()


if __name__ == "__main__":
    main()
