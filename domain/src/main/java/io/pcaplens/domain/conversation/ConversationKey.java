package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.Endpoints;

import java.io.Serializable;

/**
 * Spec 2.3: the direction-independent grouping key {@code ip1:port1-ip2:port2-PROTOCOL}. The lower node
 * identifier (plain lexicographic order) goes first; for same-host traffic the lower port goes first. A
 * packet and its reply therefore share a key. Packets without ports count as port 0.
 */
public record ConversationKey(String value) implements Serializable {

    public static ConversationKey of(Endpoints e, String protocol) {
        String a = e.srcNode();
        String b = e.dstNode();
        int pa = Endpoints.keyPort(e.srcPort());
        int pb = Endpoints.keyPort(e.dstPort());
        int order = a.compareTo(b);
        boolean sourceFirst = order < 0 || (order == 0 && pa <= pb);
        return sourceFirst
                ? new ConversationKey(a + ":" + pa + "-" + b + ":" + pb + "-" + protocol)
                : new ConversationKey(b + ":" + pb + "-" + a + ":" + pa + "-" + protocol);
    }

    @Override
    public String toString() {
        return value;
    }
}
