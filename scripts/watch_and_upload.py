#!/usr/bin/env python3
"""Watches a directory and adds every capture that appears in it to a monitored network (spec 11).

    scripts/watch_and_upload.py DIR NETWORK_ID BASE_URL

The twin of watch_and_upload.sh, with the same arguments, environment and behaviour: upload each new
*.pcap / *.pcapng, wait until its analysis is COMPLETED, then add it as a snapshot of the network, which
runs change detection. Files present at start, and names starting with a dot, are skipped.

Standard library only (Python 3.9+). When the watchdog package is installed it is told of new files at
once (on Linux when the writer closes the file or renames it into DIR; elsewhere once the file's size has
settled); otherwise DIR is looked at every 30 s and a file counts as new when its size was the same at two
looks in a row. Either way, write captures under a temporary name and rename them into DIR.

Environment: PCAPLENS_TOKEN (sent as "Authorization: Bearer ..."), PCAPLENS_POLL_SECONDS (30),
PCAPLENS_SETTLE_SECONDS (5), PCAPLENS_STATUS_SECONDS (3), PCAPLENS_MAX_BACKOFF (60),
PCAPLENS_WATCHER (watchdog or poll), and PCAPLENS_ENABLE_DPI, PCAPLENS_ENABLE_FILE_EXTRACTION,
PCAPLENS_ENABLE_IDS (true or false: sent with each upload as enableDpi, enableFileExtraction and enableIds;
unset, the service's defaults apply).
"""

import importlib.util
import json
import os
import queue
import signal
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from typing import Dict, Iterator, List, Optional, Set, Tuple

CAPTURE_SUFFIXES = (".pcap", ".pcapng")
# the service is away or restarting: worth trying again later (0: not reached at all)
TRANSIENT = {0, 408, 425, 429, 500, 502, 503, 504}
UPLOAD_CHUNK = 1 << 20


def log(message: str) -> None:
    print(time.strftime("%Y-%m-%d %H:%M:%S"), message, flush=True)


def warn(message: str) -> None:
    print(time.strftime("%Y-%m-%d %H:%M:%S"), message, file=sys.stderr, flush=True)


class Stop(Exception):
    """Ends the watch with a message and exit status 1."""


def seconds(name: str, default: int) -> int:
    raw = os.environ.get(name, str(default))
    if not raw.isdigit() or int(raw) <= 0:
        raise Stop(f"{name} must be a whole number of seconds above 0, got '{raw}'")
    return int(raw)


ANALYSIS_OPTIONS = (("PCAPLENS_ENABLE_DPI", "enableDpi"), ("PCAPLENS_ENABLE_FILE_EXTRACTION", "enableFileExtraction"),
                    ("PCAPLENS_ENABLE_IDS", "enableIds"))


def analysis_options() -> Dict[str, str]:
    """The upload's analysis options that are set, by their form field names."""
    options = {}
    for variable, field in ANALYSIS_OPTIONS:
        raw = os.environ.get(variable, "")
        if raw not in ("", "true", "false"):
            raise Stop(f"{variable} must be true or false, got '{raw}'")
        if raw:
            options[field] = raw
    return options


class Reply:
    """An HTTP answer: status 0 when the service could not be reached."""

    def __init__(self, status: int, body: bytes = b"", error: str = ""):
        self.status = status
        self.error = error
        try:
            self.json = json.loads(body) if body else {}
        except ValueError:
            self.json = {}
        if not isinstance(self.json, dict):
            self.json = {}

    def field(self, name: str) -> str:
        value = self.json.get(name)
        return "" if value is None else str(value)

    def problem(self) -> str:
        """The reason given for a refusal (RFC 9457 detail, else title, else the status)."""
        return self.field("detail") or self.field("title") or f"HTTP {self.status}"


