package io.pcaplens.domain.tracer;

import java.util.Locale;
import java.util.Optional;
import java.util.function.BiPredicate;

/**
 * Spec 10.6 item 7: packets whose content is encrypted, so that only their size and direction say anything,
 * and their explanation stays generic. Recognised from the protocol label and the dissector's Info summary:
 * a handshake in clear text is not covered (its messages can be explained), the protected data after it is.
 */
public enum EncryptedTraffic {

    /** TLS, SSL and DTLS records that are all Application Data. */
    TLS("TLS", (protocol, info) -> (protocol.startsWith("TLS") || protocol.startsWith("SSL")
            || protocol.startsWith("DTLS")) && onlyApplicationData(info)),
    /** QUIC short-header (1-RTT) packets and 0-RTT early data. */
    QUIC("QUIC", (protocol, info) -> protocol.equals("QUIC")
            && (info.startsWith("Protected Payload") || info.startsWith("0-RTT"))),
    /** SSH packets after the key exchange. */
    SSH("SSH", (protocol, info) -> protocol.startsWith("SSH") && info.contains("Encrypted packet")),
    /** WireGuard transport data (handshake messages are not covered). */
    WIREGUARD("WireGuard", (protocol, info) -> protocol.equals("WIREGUARD") && info.startsWith("Transport Data")),
    /** IPsec Encapsulating Security Payload: everything after the SPI is encrypted. */
    ESP("IPsec ESP", (protocol, info) -> protocol.equals("ESP")),
    /** OpenVPN data channel packets. */
    OPENVPN("OpenVPN", (protocol, info) -> protocol.equals("OPENVPN") && info.contains("P_DATA")),
    /** SMB 3 messages sent inside an encryption transform. */
    SMB3("SMB3", (protocol, info) -> protocol.startsWith("SMB") && info.contains("Encrypted SMB3"));

    private final String label;
    private final BiPredicate<String, String> recognises;

    EncryptedTraffic(String label, BiPredicate<String, String> recognises) {
        this.label = label;
        this.recognises = recognises;
    }

    /** The protocol's usual name, for a sentence. */
    public String label() {
        return label;
    }

    /** The kind of encrypted traffic the step carries, or empty when its content may be explained. */
    public static Optional<EncryptedTraffic> of(TraceStep step) {
        String protocol = step.protocol().toUpperCase(Locale.ROOT);
        String info = step.info() == null ? "" : step.info().strip();
        for (EncryptedTraffic kind : values()) {
            if (kind.recognises.test(protocol, info)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }

    public static boolean covers(TraceStep step) {
        return of(step).isPresent();
    }

    /**
     * Whether the step's content must stay home: its own label says it is encrypted, or it belongs to a flow
     * whose content is encrypted after a handshake (the conversation's protocol or DPI application is TLS, QUIC,
     * SSH or a VPN) and is not one of that handshake's messages in clear text. In such a flow a TCP segment
     * carrying part of a record, an "Encrypted Handshake Message", a "Change Cipher Spec, Application Data", a
     * record the dissector calls "Continuation Data" or a QUIC Handshake packet is ciphertext whatever its label.
     */
    public static boolean covers(TraceContext context, TraceStep step) {
        return covers(step) || EncryptedFlow.of(context).filter(flow -> !flow.inClear(step)).isPresent();
    }

    /**
     * "Application Data" or "Application Data, Application Data", ignoring the dissector's bracketed TCP notes
     * ("[TCP Previous segment not captured] , Application Data").
     */
    private static boolean onlyApplicationData(String info) {
        boolean any = false;
        for (String part : info.split(",")) {
            String record = part.strip();
            if (record.isEmpty() || record.startsWith("[")) {
                continue;
            }
            if (!record.equals("Application Data")) {
                return false;
            }
            any = true;
        }
        return any;
    }
}
