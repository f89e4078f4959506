package io.pcaplens.geo;

import com.maxmind.db.CHMCache;
import com.maxmind.db.Reader;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoLocator.Attribution;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.util.Optional;

/**
 * An MMDB file whose records are just {@code {country_code}}, as the bundled DB-IP country database is. GeoIP2's
 * {@code DatabaseReader} refuses these ("Unsupported database type: country ipvAll"), so the plain MMDB reader
 * reads them.
 */
final class CountryCodeDatabase implements OfflineDatabase {

    /** The resource the build copies from the pinned npm package into the jar. */
    static final String BUNDLED = "/geo/dbip-country.mmdb";
    static final Attribution DB_IP = new Attribution("IP Geolocation by DB-IP", "https://db-ip.com");

    private final Reader reader;
    private final String name;
    private final Attribution attribution;

    private CountryCodeDatabase(Reader reader, String name, Attribution attribution) {
        this.reader = reader;
        this.name = name;
        this.attribution = attribution;
    }

    /** The database bundled in the jar, or empty when the build did not bundle one. */
    static Optional<CountryCodeDatabase> bundled() throws IOException {
        try (InputStream in = CountryCodeDatabase.class.getResourceAsStream(BUNDLED)) {
            if (in == null) {
                return Optional.empty();
            }
            Reader reader = new Reader(in, new CHMCache());
            return Optional.of(new CountryCodeDatabase(reader, "bundled DB-IP IP to Country Lite ("
                    + reader.getMetadata().buildTime().toString().substring(0, 10) + ")", DB_IP));
        }
    }

    /** A country-code database the user pointed the configuration at. */
    static CountryCodeDatabase of(Reader reader, String path) {
        return new CountryCodeDatabase(reader, path + " (" + reader.getMetadata().databaseType() + ")", null);
    }

    @Override
    public Optional<Geo> locate(InetAddress address) throws IOException {
        CountryCodeRecord found = reader.get(address, CountryCodeRecord.class);
        if (found == null || found.countryCode() == null) {
            return Optional.empty();
        }
        return Optional.of(new Geo(CountryNames.of(found.countryCode()), found.countryCode(), null, null, null, null,
                Geo.OFFLINE));
    }

    @Override
    public String describe() {
        return name;
    }

    @Override
    public Optional<Attribution> attribution() {
        return Optional.ofNullable(attribution);
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
