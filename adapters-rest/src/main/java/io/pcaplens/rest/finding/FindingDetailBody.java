package io.pcaplens.rest.finding;

import io.pcaplens.rest.Paging;

/**
 * One finding with its evidence: the ids of the conversations that prove it, a page of them at a time, in id
 * order.
 */
public record FindingDetailBody(FindingBody finding, Paging.PageBody<Long> conversationIds) {
}
