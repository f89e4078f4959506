package io.pcaplens.domain.host;

import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.PacketRecord;

import java.io.Serializable;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The hosts of one capture, or of one slice of it, as the packets stream past: one {@link HostObservations}
 * per node identifier, and for every TCP flow whose opening SYN was seen, the endpoint that sent it (spec
 * 10.5: the client is the one that initiated). Like the conversation table, it grows with hosts and flows,
 * never with packets.
 *
 * <p>It also gathers what the frames show of the network itself (bindings of addresses to cards, the way out,
 * the services that answered) for the monitor, so that the capture is read once for both.
 */
public final class HostTable implements Serializable {

    /** The endpoint that sent a flow's first SYN without ACK, and the frame it was in. */
    public record Opener(String ip, int port, long frame) implements Serializable {
        public Initiator initiator() {
            return new Initiator(ip, port);
        }
    }

    private final Map<String, HostObservations> byNode = new HashMap<>();
    private final Map<FlowKey, Opener> openers = new HashMap<>();

    /** Takes in one packet: what it shows about its sender and its receiver. */
    public void add(PacketRecord p) {
        Endpoints e = p.endpoints();
        host(e.srcNode()).sent(p);
        if (!e.dstNode().isEmpty()) {
            host(e.dstNode()).received(p);
        }
        if (p.opensConnection() && e.srcPort() != null && e.dstPort() != null) {
            FlowKey flow = FlowKey.of(p.transport(), e.srcNode(), e.srcPort(), e.dstNode(), e.dstPort());
            Opener seen = openers.get(flow);
            if (seen == null || p.frameNumber() < seen.frame()) {
                openers.put(flow, new Opener(e.srcNode(), e.srcPort(), p.frameNumber()));
            }
        }
    }

    private HostObservations host(String node) {
        HostObservations h = byNode.get(node);
        if (h == null) {
            h = new HostObservations(node);
            byNode.put(node, h);
        }
        return h;
    }

    /** Merges another slice's table into this one. */
    public void absorb(HostTable other) {
        other.byNode.forEach((node, theirs) -> {
            HostObservations mine = byNode.get(node);
            if (mine == null) {
                byNode.put(node, theirs);
            } else {
                mine.absorb(theirs);
            }
        });
        other.openers.forEach((flow, theirs) -> openers.merge(flow, theirs,
                (a, b) -> a.frame() <= b.frame() ? a : b));
    }

    public Collection<HostObservations> hosts() {
        return byNode.values();
    }

    public Optional<HostObservations> find(String node) {
        return Optional.ofNullable(byNode.get(node));
    }

    /** Who opened the flow, when its opening SYN was captured. */
    public Optional<Opener> openerOf(FlowKey flow) {
        return Optional.ofNullable(openers.get(flow));
    }

    public int size() {
        return byNode.size();
    }
}
