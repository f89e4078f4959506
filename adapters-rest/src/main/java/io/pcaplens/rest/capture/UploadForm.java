package io.pcaplens.rest.capture;

import io.pcaplens.application.capture.CaptureIntake;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.port.CaptureStore.ReceivedFile;
import io.pcaplens.domain.capture.port.CaptureStore.StorageFullException;
import io.pcaplens.domain.capture.port.CaptureStore.UploadTooLargeException;
import io.pcaplens.rest.edge.ParameterText;
import jakarta.servlet.http.HttpServletRequest;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The multipart upload, read as a stream: the file part goes straight to the capture store while it
 * arrives (nothing is buffered in memory or in a temporary copy), the small option parts are read as text.
 */
final class UploadForm {

    /** Option values are single words; anything longer is not an option. */
    private static final int OPTION_LIMIT = 64;

    private ReceivedFile file;
    private String fileName;
    private final Map<String, String> fields = new HashMap<>();

    private UploadForm() {
    }

    static UploadForm read(HttpServletRequest request, CaptureIntake intake)
            throws IOException, UploadTooLargeException, StorageFullException {
        UploadForm form = new UploadForm();
        try {
            MultipartStream parts = new MultipartStream(request.getInputStream(), request.getContentType());
            Optional<MultipartStream.Part> next;
            while ((next = parts.next()).isPresent()) {
                MultipartStream.Part part = next.get();
                ParameterText.checkedName(part.name());
                try (InputStream in = part.body()) {
                    if ("file".equals(part.name()) && form.file == null) {
                        form.fileName = ParameterText.checked("filename", part.fileName());
                        form.file = intake.receive(in, request.getContentLengthLong());
                    } else if (part.fileName() == null) {
                        byte[] value = in.readNBytes(OPTION_LIMIT + 1);
                        form.fields.put(part.name(), ParameterText.checked(part.name(),
                                new String(value, StandardCharsets.UTF_8).strip()));
                    }
                }
            }
        } catch (IOException | UploadTooLargeException | StorageFullException | RuntimeException e) {
            if (form.file != null) {
                intake.discard(form.file);
            }
            throw e;
        }
        return form;
    }

    ReceivedFile file() {
        return file;
    }

    String fileName() {
        return fileName;
    }

    AnalysisOptions options(AnalysisOptions defaults) {
        return new AnalysisOptions(
                flag("enableDpi", defaults.enableDpi()),
                flag("enableFileExtraction", defaults.enableFileExtraction()),
                flag("enableIds", defaults.enableIds()));
    }

    private boolean flag(String name, boolean fallback) {
        String v = fields.get(name);
        if (v == null || v.isEmpty()) {
            return fallback;
        }
        return switch (v.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(name + " must be true or false, was '"
                    + (v.length() > OPTION_LIMIT ? v.substring(0, OPTION_LIMIT) + "…" : v) + "'");
        };
    }
}
