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
        boolean src = row.srcPort() != null && ports.contains(row.srcPort());
        boolean dst = row.dstPort() != null && ports.contains(row.dstPort());
        return switch (side) {
            case EITHER -> src || dst;
            case SOURCE -> src;
            case DESTINATION -> dst;
        };
    }
}
