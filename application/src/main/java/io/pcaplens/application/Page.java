package io.pcaplens.application;

import java.util.List;

/** One page of a longer list, as every paged query of the service answers it (1-based page numbers). */
public record Page<T>(List<T> items, int page, int size, long total) {

    public long totalPages() {
        return total == 0 ? 0 : (total + size - 1) / size;
    }
}
