package io.pcaplens.rest.capture;

import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The multipart body of {@code POST /files}, as the OpenAPI document describes it (the upload itself is read as a
 * stream by {@link UploadForm}): the capture file and the analysis options, each absent option taking the
 * service's default.
 */
@Schema(name = "UploadRequest", requiredProperties = "file")
public final class UploadRequest {

    @Schema(type = SchemaType.STRING, format = "binary", description = "the capture, pcap or pcapng; its file name is"
            + " the part's filename")
    public String file;
    @Schema(description = "run nDPI on the flows")
    public Boolean enableDpi;
    @Schema(description = "extract the files that HTTP, SMB, FTP, SMTP, IMAP and POP3 carried")
    public Boolean enableFileExtraction;
    @Schema(description = "run Suricata on the capture")
    public Boolean enableIds;

    private UploadRequest() {
    }
}
