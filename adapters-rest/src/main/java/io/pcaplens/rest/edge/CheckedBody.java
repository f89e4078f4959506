package io.pcaplens.rest.edge;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;

import java.io.IOException;
import java.util.concurrent.TimeoutException;

/**
 * A request body as the service reads it: a read that fails, or an end before the announced Content-Length,
 * becomes a {@link RequestBodyRefused} that says what happened, instead of an I/O error that looks like the
 * service's own failure; and no more than {@code limit} bytes are handed out.
 */
final class CheckedBody extends ServletInputStream {

    private final ServletInputStream in;
    private final long announced;
    private final long limit;
    private long received;

    /**
     * @param announced the Content-Length, or -1 when the body is chunked
     * @param limit     the most bytes the address accepts
     */
    CheckedBody(ServletInputStream in, long announced, long limit) {
        this.in = in;
        this.announced = announced;
        this.limit = limit;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n;
        try {
            n = in.read(b, off, len);
        } catch (IOException e) {
            throw timedOut(e) ? RequestBodyRefused.stalled(received, e) : RequestBodyRefused.broken(received, e);
        }
        if (n < 0) {
            if (announced >= 0 && received < announced) {
                throw RequestBodyRefused.incomplete(received, announced, null);
            }
            return n;
        }
        received += n;
        if (received > limit) {
            throw RequestBodyRefused.tooLarge(limit);
        }
        return n;
    }

    private static boolean timedOut(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof TimeoutException || t instanceof java.net.SocketTimeoutException) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean isFinished() {
        return in.isFinished();
    }

    @Override
    public boolean isReady() {
        return in.isReady();
    }

    @Override
    public void setReadListener(ReadListener listener) {
        in.setReadListener(listener);
    }

    @Override
    public int available() throws IOException {
        return in.available();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
