package io.pcaplens.domain.dissection;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.Conversation;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.ConversationTable;
import io.pcaplens.domain.conversation.FlowNames;
import io.pcaplens.domain.host.HostTable;
import io.pcaplens.domain.monitor.FrameEvidence;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.domain.signature.PayloadLookout;
import io.pcaplens.domain.signature.PayloadSightings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What all slices of a capture showed together: their conversations and hosts merged, their packets counted,
 * the first reason, in capture order, why reading stopped early, and the frames that carried no timestamp. A
 * conversation cut by a slice boundary becomes one again here.
 *
 * <p>Slices read by different instances may have written one conversation's packets under different ids: the
 * conversation keeps the id of the first slice, in capture order, that saw it, and {@link #renumbering()} says
 * which packets' ids change to it.
 */
public final class DissectedCapture {

    private final ConversationTable conversations = new ConversationTable();
    private final HostTable hosts = new HostTable();
    private final FrameEvidence frames = new FrameEvidence();
    private final int slices;
    private long packets;
    private Truncation truncation;
    private UntimedFrames untimed;
    private final Map<ConversationKey, Long> ids = new HashMap<>();
    private final Map<Long, Long> renumbering = new HashMap<>();
    private final PayloadLookout lookout;

    private DissectedCapture(int slices, PayloadLookout lookout) {
        this.slices = slices;
        this.lookout = lookout;
    }

    /** @param slices every slice of the capture, in capture order */
    public static DissectedCapture merge(List<DissectedSlice> slices) {
        DissectedCapture merged = new DissectedCapture(slices.size(), slices.isEmpty() ? PayloadLookout.none()
                : PayloadLookout.merging(slices.get(0).lookout()));
        for (DissectedSlice s : slices) {
            merged.conversations.absorb(s.conversations());
            merged.lookout.absorb(s.lookout());
            merged.number(s.ids());
            merged.hosts.absorb(s.hosts());
            merged.frames.absorb(s.frames());
            merged.packets += s.packets();
            if (merged.truncation == null) {
                merged.truncation = s.truncation();
            }
            merged.untimed = merged.untimed == null ? s.untimed() : merged.untimed.then(s.untimed());
        }
        if (merged.untimed == null) {
            merged.untimed = UntimedFrames.NONE;
        }
        return merged;
    }

    private void number(Map<ConversationKey, Long> sliceIds) {
        sliceIds.forEach((key, id) -> {
            Long kept = ids.putIfAbsent(key, id);
            if (kept != null && !kept.equals(id)) {
                renumbering.put(id, kept);
            }
        });
    }

    /**
     * The ids under which some slice wrote packets, each with the id its conversation keeps: empty when every
     * slice numbered the conversations alike.
     */
    public Map<Long, Long> renumbering() {
        return renumbering;
    }

    /**
     * The conversation rows in order of their first frame, each with the id the analysis gave it and the names
     * seen anywhere in its transport flow.
     */
    public List<ConversationRow> rows(CaptureId captureId) {
        List<ConversationRow> rows = new ArrayList<>(conversations.size());
        for (Conversation c : conversations.conversations()) {
            Long id = ids.get(c.key());
            if (id == null) {
                throw new IllegalStateException("conversation " + c.key() + " was never numbered");
            }
            rows.add(c.toRow(new ConversationId(id), captureId));
        }
        rows.sort(Comparator.comparingLong(r -> r.traffic().firstFrame()));
        return FlowNames.shared(rows);
    }

    public HostTable hosts() {
        return hosts;
    }

    /** What the frames showed of the network beside its conversations and hosts. */
    public FrameEvidence frames() {
        return frames;
    }

    /**
     * What the packets showed of the rules' payload patterns, by the ids the conversations keep; empty when
     * the slices were not all looked at with one version of the rules.
     */
    public Optional<PayloadSightings> payloadSightings() {
        return lookout.sightings(ids);
    }

    public long packets() {
        return packets;
    }

    /** Why reading stopped before the end of the file, null when it did not. */
    public Truncation truncation() {
        return truncation;
    }

    /** The frames that carried no timestamp, and the times they were given. */
    public UntimedFrames untimed() {
        return untimed;
    }

    public int slices() {
        return slices;
    }
}
