package io.pcaplens.domain.session;

import java.util.List;

/** One HTTP/1.x request or response found in a session, with its body decoded. Body is null when it has none. */
public record HttpMessage(Direction direction, Kind kind, String startLine, List<Header> headers, HttpBody body) {

    public enum Kind {
        REQUEST, RESPONSE
    }

    public record Header(String name, String value) {
    }

    /** The first value of the named header (case-insensitive), or null. */
    public String header(String name) {
        return headers.stream().filter(h -> h.name().equalsIgnoreCase(name)).map(Header::value).findFirst().orElse(null);
    }
}
