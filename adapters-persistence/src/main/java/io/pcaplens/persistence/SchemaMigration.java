package io.pcaplens.persistence;

import jakarta.annotation.PostConstruct;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import jakarta.inject.Inject;
import org.flywaydb.core.Flyway;

import javax.sql.DataSource;

/** Brings the database schema up to date when the service starts, before anything uses it. */
@Startup
@Singleton
@TransactionManagement(TransactionManagementType.BEAN)
public class SchemaMigration {

    @Inject
    DataSource dataSource;

    @PostConstruct
    void migrate() {
        migrate(dataSource);
    }

    /**
     * Lines of work number their migrations apart (the API tokens are V20 while others count on from V12), so a
     * database may have applied a higher version before a lower one arrives; the lower one is applied then
     * rather than refused. Migrations of different lines touch different tables, so their order does not matter.
     */
    public static void migrate(DataSource dataSource) {
        Flyway.configure(SchemaMigration.class.getClassLoader())
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .outOfOrder(true)
                .load()
                .migrate();
    }
}
