package io.pcaplens.domain.extraction;

import java.nio.file.Path;

/**
 * One object an extractor wrote out of a capture.
 *
 * @param protocol    the protocol it was carried by, upper case (HTTP, IMF, FTP-DATA, SMB, TFTP, DICOM)
 * @param frameNumber the frame of the capture that was read that carries the object, 0 when the extractor
 *                    cannot tell
 * @param name        the name the traffic gave it (untrusted)
 * @param content     where the extractor left its bytes
 */
public record ExportedObject(String protocol, long frameNumber, String name, Path content) {
}
