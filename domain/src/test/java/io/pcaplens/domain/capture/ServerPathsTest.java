package io.pcaplens.domain.capture;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ServerPathsTest {

    @Test
    void aFileIsNamedByItsNameAlone() {
        assertEquals("suricata could not be run: all.rules: No space left on device",
                ServerPaths.hidden("suricata could not be run: /srv/pcaplens/data/work/0b1c/ids/all.rules: No space left on device"));
        assertEquals("tshark: The file \"part-3.pcap\" doesn't exist.",
                ServerPaths.hidden("tshark: The file \"/home/u/pcaplens/data/work/x/part-3.pcap\" doesn't exist."));
    }

    @Test
    void aDirectoryIsNamedAsOne() {
        assertEquals("cannot write to a directory", ServerPaths.hidden("cannot write to /var/lib/pcaplens/work/"));
    }

    @Test
    void addressesRatiosAndProtocolNamesAreNoPaths() {
        String said = "fetching http://rules.example/open/suricata-7.0/emerging.rules.tar.gz over TCP/IP: 3/4 done, /etc";
        assertEquals(said, ServerPaths.hidden(said));
    }

    @Test
    void aFailedAnalysisKeepsNoPathInItsReason() {
        assertEquals("analysis failed: capture.cap: Input/output error", ToolFailure.reasonOf(
                new java.io.IOException("/data/captures/7f3e.cap/capture.cap: Input/output error"), "analysis"));
    }

    @Test
    void anOutcomeKeepsNoPathInItsReason() {
        assertEquals("the exported objects could not be read: objects",
                ToolOutcome.failed("the exported objects could not be read: /data/work/7/objects").reason());
    }
}
