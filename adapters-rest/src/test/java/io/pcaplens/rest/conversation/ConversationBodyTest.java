package io.pcaplens.rest.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The stored conversation's parts flattened into the API's conversation, and its CSV line. */
class ConversationBodyTest {

    private static final ConversationRow ROW = ConversationRow.dissected(new ConversationId(1042),
            new CaptureId("0A6E1A0C-0000-4000-8000-000000000001"),
            new Identity(new ConversationKey("10.0.0.1:53-10.0.0.2:40000-DNS"), "10.0.0.2", 40000, "10.0.0.1", 53,
                    Transport.UDP),
            new Traffic(0, 2_500_000, 3, new Volume(2, 150), new Volume(1, 230)),
            new Labels("DNS", "DNS", List.of(), List.of()), null);

    @Test
    void eachSidesVolumeAddsUpToTheTotals() {
        ConversationBody body = ConversationBody.from(ROW);
        assertEquals(2, body.srcPackets());
        assertEquals(150, body.srcBytes());
        assertEquals(1, body.dstPackets());
        assertEquals(230, body.dstBytes());
        assertEquals(body.packetCount(), body.srcPackets() + body.dstPackets());
        assertEquals(body.totalBytes(), body.srcBytes() + body.dstBytes());
        assertEquals(2, body.durationMs());
    }

    @Test
    void idsAreWrittenAsTheApiWritesThemAndUnknownPartsStayAbsent() {
        ConversationBody body = ConversationBody.from(ROW);
        assertEquals(1042, body.id());
        assertEquals("0a6e1a0c-0000-4000-8000-000000000001", body.fileId());
        assertEquals("UDP", body.transport());
        assertEquals(List.of(), body.flowRisks());
        assertNull(body.appName());
        assertNull(body.idsAlerts(), "IDS did not run");
        assertNull(body.customRules(), "rules not evaluated");
        assertNull(body.srcGeo());
        assertNull(body.srcDeviceType());
    }

    @Test
    void hostsAndAlertsAreShownByTheirLabels() {
        ConversationBody body = ConversationBody.from(ROW
                .withHosts(new HostFacts(null, DeviceType.LAPTOP_DESKTOP), new HostFacts(null, DeviceType.SERVER))
                .withIdsAlerts(List.of(new IdsAlert(null, "DNS long name", 9100001, 2),
                        new IdsAlert(null, "DNS long name", 9100002, 3))));
        assertEquals("Laptop/Desktop", body.srcDeviceType());
        assertEquals("Server", body.dstDeviceType());
        assertEquals(List.of("DNS long name"), body.idsAlerts());
        assertEquals(2, body.idsAlertDetails().size());
    }

    @Test
    void theCsvKeepsItsColumnsAndAddsEachSidesVolumeTheCommunityIdAndTheAlpnAtTheEnd() {
        assertEquals("id,srcIp,srcPort,dstIp,dstPort,protocol,transport,dissectorProtocol,appName,category,flowRisks,"
                + "idsAlerts,packetCount,totalBytes,startTime,endTime,durationMs,hostname,ja3Client,ja3Server,fileTypes,"
                + "httpUserAgents,customRules,srcCountry,dstCountry,srcDeviceType,dstDeviceType,extractedFileCount,"
                + "srcPackets,srcBytes,dstPackets,dstBytes,ja4Client,communityId,alpn", ConversationCsv.header());
        String line = ConversationCsv.line(ConversationParts.of(ROW));
        assertTrue(line.startsWith("1042,10.0.0.2,40000,10.0.0.1,53,DNS,UDP,DNS,,,,,3,380,"), line);
        assertTrue(line.endsWith(",0,2,150,1,230,,,\r\n"), line);
    }
}
