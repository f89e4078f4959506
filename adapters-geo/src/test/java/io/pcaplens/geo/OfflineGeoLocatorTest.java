package io.pcaplens.geo;

import io.pcaplens.domain.conversation.Geo;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bundled databases on real addresses (expected countries as DB-IP, GeoLite2 and whois agree; autonomous systems
 * as the operators' own published numbers).
 */
class OfflineGeoLocatorTest {

    private static final OfflineGeoLocator BUNDLED = bundled();

    private static OfflineGeoLocator bundled() {
        OfflineGeoLocator locator = new OfflineGeoLocator(Optional.empty(), Optional.empty());
        return locator;
    }

    private static String country(String ip) {
        return BUNDLED.locate(ip).map(Geo::countryCode).orElse(null);
    }

    @Test
    void locatesWellKnownAddresses() {
        assertEquals("US", country("8.8.8.8"));
        assertEquals("AU", country("1.1.1.1"));
        assertEquals("GB", country("81.2.69.142"));
        assertEquals("DE", country("2a00:1450:4001:80b::200e"));
    }

    @Test
    void answersAreOfflineWithAnEnglishCountryNameAndTheAutonomousSystem() {
        Geo geo = BUNDLED.locate("8.8.8.8").orElseThrow();
        assertEquals(new Geo("United States", "US", null, null, "AS15169", "Google LLC", "offline"), geo);
        assertEquals("United Kingdom", BUNDLED.locate("81.2.69.142").orElseThrow().country());
    }

    @Test
    void givesTheAutonomousSystemOfWellKnownAddresses() {
        assertEquals("AS15169 Google LLC", system("8.8.8.8"));
        assertEquals("AS13335 Cloudflare, Inc.", system("1.1.1.1"));
        assertEquals("AS15169 Google LLC", system("2001:4860:4860::8888"));
        assertEquals("AS13335 Cloudflare, Inc.", system("2606:4700:4700::1111"));
        assertEquals("AS19281 Quad9", system("9.9.9.9"));
    }

    @Test
    void anAddressCarryingAnIpv4OneHasThatOnesAutonomousSystem() {
        assertEquals("AS15169 Google LLC", system("::ffff:8.8.8.8"));
        // 6to4 and NAT64 forms of 8.8.8.8
        assertEquals("AS15169 Google LLC", system("2002:808:808::1"));
        assertEquals("AS15169 Google LLC", system("64:ff9b::808:808"));
    }

    @Test
    void givesNoAutonomousSystemToPrivateOrDocumentationAddresses() {
        for (String ip : new String[] {"10.0.0.1", "192.168.1.1", "172.16.5.4", "100.64.0.1", "192.0.2.1",
                "198.51.100.7", "203.0.113.5", "2001:db8::1", "fd00::1", "fe80::1"}) {
            assertEquals(Optional.empty(), BUNDLED.locate(ip), ip);
        }
    }

    private static String system(String ip) {
        Geo geo = BUNDLED.locate(ip).orElseThrow();
        return geo.asn() + " " + geo.org();
    }

    @Test
    void doesNotLocateInternalAddresses() {
        assertEquals(null, country("192.168.1.1"));
        assertEquals(null, country("10.0.0.1"));
        assertEquals(null, country("::ffff:192.168.1.1"));
        assertEquals(null, country("fe80::1"));
        assertEquals(null, country("00:1b:21:3a:4f:10"));
    }

    @Test
    void anIpv4MappedPublicAddressIsLocatedAsItsIpv4Address() {
        assertEquals("US", country("::ffff:8.8.8.8"));
    }

    @Test
    void namesTheDatabaseAndTheCreditItsLicenceAsksFor() {
        assertTrue(BUNDLED.describe().startsWith("bundled DB-IP"), BUNDLED.describe());
        assertTrue(BUNDLED.describe().contains("ASN bundled ip-location-db ASN ranges"), BUNDLED.describe());
        assertEquals("IP Geolocation by DB-IP", BUNDLED.attribution().orElseThrow().text());
        assertEquals("https://db-ip.com", BUNDLED.attribution().orElseThrow().url());
    }

    @Test
    void aMissingConfiguredDatabaseLeavesAddressesUnlocatedAndSaysWhy() {
        OfflineGeoLocator locator = new OfflineGeoLocator(Optional.of("/nonexistent/GeoLite2-City.mmdb"),
                Optional.empty());
        assertEquals(Optional.empty(), locator.locate("8.8.8.8"));
        assertTrue(locator.describe().startsWith("no offline database"), locator.describe());
    }

    @Test
    void aConfiguredCountryCodeDatabaseIsReadLikeTheBundledOne() throws Exception {
        java.nio.file.Path copy = java.nio.file.Files.createTempFile("countries", ".mmdb");
        try (var in = OfflineGeoLocatorTest.class.getResourceAsStream(CountryCodeDatabase.BUNDLED)) {
            java.nio.file.Files.copy(in, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        try {
            OfflineGeoLocator locator = new OfflineGeoLocator(Optional.of(copy.toString()), Optional.empty());
            assertEquals("AU", locator.locate("1.1.1.1").orElseThrow().countryCode());
            assertEquals("AS13335", locator.locate("1.1.1.1").orElseThrow().asn());
            assertTrue(locator.describe().contains("country"), locator.describe());
            locator.close();
        } finally {
            java.nio.file.Files.delete(copy);
        }
    }
}
