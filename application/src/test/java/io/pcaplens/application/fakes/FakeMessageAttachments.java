package io.pcaplens.application.fakes;

import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.extraction.port.MessageAttachments;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads a message's lines "attachment: NAME=CONTENT" as its attachments, without any MIME. */
public class FakeMessageAttachments implements MessageAttachments {

    private static final String PREFIX = "attachment: ";

    @Override
    public List<ExportedObject> attachments(ExportedObject message, Path workDir) throws IOException {
        List<ExportedObject> found = new ArrayList<>();
        for (String line : Files.readAllLines(message.content(), StandardCharsets.UTF_8)) {
            if (line.startsWith(PREFIX)) {
                String[] nameAndContent = line.substring(PREFIX.length()).split("=", 2);
                Path content = workDir.resolve("part" + found.size());
                Files.writeString(content, nameAndContent[1]);
                found.add(new ExportedObject(message.protocol(), message.frameNumber(), nameAndContent[0], content));
            }
        }
        return found;
    }
}
