package io.pcaplens.domain.packet;

/** Builds {@link PacketFields} for tests: only the fields a test names are set. */
public final class Packets {

    private long frame = 1;
    private String time = "1000.000000000";
    private String len = "60";
    private String ipSrc = "", ipDst = "", ip6Src = "", ip6Dst = "";
    private String tcpS = "", tcpD = "", udpS = "", udpD = "";
    private String proto = "TCP", info = "", tcpPayload = "", udpPayload = "";
    private String ethSrc = "", ethDst = "", arpSrc = "", arpDst = "";
    private String stack = "eth:ethertype:ip:tcp", wlanSa = "", wlanDa = "", sll = "", ua = "";
    private String sni = "", ja3 = "", ja3s = "";
    private String ttl = "64", tcpFlags = "", hopLimit = "";
    private String arpHw = "", dhcpType = "", dhcpYour = "", dhcpMac = "", ndpTarget = "", ndpLink = "";
    private String ipProto = "", icmpType = "", icmpCode = "";
    private String dnsNames = "", httpHosts = "", certNames = "";
    private String ftpCommand = "", ftpArg = "", popCommand = "", popParameter = "", imapUser = "", imapPassword = "";
    private String smtpUser = "", smtpPassword = "", smtpPlain = "", basic = "", formKeys = "", formValues = "";

    public static Packets packet() {
        return new Packets();
    }

    public Packets frame(long n) { frame = n; return this; }
    public Packets time(String t) { time = t; return this; }
    public Packets len(int l) { len = Integer.toString(l); return this; }
    public Packets ip(String s, String d) { ipSrc = s; ipDst = d; return this; }
    public Packets ipv6(String s, String d) { ip6Src = s; ip6Dst = d; return this; }
    public Packets tcp(String s, String d) { tcpS = s; tcpD = d; return this; }
    public Packets udp(String s, String d) { udpS = s; udpD = d; return this; }
    public Packets protocol(String p) { proto = p; return this; }
    public Packets info(String i) { info = i; return this; }
    public Packets stack(String s) { stack = s; return this; }
    public Packets eth(String s, String d) { ethSrc = s; ethDst = d; return this; }
    public Packets arp(String s, String d) { arpSrc = s; arpDst = d; return this; }
    public Packets wlan(String s, String d) { wlanSa = s; wlanDa = d; return this; }
    public Packets ttl(int t) { ttl = Integer.toString(t); return this; }
    public Packets tcpFlags(int f) { tcpFlags = String.format("0x%04x", f); return this; }
    public Packets tcpPayload(String hex) { tcpPayload = hex; return this; }
    public Packets userAgents(String ua) { this.ua = ua; return this; }
    public Packets arpSenderMac(String mac) { arpHw = mac; return this; }
    public Packets dhcp(String type, String yourIp, String clientMac) { dhcpType = type; dhcpYour = yourIp; dhcpMac = clientMac; return this; }
    public Packets neighbourAdvert(String target, String linkAddress) { ndpTarget = target; ndpLink = linkAddress; return this; }
    public Packets ipProto(String p) { ipProto = p; return this; }
    public Packets icmp(String type, String code) { icmpType = type; icmpCode = code; return this; }
    public Packets tls(String sni, String ja3, String ja3s) { this.sni = sni; this.ja3 = ja3; this.ja3s = ja3s; return this; }

    public Packets dnsQueries(String names) { dnsNames = names; return this; }
    public Packets httpHost(String hosts) { httpHosts = hosts; return this; }
    public Packets certificateNames(String names) { certNames = names; return this; }

    public Packets ftp(String command, String arg) { ftpCommand = command; ftpArg = arg; return this; }
    public Packets pop(String command, String parameter) { popCommand = command; popParameter = parameter; return this; }
    public Packets imapLogin(String user, String password) { imapUser = user; imapPassword = password; return this; }
    public Packets smtpAuth(String user, String password) { smtpUser = user; smtpPassword = password; return this; }
    public Packets smtpPlain(String base64) { smtpPlain = base64; return this; }
    public Packets httpBasic(String credentials) { basic = credentials; return this; }
    public Packets form(String keys, String values) { formKeys = keys; formValues = values; return this; }

    public PacketFields fields() {
        return new PacketFields(frame, time, len, ipSrc, ipDst, ip6Src, ip6Dst, tcpS, tcpD, udpS, udpD, proto, info,
                tcpPayload, udpPayload, ttl, ethSrc, arpSrc, arpDst, ethDst, stack, wlanSa, wlanDa, sll, ua, sni, ja3, ja3s,
                tcpFlags, hopLimit, arpHw, dhcpType, dhcpYour, dhcpMac, ndpTarget, ndpLink, "", "", "", "", "", "", "", "",
                ipProto, "", icmpType, icmpCode, "", "", dnsNames, httpHosts, certNames, ftpCommand, ftpArg, popCommand,
                popParameter, imapUser, imapPassword, smtpUser, smtpPassword, smtpPlain, basic, formKeys,
                formValues);
    }

    public PacketRecord record() {
        return PacketRecord.from(fields());
    }
}
