package io.pcaplens.domain.finding.port;

import io.pcaplens.domain.finding.NarrativeSubject;
import io.pcaplens.domain.finding.NarrativeText;

/**
 * Writes a short summary of a capture's findings in plain English. A narrator that depends on something that can
 * fail (a language model) answers the built-in text instead of throwing, saying why, so a summary is always
 * given.
 */
public interface FindingNarrator {

    NarrativeText narrate(NarrativeSubject subject);
}
