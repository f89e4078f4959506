package io.pcaplens.rest.finding;

import io.pcaplens.domain.finding.Finding;

import java.util.List;
import java.util.Map;

/**
 * One finding as a list shows it (docs/findings.md): what it is, why, who is involved, and {@code q}, the hunt
 * expression that opens its conversations in the explorer.
 *
 * @param conversationCount how many conversations prove it; their ids are on the finding's own address
 */
public record FindingBody(String findingId, String fileId, String kind, String severity, String title,
                          String explanation, List<String> hosts, double score, int conversationCount, String q,
                          String detector, int detectorVersion, Map<String, String> parameters) {

    static FindingBody from(Finding f) {
        var d = f.detection();
        return new FindingBody(f.id().toString(), f.captureId().value(), d.kind().apiName(), d.severity().apiName(),
                d.title(), d.explanation(), d.hosts(), d.score(), d.conversationIds().size(), d.query(), f.detector(),
                f.detectorVersion(), f.parameters());
    }
}
