package io.pcaplens.rest.conversation;

import io.pcaplens.domain.session.HttpBody;
import io.pcaplens.domain.session.HttpMessage;
import io.pcaplens.domain.session.Session;
import io.pcaplens.domain.session.SessionChunk;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/** A reassembled session as the API serves it (contracts: Session). */
public record SessionBody(long conversationId, String transport, String client, String server,
                          long bytesClientToServer, long bytesServerToClient, boolean truncated, long maxBytes,
                          List<ChunkBody> chunks, List<HttpBodyJson> http, List<GapBody> gaps) {

    /** Bytes the capture lacks, at {@code offset} among the direction's bytes. */
    public record GapBody(String direction, long offset, long length) {
    }

    /** @param frames the capture's frames the bytes came from, in the order sent */
    public record ChunkBody(String direction, long offset, int length, String text, String hex, List<Long> frames) {
    }

    public record HeaderBody(String name, String value) {
    }

    public record HttpBodyJson(String direction, String kind, String startLine, List<HeaderBody> headers,
                               MessageBody body) {
    }

    /** {@code text} when the decoded body is text, otherwise {@code hex}; the other is absent. */
    public record MessageBody(long length, long decodedLength, List<String> encodings, String contentType,
                              String text, String hex, boolean truncated) {
    }

    public static SessionBody from(long conversationId, Session s) {
        List<ChunkBody> chunks = s.chunks().stream().map(SessionBody::chunk).toList();
        List<HttpBodyJson> http = s.http().stream().map(SessionBody::message).toList();
        return new SessionBody(conversationId, s.transport(), s.client(), s.server(), s.bytesClientToServer(),
                s.bytesServerToClient(), s.truncated(), s.maxBytes(), chunks, http,
                s.gaps().stream().map(g -> new GapBody(g.direction().name(), g.offset(), g.length())).toList());
    }

    private static ChunkBody chunk(SessionChunk c) {
        return new ChunkBody(c.direction().name(), c.offset(), c.data().length, printable(c.data()),
                HexFormat.of().formatHex(c.data()), c.frames());
    }

    private static HttpBodyJson message(HttpMessage m) {
        HttpBody b = m.body();
        MessageBody body = b == null ? null : new MessageBody(b.length(), b.decodedLength(), b.encodings(),
                b.contentType(), b.text() ? new String(b.decoded(), StandardCharsets.UTF_8) : null,
                b.text() ? null : HexFormat.of().formatHex(b.decoded()), b.truncated());
        return new HttpBodyJson(m.direction().name(), m.kind().name().toLowerCase(Locale.ROOT), m.startLine(),
                m.headers().stream().map(h -> new HeaderBody(h.name(), h.value())).toList(), body);
    }

    /**
     * The bytes as UTF-8 with everything that is not printable shown as '.': control bytes (line breaks and
     * tabs excepted) and bytes that are not valid UTF-8, one dot per byte.
     */
    static String printable(byte[] data) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(data);
        CharBuffer out = CharBuffer.allocate(data.length + 1);
        StringBuilder text = new StringBuilder(data.length);
        while (true) {
            CoderResult r = decoder.decode(in, out, true);
            out.flip();
            for (int i = 0; i < out.length(); i++) {
                char ch = out.charAt(i);
                boolean control = Character.isISOControl(ch) && ch != '\r' && ch != '\n' && ch != '\t';
                text.append(control ? '.' : ch);
            }
            out.clear();
            if (r.isError()) {
                text.append(".".repeat(r.length()));
                in.position(in.position() + r.length());
            } else {
                break;
            }
        }
        return text.toString();
    }
}
