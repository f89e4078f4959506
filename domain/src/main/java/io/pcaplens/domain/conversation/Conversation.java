package io.pcaplens.domain.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.flow.Ja4;
import io.pcaplens.domain.packet.FlowTuple;
import io.pcaplens.domain.packet.PacketFields;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.SeenName;
import io.pcaplens.domain.packet.Transport;

import java.io.Serializable;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A conversation as it is being built from packets (spec 2.2): the endpoints of its first packet, the
 * packets and bytes each side sent, the times of its first and last packet, the votes for its dissector
 * label, and what its payloads showed.
 *
 * <p>A capture may be read in several slices at once. Each slice builds its own partial conversation and
 * {@link #absorb} merges them; every fact is kept together with the frame number it came from, so the
 * merged result is the same as one pass in capture order, whatever order the slices finish in. The two
 * sides' counts are kept relative to the partial's own first packet and turned around when an earlier
 * packet of the other side takes its place.
 */
public final class Conversation implements Serializable {

    private final ConversationKey key;
    private String srcIp;
    private Integer srcPort;
    private String dstIp;
    private Integer dstPort;
    private final String protocol;
    private Transport transport;
    private FlowTuple flowTuple;
    private long firstFrame;
    private long lastFrame;
    private long startNanos;
    private long endNanos;
    private long srcPackets;
    private long srcBytes;
    private long dstPackets;
    private long dstBytes;
    private final Map<String, LabelVotes> labels = new HashMap<>();
    private final Set<String> fileTypes = new TreeSet<>();
    private final Set<String> userAgents = new LinkedHashSet<>();
    private final Set<SeenName> names = new HashSet<>();
    private final LoginTrail logins = new LoginTrail();
    private final DnsAnswers.Tally dns = new DnsAnswers.Tally();
    private final ClaimTally claims = new ClaimTally();
    private final FirstSeen serverName = new FirstSeen();
    private final FirstSeen ja3 = new FirstSeen();
    private final FirstSeen ja3s = new FirstSeen();
    private final FirstSeen ja4 = new FirstSeen();
    /** The first Client Hello's ALPN protocols, apart as the dissector's values are ({@link PacketFields#VALUE_SEPARATOR}). */
    private final FirstSeen alpn = new FirstSeen();

    private static final class LabelVotes implements Serializable {
        long count;
        long firstFrame;

        LabelVotes(long firstFrame) {
            this.firstFrame = firstFrame;
        }
    }

    private Conversation(ConversationKey key, PacketRecord first) {
        this.key = key;
        this.protocol = first.protocol();
        takeIdentityFrom(first);
        this.firstFrame = first.frameNumber();
        this.startNanos = first.timeNanos();
        this.lastFrame = first.frameNumber();
        this.endNanos = first.timeNanos();
    }

    public static Conversation startedBy(PacketRecord first) {
        return new Conversation(ConversationKey.of(first.endpoints(), first.protocol()), first);
    }

    private void takeIdentityFrom(PacketRecord p) {
        String formerSrc = srcIp;
        this.srcIp = p.endpoints().srcNode();
        this.srcPort = p.endpoints().srcPort();
        this.dstIp = p.endpoints().dstNode();
        this.dstPort = p.endpoints().dstPort();
        this.transport = p.transport();
        this.flowTuple = p.flow();
        turnAroundIfSrcChanged(formerSrc);
    }

    /** Counted sides follow the srcIp: when an earlier packet of the other side becomes first, they swap. */
    private void turnAroundIfSrcChanged(String formerSrc) {
        if (formerSrc != null && !formerSrc.equals(srcIp)) {
            long packets = srcPackets;
            long bytes = srcBytes;
            srcPackets = dstPackets;
            srcBytes = dstBytes;
            dstPackets = packets;
            dstBytes = bytes;
        }
    }

    /** Adds one packet of this conversation; packets of one slice arrive in capture order. */
    public void add(PacketRecord p) {
        if (p.frameNumber() < firstFrame) {
            takeIdentityFrom(p);
            firstFrame = p.frameNumber();
            startNanos = p.timeNanos();
        }
        if (p.frameNumber() >= lastFrame) {
            lastFrame = p.frameNumber();
            endNanos = p.timeNanos();
        }
        if (sentBySrc(p)) {
            srcPackets++;
            srcBytes += p.frameLength();
        } else {
            dstPackets++;
            dstBytes += p.frameLength();
        }
        p.dissectorLabel().ifPresent(label -> {
            LabelVotes v = labels.computeIfAbsent(label, l -> new LabelVotes(p.frameNumber()));
            v.count++;
            v.firstFrame = Math.min(v.firstFrame, p.frameNumber());
        });
        p.payload().flatMap(s -> s.fileType()).ifPresent(fileTypes::add);
        userAgents.addAll(p.userAgents());
        names.addAll(p.names());
        if (!p.logins().isEmpty()) {
            logins.add(p.logins(), p.endpoints().srcNode());
        }
        if (!p.dns().isEmpty()) {
            dns.add(p.dns());
        }
        if (!p.claims().isEmpty()) {
            claims.add(p.claims());
        }
        if (p.tls() != null) {
            serverName.offer(p.tls().serverName(), p.frameNumber());
            ja3.offer(p.tls().ja3(), p.frameNumber());
            ja3s.offer(p.tls().ja3s(), p.frameNumber());
            if (p.tls().clientHello() != null) {
                ja4.offer(Ja4.of(p.tls().clientHello()).fingerprint(), p.frameNumber());
                alpn.offer(String.join(String.valueOf(PacketFields.VALUE_SEPARATOR), p.tls().clientHello().alpn()),
                        p.frameNumber());
            }
        }
    }

    /**
     * Spec 10.6 item 4: a packet whose source is the conversation's srcIp goes from the src side to the dst
     * side, every other packet the other way; so same-host traffic all counts as sent by the src side.
     */
    private boolean sentBySrc(PacketRecord p) {
        return p.endpoints().srcNode().equals(srcIp);
    }

    /** Merges the partial conversation of another slice of the same capture. */
    public void absorb(Conversation other) {
        if (!other.key.equals(key)) {
            throw new IllegalArgumentException("cannot merge " + other.key + " into " + key);
        }
        if (other.firstFrame < firstFrame) {
            String formerSrc = srcIp;
            srcIp = other.srcIp;
            srcPort = other.srcPort;
            dstIp = other.dstIp;
            dstPort = other.dstPort;
            transport = other.transport;
            flowTuple = other.flowTuple;
            firstFrame = other.firstFrame;
            startNanos = other.startNanos;
            turnAroundIfSrcChanged(formerSrc);
        }
        if (other.lastFrame > lastFrame) {
            lastFrame = other.lastFrame;
            endNanos = other.endNanos;
        }
        // the other slice counted its sides from its own first packet, which may be of the other side
        boolean sameSides = other.srcIp.equals(srcIp);
        srcPackets += sameSides ? other.srcPackets : other.dstPackets;
        srcBytes += sameSides ? other.srcBytes : other.dstBytes;
        dstPackets += sameSides ? other.dstPackets : other.srcPackets;
        dstBytes += sameSides ? other.dstBytes : other.srcBytes;
        other.labels.forEach((label, votes) -> {
            LabelVotes mine = labels.computeIfAbsent(label, l -> new LabelVotes(votes.firstFrame));
            mine.count += votes.count;
            mine.firstFrame = Math.min(mine.firstFrame, votes.firstFrame);
        });
        fileTypes.addAll(other.fileTypes);
        userAgents.addAll(other.userAgents);
        names.addAll(other.names);
        logins.absorb(other.logins);
        dns.absorb(other.dns);
        claims.absorb(other.claims);
        serverName.absorb(other.serverName);
        ja3.absorb(other.ja3);
        ja3s.absorb(other.ja3s);
        ja4.absorb(other.ja4);
        alpn.absorb(other.alpn);
    }

    /**
     * Spec 2.4 rule 5: the most frequent label; a tie goes to the label seen first in the capture, so the
     * result does not depend on hashing or on how the capture was sliced.
     */
    public Optional<String> dissectorProtocol() {
        return labels.entrySet().stream()
                .min(Comparator.<Map.Entry<String, LabelVotes>>comparingLong(e -> -e.getValue().count)
                        .thenComparingLong(e -> e.getValue().firstFrame))
                .map(Map.Entry::getKey);
    }

    public ConversationKey key() {
        return key;
    }

    public long firstFrame() {
        return firstFrame;
    }

    public long packetCount() {
        return srcPackets + dstPackets;
    }

    /** The facts to store, once every packet has been added. */
    public ConversationRow toRow(ConversationId id, CaptureId captureId) {
        return ConversationRow.dissected(id, captureId,
                new Identity(key, srcIp, srcPort, dstIp, dstPort, transport, communityId()),
                new Traffic(startNanos, endNanos, firstFrame, new Volume(srcPackets, srcBytes),
                        new Volume(dstPackets, dstBytes)),
                new Labels(protocol, dissectorProtocol().orElse(null), List.copyOf(fileTypes), List.copyOf(userAgents),
                        List.copyOf(names), logins.logins(), dns.answers(), claims.claims()),
                handshake());
    }

    /** Spec rows carry the Community ID of the flow their first packet belongs to. */
    private CommunityId communityId() {
        return flowTuple == null ? null : CommunityId.of(flowTuple).orElse(null);
    }

    /** What the dissector read in the conversation's TLS hellos, as flow facts without a classification. */
    private FlowFacts handshake() {
        if (serverName.value() == null && ja3.value() == null && ja3s.value() == null && ja4.value() == null) {
            return null;
        }
        List<String> offered = PacketFields.all(alpn.value());
        return FlowFacts.ofHandshake(TlsFacts.ofHellos(serverName.value(), ja3.value(), ja3s.value(), ja4.value(),
                offered));
    }
}
