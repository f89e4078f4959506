package io.pcaplens.application.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.PayloadPattern;
import io.pcaplens.domain.conversation.PayloadScope;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.Literal;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.packet.port.PacketPayloads;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The conversations whose packets hold a query's payload patterns, found before the query runs: in the
 * stored 64 bytes by the database, or in each packet's whole payload read from the capture file at its stored
 * offset (memory holds one packet and the conversations found; a conversation found is not read further).
 *
 * <p>A list page asks twice (its rows and its total), its facets and the next pages again, so an answer is
 * kept for two minutes per capture, scope and pattern; and analysts of one team searching one capture for the
 * same bytes at once join the search under way instead of starting it again. A capture whose rows are
 * written again is forgotten, and a search that was under way then is not kept.
 */
@ApplicationScoped
public class PayloadSearch {

    private static final int ENTRIES = 32;
    private static final long KEEP_NANOS = 120_000_000_000L;

    private record Found(Set<ConversationId> conversations, long at) {
    }

    private record Key(CaptureId capture, PayloadScope scope, Literal.Bytes pattern) {
    }

    private final Map<Key, Found> recent = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Found> eldest) {
            return size() > ENTRIES;
        }
    };
    /** Searches under way, by the same key as the answers; guarded by {@code recent}'s lock. */
    private final Map<Key, CompletableFuture<Set<ConversationId>>> running = new HashMap<>();

    private PacketRepository packets;
    private PacketPayloads payloads;
    private CaptureStore store;

    /** For the container's proxy. */
    protected PayloadSearch() {
    }

    @Inject
    public PayloadSearch(PacketRepository packets, PacketPayloads payloads, CaptureStore store) {
        this.packets = packets;
        this.payloads = payloads;
        this.store = store;
    }

    /** The conversations holding each of the query's payload patterns, in the query's scope. */
    public PayloadHits hits(CaptureId captureId, ConversationQuery query) {
        Map<Literal.Bytes, Set<ConversationId>> found = new HashMap<>();
        for (Literal.Bytes pattern : query.payloadPatterns()) {
            found.put(pattern, recalledOrSearched(new Key(captureId, query.payloadScope(), pattern)));
        }
        return found.isEmpty() ? PayloadHits.NONE : new PayloadHits(found);
    }

    /** Forgets a capture's answers, for a capture whose rows are written again or removed. */
    public void forget(CaptureId captureId) {
        synchronized (recent) {
            recent.keySet().removeIf(k -> k.capture().equals(captureId));
            running.keySet().removeIf(k -> k.capture().equals(captureId));
        }
    }

    private Set<ConversationId> recalledOrSearched(Key key) {
        long now = System.nanoTime();
        CompletableFuture<Set<ConversationId>> search = new CompletableFuture<>();
        CompletableFuture<Set<ConversationId>> underWay;
        synchronized (recent) {
            Found f = recent.get(key);
            if (f != null && now - f.at() < KEEP_NANOS) {
                return f.conversations();
            }
            underWay = running.putIfAbsent(key, search);
        }
        if (underWay != null) {
            return joined(underWay);
        }
        try {
            Set<ConversationId> found = Set.copyOf(search(key));
            synchronized (recent) {
                // a capture forgotten meanwhile was written again: its answer is not kept
                if (running.remove(key, search)) {
                    recent.put(key, new Found(found, now));
                }
            }
            search.complete(found);
            return found;
        } catch (RuntimeException e) {
            synchronized (recent) {
                running.remove(key, search);
            }
            search.completeExceptionally(e);
            throw e;
        }
    }

    private static Set<ConversationId> joined(CompletableFuture<Set<ConversationId>> search) {
        try {
            return search.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
    }

    private Set<ConversationId> search(Key key) {
        return key.scope() == PayloadScope.STORED
                ? packets.withStoredPayload(key.capture(), key.pattern().value())
                : inCaptureFile(key.capture(), key.pattern().value());
    }

    /** The conversations some packet of which holds the pattern anywhere in its payload in the capture file. */
    private Set<ConversationId> inCaptureFile(CaptureId captureId, byte[] pattern) {
        Set<Long> found = new HashSet<>();
        try (PacketPayloads.Reader reader = payloads.open(store.pathOf(captureId))) {
            packets.searchAllFrames(captureId, reader.needsCaptureOrder(), (conversation, frame, offset) -> {
                if (!found.contains(conversation) && PayloadPattern.foundIn(reader.payload(frame, offset), pattern)) {
                    found.add(conversation);
                }
                return true;
            });
        } catch (IOException e) {
            throw new UncheckedIOException("could not read the capture's packets", e);
        }
        Set<ConversationId> ids = new HashSet<>();
        found.forEach(id -> ids.add(new ConversationId(id)));
        return ids;
    }
}
