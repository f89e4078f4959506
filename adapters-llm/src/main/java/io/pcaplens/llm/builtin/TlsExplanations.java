package io.pcaplens.llm.builtin;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * TLS, SSL and DTLS records as the dissector lists them in Info: "Client Hello", "Server Hello", "Certificate,
 * Server Hello Done", "Change Cipher Spec, Encrypted Handshake Message", "Alert (Level: Fatal, Description:
 * Handshake Failure)". Records that are all Application Data are encrypted traffic and explained as such
 * before this family is asked.
 */
final class TlsExplanations implements ProtocolExplanations {

    private static final Pattern ALERT = Pattern.compile("^Alert \\(Level: (\\w+), Description: ([^)]+)\\)$");
    private static final Pattern SNI_IN_INFO = Pattern.compile("\\(SNI=([^)]+)\\)");
    private static final Pattern VERSION = Pattern.compile("^(D?TLS|SSL)V(\\d)(?:\\.(\\d))?$");

    private static final Map<String, String> DOINGS = Map.ofEntries(
            Map.entry("Certificate", "sends its certificate chain so that the other side can verify its identity"),
            Map.entry("Server Key Exchange", "sends its key exchange parameters"),
            Map.entry("Client Key Exchange", "sends its part of the key exchange"),
            Map.entry("Certificate Request", "asks the client for a certificate (client authentication)"),
            Map.entry("Server Hello Done", "signals the end of its hello messages"),
            Map.entry("Certificate Verify", "proves that it holds the private key of its certificate"),
            Map.entry("Change Cipher Spec", "switches to the keys just negotiated (Change Cipher Spec)"),
            Map.entry("Encrypted Handshake Message",
                    "sends an encrypted handshake message (normally Finished, which confirms the handshake)"),
            Map.entry("New Session Ticket", "hands out a session ticket for resuming the session later"),
            Map.entry("Hello Request", "asks the client to start a new handshake"),
            Map.entry("Hello Retry Request", "asks the client to retry its hello with other key exchange parameters"),
            Map.entry("Certificate Status", "sends the revocation status (OCSP) of its certificate"),
            Map.entry("Encrypted Alert", "sends an encrypted alert, usually the close_notify that ends the session"),
            Map.entry("Application Data", "carries encrypted application data"),
            Map.entry("Heartbeat Request", "sends a TLS heartbeat request"),
            Map.entry("Heartbeat Response", "answers a TLS heartbeat"),
            Map.entry("Continuation Data", "continues a TLS record begun in an earlier packet"),
            Map.entry("Ignored Unknown Record", "carries a record the dissector could not read"));

    @Override
    public Optional<String> explain(StepFacts step) {
        String protocol = step.protocol();
        if (!protocol.startsWith("TLS") && !protocol.startsWith("SSL") && !protocol.startsWith("DTLS")) {
            return Optional.empty();
        }
        List<String> doings = new ArrayList<>();
        for (String record : InfoParts.of(step.info())) {
            if (!record.startsWith("[")) {
                doings.add(doing(record, step, protocol));
            }
        }
        if (doings.isEmpty()) {
            return Optional.of(step.sends(Wording.bytes(step.size()) + " of " + version(protocol) + " data"));
        }
        return Optional.of(InfoParts.sentences(step.sender(), doings));
    }

    private static String doing(String record, StepFacts step, String protocol) {
        if (record.startsWith("Client Hello")) {
            Matcher sni = SNI_IN_INFO.matcher(record);
            String server = sni.find() ? sni.group(1) : step.hostname();
            return "starts a TLS handshake with a Client Hello, offering the versions and cipher suites it supports"
                    + (server != null ? ", for the server name " + server + " (SNI)" : "");
        }
        if (record.startsWith("Server Hello") && !record.startsWith("Server Hello Done")) {
            return "answers with a Server Hello, choosing " + version(protocol)
                    + " and the cipher suite for the session";
        }
        if (record.equals("Change Cipher Spec") && protocol.equals("TLSV1.3")) {
            return "sends a Change Cipher Spec record, which TLS 1.3 keeps only for compatibility with middleboxes";
        }
        Matcher alert = ALERT.matcher(record);
        if (alert.matches()) {
            String description = alert.group(2).strip();
            if (description.equals("Close Notify")) {
                return "closes the TLS session cleanly (close_notify alert)";
            }
            return alert.group(1).equalsIgnoreCase("Fatal")
                    ? "sends a fatal TLS alert, " + description + ", which aborts the connection"
                    : "sends a warning-level TLS alert, " + description;
        }
        String doing = DOINGS.get(record);
        return doing != null ? doing : "carries a TLS " + Wording.clip(record) + " record";
    }

    /** "TLS 1.2" for the label TLSV1.2, "SSL 3.0" for SSLV3; the label itself when it names no version. */
    private static String version(String protocol) {
        Matcher m = VERSION.matcher(protocol);
        if (!m.matches()) {
            return protocol.startsWith("SSL") ? "SSL" : protocol.startsWith("DTLS") ? "DTLS" : "TLS";
        }
        return m.group(1) + " " + m.group(2) + "." + (m.group(3) == null ? "0" : m.group(3));
    }
}
