package io.pcaplens.rest.openapi;

import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

import java.util.List;

/**
 * The query parameters that narrow the extracted-file list and its zip (read by the extraction resource's
 * filters), added to both operations by {@link ApiDocument} ({@link ApiDocument#EXTRACTED_FILE_FILTERS}).
 */
final class ExtractedFileFilterParameters {

    private ExtractedFileFilterParameters() {
    }

    static List<Parameter> all() {
        return List.of(
                QueryParameter.text("name", "part of the file name, any case"),
                QueryParameter.list("type", "file types (PE, ZIP, PDF … or UNKNOWN); repeatable or comma-separated"),
                QueryParameter.of("minSize", "the smallest size in bytes, inclusive", integer()),
                QueryParameter.of("maxSize", "the largest size in bytes, inclusive", integer()),
                QueryParameter.text("sha256", "the SHA-256 in hex, or its beginning"),
                QueryParameter.of("conversationId", "only the files of this conversation", integer()),
                QueryParameter.list("id", "only these extracted files; repeatable or comma-separated"));
    }

    private static Schema integer() {
        return QueryParameter.type(Schema.SchemaType.INTEGER).format("int64");
    }
}
