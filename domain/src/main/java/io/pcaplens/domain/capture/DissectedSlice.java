package io.pcaplens.domain.capture;

import io.pcaplens.domain.conversation.Conversation;
import io.pcaplens.domain.conversation.ConversationTable;
import io.pcaplens.domain.host.HostTable;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.UntimedFrames;

/**
 * What one slice of a capture showed as its packets streamed past (architecture.md, pipeline step 3): its
 * conversations and hosts, never its packets, and how its reading ended. Slices are read side by side, each
 * into its own; {@link DissectedCapture} merges them.
 */
public final class DissectedSlice {

    private final ConversationTable conversations = new ConversationTable();
    private final HostTable hosts = new HostTable();
    private long packets;
    private Truncation truncation;
    private UntimedFrames untimed = UntimedFrames.NONE;

    /** Takes in one packet and returns its conversation. */
    public Conversation add(PacketRecord packet) {
        hosts.add(packet);
        return conversations.add(packet);
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

    ConversationTable conversations() {
        return conversations;
    }

    HostTable hosts() {
        return hosts;
    }

    long packets() {
        return packets;
    }

    Truncation truncation() {
        return truncation;
    }

    UntimedFrames untimed() {
        return untimed;
    }
}
