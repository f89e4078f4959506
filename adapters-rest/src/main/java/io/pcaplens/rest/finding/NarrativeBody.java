package io.pcaplens.rest.finding;

import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.Narrative;

import java.util.List;

/**
 * A summary in prose of a capture's most severe findings (docs/findings.md#narrative), to be shown as text.
 *
 * @param source         "model" when a language model wrote it, "built-in" otherwise
 * @param model          the model that wrote it; absent for the built-in text
 * @param fallbackReason why the built-in text stands in for a configured model; absent otherwise
 * @param findings       how many findings it summarises: those of {@code findingIds}, the capture's most severe
 * @param findingIds     the findings it summarises, most severe first; never one the text alone names
 * @param total          how many findings the capture has
 */
public record NarrativeBody(String fileId, String source, String model, String text, String fallbackReason,
                            int findings, List<String> findingIds, long total) {

    static NarrativeBody from(Narrative n) {
        return new NarrativeBody(n.captureId().value(), n.text().source().apiName(), n.text().model(),
                n.text().text(), n.text().fallbackReason(), n.findingIds().size(),
                n.findingIds().stream().map(FindingId::toString).toList(), n.total());
    }
}
