package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.DnsAnswers;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Login;
import io.pcaplens.domain.packet.HostClaims;
import io.pcaplens.domain.packet.IdentityClaim;
import io.pcaplens.domain.packet.NameClaim;
import io.pcaplens.domain.packet.PasswordSeen;
import io.pcaplens.domain.packet.SeenName;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A conversation's labels in its row; the multi-valued ones are text arrays. */
final class LabelColumns {

    private LabelColumns() {
    }

    static void write(Labels l, ColumnValues row) {
        row.put("protocol", l.protocol())
                .put("dissector_protocol", l.dissectorProtocol())
                .texts("file_types", l.fileTypes())
                .texts("http_user_agents", l.httpUserAgents())
                .texts("seen_names", l.names().stream().map(SeenName::name).toList())
                .texts("seen_name_sources", l.names().stream().map(n -> n.source().name()).toList())
                .texts("login_protocols", l.logins().stream().map(Login::protocol).toList())
                .texts("login_users", l.logins().stream().map(Login::user).toList())
                .texts("login_clients", l.logins().stream().map(Login::client).toList())
                .texts("login_passwords", l.logins().stream().map(g -> g.password().name()).toList())
                .put("dns_nxdomain", l.dns().noSuchName())
                .texts("dns_nxdomain_names", l.dns().failedNames())
                .texts("dns_query_types", l.dns().queryTypes().entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue()).toList())
                .texts("claimed_name_addresses", l.claims().names().stream().map(NameClaim::address).toList())
                .texts("claimed_names", l.claims().names().stream().map(NameClaim::name).toList())
                .texts("claimed_name_sources", l.claims().names().stream().map(c -> c.source().name()).toList())
                .texts("identity_addresses", l.claims().identities().stream().map(IdentityClaim::address).toList())
                .texts("identity_users", l.claims().identities().stream().map(IdentityClaim::user).toList())
                .texts("identity_domains", l.claims().identities().stream().map(IdentityClaim::domain).toList())
                .texts("identity_sources", l.claims().identities().stream().map(c -> c.source().name()).toList());
    }

    static Labels read(ResultSet rs) throws SQLException {
        return new Labels(rs.getString("protocol"), rs.getString("dissector_protocol"),
                TextArrays.read(rs, "file_types"), TextArrays.read(rs, "http_user_agents"), names(rs),
                logins(rs), dns(rs), claims(rs));
    }

    /** The arrays index for index; a source no longer known leaves its claim out. */
    private static HostClaims claims(ResultSet rs) throws SQLException {
        List<String> addresses = TextArrays.read(rs, "claimed_name_addresses");
        List<String> names = TextArrays.read(rs, "claimed_names");
        List<String> sources = TextArrays.read(rs, "claimed_name_sources");
        List<NameClaim> named = new ArrayList<>();
        for (int i = 0; i < Math.min(addresses.size(), Math.min(names.size(), sources.size())); i++) {
            String source = sources.get(i);
            int k = i;
            Arrays.stream(NameClaim.Source.values()).filter(s -> s.name().equals(source)).findFirst()
                    .ifPresent(s -> named.add(new NameClaim(addresses.get(k), names.get(k), s)));
        }
        List<String> senders = TextArrays.read(rs, "identity_addresses");
        List<String> users = TextArrays.read(rs, "identity_users");
        List<String> domains = TextArrays.read(rs, "identity_domains");
        List<String> kinds = TextArrays.read(rs, "identity_sources");
        List<IdentityClaim> identities = new ArrayList<>();
        int n = Math.min(Math.min(senders.size(), users.size()), Math.min(domains.size(), kinds.size()));
        for (int i = 0; i < n; i++) {
            String source = kinds.get(i);
            int k = i;
            Arrays.stream(IdentityClaim.Source.values()).filter(s -> s.name().equals(source)).findFirst()
                    .ifPresent(s -> identities.add(new IdentityClaim(senders.get(k), users.get(k), domains.get(k),
                            s)));
        }
        return named.isEmpty() && identities.isEmpty() ? HostClaims.NONE : new HostClaims(named, identities);
    }

    /** The query types as TYPE=count; an entry not of that form is left out. */
    private static DnsAnswers dns(ResultSet rs) throws SQLException {
        Map<String, Integer> types = new LinkedHashMap<>();
        for (String entry : TextArrays.read(rs, "dns_query_types")) {
            int eq = entry.lastIndexOf('=');
            if (eq > 0 && eq < entry.length() - 1 && entry.substring(eq + 1).chars().allMatch(Character::isDigit)
                    && entry.length() - eq <= 10) {
                types.put(entry.substring(0, eq), Integer.valueOf(entry.substring(eq + 1)));
            }
        }
        return new DnsAnswers(rs.getInt("dns_nxdomain"), TextArrays.read(rs, "dns_nxdomain_names"), types);
    }

    /** The four arrays index for index; a way of seeing a password no longer known leaves its login out. */
    private static List<Login> logins(ResultSet rs) throws SQLException {
        List<String> protocols = TextArrays.read(rs, "login_protocols");
        List<String> users = TextArrays.read(rs, "login_users");
        List<String> clients = TextArrays.read(rs, "login_clients");
        List<String> passwords = TextArrays.read(rs, "login_passwords");
        int n = Math.min(Math.min(protocols.size(), users.size()), Math.min(clients.size(), passwords.size()));
        List<Login> logins = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String password = passwords.get(i);
            int k = i;
            Arrays.stream(PasswordSeen.values()).filter(p -> p.name().equals(password)).findFirst()
                    .ifPresent(p -> logins.add(new Login(protocols.get(k), users.get(k), clients.get(k), p)));
        }
        return logins;
    }

    /** The two arrays index for index; a source no longer known leaves its name out. */
    private static List<SeenName> names(ResultSet rs) throws SQLException {
        List<String> names = TextArrays.read(rs, "seen_names");
        List<String> sources = TextArrays.read(rs, "seen_name_sources");
        List<SeenName> seen = new ArrayList<>();
        for (int i = 0; i < Math.min(names.size(), sources.size()); i++) {
            String name = names.get(i);
            String source = sources.get(i);
            Arrays.stream(SeenName.Source.values()).filter(s -> s.name().equals(source)).findFirst()
                    .ifPresent(s -> seen.add(new SeenName(name, s)));
        }
        return seen;
    }
}
