package io.pcaplens.domain.capture;

import java.io.Serializable;

/**
 * Why reading a capture stopped before the end of its file. A file cut short in the middle of a frame is how
 * a capture ends when the program writing it stopped abruptly (killed, crashed, out of disk): every frame
 * before the cut is whole, so the capture is analysed as far as it goes and says where it was cut. A damaged
 * file holds bytes that are no frame at all, and whatever follows them is lost.
 *
 * @param lastFrame the number of the last frame read whole, 0 when there was none
 * @param toolSays  the dissector's own words about the file, without the file's name
 */
public record Truncation(Kind kind, long lastFrame, String toolSays) implements Serializable {

    public enum Kind { CUT_SHORT, DAMAGED }

    public static Truncation cutShort(long lastFrame, String toolSays) {
        return new Truncation(Kind.CUT_SHORT, lastFrame, toolSays);
    }

    public static Truncation damaged(long lastFrame, String toolSays) {
        return new Truncation(Kind.DAMAGED, lastFrame, toolSays);
    }

    /** What a capture cut short is marked with: where the cut is and how much was read. */
    public String warning() {
        return "cut short in frame " + (lastFrame + 1) + "; " + lastFrame + (lastFrame == 1 ? " frame" : " frames")
                + " analysed";
    }

    /** Why the capture failed, in the file record's words. */
    public String reason() {
        String said = " (tshark: " + toolSays + ")";
        if (kind == Kind.CUT_SHORT) {
            return "The capture file is cut short in frame " + (lastFrame + 1) + (lastFrame == 0
                    ? ", before any frame could be read" : "") + said;
        }
        return "The capture file is damaged or truncated after frame " + lastFrame + said;
    }
}
