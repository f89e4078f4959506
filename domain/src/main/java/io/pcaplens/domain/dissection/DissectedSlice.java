package io.pcaplens.domain.dissection;

import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.Conversation;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationTable;
import io.pcaplens.domain.host.HostTable;
import io.pcaplens.domain.monitor.FrameEvidence;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.domain.signature.PayloadLookout;

import java.io.Serial;
import java.io.Serializable;
import java.util.HashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * What one slice of a capture showed as its packets streamed past (architecture.md, pipeline step 3): its
 * conversations and hosts, never its packets, and how its reading ended. Slices are read side by side, each
 * into its own; {@link DissectedCapture} merges them.
 *
 * <p>A slice may be read by another instance than the one that merges it; it then travels as a serialized
 * object, which is why it and everything it holds are {@link Serializable}. Every instance runs the same
 * version, so the default serial form is enough.
 */
public final class DissectedSlice implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    private final ConversationTable conversations = new ConversationTable();
    private final HostTable hosts = new HostTable();
    private final FrameEvidence frames = new FrameEvidence();
    private long packets;
    private Truncation truncation;
    private UntimedFrames untimed = UntimedFrames.NONE;
    /** The id each conversation's packets were written under. */
    private final Map<ConversationKey, Long> ids = new HashMap<>();
    private final PayloadLookout lookout;

    /** A slice whose payloads are not looked at for the rules' patterns. */
    public DissectedSlice() {
        this(PayloadLookout.none());
    }

    /** @param lookout what looks for the rules' payload patterns in each packet */
    public DissectedSlice(PayloadLookout lookout) {
        this.lookout = lookout;
    }

    /** Takes in one packet and returns its conversation. */
    public Conversation add(PacketRecord packet) {
        hosts.add(packet);
        frames.add(packet);
        Conversation conversation = conversations.add(packet);
        packet.payload().ifPresent(p -> lookout.look(conversation.key(), p.stored()));
        return conversation;
    }

    /**
     * @param packets    how many packets the dissector read from the slice
     * @param truncation why it stopped before the slice's end, null when it did not
     * @param untimed    its frames that carried no timestamp and the times they were given
     */
    public DissectedSlice ended(long packets, Truncation truncation, UntimedFrames untimed) {
        this.packets = packets;
        this.truncation = truncation;
        this.untimed = untimed;
        return this;
    }

    /** Records the id under which each of the slice's conversations had its packets written. */
    public DissectedSlice numbered(ToLongFunction<ConversationKey> idOf) {
        for (Conversation c : conversations.conversations()) {
            ids.put(c.key(), idOf.applyAsLong(c.key()));
        }
        return this;
    }

    Map<ConversationKey, Long> ids() {
        return ids;
    }

    ConversationTable conversations() {
        return conversations;
    }

    HostTable hosts() {
        return hosts;
    }

    FrameEvidence frames() {
        return frames;
    }

    PayloadLookout lookout() {
        return lookout;
    }

    /** How many packets the dissector read from the slice, once it ended. */
    public long packets() {
        return packets;
    }

    Truncation truncation() {
        return truncation;
    }

    UntimedFrames untimed() {
        return untimed;
    }
}
