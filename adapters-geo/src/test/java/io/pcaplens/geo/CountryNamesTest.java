package io.pcaplens.geo;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class CountryNamesTest {

    @Test
    void namesCountriesInEnglish() {
        assertEquals("Germany", CountryNames.of("DE"));
        assertEquals("Japan", CountryNames.of("jp"));
        assertEquals("Australia", CountryNames.of("AU"));
    }

    @Test
    void unknownCodesHaveNoName() {
        assertNull(CountryNames.of("ZZ"));
        assertNull(CountryNames.of(""));
        assertNull(CountryNames.of(null));
    }
}
