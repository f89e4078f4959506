package io.pcaplens.domain.extraction;

/**
 * A file carried by a capture's traffic and exported from it (an HTTP body, an e-mail, an FTP transfer …).
 * The name is what the traffic called it and is untrusted: it is shown, never used as a path.
 *
 * @param id             0 until stored
 * @param conversationId the conversation row holding the frame that completed the object; null when the
 *                       object could not be tied to one frame
 * @param protocol       the export-objects protocol, upper case: HTTP, IMF, FTP-DATA, SMB, TFTP, DICOM
 * @param fileType       from the first bytes ({@link io.pcaplens.domain.packet.FileMagic}), null when unknown
 * @param frameNumber    the frame in the capture, null when unknown
 */
public record ExtractedFile(long id, io.pcaplens.domain.capture.CaptureId captureId, Long conversationId, String protocol, String name, long size,
                            String sha256, String fileType, Long frameNumber) {

    public ExtractedFile withId(long newId) {
        return new ExtractedFile(newId, captureId, conversationId, protocol, name, size, sha256, fileType, frameNumber);
    }
}
