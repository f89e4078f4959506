package io.pcaplens.domain.packet;

import java.io.Serializable;
import java.util.Comparator;
import java.util.Objects;

/**
 * A client's statement of who uses it: the client name of a Kerberos AS-REQ, the user of an NTLMSSP AUTHENTICATE
 * message, the name of an LDAP bind or the user of an HTTP Digest request, each with its realm or domain. Only what the client sends counts: a KDC's reply names the client too,
 * but it is the KDC that sends it.
 *
 * @param address the sender
 * @param domain  the realm or domain, "" when none was given
 */
public record IdentityClaim(String address, String user, String domain, Source source) implements Serializable, Comparable<IdentityClaim> {

    public enum Source {
        KERBEROS,
        NTLMSSP,
        /** the name of an LDAP simple or SASL bind that carries one */
        LDAP,
        /** the user of an HTTP Digest Authorization header, with its realm */
        HTTP_DIGEST
    }

    public static final Comparator<IdentityClaim> ORDER = Comparator.comparing(IdentityClaim::source)
            .thenComparing(IdentityClaim::address).thenComparing(IdentityClaim::user)
            .thenComparing(IdentityClaim::domain);

    /** In {@link #ORDER}, so that a sorted set of claims needs no comparator, which would not serialize with a slice. */
    @Override
    public int compareTo(IdentityClaim other) {
        return ORDER.compare(this, other);
    }

    public IdentityClaim {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(domain, "domain");
        Objects.requireNonNull(source, "source");
    }
}
