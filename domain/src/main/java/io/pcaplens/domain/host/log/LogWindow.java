package io.pcaplens.domain.host.log;

import java.util.ArrayList;
import java.util.List;

/**
 * The page of a log read as it streams by: only the lines of the page are kept, the others counted, so a server
 * of millions of queries costs one page of memory.
 */
public final class LogWindow<T> {

    private final long from;
    private final int size;
    private final List<T> kept = new ArrayList<>();
    private long seen;

    /** @param page 1-based */
    public LogWindow(int page, int size) {
        if (page < 1 || size < 1) {
            throw new IllegalArgumentException("page and size start at 1");
        }
        this.from = (long) (page - 1) * size;
        this.size = size;
    }

    public void add(T line) {
        if (seen >= from && seen < from + size) {
            kept.add(line);
        }
        seen++;
    }

    public List<T> items() {
        return List.copyOf(kept);
    }

    /** Every line added, on the page or not. */
    public long total() {
        return seen;
    }
}
