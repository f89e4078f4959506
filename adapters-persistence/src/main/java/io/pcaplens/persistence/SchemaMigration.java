package io.pcaplens.persistence;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionManagement;
import jakarta.ejb.TransactionManagementType;
import org.flywaydb.core.Flyway;

import javax.sql.DataSource;

/** Brings the database schema up to date when the service starts, before anything uses it. */
@Startup
@Singleton
@TransactionManagement(TransactionManagementType.BEAN)
public class SchemaMigration {

    @Resource(lookup = Database.DATASOURCE)
    DataSource dataSource;

    @PostConstruct
    void migrate() {
        migrate(dataSource);
    }

    public static void migrate(DataSource dataSource) {
        Flyway.configure(SchemaMigration.class.getClassLoader())
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load()
                .migrate();
    }
}
