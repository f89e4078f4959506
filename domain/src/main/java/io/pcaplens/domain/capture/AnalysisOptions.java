package io.pcaplens.domain.capture;

/** What the uploader asked for (spec 4.1): DPI, file extraction and intrusion detection. */
public record AnalysisOptions(boolean enableDpi, boolean enableFileExtraction, boolean enableIds) {
}
