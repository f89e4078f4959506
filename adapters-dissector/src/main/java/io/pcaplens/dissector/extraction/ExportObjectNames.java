package io.pcaplens.dissector.extraction;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The file names tshark 4.0's {@code --export-objects} gives the objects it writes, reproduced so that each
 * written file can be traced back to the frame that carried it (tshark prints no frame numbers).
 *
 * <p>tshark writes a protocol's objects into one directory in the order it met them. Each name is the
 * object's own name with the characters {@code <>:"/\|?*} and control bytes replaced by {@code %xx}; when a
 * file of that name exists already, {@code (1)}, {@code (2)} … is inserted before the extension (the first
 * free one, counted from 0 for every object). An object without a name becomes {@code object<frame>}
 * followed by an extension derived from its content type.
 */
final class ExportObjectNames {

    /** EXPORT_OBJECT_MAXFILELEN. */
    static final int MAX_LENGTH = 255;
    /** The default of the gui.max_export_objects preference that ends the search for a free name. */
    static final int MAX_DUPLICATES = 1000;
    private static final String REJECT = "<>:\"/\\|?*";

    private ExportObjectNames() {
    }

    /**
     * The names the objects get when written in this order into an empty directory.
     *
     * @param rawNames each object's own name, null for an object without one (its name cannot be predicted
     *                 and is left null)
     */
    static List<String> written(List<String> rawNames) {
        Set<String> taken = new HashSet<>();
        String[] names = new String[rawNames.size()];
        for (int i = 0; i < names.length; i++) {
            String raw = rawNames.get(i);
            if (raw == null) {
                continue;
            }
            int count = 0;
            String name;
            do {
                name = massage(raw, count);
                count++;
            } while (taken.contains(name) && count < MAX_DUPLICATES);
            taken.add(name);
            names[i] = name;
        }
        return java.util.Arrays.asList(names);
    }

    /** eo_massage_str: unsafe characters as {@code %xx}, cut to the maximum length, a duplicate's number. */
    static String massage(String raw, int duplicate) {
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c < 0x20 || REJECT.indexOf(c) >= 0) {
                out.append('%').append(String.format("%02x", (int) c));
            } else {
                out.append(c);
            }
        }
        String name = out.toString();
        if (utf8Length(name) > MAX_LENGTH) {
            int dot = name.lastIndexOf('.');
            String ext = dot >= 0 ? name.substring(dot) : "";
            name = cut(name, MAX_LENGTH - ext.length()) + ext;
        }
        if (duplicate != 0) {
            String mark = "(" + duplicate + ")";
            int dot = name.lastIndexOf('.');
            String ext = dot >= 0 ? name.substring(dot) : "";
            String stem = name.substring(0, name.length() - ext.length());
            if (stem.length() >= MAX_LENGTH - (mark.length() + ext.length())) {
                stem = cut(stem, MAX_LENGTH - (mark.length() + ext.length()));
            }
            name = stem + mark + ext;
        }
        return name;
    }

    /** g_path_get_basename: the last path component, trailing slashes ignored; "/" for slashes only. */
    static String basename(String path) {
        if (path.isEmpty()) {
            return ".";
        }
        int end = path.length();
        while (end > 0 && path.charAt(end - 1) == '/') {
            end--;
        }
        if (end == 0) {
            return "/";
        }
        int start = path.lastIndexOf('/', end - 1) + 1;
        return path.substring(start, end);
    }

    private static int utf8Length(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    private static String cut(String s, int length) {
        return s.length() <= length ? s : s.substring(0, Math.max(0, length));
    }
}
