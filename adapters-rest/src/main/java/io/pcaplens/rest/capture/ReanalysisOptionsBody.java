package io.pcaplens.rest.capture;

import io.pcaplens.domain.capture.AnalysisOptions;

/** The options of a re-analysis, named as an upload's; a missing one keeps the capture's last value. */
public record ReanalysisOptionsBody(Boolean enableDpi, Boolean enableFileExtraction, Boolean enableIds) {

    AnalysisOptions over(AnalysisOptions last) {
        return new AnalysisOptions(enableDpi == null ? last.enableDpi() : enableDpi,
                enableFileExtraction == null ? last.enableFileExtraction() : enableFileExtraction,
                enableIds == null ? last.enableIds() : enableIds);
    }
}
