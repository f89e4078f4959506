package io.pcaplens.dissector.captures;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Generated traffic: frames in the order they were sent, a millisecond apart, written out as a classic pcap
 * (little-endian, microseconds, Ethernet) or as pcapng.
 */
public final class Recording {

    /** A frame and when it was captured, in microseconds since the epoch. */
    public record Record(long micros, byte[] frame) {
    }

    private final List<Record> records = new ArrayList<>();
    private long micros = 1_700_000_000_000_000L;

    public Recording frame(byte[] frame) {
        micros += 1_000;
        records.add(new Record(micros, frame));
        return this;
    }

    public TcpConnection tcp(Endpoint client, Endpoint server) {
        return new TcpConnection(this, client, server);
    }

    /** The first {@code count} frames alone: what a capture stopped cleanly after them holds. */
    public Recording first(int count) {
        Recording prefix = new Recording();
        prefix.records.addAll(records.subList(0, count));
        return prefix;
    }

    public List<Record> records() {
        return List.copyOf(records);
    }

    public byte[] pcap() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteBuffer header = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN);
        header.putInt(0xa1b2c3d4).putShort((short) 2).putShort((short) 4).putInt(0).putInt(0).putInt(262_144).putInt(1);
        out.writeBytes(header.array());
        for (Record r : records) {
            ByteBuffer record = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
            record.putInt((int) (r.micros / 1_000_000)).putInt((int) (r.micros % 1_000_000))
                    .putInt(r.frame.length).putInt(r.frame.length);
            out.writeBytes(record.array());
            out.writeBytes(r.frame);
        }
        return out.toByteArray();
    }

    /** The same frames as pcapng, one enhanced packet block each. */
    public byte[] pcapng() {
        PcapngWriter writer = new PcapngWriter();
        records.forEach(r -> writer.packet(r.micros, r.frame));
        return writer.bytes();
    }
}
