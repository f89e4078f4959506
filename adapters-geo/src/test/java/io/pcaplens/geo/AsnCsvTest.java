package io.pcaplens.geo;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The ASN files' lines as ip-location-db writes them, read into ranges with inclusive ends. */
class AsnCsvTest {

    @Test
    void readsNumericIpv4RangesWithQuotedOrganisations() throws IOException {
        AsnRanges ranges = AsnCsv.ipv4(new StringReader("""
                16777216,16777471,13335,"Cloudflare, Inc."
                35309568,35313663,201907,"LLC ""SPUTNIK\"""
                134744064,134744319,15169,Google LLC
                3758096384,4294967295,4294967294,Last
                """));
        assertEquals(new AsnRanges.Entry(13335, "Cloudflare, Inc."), ranges.find(0, 16777216));
        assertEquals(new AsnRanges.Entry(13335, "Cloudflare, Inc."), ranges.find(0, 16777471));
        assertNull(ranges.find(0, 16777472));
        assertNull(ranges.find(0, 16777215));
        assertEquals(new AsnRanges.Entry(201907, "LLC \"SPUTNIK\""), ranges.find(0, 35310000));
        assertEquals(new AsnRanges.Entry(15169, "Google LLC"), ranges.find(0, 134744072));
        // numbers and addresses past 2^31 stay unsigned
        assertEquals(new AsnRanges.Entry(4294967294L, "Last"), ranges.find(0, 4294967295L));
        assertEquals(4, ranges.size());
    }

    @Test
    void readsIpv6RangesOfLiterals() throws IOException {
        AsnRanges ranges = AsnCsv.ipv6(new StringReader("""
                2001:4860::,2001:4860:ffff:ffff:ffff:ffff:ffff:ffff,15169,Google LLC
                2606:4700::,2606:4700:ffff:ffff:ffff:ffff:ffff:ffff,13335,"Cloudflare, Inc."
                """));
        assertEquals(new AsnRanges.Entry(15169, "Google LLC"), ranges.find(0x2001486048600000L, 0x8888L));
        assertEquals(new AsnRanges.Entry(13335, "Cloudflare, Inc."), ranges.find(0x2606470000000000L, 0));
        assertNull(ranges.find(0x2001486100000000L, 0));
        // above 0x8000… the high half is negative as a long, and must still sort after 2001:…
        assertNull(ranges.find(0xfe80000000000000L, 1));
    }

    @Test
    void aLaterRangeStartingInsideAnEarlierOneAnswersFromItsStart() throws IOException {
        AsnRanges ranges = AsnCsv.ipv4(new StringReader("""
                100,200,1,First
                150,250,2,Second
                """));
        assertEquals(1, ranges.find(0, 149).number());
        assertEquals(2, ranges.find(0, 150).number());
        assertEquals(2, ranges.find(0, 250).number());
    }

    @Test
    void refusesRangesOutOfOrderOrMalformedLines() {
        assertThrows(IOException.class, () -> AsnCsv.ipv4(new StringReader("200,300,1,A\n100,150,2,B\n")));
        assertThrows(IOException.class, () -> AsnCsv.ipv4(new StringReader("100,200,1\n")));
        assertThrows(IOException.class, () -> AsnCsv.ipv6(new StringReader("1.2.3.4,1.2.3.5,1,A\n")));
    }
}
