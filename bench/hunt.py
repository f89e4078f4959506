"""Times API requests and prints p50/p95 per row of a table (bench/hunt.sh).

    python3 bench/hunt.py BASE RUNS $'LABEL\tPATH\tPATH…' …

Each argument is one row: a label and one or more request paths, tab-separated (a query's `||` holds bars), (below BASE, already URL-encoded), each timed
RUNS times after one untimed request (it warms the pool's connection and the statement's plan, as a service
in use has them). One HTTP connection for all requests: a new process or connection per request would add its
own start-up to every figure. Prints, per path, p50 and p95 in ms and the answer's total (or its item count),
and 'FAIL' for a status other than 200.
"""
import http.client
import json
import sys
import time
import urllib.parse


def percentile(values, p):
    # nearest rank: with 20 runs p95 is the 19th fastest
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * p // 100))
    return ordered[int(rank) - 1]


def timed(conn, path):
    t0 = time.perf_counter()
    conn.request("GET", path)
    answer = conn.getresponse()
    body = answer.read()
    return time.perf_counter() - t0, answer.status, body


def summary(body):
    try:
        d = json.loads(body)
    except ValueError:
        return f"unreadable ({len(body)} B)"
    if "total" in d:
        return f"{d['total']:,} rows"
    # facets: the number of groups with values and the largest count of the protocol group
    groups = [k for k, v in d.items() if isinstance(v, dict) and v]
    return f"{len(groups)} groups"


def main():
    base, runs, rows = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    url = urllib.parse.urlparse(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=120)
    for row in rows:
        label, *paths = row.split("\t")
        cells = []
        for path in paths:
            _, status, body = timed(conn, path)
            if status == 200 and not body:
                # a keep-alive connection the server had closed: once more on a new one
                conn = http.client.HTTPConnection(url.hostname, url.port, timeout=120)
                _, status, body = timed(conn, path)
            if status != 200:
                cells.append(f"FAIL {status}: {body[:200]!r}")
                continue
            times = [timed(conn, path)[0] * 1000 for _ in range(runs)]
            cells.append(f"{percentile(times, 50):7.0f} {percentile(times, 95):7.0f}  {summary(body):>14}")
        print(f"{label:<44} " + " | ".join(cells), flush=True)


if __name__ == "__main__":
    main()
