package io.pcaplens.geo;

import com.maxmind.db.CHMCache;
import com.maxmind.db.Reader;
import com.maxmind.geoip2.DatabaseReader;

import java.io.File;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * Opens the offline database the configuration names, telling the kinds apart by the type recorded in the
 * file's metadata: a GeoIP2/GeoLite2 City or Country database is read with GeoIP2's reader, anything else as a
 * plain country-code database like the bundled one. The autonomous system comes from the ASN database the
 * configuration names, else from the bundled ASN ranges.
 */
final class OfflineDatabases {

    private OfflineDatabases() {
    }

    /**
     * @param path a user's database, or empty for the bundled one
     * @param asnPath an optional GeoIP2/GeoLite2 ASN database
     */
    static Optional<OfflineDatabase> open(Optional<String> path, Optional<String> asnPath) throws IOException {
        DatabaseReader asn = null;
        if (asnPath.isPresent()) {
            asn = reader(asnPath.get());
            String type = asn.metadata().databaseType();
            if (!type.contains("ASN")) {
                asn.close();
                throw new IOException(asnPath.get() + " is a " + type + " database, not an ASN one");
            }
        }
        if (path.isEmpty()) {
            Optional<CountryCodeDatabase> bundled = CountryCodeDatabase.bundled();
            // the bundled countries still answer; an ASN database adds the autonomous systems
            return withSystems(bundled.orElse(null), asn, asnPath);
        }
        File file = new File(path.get());
        Reader plain = new Reader(file, new CHMCache());
        String type = plain.getMetadata().databaseType();
        if (type.contains("City") || type.contains("Country") && !type.startsWith("country")) {
            plain.close();
            String name = path.get() + " (" + type + (asnPath.map(a -> ", ASN " + a).orElse("")) + ")";
            MaxMindDatabase maxMind = new MaxMindDatabase(reader(path.get()), asn, name);
            return asn != null ? Optional.of(maxMind) : withSystems(maxMind, null, asnPath);
        }
        return withSystems(CountryCodeDatabase.of(plain, path.get()), asn, asnPath);
    }

    /**
     * The countries with the autonomous systems of the configured ASN database, else of the bundled ranges; the
     * countries alone when the build bundled no ranges.
     */
    private static Optional<OfflineDatabase> withSystems(OfflineDatabase countries, DatabaseReader asn,
                                                         Optional<String> asnPath) throws IOException {
        Optional<? extends OfflineDatabase> systems = asn != null
                ? Optional.of(new MaxMindDatabase(null, asn, asnPath.orElseThrow()))
                : AsnDatabase.bundled();
        if (systems.isEmpty()) {
            return Optional.ofNullable(countries);
        }
        return Optional.of(new Combined(countries, systems.get()));
    }

    private static DatabaseReader reader(String path) throws IOException {
        return new DatabaseReader.Builder(new File(path)).withCache(new CHMCache()).locales(List.of("en")).build();
    }
}
