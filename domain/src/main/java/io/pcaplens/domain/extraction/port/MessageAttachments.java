package io.pcaplens.domain.extraction.port;

import io.pcaplens.domain.extraction.ExportedObject;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Takes the attachments out of an extracted e-mail message (RFC 5322 with MIME parts), decoded. */
public interface MessageAttachments {

    /** Where the e-mails the extractor writes out come from ({@link ObjectExtractor#FRAMED}). */
    String MAIL_PROTOCOL = "IMF";

    /**
     * Each attachment as an object of its own, carried where the message was (same protocol and frame),
     * named as the message names it. Parts that are the message's text are not attachments. A message that
     * is no MIME, or broken past some point, yields what could be read.
     *
     * @param workDir an empty scratch directory; the attachments' bytes are left under it
     */
    List<ExportedObject> attachments(ExportedObject message, Path workDir) throws IOException;
}
