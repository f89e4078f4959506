package io.pcaplens.webapp;

import io.pcaplens.application.Settings;
import io.pcaplens.application.capture.CaptureAnalysis;
import io.pcaplens.application.capture.CaptureIntake.CaptureQueued;
import io.pcaplens.application.capture.SliceWork;
import io.pcaplens.domain.capture.port.StoreOutages;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The analysis workers of this service instance. They take queued captures from the database, so work
 * left by a stopped instance is picked up again; an upload wakes an idle worker at once. A worker with no
 * capture to take reads slices of a capture another instance analyses.
 */
@Startup
@Singleton
@DependsOn("SchemaMigration")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class AnalysisWorkers {

    private static final Logger LOG = Logger.getLogger(AnalysisWorkers.class.getName());
    /**
     * How long an idle worker waits before looking at the queues again without being woken: short, since the
     * slices another instance offers wake no one here.
     */
    private static final long IDLE_MILLIS = 500;
    /** How long a worker waits before asking the queue again while the database is away. */
    private static final long OUTAGE_MILLIS = 2_000;

    @Inject
    CaptureAnalysis analysis;
    @Inject
    SliceWork slices;
    @Inject
    Settings settings;
    @Inject
    StoreOutages outages;
    /**
     * Names this instance in its workers' claims (the capture record's claimed_by) and its log; several instances
     * sharing one database each take a name of their own.
     */
    @Inject
    @ConfigProperty(name = "pcaplens.instance.name")
    Optional<String> instanceName;
    @Resource
    ManagedThreadFactory threads;

    private final Object wake = new Object();
    private final List<Thread> workers = new ArrayList<>();
    private volatile boolean running = true;

    @PostConstruct
    void start() {
        String instance = instanceName.map(String::strip).filter(n -> !n.isEmpty())
                .orElseGet(() -> UUID.randomUUID().toString().substring(0, 8));
        LOG.info(() -> "instance " + instance + ": " + settings.analysisWorkers() + " analysis worker(s)");
        for (int i = 0; i < settings.analysisWorkers(); i++) {
            String workerId = instance + "-" + i;
            Thread t = threads.newThread(() -> work(workerId));
            t.setName("pcaplens-analysis-" + i);
            workers.add(t);
            t.start();
        }
    }

    private void work(String workerId) {
        while (running) {
            boolean worked = false;
            long idle = IDLE_MILLIS;
            try {
                worked = analysis.runNext(workerId) || slices.helpNext(workerId);
            } catch (RuntimeException e) {
                if (outages.explains(e)) {
                    // the queue is in the database: nothing to take until it is back, and nothing to report twice
                    LOG.log(Level.FINE, "analysis worker " + workerId + ": the database is away", e);
                    idle = OUTAGE_MILLIS;
                } else {
                    LOG.log(Level.WARNING, "analysis worker " + workerId + " could not take a job", e);
                }
            }
            if (!worked) {
                synchronized (wake) {
                    try {
                        wake.wait(idle);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }
    }

    public void onQueued(@Observes CaptureQueued event) {
        synchronized (wake) {
            wake.notifyAll();
        }
    }

    @PreDestroy
    void stop() {
        running = false;
        workers.forEach(Thread::interrupt);
    }
}
