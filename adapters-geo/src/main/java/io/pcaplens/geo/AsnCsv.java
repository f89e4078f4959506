package io.pcaplens.geo;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;

/**
 * Reads ip-location-db's ASN files, one range a line: {@code start,end,number,organisation}, the ends inclusive,
 * the organisation quoted as CSV quotes when it holds a comma or a quote. IPv4 files give the ends as numbers
 * ({@code asn-ipv4-num.csv}), IPv6 files as address literals ({@code asn-ipv6.csv}).
 */
final class AsnCsv {

    private AsnCsv() {
    }

    static AsnRanges ipv4(Reader in) throws IOException {
        return read(in, false);
    }

    static AsnRanges ipv6(Reader in) throws IOException {
        return read(in, true);
    }

    private static AsnRanges read(Reader in, boolean v6) throws IOException {
        AsnRanges.Builder ranges = new AsnRanges.Builder();
        BufferedReader lines = new BufferedReader(in, 1 << 16);
        int lineNumber = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            lineNumber++;
            if (line.isBlank()) {
                continue;
            }
            try {
                int a = line.indexOf(',');
                int b = line.indexOf(',', a + 1);
                int c = line.indexOf(',', b + 1);
                if (a < 0 || b < 0 || c < 0) {
                    throw new IllegalArgumentException("fewer than four fields");
                }
                long number = Long.parseLong(line, b + 1, c, 10);
                String organisation = unquote(line.substring(c + 1));
                if (v6) {
                    byte[] from = v6Bytes(line.substring(0, a));
                    byte[] to = v6Bytes(line.substring(a + 1, b));
                    ranges.add(half(from, 0), half(from, 8), half(to, 0), half(to, 8), number, organisation);
                } else {
                    ranges.add(0, Long.parseLong(line, 0, a, 10), 0, Long.parseLong(line, a + 1, b, 10), number,
                            organisation);
                }
            } catch (IllegalArgumentException e) {
                throw new IOException("line " + lineNumber + " of the ASN ranges: " + e.getMessage(), e);
            }
        }
        return ranges.build();
    }

    /** The 16 bytes of an IPv6 literal; the JDK reads a literal without resolving any name. */
    private static byte[] v6Bytes(String literal) {
        if (literal.indexOf(':') < 0) {
            throw new IllegalArgumentException("not an IPv6 address: " + literal);
        }
        try {
            InetAddress address = InetAddress.getByName(literal);
            if (address instanceof Inet6Address) {
                return address.getAddress();
            }
            // the JDK turns ::ffff:a.b.c.d into its IPv4 address
            byte[] mapped = new byte[16];
            mapped[10] = (byte) 0xff;
            mapped[11] = (byte) 0xff;
            System.arraycopy(((Inet4Address) address).getAddress(), 0, mapped, 12, 4);
            return mapped;
        } catch (IOException e) {
            throw new IllegalArgumentException("not an IPv6 address: " + literal);
        }
    }

    static long half(byte[] address, int from) {
        long v = 0;
        for (int i = from; i < from + 8; i++) {
            v = v << 8 | address[i] & 0xff;
        }
        return v;
    }

    private static String unquote(String field) {
        if (field.length() >= 2 && field.startsWith("\"") && field.endsWith("\"")) {
            return field.substring(1, field.length() - 1).replace("\"\"", "\"");
        }
        return field;
    }
}
