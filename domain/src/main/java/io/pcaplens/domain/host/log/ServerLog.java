package io.pcaplens.domain.host.log;

import java.util.List;

/**
 * A page of a server's log with what the whole log says: how many lines the filter kept, the server's tally over
 * every line, and whether the log stopped short of the capture's end.
 *
 * @param total     lines the filter kept
 * @param framesRead frames of the server's connections dissected
 * @param truncated  true when the server's connections held more than {@link ServerTraffic#MAX_FRAMES} frames and
 *                   the log covers the first of them only
 */
public record ServerLog<T, S>(List<T> items, int page, int size, long total, S tally, long framesRead,
                              boolean truncated) {

    public ServerLog {
        items = List.copyOf(items);
    }

    public long totalPages() {
        return total == 0 ? 0 : (total + size - 1) / size;
    }
}
