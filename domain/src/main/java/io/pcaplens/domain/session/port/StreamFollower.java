package io.pcaplens.domain.session.port;

import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.session.FollowedStreams;

import java.nio.file.Path;
import java.util.BitSet;

/** Reassembles the payload of the TCP or UDP streams of a (small) capture, in both directions. */
public interface StreamFollower {

    /**
     * @param transport "TCP" or "UDP"
     * @param frames    1-based frame numbers of the capture whose streams are wanted; empty means every stream
     * @param maxBytes  payload bytes collected at most; beyond them the result is marked truncated
     * @throws ToolFailure the tool could not follow the streams; the reason says why
     */
    FollowedStreams follow(Path capture, String transport, BitSet frames, long maxBytes) throws ToolFailure;
}
