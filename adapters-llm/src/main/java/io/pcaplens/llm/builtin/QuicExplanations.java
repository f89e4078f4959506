package io.pcaplens.llm.builtin;

import java.util.List;
import java.util.Optional;

/**
 * QUIC long-header packets as the dissector summarises them: "Initial, DCID=…, SCID=…, PKN: 0, CRYPTO",
 * "Handshake, DCID=…", "Retry, …", "Version Negotiation". Short-header packets ("Protected Payload (KP0)") and
 * 0-RTT data are encrypted traffic and explained as such before this family is asked.
 */
final class QuicExplanations implements ProtocolExplanations {

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().equals("QUIC")) {
            return Optional.empty();
        }
        List<String> parts = InfoParts.of(step.info());
        String type = parts.isEmpty() ? "" : parts.get(0);
        String who = step.sender();
        String server = step.hostname() == null ? ""
                : " The connection's server name (SNI) is " + step.hostname() + ".";
        switch (type) {
            case "Initial":
                if (parts.contains("CONNECTION_CLOSE")) {
                    return Optional.of(who + " closes the QUIC connection during its set-up (Initial packet with"
                            + " CONNECTION_CLOSE).");
                }
                if (!parts.contains("CRYPTO")) {
                    return Optional.of(who + " sends a QUIC Initial packet that acknowledges the other side's"
                            + " Initial packets without handshake data." + server);
                }
                return Optional.of(who + " sends a QUIC Initial packet carrying TLS handshake data (CRYPTO), the"
                        + " first stage of setting up the connection; its protection uses keys anyone can derive"
                        + " from the connection ID." + server);
            case "Handshake":
                return Optional.of(who + " sends a QUIC Handshake packet: the rest of the TLS 1.3 handshake"
                        + " (certificate and key confirmation), already encrypted.");
            case "Retry":
                return Optional.of(who + " asks the client to repeat its connection attempt with a token (QUIC"
                        + " Retry), a check that the client's address is genuine.");
            case "Version Negotiation":
                return Optional.of(who + " lists the QUIC versions it supports (Version Negotiation): it does not"
                        + " support the version the client asked for.");
            default:
                return Optional.of(step.sends("a QUIC packet of " + Wording.bytes(step.size())));
        }
    }
}
