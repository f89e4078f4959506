package io.pcaplens.domain.tracer.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.tracer.PeerTraffic;

import java.util.List;

/**
 * The traffic between one host and every address it exchanged packets with anywhere in a capture, summed from
 * the stored conversations' per-direction counts: never by reading the capture's packets again.
 */
public interface PeerTrafficRepository {

    /**
     * @param captureId the capture
     * @param host      the traced host's node identifier
     * @return one entry per peer, with the packets each way and the peer's largest conversation with the host
     */
    List<PeerTraffic> around(CaptureId captureId, String host);

    /**
     * The same per port of one peer: the port on the peer's side of each conversation between the two.
     *
     * @return one entry per port, with {@link PeerTraffic#port()} set; conversations without ports are left out
     */
    List<PeerTraffic> portsOf(CaptureId captureId, String host, String peer);
}
