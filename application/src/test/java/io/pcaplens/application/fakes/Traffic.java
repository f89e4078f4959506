package io.pcaplens.application.fakes;

import io.pcaplens.domain.packet.PacketFields;
import io.pcaplens.domain.packet.PacketRecord;

/** Packets as the dissector would hand them over, built from the few fields a test names. */
public final class Traffic {

    private Traffic() {
    }

    /** A TCP packet of the given frame with its protocol column and payload (hex, may be empty). */
    public static PacketRecord tcp(long frame, String src, int srcPort, String dst, int dstPort, String protocol,
                                   String payloadHex) {
        String stack = "eth:ethertype:ip:tcp" + (protocol.equals("TCP") ? "" : ":" + protocol.toLowerCase());
        return PacketRecord.from(fields(frame, src, dst, Integer.toString(srcPort), Integer.toString(dstPort), "", "",
                protocol, payloadHex, "", stack));
    }

    public static PacketRecord udp(long frame, String src, int srcPort, String dst, int dstPort, String protocol) {
        return PacketRecord.from(fields(frame, src, dst, "", "", Integer.toString(srcPort), Integer.toString(dstPort),
                protocol, "", "", "eth:ethertype:ip:udp:" + protocol.toLowerCase()));
    }

    /** An ARP packet: no IP traffic at all. */
    public static PacketRecord arp(long frame, String src, String dst) {
        PacketFields f = new PacketFields(frame, time(frame), "60", "", "", "", "", "", "", "", "", "ARP",
                "Who has " + dst + "?", "", "", "", "00:11:22:33:44:55", src, dst, "ff:ff:ff:ff:ff:ff",
                "eth:ethertype:arp", "", "", "", "", "", "", "", "", "");
        return PacketRecord.from(f);
    }

    private static PacketFields fields(long frame, String src, String dst, String tcpS, String tcpD, String udpS,
                                       String udpD, String protocol, String tcpPayload, String udpPayload,
                                       String stack) {
        return new PacketFields(frame, time(frame), "100", src, dst, "", "", tcpS, tcpD, udpS, udpD, protocol, "",
                tcpPayload, udpPayload, "64", "00:11:22:33:44:55", "", "", "66:77:88:99:aa:bb", stack, "", "", "", "",
                "", "", "", "", "");
    }

    private static String time(long frame) {
        return "1700000000." + String.format("%09d", frame * 1000);
    }
}