class Service:
    """The three calls of spec 11, and the check that the network exists."""

    def __init__(self, base: str, network_id: str, token: Optional[str], max_backoff: int, status_seconds: int,
                 options: Dict[str, str]):
        self.base = base
        self.options = options
        self.network_id = network_id
        self.headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.max_backoff = max_backoff
        self.status_seconds = status_seconds

    def request(self, method: str, path: str, data=None, headers: Optional[Dict[str, str]] = None) -> Reply:
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={**self.headers, **(headers or {})})
        try:
            with urllib.request.urlopen(request, timeout=300) as response:
                return Reply(response.status, response.read())
        except urllib.error.HTTPError as e:
            return Reply(e.code, e.read())
        except (urllib.error.URLError, OSError) as e:
            return Reply(0, error=str(getattr(e, "reason", e)))

    def wait_before_retry(self, attempt: int, what: str, reply: Reply) -> None:
        delay = min(2 ** min(attempt, 16), self.max_backoff)
        if reply.status == 0:
            warn(f"{what}: service unreachable ({reply.error}); retrying in {delay}s")
        else:
            warn(f"{what}: service answered HTTP {reply.status}; retrying in {delay}s")
        time.sleep(delay)

    def check_network(self) -> str:
        reply = self.request("GET", f"/api/v1/monitor/networks/{urllib.parse.quote(self.network_id)}")
        if reply.status == 200:
            return reply.field("name")
        if reply.status == 0:
            raise Stop(f"cannot reach the service at {self.base}: {reply.error}")
        if reply.status == 404:
            raise Stop(f"no monitored network {self.network_id} at {self.base} (404); create one in the web UI "
                       "or with POST /api/v1/monitor/networks")
        if reply.status == 400:
            raise Stop(f"'{self.network_id}' is not a network id: {reply.problem()}")
        if reply.status in (401, 403):
            raise Stop(f"the service refused the request (HTTP {reply.status}): set PCAPLENS_TOKEN to a valid "
                       "API token")
        raise Stop(f"unexpected answer from {self.base} (HTTP {reply.status}): {reply.problem()}")

    def upload(self, path: str) -> Optional[str]:
        """The file id, also when the service had the same file already; None when it refused the file."""
        name = os.path.basename(path)
        attempt = 0
        while True:
            if not os.path.isfile(path):
                warn(f"{path} disappeared before it could be uploaded")
                return None
            boundary = uuid.uuid4().hex
            head, tail = multipart_frame(boundary, name, self.options)
            size = len(head) + os.path.getsize(path) + len(tail)
            reply = self.request("POST", "/api/v1/files", data=multipart_body(head, path, tail), headers={
                "Content-Type": f"multipart/form-data; boundary={boundary}", "Content-Length": str(size)})
            if reply.status in (200, 201):
                return reply.field("id")
            if reply.status == 409:
                existing = reply.field("existingFileId")
                if existing:
                    warn(f"{name} was uploaded before as {existing}; using that analysis")
                    return existing
                warn(f"upload of {path} refused: {reply.problem()}")
                return None
            if reply.status not in TRANSIENT:
                warn(f"upload of {path} refused (HTTP {reply.status}): {reply.problem()}")
                return None
            self.wait_before_retry(attempt, f"upload of {name}", reply)
            attempt += 1

    def await_analysis(self, file_id: str, name: str) -> bool:
        """True when the analysis is COMPLETED, False when it FAILED or cannot be followed."""
        attempt = 0
        while True:
            reply = self.request("GET", f"/api/v1/files/{urllib.parse.quote(file_id)}")
            if reply.status == 200:
                attempt = 0
                status = reply.field("status")
                if status == "COMPLETED":
                    return True
                if status == "FAILED":
                    warn(f"analysis of {name} ({file_id}) FAILED: {reply.field('statusReason')}")
                    return False
                time.sleep(self.status_seconds)
            elif reply.status in TRANSIENT:
                self.wait_before_retry(attempt, f"waiting for the analysis of {name}", reply)
                attempt += 1
            else:
                warn(f"cannot follow the analysis of {name} ({file_id}) (HTTP {reply.status}): {reply.problem()}")
                return False

    def add_snapshot(self, file_id: str, name: str) -> None:
        body = json.dumps({"fileId": file_id}).encode()
        attempt = 0
        while True:
            reply = self.request("POST", f"/api/v1/monitor/networks/{urllib.parse.quote(self.network_id)}/snapshots",
                                 data=body, headers={"Content-Type": "application/json"})
            if reply.status in (200, 201):
                log(f"{name} added to the network as snapshot {reply.field('order')} "
                    f"({reply.field('changeCount')} changes)")
                return
            if reply.status == 409:
                # already in this network: re-running over a directory is safe (spec 7 rule 1)
                log(f"{name}: {reply.problem()}")
                return
            if reply.status == 404:
                raise Stop(f"network {self.network_id} no longer exists: {reply.problem()}")
            if reply.status not in TRANSIENT:
                warn(f"could not add {name} to the network (HTTP {reply.status}): {reply.problem()}")
                return
            self.wait_before_retry(attempt, f"adding {name} to the network", reply)
            attempt += 1


