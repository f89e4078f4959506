package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Each facet's values with the number of rows or flows ({@code unit}) the list would have with that value
 * added to the query (docs/explorer.md, "Facets follow the filters"): counted under every other filter; where
 * the group already selects values, the value's own rows or flows are added to those the selection holds (the
 * values of a group are OR-ed); an excluded value is counted as if it were selected instead, by {@code total},
 * the list total of a query.
 */
final class FacetCounts {

    private final DataSource dataSource;

    FacetCounts(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** @param captureId the capture whose rows are counted, null for every completed capture's */
    Map<Facet, Map<String, Long>> of(CaptureId captureId, ConversationQuery query, PayloadHits hits,
                                     FacetQueries.Unit unit, ToLongFunction<ConversationQuery> total) {
        Map<Facet, Map<String, Long>> all = new EnumMap<>(Facet.class);
        try (Connection con = dataSource.getConnection()) {
            for (Facet facet : Facet.values()) {
                ConversationSql s = new ConversationSql(captureId, query, hits, facet);
                Map<String, Long> values = s.selection == null
                        ? unselected(con, facet, s, unit.count())
                        : addedToSelection(con, facet, s, unit, query);
                for (String v : query.excluded(facet)) {
                    values.put(v, total.applyAsLong(query.including(facet, v)));
                }
                all.put(facet, mostFirst(values));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the facets", e);
        }
        return all;
    }

    /** A group that selects nothing: each value's own count under the other filters. */
    private static Map<String, Long> unselected(Connection con, Facet facet, ConversationSql s, String counted)
            throws SQLException {
        Map<String, Long> values = new LinkedHashMap<>();
        try (PreparedStatement st = con.prepareStatement(FacetQueries.of(facet, s.where, counted))) {
            Parameters.bind(con, st, 1, s.params);
            Rows.each(st, rs -> values.put(rs.getString(1), rs.getLong(2)));
        }
        return values;
    }

    /** A group that selects values: what each value would add to the selection's count. */
    private static Map<String, Long> addedToSelection(Connection con, Facet facet, ConversationSql s,
                                                      FacetQueries.Unit unit, ConversationQuery query)
            throws SQLException {
        Map<String, Long> values = new LinkedHashMap<>();
        String selected = s.where + " AND " + s.selection;
        List<Object> selectedParams = new ArrayList<>(s.params);
        selectedParams.addAll(s.selectionParams);
        long base;
        try (PreparedStatement st = con.prepareStatement(
                "SELECT " + unit.count() + " FROM conversation WHERE " + selected)) {
            Parameters.bind(con, st, 1, selectedParams);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                base = rs.getLong(1);
            }
        }
        // only rows or flows the selection does not already hold add to it
        List<Object> addedParams = new ArrayList<>();
        String added = unit.countNotIn(selected, selectedParams, s.selection, s.selectionParams, addedParams);
        try (PreparedStatement st = con.prepareStatement(FacetQueries.of(facet, s.where, added))) {
            int i = Parameters.bind(con, st, 1, addedParams);
            Parameters.bind(con, st, i, s.params);
            Rows.each(st, rs -> values.put(rs.getString(1), base + rs.getLong(2)));
        }
        // a selected value adds nothing: the list keeps its total
        query.included(facet).forEach(v -> values.putIfAbsent(v, base));
        return values;
    }

    /** Most frequent values first, then by value. */
    private static Map<String, Long> mostFirst(Map<String, Long> values) {
        Map<String, Long> sorted = new LinkedHashMap<>();
        values.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }
}
