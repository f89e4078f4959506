package io.pcaplens.domain.host;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OsHintTest {

    private static final String FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux i686; rv:24.0) Gecko/20100101 Firefox/24.0";
    private static final String EDGE_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Edg/120.0";
    private static final String SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) Safari/604.1";

    @Test
    void aUserAgentNamesTheSystemAndATtlOfItsFamilyBacksIt() {
        OsHint hint = OsHint.of(64, Set.of(FIREFOX_LINUX));
        assertEquals("Linux", hint.name());
        assertEquals(List.of("HTTP user agent \"" + FIREFOX_LINUX + "\" names Linux",
                "IP TTL 64 starts at 64, as " + OsHint.UNIX_LIKE + " does"), hint.signals());
    }

    @Test
    void windowsVersionsAreNamedByTheirNtNumber() {
        assertEquals("Windows 10 or 11", OsHint.systemOf(EDGE_WINDOWS));
        assertEquals("Windows 7", OsHint.systemOf("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)"));
        assertEquals("Windows", OsHint.systemOf("Microsoft-CryptoAPI/10.0 Windows"));
        assertEquals("iOS", OsHint.systemOf(SAFARI_IPHONE), "an iPhone's agent also says Mac OS X");
        assertEquals("Android", OsHint.systemOf("Mozilla/5.0 (Linux; Android 14; Pixel 8)"), "Android before Linux");
        assertNull(OsHint.systemOf("curl/8.5.0"));
    }

    @Test
    void aTtlAloneGivesOnlyTheFamily() {
        assertEquals(OsHint.WINDOWS, OsHint.of(121, Set.of()).name(), "seven routers below 128");
        assertEquals(OsHint.NETWORK_EQUIPMENT, OsHint.of(255, Set.of("curl/8.5.0")).name());
        assertEquals(OsHint.UNIX_LIKE, OsHint.of(52, Set.of()).name());
        assertEquals(OsHint.NONE, OsHint.of(-1, Set.of()));
    }

    @Test
    void aTtlOfAnotherFamilyIsSaidAndTheAgentStillNamesTheSystem() {
        OsHint hint = OsHint.of(64, Set.of(EDGE_WINDOWS));
        assertEquals("Windows 10 or 11", hint.name());
        assertTrue(hint.signals().get(hint.signals().size() - 1).startsWith("the TTL's family is not the user agent's"),
                hint.signals().toString());
    }

    @Test
    void agentsOfSeveralSystemsAreSeveralDevices() {
        Set<String> agents = new LinkedHashSet<>(List.of(EDGE_WINDOWS, SAFARI_IPHONE, "curl/8.5.0"));
        OsHint hint = OsHint.of(128, agents);
        assertEquals("Windows 10 or 11 or iOS", hint.name());
        assertTrue(hint.signals().get(hint.signals().size() - 1).contains("more than one device"));
    }

    @Test
    void aStatedWindowsBuildNamesTheReleaseAndTheOtherSignalsBackIt() {
        OsHint hint = OsHint.of(128, Set.of(19041), Set.of(EDGE_WINDOWS));
        assertEquals("Windows 10", hint.name());
        assertEquals(List.of("NTLMSSP states Windows build 19041: Windows 10",
                "HTTP user agent \"" + EDGE_WINDOWS + "\" names Windows 10 or 11",
                "IP TTL 128 starts at 128, as Windows does"), hint.signals());
        assertEquals("Windows Vista or Server 2008", OsHint.of(-1, Set.of(6001), Set.of()).name());
        assertEquals("Windows 11", OsHint.of(-1, Set.of(22631), Set.of()).name());
        assertEquals("Windows", OsHint.of(-1, Set.of(1), Set.of()).name(), "a build of no known release");
    }

    @Test
    void aStatedBuildAgainstAUnixTtlOrSeveralReleasesIsSaid() {
        OsHint unix = OsHint.of(64, Set.of(7601), Set.of());
        assertEquals("Windows 7 or Server 2008 R2", unix.name());
        assertTrue(unix.signals().get(unix.signals().size() - 1).startsWith("the other signals are not Windows'"),
                unix.signals().toString());
        OsHint two = OsHint.of(128, new java.util.TreeSet<>(Set.of(7601, 19045)), Set.of());
        assertEquals("Windows 7 or Server 2008 R2 or Windows 10", two.name());
        assertTrue(two.signals().get(two.signals().size() - 1).contains("more than one machine"));
        OsHint updated = OsHint.of(128, new java.util.TreeSet<>(Set.of(19041, 19045)), Set.of());
        assertEquals("Windows 10", updated.name(), "two builds of one release are that release");
        assertEquals(List.of("NTLMSSP states Windows build 19041: Windows 10",
                "NTLMSSP states Windows build 19045: Windows 10", "IP TTL 128 starts at 128, as Windows does"),
                updated.signals(), "every build stated is a signal");
    }
}
