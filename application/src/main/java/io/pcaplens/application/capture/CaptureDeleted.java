package io.pcaplens.application.capture;

import io.pcaplens.domain.capture.CaptureId;

/**
 * The capture was deleted while it was being analysed: the analysis stops where it is and clears what it
 * stored, as the deletion left that to it.
 */
final class CaptureDeleted extends RuntimeException {

    CaptureDeleted(CaptureId captureId) {
        super("capture " + captureId + " was deleted during its analysis");
    }
}
