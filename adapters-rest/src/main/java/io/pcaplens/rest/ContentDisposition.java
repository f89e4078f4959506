package io.pcaplens.rest;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** A Content-Disposition header that makes browsers save a file under its name, never render it. */
public final class ContentDisposition {

    private ContentDisposition() {
    }

    public static String attachment(String fileName) {
        String ascii = fileName.replaceAll("[^A-Za-z0-9._-]", "_");
        String encoded = URLEncoder.encode(fileName, StandardCharsets.UTF_8).replace("+", "%20");
        return "attachment; filename=\"" + ascii + "\"; filename*=UTF-8''" + encoded;
    }
}
