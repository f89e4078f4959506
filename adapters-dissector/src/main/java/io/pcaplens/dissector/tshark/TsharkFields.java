package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.payload.FramePayloads;
import io.pcaplens.domain.packet.PacketFields;

import java.util.List;

/**
 * The fields tshark prints for every frame: the spec's 19 selectors in the spec's order (section 2.1),
 * then what the rest of the analysis needs from the same pass, so the capture is dissected only once. The pass
 * prints them as columns ({@link TsharkColumns}); this field output takes over where columns leave a doubt.
 *
 * <p>Many values are free text taken from the capture (Info, User-Agent, SNI) and may hold any byte. tshark's
 * field output writes a tab, newline, carriage return, backspace or form feed inside a value as a backslash
 * escape ({@code \t}, {@code \n} …) and writes the separator and aggregator between values raw. So with a tab
 * between fields and a form feed between the values of a field, every line is one frame, every tab ends a field
 * and every form feed ends a value, whatever the capture holds.
 */
final class TsharkFields {

    static final List<String> SPEC = List.of(
            "frame.time_epoch", "frame.len", "ip.src", "ip.dst", "ipv6.src", "ipv6.dst",
            "tcp.srcport", "tcp.dstport", "udp.srcport", "udp.dstport", "_ws.col.Protocol", "_ws.col.Info",
            "tcp.payload", "udp.payload", "ip.ttl", "eth.src", "arp.src.proto_ipv4", "arp.dst.proto_ipv4", "eth.dst");

    static final List<String> EXTRA = List.of(
            "frame.number", "frame.protocols", "wlan.sa", "wlan.da", "sll.src.eth", "http.user_agent",
            "tls.handshake.extensions_server_name", "tls.handshake.ja3", "tls.handshake.ja3s",
            "tcp.flags", "ipv6.hlim",
            // address-to-card claims for the monitor's bindings: ARP sender, DHCP ACK, neighbour advertisement
            "arp.src.hw_mac", "dhcp.option.dhcp", "dhcp.ip.your", "dhcp.hw.mac_addr",
            "icmpv6.nd.na.target_address", "icmpv6.opt.linkaddr",
            // empty for a record that carries no packet: a pcapng custom block, which tshark numbers as a frame
            "frame.encap_type",
            // a Client Hello's offer, for its JA4 fingerprint (over TCP and in QUIC Initials alike); empty in
            // every frame without a TLS hello, so they lengthen only the few lines that carry one
            "tls.handshake.type", "tls.handshake.version", "tls.handshake.extensions.supported_version",
            "tls.handshake.ciphersuite", "tls.handshake.extension.type", "tls.handshake.sig_hash_alg",
            "tls.handshake.sig_hash_alg_len", "tls.handshake.extensions_alpn_str",
            // what names a packet's flow beyond addresses and ports (Community ID): protocol numbers, ICMP type/code
            "ip.proto", "ipv6.nxt", "icmp.type", "icmp.code", "icmpv6.type", "icmpv6.code",
            // every name the flow's peer went by: DNS questions, HTTP Host, the certificates' DNS names (SAN)
            "dns.qry.name", "http.host", "x509ce.dNSName",
            // logins in clear: user names, and passwords only to tell that one was sent (never kept)
            "ftp.request.command", "ftp.request.arg", "pop.request.command", "pop.request.parameter",
            "imap.request.username", "imap.request.password", "smtp.auth.username", "smtp.auth.password",
            "smtp.auth.username_password", "http.authbasic",
            // an HTML form's fields, read only where one of them is a password field (LoginSigns)
            "urlencoded-form.key", "urlencoded-form.value",
            // a DNS answer's reply code (3: no such name) and the record types its questions ask for
            "dns.flags.rcode", "dns.qry.type");

    /**
     * What names hosts and their users ({@link io.pcaplens.domain.packet.NamingFields}, in its components' order):
     * DNS answers (mDNS and LLMNR too), DHCP client names, NetBIOS names and browser announcements, Kerberos
     * AS-REQ client names, NTLMSSP AUTHENTICATE users and workstations, the Windows build an NTLMSSP message
     * states, LDAP bind names and HTTP Authorization headers (of which only a Digest user is kept). Empty in every
     * other frame.
     */
    static final List<String> NAMING = List.of(
            "dns.resp.type", "dns.resp.name", "dns.a", "dns.aaaa", "dns.ptr.domain_name",
            "dhcp.option.hostname", "dhcp.fqdn.name", "dhcp.ip.client", "dhcp.option.requested_ip_address",
            "nbns.name", "nbns.addr", "nbns.nb_flags.group", "browser.command", "browser.server",
            "kerberos.msg_type", "kerberos.CNameString", "kerberos.realm",
            "ntlmssp.auth.username", "ntlmssp.auth.domain", "ntlmssp.auth.hostname", "ntlmssp.version.build_number",
            "ldap.name", "http.authorization");

    static final List<String> ALL = java.util.stream.Stream.of(SPEC, EXTRA, NAMING).flatMap(List::stream).toList();

    /**
     * {@link #ALL} with the payloads' lengths where their hex would be, then the datagrams reassembled from IP
     * fragments: printing two characters a payload byte is about half of tshark's work, while the bytes lie in
     * the capture file ({@link FramePayloads}).
     */
    static final List<String> LENGTHS = java.util.stream.Stream.concat(ALL.stream()
                    .map(f -> f.equals("tcp.payload") ? "tcp.len" : f.equals("udp.payload") ? "udp.length" : f),
            // what tshark reassembled from IP fragments, printed in the frame that completes it (rare)
            java.util.stream.Stream.of("ip.reassembled.data", "ipv6.reassembled.data")).toList();

    static final int INFO = SPEC.indexOf("_ws.col.Info");
    static final int FRAME_NUMBER = ALL.indexOf("frame.number");
    static final int ENCAPSULATION = ALL.indexOf("frame.encap_type");
    /** Where {@link #NAMING} starts in {@link #ALL} and {@link #LENGTHS}. */
    static final int NAMING_FROM = ALL.indexOf(NAMING.get(0));

    /** Separates fields; written escaped inside values (see above). */
    static final char SEPARATOR = '\t';
    /** Separates the values of a field that occurs more than once in a frame; written escaped inside values. */
    static final char AGGREGATOR = PacketFields.VALUE_SEPARATOR;

    private TsharkFields() {
    }
}
