package io.pcaplens.application.fakes;

import io.pcaplens.domain.host.log.DnsMessage;
import io.pcaplens.domain.host.log.HttpMessage;
import io.pcaplens.domain.host.port.ServerMessageReader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A reader of the small captures {@link FakeFrameDissector#EXTRACTOR} writes, numbering their frames 1, 2, … as a
 * dissector numbers a capture's: an odd frame is a client's query or request, the even one after it the server's
 * answer naming it (status 404 / NXDOMAIN for every fourth frame). It records the stored frame numbers each copy
 * held and which files it read.
 */
public class FakeServerMessages implements ServerMessageReader {

    public static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private final List<List<Long>> copies = new ArrayList<>();
    private final List<Path> files = new ArrayList<>();

    private List<Long> read(Path capture) {
        try {
            List<Long> stored = Files.readAllLines(capture).stream().map(Long::valueOf).toList();
            copies.add(stored);
            files.add(capture);
            return stored;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void dns(Path capture, String server, Consumer<DnsMessage> messages) {
        List<Long> stored = read(capture);
        for (int n = 1; n <= stored.size(); n++) {
            boolean answer = n % 2 == 0;
            messages.accept(new DnsMessage(n, T0.plusMillis(n), "10.0.0.9", answer, "host" + (n + 1) / 2 + ".example",
                    "A", answer ? (n % 4 == 0 ? "NXDomain" : "NoError") : null, List.of(), answer ? (long) n - 1 : null));
        }
    }

    @Override
    public void http(Path capture, String server, Consumer<HttpMessage> messages) {
        List<Long> stored = read(capture);
        for (int n = 1; n <= stored.size(); n++) {
            boolean answer = n % 2 == 0;
            messages.accept(new HttpMessage(n, T0.plusMillis(n), "10.0.0.9", answer, answer ? null : "GET",
                    answer ? null : "example.org", answer ? null : "/" + n, null, answer ? (n % 4 == 0 ? 404 : 200) : null,
                    null, answer ? (long) n - 1 : null));
        }
    }

    /** The stored frame numbers of each copy read, in the order read. */
    public List<List<Long>> copies() {
        return copies;
    }

    public List<Path> files() {
        return files;
    }
}
