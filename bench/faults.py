#!/usr/bin/env python3
"""Polls the API while a fault is under way: python3 bench/faults.py BASE_URL SECONDS [FILE_ID].

Every 0.2 s it asks the file list, the system endpoint and (with FILE_ID) the file and a page of its
conversations, then prints how the answers were spread over status codes ("200:812 503:40"), the slowest
answer, and every 5xx other than 503 with its body: while the database is away a request may be refused
with 503 and Retry-After, never answered 500."""
import json
import sys
import time
import urllib.error
import urllib.request

base, seconds = sys.argv[1], float(sys.argv[2])
file_id = sys.argv[3] if len(sys.argv) > 3 else None
paths = ["/api/v1/files?size=10", "/api/v1/system"]
if file_id:
    paths += [f"/api/v1/files/{file_id}", f"/api/v1/files/{file_id}/conversations?size=10"]
codes, slowest, bad = {}, 0.0, []
end = time.time() + seconds
while time.time() < end:
    for path in paths:
        started = time.time()
        try:
            with urllib.request.urlopen(base + path, timeout=30) as r:
                code, body = r.status, b""
        except urllib.error.HTTPError as e:
            code, body = e.code, e.read()
            if code == 503 and not e.headers.get("Retry-After"):
                bad.append(f"503 without Retry-After at {path}")
        except Exception as e:  # no answer at all counts as a failure too
            code, body = 0, str(e).encode()
        slowest = max(slowest, time.time() - started)
        codes[code] = codes.get(code, 0) + 1
        if code >= 500 and code != 503 or code == 0:
            bad.append(f"{code} at {path}: {body[:200].decode('utf-8', 'replace')}")
    time.sleep(0.2)
print(" ".join(f"{c}:{n}" for c, n in sorted(codes.items())), f"slowest {slowest:.1f} s")
for b in bad[:10]:
    print("  " + b)
sys.exit(1 if bad else 0)
