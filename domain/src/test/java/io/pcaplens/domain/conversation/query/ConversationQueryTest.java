package io.pcaplens.domain.conversation.query;

import io.pcaplens.domain.conversation.Facet;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A pill group's selection and exclusion as parts of the query's expression. */
class ConversationQueryTest {

    private static final Expression HTTP = FilterForm.selected(QueryField.PROTOCOL, List.of("HTTP"));
    private static final Expression NOT_DNS_NTP = FilterForm.excluded(QueryField.PROTOCOL, List.of("DNS", "NTP"));

    @Test
    void addingAValueToAGroupWidensItsSelectionAndLiftsItsExclusion() {
        ConversationQuery notDns = ConversationQuery.where(Expression.and(List.of(HTTP, FilterForm.port(53), NOT_DNS_NTP)));

        assertEquals(List.of("HTTP", "DNS"), notDns.including(Facet.PROTOCOL, "DNS").included(Facet.PROTOCOL));
        assertEquals(List.of("NTP"), notDns.including(Facet.PROTOCOL, "DNS").excluded(Facet.PROTOCOL));
        assertEquals(List.of("HTTP"), notDns.including(Facet.PROTOCOL, "HTTP").included(Facet.PROTOCOL));
        assertEquals(List.of("high"), notDns.including(Facet.SEVERITY, "high").included(Facet.SEVERITY));
        assertEquals("protocol in {\"HTTP\", \"DNS\"} && port == 53 && !protocol == \"NTP\"",
                notDns.including(Facet.PROTOCOL, "DNS").filter().text(), "every other part stays where it was");
        assertEquals("port == 53", notDns.including(Facet.PROTOCOL, "DNS").including(Facet.PROTOCOL, "NTP")
                .withoutSelection(Facet.PROTOCOL).text(), "an exclusion lifted of its last value goes");
    }

    @Test
    void aGroupsSelectionIsLeftOutForItsFacetCountsAndItsExclusionKept() {
        ConversationQuery q = ConversationQuery.where(Expression.and(List.of(FilterForm.port(80), HTTP, NOT_DNS_NTP)));
        assertEquals("port == 53".replace("53", "80") + " && !protocol in {\"DNS\", \"NTP\"}",
                q.withoutSelection(Facet.PROTOCOL).text());
        assertEquals(q.filter(), q.withoutSelection(Facet.APPLICATION));
        assertEquals(List.of(), q.included(Facet.APPLICATION));
        // a clause inside an OR is no group's selection: it is the analyst's own expression
        ConversationQuery nested = ConversationQuery.where(Expression.or(List.of(HTTP, FilterForm.port(80))));
        assertEquals(List.of(), nested.included(Facet.PROTOCOL));
    }

    @Test
    void everyPayloadPatternIsFoundOnceWhereverItStands() {
        Expression get = FilterForm.payload("GET ".getBytes());
        ConversationQuery q = ConversationQuery.where(Expression.or(List.of(get,
                Expression.not(Expression.and(List.of(get, FilterForm.payload(new byte[] {0x16, 0x03})))))));
        assertEquals(Set.of(new Literal.Bytes("GET ".getBytes()), new Literal.Bytes(new byte[] {0x16, 0x03})),
                q.payloadPatterns());
    }

    @Test
    void aClauseTakesOneValueAndInAtLeastOne() {
        assertThrows(IllegalArgumentException.class, () -> new Expression.Clause(QueryField.PORT, Operator.IN, List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Expression.Clause(QueryField.PORT, Operator.EQ,
                List.of(new Literal.Number(1), new Literal.Number(2))));
        assertEquals(Expression.ALL, Expression.and(List.of(Expression.ALL, Expression.ALL)));
    }
}
