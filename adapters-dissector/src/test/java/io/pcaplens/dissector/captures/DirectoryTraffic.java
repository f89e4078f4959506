package io.pcaplens.dissector.captures;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A Windows network's naming and sign-on traffic, made byte for byte: the client's DHCP REQUEST with its host name,
 * a Kerberos AS-REQ from the client and the KDC's AS-REP (which names the client too), and NetBIOS name
 * registrations, one of a machine's unique name and one of a group name.
 */
public final class DirectoryTraffic {

    public static final Endpoint CLIENT = new Endpoint("02:00:00:00:0a:01", "10.0.5.10", 0);
    public static final Endpoint KDC = new Endpoint("02:00:00:00:0a:02", "10.0.5.2", 0);
    public static final Endpoint BROADCAST = new Endpoint("ff:ff:ff:ff:ff:ff", "10.0.5.255", 0);
    public static final String USER = "alice";
    public static final String REALM = "EXAMPLE.TEST";
    /** The client's NetBIOS name, and the group it registers too. */
    public static final String MACHINE = "WS-ALICE";
    public static final String GROUP = "EXAMPLEGRP";

    private DirectoryTraffic() {
    }

    public static Recording recording() {
        Recording r = new Recording();
        r.frame(Frames.udp(new Endpoint(CLIENT.mac(), "0.0.0.0", 68), new Endpoint(BROADCAST.mac(),
                "255.255.255.255", 67), dhcpRequest()));
        r.frame(Frames.udp(CLIENT.at(50_088), KDC.at(88), asReq()));
        r.frame(Frames.udp(KDC.at(88), CLIENT.at(50_088), asRep()));
        r.frame(Frames.udp(CLIENT.at(137), BROADCAST.at(137), nbnsRegistration(1, MACHINE, 0x20, false)));
        r.frame(Frames.udp(CLIENT.at(137), BROADCAST.at(137), nbnsRegistration(2, GROUP, 0x00, true)));
        return r;
    }

    /** A DHCP REQUEST (RFC 2131) for the client's address, with its host name (option 12). */
    private static byte[] dhcpRequest() {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(new byte[]{1, 1, 6, 0, 0x3d, 0x1d, 0x2b, 0x3c, 0, 0, (byte) 0x80, 0});
        b.writeBytes(new byte[16]);
        byte[] chaddr = new byte[16];
        String[] mac = CLIENT.mac().split(":");
        for (int i = 0; i < 6; i++) {
            chaddr[i] = (byte) Integer.parseInt(mac[i], 16);
        }
        b.writeBytes(chaddr);
        b.writeBytes(new byte[64 + 128]);
        b.writeBytes(new byte[]{0x63, (byte) 0x82, 0x53, 0x63, 53, 1, 3, 50, 4});
        for (String octet : CLIENT.ip().split("\\.")) {
            b.write(Integer.parseInt(octet));
        }
        byte[] host = MACHINE.getBytes(StandardCharsets.US_ASCII);
        b.write(12);
        b.write(host.length);
        b.writeBytes(host);
        b.write(255);
        return b.toByteArray();
    }

    private static byte[] asReq() {
        byte[] body = seq(
                ctx(0, tlv(0x03, new byte[]{0, 0x50, (byte) 0x80, 0, 0x10})),
                ctx(1, principal(1, USER)),
                ctx(2, text(REALM)),
                ctx(3, principal(2, "krbtgt", REALM)),
                ctx(5, tlv(0x18, "20370913024805Z".getBytes(StandardCharsets.US_ASCII))),
                ctx(7, integer(0x12345678)),
                ctx(8, seq(integer(18), integer(17))));
        return tlv(0x6a, seq(ctx(1, integer(5)), ctx(2, integer(10)), ctx(4, body)));
    }

    private static byte[] asRep() {
        byte[] ticket = tlv(0x61, seq(ctx(0, integer(5)), ctx(1, text(REALM)), ctx(2, principal(2, "krbtgt", REALM)),
                ctx(3, encrypted())));
        return tlv(0x6b, seq(ctx(0, integer(5)), ctx(1, integer(11)), ctx(3, text(REALM)), ctx(4, principal(1, USER)),
                ctx(5, ticket), ctx(6, encrypted())));
    }

    private static byte[] encrypted() {
        return seq(ctx(0, integer(18)), ctx(1, integer(2)), ctx(2, tlv(0x04, new byte[32])));
    }

    private static byte[] principal(int type, String... names) {
        byte[][] strings = new byte[names.length][];
        for (int i = 0; i < names.length; i++) {
            strings[i] = text(names[i]);
        }
        return seq(ctx(0, integer(type)), ctx(1, seq(strings)));
    }

    private static byte[] text(String s) {
        return tlv(0x1b, s.getBytes(StandardCharsets.US_ASCII));
    }

    static byte[] integer(int v) {
        if (v < 0x80) {
            return tlv(0x02, new byte[]{(byte) v});
        }
        return tlv(0x02, new byte[]{0, (byte) (v >> 24), (byte) (v >> 16), (byte) (v >> 8), (byte) v});
    }

    private static byte[] ctx(int n, byte[] inner) {
        return tlv(0xa0 + n, inner);
    }

    static byte[] seq(byte[]... parts) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            b.writeBytes(p);
        }
        return tlv(0x30, b.toByteArray());
    }

    static byte[] tlv(int tag, byte[] value) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(tag);
        int n = value.length;
        if (n < 0x80) {
            b.write(n);
        } else if (n < 0x100) {
            b.write(0x81);
            b.write(n);
        } else {
            b.write(0x82);
            b.write(n >> 8);
            b.write(n);
        }
        b.writeBytes(value);
        return b.toByteArray();
    }

    /** A broadcast name registration (RFC 1002 4.2.2): the question and the additional record with the address. */
    private static byte[] nbnsRegistration(int id, String name, int suffix, boolean group) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(new byte[]{0, (byte) id, 0x29, 0x10, 0, 1, 0, 0, 0, 0, 0, 1});
        b.write(32);
        String padded = (name + "               ").substring(0, 15);
        byte[] raw = (padded).getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < 16; i++) {
            int c = i < 15 ? raw[i] : suffix;
            b.write('A' + (c >> 4));
            b.write('A' + (c & 0xf));
        }
        b.write(0);
        b.writeBytes(new byte[]{0, 0x20, 0, 1});
        b.writeBytes(new byte[]{(byte) 0xc0, 0x0c, 0, 0x20, 0, 1, 0, 0, 0x0e, 0x10, 0, 6,
                (byte) (group ? 0x80 : 0), 0});
        for (String octet : CLIENT.ip().split("\\.")) {
            b.write(Integer.parseInt(octet));
        }
        return b.toByteArray();
    }
}
