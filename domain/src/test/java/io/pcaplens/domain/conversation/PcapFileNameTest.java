package io.pcaplens.domain.conversation;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PcapFileNameTest {

    private static long nanos(String instant) {
        Instant i = Instant.parse(instant);
        return i.getEpochSecond() * 1_000_000_000L + i.getNano();
    }

    @Test
    void endpointsSourceFirstThenTheStartingMinuteInUtc() {
        assertEquals("10.0.0.5_51234-1.2.3.4_443_2024-01-08T10-00.pcap",
                PcapFileName.of("10.0.0.5", 51234, "1.2.3.4", 443, nanos("2024-01-08T10:00:59.999999999Z")));
    }

    @Test
    void ipv6ColonsBecomeDotsAndPortlessEndpointsHaveNoPortPart() {
        assertEquals("fe80..1-ff02..1_1970-01-01T00-00.pcap", PcapFileName.of("fe80::1", null, "ff02::1", null, 0));
        assertEquals("00.11.22.33.44.55-unknown_2014-01-14T17-04.pcap",
                PcapFileName.of("00:11:22:33:44:55", null, "", null, nanos("2014-01-14T17:04:02.5Z")));
    }

    @Test
    void aRowIsNamedAfterItsFlowAndItsProtocolLabelSoItsTwoDownloadsDiffer() {
        Identity identity = new Identity(new ConversationKey("k"), "10.0.2.15", 55080, "192.150.187.43", 80,
                io.pcaplens.domain.packet.Transport.TCP);
        ConversationRow row = ConversationRow.dissected(new ConversationId(1),
                new io.pcaplens.domain.capture.CaptureId("00000000-0000-0000-0000-000000000001"), identity,
                new Traffic(nanos("2014-01-14T17:04:02.5Z"), nanos("2014-01-14T17:04:03Z"), 1, new Volume(1, 60),
                        Volume.NONE), new Labels("TLSV1.2", null, java.util.List.of(), java.util.List.of()), null);
        assertEquals("10.0.2.15_55080-192.150.187.43_80_2014-01-14T17-04_TLSV1.2.pcap", PcapFileName.of(row));
    }

    @Test
    void aTimeBeforeTheEpochRoundsDownToItsMinute() {
        assertEquals("1.1.1.1_1-2.2.2.2_2_1969-12-31T23-59.pcap",
                PcapFileName.of("1.1.1.1", 1, "2.2.2.2", 2, -1));
    }
}
