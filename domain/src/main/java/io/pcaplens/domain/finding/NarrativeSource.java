package io.pcaplens.domain.finding;

/** Who wrote a narrative of a capture's findings. */
public enum NarrativeSource {
    /** The built-in narrator, from the findings' own words; nothing leaves the machine. */
    BUILT_IN("built-in"),
    /** A language model, from the findings' facts. */
    MODEL("model");

    private final String apiName;

    NarrativeSource(String apiName) {
        this.apiName = apiName;
    }

    /** The name the API uses. */
    public String apiName() {
        return apiName;
    }
}
