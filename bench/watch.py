"""Waits for a capture's analysis to end and prints its status (COMPLETED or FAILED).

    python3 bench/watch.py BASE_URL FILE_ID [SAMPLES_FILE TOOL,TOOL,...]

One process for the whole wait: polling with a curl and a python3 start every half second took several CPU
seconds of a two-core machine away from the analysis it measured. With SAMPLES_FILE it also appends, every
0.5 s, the summed RSS (KB) of every running process of the named tools and each tool's own sum:
"812345 tshark=700000 ndpiReader=112345".
"""
import json
import os
import sys
import time
import urllib.request


def status(base, file_id):
    with urllib.request.urlopen(f"{base}/api/v1/files/{file_id}", timeout=10) as answer:
        return json.load(answer).get("status")


def tool_rss(tools):
    per_tool = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/comm") as f:
                comm = f.read().strip()
            if comm not in tools:
                continue
            with open(f"/proc/{pid}/statm") as f:
                pages = int(f.read().split()[1])
        except (OSError, ValueError, IndexError):
            continue  # the process ended while it was read
        per_tool[comm] = per_tool.get(comm, 0) + pages * os.sysconf("SC_PAGE_SIZE") // 1024
    return per_tool


def main():
    base, file_id = sys.argv[1], sys.argv[2]
    samples = open(sys.argv[3], "a") if len(sys.argv) > 3 else None
    tools = set(sys.argv[4].split(",")) if len(sys.argv) > 4 else set()
    while True:
        if samples:
            rss = tool_rss(tools)
            samples.write(" ".join([str(sum(rss.values()))] + [f"{k}={v}" for k, v in rss.items()]) + "\n")
            samples.flush()
        s = status(base, file_id)
        if s in ("COMPLETED", "FAILED"):
            print(s)
            return
        time.sleep(0.5)


main()
