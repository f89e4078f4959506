package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The API's words for the domain's sortable fields and facets: one name each, none left without. */
class ConversationFieldNamesTest {

    @Test
    void everySortableFieldHasExactlyOneApiName() {
        Set<ConversationField> named = SortFields.names().stream().map(n -> SortFields.of(n).orElseThrow())
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(ConversationField.class)));
        assertEquals(EnumSet.allOf(ConversationField.class), named);
        assertEquals(ConversationField.values().length, SortFields.names().size());
        assertTrue(SortFields.of("nosuchfield").isEmpty());
    }

    @Test
    void eachSidesVolumeIsSortableUnderItsJsonName() {
        assertEquals(List.of(new ConversationQuery.Sort(ConversationField.SRC_BYTES, false),
                        new ConversationQuery.Sort(ConversationField.PROTOCOL, true),
                        new ConversationQuery.Sort(ConversationField.DST_PACKETS, true)),
                ConversationFilters.sort(List.of("srcBytes:desc,protocol", "dstPackets:ASC")));
    }

    @Test
    void everyFacetHasItsOwnApiName() {
        List<String> names = Arrays.stream(Facet.values()).map(FacetNames::of).toList();
        assertEquals(List.of("protocols", "dissectorProtocols", "apps", "categories", "fileTypes", "risks", "customRules",
                "severities", "countries", "deviceTypes", "idsAlerts"), names);
    }
}
