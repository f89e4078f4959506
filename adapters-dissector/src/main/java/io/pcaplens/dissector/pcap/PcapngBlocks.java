package io.pcaplens.dissector.pcap;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;

/**
 * Writes a pcapng file of chosen frames by walking the original's blocks in order: every block that is not a
 * frame is kept (the section header, the interface descriptions the frames refer to by index, name
 * resolution, statistics), frame blocks are kept when chosen. Frames are numbered as tshark numbers them
 * ({@link PcapngBlockWalk}). The walk ends at the last chosen frame.
 */
final class PcapngBlocks extends CaptureCopy {

    private final PcapngBlockWalk walk;
    /** The number of the last frame block passed. */
    private long frame;

    PcapngBlocks(FileChannel in, OutputStream out) throws IOException {
        super(in, out);
        this.walk = new PcapngBlockWalk(in);
    }

    @Override
    public void add(long frameNumber, long fileOffset) throws IOException {
        if (frameNumber <= frame) {
            throw new IOException("frames must be added in ascending order");
        }
        for (PcapngBlockWalk.Block b = walk.next(); b != null; b = walk.next()) {
            if (b.isFrame()) {
                frame++;
            }
            if (!b.isFrame() || frame == frameNumber) {
                copy(b.offset(), b.length());
            }
            if (b.isFrame() && frame == frameNumber) {
                return;
            }
        }
        throw new IOException("the capture has no frame " + frameNumber);
    }
}
