package io.pcaplens.rest.query;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The body of {@code POST /queries}, as the OpenAPI document describes it (the resource reads it by hand, so
 * that each mistake is a problem naming its member).
 */
public record SavedQueryRequest(
        @Schema(description = "1 to 100 characters, no control character and no '/'; unique among the caller's"
                + " queries", required = true) String name,
        @Schema(description = "a hunt query (docs/hunt.md)", required = true, example = "port == 443 && !sni")
        String expression,
        @Schema(description = "all (the default), file:<fileId> or network:<networkId>", example = "all")
        String scope) {
}
