package io.pcaplens.webapp;

import io.pcaplens.dissector.captures.Endpoint;
import io.pcaplens.dissector.captures.Frames;
import io.pcaplens.dissector.captures.PcapngWriter;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * Captures with one planted threat each among the same browsing noise, and the noise alone as their twin, written
 * with a fixed seed so that every run writes the same bytes. What was planted (hosts, ports, period, counts) is
 * known here, independently of the detectors that are to find it.
 */
final class PlantedThreats {

    static final long START_MICROS = 1_700_000_000_000_000L;
    static final long SECOND = 1_000_000L;

    static final Endpoint GATEWAY = host("10.1.0.1");
    static final Endpoint BEACON_CLIENT = host("10.1.0.50");
    static final Endpoint BEACON_SERVER = host("45.33.32.156").at(8443);
    static final int BEACON_COUNT = 61;
    static final double BEACON_PERIOD_S = 60;
    static final double BEACON_JITTER = 0.05;

    static final Endpoint SCANNER = host("10.1.0.66");
    static final Endpoint SCANNED = host("10.1.0.200");
    static final List<Integer> SCANNED_PORTS = List.of(21, 22, 23, 25, 53, 80, 110, 135, 139, 143, 443, 445, 993,
            995, 1433, 3306, 3389, 5432, 5900, 8080);
    static final List<Integer> OPEN_PORTS = List.of(22, 80, 443);
    static final int SWEPT_PORT = 445;
    static final List<String> SWEPT = sweep();
    static final List<String> SWEPT_ANSWERING = List.of("10.1.2.3", "10.1.2.7");

    static final Endpoint UPLOADER = host("10.1.0.77");
    static final Endpoint UPLOAD_SERVER = host("185.199.108.153").at(443);
    static final long UPLOAD_BYTES = 50L * 1024 * 1024;

    static final Endpoint LONG_CLIENT = host("10.1.0.88");
    static final Endpoint LONG_SERVER = host("52.10.20.30").at(22);
    static final long LONG_SECONDS = 2 * 3600;

    static final Endpoint NXDOMAIN_CLIENT = host("10.1.0.99");
    static final int NXDOMAIN_NAMES = 30;

    static final Endpoint DNS_BEACON_CLIENT = host("10.1.0.51");
    static final String DNS_BEACON_NAME = "update.c2-cdn.net";

    /** The browsing hosts and the servers they visit: none of them is one of the planted ones. */
    private static final List<Endpoint> BROWSERS = List.of(host("10.1.0.20"), host("10.1.0.21"), host("10.1.0.22"),
            host("10.1.0.23"), host("10.1.0.24"));
    private static final List<Endpoint> SITES = List.of(host("93.184.216.34"), host("151.101.1.69"),
            host("140.82.112.3"), host("104.16.132.229"), host("13.107.42.14"), host("172.217.16.142"));
    private static final long NOISE_SECONDS = 3600;

    /** One packet to be written, at its time. */
    private record Packet(long micros, byte[] frame) {
    }

    private final Path dir;

    PlantedThreats(Path dir) {
        this.dir = dir;
    }

    private static Endpoint host(String ip) {
        String[] b = ip.split("\\.");
        return new Endpoint(String.format("02:00:%02x:%02x:%02x:%02x", Integer.parseInt(b[0]), Integer.parseInt(b[1]),
                Integer.parseInt(b[2]), Integer.parseInt(b[3])), ip, 0);
    }

