package io.pcaplens.domain.packet;

import java.util.List;
import java.util.Optional;

/**
 * One extracted packet, interpreted by the spec's rules (2.1, 2.4, 2.6): node identifiers, ports, the
 * 20-character protocol label, the per-packet dissector label and the kept payload sample.
 *
 * @param frameNumber 1-based position of the frame in the whole capture
 */
public record PacketRecord(
        long frameNumber,
        long timeNanos,
        int frameLength,
        Endpoints endpoints,
        String protocol,
        String transport,
        String info,
        Optional<String> dissectorLabel,
        Optional<PayloadSample> payload,
        List<String> userAgents,
        TlsHello tls,
        Long fileOffset) {

    /**
     * The same packet with the position of its record in the capture file, where the format allows reading
     * a frame directly (classic pcap): exporting a conversation then reads only its own frames.
     */
    public PacketRecord atFileOffset(long offset) {
        return new PacketRecord(frameNumber, timeNanos, frameLength, endpoints, protocol, transport, info,
                dissectorLabel, payload, userAgents, tls, offset);
    }

    /** What a TLS ClientHello/ServerHello in the packet says; null fields where the packet has none. */
    public record TlsHello(String serverName, String ja3, String ja3s) {
        static TlsHello of(PacketFields f) {
            String sni = PacketFields.first(f.tlsServerName());
            String ja3 = PacketFields.first(f.ja3());
            String ja3s = PacketFields.first(f.ja3s());
            return sni.isEmpty() && ja3.isEmpty() && ja3s.isEmpty() ? null
                    : new TlsHello(sni.isEmpty() ? null : sni, ja3.isEmpty() ? null : ja3, ja3s.isEmpty() ? null : ja3s);
        }
    }

    public static PacketRecord from(PacketFields f) {
        String payloadHex = PacketFields.first(f.tcpPayload()).isEmpty() ? f.udpPayload() : f.tcpPayload();
        return new PacketRecord(
                f.frameNumber(),
                CaptureTime.parseEpochNanos(f.timeEpoch()),
                parseLength(f.frameLen()),
                NodeIdentifier.of(f),
                ProtocolLabel.of(f.protocolColumn()),
                Transport.of(f.frameProtocols()),
                f.info() == null ? "" : f.info(),
                DissectorLabel.of(f.frameProtocols(), Transport.ofPorts(f)),
                PayloadSample.fromHex(payloadHex),
                PacketFields.all(f.httpUserAgents()),
                TlsHello.of(f),
                null);
    }

    private static int parseLength(String raw) {
        String v = PacketFields.first(raw);
        return v.isEmpty() ? 0 : Integer.parseInt(v);
    }
}
