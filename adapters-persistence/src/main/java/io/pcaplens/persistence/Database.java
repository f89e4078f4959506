package io.pcaplens.persistence;

/** The one DataSource of the service, defined by the webapp. */
public final class Database {

    public static final String DATASOURCE = "java:global/jdbc/pcaplens";

    private Database() {
    }
}
