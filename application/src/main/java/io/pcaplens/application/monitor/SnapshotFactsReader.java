package io.pcaplens.application.monitor;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.domain.host.port.VendorDirectory;
import io.pcaplens.domain.monitor.CaptureFacts;
import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingSort;
import io.pcaplens.domain.finding.port.FindingRepository;
import io.pcaplens.domain.monitor.FindingFact;
import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.port.ConversationFactsSource;
import io.pcaplens.domain.monitor.port.FrameFactsRepository;
import io.pcaplens.domain.monitor.port.HostNamingSource;
import io.pcaplens.domain.monitor.port.SnapshotFactsRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.Optional;

/**
 * A capture's facts for change detection: computed from its stored analysis (hosts, frame facts,
 * conversations) the first time a network needs them, then kept, so that comparing snapshots reads stored
 * facts only.
 */
@ApplicationScoped
public class SnapshotFactsReader {

    private SnapshotFactsRepository stored;
    private CaptureRepository captures;
    private HostRepository hosts;
    private FrameFactsRepository frames;
    private ConversationFactsSource conversations;
    private VendorDirectory vendors;
    private FindingRepository findings;
    private HostNamingSource naming;

    /** For the container's proxy. */
    protected SnapshotFactsReader() {
    }

    @Inject
    public SnapshotFactsReader(SnapshotFactsRepository stored, CaptureRepository captures, HostRepository hosts,
                               FrameFactsRepository frames, ConversationFactsSource conversations,
                               VendorDirectory vendors, FindingRepository findings, HostNamingSource naming) {
        this.stored = stored;
        this.captures = captures;
        this.hosts = hosts;
        this.frames = frames;
        this.conversations = conversations;
        this.vendors = vendors;
        this.findings = findings;
        this.naming = naming;
    }

    /** The facts of a completed capture. */
    public SnapshotFacts of(Capture capture) {
        if (capture.status() != CaptureStatus.COMPLETED) {
            throw new IllegalStateException("capture " + capture.id() + " is " + capture.status());
        }
        return stored.find(capture.id()).orElseGet(() -> {
            SnapshotFacts facts = CaptureFacts.of(capture, hosts.all(capture.id()),
                    frames.find(capture.id()).orElse(FrameFacts.NONE), conversations.read(capture.id()),
                    mac -> vendors.vendorOf(mac).orElse(null)).withFindings(findingsOf(capture.id()))
                    .withNaming(naming.naming(capture.id()));
            stored.store(capture.id(), facts);
            return facts;
        });
    }

    /** The capture's findings, stored by its analysis before it was marked completed. */
    private java.util.List<FindingFact> findingsOf(CaptureId id) {
        return findings.page(FindingFilter.ALL.inCapture(id), FindingSort.SEVERITY, 0, Integer.MAX_VALUE).stream()
                .map(FindingFact::of).toList();
    }

    /** The facts of the capture; empty while it is not (or no longer) a completed capture. */
    public Optional<SnapshotFacts> of(CaptureId fileId) {
        return captures.find(fileId).filter(c -> c.status() == CaptureStatus.COMPLETED).map(this::of);
    }
}
