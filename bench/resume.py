#!/usr/bin/env python3
"""What an analysis produced, in one line: python3 bench/resume.py BASE_URL FILE_ID.

Status, packet and conversation counts, warnings, and a SHA-256 of the conversation rows: the CSV export
without its id column (ids are handed out anew by every analysis), its lines sorted."""
import csv
import hashlib
import io
import json
import urllib.request
import sys

base, file_id = sys.argv[1], sys.argv[2]
with urllib.request.urlopen(f"{base}/api/v1/files/{file_id}") as r:
    capture = json.load(r)
with urllib.request.urlopen(f"{base}/api/v1/files/{file_id}/conversations.csv") as r:
    rows = list(csv.reader(io.StringIO(r.read().decode("utf-8"))))
header, body = rows[0], rows[1:]
keep = [i for i, name in enumerate(header) if name != "id"]
lines = sorted("\x1f".join(row[i] for i in keep) for row in body)
digest = hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()[:16]
print(f"{capture['status']}, {capture.get('packetCount')} packets, {capture.get('conversationCount')} conversations,"
      f" warnings {capture.get('warnings', [])}, rows {digest}")
