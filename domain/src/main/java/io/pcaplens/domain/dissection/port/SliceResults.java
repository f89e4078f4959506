package io.pcaplens.domain.dissection.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.dissection.DissectedSlice;

import java.io.IOException;

/**
 * What a slice's reader found, kept where the instance that merges the capture's slices can read it: the data
 * directory every instance shares.
 */
public interface SliceResults {

    void save(SliceQueue.Claim claim, DissectedSlice found) throws IOException;

    /** What the claim named by {@code token} saved for the capture's slice. */
    DissectedSlice load(CaptureId captureId, int index, String token) throws IOException;

    /** Removes what the capture's slices saved, once merged or when the analysis ends otherwise. */
    void clear(CaptureId captureId) throws IOException;
}
