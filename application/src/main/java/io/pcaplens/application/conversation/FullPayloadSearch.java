package io.pcaplens.application.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationQuery;
import io.pcaplens.domain.conversation.PayloadPattern;
import io.pcaplens.domain.port.CaptureStore;
import io.pcaplens.domain.port.PacketPayloads;
import io.pcaplens.domain.port.PacketRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The payload filter over each packet's whole payload: the stored frames are walked (in capture order only
 * where the file must be read from its start) and each packet's payload is read from the capture file at its
 * stored offset, so memory holds one packet and the conversations found. A conversation already found is not read further. A list page asks twice (its rows
 * and its total) and the next pages again, so an answer is kept for two minutes per capture and pattern.
 */
@ApplicationScoped
public class FullPayloadSearch {

    private static final int ENTRIES = 16;
    private static final long KEEP_NANOS = 120_000_000_000L;

    private record Found(Set<Long> conversations, long at) {
    }

    private final Map<String, Found> recent = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Found> eldest) {
            return size() > ENTRIES;
        }
    };

    private PacketRepository packets;
    private PacketPayloads payloads;
    private CaptureStore store;

    /** For the container's proxy. */
    protected FullPayloadSearch() {
    }

    @Inject
    public FullPayloadSearch(PacketRepository packets, PacketPayloads payloads, CaptureStore store) {
        this.packets = packets;
        this.payloads = payloads;
        this.store = store;
    }

    /** The query ready to run: a full payload search is done (or recalled) first; any other comes back as it is. */
    public ConversationQuery resolve(CaptureId captureId, ConversationQuery query) {
        if (!query.needsFullPayloadSearch()) {
            return query;
        }
        String key = captureId + "/" + HexFormat.of().formatHex(query.payload());
        long now = System.nanoTime();
        synchronized (recent) {
            Found f = recent.get(key);
            if (f != null && now - f.at() < KEEP_NANOS) {
                return query.withFullPayloadMatches(f.conversations());
            }
        }
        Set<Long> found = search(captureId, query.payload());
        synchronized (recent) {
            recent.put(key, new Found(found, now));
        }
        return query.withFullPayloadMatches(found);
    }

    /** The conversations some packet of which holds the pattern anywhere in its payload. */
    Set<Long> search(CaptureId captureId, byte[] pattern) {
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
        return found;
    }

    /** Forgets a capture's answers, for a capture analysed again or removed. */
    public void forget(CaptureId captureId) {
        synchronized (recent) {
            recent.keySet().removeIf(k -> k.startsWith(captureId + "/"));
        }
    }
}
