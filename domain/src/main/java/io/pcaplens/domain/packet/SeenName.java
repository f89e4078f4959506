package io.pcaplens.domain.packet;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A name a packet gave to the peer of its flow, with where it was read: a DNS question, an HTTP Host header,
 * a TLS Client Hello's server name, a DNS name (subject alternative name) of a certificate the server sent, or
 * the common name of the server certificate's subject. The hostname filter matches all of them, since an
 * analyst searches by whichever name they know.
 *
 * <p>The subject's common name comes from DPI's reading of the server certificate, not from the packet: tshark
 * prints the subject attributes of every certificate of a chain as one list, so which of them names the server
 * cannot be told there.
 */
public record SeenName(String name, Source source) implements Serializable {

    /** Where a name was read. */
    public enum Source { DNS, HTTP_HOST, TLS_SNI, CERT_SAN, CERT_SUBJECT }

    /** Sorted by source, then name: the order a flow's names are stored and shown in. */
    public static final Comparator<SeenName> ORDER =
            Comparator.comparing(SeenName::source).thenComparing(SeenName::name);

    public SeenName {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
    }

    /** Every name the frame carries, in lower case (names are case-insensitive), each distinct one once. */
    public static List<SeenName> of(PacketFields f) {
        List<SeenName> names = new ArrayList<>();
        add(names, f.dnsQueryNames(), Source.DNS);
        add(names, f.httpHosts(), Source.HTTP_HOST);
        add(names, f.tlsServerName(), Source.TLS_SNI);
        add(names, f.certificateDnsNames(), Source.CERT_SAN);
        return names.isEmpty() ? List.of() : List.copyOf(names);
    }

    private static void add(List<SeenName> names, String raw, Source source) {
        for (String value : PacketFields.all(raw)) {
            SeenName n = new SeenName(value.strip().toLowerCase(Locale.ROOT), source);
            if (!n.name.isEmpty() && !names.contains(n)) {
                names.add(n);
            }
        }
    }
}
