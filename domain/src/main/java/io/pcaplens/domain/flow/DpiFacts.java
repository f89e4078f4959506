package io.pcaplens.domain.flow;

import java.util.List;

/**
 * What deep packet inspection classified a flow as (spec 2.2): the DPI part of its facts. Values are null when
 * unknown.
 *
 * @param appName    the application (the part after the master protocol: TLS.YouTube → YouTube), null
 *                   when nothing was classified
 * @param confidence how DPI decided: "DPI", "DPI (cache)", "Match by port", "Match by IP", …; a guess is
 *                   shown as such
 * @param risks      normalised risk names ({@link FlowRisk}); empty without any
 */
public record DpiFacts(String appName, String category, String confidence, List<String> risks) {

    /** A flow DPI did not classify: the TLS hellos alone, or no DPI at all. */
    public static final DpiFacts NONE = new DpiFacts(null, null, null, List.of());

    public DpiFacts {
        risks = risks == null ? List.of() : List.copyOf(risks);
    }

    /** Whether DPI told anything of the flow: an application, how it decided, or a risk. */
    public boolean isEmpty() {
        return appName == null && confidence == null && risks.isEmpty();
    }
}
