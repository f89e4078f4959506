package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * INFO: a user logs in from one of the network's hosts who did not log in from it in the previous snapshot (a
 * Kerberos client name, an NTLM user, a clear-text login). WARNING when the user logged in from none of the
 * network's hosts before: an account new to the network. The event's entity is the host and its after value the
 * account, so that the same user found again keeps its identity. Facts kept from before identities were
 * recorded are not compared.
 */
final class IdentityAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.IDENTITY_APPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline() || c.previous().naming() == null || c.current().naming() == null) {
            return List.of();
        }
        Set<String> before = new HashSet<>();
        Set<String> accountsBefore = new HashSet<>();
        for (IdentityFact i : c.previous().naming().identities()) {
            before.add(i.ip() + ' ' + i.account());
            accountsBefore.add(i.account());
        }
        Set<String> reported = new TreeSet<>();
        List<ChangeEvent> events = new ArrayList<>();
        for (IdentityFact i : c.current().naming().identities()) {
            String key = i.ip() + ' ' + i.account();
            if (!before.contains(key) && reported.add(key)) {
                boolean newAccount = !accountsBefore.contains(i.account());
                events.add(new ChangeEvent(type(), i.ip(), null, i.account(),
                        newAccount ? ChangeSeverity.WARNING : ChangeSeverity.INFO,
                        (newAccount ? "New user " : "User ") + i.account() + " logs in from " + i.ip()
                                + (newAccount ? "" : " for the first time") + " (" + i.source() + ")"));
            }
        }
        return events;
    }
}
