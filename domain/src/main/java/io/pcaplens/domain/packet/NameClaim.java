package io.pcaplens.domain.packet;

import java.io.Serializable;
import java.util.Comparator;
import java.util.Objects;

/**
 * A packet's statement that an address goes by a name: a DNS, mDNS or LLMNR answer, a DHCP client's host name, a
 * NetBIOS name record, a browser announcement or the workstation an NTLMSSP client says it is. Unlike a
 * {@link SeenName}, the address need not be an endpoint of the packet.
 *
 * @param address the address named: an IP address in tshark's form, or a MAC for a DHCP client
 */
public record NameClaim(String address, String name, Source source) implements Serializable, Comparable<NameClaim> {

    /** Where the claim was read. */
    public enum Source {
        /** an A or AAAA answer of unicast DNS */
        DNS,
        /** a PTR answer of unicast DNS, naming the address its reversed name spells */
        DNS_PTR,
        /** an mDNS answer (A, AAAA or reverse PTR) */
        MDNS,
        /** an LLMNR answer (A, AAAA or reverse PTR) */
        LLMNR,
        /** a DHCP client's host name or FQDN option */
        DHCP,
        /** a NetBIOS name record with its address (a registration or an answer) */
        NBNS,
        /** a browser announcement's server name, naming its sender */
        BROWSER,
        /** the workstation name of an NTLMSSP AUTHENTICATE message, naming its client */
        NTLMSSP
    }

    /** The longest name kept (a DNS name's longest text). */
    public static final int MAX_NAME = 255;

    public static final Comparator<NameClaim> ORDER = Comparator.comparing(NameClaim::source)
            .thenComparing(NameClaim::address).thenComparing(NameClaim::name);

    /** In {@link #ORDER}, so that a sorted set of claims needs no comparator, which would not serialize with a slice. */
    @Override
    public int compareTo(NameClaim other) {
        return ORDER.compare(this, other);
    }

    public NameClaim {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
    }

    /**
     * The name as kept: without control characters or surrounding blanks, in lower case (host names are
     * case-insensitive), at most {@link #MAX_NAME} long; null if nothing is left.
     */
    static String clean(String raw) {
        String name = LoginSign.cleanUser(raw == null ? null : raw.toLowerCase(java.util.Locale.ROOT));
        if (name == null) {
            return null;
        }
        return name.length() > MAX_NAME ? name.substring(0, MAX_NAME) : name;
    }
}
