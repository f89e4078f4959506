package io.pcaplens.rest.capture;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The field name and file name of a multipart part's Content-Disposition header. Values come quoted (what
 * browsers send; a quote inside a name arrives as %22, so a quoted value ends at the next quote) or as a token;
 * a {@code filename*} in the RFC 5987 / RFC 8187 form ({@code UTF-8''r%C3%A9sum%C3%A9.pcap}) wins over
 * {@code filename}, as clients that send both intend.
 */
record DispositionParameters(String name, String fileName) {

    static DispositionParameters of(String header) {
        Map<String, String> p = parse(header);
        String fileName = Optional.ofNullable(p.get("filename*")).flatMap(DispositionParameters::extendedValue)
                .orElse(p.get("filename"));
        return new DispositionParameters(p.getOrDefault("name", ""), fileName);
    }

    /** Parameter names in lower case with their values; the first of a repeated name counts. */
    static Map<String, String> parse(String header) {
        Map<String, String> out = new HashMap<>();
        int i = header.indexOf(';');
        int n = header.length();
        while (i >= 0 && i < n) {
            i++; // past ';'
            while (i < n && Character.isWhitespace(header.charAt(i))) {
                i++;
            }
            int eq = i;
            while (eq < n && header.charAt(eq) != '=' && header.charAt(eq) != ';') {
                eq++;
            }
            String name = header.substring(i, eq).strip().toLowerCase(Locale.ROOT);
            if (eq >= n || header.charAt(eq) == ';') {
                i = eq < n ? eq : -1;
                continue;
            }
            int v = eq + 1;
            while (v < n && Character.isWhitespace(header.charAt(v))) {
                v++;
            }
            String value;
            if (v < n && header.charAt(v) == '"') {
                int close = header.indexOf('"', v + 1);
                int end = close < 0 ? n : close;
                value = header.substring(v + 1, end);
                i = close < 0 ? -1 : header.indexOf(';', close + 1);
            } else {
                int semi = header.indexOf(';', v);
                value = header.substring(v, semi < 0 ? n : semi).strip();
                i = semi;
            }
            if (!name.isEmpty()) {
                out.putIfAbsent(name, value);
            }
        }
        return out;
    }

    /** charset'language'percent-encoded-bytes (RFC 8187 section 3.2.1); empty when malformed or undecodable. */
    static Optional<String> extendedValue(String text) {
        int first = text.indexOf('\'');
        int second = first < 0 ? -1 : text.indexOf('\'', first + 1);
        if (second < 0) {
            return Optional.empty();
        }
        Charset charset;
        switch (text.substring(0, first).strip().toUpperCase(Locale.ROOT)) {
            case "UTF-8" -> charset = StandardCharsets.UTF_8;
            case "ISO-8859-1" -> charset = StandardCharsets.ISO_8859_1;
            default -> {
                return Optional.empty();
            }
        }
        String encoded = text.substring(second + 1);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < encoded.length(); i++) {
            char c = encoded.charAt(i);
            if (c == '%') {
                if (i + 2 >= encoded.length()) {
                    return Optional.empty();
                }
                int hi = Character.digit(encoded.charAt(i + 1), 16);
                int lo = Character.digit(encoded.charAt(i + 2), 16);
                if (hi < 0 || lo < 0) {
                    return Optional.empty();
                }
                bytes.write(hi << 4 | lo);
                i += 2;
            } else if (c < 0x80) {
                bytes.write(c);
            } else {
                return Optional.empty();
            }
        }
        try {
            return Optional.of(charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray())).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
