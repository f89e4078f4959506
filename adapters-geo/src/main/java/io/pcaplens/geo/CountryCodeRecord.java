package io.pcaplens.geo;

import com.maxmind.db.MaxMindDbConstructor;
import com.maxmind.db.MaxMindDbParameter;

/** The one field of a country-code database's record; public, as the MMDB decoder builds it by reflection. */
public record CountryCodeRecord(String countryCode) {

    @MaxMindDbConstructor
    public CountryCodeRecord(@MaxMindDbParameter(name = "country_code") String countryCode) {
        this.countryCode = countryCode;
    }
}
