package io.pcaplens.domain.capture;

/**
 * The tools an analysis runs, each named as the file record's {@code tools} names it (api.md, Files):
 * the dissector, which every analysis needs, and the enrichment tools, whose failure only degrades the
 * result.
 */
public enum Tool {
    TSHARK("tshark", "tshark"),
    NDPI_READER("ndpiReader", "ndpiReader"),
    SURICATA("suricata", "suricata"),
    FILE_EXTRACTION("fileExtraction", "file extraction");

    private final String label;
    private final String words;

    Tool(String label, String words) {
        this.label = label;
        this.words = words;
    }

    /** The name in the file record's {@code tools}. */
    public String label() {
        return label;
    }

    /** The name in a sentence that says what went wrong. */
    public String inWords() {
        return words;
    }
}
