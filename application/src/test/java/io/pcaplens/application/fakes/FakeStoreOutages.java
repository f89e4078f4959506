package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.port.StoreOutages;

/** The in-memory stores' outages: a {@link StoreGone} anywhere in the cause chain. */
public final class FakeStoreOutages implements StoreOutages {

    @Override
    public boolean explains(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof StoreGone) {
                return true;
            }
        }
        return false;
    }
}
