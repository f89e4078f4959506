package io.pcaplens.domain.conversation;

import java.util.List;
import java.util.Objects;

/**
 * What the dissector named in a conversation's packets: the Protocol column (spec 2.4), the dissector
 * protocol they voted for, the file types their payloads start with (spec 2.6) and the distinct HTTP user
 * agents they carried.
 *
 * @param dissectorProtocol null when no packet had a meaningful label
 */
public record Labels(String protocol, String dissectorProtocol, List<String> fileTypes, List<String> httpUserAgents) {

    public Labels {
        Objects.requireNonNull(protocol, "protocol");
        fileTypes = List.copyOf(fileTypes);
        httpUserAgents = List.copyOf(httpUserAgents);
    }
}
