package io.pcaplens.geo;

import com.maxmind.geoip2.DatabaseReader;
import com.maxmind.geoip2.exception.GeoIp2Exception;
import com.maxmind.geoip2.model.AsnResponse;
import com.maxmind.geoip2.model.CityResponse;
import com.maxmind.geoip2.model.CountryResponse;
import com.maxmind.geoip2.record.Country;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoLocator.Attribution;

import java.io.IOException;
import java.net.InetAddress;
import java.util.Optional;

/**
 * A MaxMind GeoLite2/GeoIP2 City or Country database the user supplies, optionally with an ASN database: unlike
 * the bundled one it also gives region, city and the autonomous system, still without any outbound call.
 */
final class MaxMindDatabase implements OfflineDatabase {

    private final DatabaseReader location;
    private final boolean city;
    private final DatabaseReader asn;
    private final String name;

    MaxMindDatabase(DatabaseReader location, DatabaseReader asn, String name) {
        this.location = location;
        this.city = location != null && location.metadata().databaseType().contains("City");
        this.asn = asn;
        this.name = name;
    }

    @Override
    public Optional<Geo> locate(InetAddress address) throws IOException {
        try {
            String code = null;
            String country = null;
            String region = null;
            String cityName = null;
            if (location != null && city) {
                Optional<CityResponse> found = location.tryCity(address);
                if (found.isPresent()) {
                    Country c = found.get().country();
                    code = c.isoCode();
                    country = c.name();
                    region = found.get().leastSpecificSubdivision().name();
                    cityName = found.get().city().name();
                }
            } else if (location != null) {
                Optional<CountryResponse> found = location.tryCountry(address);
                if (found.isPresent()) {
                    code = found.get().country().isoCode();
                    country = found.get().country().name();
                }
            }
            String as = null;
            String org = null;
            if (asn != null) {
                Optional<AsnResponse> found = asn.tryAsn(address);
                if (found.isPresent()) {
                    Long number = found.get().autonomousSystemNumber();
                    as = number == null ? null : "AS" + number;
                    org = found.get().autonomousSystemOrganization();
                }
            }
            if (code == null && as == null) {
                return Optional.empty();
            }
            if (country == null) {
                country = CountryNames.of(code);
            }
            return Optional.of(new Geo(country, code, region, cityName, as, org, Geo.OFFLINE));
        } catch (GeoIp2Exception e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    @Override
    public String describe() {
        return name;
    }

    @Override
    public Optional<Attribution> attribution() {
        return Optional.empty();
    }

    @Override
    public void close() throws IOException {
        if (location != null) {
            location.close();
        }
        if (asn != null) {
            asn.close();
        }
    }
}
