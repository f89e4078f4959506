package io.pcaplens.dissector.captures;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import static io.pcaplens.dissector.captures.DirectoryTraffic.integer;
import static io.pcaplens.dissector.captures.DirectoryTraffic.tlv;

/**
 * Logons made byte for byte on the network of {@link DirectoryTraffic}: an LDAP simple bind with a DN and one
 * anonymous bind to the directory server, and HTTP requests to a web server with Digest and with Basic
 * authorization.
 */
public final class LogonTraffic {

    public static final Endpoint WEB = new Endpoint("02:00:00:00:0a:03", "10.0.5.80", 0);
    public static final String BIND_DN = "cn=svc-backup,ou=services,dc=example,dc=test";
    public static final String DIGEST_USER = "bob";
    public static final String DIGEST_REALM = "files@example.test";

    private LogonTraffic() {
    }

    public static Recording recording() {
        Recording r = new Recording();
        r.tcp(DirectoryTraffic.CLIENT.at(50_389), DirectoryTraffic.KDC.at(389)).open()
                .send(bindRequest(1, BIND_DN, "secret")).reply(bindResponse(1)).close();
        r.tcp(DirectoryTraffic.CLIENT.at(50_390), DirectoryTraffic.KDC.at(389)).open()
                .send(bindRequest(1, "", "")).reply(bindResponse(1)).close();
        r.tcp(DirectoryTraffic.CLIENT.at(50_080), WEB.at(80)).open()
                .send(request("Digest username=\"" + DIGEST_USER + "\", realm=\"" + DIGEST_REALM
                        + "\", nonce=\"dcd98b7102dd2f0e8b11d0f600bfb0c093\", uri=\"/reports/\", "
                        + "response=\"6629fae49393a05397450978507c4ef1\", qop=auth, nc=00000001, cnonce=\"0a4f113b\""))
                .reply(ok()).close();
        r.tcp(DirectoryTraffic.CLIENT.at(50_081), WEB.at(80)).open()
                .send(request("Basic Y2Fyb2w6aHVudGVyMg==")).reply(ok()).close();
        return r;
    }

    /** An LDAPv3 BindRequest (RFC 4511) with simple authentication. */
    private static byte[] bindRequest(int id, String name, String password) {
        byte[] bind = tlv(0x60, concat(integer(3), tlv(0x04, name.getBytes(StandardCharsets.UTF_8)),
                tlv(0x80, password.getBytes(StandardCharsets.UTF_8))));
        return tlv(0x30, concat(integer(id), bind));
    }

    /** A BindResponse: success, no matched DN, no message. */
    private static byte[] bindResponse(int id) {
        byte[] result = tlv(0x61, concat(tlv(0x0a, new byte[]{0}), tlv(0x04, new byte[0]), tlv(0x04, new byte[0])));
        return tlv(0x30, concat(integer(id), result));
    }

    private static byte[] request(String authorization) {
        return ("GET /reports/ HTTP/1.1\r\nHost: files.example.test\r\nAuthorization: " + authorization
                + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] ok() {
        return "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            b.writeBytes(p);
        }
        return b.toByteArray();
    }
}
