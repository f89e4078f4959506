package io.pcaplens.rest.host;

import io.pcaplens.application.Page;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.HostRecord;

import java.util.List;

/** A page of a capture's host list, as every paged list answers ({@link io.pcaplens.rest.Paging.PageBody}). */
public record HostPageBody(List<HostBody> items, int page, int size, long total, long totalPages) {

    static HostPageBody from(CaptureId captureId, Page<HostRecord> page) {
        return new HostPageBody(page.items().stream().map(h -> HostBody.from(captureId, h)).toList(), page.page(),
                page.size(), page.total(), page.totalPages());
    }
}
