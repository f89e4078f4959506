package io.pcaplens.dissector.extraction;

import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.extraction.port.MessageAttachments;
import jakarta.enterprise.context.ApplicationScoped;
import org.apache.james.mime4j.MimeException;
import org.apache.james.mime4j.codec.DecodeMonitor;
import org.apache.james.mime4j.message.DefaultBodyDescriptorBuilder;
import org.apache.james.mime4j.message.MaximalBodyDescriptor;
import org.apache.james.mime4j.parser.AbstractContentHandler;
import org.apache.james.mime4j.parser.MimeStreamParser;
import org.apache.james.mime4j.stream.BodyDescriptor;
import org.apache.james.mime4j.stream.MimeConfig;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.logging.Logger;

/**
 * The attachments of an e-mail, read with Apache James mime4j's streaming parser: each part's body is decoded
 * (base64, quoted-printable) straight into a file, so a large attachment never sits in memory. A part is an
 * attachment when it is declared one ({@code Content-Disposition: attachment}) or carries a file name; the
 * message's own text and alternatives are not. Nested messages are read into as well.
 */
@ApplicationScoped
public class MimeAttachments implements MessageAttachments {

    private static final Logger LOG = Logger.getLogger(MimeAttachments.class.getName());
    /** A hostile message may declare endless tiny parts: past this many, the rest is not written out. */
    static final int MAX_ATTACHMENTS = 1000;

    @Override
    public List<ExportedObject> attachments(ExportedObject message, Path workDir) throws IOException {
        List<ExportedObject> found = new ArrayList<>();
        // a broken mail is still read as far as it goes: no line, header or nesting limit refuses it
        MimeStreamParser parser = new MimeStreamParser(MimeConfig.PERMISSIVE, DecodeMonitor.SILENT,
                new DefaultBodyDescriptorBuilder());
        parser.setContentDecoding(true);
        parser.setContentHandler(new AbstractContentHandler() {
            private int depth;

            @Override
            public void startMultipart(BodyDescriptor bd) {
                depth++;
            }

            @Override
            public void endMultipart() {
                depth--;
            }

            @Override
            public void body(BodyDescriptor bd, InputStream decoded) throws IOException {
                String name = nameOf((MaximalBodyDescriptor) bd);
                // the single body of a message without parts is the message itself, already kept
                if (depth == 0 || name == null || found.size() >= MAX_ATTACHMENTS) {
                    return;
                }
                Path content = workDir.resolve("attachment-" + found.size());
                Files.copy(decoded, content);
                found.add(new ExportedObject(message.protocol(), message.frameNumber(), name, content));
            }
        });
        try (InputStream in = Files.newInputStream(message.content())) {
            parser.parse(in);
        } catch (MimeException e) {
            LOG.fine(() -> "the message " + message.name() + " is not MIME past some point: " + e.getMessage());
        }
        return found;
    }

    /** The file name the part gives itself, or a made-up one for a declared attachment; null for text. */
    static String nameOf(MaximalBodyDescriptor part) {
        String name = part.getContentDispositionFilename();
        if (name == null || name.isBlank()) {
            name = part.getContentTypeParameters().get("name");
        }
        if (name != null && !name.isBlank()) {
            return name.strip();
        }
        boolean declared = "attachment".equalsIgnoreCase(part.getContentDispositionType());
        return declared ? "attachment." + part.getSubType().toLowerCase(Locale.ROOT) : null;
    }
}
