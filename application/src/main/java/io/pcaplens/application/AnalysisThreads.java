package io.pcaplens.application;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The threads analyses run on: the container's managed threads, so that work started by an analysis sees
 * the application's context. Light work beside an analysis (the tools that read the capture next to the
 * dissector) shares one growing pool; work that must not wait for another analysis's gets a pool of its own
 * ({@link Lanes}: the slice readers, the index build, file extraction).
 */
@ApplicationScoped
public class AnalysisThreads {

    @Resource
    ManagedThreadFactory managed;

    private ThreadFactory factory;
    private ExecutorService shared;
    /** The pools of their own still running, which end with the shared one. */
    private final Set<ExecutorService> own = ConcurrentHashMap.newKeySet();

    /** In the container, on its managed threads. */
    protected AnalysisThreads() {
    }

    /** Outside the container, on threads of the given factory. */
    public AnalysisThreads(ThreadFactory factory) {
        start(factory);
    }

    @PostConstruct
    void start() {
        start(managed);
    }

    private void start(ThreadFactory threads) {
        factory = threads;
        shared = Executors.newCachedThreadPool(threads);
    }

    /** Stops whatever still runs beside an analysis: its tools are ended with their threads. */
    @PreDestroy
    public void stop() {
        shared.shutdownNow();
        own.forEach(ExecutorService::shutdownNow);
    }

    public <T> Future<T> submit(Callable<T> work) {
        return shared.submit(work);
    }

    /** A pool of its own for {@code size} tasks side by side; the caller shuts it down. */
    public ExecutorService pool(int size) {
        ExecutorService pool = new ThreadPoolExecutor(size, size, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
                factory) {
            /** A pool shut down and done is no longer the application's to stop. */
            @Override
            protected void terminated() {
                own.remove(this);
            }
        };
        own.add(pool);
        return pool;
    }

    /** A timer of its own; the caller shuts it down. */
    public ScheduledExecutorService timer() {
        return Executors.newSingleThreadScheduledExecutor(factory);
    }
}
