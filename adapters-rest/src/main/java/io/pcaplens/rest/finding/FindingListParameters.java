package io.pcaplens.rest.finding;

import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The query parameters every list of findings takes (docs/findings.md, "Endpoints"): {@code kind},
 * {@code severity}, {@code host} and {@code sort}, read as {@link FindingListRequest} reads them. The runtime
 * fills the fields, as it fills a resource's.
 */
public class FindingListParameters {

    @Parameter(description = "only findings of this kind, e.g. vertical_scan")
    @QueryParam("kind")
    String kind;

    @Parameter(description = "the least severity shown: high shows high and critical")
    @QueryParam("severity")
    String severity;

    @Parameter(description = "only findings involving this host")
    @QueryParam("host")
    String host;

    @Parameter(description = "severity (default), score or kind")
    @QueryParam("sort")
    String sort;

    /** The filter and order the parameters name; a value that names nothing is a 400. */
    FindingListRequest request() {
        return FindingListRequest.parse(kind, severity, host, sort);
    }
}
