package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.HostClaims;
import io.pcaplens.domain.packet.IdentityClaim;
import io.pcaplens.domain.packet.NameClaim;

import java.io.Serializable;
import java.util.List;
import java.util.TreeSet;

/**
 * The distinct name and identity claims of one conversation's packets, at most {@link #MAX} of each: the first in
 * their order, so the result is the same however the capture was sliced.
 */
final class ClaimTally implements Serializable {

    /** As many as a row keeps of its NXDOMAIN names: enough for any host, few enough to store. */
    static final int MAX = DnsAnswers.MAX_FAILED_NAMES;

    private final TreeSet<NameClaim> names = new TreeSet<>();
    private final TreeSet<IdentityClaim> identities = new TreeSet<>();

    void add(HostClaims claims) {
        claims.names().forEach(this::name);
        claims.identities().forEach(this::identity);
    }

    private void name(NameClaim c) {
        if (names.add(c) && names.size() > MAX) {
            names.pollLast();
        }
    }

    private void identity(IdentityClaim c) {
        if (identities.add(c) && identities.size() > MAX) {
            identities.pollLast();
        }
    }

    void absorb(ClaimTally other) {
        other.names.forEach(this::name);
        other.identities.forEach(this::identity);
    }

    HostClaims claims() {
        return names.isEmpty() && identities.isEmpty() ? HostClaims.NONE
                : new HostClaims(List.copyOf(names), List.copyOf(identities));
    }
}
