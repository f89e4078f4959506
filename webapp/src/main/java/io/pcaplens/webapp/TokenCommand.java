package io.pcaplens.webapp;

import io.pcaplens.application.Page;
import io.pcaplens.application.access.AccessRefusal;
import io.pcaplens.application.access.TokenAdministration;
import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.persistence.SchemaMigration;
import io.pcaplens.persistence.access.JdbcTokenRepository;
import org.postgresql.ds.PGSimpleDataSource;

import java.io.PrintStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * {@code ./pcaplens token create NAME ROLE | list | revoke NAME_OR_ID}: API tokens managed on the service's
 * database directly, without a token, so that the first admin token can be made. Runs outside the server on
 * the WAR's classes (JDBC only). When the database does not answer and it is the embedded one, it is started
 * for the command's duration, so the service need not run.
 *
 * <p>{@code create} prints the secret alone on standard output, for {@code TOKEN=$(./pcaplens token create …)};
 * everything else goes to standard error.
 */
public final class TokenCommand {

    private static final String USAGE = """
            usage: pcaplens token create NAME ROLE    a new token; ROLE is viewer, analyst or admin
                   pcaplens token list                every token, revoked ones too (never a secret)
                   pcaplens token revoke NAME_OR_ID   the active token of that name, or the token of that id""";

    private TokenCommand() {
    }

    public static void main(String[] args) throws Exception {
        Logger.getLogger("").setLevel(Level.WARNING);
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        String command = args.length == 0 ? "" : args[0];
        int expected = switch (command) {
            case "create" -> 3;
            case "revoke" -> 2;
            case "list" -> 1;
            default -> -1;
        };
        if (args.length != expected) {
            err.println(USAGE);
            return 2;
        }
        LocalSettings settings = new LocalSettings(System.getenv());
        javax.sql.DataSource database = open(settings, err);
        try {
            SchemaMigration.migrate(database);
            TokenAdministration tokens = new TokenAdministration(new JdbcTokenRepository(database));
            switch (command) {
                case "create" -> {
                    ApiToken.IssuedToken issued = tokens.create(args[1], args[2]);
                    err.println("token '" + issued.token().name() + "' (" + issued.token().role().label() + ", id "
                            + issued.token().id() + ") created; its secret, shown this once:");
                    out.println(issued.secret().reveal());
                }
                case "revoke" -> {
                    ApiToken revoked = revoke(tokens, args[1]);
                    err.println("token '" + revoked.name() + "' (" + revoked.id() + ") revoked");
                }
                default -> list(tokens, out);
            }
            return 0;
        } catch (AccessRefusal refusal) {
            err.println("pcaplens token: " + refusal.getMessage());
            return 1;
        } finally {
            EmbeddedAwareDataSource.stopEmbedded();
        }
    }

    private static ApiToken revoke(TokenAdministration tokens, String nameOrId) throws AccessRefusal {
        try {
            UUID id = UUID.fromString(nameOrId);
            if (id.toString().equalsIgnoreCase(nameOrId)) {
                return tokens.revoke(id);
            }
        } catch (IllegalArgumentException notAnId) {
            // a name, then
        }
        return tokens.revokeNamed(nameOrId);
    }

    private static void list(TokenAdministration tokens, PrintStream out) {
        out.printf("%-36s  %-7s  %-8s  %-25s  %-25s  %s%n", "ID", "ROLE", "STATE", "CREATED", "LAST USED", "NAME");
        for (int page = 1; ; page++) {
            Page<ApiToken> tokensPage = tokens.page(page, 100);
            for (ApiToken t : tokensPage.items()) {
                out.printf("%-36s  %-7s  %-8s  %-25s  %-25s  %s%n", t.id(), t.role().label(),
                        t.active() ? "active" : "revoked", t.createdAt(), t.lastUsedAt() == null ? "-" : t.lastUsedAt(),
                        t.name());
            }
            if (page >= tokensPage.totalPages()) {
                return;
            }
        }
    }

    /** The configured database; the embedded one started here when it is the one configured and is not running. */
    private static javax.sql.DataSource open(LocalSettings settings, PrintStream err) throws SQLException {
        PGSimpleDataSource running = new PGSimpleDataSource();
        configure(running, settings);
        try (Connection probe = running.getConnection()) {
            return running;
        } catch (SQLException notAnswering) {
            if (!Boolean.parseBoolean(settings.get("pcaplens.db.embedded"))) {
                throw new SQLException("the database at " + running.getUrl() + " does not answer: "
                        + notAnswering.getMessage(), notAnswering);
            }
            err.println("starting the embedded database in " + settings.get("pcaplens.db.embedded.dir") + " …");
            EmbeddedAwareDataSource embedded = new EmbeddedAwareDataSource();
            configure(embedded, settings);
            embedded.setEmbedded(true);
            embedded.setEmbeddedDir(settings.get("pcaplens.db.embedded.dir"));
            return embedded;
        }
    }

    private static void configure(PGSimpleDataSource source, LocalSettings settings) {
        source.setUrl(settings.get("pcaplens.db.url"));
        source.setUser(settings.get("pcaplens.db.user"));
        source.setPassword(settings.get("pcaplens.db.password"));
    }
}
