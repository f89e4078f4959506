package io.pcaplens.geo;

import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoLocator.Attribution;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetAddress;
import java.util.Optional;

/** One local geolocation database file, opened. Its answers have source "offline". */
interface OfflineDatabase extends Closeable {

    Optional<Geo> locate(InetAddress address) throws IOException;

    String describe();

    Optional<Attribution> attribution();
}
