package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.SliceQueue;
import io.pcaplens.domain.dissection.port.SliceResults;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.HashMap;
import java.util.Map;

/** Saved slice findings in memory, serialized as the file store does, so that nothing is shared by reference. */
public class InMemorySliceResults implements SliceResults {

    private final Map<String, byte[]> saved = new HashMap<>();

    @Override
    public synchronized void save(SliceQueue.Claim claim, DissectedSlice found) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(found);
        }
        saved.put(claim.captureId() + "/" + claim.slice().index() + "/" + claim.token(), bytes.toByteArray());
    }

    @Override
    public synchronized DissectedSlice load(CaptureId captureId, int index, String token) throws IOException {
        byte[] bytes = saved.get(captureId + "/" + index + "/" + token);
        if (bytes == null) {
            throw new IOException("nothing saved for slice " + index + " of " + captureId);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return (DissectedSlice) in.readObject();
        } catch (ClassNotFoundException e) {
            throw new IOException(e);
        }
    }

    @Override
    public synchronized void clear(CaptureId captureId) {
        saved.keySet().removeIf(k -> k.startsWith(captureId + "/"));
    }

    public synchronized int size() {
        return saved.size();
    }
}
