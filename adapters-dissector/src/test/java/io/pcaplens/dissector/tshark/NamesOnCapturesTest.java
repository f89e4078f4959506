package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.captures.DirectoryTraffic;
import io.pcaplens.dissector.captures.LogonTraffic;
import io.pcaplens.dissector.captures.TsharkView;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.packet.IdentityClaim;
import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.domain.packet.NameClaim;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringReader;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The names and users the one dissection pass keeps per row, against tshark's own view of the same captures: its
 * JSON tree, where each DNS record is an object of its own with its name, type and data (so the pairing of names
 * and addresses is tshark's, not the code's), and its fields ({@link TsharkView}) for DHCP, NetBIOS, Kerberos and
 * NTLMSSP.
 */
class NamesOnCapturesTest {

    private static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private static String pair(String a, String b) {
        return a.compareTo(b) < 0 ? a + " " + b : b + " " + a;
    }

    private static String claim(String address, String name, String source) {
        return IpLiteral.canonical(address) + " " + name.strip().toLowerCase(Locale.ROOT) + " " + source;
    }

    /** Each row's name claims, by the row's two ends. */
    private Map<String, Set<String>> rowNames(Path capture, Set<String> sources) throws Exception {
        Map<String, Set<String>> byPair = new TreeMap<>();
        for (ConversationRow r : DissectedRows.of(capture, work)) {
            for (NameClaim c : r.labels().claims().names()) {
                if (sources.contains(c.source().name())) {
                    byPair.computeIfAbsent(pair(r.identity().srcIp(), r.identity().dstIp()), k -> new TreeSet<>())
                            .add(c.address() + " " + c.name() + " " + c.source());
                }
            }
        }
        return byPair;
    }

    /** Each row's identity claims, by the row's two ends. */
    private Map<String, Set<String>> rowIdentities(Path capture) throws Exception {
        Map<String, Set<String>> byPair = new TreeMap<>();
        for (ConversationRow r : DissectedRows.of(capture, work)) {
            for (IdentityClaim c : r.labels().claims().identities()) {
                byPair.computeIfAbsent(pair(r.identity().srcIp(), r.identity().dstIp()), k -> new TreeSet<>())
                        .add(c.address() + " " + c.user() + " " + c.domain() + " " + c.source());
            }
        }
        return byPair;
    }

