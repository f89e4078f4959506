package io.pcaplens.domain.signature;

import io.pcaplens.domain.conversation.ConversationRow;

import java.util.Set;

/** The {@code port} (either endpoint), {@code srcPort} and {@code dstPort} conditions; rows without ports never match. */
public record PortCondition(Side side, Set<Integer> ports) implements RowCondition {

    /** Which endpoint's port is compared; source and destination are those of the conversation row. */
    public enum Side { EITHER, SOURCE, DESTINATION }

    public PortCondition {
        ports = Set.copyOf(ports);
    }

    @Override
    public boolean holds(ConversationRow row) {
        Integer srcPort = row.identity().srcPort();
        Integer dstPort = row.identity().dstPort();
        boolean src = srcPort != null && ports.contains(srcPort);
        boolean dst = dstPort != null && ports.contains(dstPort);
        return switch (side) {
            case EITHER -> src || dst;
            case SOURCE -> src;
            case DESTINATION -> dst;
        };
    }
}
