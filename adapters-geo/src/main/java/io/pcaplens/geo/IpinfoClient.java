package io.pcaplens.geo;

import io.pcaplens.domain.conversation.Geo;

import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Asks an ipinfo-compatible service ({@code GET {base}/{ip}/json}) about many addresses side by side, each request
 * bounded and the whole batch bounded by a deadline, so that an analysis never waits long on it. A refused
 * connection stops the batch at once: the service is down and the rest would be refused too.
 */
final class IpinfoClient {

    private static final Logger LOG = Logger.getLogger(IpinfoClient.class.getName());

    private final URI base;
    private final String token;
    private final Duration requestTimeout;
    private final Duration deadline;
    private final int parallel;
    private final HttpClient http;

    IpinfoClient(URI base, String token, Duration requestTimeout, Duration deadline, int parallel) {
        String b = base.toString();
        this.base = URI.create(b.endsWith("/") ? b : b + "/");
        this.token = token == null || token.isBlank() ? null : token.strip();
        this.requestTimeout = requestTimeout;
        this.deadline = deadline;
        this.parallel = parallel;
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(requestTimeout)
                // a redirect could carry the token to another host; ipinfo-compatible services answer directly
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    URI base() {
        return base;
    }

    /** The answers that came within the deadline, by address. */
    Map<String, Geo> lookup(Collection<String> ips) {
        long end = System.nanoTime() + deadline.toNanos();
        Semaphore slots = new Semaphore(parallel);
        AtomicBoolean unreachable = new AtomicBoolean();
        Map<String, Geo> answers = new ConcurrentHashMap<>();
        List<CompletableFuture<?>> pending = new java.util.ArrayList<>();
        try {
            for (String ip : ips) {
                long left = end - System.nanoTime();
                if (unreachable.get() || left <= 0 || !slots.tryAcquire(left, TimeUnit.NANOSECONDS)) {
                    break;
                }
                if (unreachable.get()) {
                    slots.release();
                    break;
                }
                CompletableFuture<?> call = http.sendAsync(request(ip), HttpResponse.BodyHandlers.ofString())
                        .whenComplete((response, failure) -> {
                            slots.release();
                            if (failure != null) {
                                if (causedBy(failure, ConnectException.class)) {
                                    unreachable.set(true);
                                }
                                LOG.log(Level.FINE, "online lookup of " + ip + " failed", failure);
                            } else if (response.statusCode() == 200) {
                                try {
                                    answers.put(ip, IpinfoAnswer.parse(response.body()));
                                } catch (RuntimeException notJson) {
                                    LOG.log(Level.FINE, "online lookup of " + ip + ": unreadable answer", notJson);
                                }
                            } else {
                                LOG.fine(() -> "online lookup of " + ip + ": HTTP " + response.statusCode());
                            }
                        });
                pending.add(call);
            }
            long left = end - System.nanoTime();
            if (left > 0) {
                CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).get(left, TimeUnit.NANOSECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // the deadline passed or a call failed: whatever has come in stands
            LOG.log(Level.FINE, "online lookups stopped", e);
        }
        pending.forEach(f -> f.cancel(true));
        if (unreachable.get()) {
            LOG.info(() -> "online geolocation service " + base + " unreachable; the offline database answers");
        }
        // a copy, as answers still arriving after the deadline must not change what the caller holds
        return new LinkedHashMap<>(answers);
    }

    /** The address goes into the path as it is: resolving it as a relative URI would read "fe80:" as a scheme. */
    private HttpRequest request(String ip) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + ip + "/json"))
                .timeout(requestTimeout)
                .header("Accept", "application/json")
                .GET();
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return b.build();
    }

    private static boolean causedBy(Throwable t, Class<? extends Throwable> type) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (type.isInstance(c)) {
                return true;
            }
        }
        return false;
    }
}