    private static List<String> sweep() {
        List<String> hosts = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            hosts.add("10.1.2." + i);
        }
        return List.copyOf(hosts);
    }

    Path noise() throws IOException {
        return write("planted-noise.pcapng", new ArrayList<>(), null);
    }

    /** The beacon: its connections' start times are the plan, {@link #beaconStarts()}. */
    Path beacon() throws IOException {
        List<Packet> packets = new ArrayList<>();
        Random random = new Random(60);
        int port = 40_000;
        for (long at : beaconStarts()) {
            new Session(packets, BEACON_CLIENT.at(port++), BEACON_SERVER, at, random).open()
                    .send(bytes(random, 180)).reply(bytes(random, 90)).close();
        }
        return write("planted-beacon.pcapng", packets, null);
    }

    /** When each beacon connection opens: every 60 s, each gap off by up to 5 %. */
    static List<Long> beaconStarts() {
        Random random = new Random(61);
        List<Long> starts = new ArrayList<>();
        long at = START_MICROS + 30 * SECOND;
        for (int i = 0; i < BEACON_COUNT; i++) {
            starts.add(at);
            double gap = BEACON_PERIOD_S * (1 + BEACON_JITTER * (2 * random.nextDouble() - 1));
            at += (long) (gap * SECOND);
        }
        return starts;
    }

    /**
     * A host asking for {@link #NXDOMAIN_NAMES} random .com names, one query each from a port of its own, each
     * answered "no such name" (NXDOMAIN): a domain generation algorithm's tries.
     */
    Path nxdomains() throws IOException {
        List<Packet> packets = new ArrayList<>();
        Random random = new Random(3);
        long at = START_MICROS + 900 * SECOND;
        int port = 45_000;
        for (int i = 0; i < NXDOMAIN_NAMES; i++) {
            StringBuilder name = new StringBuilder();
            for (int k = 0; k < 12 + random.nextInt(6); k++) {
                name.append((char) ('a' + random.nextInt(26)));
            }
            dnsExchange(packets, NXDOMAIN_CLIENT.at(port++), at, name + ".com", 3, random);
            at += (long) ((1 + random.nextDouble()) * SECOND);
        }
        return write("planted-nxdomain.pcapng", packets, null);
    }

    /** One name looked up {@link #BEACON_COUNT} times at the beacon's plan, each from a port of its own. */
    Path dnsBeacon() throws IOException {
        List<Packet> packets = new ArrayList<>();
        Random random = new Random(62);
        int port = 46_000;
        for (long at : beaconStarts()) {
            dnsExchange(packets, DNS_BEACON_CLIENT.at(port++), at, DNS_BEACON_NAME, 0, random);
        }
        return write("planted-dns-beacon.pcapng", packets, null);
    }

    /** An A query for the name to the gateway, answered with this reply code (an address only for 0). */
    private static void dnsExchange(List<Packet> packets, Endpoint client, long at, String name, int rcode,
                                    Random random) {
        java.io.ByteArrayOutputStream q = new java.io.ByteArrayOutputStream();
        for (String label : name.split("\\.")) {
            q.write(label.length());
            q.writeBytes(label.getBytes(StandardCharsets.US_ASCII));
        }
        q.writeBytes(new byte[]{0, 0, 1, 0, 1});
        byte[] question = q.toByteArray();
        int id = random.nextInt(65_536);
        java.nio.ByteBuffer query = java.nio.ByteBuffer.allocate(12 + question.length);
        query.putShort((short) id).putShort((short) 0x0100).putShort((short) 1).putShort((short) 0).putShort((short) 0)
                .putShort((short) 0).put(question);
        boolean answered = rcode == 0;
        java.nio.ByteBuffer answer = java.nio.ByteBuffer.allocate(12 + question.length + (answered ? 16 : 0));
        answer.putShort((short) id).putShort((short) (0x8180 | rcode)).putShort((short) 1)
                .putShort((short) (answered ? 1 : 0)).putShort((short) 0).putShort((short) 0).put(question);
        if (answered) {
            answer.putShort((short) 0xc00c).putShort((short) 1).putShort((short) 1).putInt(300).putShort((short) 4)
                    .put(new byte[]{(byte) 198, 51, 100, 23});
        }
        Endpoint server = GATEWAY.at(53);
        packets.add(new Packet(at, Frames.udp(client, server, query.array())));
        packets.add(new Packet(at + 9_000, Frames.udp(server, client, answer.array())));
    }

    /** A vertical scan of {@link #SCANNED} and a sweep of port 445: SYNs, a lone SYN-ACK from what is open. */
    Path scans() throws IOException {
        List<Packet> packets = new ArrayList<>();
        long at = START_MICROS + 600 * SECOND;
        int port = 50_000;
        for (int target : SCANNED_PORTS) {
            probe(packets, SCANNER.at(port++), SCANNED.at(target), OPEN_PORTS.contains(target), at);
            at += 20_000;
        }
        at += 5 * SECOND;
        for (String ip : SWEPT) {
            probe(packets, SCANNER.at(port++), host(ip).at(SWEPT_PORT), SWEPT_ANSWERING.contains(ip), at);
            at += 20_000;
        }
        return write("planted-scans.pcapng", packets, null);
    }

    private static void probe(List<Packet> packets, Endpoint from, Endpoint to, boolean open, long at) {
        packets.add(new Packet(at, Frames.tcp(from, to, 7_000, 0, Frames.SYN, new byte[0])));
        if (open) {
            packets.add(new Packet(at + 300, Frames.tcp(to, from, 9_000, 7_001, Frames.SYN | Frames.ACK, new byte[0])));
        }
    }

    /** The upload follows the noise, written a large segment at a time, each acknowledged. */
    Path upload() throws IOException {
        return write("planted-upload.pcapng", new ArrayList<>(), this::uploadTo);
    }

    private void uploadTo(PcapngWriter writer, OutputStream sink) throws IOException {
        Endpoint client = UPLOADER.at(51_515);
        long at = START_MICROS + (NOISE_SECONDS + 10) * SECOND;
        long seq = 1_000;
        long ack = 70_001;
        writer.packet(at, Frames.tcp(client, UPLOAD_SERVER, seq, 0, Frames.SYN, new byte[0]));
        writer.packet(at += 500, Frames.tcp(UPLOAD_SERVER, client, 70_000, seq + 1, Frames.SYN | Frames.ACK, new byte[0]));
        seq++;
        writer.packet(at += 500, Frames.tcp(client, UPLOAD_SERVER, seq, ack, Frames.ACK, new byte[0]));
        byte[] segment = bytes(new Random(50), 64_000);
        for (long sent = 0; sent < UPLOAD_BYTES; ) {
            int length = (int) Math.min(segment.length, UPLOAD_BYTES - sent);
            byte[] payload = length == segment.length ? segment : java.util.Arrays.copyOf(segment, length);
            writer.packet(at += 5_000, Frames.tcp(client, UPLOAD_SERVER, seq, ack, Frames.PSH | Frames.ACK, payload));
            seq += length;
            sent += length;
            writer.packet(at += 500, Frames.tcp(UPLOAD_SERVER, client, ack, seq, Frames.ACK, new byte[0]));
            writer.drainTo(sink);
        }
        writer.packet(at += 500, Frames.tcp(client, UPLOAD_SERVER, seq, ack, Frames.FIN | Frames.ACK, new byte[0]));
        writer.packet(at += 500, Frames.tcp(UPLOAD_SERVER, client, ack, seq + 1, Frames.FIN | Frames.ACK, new byte[0]));
        writer.packet(at + 500, Frames.tcp(client, UPLOAD_SERVER, seq + 1, ack + 1, Frames.ACK, new byte[0]));
    }

    /** One SSH-like session of two hours: a small exchange every five minutes. */
    Path longConnection() throws IOException {
        List<Packet> packets = new ArrayList<>();
        Random random = new Random(7200);
        long start = START_MICROS + 5 * SECOND;
        Session s = new Session(packets, LONG_CLIENT.at(42_222), LONG_SERVER, start, random).open();
        for (long t = 300; t < LONG_SECONDS; t += 300) {
            s.at(start + t * SECOND).send(bytes(random, 48)).reply(bytes(random, 48));
        }
        s.at(start + LONG_SECONDS * SECOND).close();
        return write("planted-long-connection.pcapng", packets, null);
    }

    private interface Streamed {
        void to(PcapngWriter writer, OutputStream sink) throws IOException;
    }

    private Path write(String name, List<Packet> planted, Streamed after) throws IOException {
        List<Packet> packets = new ArrayList<>(planted);
        packets.addAll(browsing());
        packets.sort(Comparator.comparingLong(Packet::micros));
        Path file = dir.resolve(name);
        try (OutputStream sink = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20)) {
            PcapngWriter writer = new PcapngWriter();
            for (Packet p : packets) {
                writer.packet(p.micros, p.frame);
            }
            writer.drainTo(sink);
            if (after != null) {
                after.to(writer, sink);
                writer.drainTo(sink);
            }
        }
        return file;
    }

    /** The noise: browsers resolving names and fetching pages at irregular times, the same in every capture. */
    private static List<Packet> browsing() {
        List<Packet> packets = new ArrayList<>();
        Random random = new Random(1);
        int port = 30_000;
        for (Endpoint browser : BROWSERS) {
            long at = START_MICROS + (long) (random.nextDouble() * 120 * SECOND);
            while (at < START_MICROS + NOISE_SECONDS * SECOND) {
                Endpoint site = SITES.get(random.nextInt(SITES.size()));
                Endpoint client = browser.at(port++);
                dns(packets, browser.at(port++), at, random);
                if (random.nextBoolean()) {
                    new Session(packets, client, site.at(80), at + 20_000, random).open()
                            .send(("GET /page/" + random.nextInt(1000) + " HTTP/1.1\r\nHost: www.example.com\r\n"
                                    + "User-Agent: Mozilla/5.0\r\n\r\n").getBytes(StandardCharsets.US_ASCII))
                            .reply(("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 600\r\n\r\n")
                                    .getBytes(StandardCharsets.US_ASCII)).reply(bytes(random, 600)).close();
                } else {
                    new Session(packets, client, site.at(443), at + 20_000, random).open()
                            .send(bytes(random, 300 + random.nextInt(300)))
                            .reply(bytes(random, 1_000 + random.nextInt(3_000))).close();
                }
                // gaps from a few seconds to five minutes, far from regular
                at += (long) ((2 + 298 * random.nextDouble() * random.nextDouble()) * SECOND);
            }
        }
        return packets;
    }

    private static void dns(List<Packet> packets, Endpoint client, long at, Random random) {
        int id = random.nextInt(65_536);
        byte[] question = {3, 'w', 'w', 'w', 7, 'e', 'x', 'a', 'm', 'p', 'l', 'e', 3, 'c', 'o', 'm', 0, 0, 1, 0, 1};
        java.nio.ByteBuffer query = java.nio.ByteBuffer.allocate(12 + question.length);
        query.putShort((short) id).putShort((short) 0x0100).putShort((short) 1).putShort((short) 0).putShort((short) 0)
                .putShort((short) 0).put(question);
        java.nio.ByteBuffer answer = java.nio.ByteBuffer.allocate(12 + question.length + 16);
        answer.putShort((short) id).putShort((short) 0x8180).putShort((short) 1).putShort((short) 1).putShort((short) 0)
                .putShort((short) 0).put(question).putShort((short) 0xc00c).putShort((short) 1).putShort((short) 1)
                .putInt(300).putShort((short) 4).put(new byte[]{93, (byte) 184, (byte) 216, 34});
        Endpoint server = GATEWAY.at(53);
        packets.add(new Packet(at, Frames.udp(client, server, query.array())));
        packets.add(new Packet(at + 8_000, Frames.udp(server, client, answer.array())));
    }

    private static byte[] bytes(Random random, int length) {
        byte[] b = new byte[length];
        random.nextBytes(b);
        return b;
    }

    /** A TCP connection of small packets a millisecond or so apart, sequence numbers counted as a stack does. */
    private static final class Session {
        private final List<Packet> packets;
        private final Endpoint client;
        private final Endpoint server;
        private final Random random;
        private long at;
        private long clientSeq = 1_000;
        private long serverSeq = 50_000;

        Session(List<Packet> packets, Endpoint client, Endpoint server, long at, Random random) {
            this.packets = packets;
            this.client = client;
            this.server = server;
            this.at = at;
            this.random = random;
        }

        Session at(long micros) {
            at = micros;
            return this;
        }

        private void frame(byte[] frame) {
            at += 500 + random.nextInt(1_500);
            packets.add(new Packet(at, frame));
        }

        Session open() {
            frame(Frames.tcp(client, server, clientSeq, 0, Frames.SYN, new byte[0]));
            frame(Frames.tcp(server, client, serverSeq, clientSeq + 1, Frames.SYN | Frames.ACK, new byte[0]));
            clientSeq++;
            serverSeq++;
            frame(Frames.tcp(client, server, clientSeq, serverSeq, Frames.ACK, new byte[0]));
            return this;
        }

        Session send(byte[] data) {
            frame(Frames.tcp(client, server, clientSeq, serverSeq, Frames.PSH | Frames.ACK, data));
            clientSeq += data.length;
            frame(Frames.tcp(server, client, serverSeq, clientSeq, Frames.ACK, new byte[0]));
            return this;
        }

        Session reply(byte[] data) {
            frame(Frames.tcp(server, client, serverSeq, clientSeq, Frames.PSH | Frames.ACK, data));
            serverSeq += data.length;
            frame(Frames.tcp(client, server, clientSeq, serverSeq, Frames.ACK, new byte[0]));
            return this;
        }

        void close() {
            frame(Frames.tcp(client, server, clientSeq, serverSeq, Frames.FIN | Frames.ACK, new byte[0]));
            clientSeq++;
            frame(Frames.tcp(server, client, serverSeq, clientSeq, Frames.FIN | Frames.ACK, new byte[0]));
            serverSeq++;
            frame(Frames.tcp(client, server, clientSeq, serverSeq, Frames.ACK, new byte[0]));
        }
    }
}
