package io.pcaplens.dissector.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The OUI reader on Debian's real manuf file (libwireshark-data), entries checked by hand with grep. */
class ManufVendorDirectoryTest {

    private static final ManufVendorDirectory DEBIAN = new ManufVendorDirectory();

    @Test
    void anOuiGivesItsLongName() {
        assertEquals(Optional.of("Xerox Corporation"), DEBIAN.vendorOf("00:00:01:12:34:56"));
        assertEquals(Optional.of("Apple, Inc."), DEBIAN.vendorOf("fc:fc:48:aa:bb:cc"), "lower case too");
        assertEquals(Optional.of("Cisco Systems, Inc"), DEBIAN.vendorOf("00-26-CA-1F-CD-40"));
    }

    @Test
    void aMaskedBlockNamesItsOwnerNotTheRegistrationAuthority() {
        // 00:1B:C5:00:10:00/36 OpenRB.com inside the OUI 00:1B:C5 of the IEEE Registration Authority
        assertEquals(Optional.of("OpenRB.com, Direct SIA"), DEBIAN.vendorOf("00:1b:c5:00:10:22"));
        assertEquals(Optional.of("IEEE Registration Authority"), DEBIAN.vendorOf("00:1b:c5:ff:10:22"));
        // 00:55:DA:10:00:00/28 KoolPOS
        assertEquals(Optional.of("KoolPOS Inc."), DEBIAN.vendorOf("00:55:da:1f:ff:ff"));
    }

    @Test
    void anEntryWithoutLongNameGivesItsShortOne() {
        // "00:00:13	Camex": two columns only
        assertEquals(Optional.of("Camex"), DEBIAN.vendorOf("00:00:13:00:00:01"));
        // "00:00:18	WebsterC	Webster Computer Corporation	# Appletalk/Ethernet Gateway": the comment is no name
        assertEquals(Optional.of("Webster Computer Corporation"), DEBIAN.vendorOf("00:00:18:00:00:01"));
    }

    @Test
    void unknownPrefixesAndNonMacsGiveNothing() {
        assertEquals(Optional.empty(), DEBIAN.vendorOf("192.168.0.1"));
        assertEquals(Optional.empty(), DEBIAN.vendorOf(null));
    }

    @Test
    void aMissingFileLeavesEveryVendorUnknown(@TempDir Path dir) throws Exception {
        assertEquals(Optional.empty(), new ManufVendorDirectory(dir.resolve("none")).vendorOf("00:00:01:12:34:56"));
        Path small = Files.writeString(dir.resolve("manuf"), "# comment\n00:00:01\tXerox\tXerox Corporation\n");
        assertEquals(Optional.of("Xerox Corporation"), new ManufVendorDirectory(small).vendorOf("00:00:01:00:00:00"));
    }
}