def multipart_frame(boundary: str, filename: str, options: Dict[str, str]) -> Tuple[bytes, bytes]:
    """What goes before and after the file's bytes in a multipart/form-data body: the options, then "file"."""
    quoted = filename.replace("\\", "\\\\").replace('"', '\\"')
    fields = "".join(f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
                     for name, value in options.items())
    head = (fields + f"--{boundary}\r\n"
            f'Content-Disposition: form-data; name="file"; filename="{quoted}"\r\n'
            "Content-Type: application/octet-stream\r\n\r\n").encode("utf-8")
    return head, f"\r\n--{boundary}--\r\n".encode("ascii")


def multipart_body(head: bytes, path: str, tail: bytes) -> Iterator[bytes]:
    """Streams the body, so that a capture of many gigabytes is never held in memory."""
    yield head
    with open(path, "rb") as f:
        while True:
            chunk = f.read(UPLOAD_CHUNK)
            if not chunk:
                break
            yield chunk
    yield tail


def is_capture(path: str) -> bool:
    name = os.path.basename(path)
    return not name.startswith(".") and name.lower().endswith(CAPTURE_SUFFIXES)


def list_captures(directory: str) -> List[str]:
    """Captures in DIR itself: subdirectories are other networks' or scratch space."""
    try:
        names = sorted(os.listdir(directory))
    except OSError as e:
        warn(f"cannot list {directory}: {e}")
        return []
    paths = [os.path.join(directory, n) for n in names]
    return [p for p in paths if is_capture(p) and os.path.isfile(p)]


def size_of(path: str) -> Optional[int]:
    try:
        return os.path.getsize(path)
    except OSError:
        return None


