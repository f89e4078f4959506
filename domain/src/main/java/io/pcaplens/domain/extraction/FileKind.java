package io.pcaplens.domain.extraction;

import java.util.Set;

/**
 * Whether an extracted file's type makes it something to handle with care: a program that could run, or
 * an archive that could hold one. Analysts pass such files on only inside a zip with the password
 * {@value #ZIP_PASSWORD}, so that no scanner or mail gateway on the way acts on them.
 */
public final class FileKind {

    /** The password analysts' tools expect on a zip of samples. */
    public static final String ZIP_PASSWORD = "infected";

    private static final Set<String> EXECUTABLES = Set.of("PE", "ELF", "MACH-O", "CLASS");
    private static final Set<String> ARCHIVES = Set.of("ZIP", "GZIP", "BZIP2", "7Z", "RAR", "XZ");

    private FileKind() {
    }

    public static boolean executableOrArchive(String fileType) {
        return fileType != null && (EXECUTABLES.contains(fileType) || ARCHIVES.contains(fileType));
    }
}
