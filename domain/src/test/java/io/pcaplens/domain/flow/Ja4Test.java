package io.pcaplens.domain.flow;

import io.pcaplens.domain.packet.ClientHello;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Expected values are the ones published with the JA4 specification (FoxIO, technical_details/JA4.md: its
 * worked example, raw output and ALPN rules) and by tools that print a hello's JA4 beside its raw form.
 */
class Ja4Test {

    // the specification's example hello, in the order the client sent it (its JA4_ro)
    private static final List<Integer> SPEC_CIPHERS =
            codes("1301,1302,1303,c02b,c02f,c02c,c030,cca9,cca8,c013,c014,009c,009d,002f,0035");
    private static final List<Integer> SPEC_EXTENSIONS =
            codes("001b,0000,0033,0010,4469,0017,002d,000d,0005,0023,0012,002b,ff01,000b,000a,0015");
    private static final List<Integer> SPEC_SIGNATURES = codes("0403,0804,0401,0503,0805,0501,0806,0601");

    @Test
    void theSpecificationsExample() {
        Ja4 ja4 = Ja4.of(hello(false, SPEC_CIPHERS, SPEC_EXTENSIONS, SPEC_SIGNATURES, "h2"));

        assertEquals("t13d1516h2_8daaf6152771_e5627efa2ab1", ja4.fingerprint());
        assertEquals("t13d1516h2_002f,0035,009c,009d,1301,1302,1303,c013,c014,c02b,c02c,c02f,c030,cca8,cca9"
                + "_0005,000a,000b,000d,0012,0015,0017,001b,0023,002b,002d,0033,4469,ff01"
                + "_0403,0804,0401,0503,0805,0501,0806,0601", ja4.raw());
    }

    @Test
    void greaseIsLeftOutOfCountsHashesAndVersion() {
        Ja4 ja4 = Ja4.of(new ClientHello(false, 0x0303, List.of(0x3a3a, 0x0304, 0x0303),
                withGrease(SPEC_CIPHERS, 0x0a0a), withGrease(SPEC_EXTENSIONS, 0xfafa),
                withGrease(SPEC_SIGNATURES, 0x5a5a), "h2"));

        assertEquals("t13d1516h2_8daaf6152771_e5627efa2ab1", ja4.fingerprint());
    }

    @Test
    void withoutSignatureAlgorithmsPartCHashesTheExtensionsAlone() {
        Ja4 ja4 = Ja4.of(hello(false, SPEC_CIPHERS, SPEC_EXTENSIONS, List.of(), "h2"));

        assertEquals("6d807ffa2a79", ja4.fingerprint().split("_")[2]);
    }

    @Test
    void quicChangesOnlyTheFirstCharacter() {
        Ja4 ja4 = Ja4.of(hello(true, SPEC_CIPHERS, SPEC_EXTENSIONS, SPEC_SIGNATURES, "h2"));

        assertEquals("q13d1516h2_8daaf6152771_e5627efa2ab1", ja4.fingerprint());
    }

    @Test
    void aBrowserHelloAsPublishedWithItsRawForm() {
        // Chrome 143 as browserleaks.com reports it: ja4, ja4_r and (for the input) ja4_ro
        Ja4 ja4 = Ja4.of(hello(false,
                withGrease(codes("1301,1302,1303,c02b,c02f,c02c,c030,cca9,cca8,c013,c014,009c,009d,002f,0035"), 0xdada),
                withGrease(codes("002d,0033,0010,fe0d,0017,44cd,0000,000b,000a,002b,ff01,0023,0012,0005,000d,001b"), 0x2a2a),
                SPEC_SIGNATURES, "h2"));

        assertEquals("t13d1516h2_8daaf6152771_d8a2da3f94cd", ja4.fingerprint());
        assertEquals("t13d1516h2_002f,0035,009c,009d,1301,1302,1303,c013,c014,c02b,c02c,c02f,c030,cca8,cca9"
                + "_0005,000a,000b,000d,0012,0017,001b,0023,002b,002d,0033,44cd,fe0d,ff01"
                + "_0403,0804,0401,0503,0805,0501,0806,0601", ja4.raw());
    }

    @Test
    void aClientThatSendsTheRenegotiationScsvAsACipher() {
        // published by shigshag.com/tools/ja4 with its JA4_r; 0x00ff counts as a cipher
        Ja4 ja4 = Ja4.of(hello(false, codes("00ff,1301,1302,1303,c02b,c02c,c02f,c030,cca8,cca9"),
                codes("0000,0010,0005,000a,000b,000d,0017,0023,002b,002d,0033"),
                codes("0503,0403,0807,0806,0805,0804,0601,0501,0401"), "h2"));

        assertEquals("t13d1011h2_61a7ad8aa9b6_3fcd1a44f3e3", ja4.fingerprint());
    }

    @Test
    void tls12WithoutSupportedVersionsTakesTheHellosVersion() {
        // no server_name, no ALPN, no extensions at all: "i", "00" and an empty part c
        Ja4 ja4 = Ja4.of(new ClientHello(false, 0x0303, List.of(), SPEC_CIPHERS, List.of(), List.of(), null));

        assertEquals("t12i150000_8daaf6152771_000000000000", ja4.fingerprint());
    }

    @Test
    void emptyListsReadAsTwelveZeros() {
        Ja4 ja4 = Ja4.of(new ClientHello(false, 0x0301, List.of(), List.of(), codes("0000,0010"), List.of(), "h2"));

        assertEquals("t10d0002h2_000000000000_000000000000", ja4.fingerprint());
    }

    @Test
    void unknownVersionsReadAsZeros() {
        Ja4 ja4 = Ja4.of(new ClientHello(false, 0x0305, List.of(), SPEC_CIPHERS, List.of(), List.of(), null));

        assertEquals("t00i150000", ja4.a());
    }

    @Test
    void countsStopAt99() {
        List<Integer> many = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            many.add(i);
        }
        Ja4 ja4 = Ja4.of(new ClientHello(false, 0x0303, List.of(), many, many, List.of(), null));

        assertEquals("t12d999900", ja4.a());
    }

    @ParameterizedTest
    @CsvSource({
            "h2, h2",
            "http/1.1, h1",
            "h, hh",
            "'', 00",
            "\u00ab, ab",
            "\u00ab\u00cd, ad",
            "0\u00ab, 3b",
            "01\u00ab\u00cd, 3d",
            "0\u00ab\u00cd1, 01"})
    void alpnAsTheSpecificationWritesIt(String first, String expected) {
        assertEquals(expected, Ja4.alpn(first));
    }

    private static ClientHello hello(boolean quic, List<Integer> ciphers, List<Integer> extensions,
                                     List<Integer> signatures, String alpn) {
        return new ClientHello(quic, 0x0303, List.of(0x0304, 0x0303), ciphers, extensions, signatures, alpn);
    }

    private static List<Integer> codes(String hex) {
        return Arrays.stream(hex.split(",")).map(h -> Integer.parseInt(h, 16)).toList();
    }

    private static List<Integer> withGrease(List<Integer> values, int grease) {
        List<Integer> out = new ArrayList<>();
        out.add(grease);
        out.addAll(values);
        out.add(grease);
        return out;
    }
}
