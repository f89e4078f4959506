package io.pcaplens.domain.monitor;

import java.util.Comparator;
import java.util.Objects;

/**
 * A user seen logging in from one of the network's hosts in the snapshot's capture (a Kerberos client name, an
 * NTLM user, a clear-text login), as the host inventory records it: never a password.
 *
 * @param domain the user's domain or realm; empty when the source has none
 * @param source the inventory's identity source, e.g. "KERBEROS"
 */
public record IdentityFact(String ip, String user, String domain, String source) {

    static final Comparator<IdentityFact> ORDER = Comparator.comparing(IdentityFact::ip)
            .thenComparing(IdentityFact::user).thenComparing(IdentityFact::domain)
            .thenComparing(IdentityFact::source);

    public IdentityFact {
        Objects.requireNonNull(ip, "ip");
        Objects.requireNonNull(user, "user");
        domain = Objects.requireNonNullElse(domain, "");
        Objects.requireNonNull(source, "source");
    }

    /** The user as the change event names it: user, or domain\\user. */
    String account() {
        return domain.isEmpty() ? user : domain + "\\" + user;
    }
}
