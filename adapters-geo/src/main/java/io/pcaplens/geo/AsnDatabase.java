package io.pcaplens.geo;

import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoLocator.Attribution;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The bundled IP-to-ASN ranges of ip-location-db (RouteViews and the regional registries for the numbers, DB-IP's
 * "IP to ASN Lite" for the organisation names), read once into memory. It gives the autonomous system only; the
 * country database beside it gives the place.
 */
final class AsnDatabase implements OfflineDatabase {

    /** Where the build copies the pinned npm package's files into the jar. */
    static final String BUNDLED_IPV4 = "/geo/asn/asn-ipv4-num.csv";
    static final String BUNDLED_IPV6 = "/geo/asn/asn-ipv6.csv";

    private final AsnRanges v4;
    private final AsnRanges v6;

    AsnDatabase(AsnRanges v4, AsnRanges v6) {
        this.v4 = v4;
        this.v6 = v6;
    }

    /** The ranges bundled in the jar, or empty when the build did not bundle them. */
    static Optional<AsnDatabase> bundled() throws IOException {
        try (InputStream in4 = AsnDatabase.class.getResourceAsStream(BUNDLED_IPV4);
             InputStream in6 = AsnDatabase.class.getResourceAsStream(BUNDLED_IPV6)) {
            if (in4 == null || in6 == null) {
                return Optional.empty();
            }
            return Optional.of(new AsnDatabase(AsnCsv.ipv4(new InputStreamReader(in4, StandardCharsets.UTF_8)),
                    AsnCsv.ipv6(new InputStreamReader(in6, StandardCharsets.UTF_8))));
        }
    }

    @Override
    public Optional<Geo> locate(InetAddress address) {
        byte[] a = address.getAddress();
        byte[] v4Carried = address instanceof Inet4Address ? a : carriedIpv4(a);
        AsnRanges.Entry found = v4Carried != null
                ? v4.find(0, Integer.toUnsignedLong((v4Carried[0] & 0xff) << 24 | (v4Carried[1] & 0xff) << 16
                        | (v4Carried[2] & 0xff) << 8 | v4Carried[3] & 0xff))
                : v6.find(AsnCsv.half(a, 0), AsnCsv.half(a, 8));
        if (found == null) {
            return Optional.empty();
        }
        return Optional.of(new Geo(null, null, null, null, "AS" + found.number(), found.organisation(), Geo.OFFLINE));
    }

    /**
     * The IPv4 address a 6to4 (2002::/16) or NAT64 (64:ff9b::/96) address carries, whose autonomous system is the
     * one of interest, as the geolocation counts such an address as the IPv4 one (ExternalAddress); else null.
     */
    private static byte[] carriedIpv4(byte[] a) {
        if ((a[0] & 0xff) == 0x20 && (a[1] & 0xff) == 0x02) {
            return new byte[] {a[2], a[3], a[4], a[5]};
        }
        boolean nat64 = a[0] == 0 && (a[1] & 0xff) == 0x64 && (a[2] & 0xff) == 0xff && (a[3] & 0xff) == 0x9b;
        for (int i = 4; nat64 && i < 12; i++) {
            nat64 = a[i] == 0;
        }
        return nat64 ? new byte[] {a[12], a[13], a[14], a[15]} : null;
    }

    @Override
    public String describe() {
        return "bundled ip-location-db ASN ranges (" + v4.size() + " IPv4, " + v6.size() + " IPv6)";
    }

    /** The same credit as the country database: DB-IP gives the organisation names. */
    @Override
    public Optional<Attribution> attribution() {
        return Optional.of(CountryCodeDatabase.DB_IP);
    }

    @Override
    public void close() {
        // nothing held but memory
    }
}