    /** Every A, AAAA and PTR record of tshark's JSON tree, by the two ends of its packet. */
    private static Map<String, Set<String>> dnsRecords(Path capture) throws Exception {
        Process tshark = new ProcessBuilder("tshark", "-n", "-r", capture.toString(), "-T", "json",
                "--no-duplicate-keys").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String json = new String(tshark.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        tshark.waitFor();
        Map<String, Set<String>> byPair = new TreeMap<>();
        for (JsonValue packet : Json.createReader(new StringReader(json)).readArray()) {
            JsonObject layers = packet.asJsonObject().getJsonObject("_source").getJsonObject("layers");
            JsonObject ip = layers.containsKey("ip") ? one(layers.get("ip")) : one(layers.get("ipv6"));
            if (ip == null) {
                continue;
            }
            String v = layers.containsKey("ip") ? "ip" : "ipv6";
            String ends = pair(text(ip.get(v + ".src")), text(ip.get(v + ".dst")));
            for (String protocol : List.of("dns", "mdns", "llmnr")) {
                if (!layers.containsKey(protocol)) {
                    continue;
                }
                List<JsonObject> records = new ArrayList<>();
                walk(layers.get(protocol), records);
                for (JsonObject rr : records) {
                    String type = text(rr.get("dns.resp.type"));
                    String owner = text(rr.get("dns.resp.name"));
                    String source = protocol.equals("dns") ? "DNS" : protocol.toUpperCase(Locale.ROOT);
                    String c = switch (type) {
                        case "1" -> claim(text(rr.get("dns.a")), owner, source);
                        case "28" -> claim(text(rr.get("dns.aaaa")), owner, source);
                        case "12" -> reversed(owner) == null ? null : claim(reversed(owner),
                                text(rr.get("dns.ptr.domain_name")), protocol.equals("dns") ? "DNS_PTR" : source);
                        default -> null;
                    };
                    if (c != null) {
                        byPair.computeIfAbsent(ends, k -> new TreeSet<>()).add(c);
                    }
                }
            }
        }
        return byPair;
    }

    private static void walk(JsonValue v, List<JsonObject> records) {
        if (v instanceof JsonArray a) {
            a.forEach(x -> walk(x, records));
        } else if (v instanceof JsonObject o) {
            if (o.containsKey("dns.resp.type")) {
                records.add(o);
            } else {
                o.values().forEach(x -> walk(x, records));
            }
        }
    }

    private static JsonObject one(JsonValue v) {
        return v instanceof JsonArray a ? a.getJsonObject(0) : v instanceof JsonObject o ? o : null;
    }

    private static String text(JsonValue v) {
        return v instanceof JsonArray a ? a.getString(0) : ((jakarta.json.JsonString) v).getString();
    }

    /** The address a reverse name spells, read as InetAddress reads a literal. */
    private static String reversed(String name) throws Exception {
        String n = name.toLowerCase(Locale.ROOT);
        List<String> labels = new ArrayList<>(List.of(n.split("\\.")));
        java.util.Collections.reverse(labels);
        if (n.endsWith(".in-addr.arpa") && labels.size() == 6) {
            return String.join(".", labels.subList(2, 6));
        }
        if (n.endsWith(".ip6.arpa") && labels.size() == 34) {
            StringBuilder hex = new StringBuilder();
            for (int i = 2; i < 34; i++) {
                hex.append(labels.get(i));
                if (i % 4 == 1 && i < 33) {
                    hex.append(':');
                }
            }
            return InetAddress.getByName(hex.toString()).getHostAddress();
        }
        return null;
    }

    @Test
    void unicastDnsAnswersNameTheirAddressesAsTsharkPairsThem() throws Exception {
        Path capture = PCAPS.resolve("dns-mixed-records.pcap");
        Map<String, Set<String>> expected = dnsRecords(capture);
        assertTrue(expected.values().stream().flatMap(Set::stream).anyMatch(c -> c.endsWith(" DNS_PTR")));
        assertTrue(expected.values().stream().flatMap(Set::stream).anyMatch(c -> c.endsWith(" DNS")));
        assertEquals(expected, rowNames(capture, Set.of("DNS", "DNS_PTR")));
    }

    @Test
    void mdnsAnswersNameTheirAddressesAndReverseNamesTheirs() throws Exception {
        Path capture = PCAPS.resolve("mdns.pcap");
        Map<String, Set<String>> expected = dnsRecords(capture);
        assertTrue(expected.values().stream().flatMap(Set::stream).anyMatch(c -> c.startsWith("10.0.2.7 ")));
        assertEquals(expected, rowNames(capture, Set.of("MDNS", "LLMNR", "DNS", "DNS_PTR")));
    }

    /**
     * The DHCP REQUEST's host name names the client's card and the address it asks for (its yiaddr is 0.0.0.0, and
     * so its ciaddr); the local master announcement names its sender, the workgroup announcement nothing.
     */
    @Test
    void dhcpHostNamesAndBrowserAnnouncementsNameTheirHosts() throws Exception {
        Path capture = PCAPS.resolve("teredo.pcap");
        Map<String, Set<String>> expected = new TreeMap<>();
        for (TsharkView.Frame f : TsharkView.read(capture, List.of("ip.src", "ip.dst", "dhcp.option.hostname",
                "dhcp.option.requested_ip_address", "dhcp.ip.client", "dhcp.hw.mac_addr", "browser.command",
                "browser.server"))) {
            String ends = pair(f.first("ip.src"), f.first("ip.dst"));
            if (!f.first("dhcp.option.hostname").isEmpty()) {
                assertEquals("0.0.0.0", f.first("dhcp.ip.client"));
                expected.computeIfAbsent(ends, k -> new TreeSet<>()).addAll(List.of(
                        claim(f.first("dhcp.option.requested_ip_address"), f.first("dhcp.option.hostname"), "DHCP"),
                        claim(f.first("dhcp.hw.mac_addr"), f.first("dhcp.option.hostname"), "DHCP")));
            }
            if (f.first("browser.command").equals("0x0f") || f.first("browser.command").equals("0x01")) {
                expected.computeIfAbsent(ends, k -> new TreeSet<>())
                        .add(claim(f.first("ip.src"), f.first("browser.server"), "BROWSER"));
            }
        }
        assertEquals(3, expected.values().stream().mapToInt(Set::size).sum());
        assertEquals(expected, rowNames(capture, Set.of("DHCP", "BROWSER", "NBNS")));
    }

    /**
     * Only the AS-REQ's client name is the client's identity, sent by the client; the KDC's AS-REP names the same
     * user but gives the KDC none. The unique NetBIOS name registered names its address; the group name nothing.
     */
    @Test
    void kerberosClientsAndNetbiosRegistrationsAsTsharkReadsThem() throws Exception {
        Path capture = work.resolve("directory.pcap");
        Files.write(capture, DirectoryTraffic.recording().pcap());
        Map<String, Set<String>> identities = new TreeMap<>();
        Map<String, Set<String>> names = new TreeMap<>();
        Set<String> replied = new TreeSet<>();
        for (TsharkView.Frame f : TsharkView.read(capture, List.of("ip.src", "ip.dst", "kerberos.msg_type",
                "kerberos.CNameString", "kerberos.realm", "nbns.name", "nbns.addr", "nbns.nb_flags.group"))) {
            String ends = pair(f.first("ip.src"), f.first("ip.dst"));
            if (f.first("kerberos.msg_type").equals("10")) {
                identities.computeIfAbsent(ends, k -> new TreeSet<>()).add(f.first("ip.src") + " "
                        + f.first("kerberos.CNameString") + " " + f.first("kerberos.realm") + " KERBEROS");
            } else if (!f.first("kerberos.CNameString").isEmpty()) {
                replied.add(f.first("ip.src"));
            }
            String nb = f.first("nbns.name");
            if (!f.first("nbns.addr").isEmpty() && f.first("nbns.nb_flags.group").equals("0")
                    && (nb.endsWith("<20>") || nb.endsWith("<00>"))) {
                names.computeIfAbsent(ends, k -> new TreeSet<>())
                        .add(claim(f.first("nbns.addr"), nb.substring(0, nb.length() - 4), "NBNS"));
            }
        }
        assertEquals(Set.of(DirectoryTraffic.KDC.ip()), replied);
        assertEquals(1, identities.size());
        assertEquals(identities, rowIdentities(capture));
        assertEquals(1, names.size());
        assertEquals(names, rowNames(capture, Set.of("NBNS")));
    }

    /**
     * Each NTLMSSP AUTHENTICATE message's user and domain are its sender's identity, and its workstation names the
     * sender; tshark writes an anonymous user's empty strings as NULL, which names nobody.
     */
    @Test
    void ntlmsspUsersAreTheirClientsIdentities() throws Exception {
        Path capture = PCAPS.resolve("large-mixed-merged.pcap");
        Map<String, Set<String>> identities = new TreeMap<>();
        Map<String, Set<String>> names = new TreeMap<>();
        for (TsharkView.Frame f : TsharkView.read(capture, List.of("ip.src", "ip.dst", "ipv6.src", "ipv6.dst",
                "ntlmssp.auth.username", "ntlmssp.auth.domain", "ntlmssp.auth.hostname"))) {
            String user = f.first("ntlmssp.auth.username");
            String src = f.first("ip.src").isEmpty() ? f.first("ipv6.src") : f.first("ip.src");
            String ends = f.first("ip.src").isEmpty() ? pair(src, f.first("ipv6.dst")) : pair(src, f.first("ip.dst"));
            if (!user.isEmpty() && !user.equals("NULL")) {
                String domain = f.first("ntlmssp.auth.domain");
                identities.computeIfAbsent(ends, k -> new TreeSet<>()).add(src + " " + user + " "
                        + (domain.equals("NULL") ? "" : domain) + " NTLMSSP");
            }
            String host = f.first("ntlmssp.auth.hostname");
            if (!host.isEmpty() && !host.equals("NULL")) {
                names.computeIfAbsent(ends, k -> new TreeSet<>()).add(claim(src, host, "NTLMSSP"));
            }
        }
        assertFalse(identities.isEmpty());
        assertEquals(identities, rowIdentities(capture));
        assertEquals(names, rowNames(capture, Set.of("NTLMSSP")));
    }

    /**
     * An LDAP bind's name is its client's identity, an anonymous bind none; an HTTP Digest request's user and realm
     * are its client's, read from the Authorization header tshark prints (tshark does not split Digest); a Basic
     * request is a clear-text login, not one of these.
     */
    @Test
    void ldapBindNamesAndHttpDigestUsersAreTheirClientsIdentities() throws Exception {
        Path capture = work.resolve("logons.pcap");
        Files.write(capture, LogonTraffic.recording().pcap());
        java.util.regex.Pattern digest = java.util.regex.Pattern.compile(
                "^Digest .*username=\"([^\"]*)\".*realm=\"([^\"]*)\"");
        Map<String, Set<String>> identities = new TreeMap<>();
        for (TsharkView.Frame f : TsharkView.read(capture, List.of("ip.src", "ip.dst", "ldap.protocolOp", "ldap.name",
                "http.authorization"))) {
            String ends = pair(f.first("ip.src"), f.first("ip.dst"));
            if (f.first("ldap.protocolOp").equals("0") && !f.first("ldap.name").isEmpty()) {
                identities.computeIfAbsent(ends, k -> new TreeSet<>()).add(f.first("ip.src") + " "
                        + f.first("ldap.name") + "  LDAP");
            }
            java.util.regex.Matcher m = digest.matcher(f.first("http.authorization"));
            if (m.find()) {
                identities.computeIfAbsent(ends, k -> new TreeSet<>()).add(f.first("ip.src") + " " + m.group(1) + " "
                        + m.group(2) + " HTTP_DIGEST");
            }
        }
        assertEquals(Map.of(pair(DirectoryTraffic.CLIENT.ip(), DirectoryTraffic.KDC.ip()),
                        Set.of(DirectoryTraffic.CLIENT.ip() + " " + LogonTraffic.BIND_DN + "  LDAP"),
                        pair(DirectoryTraffic.CLIENT.ip(), LogonTraffic.WEB.ip()),
                        Set.of(DirectoryTraffic.CLIENT.ip() + " " + LogonTraffic.DIGEST_USER + " "
                                + LogonTraffic.DIGEST_REALM + " HTTP_DIGEST")), identities,
                "tshark reads the made logons");
        assertEquals(identities, rowIdentities(capture));
    }
}
