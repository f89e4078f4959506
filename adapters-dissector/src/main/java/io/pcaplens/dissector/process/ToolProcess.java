package io.pcaplens.dissector.process;

import io.pcaplens.domain.dissection.port.CaptureSlice;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs an external program: standard output is the caller's to stream, standard error is collected
 * (bounded) on a thread of its own so that a chatty tool can never block on a full pipe.
 */
public final class ToolProcess implements AutoCloseable {

    private static final int STDERR_LIMIT = 16 * 1024;
    /** How often a running tool checks whether the thread that started it was interrupted. */
    private static final long WATCH_MILLIS = 100;
    /** The niceness of the tools an analysis runs (0 is the service's own, 19 the lowest priority). */
    private static final int NICENESS = 10;
    /** How much of a capture a feeder reads and writes at once. */
    private static final int FEED_BLOCK = 1 << 20;

    private final Process process;
    private final Thread stderrReader;
    private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();

    private ToolProcess(Process process) {
        this.process = process;
        this.stderrReader = new Thread(this::drainStderr, "stderr-" + process.pid());
        this.stderrReader.setDaemon(true);
        this.stderrReader.start();
        Thread owner = Thread.currentThread();
        Thread watcher = new Thread(() -> stopWhenInterrupted(owner), "watch-" + process.pid());
        watcher.setDaemon(true);
        watcher.start();
    }

    /**
     * A thread blocked reading the tool's output does not notice an interrupt: the tool is stopped for it,
     * so that cancelled work ends its tools instead of leaving them writing into removed directories.
     */
    private void stopWhenInterrupted(Thread owner) {
        try {
            while (!process.waitFor(WATCH_MILLIS, TimeUnit.MILLISECONDS)) {
                if (owner.isInterrupted() || !owner.isAlive()) {
                    process.destroyForcibly();
                    return;
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
        }
    }

    public static ToolProcess start(List<String> command) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        return new ToolProcess(yielding(pb.start()));
    }

    /** Starts the command at the service's own priority: someone waits for its answer. */
    public static ToolProcess startWaitedFor(List<String> command) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        return new ToolProcess(pb.start());
    }

    /** Starts the command with its standard input left to the caller ({@link #stdin()}). */
    public static ToolProcess startFed(List<String> command) throws IOException {
        return new ToolProcess(yielding(new ProcessBuilder(command).start()));
    }

    /**
     * Analyses run in the background of the people using the service: their tools get a lower CPU priority,
     * so that on a busy machine a page of conversations is answered before the next slice is read.
     */
    private static Process yielding(Process process) {
        try {
            new ProcessBuilder("renice", "-n", String.valueOf(NICENESS), "-p", String.valueOf(process.pid()))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            // without renice the tool runs at the service's own priority
        }
        return process;
    }

    /**
     * Starts the command with a capture fed to its standard input: the file's header, then the given range
     * of records, copied by a thread of its own.
     */
    public static ToolProcess startFeeding(List<String> command, Path file, CaptureSlice.ByteRange range) throws IOException {
        Process process = yielding(new ProcessBuilder(command).start());
        ToolProcess tool = new ToolProcess(process);
        Thread feeder = new Thread(() -> {
            try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ);
                 OutputStream out = process.getOutputStream()) {
                byte[] block = new byte[FEED_BLOCK];
                transfer(in, 0, range.headerBytes(), out, block);
                transfer(in, range.from(), range.to() - range.from(), out, block);
            } catch (IOException e) {
                // the process ended early (or was stopped); its exit code and stderr tell why
            }
        }, "feed-" + process.pid());
        feeder.setDaemon(true);
        feeder.start();
        return tool;
    }

    /**
     * Copies in blocks of {@link #FEED_BLOCK}: the process's stream passes a write that large straight to the
     * pipe, where a channel over it (and {@code transferTo} to such a channel) would write 8 KiB at a time.
     */
    private static void transfer(FileChannel in, long from, long count, OutputStream out, byte[] block)
            throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(block);
        long done = 0;
        while (done < count) {
            buffer.clear().limit((int) Math.min(block.length, count - done));
            int n = in.read(buffer, from + done);
            if (n <= 0) {
                throw new IOException("could not read the capture at " + (from + done));
            }
            out.write(block, 0, n);
            done += n;
        }
    }

    /** Runs to the end and returns the exit code with all output; for short commands only. */
    public static Result run(List<String> command, long timeoutSeconds) throws IOException, InterruptedException {
        try (ToolProcess p = start(command)) {
            byte[] out = p.stdout().readAllBytes();
            int code = p.waitFor(timeoutSeconds);
            return new Result(code, new String(out, StandardCharsets.UTF_8), p.stderr());
        }
    }

    public record Result(int exitCode, String stdout, String stderr) {
    }

    public OutputStream stdin() {
        return process.getOutputStream();
    }

    public InputStream stdout() {
        return process.getInputStream();
    }

    public long pid() {
        return process.pid();
    }

    public int waitFor(long timeoutSeconds) throws InterruptedException, IOException {
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException(process.info().command().orElse("tool") + " did not finish within " + timeoutSeconds + " s");
        }
        stderrReader.join(TimeUnit.SECONDS.toMillis(5));
        return process.exitValue();
    }

    /** What the tool wrote to standard error, without the warning every run as root prints. */
    public String stderr() {
        synchronized (stderr) {
            return stderr.toString(StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("Running as user \"root\""))
                    .reduce((a, b) -> a + "\n" + b).orElse("").strip();
        }
    }

    private void drainStderr() {
        byte[] buf = new byte[4096];
        try (InputStream in = process.getErrorStream()) {
            int n;
            while ((n = in.read(buf)) >= 0) {
                synchronized (stderr) {
                    if (stderr.size() < STDERR_LIMIT) {
                        stderr.write(buf, 0, Math.min(n, STDERR_LIMIT - stderr.size()));
                    }
                }
            }
        } catch (IOException ignored) {
            // the process ended
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
            // the caller deletes the tool's work directory next; a tool still exiting would write into it
            try {
                process.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
