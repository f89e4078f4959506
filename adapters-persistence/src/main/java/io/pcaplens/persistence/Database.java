package io.pcaplens.persistence;

/** The one DataSource of the service, defined by the webapp. */
final class Database {

    static final String DATASOURCE = "java:global/jdbc/pcaplens";

    private Database() {
    }
}
