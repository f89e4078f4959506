package io.pcaplens.application.host;

import io.pcaplens.application.fakes.InMemoryConversationRepository;
import io.pcaplens.application.fakes.InMemoryHostInventory;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.host.ExternalAddress;
import io.pcaplens.domain.host.HostFilter;
import io.pcaplens.domain.host.HostRecord;
import io.pcaplens.domain.host.HostSort;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.application.fakes.FakeStoreOutages;
import io.pcaplens.application.fakes.StoreGone;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostInventoryBuildTest {

    private final InMemoryConversationRepository conversations = new InMemoryConversationRepository();
    private final CaptureId capture = new CaptureId(UUID.randomUUID().toString());

    /** One client talking to {@code servers} servers, half of them on the internet. */
    private void rows(int servers) {
        List<ConversationRow> rows = new ArrayList<>();
        for (int i = 1; i <= servers; i++) {
            String dst = (i % 2 == 0 ? "10.1." : "81.2.") + (i / 250) + "." + (i % 250 + 1);
            rows.add(ConversationRow.dissected(new ConversationId(i), capture,
                    new Identity(new ConversationKey("10.0.0.9-" + dst), "10.0.0.9", 50000, dst, 443, Transport.TCP),
                    new Traffic(0, 0, i, new Volume(2, 120), new Volume(1, 60)),
                    new Labels("TLS", null, List.of(), List.of()), null));
        }
        conversations.addAll(rows);
    }

    @Test
    void everyHostIsPlacedByTheGeolocationRuleAPageAtATime() {
        rows(HostInventoryBuild.PAGE + 10);
        InMemoryHostInventory inventory = new InMemoryHostInventory(conversations);

        assertTrue(new HostInventoryBuild(inventory, new FakeStoreOutages()).build(capture));

        List<HostRecord> hosts = inventory.page(capture, HostFilter.ALL, HostSort.DEFAULT, 0, Integer.MAX_VALUE);
        assertEquals(HostInventoryBuild.PAGE + 11, hosts.size());
        assertEquals(2, inventory.placeCalls());
        for (HostRecord h : hosts) {
            assertEquals(!ExternalAddress.isExternal(h.address()), h.place().internal(), h.address());
        }
        HostRecord client = inventory.find(capture, "10.0.0.9").orElseThrow().host();
        assertEquals(2L * (HostInventoryBuild.PAGE + 10), client.traffic().packetsSent());
        assertEquals(60L * (HostInventoryBuild.PAGE + 10), client.traffic().bytesReceived());
        assertEquals("10.0.0.0/24", client.place().subnet24());
    }

    @Test
    void anInventoryThatCannotBeBuiltFailsNothing() {
        rows(3);
        InMemoryHostInventory inventory = new InMemoryHostInventory(conversations).failing();

        assertFalse(new HostInventoryBuild(inventory, new FakeStoreOutages()).build(capture));
    }

    @Test
    void anInventoryWhoseStoreWentAwayQueuesTheAnalysisAgain() {
        rows(3);
        InMemoryHostInventory inventory = new InMemoryHostInventory(conversations).gone();

        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> new HostInventoryBuild(inventory, new FakeStoreOutages()).build(capture));
        assertInstanceOf(StoreGone.class, thrown.getCause());
    }
}
