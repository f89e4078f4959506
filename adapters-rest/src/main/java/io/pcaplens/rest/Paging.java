package io.pcaplens.rest;

import io.pcaplens.application.Page;

import java.util.List;
import java.util.function.Function;

/** Page and size query parameters (spec 8: 10 to 100 rows) and the paged response body. */
public final class Paging {

    public static final int MIN_SIZE = 10;
    public static final int MAX_SIZE = 100;
    public static final int DEFAULT_SIZE = 25;

    private Paging() {
    }

    public record Request(int page, int size) {
    }

    public static Request parse(String page, String size) {
        return parse(page, size, MIN_SIZE, MAX_SIZE);
    }

    public static Request parse(String page, String size, int minSize, int maxSize) {
        int p = integer("page", page, 1);
        int s = integer("size", size, DEFAULT_SIZE);
        if (p < 1) {
            throw Problem.badRequest("page must be 1 or more, was " + p);
        }
        if (s < minSize || s > maxSize) {
            throw Problem.badRequest("size must be between " + minSize + " and " + maxSize + ", was " + s);
        }
        if (pastAnyEnd(p, s)) {
            throw Problem.badRequest("page " + p + " of " + s + " rows starts past any possible end (row "
                    + ((long) (p - 1) * s + 1) + "); pages of this size end at " + lastPage(s));
        }
        return new Request(p, s);
    }

    /** No list holds more rows than a 32-bit offset counts: a page whose first row lies beyond is past any end. */
    static boolean pastAnyEnd(int page, int size) {
        return (long) (page - 1) * size > Integer.MAX_VALUE;
    }

    /** The last page of {@code size} rows whose first row a 32-bit offset reaches. */
    static int lastPage(int size) {
        return Integer.MAX_VALUE / size + 1;
    }

    private static int integer(String name, String value, int fallback) {
        if (value == null || value.isEmpty()) {
            return fallback;
        }
        if (!value.matches("\\d{1,9}")) {
            throw Problem.badRequest(name + " must be a whole number, was '" + value + "'");
        }
        return Integer.parseInt(value);
    }

    /** The JSON body of a page. */
    public record PageBody<T>(List<T> items, int page, int size, long total, long totalPages) {
    }

    public static <D, T> PageBody<T> body(Page<D> page, Function<D, T> mapper) {
        return new PageBody<>(page.items().stream().map(mapper).toList(), page.page(), page.size(), page.total(),
                page.totalPages());
    }
}
