package io.pcaplens.rest.extraction;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.extraction.ExtractedFile;
import net.lingala.zip4j.ZipFile;
import net.lingala.zip4j.model.FileHeader;
import net.lingala.zip4j.model.enums.EncryptionMethod;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class InfectedZipTest {

    @TempDir
    Path dir;

    private static ExtractedFile file(long id, String name) {
        return new ExtractedFile(id, new CaptureId("00000000-0000-0000-0000-00000000000c"), 1L, "HTTP", name, 0, "0".repeat(64), "PE", 1L);
    }

    @Test
    void everyFileIsAZipCryptoEntryOpenedWithThePasswordInfectedAndAMissingOneIsLeftOut() throws Exception {
        byte[] program = new byte[300_000];
        new Random(35).nextBytes(program);
        Files.write(dir.resolve("1"), program);
        Files.writeString(dir.resolve("2"), "second");
        Path zip = dir.resolve("out.zip");
        try (OutputStream out = Files.newOutputStream(zip)) {
            InfectedZip.of(List.of(file(1, "setup.exe"), file(2, "../../evil/x.sh"), file(3, "gone.bin")),
                    f -> dir.resolve(String.valueOf(f.id()))).write(out);
        }

        try (ZipFile opened = new ZipFile(zip.toFile(), "infected".toCharArray())) {
            List<FileHeader> entries = opened.getFileHeaders();
            assertEquals(List.of("1-setup.exe", "2-__.._evil_x.sh"), entries.stream().map(FileHeader::getFileName).toList());
            entries.forEach(e -> assertEquals(EncryptionMethod.ZIP_STANDARD, e.getEncryptionMethod()));
            assertArrayEquals(program, opened.getInputStream(entries.get(0)).readAllBytes());
            assertEquals("second", new String(opened.getInputStream(entries.get(1)).readAllBytes()));
        }
        try (ZipFile wrong = new ZipFile(zip.toFile(), "guess".toCharArray())) {
            assertThrows(Exception.class, () -> wrong.getInputStream(wrong.getFileHeaders().get(0)).readAllBytes());
        }
    }
}
