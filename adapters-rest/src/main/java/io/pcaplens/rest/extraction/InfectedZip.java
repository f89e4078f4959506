package io.pcaplens.rest.extraction;

import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.FileKind;
import jakarta.ws.rs.core.StreamingOutput;
import net.lingala.zip4j.io.outputstream.ZipOutputStream;
import net.lingala.zip4j.model.ZipParameters;
import net.lingala.zip4j.model.enums.CompressionMethod;
import net.lingala.zip4j.model.enums.EncryptionMethod;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * Extracted files in one zip, each entry encrypted with ZipCrypto and the password {@value FileKind#ZIP_PASSWORD}:
 * the convention sample archives follow, which analysts' unzip tools expect (AES would not open everywhere).
 * Written as the client reads it, file by file through a small buffer, so memory stays bounded whatever
 * the sizes.
 */
final class InfectedZip {

    private InfectedZip() {
    }

    /**
     * @param where where the bytes of each file are; files whose bytes are gone are left out
     */
    static StreamingOutput of(List<ExtractedFile> files, Function<ExtractedFile, Path> where) {
        return out -> {
            try (ZipOutputStream zip = new ZipOutputStream(out, FileKind.ZIP_PASSWORD.toCharArray())) {
                byte[] buffer = new byte[64 * 1024];
                for (ExtractedFile f : files) {
                    Path path = where.apply(f);
                    if (!Files.isRegularFile(path)) {
                        continue;
                    }
                    zip.putNextEntry(entry(f));
                    try (InputStream in = Files.newInputStream(path)) {
                        for (int n; (n = in.read(buffer)) > 0; ) {
                            zip.write(buffer, 0, n);
                        }
                    }
                    zip.closeEntry();
                }
            }
        };
    }

    /**
     * The name the traffic gave the file is untrusted: no folders, nothing that climbs out of the folder the
     * zip is opened in; the id in front keeps two files of the same name apart.
     */
    static String entryName(ExtractedFile f) {
        String name = f.name() == null ? "" : f.name().replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}]", "_").strip();
        name = name.replaceAll("^\\.+", "_");
        return f.id() + "-" + (name.isEmpty() ? "file" : name);
    }

    private static ZipParameters entry(ExtractedFile f) {
        ZipParameters p = new ZipParameters();
        p.setFileNameInZip(entryName(f));
        p.setCompressionMethod(CompressionMethod.DEFLATE);
        p.setEncryptFiles(true);
        p.setEncryptionMethod(EncryptionMethod.ZIP_STANDARD);
        return p;
    }
}
