package io.pcaplens.domain.monitor;

import java.util.Comparator;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * A name one of the network's hosts went by in the snapshot's capture, from a source that names the host itself
 * ({@link #OWN_SOURCES}): what it called itself on DHCP, NetBIOS (names and browser announcements), mDNS, LLMNR
 * or as an NTLM workstation, or its reverse DNS name. The
 * names a host was given as a server (an HTTP Host, a TLS server name) name a service it answered for, not the
 * machine, and are not among them.
 *
 * @param source the inventory's name source, e.g. "DHCP"
 */
public record HostNameFact(String ip, String name, String source) {

    /** The inventory's sources of a host's own name. */
    public static final Set<String> OWN_SOURCES = Set.of("DHCP", "NBNS", "MDNS", "LLMNR", "DNS_PTR", "BROWSER",
            "NTLMSSP");

    static final Comparator<HostNameFact> ORDER = Comparator.comparing(HostNameFact::ip)
            .thenComparing(HostNameFact::name).thenComparing(HostNameFact::source);

    public HostNameFact {
        Objects.requireNonNull(ip, "ip");
        name = Objects.requireNonNull(name, "name").toLowerCase(Locale.ROOT);
        Objects.requireNonNull(source, "source");
    }
}
