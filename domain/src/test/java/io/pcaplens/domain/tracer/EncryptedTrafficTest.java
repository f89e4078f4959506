package io.pcaplens.domain.tracer;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Protocol labels (uppercased, spec 2.1 rule 6) and Info texts as tshark 4.0 writes them for the shared captures. */
class EncryptedTrafficTest {

    private static Optional<EncryptedTraffic> kind(String protocol, String info) {
        return EncryptedTraffic.of(new TraceStep(1, 1, StepDirection.CLIENT, protocol, 100, info, 0, ""));
    }

    @Test
    void tlsApplicationDataIsEncryptedButTheHandshakeIsNot() {
        assertEquals(Optional.of(EncryptedTraffic.TLS), kind("TLSV1.2", "Application Data"));           // tls12-basic.pcap #13
        assertEquals(Optional.of(EncryptedTraffic.TLS), kind("TLSV1.3", "Application Data, Application Data"));
        assertEquals(Optional.of(EncryptedTraffic.TLS), kind("SSLV3", "[TCP Previous segment not captured] , Application Data"));
        assertEquals(Optional.empty(), kind("TLSV1", "Client Hello"));
        assertEquals(Optional.empty(), kind("TLSV1.3", "Server Hello, Change Cipher Spec, Application Data")); // tls13-curl.pcap #10
        assertEquals(Optional.empty(), kind("TLSV1.2", "Certificate, Server Hello Done"));
    }

    @Test
    void quicProtectedPayloadIsEncryptedButTheInitialIsNot() {
        assertEquals(Optional.of(EncryptedTraffic.QUIC), kind("QUIC", "Protected Payload (KP0), DCID=c15d62c70884f4b5"));
        assertEquals(Optional.empty(),
                kind("QUIC", "Initial, DCID=815d62c70884f4b51e8ccadd5beed372,"
                        + " SCID=e5ec6b26584229be98a164349ae910351c40d10b, PKN: 0, CRYPTO"));
    }

    @Test
    void sshIsEncryptedAfterTheKeyExchange() {
        assertEquals(Optional.of(EncryptedTraffic.SSH), kind("SSHV2", "Client: Encrypted packet (len=48)")); // ssh.pcap #20
        assertEquals(Optional.empty(), kind("SSHV2", "Client: Key Exchange Init"));
        assertEquals(Optional.empty(), kind("SSH", "Server: Protocol (SSH-2.0-OpenSSH_5.3)"));
    }

    @Test
    void vpnDataAndEncryptedSmbAreCovered() {
        assertEquals(Optional.of(EncryptedTraffic.WIREGUARD),
                kind("WIREGUARD", "Transport Data, receiver=0x5f5a2c5d, counter=0, datalen=96"));
        assertEquals(Optional.empty(), kind("WIREGUARD", "Handshake Initiation, sender=0x5f5a2c5d"));
        assertEquals(Optional.of(EncryptedTraffic.ESP), kind("ESP", "ESP (SPI=0x0000b5c8)"));
        assertEquals(Optional.of(EncryptedTraffic.OPENVPN), kind("OPENVPN", "MessageType: P_DATA_V2"));
        assertEquals(Optional.of(EncryptedTraffic.SMB3), kind("SMB2", "Encrypted SMB3"));
    }

    @Test
    void clearTextProtocolsAreNotCovered() {
        assertEquals(Optional.empty(), kind("TCP", "33532 → 80 [SYN] Seq=0 Win=29200 Len=0"));
        assertEquals(Optional.empty(), kind("HTTP", "GET /~regit/r.pdf HTTP/1.1 "));
        assertEquals(Optional.empty(), kind("DNS", null));
    }

    @Test
    void aFlowOfTlsShowsOnlyItsClearHandshakeAndPacketsWithoutPayload() {
        TraceContext tls = new TraceContext("10.0.0.1", 50000, "10.0.0.2", 443, "TCP", "TCP", "TLS.Google", null);
        byte[] some = bytes("any bytes at all");
        assertFalse(EncryptedTraffic.covers(tls, step("TCP", "50000 → 443 [SYN] Seq=0", new byte[0])));
        assertFalse(EncryptedTraffic.covers(tls, step("TLSV1.2", "Client Hello (SNI=example.org)", some)));
        assertFalse(EncryptedTraffic.covers(tls, step("TLSV1.2", "Server Hello, Certificate, Server Hello Done", some)));
        assertTrue(EncryptedTraffic.covers(tls, step("TLSV1.2", "Change Cipher Spec, Encrypted Handshake Message", some)));
        assertTrue(EncryptedTraffic.covers(tls, step("TLSV1.3", "Server Hello, Change Cipher Spec, Application Data", some)));
        assertTrue(EncryptedTraffic.covers(tls, step("TCP", "443 → 50000 [ACK] Seq=1 Ack=1 Len=1448", some)));
        assertTrue(EncryptedTraffic.covers(tls, step("SSL", "Continuation Data", some)));
    }

    @Test
    void aFlowWithoutEncryptionIsJudgedByEachPacketsLabel() {
        TraceContext http = new TraceContext("10.0.0.1", 50000, "10.0.0.2", 80, "TCP", "HTTP", "HTTP", null);
        assertFalse(EncryptedTraffic.covers(http, step("TCP", "80 → 50000 [ACK] Len=1448", bytes("body"))));
        assertTrue(EncryptedTraffic.covers(http, step("TLSV1.2", "Application Data", bytes("body"))));
    }

    private static TraceStep step(String protocol, String info, byte[] payload) {
        return new TraceStep(1, 1, StepDirection.CLIENT, protocol, 100, info, 0,
                java.util.HexFormat.of().formatHex(payload));
    }

    private static byte[] bytes(String text) {
        return text.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
}
