package io.pcaplens.dissector.extraction;

import io.pcaplens.domain.extraction.ExportedObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** E-mails written by the test, their attachments' bytes encoded by the test with java.util.Base64. */
class MimeAttachmentsTest {

    @TempDir
    Path dir;

    private List<ExportedObject> attachmentsOf(String message) throws Exception {
        Path eml = dir.resolve("message.eml");
        Files.writeString(eml, message.replace("\n", "\r\n"), StandardCharsets.ISO_8859_1);
        Path out = Files.createDirectories(dir.resolve("out"));
        return new MimeAttachments().attachments(new ExportedObject("IMF", 18, "message.eml", eml), out);
    }

    private static String base64Lines(byte[] bytes) {
        return Base64.getMimeEncoder(76, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(bytes);
    }

    @Test
    void theAttachmentsOfAMixedMessageAreDecodedNamedAndCarriedWhereTheMessageWas() throws Exception {
        byte[] zip = new byte[5000];
        new Random(16).nextBytes(zip);
        zip[0] = 'P';
        zip[1] = 'K';
        String message = """
                From: a@example.org
                Subject: files
                MIME-Version: 1.0
                Content-Type: multipart/mixed; boundary="XYZ"

                --XYZ
                Content-Type: multipart/alternative; boundary="ALT"

                --ALT
                Content-Type: text/plain

                the text of the mail
                --ALT
                Content-Type: text/html

                <p>the text of the mail</p>
                --ALT--
                --XYZ
                Content-Type: application/zip
                Content-Disposition: attachment; filename="a.zip"
                Content-Transfer-Encoding: base64

                %s
                --XYZ
                Content-Type: text/plain; name="notes.txt"
                Content-Transfer-Encoding: quoted-printable

                caf=C3=A9 =3D coffee
                --XYZ
                Content-Type: application/octet-stream
                Content-Disposition: attachment
                Content-Transfer-Encoding: base64

                %s
                --XYZ--
                """.formatted(base64Lines(zip), base64Lines(new byte[]{1, 2, 3}));

        List<ExportedObject> found = attachmentsOf(message);

        assertEquals(List.of("a.zip", "notes.txt", "attachment.octet-stream"),
                found.stream().map(ExportedObject::name).toList());
        assertArrayEquals(zip, Files.readAllBytes(found.get(0).content()));
        assertEquals("café = coffee", Files.readString(found.get(1).content(), StandardCharsets.UTF_8).strip());
        assertArrayEquals(new byte[]{1, 2, 3}, Files.readAllBytes(found.get(2).content()));
        found.forEach(a -> {
            assertEquals("IMF", a.protocol());
            assertEquals(18, a.frameNumber());
        });
    }

    @Test
    void aPlainMessageOrTextThatIsNotMimeHasNoAttachments() throws Exception {
        assertEquals(List.of(), attachmentsOf("Subject: hello\n\njust text\n"));
        assertEquals(List.of(), attachmentsOf("\u0000\u0001 not a mail at all"));
    }

    @Test
    void aMessageCutShortKeepsTheAttachmentsBeforeTheCut() throws Exception {
        String message = """
                Content-Type: multipart/mixed; boundary=B

                --B
                Content-Disposition: attachment; filename=first.bin
                Content-Transfer-Encoding: base64

                %s
                --B
                Content-Disposition: attachment; filename=second.bin
                Content-Transfer-Encoding: base64

                AAEC""".formatted(base64Lines("first".getBytes(StandardCharsets.US_ASCII)));

        List<ExportedObject> found = attachmentsOf(message);

        assertEquals("first.bin", found.get(0).name());
        assertEquals("first", Files.readString(found.get(0).content()));
    }
}
