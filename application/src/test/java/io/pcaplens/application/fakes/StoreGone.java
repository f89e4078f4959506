package io.pcaplens.application.fakes;

/** What the in-memory stores throw, under whatever wraps it, when a test has them go away. */
public final class StoreGone extends RuntimeException {

    public StoreGone() {
        super("the store cannot be reached");
    }
}
