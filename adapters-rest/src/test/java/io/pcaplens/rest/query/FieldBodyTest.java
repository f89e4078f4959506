package io.pcaplens.rest.query;

import io.pcaplens.domain.conversation.query.QueryField;
import io.pcaplens.domain.conversation.query.QueryText;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** GET /query/fields: the whole catalogue, each field's example a query on it. */
class FieldBodyTest {

    @Test
    void everyFieldOfTheCatalogueIsListedOnceInItsOrder() {
        List<String> listed = FieldBody.all().stream().map(FieldBody::name).toList();
        assertEquals(Arrays.stream(QueryField.values()).map(QueryField::apiName).toList(), listed);
        assertEquals(listed.size(), listed.stream().distinct().count());
    }

    @Test
    void aFieldSaysItsTypeWhetherItHoldsManyAndWhetherItSorts() {
        FieldBody src = FieldBody.all().stream().filter(f -> f.name().equals("ip.src")).findFirst().orElseThrow();
        assertEquals("address", src.type());
        assertFalse(src.many());
        assertTrue(src.sortable());
        assertFalse(src.facet());
        FieldBody risk = FieldBody.all().stream().filter(f -> f.name().equals("risk")).findFirst().orElseThrow();
        assertEquals("label", risk.type());
        assertTrue(risk.many());
        assertTrue(risk.facet());
        assertFalse(risk.sortable());
        assertTrue(FieldBody.all().stream().anyMatch(f -> f.name().equals("capture") && f.type().equals("text")));
    }

    @Test
    void everyExampleIsAQueryOnItsOwnField() {
        for (FieldBody f : FieldBody.all()) {
            assertEquals(List.of(f.name()), List.copyOf(ExpressionTree.fields(QueryText.parse(f.example()))),
                    f.example());
            assertFalse(f.description().isBlank(), f.name());
        }
    }
}
