package io.pcaplens.dissector.extraction;

import io.pcaplens.domain.extraction.ExportedObject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The files one tshark export wrote for a protocol, tied to the frames its listing named: tshark derives each
 * file's name from the object's own name in the order it met the objects, so replaying its naming
 * ({@link ExportObjectNames}) on the listed frames finds each file's frame.
 */
final class WrittenObjects {

    private WrittenObjects() {
    }

    /** The files tshark wrote for one protocol, each with its frame where the naming replay finds it. */
    static List<ExportedObject> of(String protocol, Path dir, List<ObjectFrames.Entry> entries)
            throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<String> names = ExportObjectNames.written(entries.stream().map(ObjectFrames.Entry::rawName).toList());
        Map<String, ObjectFrames.Entry> byName = new HashMap<>();
        Map<String, ObjectFrames.Entry> unnamed = new HashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            ObjectFrames.Entry e = entries.get(i);
            if (names.get(i) != null) {
                byName.put(names.get(i), e);
            } else {
                unnamed.put("object" + e.frame(), e);
            }
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        String label = protocol.toUpperCase(Locale.ROOT);
        List<ExportedObject> objects = new ArrayList<>();
        for (Path file : files) {
            String written = file.getFileName().toString();
            ObjectFrames.Entry entry = byName.get(written);
            if (entry == null) {
                entry = unnamed.get(stem(written));
            }
            if (entry != null && entry.rawName() != null) {
                objects.add(new ExportedObject(label, entry.frame(), ExportObjectNames.massage(entry.rawName(), 0), file));
            } else if (entry != null) {
                objects.add(new ExportedObject(label, entry.frame(), written, file));
            } else {
                objects.add(new ExportedObject(label, 0, written, file));
            }
        }
        objects.sort(java.util.Comparator.comparingLong(ExportedObject::frameNumber));
        return objects;
    }

    /** "object17.html" and "object17(1).html" → "object17". */
    private static String stem(String name) {
        int end = 0;
        if (!name.startsWith("object")) {
            return name;
        }
        end = "object".length();
        while (end < name.length() && Character.isDigit(name.charAt(end))) {
            end++;
        }
        return name.substring(0, end);
    }
}
