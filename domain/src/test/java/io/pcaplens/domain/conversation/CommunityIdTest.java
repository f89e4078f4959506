package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.FlowTuple;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Packets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Community ID specification's published baseline (corelight/community-id-spec, baseline/README.md
 * "Default settings" and baseline/baseline_deflt.json): protocol, source, destination, source port (ICMP type),
 * destination port (ICMP code; for the JSON's two-way ICMP types the counterpart type, which the id ignores), id.
 */
class CommunityIdTest {

    @ParameterizedTest
    @CsvSource({
            // baseline/README.md, default settings
            "6,  1.2.3.4, 5.6.7.8, 1122, 3344, 1:wCb3OG7yAFWelaUydu0D+125CLM=",
            "6,  5.6.7.8, 1.2.3.4, 3344, 1122, 1:wCb3OG7yAFWelaUydu0D+125CLM=",
            "17, 1.2.3.4, 5.6.7.8, 1122, 3344, 1:0Mu9InQx6z4ZiCZM/7HXi2WMhOg=",
            "17, 5.6.7.8, 1.2.3.4, 3344, 1122, 1:0Mu9InQx6z4ZiCZM/7HXi2WMhOg=",
            "132, 1.2.3.4, 5.6.7.8, 1122, 3344, 1:EKt4MsxuyaE6mL+hmrEkQ9csDD8=",
            "132, 5.6.7.8, 1.2.3.4, 3344, 1122, 1:EKt4MsxuyaE6mL+hmrEkQ9csDD8=",
            "1,  1.2.3.4, 5.6.7.8, 8, 0, 1:crodRHL2FEsHjbv3UkRrfbs4bZ0=",
            "1,  5.6.7.8, 1.2.3.4, 0, 0, 1:crodRHL2FEsHjbv3UkRrfbs4bZ0=",
            "1,  1.2.3.4, 5.6.7.8, 11, 0, 1:f/YiSyWqczrTgfUCZlBUnvHRcPk=",
            "58, fe80:0001:0203:0405:0607:0809:0A0B:0C0D, fe80:1011:1213:1415:1617:1819:1A1B:1C1D, 128, 0, 1:0bf7hyMJUwt3fMED7z8LIfRpBeo=",
            "58, fe80:1011:1213:1415:1617:1819:1A1B:1C1D, fe80:0001:0203:0405:0607:0809:0A0B:0C0D, 129, 0, 1:0bf7hyMJUwt3fMED7z8LIfRpBeo=",
            "58, fe80:0001:0203:0405:0607:0809:0A0B:0C0D, fe80:1011:1213:1415:1617:1819:1A1B:1C1D, 146, 0, 1:fYC8+pz24E+EhANP1EZhpX0Dw10=",
            "46, 1.2.3.4, 5.6.7.8, , , 1:ikv3kmf89luf73WPz1jOs49S768=",
            "46, 5.6.7.8, 1.2.3.4, , , 1:ikv3kmf89luf73WPz1jOs49S768=",
            "46, fe80:0001:0203:0405:0607:0809:0A0B:0C0D, fe80:1011:1213:1415:1617:1819:1A1B:1C1D, , , 1:wQ/2mwrnXP4lmJcHdGL5ePjR+e0=",
            "46, fe80:1011:1213:1415:1617:1819:1A1B:1C1D, fe80:0001:0203:0405:0607:0809:0A0B:0C0D, , , 1:wQ/2mwrnXP4lmJcHdGL5ePjR+e0=",
            // baseline/baseline_deflt.json (flows of pcaps/combined.pcap)
            "58, fe80::200:86ff:fe05:80da, fe80::260:97ff:fe07:69ea, 135, 136, 1:dGHyGvjMfljg6Bppwm3bg0LO8TY=",
            "58, fe80::260:97ff:fe07:69ea, fe80::200:86ff:fe05:80da, 136, 135, 1:dGHyGvjMfljg6Bppwm3bg0LO8TY=",
            "58, fe80::260:97ff:fe07:69ea, fe80::200:86ff:fe05:80da, 135, 136, 1:zavyT/cezQr1fmImYCwYnMXbgck=",
            "58, fe80::200:86ff:fe05:80da, fe80::260:97ff:fe07:69ea, 136, 135, 1:zavyT/cezQr1fmImYCwYnMXbgck=",
            "58, 3ffe:501:1800:2345::2, 3ffe:507:0:1:200:86ff:fe05:80da, 3, 0, 1:2ObVBgIn28oZvibYZhZMBgh7WdQ=",
            "58, 3ffe:501:410:0:2c0:dfff:fe47:33e, 3ffe:507:0:1:200:86ff:fe05:80da, 1, 4, 1:hLZd0XGWojozrvxqE0dWB1iM6R0=",
            "58, 3ffe:507:0:1:200:86ff:fe05:80da, 3ffe:501:0:1001::2, 128, 129, 1:+TW+HtLHvV1xnGhV1lv7XoJrqQg=",
            "58, 3ffe:501:0:1001::2, 3ffe:507:0:1:200:86ff:fe05:80da, 129, 128, 1:+TW+HtLHvV1xnGhV1lv7XoJrqQg=",
            "58, fe80::200:86ff:fe05:80da, ff02::2, 133, 134, 1:hO+sN4H+MG5MY/8hIrXPqc4ZQz0=",
            "58, fe80::260:97ff:fe07:69ea, ff02::1, 134, 133, 1:pkvHqCL88/tg1k4cPigmZXUtL00=",
            "1,  192.168.0.89, 192.168.0.1, 8, 0, 1:X0snYXpgwiv9TZtqg64sgzUn6Dk=",
            "1,  192.168.0.1, 192.168.0.89, 0, 8, 1:X0snYXpgwiv9TZtqg64sgzUn6Dk=",
            "1,  10.0.0.1, 10.0.0.2, 11, 0, 1:YHxtAirCG//0OzkcVAukqKQN9xM=",
            "6,  2001:470:e5bf:dead:4957:2174:e82c:4887, 2607:f8b0:400c:c03::1a, 63943, 25, 1:/qFaeAR+gFe1KYjMzVDsMv+wgU4=",
            "6,  2607:f8b0:400c:c03::1a, 2001:470:e5bf:dead:4957:2174:e82c:4887, 25, 63943, 1:/qFaeAR+gFe1KYjMzVDsMv+wgU4=",
            "132, 192.168.170.8, 192.168.170.56, 7, 7, 1:MP2EtRCAUIZvTw6MxJHLV7N7JDs=",
            "132, 192.168.170.56, 192.168.170.8, 7, 7, 1:MP2EtRCAUIZvTw6MxJHLV7N7JDs=",
            "6,  128.232.110.120, 66.35.250.204, 34855, 80, 1:LQU9qZlK+B5F3KDmev6m5PMibrg=",
            "6,  66.35.250.204, 128.232.110.120, 80, 34855, 1:LQU9qZlK+B5F3KDmev6m5PMibrg=",
            "17, 192.168.1.52, 8.8.8.8, 54585, 53, 1:d/FP5EW3wiY1vCndhwleRRKHowQ=",
            "17, 8.8.8.8, 192.168.1.52, 53, 54585, 1:d/FP5EW3wiY1vCndhwleRRKHowQ=",
            "46, 10.1.12.1, 10.1.12.2, , , 1:KHlLkgoJW7ifUTyTSgyVfkFHzKw=",
            "46, 10.1.12.2, 10.1.12.1, , , 1:KHlLkgoJW7ifUTyTSgyVfkFHzKw=",
    })
    void theSpecificationsBaselineFlowsGetTheirPublishedIds(int protocol, String src, String dst, Integer srcPort,
                                                             Integer dstPort, String expected) {
        assertEquals(expected, CommunityId.of(new FlowTuple(protocol, src, dst, srcPort, dstPort)).orElseThrow().value());
    }

    @Test
    void addressesThatAreNotIpLiteralsHaveNoId() {
        assertTrue(CommunityId.of(new FlowTuple(6, "aa:bb:cc:dd:ee:ff", "1.2.3.4", 1, 2)).isEmpty());
        assertTrue(CommunityId.of(new FlowTuple(6, "::1", "1.2.3.4", 1, 2)).isEmpty(), "mixed address families");
    }

    @Test
    void aTunnelledSegmentIsNamedByTheHeaderThatCarriesIt() {
        // GRE: ip.src is "outer,inner"; the TCP segment's flow is the inner one
        PacketRecord p = new Packets().ip("172.27.1.66\f66.59.111.190", "172.27.1.67\f172.28.2.3")
                .tcp("22", "40000").stack("eth:ethertype:ip:gre:ip:tcp").record();
        assertEquals(new FlowTuple(6, "66.59.111.190", "172.28.2.3", 22, 40000), p.flow());
    }

    @Test
    void aFragmentWithoutItsTransportHeaderHasNoTuple() {
        PacketRecord p = new Packets().ip("10.0.0.1", "10.0.0.2").ipProto("17").stack("eth:ethertype:ip:data")
                .record();
        assertNull(p.flow());
    }

    @Test
    void anIcmpErrorIsNamedByItsOwnHeaderNotByTheQuotedPacket() {
        PacketRecord p = new Packets().ip("192.168.1.1\f192.168.1.102", "192.168.1.102\f192.168.1.1")
                .ipProto("1\f17").udp("53", "40000").icmp("3", "3").stack("eth:ethertype:ip:icmp:ip:udp:dns").record();
        assertEquals(new FlowTuple(1, "192.168.1.1", "192.168.1.102", 3, 3), p.flow());
    }

    @Test
    void anotherIpProtocolHasNoPorts() {
        PacketRecord p = new Packets().ip("10.0.0.1", "10.0.0.2").ipProto("89").stack("eth:ethertype:ip:ospf")
                .record();
        assertEquals(new FlowTuple(89, "10.0.0.1", "10.0.0.2", null, null), p.flow());
    }
}
