package io.pcaplens.application.host;

import io.pcaplens.domain.port.ConversationRepository;
import io.pcaplens.domain.port.HostRepository;
import io.pcaplens.domain.port.VendorDirectory;

import java.util.Optional;

/** Device classification outside the container, on the given ports and a vendor registry that knows no one. */
public final class HostClassifications {

    private HostClassifications() {
    }

    public static HostClassification on(HostRepository hosts, ConversationRepository conversations) {
        HostClassification classification = new HostClassification();
        classification.hosts = hosts;
        classification.conversations = conversations;
        classification.vendors = mac -> Optional.empty();
        return classification;
    }
}
