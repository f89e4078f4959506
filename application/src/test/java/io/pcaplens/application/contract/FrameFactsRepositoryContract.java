package io.pcaplens.application.contract;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.Binding;
import io.pcaplens.domain.monitor.BindingEvidence;
import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.monitor.LocalGateway;
import io.pcaplens.domain.monitor.ServiceFact;
import io.pcaplens.domain.monitor.ServiceTransport;
import io.pcaplens.domain.monitor.port.FrameFactsRepository;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link FrameFactsRepository} does: change detection compares what it reads back, so a store that
 * lost a binding's evidence, a service or the way out would report changes that never happened.
 */
public abstract class FrameFactsRepositoryContract {

    private FrameFactsRepository facts;

    protected abstract FrameFactsRepository repository();

    /** A capture the store may hold facts of (a stored capture, where the store needs one). */
    protected abstract CaptureId aCapture();

    @BeforeEach
    void store() {
        facts = repository();
    }

    private static FrameFacts office() {
        return new FrameFacts(List.of(
                new Binding("10.0.0.1", "00:1b:c5:00:10:22", Set.of(BindingEvidence.ARP, BindingEvidence.LOCAL_FRAME)),
                new Binding("10.0.0.7", "ac:de:48:22:22:02", Set.of(BindingEvidence.DHCP)),
                new Binding("fe80::1", "00:1b:c5:00:10:22", Set.of(BindingEvidence.NDP))),
                new LocalGateway("00:1b:c5:00:10:22", "10.0.0.1"), "198.51.100.1",
                List.of(new ServiceFact("10.0.0.7", 22, ServiceTransport.TCP),
                        new ServiceFact("10.0.0.1", 53, ServiceTransport.UDP)));
    }

    @Test
    void factsStoredAreReadBackWhole() {
        CaptureId capture = aCapture();

        facts.replace(capture, office());

        assertEquals(Optional.of(office()), facts.find(capture));
    }

    @Test
    void aSecondRunReplacesTheFirst() {
        CaptureId capture = aCapture();
        facts.replace(capture, office());
        FrameFacts later = new FrameFacts(List.of(new Binding("10.0.0.9", "ac:de:48:44:44:04",
                Set.of(BindingEvidence.ARP))), null, null, List.of());

        facts.replace(capture, later);

        assertEquals(Optional.of(later), facts.find(capture));
    }

    @Test
    void eachCaptureKeepsItsOwnAndDeletingOneLeavesTheOther() {
        CaptureId one = aCapture();
        CaptureId other = aCapture();
        facts.replace(one, office());
        facts.replace(other, FrameFacts.NONE);

        facts.deleteByCapture(one);

        assertTrue(facts.find(one).isEmpty());
        assertEquals(Optional.of(FrameFacts.NONE), facts.find(other), "facts found empty are still facts");
    }

    @Test
    void aCaptureWithoutFactsHasNone() {
        assertTrue(facts.find(aCapture()).isEmpty());
    }
}
