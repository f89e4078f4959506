#!/usr/bin/env python3
"""Writes a capture with many hosts, for bench/hosts.sh: HOSTS clients (10.x.y.z, spread over /24s and /16s)
each open one TCP connection to one of a few hundred servers (some internal, most on documentation and public
ranges), with a SYN, a SYN/ACK, a request and an answer, so every client and server is a host of the inventory
and every pair an edge of the map. Usage: many_hosts.py HOSTS OUT.pcap"""
import struct
import sys


def checksum(data):
    if len(data) % 2:
        data += b"\0"
    s = sum(struct.unpack(f"!{len(data) // 2}H", data))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return ~s & 0xFFFF


def ip4(a):
    return bytes(int(p) for p in a.split("."))


def frame(src, dst, sport, dport, flags, seq, ack, payload=b""):
    tcp = struct.pack("!HHIIBBHHH", sport, dport, seq, ack, 5 << 4, flags, 65535, 0, 0) + payload
    pseudo = ip4(src) + ip4(dst) + struct.pack("!BBH", 0, 6, len(tcp))
    tcp = tcp[:16] + struct.pack("!H", checksum(pseudo + tcp)) + tcp[18:]
    ip = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(tcp), 0, 0x4000, 64, 6, 0, ip4(src), ip4(dst))
    ip = ip[:10] + struct.pack("!H", checksum(ip)) + ip[12:]
    eth = b"\x02\x00\x00\x00\x00\x01" + b"\x02\x00\x00\x00\x00\x02" + b"\x08\x00"
    return eth + ip + tcp


def main():
    hosts, out = int(sys.argv[1]), sys.argv[2]
    servers = [f"10.200.{k // 250}.{k % 250 + 1}" for k in range(50)] + \
              [f"{(k * 37) % 200 + 11}.{(k * 11) % 250}.{k % 250}.{(k * 7) % 250 + 1}" for k in range(250)]
    t = 1_700_000_000.0
    with open(out, "wb") as f:
        f.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1))

        def write(data):
            nonlocal t
            t += 0.0005
            sec = int(t)
            f.write(struct.pack("<IIII", sec, int((t - sec) * 1e6), len(data), len(data)) + data)

        for k in range(hosts):
            client = f"10.{k // 62500 % 100 + 1}.{k // 250 % 250}.{k % 250 + 1}"
            server = servers[k % len(servers)]
            sport = 20000 + k % 40000
            request = b"GET / HTTP/1.1\r\nHost: s" + str(k % len(servers)).encode() + b".example\r\n\r\n"
            write(frame(client, server, sport, 80, 0x02, 1000, 0))
            write(frame(server, client, 80, sport, 0x12, 5000, 1001))
            write(frame(client, server, sport, 80, 0x18, 1001, 5001, request))
            write(frame(server, client, 80, sport, 0x18, 5001, 1001 + len(request), b"HTTP/1.1 204 No Content\r\n\r\n"))


if __name__ == "__main__":
    main()
