package io.pcaplens.dissector.pcap;

import io.pcaplens.dissector.pcap.PcapngBlockWalk.Block;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * What slicing a pcapng file needs, found by walking its blocks ({@link PcapngBlockWalk}): how many frames it holds,
 * whether it can be sliced in place, where its slices start and the time each carries in for frames without a
 * timestamp ({@link io.pcaplens.domain.packet.FrameClock}), which may lie in an earlier slice.
 */
public final class PcapngIndex {

    /**
     * @param frames         the frames, numbered as tshark numbers them
     * @param headerEnd      where the first frame block starts: the blocks before it are the header every slice
     *                       is read behind
     * @param inPlace        whether the file is one section whose interface descriptions and decryption secrets all
     *                       come before its first frame, as capture tools write it: then any run of its blocks read
     *                       behind its header is read by tshark as the same run within the whole file
     * @param customBlocks   whether it holds custom blocks
     * @param untimedFrames  whether it holds frames without a timestamp (simple packet blocks)
     * @param firstTimeNanos the time of its first frame that has one, null when none has
     */
    public record Survey(long frames, long headerEnd, boolean inPlace, boolean customBlocks, boolean untimedFrames,
                  Long firstTimeNanos) {
    }

    /** Where a slice read in place starts, and what a frame without a timestamp takes before its first timed one. */
    public record SliceStart(long offset, Long carriedTimeNanos) {
    }

    private PcapngIndex() {
    }

    /** @throws IOException the file could not be read, or is damaged: a block's length is impossible */
    public static Survey survey(Path file) throws IOException {
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            PcapngBlockWalk walk = new PcapngBlockWalk(in);
            PcapngClocks clocks = new PcapngClocks(walk);
            long frames = 0;
            long headerEnd = in.size();
            int sections = 0;
            boolean late = false;
            boolean custom = false;
            boolean untimed = false;
            Long first = null;
            for (Block b = walk.next(); b != null; b = walk.next()) {
                clocks.see(b);
                sections += b.type() == Block.SECTION_HEADER ? 1 : 0;
                late |= frames > 0 && (b.type() == Block.INTERFACE_DESCRIPTION || b.type() == Block.DECRYPTION_SECRETS);
                if (!b.isFrame()) {
                    continue;
                }
                if (frames++ == 0) {
                    headerEnd = b.offset();
                }
                custom |= b.isCustom();
                untimed |= b.type() == Block.SIMPLE_PACKET;
                if (first == null && b.carriesTime()) {
                    first = clocks.timeOf(b);
                }
            }
            return new Survey(frames, headerEnd, sections == 1 && !late, custom, untimed, first);
        }
    }

    /**
     * The time of the first frame that has one, walking no further than that frame; null when none has. A damaged
     * block ends the walk as it ends tshark's reading: no frame after it is read.
     */
    public static Long firstTime(Path file) throws IOException {
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            PcapngBlockWalk walk = new PcapngBlockWalk(in);
            PcapngClocks clocks = new PcapngClocks(walk);
            for (Block b = walk.next(); b != null; b = walk.next()) {
                clocks.see(b);
                if (b.carriesTime()) {
                    return clocks.timeOf(b);
                }
            }
            return null;
        } catch (IOException damaged) {
            return null;
        }
    }

    /**
     * The start of every {@code framesPerSlice}-th frame of a file that {@link Survey#inPlace() can be sliced in
     * place}, with the time of the closest timed frame before it, or the capture's first time when none is.
     */
    public static List<SliceStart> sliceStarts(Path file, long framesPerSlice, Long firstTimeNanos) throws IOException {
        List<SliceStart> starts = new ArrayList<>();
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            PcapngBlockWalk walk = new PcapngBlockWalk(in);
            PcapngClocks clocks = new PcapngClocks(walk);
            long frames = 0;
            Block lastTimed = null;
            for (Block b = walk.next(); b != null; b = walk.next()) {
                clocks.see(b);
                if (!b.isFrame()) {
                    continue;
                }
                if (frames++ % framesPerSlice == 0) {
                    // one section whose interfaces are all described: the last timed frame is read by the same clocks
                    Long carried = lastTimed == null ? firstTimeNanos : Long.valueOf(clocks.timeOf(lastTimed));
                    starts.add(new SliceStart(b.offset(), carried));
                }
                if (b.carriesTime()) {
                    lastTimed = b;
                }
            }
        }
        return starts;
    }
}
