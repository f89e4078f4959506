package io.pcaplens.webapp;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/** The reference captures the tests feed to the service, read where they live (never copied into the project). */
final class Captures {

    /** How long the biggest reference capture may take to analyse on a slow machine. */
    static final Duration ANALYSIS = Duration.ofSeconds(120);

    private static final java.util.Random RANDOM = new java.util.Random();
    private static final Path DIR = Path.of(System.getProperty("pcaplens.pcaps", "../../shared/pcaps"));

    private Captures() {
    }

    static Path path(String name) {
        return DIR.resolve(name);
    }

    static byte[] bytes(String name) throws IOException {
        return Files.readAllBytes(path(name));
    }

    /**
     * dhcp.pcap (4 frames, classic pcap, little-endian) with its frames one second apart from {@code start}: a
     * capture the service has never seen, whose place among others the test chooses.
     */
    static byte[] dhcpAt(Instant start) throws IOException {
        ByteBuffer pcap = ByteBuffer.wrap(bytes("dhcp.pcap")).order(ByteOrder.LITTLE_ENDIAN);
        int at = 24;
        for (int frame = 0; at < pcap.capacity(); frame++) {
            pcap.putInt(at, (int) start.getEpochSecond() + frame);
            pcap.putInt(at + 4, 0);
            at += 16 + pcap.getInt(at + 8);
        }
        return pcap.array();
    }

    /**
     * A classic pcap reference capture's records repeated {@code copies} times, each copy one second past the
     * previous one's end: a capture many times larger than the reference, whose analysis takes a while.
     */
    static byte[] repeated(String name, int copies) throws IOException {
        byte[] unit = bytes(name);
        ByteBuffer in = ByteBuffer.wrap(unit).order(ByteOrder.LITTLE_ENDIAN);
        if (in.getInt(0) != 0xa1b2c3d4) {
            throw new IllegalArgumentException(name + " is no little-endian microsecond pcap");
        }
        int first = in.getInt(24);
        int last = first;
        for (int at = 24; at < unit.length; at += 16 + in.getInt(at + 8)) {
            last = in.getInt(at);
        }
        int span = last - first + 1;
        ByteBuffer out = ByteBuffer.allocate(24 + (unit.length - 24) * copies).order(ByteOrder.LITTLE_ENDIAN);
        out.put(unit, 0, 24);
        for (int copy = 0; copy < copies; copy++) {
            int records = out.position();
            out.put(unit, 24, unit.length - 24);
            for (int at = records; at < out.position(); at += 16 + out.getInt(at + 8)) {
                out.putInt(at, out.getInt(at) + copy * span);
            }
        }
        return out.array();
    }

    /**
     * A pcap header, then a record claiming more bytes than follow, with a random time so that each is new to the
     * service: it takes the file, and the analysis fails.
     */
    static byte[] truncated() {
        ByteBuffer pcap = ByteBuffer.allocate(24 + 16 + 20).order(ByteOrder.LITTLE_ENDIAN);
        pcap.putInt(0xa1b2c3d4).putShort((short) 2).putShort((short) 4).putInt(0).putInt(0).putInt(65535).putInt(1);
        pcap.putInt(RANDOM.nextInt(1 << 30)).putInt(0).putInt(65535).putInt(65535);
        return pcap.array();
    }
}
