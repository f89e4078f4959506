package io.pcaplens.domain.tracer;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A conversation whose content is encrypted after a handshake, told by its protocol label or its DPI
 * application ("TLS.Google", "OpenVPN"): what of it may be explained from content is the handshake's messages in
 * clear text and packets without payload (TCP's own segments), nothing else.
 */
enum EncryptedFlow {

    TLS(List.of("TLS", "SSL", "DTLS", "HTTPS"), EncryptedFlow::clearTlsHandshake),
    QUIC(List.of("QUIC", "HTTP3"), step -> step.protocol().toUpperCase(Locale.ROOT).equals("QUIC")
            && infoOf(step).startsWith("Initial")),
    SSH(List.of("SSH"), step -> step.protocol().toUpperCase(Locale.ROOT).startsWith("SSH")
            && List.of("Client: Protocol", "Server: Protocol", "Client: Key Exchange Init",
                    "Server: Key Exchange Init", "Client: Diffie-Hellman", "Server: Diffie-Hellman",
                    "Client: Elliptic Curve Diffie-Hellman", "Server: Elliptic Curve Diffie-Hellman",
                    "Client: New Keys", "Server: New Keys").stream().anyMatch(infoOf(step)::startsWith)),
    VPN(List.of("OPENVPN", "WIREGUARD", "IPSEC", "ESP", "IKE"), step -> false);

    /** TLS handshake messages sent before the keys are in use (TLS 1.3's later ones are encrypted). */
    private static final List<String> CLEAR_TLS = List.of("Client Hello", "Server Hello", "Hello Retry Request",
            "Certificate", "Server Key Exchange", "Certificate Request", "Server Hello Done", "Client Key Exchange",
            "Certificate Verify", "Change Cipher Spec", "Certificate Status", "Hello Request");

    private final List<String> names;
    private final Predicate<TraceStep> clearMessage;

    EncryptedFlow(List<String> names, Predicate<TraceStep> clearMessage) {
        this.names = names;
        this.clearMessage = clearMessage;
    }

    static Optional<EncryptedFlow> of(TraceContext context) {
        for (EncryptedFlow flow : values()) {
            if (flow.names(context.protocol()) || flow.names(master(context.appName()))) {
                return Optional.of(flow);
            }
        }
        return Optional.empty();
    }

    /** Whether the step's content may be explained: a handshake message in clear text, or no payload at all. */
    boolean inClear(TraceStep step) {
        return step.payload().length == 0 || clearMessage.test(step);
    }

    private boolean names(String label) {
        if (label == null) {
            return false;
        }
        String upper = label.toUpperCase(Locale.ROOT);
        return names.stream().anyMatch(upper::startsWith);
    }

    /** nDPI's "Master.App" names the protocol before the dot. */
    private static String master(String appName) {
        return appName == null ? null : appName.split("\\.", 2)[0];
    }

    private static String infoOf(TraceStep step) {
        return step.info() == null ? "" : step.info().strip();
    }

    /** Every record of the step is a clear handshake message ("Server Hello, Certificate, Server Hello Done"). */
    private static boolean clearTlsHandshake(TraceStep step) {
        String protocol = step.protocol().toUpperCase(Locale.ROOT);
        if (!(protocol.startsWith("TLS") || protocol.startsWith("SSL") || protocol.startsWith("DTLS"))) {
            return false;
        }
        boolean any = false;
        for (String part : infoOf(step).split(",")) {
            String record = part.strip();
            if (record.isEmpty() || record.startsWith("[")) {
                continue;
            }
            if (CLEAR_TLS.stream().noneMatch(record::startsWith)) { // "Client Hello (SNI=…)"
                return false;
            }
            any = true;
        }
        return any;
    }
}
