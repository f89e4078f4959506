package io.pcaplens.dissector.pcap;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The captured bytes of the last frame of a small capture (pcap or pcapng), read from its record: the bytes
 * Wireshark's bytes pane shows under "Frame".
 */
public final class LastFrameBytes {

    private static final int PCAP_RECORD_HEADER = 16;

    private LastFrameBytes() {
    }

    public static byte[] of(Path capture) throws IOException {
        Optional<ByteOrder> pcap = PcapRecordIndex.byteOrder(capture);
        try (FileChannel in = FileChannel.open(capture)) {
            return pcap.isPresent() ? lastRecord(in, pcap.get()) : lastBlock(in);
        }
    }

    private static byte[] lastRecord(FileChannel in, ByteOrder order) throws IOException {
        ByteBuffer head = ByteBuffer.allocate(PCAP_RECORD_HEADER).order(order);
        long offset = PcapRecordIndex.FILE_HEADER;
        long last = -1;
        int lastLength = 0;
        while (offset + PCAP_RECORD_HEADER <= in.size()) {
            head.clear();
            Channels.readFully(in, head, offset);
            long captured = Integer.toUnsignedLong(head.getInt(8));
            if (offset + PCAP_RECORD_HEADER + captured > in.size()) {
                break;
            }
            last = offset + PCAP_RECORD_HEADER;
            lastLength = (int) captured;
            offset = last + captured;
        }
        return read(in, last, lastLength);
    }

    private static byte[] lastBlock(FileChannel in) throws IOException {
        PcapngBlockWalk walk = new PcapngBlockWalk(in);
        byte[] bytes = new byte[0];
        for (PcapngBlockWalk.Block b = walk.next(); b != null; b = walk.next()) {
            if (b.type() == PcapngBlockWalk.Block.ENHANCED_PACKET || b.type() == PcapngBlockWalk.Block.OBSOLETE_PACKET) {
                // interface, timestamp (8), captured length, original length, then the data
                int captured = walk.body(b, 12, 4).getInt();
                bytes = read(in, b.offset() + 8 + 20, (int) Math.min(captured, b.length() - 32));
            } else if (b.type() == PcapngBlockWalk.Block.SIMPLE_PACKET) {
                int original = walk.body(b, 0, 4).getInt();
                bytes = read(in, b.offset() + 12, (int) Math.min(Integer.toUnsignedLong(original), b.length() - 16));
            }
        }
        return bytes;
    }

    private static byte[] read(FileChannel in, long offset, int length) throws IOException {
        if (offset < 0) {
            throw new IOException("the capture holds no frame");
        }
        ByteBuffer bytes = ByteBuffer.allocate(Math.max(0, length));
        Channels.readFully(in, bytes, offset);
        return bytes.array();
    }
}
