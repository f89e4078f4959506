package io.pcaplens.persistence.access;

import io.pcaplens.application.access.AccessRefusal;
import io.pcaplens.application.access.TokenAdministration;
import io.pcaplens.application.access.TokenAuthentication;
import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.domain.access.Role;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Tokens on a real PostgreSQL: the use cases over the JDBC repository, and what the table holds. */
class JdbcTokenRepositoryTest {

    private static DataSource database;
    private static JdbcTokenRepository repository;

    @BeforeAll
    static void database() throws Exception {
        database = TestDatabase.migrated();
        repository = new JdbcTokenRepository(database);
    }

    private static List<String> column(String sql) throws Exception {
        List<String> values = new ArrayList<>();
        try (Connection con = database.getConnection(); Statement st = con.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                values.add(rs.getString(1));
            }
        }
        return values;
    }

    @Test
    void aTokenIsFoundByItsSecretAndTheTableHoldsOnlyItsDigest() throws Exception {
        String name = "uploader " + UUID.randomUUID();
        ApiToken.IssuedToken issued = new TokenAdministration(repository).create(name, "analyst");

        ApiToken found = new TokenAuthentication(repository).authenticate(issued.secret().reveal()).orElseThrow();

        assertEquals(issued.token().id(), found.id());
        assertEquals(Role.ANALYST, found.role());
        assertEquals(issued.token().createdAt(), found.createdAt(), "the store keeps the instant as it was made");
        assertEquals(found.lastUsedAt(), repository.find(found.id()).orElseThrow().lastUsedAt(),
                "the use is recorded as it was made");
        String row = String.join("|", column("SELECT concat_ws('|', id, name, role, token_sha256, created_at)"
                + " FROM api_token WHERE name = '" + name + "'"));
        assertFalse(row.contains(issued.secret().reveal()), row);
        assertTrue(row.contains(issued.token().digest().hex()), row);
    }

    @Test
    void namesAreUniqueAmongActiveTokensOnly() throws Exception {
        TokenAdministration admin = new TokenAdministration(repository);
        String name = "ci " + UUID.randomUUID();
        ApiToken.IssuedToken first = admin.create(name, "viewer");

        assertEquals(AccessRefusal.Reason.NAME_IN_USE,
                assertThrows(AccessRefusal.class, () -> admin.create(name, "admin")).reason());
        ApiToken revoked = admin.revokeNamed(name);
        ApiToken.IssuedToken second = admin.create(name, "admin");

        assertFalse(revoked.active());
        assertTrue(new TokenAuthentication(repository).authenticate(first.secret().reveal()).isEmpty());
        assertEquals(Role.ADMIN,
                new TokenAuthentication(repository).authenticate(second.secret().reveal()).orElseThrow().role());
        assertEquals(List.of("viewer", "admin"),
                column("SELECT role FROM api_token WHERE name = '" + name + "' ORDER BY created_at"));
    }

    @Test
    void revokingTwiceKeepsTheFirstTime() throws Exception {
        TokenAdministration admin = new TokenAdministration(repository);
        ApiToken token = admin.create("twice " + UUID.randomUUID(), "viewer").token();
        ApiToken first = admin.revoke(token.id());
        Thread.sleep(5);
        assertEquals(first.revokedAt(), admin.revoke(token.id()).revokedAt());
    }
}
