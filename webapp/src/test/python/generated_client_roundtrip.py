"""Upload, poll, list the conversations and fetch the CSV with the client generated from the service's /openapi.

Usage: generated_client_roundtrip.py BASE_URL CAPTURE OUT_DIR
Writes OUT_DIR/conversations.json (every conversation row of every page, as the client's models dump them) and
OUT_DIR/conversations.csv, and prints one JSON line: the file id, its final status and the counts the client saw.
"""
import json
import pathlib
import sys
import time

import pcaplens_client
from pcaplens_client.exceptions import ApiException


def upload(api, capture):
    try:
        return api.upload_file(file=(capture.name, capture.read_bytes()), enable_dpi=True).id
    except ApiException as e:
        if e.status != 409:
            raise
        # uploaded before: the problem body names the earlier file
        return json.loads(e.body)["existingFileId"]


def poll(api, file_id, timeout=120):
    deadline = time.monotonic() + timeout
    while True:
        file = api.get_file(file_id)
        if file.status in ("COMPLETED", "FAILED") or time.monotonic() > deadline:
            return file
        time.sleep(0.5)


def conversations(api, file_id):
    rows, page = [], 1
    while True:
        body = api.list_conversations(file_id, page=str(page), size="100", sort=["startTime:asc"])
        rows.extend(item.to_dict() for item in body.items)
        if page >= body.total_pages:
            return rows, body.total
        page += 1


def main():
    base, capture, out = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    with pcaplens_client.ApiClient(pcaplens_client.Configuration(host=base.rstrip("/"))) as client:
        api = pcaplens_client.DefaultApi(client)
        file_id = upload(api, capture)
        file = poll(api, file_id)
        rows, total = conversations(api, file_id)
        csv = api.export_conversations_csv(file_id, sort=["startTime:asc"])
    (out / "conversations.json").write_text(json.dumps(rows, default=str))
    (out / "conversations.csv").write_text(csv, encoding="utf-8")
    print(json.dumps({"fileId": file_id, "status": file.status, "conversationCount": file.conversation_count,
                      "total": total, "rows": len(rows)}))


if __name__ == "__main__":
    main()
