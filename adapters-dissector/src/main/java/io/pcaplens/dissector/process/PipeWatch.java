package io.pcaplens.dissector.process;

import java.io.IOException;
import java.io.OutputStream;

/**
 * A tool's standard input that remembers whether writing to it failed: a feed that fails because the tool
 * stopped reading (it ended, or was stopped) is told apart from a feed failing on its own.
 */
public final class PipeWatch extends OutputStream {

    private final OutputStream pipe;
    private boolean broken;

    public PipeWatch(OutputStream pipe) {
        this.pipe = pipe;
    }

    public boolean broken() {
        return broken;
    }

    @Override
    public void write(int b) throws IOException {
        try {
            pipe.write(b);
        } catch (IOException e) {
            throw broke(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            pipe.write(b, off, len);
        } catch (IOException e) {
            throw broke(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            pipe.flush();
        } catch (IOException e) {
            throw broke(e);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            pipe.close();
        } catch (IOException e) {
            throw broke(e);
        }
    }

    private IOException broke(IOException e) {
        broken = true;
        return e;
    }
}
