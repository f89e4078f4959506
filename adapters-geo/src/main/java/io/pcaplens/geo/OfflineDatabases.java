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
 * plain country-code database like the bundled one.
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
            if (asn != null) {
                // the bundled countries still answer; the ASN database adds the autonomous systems
                return Optional.of(new Combined(bundled.orElse(null), new MaxMindDatabase(null, asn, asnPath.get())));
            }
            return bundled.map(db -> db);
        }
        File file = new File(path.get());
        Reader plain = new Reader(file, new CHMCache());
        String type = plain.getMetadata().databaseType();
        if (type.contains("City") || type.contains("Country") && !type.startsWith("country")) {
            plain.close();
            String name = path.get() + " (" + type + (asnPath.map(a -> ", ASN " + a).orElse("")) + ")";
            return Optional.of(new MaxMindDatabase(reader(path.get()), asn, name));
        }
        OfflineDatabase countries = CountryCodeDatabase.of(plain, path.get());
        return Optional.of(asn == null ? countries : new Combined(countries, new MaxMindDatabase(null, asn, asnPath.get())));
    }

    private static DatabaseReader reader(String path) throws IOException {
        return new DatabaseReader.Builder(new File(path)).withCache(new CHMCache()).locales(List.of("en")).build();
    }
}
