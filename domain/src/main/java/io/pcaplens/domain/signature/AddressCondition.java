package io.pcaplens.domain.signature;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.packet.Cidr;

import java.util.List;

/**
 * The {@code ip} and {@code cidr} conditions: either endpoint is one of the addresses or inside one of the
 * blocks. They also say which endpoints a rule's {@code device_type} applies to.
 *
 * @param key the rules-file key it was written as, for messages
 */
public record AddressCondition(String key, List<Cidr> blocks) implements RowCondition {

    public AddressCondition {
        blocks = List.copyOf(blocks);
    }

    /** Whether this one endpoint satisfies the condition. */
    public boolean admits(String node) {
        for (Cidr block : blocks) {
            if (block.contains(node)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean holds(ConversationRow row) {
        return admits(row.identity().srcIp()) || admits(row.identity().dstIp());
    }
}
