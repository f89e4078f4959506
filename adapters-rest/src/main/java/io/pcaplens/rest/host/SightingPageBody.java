package io.pcaplens.rest.host;

import io.pcaplens.application.Page;
import io.pcaplens.domain.host.HostSighting;

import java.util.List;

/**
 * The captures where a host appears, a page at a time as every paged list answers
 * ({@link io.pcaplens.rest.Paging.PageBody}), with what the looked-up text was taken for.
 *
 * @param lookedUp the text in the form it was compared in
 * @param kind     ADDRESS, MAC or NAME
 */
public record SightingPageBody(String lookedUp, String kind, List<SightingBody> items, int page, int size,
                               long total, long totalPages) {

    static SightingPageBody from(String lookedUp, String kind, Page<HostSighting> page) {
        return new SightingPageBody(lookedUp, kind, page.items().stream().map(SightingBody::from).toList(),
                page.page(), page.size(), page.total(), page.totalPages());
    }
}
