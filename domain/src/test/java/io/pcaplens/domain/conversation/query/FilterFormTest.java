package io.pcaplens.domain.conversation.query;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The form's filters as parts of an expression, and each part named back by its parameter. */
class FilterFormTest {

    @Test
    void ipTermsAreBlocksOfEitherEndOrSubstringsOfAnAddressOrAName() {
        Expression e = FilterForm.ip("10.0.0.0/8, 2001:0DB8::1,example").orElseThrow();
        assertEquals("ip == 10.0.0.0/8 || ip == 2001:db8::1 || ip contains \"example\" || sni contains \"example\""
                + " || name contains \"example\"", e.text());
        assertEquals("ip", FilterForm.parameterOf(e));
        assertTrue(FilterForm.ip(" , ").isEmpty());
    }

    @Test
    void anAutonomousSystemIsWrittenAsRowsHoldIt() {
        assertEquals("asn in {\"AS15169\", \"AS13335\"}", FilterForm.asns(List.of("15169", " as13335")).text());
    }

    @Test
    void eachPartIsNamedByTheParameterThatMadeIt() {
        assertEquals("port", FilterForm.parameterOf(FilterForm.port(80)));
        assertEquals("payload", FilterForm.parameterOf(FilterForm.payload(new byte[] {1})));
        assertEquals("risksOnly", FilterForm.parameterOf(FilterForm.risky()));
        assertEquals("idsAlert", FilterForm.parameterOf(FilterForm.selected(QueryField.IDS, List.of("ET SCAN x"))));
        assertEquals("!deviceType", FilterForm.parameterOf(FilterForm.excluded(QueryField.DEVICE, List.of("printer"))));
        assertEquals("asn", FilterForm.parameterOf(FilterForm.asns(List.of("1"))));
        assertEquals("ja4", FilterForm.parameterOf(FilterForm.selected(QueryField.JA4, List.of("t13d"))));
    }

    @Test
    void everyPillGroupHasItsFieldInTheCatalogue() {
        for (io.pcaplens.domain.conversation.Facet facet : io.pcaplens.domain.conversation.Facet.values()) {
            assertEquals(facet, QueryField.of(facet).facet().orElseThrow());
        }
        assertEquals(QueryField.IP, QueryField.named("ip.addr").orElseThrow());
    }
}
