package io.pcaplens.application.extraction;

import io.pcaplens.domain.extraction.ExportedObject;

/** An exported object with what it is attached to: its frame and conversation row, either null when unknown. */
record FoundFile(ExportedObject object, Long frame, Long conversation) {
}
