package io.pcaplens.geo;

import io.pcaplens.domain.conversation.Geo;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A user's MaxMind databases, read with GeoIP2's reader: City and Country files are told apart by their metadata's
 * type, and an ASN file adds the autonomous system. The files are written here in the MaxMind DB format with the
 * GeoIP2 record layout.
 */
class MaxMindDatabaseTest {

    private Path dir;

    @BeforeEach
    void write() throws IOException {
        dir = Files.createTempDirectory("maxmind");
        Map<String, Object> mountainView = Map.of(
                "city", Map.of("names", Map.of("en", "Mountain View")),
                "country", Map.of("iso_code", "US", "names", Map.of("en", "United States")),
                "subdivisions", List.of(Map.of("iso_code", "CA", "names", Map.of("en", "California"))));
        Map<String, Object> london = Map.of(
                "city", Map.of("names", Map.of("en", "London")),
                "country", Map.of("iso_code", "GB", "names", Map.of("en", "United Kingdom")),
                "subdivisions", List.of(Map.of("iso_code", "ENG", "names", Map.of("en", "England"))));
        Files.write(dir.resolve("city.mmdb"), new MmdbWriter("GeoLite2-City")
                .add("8.8.8.0", 24, mountainView).add("81.2.69.0", 24, london).build());
        Files.write(dir.resolve("country.mmdb"), new MmdbWriter("GeoLite2-Country")
                .add("8.8.8.0", 24, Map.of("country", Map.of("iso_code", "US", "names", Map.of("en", "United States"))))
                .build());
        Files.write(dir.resolve("asn.mmdb"), new MmdbWriter("GeoLite2-ASN")
                .add("8.8.8.0", 24, Map.of("autonomous_system_number", 15169L,
                        "autonomous_system_organization", "Google LLC"))
                .build());
    }

    @AfterEach
    void remove() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    private OfflineGeoLocator locator(String mmdb, String asn) {
        OfflineGeoLocator locator = new OfflineGeoLocator(Optional.ofNullable(mmdb).map(f -> dir.resolve(f).toString()),
                Optional.ofNullable(asn).map(f -> dir.resolve(f).toString()));
        return locator;
    }

    @Test
    void aCityDatabaseGivesRegionAndCityAndTheAsnDatabaseTheAutonomousSystem() {
        OfflineGeoLocator locator = locator("city.mmdb", "asn.mmdb");
        assertEquals(Optional.of(new Geo("United States", "US", "California", "Mountain View", "AS15169", "Google LLC",
                "offline")), locator.locate("8.8.8.8"));
        assertEquals(Optional.of(new Geo("United Kingdom", "GB", "England", "London", null, null, "offline")),
                locator.locate("81.2.69.142"));
        assertEquals(Optional.empty(), locator.locate("1.1.1.1"));
        assertTrue(locator.describe().contains("GeoLite2-City"), locator.describe());
        assertEquals(Optional.empty(), locator.attribution());
        locator.close();
    }

    @Test
    void aCountryDatabaseWithoutAnAsnDatabaseGetsTheBundledAutonomousSystems() {
        OfflineGeoLocator locator = locator("country.mmdb", null);
        assertEquals(Optional.of(new Geo("United States", "US", null, null, "AS15169", "Google LLC", "offline")),
                locator.locate("8.8.8.8"));
        // the bundled ranges' names are DB-IP's, so their credit is due
        assertEquals("IP Geolocation by DB-IP", locator.attribution().orElseThrow().text());
        locator.close();
    }

    @Test
    void anAsnDatabaseAloneAddsTheAutonomousSystemToTheBundledCountries() {
        OfflineGeoLocator locator = locator(null, "asn.mmdb");
        assertEquals(Optional.of(new Geo("United States", "US", null, null, "AS15169", "Google LLC", "offline")),
                locator.locate("8.8.8.8"));
        assertEquals("AU", locator.locate("1.1.1.1").orElseThrow().countryCode());
        // the configured ASN database wins over the bundled ranges, even where it knows nothing
        assertEquals(null, locator.locate("1.1.1.1").orElseThrow().asn());
        assertEquals("IP Geolocation by DB-IP", locator.attribution().orElseThrow().text());
        locator.close();
    }

    @Test
    void aCityDatabaseNamedAsTheAsnDatabaseIsRefused() {
        OfflineGeoLocator locator = locator(null, "city.mmdb");
        assertEquals(Optional.empty(), locator.locate("8.8.8.8"));
        assertTrue(locator.describe().contains("not an ASN one"), locator.describe());
    }
}
