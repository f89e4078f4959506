package io.pcaplens.domain.signature;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;

import java.util.List;

/**
 * One custom detection rule of signatures.yml (spec 2.2, custom signature matches): it fires on a
 * conversation when all of its row conditions hold and, when it has payload patterns, its
 * {@link PayloadCondition} is met by the conversation's stored payloads.
 *
 * @param deviceType null, or the device type the rule sets for the endpoints its address conditions
 *                   select
 * @param payload    null when the rule looks at no payload
 * @param line       where the rule starts in its file, for messages
 */
public record SignatureRule(String name, String description, Severity severity, String deviceType,
                            List<RowCondition> conditions, PayloadCondition payload, int line) {

    public SignatureRule {
        conditions = List.copyOf(conditions);
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a rule needs a name");
        }
        if (severity == null) {
            throw new IllegalArgumentException("a rule needs a severity");
        }
        if (conditions.isEmpty() && payload == null) {
            throw new IllegalArgumentException("a rule needs at least one match condition");
        }
        if (deviceType != null && conditions.stream().noneMatch(AddressCondition.class::isInstance)) {
            throw new IllegalArgumentException("device_type needs an ip or cidr condition naming the hosts it applies to");
        }
    }

    public RuleMatch match() {
        return new RuleMatch(name, severity);
    }

    /** Whether the conditions on the row itself hold; payload patterns are checked separately. */
    public boolean matchesRow(ConversationRow row) {
        for (RowCondition c : conditions) {
            if (!c.holds(row)) {
                return false;
            }
        }
        return true;
    }

    public boolean hasPayload() {
        return payload != null;
    }

    /**
     * Whether this endpoint of a conversation the rule fired on gets its device type: it must satisfy each
     * address condition by itself.
     */
    public boolean setsDeviceOf(String node) {
        if (deviceType == null) {
            return false;
        }
        for (RowCondition c : conditions) {
            if (c instanceof AddressCondition a && !a.admits(node)) {
                return false;
            }
        }
        return true;
    }
}
