package io.pcaplens.domain.session;

import java.util.List;

/**
 * A reassembled conversation (spec 10.7): every payload byte of its streams in both directions, and the
 * HTTP messages found in them.
 *
 * @param client    srcIp:srcPort of the conversation
 * @param server    dstIp:dstPort of the conversation
 * @param truncated true when bytes were left out because of {@code maxBytes}
 * @param gaps      where the capture lacks bytes that were sent
 */
public record Session(String transport, String client, String server, long bytesClientToServer,
                      long bytesServerToClient, boolean truncated, long maxBytes, List<SessionChunk> chunks,
                      List<HttpMessage> http, List<SessionGap> gaps) {
}
