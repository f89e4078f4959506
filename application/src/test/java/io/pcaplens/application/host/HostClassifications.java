package io.pcaplens.application.host;

import io.pcaplens.application.fakes.InMemoryFrameFacts;
import io.pcaplens.application.fakes.InMemorySnapshotFacts;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.domain.host.port.VendorDirectory;

import java.util.Optional;

/** Device classification outside the container, on the given ports and a vendor registry that knows no one. */
public final class HostClassifications {

    private HostClassifications() {
    }

    public static HostClassification on(HostRepository hosts, ConversationRepository conversations) {
        return new HostClassification(hosts, conversations, mac -> Optional.empty(), new InMemoryFrameFacts(),
                new InMemorySnapshotFacts());
    }
}