class Watch:
    """Which files are new, and the procedure for each."""

    def __init__(self, directory: str, service: Service, poll_seconds: int, settle_seconds: int):
        self.directory = directory
        self.service = service
        self.poll_seconds = poll_seconds
        self.settle_seconds = settle_seconds
        self.handled: Set[str] = set(list_captures(directory))

    def process(self, path: str) -> None:
        if path in self.handled:
            return
        self.handled.add(path)
        if not os.path.isfile(path):
            return
        name = os.path.basename(path)
        log(f"new capture {name}")
        file_id = self.service.upload(path)
        if not file_id:
            return
        log(f"{name} uploaded as {file_id}; waiting for its analysis")
        if self.service.await_analysis(file_id, name):
            self.service.add_snapshot(file_id, name)

    def settle(self, path: str) -> bool:
        """Waits until the file's size stays the same for the settle time; False when it went away."""
        after = size_of(path)
        while True:
            before = after
            time.sleep(self.settle_seconds)
            after = size_of(path)
            if after is None:
                return False
            if before == after:
                return True

    def by_polling(self) -> None:
        """A file counts as new only when its size was the same at two looks in a row."""
        log(f"watchdog not installed: looking every {self.poll_seconds}s")
        sizes: Dict[str, int] = {}
        while True:
            time.sleep(self.poll_seconds)
            seen: Dict[str, int] = {}
            for path in list_captures(self.directory):
                if path in self.handled:
                    continue
                size = size_of(path)
                if size is None:
                    continue
                if sizes.get(path) == size:
                    self.process(path)
                else:
                    seen[path] = size
            sizes = seen

    def by_watchdog(self) -> None:
        from watchdog.events import FileSystemEventHandler
        from watchdog.observers import Observer
        import watchdog.events

        # On Linux watchdog reports the end of a write (inotify's close_write) as "closed"; other systems'
        # notifiers do not, and there a file's size must settle before it is read.
        closes = sys.platform.startswith("linux") and hasattr(watchdog.events, "FileClosedEvent")
        ready: "queue.Queue[Tuple[str, bool]]" = queue.Queue()
        directory = self.directory

        def own(path) -> Optional[str]:
            path = os.fsdecode(path)
            try:
                inside = os.path.samefile(os.path.dirname(path) or ".", directory)
            except OSError:
                return None
            return os.path.join(directory, os.path.basename(path)) if inside else None

        class Handler(FileSystemEventHandler):
            def on_closed(self, event):
                if not event.is_directory and own(event.src_path):
                    ready.put((own(event.src_path), False))

            def on_moved(self, event):
                if not event.is_directory and own(event.dest_path):
                    ready.put((own(event.dest_path), False))

            def on_created(self, event):
                if not closes and not event.is_directory and own(event.src_path):
                    ready.put((own(event.src_path), True))

            on_modified = on_created

        observer = Observer()
        observer.schedule(Handler(), directory, recursive=False)
        observer.start()
        log("using watchdog" + (" (close-after-write, rename)" if closes
                                else f" (files must keep their size for {self.settle_seconds}s)"))
        try:
            while True:
                try:
                    path, unsettled = ready.get(timeout=1)
                except queue.Empty:
                    if not observer.is_alive():
                        raise Stop("the file-system watcher stopped")
                    continue
                if path in self.handled or not is_capture(path):
                    continue
                if unsettled and not self.settle(path):
                    continue
                self.process(path)
        finally:
            observer.stop()
            observer.join(timeout=5)


def watcher_choice() -> str:
    chosen = os.environ.get("PCAPLENS_WATCHER", "")
    if chosen in ("watchdog", "poll"):
        return chosen
    if chosen:
        raise Stop(f"PCAPLENS_WATCHER must be watchdog or poll, got '{chosen}'")
    return "watchdog" if importlib.util.find_spec("watchdog") is not None else "poll"


def stop_like_ctrl_c(signum, frame) -> None:
    """SIGTERM, from a service manager or kill, ends the watch as Ctrl-C does."""
    raise KeyboardInterrupt


def main(argv: List[str]) -> int:
    if len(argv) != 4:
        print(f"usage: {argv[0]} DIR NETWORK_ID BASE_URL", file=sys.stderr)
        print(f"  e.g. {argv[0]} /var/captures/office 7d9f0c1e-2b4a-4c55-9a0e-3f1b2c3d4e5f http://localhost:8080",
              file=sys.stderr)
        return 2
    directory = argv[1].rstrip("/") or "/"
    network_id = argv[2]
    base = argv[3].rstrip("/")
    signal.signal(signal.SIGTERM, stop_like_ctrl_c)
    try:
        if not os.path.isdir(directory):
            raise Stop(f"{directory} is not a directory")
        if not base.startswith(("http://", "https://")):
            raise Stop(f"BASE_URL must start with http:// or https://, got '{base}'")
        service = Service(base, network_id, os.environ.get("PCAPLENS_TOKEN") or None,
                          seconds("PCAPLENS_MAX_BACKOFF", 60), seconds("PCAPLENS_STATUS_SECONDS", 3),
                          analysis_options())
        watch = Watch(directory, service, seconds("PCAPLENS_POLL_SECONDS", 30), seconds("PCAPLENS_SETTLE_SECONDS", 5))
        choice = watcher_choice()
        log(f"watching {directory} for network '{service.check_network()}' ({network_id}) at {base}")
        if watch.handled:
            log(f"skipping {len(watch.handled)} capture(s) already in {directory}")
        if choice == "watchdog":
            watch.by_watchdog()
        else:
            watch.by_polling()
        return 0
    except Stop as e:
        warn(f"error: {e}")
        return 1
    except KeyboardInterrupt:
        log("stopping")
        return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
