#!/usr/bin/env python3
"""Suricata cold against warm (see bench/README.md).

Cold: the service's own command line, one `suricata -r FILE` per capture, start-up included.
Warm: one engine started once in unix-socket run mode with the same rules and settings, each capture
handed to it with the `pcap-file` command; the time of a capture runs from the command to the engine
reporting its queue empty and no file current.

Usage: python3 bench/suricata_warm.py RULES FILE...
Prints, per capture, both times and their ratio, then the totals; the warm engine's start-up once.
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

SETTINGS = ["--set", "stream.midstream=true", "--set", "outputs.1.eve-log.community-id=true",
            "--set", "app-layer.protocols.modbus.enabled=yes", "--set", "app-layer.protocols.dnp3.enabled=yes"]


def cold(capture, rules, work):
    out = tempfile.mkdtemp(dir=work)
    t0 = time.monotonic()
    subprocess.run(["suricata", "-r", capture, "-l", out, "-k", "none", "-S", rules] + SETTINGS,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    took = time.monotonic() - t0
    alerts = eve_alerts(out)
    shutil.rmtree(out)
    return took, alerts


def eve_alerts(out):
    path = os.path.join(out, "eve.json")
    if not os.path.exists(path):
        return 0
    with open(path) as f:
        return sum(1 for line in f if '"event_type":"alert"' in line)


class Engine:
    """A Suricata in unix-socket run mode, spoken to with its JSON protocol."""

    def __init__(self, rules, work):
        self.sock_path = os.path.join(work, "suricata.sock")
        self.log = tempfile.mkdtemp(dir=work)
        t0 = time.monotonic()
        self.process = subprocess.Popen(
            ["suricata", "--unix-socket=" + self.sock_path, "-l", self.log, "-k", "none", "-S", rules] + SETTINGS,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX)
                self.sock.connect(self.sock_path)
                break
            except OSError:
                if self.process.poll() is not None:
                    raise SystemExit("suricata exited before its socket opened")
                time.sleep(0.01)
        self.buffer = b""
        self.send({"version": "0.2"})
        # the engine answers commands only once its rules are loaded
        while self.command("pcap-file-number")["return"] != "OK":
            time.sleep(0.01)
        self.startup = time.monotonic() - t0

    def send(self, message):
        self.sock.sendall(json.dumps(message).encode() + b"\n")
        while True:
            try:
                return json.loads(self.buffer.decode())
            except ValueError:
                chunk = self.sock.recv(65536)
                if not chunk:
                    raise SystemExit("suricata closed its socket")
                self.buffer += chunk

    def command(self, name, arguments=None):
        self.buffer = b""
        message = {"command": name}
        if arguments:
            message["arguments"] = arguments
        return self.send(message)

    def run(self, capture, work):
        out = tempfile.mkdtemp(dir=work)
        t0 = time.monotonic()
        answer = self.command("pcap-file", {"filename": capture, "output-dir": out})
        if answer["return"] != "OK":
            raise SystemExit(f"pcap-file {capture}: {answer}")
        while True:
            queued = self.command("pcap-file-number")["message"]
            current = self.command("pcap-current")["message"]
            if queued == 0 and current == "None":
                break
            time.sleep(0.005)
        took = time.monotonic() - t0
        alerts = eve_alerts(out)
        shutil.rmtree(out)
        return took, alerts

    def stop(self):
        try:
            self.command("shutdown")
        except SystemExit:
            pass
        self.process.wait(timeout=30)


def main():
    rules, captures = sys.argv[1], sys.argv[2:]
    work = tempfile.mkdtemp(prefix="suricata-warm-")
    try:
        engine = Engine(rules, work)
        print(f"warm engine start-up (once): {engine.startup:.2f} s")
        print("capture\tcold s\twarm s\tratio\talerts cold/warm")
        total_cold = total_warm = 0.0
        for capture in captures:
            c, ca = cold(capture, rules, work)
            w, wa = engine.run(os.path.abspath(capture), work)
            total_cold += c
            total_warm += w
            print(f"{os.path.basename(capture)}\t{c:.3f}\t{w:.3f}\t{w / c:.2f}\t{ca}/{wa}")
        engine.stop()
        print(f"total\t{total_cold:.2f}\t{total_warm:.2f}\t{total_warm / total_cold:.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
