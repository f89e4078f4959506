package io.pcaplens.domain.signature;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowRisk;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A condition on a label of the row, compared without regard to letter case: the protocol column, the
 * dissector protocol, and the DPI application, category, JA3 hashes and risks of the row's flow. A row
 * whose flow DPI did not classify has none of the DPI values, so such conditions do not hold for it.
 */
public final class TextCondition implements RowCondition {

    private final String key;
    private final Function<ConversationRow, List<String>> values;
    private final Set<String> wanted;

    private TextCondition(String key, Function<ConversationRow, List<String>> values, List<String> wanted,
                          Function<String, String> normalise) {
        this.key = key;
        this.values = values;
        this.wanted = wanted.stream().map(normalise).collect(Collectors.toUnmodifiableSet());
    }

    private static String lower(String s) {
        return s.strip().toLowerCase(Locale.ROOT);
    }

    public static TextCondition protocol(List<String> wanted) {
        return new TextCondition("protocol", r -> one(r.labels().protocol()), wanted, TextCondition::lower);
    }

    public static TextCondition dissectorProtocol(List<String> wanted) {
        return new TextCondition("dissectorProtocol", r -> one(r.labels().dissectorProtocol()), wanted, TextCondition::lower);
    }

    public static TextCondition app(List<String> wanted) {
        return new TextCondition("app", r -> one(flow(r, f -> f.dpi().appName())), wanted, TextCondition::lower);
    }

    public static TextCondition category(List<String> wanted) {
        return new TextCondition("category", r -> one(flow(r, f -> f.dpi().category())), wanted, TextCondition::lower);
    }

    /** The client (JA3) or server (JA3S) hash of the flow. */
    public static TextCondition ja3(List<String> wanted) {
        return new TextCondition("ja3", r -> {
            List<String> both = new ArrayList<>(2);
            both.addAll(one(flow(r, f -> f.tls().ja3Client())));
            both.addAll(one(flow(r, f -> f.tls().ja3Server())));
            return both;
        }, wanted, TextCondition::lower);
    }

    /** Any of the flow's risks; a rule may name a risk as nDPI prints it ("Clear-Text Credentials") or normalised. */
    public static TextCondition risk(List<String> wanted) {
        return new TextCondition("risk", r -> r.flow() == null ? List.of() : r.flow().dpi().risks(), wanted,
                FlowRisk::normalise);
    }

    private static String flow(ConversationRow row, Function<FlowFacts, String> value) {
        return row.flow() == null ? null : value.apply(row.flow());
    }

    private static List<String> one(String value) {
        return value == null ? List.of() : List.of(value);
    }

    public String key() {
        return key;
    }

    @Override
    public boolean holds(ConversationRow row) {
        for (String v : values.apply(row)) {
            // stored risks are normalised already, so lower case is all a row's value needs
            if (wanted.contains(lower(v))) {
                return true;
            }
        }
        return false;
    }
}
