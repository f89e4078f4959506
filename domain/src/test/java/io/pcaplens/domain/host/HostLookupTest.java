package io.pcaplens.domain.host;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class HostLookupTest {

    private static Optional<HostLookup> lookup(HostLookup.Kind kind, String value) {
        return Optional.of(new HostLookup(kind, value));
    }

    @Test
    void anAddressIsComparedInTsharksForm() {
        assertEquals(lookup(HostLookup.Kind.ADDRESS, "10.0.4.20"), HostLookup.parse(" 10.0.4.20 "));
        assertEquals(lookup(HostLookup.Kind.ADDRESS, "2001:db8::1"), HostLookup.parse("2001:DB8:0:0:0:0:0:1"));
    }

    @Test
    void aMacIsLowerCaseWithColons() {
        assertEquals(lookup(HostLookup.Kind.MAC, "00:1a:2b:3c:4d:5e"), HostLookup.parse("00-1A-2B-3C-4D-5E"));
        assertEquals(lookup(HostLookup.Kind.MAC, "00:1a:2b:3c:4d:5e"), HostLookup.parse("00:1a:2B:3c:4d:5e"));
        // separators mixed within one MAC are no MAC, and no name either
        assertEquals(Optional.empty(), HostLookup.parse("00:1a-2b:3c:4d:5e"));
    }

    @Test
    void aNameIsLowerCaseWithoutItsFinalDot() {
        assertEquals(lookup(HostLookup.Kind.NAME, "www.bro.org"), HostLookup.parse("WWW.Bro.org."));
        assertEquals(lookup(HostLookup.Kind.NAME, "workstation-7"), HostLookup.parse("WORKSTATION-7"));
        assertEquals(lookup(HostLookup.Kind.NAME, "_ldap._tcp.dc._msdcs.corp"),
                HostLookup.parse("_ldap._tcp.dc._msdcs.corp"));
    }

    @Test
    void textNoHostIsCalledIsNoLookup() {
        assertEquals(Optional.empty(), HostLookup.parse(null));
        assertEquals(Optional.empty(), HostLookup.parse("   "));
        assertEquals(Optional.empty(), HostLookup.parse("a b"));
        assertEquals(Optional.empty(), HostLookup.parse("x'; DROP TABLE capture; --"));
        assertEquals(Optional.empty(), HostLookup.parse("a..b"));
        assertEquals(Optional.empty(), HostLookup.parse("a".repeat(254)));
    }
}
