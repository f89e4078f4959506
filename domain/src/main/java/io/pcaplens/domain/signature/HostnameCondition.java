package io.pcaplens.domain.signature;

import io.pcaplens.domain.conversation.ConversationRow;

import java.util.List;
import java.util.Locale;

/**
 * The {@code hostname} condition on the flow's SNI (or the host DPI saw): an exact name, or
 * {@code *.example.com} for example.com itself and every name below it. Case does not matter; a trailing
 * dot is ignored.
 */
public record HostnameCondition(List<String> patterns) implements RowCondition {

    public HostnameCondition {
        patterns = patterns.stream().map(HostnameCondition::canonical).toList();
        for (String p : patterns) {
            String name = p.startsWith("*.") ? p.substring(2) : p;
            if (name.isEmpty() || name.contains("*")) {
                throw new IllegalArgumentException("'" + p + "' is not a host name or *.domain pattern");
            }
        }
    }

    private static String canonical(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        return n.endsWith(".") ? n.substring(0, n.length() - 1) : n;
    }

    @Override
    public boolean holds(ConversationRow row) {
        if (row.flow() == null || row.flow().tls().hostname() == null) {
            return false;
        }
        String host = canonical(row.flow().tls().hostname());
        for (String p : patterns) {
            if (p.startsWith("*.")) {
                String domain = p.substring(2);
                if (host.equals(domain) || host.endsWith("." + domain)) {
                    return true;
                }
            } else if (host.equals(p)) {
                return true;
            }
        }
        return false;
    }
}
