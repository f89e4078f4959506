package io.pcaplens.rest.query;

import io.pcaplens.domain.conversation.query.QueryField;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A field of the hunt language as GET /query/fields lists it, read from the catalogue alone so that the list
 * cannot drift from what the parser takes.
 *
 * @param name        how the field is written in a query
 * @param type        its value type (address, number, label, …), lower case
 * @param many        whether it holds several values, any one of which may match
 * @param facet       whether it is one of the filter panel's pill groups
 * @param sortable    whether the list can be sorted by it
 * @param description what it holds
 * @param example     a query that uses it
 */
public record FieldBody(String name, String type, boolean many, boolean facet, boolean sortable, String description,
                        String example) {

    public static FieldBody of(QueryField f) {
        return new FieldBody(f.apiName(), f.type().name().toLowerCase(Locale.ROOT), f.many(), f.facet().isPresent(),
                f.sortKey().isPresent(), f.description(), f.example());
    }

    /** Every field of the catalogue, in its order. */
    public static List<FieldBody> all() {
        return Arrays.stream(QueryField.values()).map(FieldBody::of).toList();
    }
}
