package io.pcaplens.domain.session;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Whether a body is text a person can read: a textual media type, or valid UTF-8 without control bytes. */
final class BodyText {

    private BodyText() {
    }

    static boolean isText(String contentType, byte[] body) {
        if (contentType != null) {
            String t = contentType.toLowerCase(Locale.ROOT);
            if (t.startsWith("image/") || t.startsWith("audio/") || t.startsWith("video/") || t.contains("octet-stream")
                    || t.contains("zip") || t.contains("pdf")) {
                return false;
            }
            if (t.startsWith("text/") || t.contains("json") || t.contains("xml") || t.contains("javascript")
                    || t.contains("x-www-form-urlencoded")) {
                // text is shown as UTF-8: a body in another charset is shown as hex rather than altered
                return validUtf8(body);
            }
        }
        if (!validUtf8(body)) {
            return false;
        }
        for (byte b : body) {
            if (b >= 0 && b < 0x20 && b != '\r' && b != '\n' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    private static boolean validUtf8(byte[] body) {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(body));
            return true;
        } catch (CharacterCodingException e) {
            // a decoded body cut at the limit may end inside a character
            return false;
        }
    }
}
