package io.pcaplens.rest;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class FileNamesOnlyTest {

    @Test
    void anAbsolutePathIsCutToItsFileName() {
        assertEquals("signatures.yml", FileNamesOnly.of("/work/main/signatures.yml"));
        assertEquals("GeoLite2-City.mmdb (GeoLite2-City, ASN GeoLite2-ASN.mmdb)",
                FileNamesOnly.of("/srv/geo/GeoLite2-City.mmdb (GeoLite2-City, ASN /srv/geo/GeoLite2-ASN.mmdb)"));
        assertEquals("no offline database: x.mmdb (No such file or directory)",
                FileNamesOnly.of("no offline database: /etc/x.mmdb (No such file or directory)"));
    }

    @Test
    void addressesAndOtherTextStayAsTheyAre() {
        assertEquals("online service: https://ipinfo.io/lite", FileNamesOnly.of("online service: https://ipinfo.io/lite"));
        assertEquals("bundled DB-IP IP to Country Lite (2025-01-01)",
                FileNamesOnly.of("bundled DB-IP IP to Country Lite (2025-01-01)"));
        assertEquals("TCP/UDP", FileNamesOnly.of("TCP/UDP"));
        assertNull(FileNamesOnly.of(null));
    }
}
