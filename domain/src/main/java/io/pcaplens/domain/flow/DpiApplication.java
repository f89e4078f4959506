package io.pcaplens.domain.flow;

import java.util.Optional;

/**
 * Spec 2.4: appName from a DPI protocol name of the form {@code Master.App} (TLS.YouTube → YouTube,
 * QUIC.Google → Google), or the master alone (HTTP → HTTP). Unknown gives no application.
 */
public final class DpiApplication {

    private DpiApplication() {
    }

    public static Optional<String> of(String protocolName) {
        if (protocolName == null) {
            return Optional.empty();
        }
        String name = protocolName.strip();
        int tunnel = name.indexOf(':');
        if (tunnel >= 0 && tunnel + 1 < name.length()) {
            name = name.substring(tunnel + 1);
        }
        int dot = name.lastIndexOf('.');
        String app = dot >= 0 && dot + 1 < name.length() ? name.substring(dot + 1) : name;
        if (app.isEmpty() || app.equalsIgnoreCase("Unknown")) {
            return Optional.empty();
        }
        return Optional.of(app);
    }
}
