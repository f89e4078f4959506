package io.pcaplens.domain.conversation.query;

import io.pcaplens.domain.conversation.TimeWindow;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The query as a display filter; that tshark selects the rows' frames with such filters is WiresharkFilterOnCapturesTest's. */
class DisplayFilterTest {

    private static ConversationQuery of(Expression... parts) {
        return ConversationQuery.where(Expression.and(List.of(parts)));
    }

    private static Expression ip(String terms) {
        return FilterForm.ip(terms).orElseThrow();
    }

    @Test
    void aFilterSetIsExpressedOnlyWhenEveryPartHasADisplayFilter() {
        assertEquals("ip.addr==10.0.0.5 && (tcp.port==443 || udp.port==443)",
                DisplayFilter.of(of(ip("10.0.0.5"), FilterForm.port(443))));
        assertEquals("", DisplayFilter.of(ConversationQuery.all()));

        ConversationQuery partialAndProtocol = of(ip("10.0"), FilterForm.selected(QueryField.PROTOCOL, List.of("HTTP")),
                Expression.clause(QueryField.COMMUNITY_ID, Operator.EQ, new Literal.Text("1:wCb3OG7yAFWelaUydu0D+125CLM=")));
        assertNull(DisplayFilter.of(partialAndProtocol));
        assertEquals(List.of("ip", "protocol", "communityId"), DisplayFilter.inexpressible(partialAndProtocol));
    }

    @Test
    void anExcludedPillValueAndATimeWindowAreNamedAsFiltersWiresharkCannotExpress() {
        ConversationQuery portWithoutHttp = of(FilterForm.port(80), FilterForm.selected(QueryField.PROTOCOL, List.of("TCP")),
                FilterForm.excluded(QueryField.PROTOCOL, List.of("HTTP")), FilterForm.excluded(QueryField.COUNTRY, List.of("DE")))
                .within(new TimeWindow(1L, 2L));
        assertNull(DisplayFilter.of(portWithoutHttp));
        assertEquals(List.of("protocol", "!protocol", "!country", "from/to"), DisplayFilter.inexpressible(portWithoutHttp));
    }

    @Test
    void blocksAndAddressesOfEitherFamilyAreExpressedAndORed() {
        assertEquals("ip.addr==10.0.0.0/8", DisplayFilter.of(of(ip("10.0.0.0/8"))));
        assertEquals("ipv6.addr==2001:db8::/32", DisplayFilter.of(of(ip("2001:db8::/32"))));
        assertTrue(DisplayFilter.inexpressible(of(ip("10.0.0.0/8"))).isEmpty());
        assertEquals("ip.addr==10.0.1.11", DisplayFilter.of(of(ip("10.0.1.11"))));
        assertEquals("(ip.addr==10.0.0.0/8 || ip.addr==192.168.0.0/16)", DisplayFilter.of(of(ip("10.0.0.0/8,192.168.0.0/16"))));
        assertEquals(List.of("ip"), DisplayFilter.inexpressible(of(ip("10.0.1."))));
        List<String> names = new ArrayList<>(DisplayFilter.inexpressible(of(
                Expression.clause(QueryField.BYTES, Operator.GT, new Literal.Number(1000)))));
        assertEquals(List.of("bytes > 1000"), names, "a clause the form has no parameter for is named by its expression");
    }
}
