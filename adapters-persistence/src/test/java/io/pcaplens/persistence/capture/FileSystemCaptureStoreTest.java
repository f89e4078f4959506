package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.port.CaptureStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Uploads on the real file system, against the free space the service keeps. */
class FileSystemCaptureStoreTest {

    @TempDir
    Path data;

    private FileSystemCaptureStore store(long minimumFreeBytes) {
        return new FileSystemCaptureStore(data.toString(), minimumFreeBytes);
    }

    @Test
    void theFreeSpaceIsTheFileSystemsOwn() throws IOException {
        CaptureStore.StorageSpace space = store(0).space();
        long usable = Files.getFileStore(data).getUsableSpace();
        assertTrue(Math.abs(space.freeBytes() - usable) < 64L << 20, space + " against " + usable);
    }

    @Test
    void anUploadIsRefusedWhenItWouldEatIntoTheSpaceKeptFreeAndLeavesNothing() throws IOException {
        long free = Files.getFileStore(data).getUsableSpace();
        FileSystemCaptureStore store = store(free + (1L << 30));

        assertThrows(CaptureStore.StorageFullException.class,
                () -> store.receive(new ByteArrayInputStream(new byte[1000]), 1 << 20));
        assertEquals(0, filesUnder(data));
    }

    @Test
    void anUploadThatFillsTheDiskWhileItStreamsIsGivenUpAndItsPartRemoved() throws IOException {
        long free = Files.getFileStore(data).getUsableSpace();
        // room now, none left once 16 MiB more have arrived: the check during the stream sees it
        FileSystemCaptureStore store = store(free - (16L << 20));
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 0;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                return len;
            }
        };

        assertThrows(CaptureStore.StorageFullException.class, () -> store.receive(endless, Long.MAX_VALUE));
        assertEquals(0, filesUnder(data), "the partial file is removed");
    }

    private static long filesUnder(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).count();
        }
    }
}
