package io.pcaplens.domain.conversation.port;

import io.pcaplens.domain.conversation.Geo;

import java.util.Optional;

/** The local geolocation database (spec 2.5, grey badge): answers without any outbound call. */
public interface GeoLocator {

    /** Where an external address is, with source "offline"; empty when the database does not know it. */
    Optional<Geo> locate(String ip);

    /** A short description of the database in use, for the system endpoint. */
    String describe();

    /** The credit the database's licence asks for wherever its results are shown; empty when none is asked. */
    Optional<Attribution> attribution();

    record Attribution(String text, String url) {
    }
}
