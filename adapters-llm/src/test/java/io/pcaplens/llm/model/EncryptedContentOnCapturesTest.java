package io.pcaplens.llm.model;

import io.pcaplens.domain.tracer.Ciphertext;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.llm.builtin.BuiltinExplainer;
import io.pcaplens.llm.builtin.CapturedConversation;
import io.pcaplens.llm.chat.ChatCompletionsClient;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No ciphertext reaches a language model: whole connections of the corpus's TLS, SSH and QUIC captures traced
 * with the model first, the frames the model was told about checked against those tshark itself dissects as a
 * handshake in clear text or as carrying no payload; and the content rule against the payloads tshark names
 * encrypted and those it dissects as text commands.
 */
class EncryptedContentOnCapturesTest {

    /** One connection, the DPI application the service would have found, and tshark's frames in clear. */
    private record Connection(String capture, String filter, String app, String clearFrames) {
    }

    private static final List<Connection> CONNECTIONS = List.of(
            new Connection("tls12-basic.pcap", "tcp.stream==0", "TLS",
                    "tcp.len==0 or (tls.handshake.type and not tls.app_data)"),
            new Connection("tls13-curl.pcap", "tcp.stream==0", "TLS",
                    "tcp.len==0 or (tls.handshake.type and not tls.app_data)"),
            new Connection("sslv3.pcap", "tcp.stream==0", "TLS",
                    "tcp.len==0 or (ssl.handshake.type and not ssl.app_data)"),
            new Connection("ssh.pcap", "tcp.stream==0", "SSH",
                    "tcp.len==0 or ((ssh.protocol or ssh.message_code) and not ssh.encrypted_packet)"),
            new Connection("quic-curl-http3.pcap", "udp.stream==0", "QUIC", "quic.long.packet_type==0"));

    @Test
    void theModelIsToldOnlyOfFramesTsharkDissectsInClear() throws IOException {
        for (Connection c : CONNECTIONS) {
            CapturedConversation traced = CapturedConversation.of(c.capture(), c.filter());
            TraceContext context = new TraceContext(traced.context().srcIp(), traced.context().srcPort(),
                    traced.context().dstIp(), traced.context().dstPort(), null, traced.context().protocol(), c.app(),
                    null);
            Set<Long> clear = frames(c.capture(), "(" + c.filter() + ") and (" + c.clearFrames() + ")");
            Set<Long> told = new TreeSet<>();
            try (ChatServer server = new ChatServer(ChatServer.Reply::explainingAll)) {
                new ModelExplainer(new ChatCompletionsClient(server.base(), "test-model", null, Duration.ofSeconds(5)),
                        new BuiltinExplainer(), 20, 1).explain(context, traced.steps());
                for (ChatServer.Request request : server.requests()) {
                    for (JsonObject packet : request.packets()) {
                        told.add(traced.steps().get(packet.getInt("index") - 1).frameNumber());
                    }
                }
            }
            Set<Long> notClear = new TreeSet<>(told);
            notClear.removeAll(clear);
            assertEquals(Set.of(), notClear, c.capture() + ": frames told of that tshark does not dissect in clear");
            assertFalse(told.isEmpty(), c.capture() + ": the handshake in clear is explained by the model");
            assertTrue(told.size() < traced.steps().size(), c.capture() + ": the encrypted rest stays home");
        }
    }

    @Test
    void payloadsTsharkNamesEncryptedLookLikeCiphertextAndTextCommandsDoNot() {
        int encrypted = 0;
        for (String capture : List.of("tls12-basic.pcap", "tls13-curl.pcap", "tls13-wolfssl.pcap", "sslv3.pcap",
                "ssh.pcap", "tor.pcap")) {
            for (byte[] payload : payloads(capture, "tls.app_data or ssl.app_data or ssh.encrypted_packet",
                    "tcp.payload")) {
                assertTrue(Ciphertext.likely(payload), capture + ": " + HexFormat.of().formatHex(payload));
                encrypted++;
            }
        }
        assertTrue(encrypted > 300, encrypted + " encrypted payloads");
        int text = 0;
        for (String[] commands : List.of(new String[] {"http-bro-org-browsing.pcap", "http.request"},
                new String[] {"ftp-ipv4.pcap", "ftp or ftp-data"}, new String[] {"pop3.pcap", "pop"},
                new String[] {"smtp-zip-attachment.pcap", "smtp.req or smtp.response"},
                new String[] {"telnet-login.pcap", "telnet"})) {
            for (byte[] payload : payloads(commands[0], commands[1], "tcp.payload")) {
                assertFalse(Ciphertext.likely(payload), commands[0] + ": " + new String(payload,
                        java.nio.charset.StandardCharsets.ISO_8859_1));
                text++;
            }
        }
        assertTrue(text > 100, text + " text payloads");
    }

    /** The stored part (the first 64 bytes) of each frame's payload, of at least the bytes the rule reads. */
    private static List<byte[]> payloads(String capture, String filter, String field) {
        List<byte[]> found = new ArrayList<>();
        for (String hex : tshark(capture, filter, field)) {
            byte[] bytes = HexFormat.of().parseHex(hex.replace(":", ""));
            byte[] stored = Arrays.copyOf(bytes, Math.min(bytes.length, 64));
            if (stored.length >= 32) {
                found.add(stored);
            }
        }
        return found;
    }

    private static Set<Long> frames(String capture, String filter) {
        Set<Long> frames = new TreeSet<>();
        tshark(capture, filter, "frame.number").forEach(n -> frames.add(Long.parseLong(n)));
        return frames;
    }

    private static List<String> tshark(String capture, String filter, String field) {
        try {
            Process p = new ProcessBuilder("tshark", "-n", "-r", CapturedConversation.pcaps().resolve(capture).toString(),
                    "-Y", filter, "-T", "fields", "-E", "occurrence=f", "-e", field)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            List<String> lines = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII)
                    .lines().filter(l -> !l.isBlank()).toList();
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException("tshark failed on " + capture + " with " + filter);
            }
            return lines;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
