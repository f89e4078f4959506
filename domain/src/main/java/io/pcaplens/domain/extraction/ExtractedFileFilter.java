package io.pcaplens.domain.extraction;

import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which of a capture's extracted files to list, as Wireshark's Export Objects dialog narrows them: every
 * given criterion must hold (AND); several types are alternatives (OR). Null or empty means "any".
 *
 * @param name           part of the name, any case
 * @param types          file types ({@link ExtractedFile#fileType()}), any case; "UNKNOWN" for files of no
 *                       recognised type
 * @param minSize        smallest size in bytes, inclusive
 * @param maxSize        largest size in bytes, inclusive
 * @param sha256         the SHA-256 or its beginning, hex in any case
 * @param conversationId only the files of that conversation row
 * @param ids            only these files
 */
public record ExtractedFileFilter(String name, List<String> types, Long minSize, Long maxSize, String sha256,
                                  Long conversationId, Set<Long> ids) {

    /** The type a file without a recognised type is listed under. */
    public static final String UNKNOWN_TYPE = "UNKNOWN";
    public static final ExtractedFileFilter ALL = new ExtractedFileFilter(null, List.of(), null, null, null, null,
            Set.of());

    /**
     * Normalises the criteria: blanks become "any", types and the hash are brought to the case they are
     * stored in.
     *
     * @throws IllegalArgumentException a size is negative, the smallest is above the largest, or the hash is
     *                                  not hex of at most 64 digits
     */
    public ExtractedFileFilter {
        name = name == null || name.isBlank() ? null : name.strip();
        types = types == null ? List.of() : types.stream().map(String::strip).filter(t -> !t.isEmpty())
                .map(t -> t.toUpperCase(Locale.ROOT)).distinct().toList();
        if ((minSize != null && minSize < 0) || (maxSize != null && maxSize < 0)) {
            throw new IllegalArgumentException("sizes must be 0 or more");
        }
        if (minSize != null && maxSize != null && minSize > maxSize) {
            throw new IllegalArgumentException("minSize (" + minSize + ") is above maxSize (" + maxSize + ")");
        }
        sha256 = sha256 == null || sha256.isBlank() ? null : sha256.strip().toLowerCase(Locale.ROOT);
        if (sha256 != null && (sha256.length() > 64 || !sha256.chars().allMatch(HexFormat::isHexDigit))) {
            throw new IllegalArgumentException("sha256 must be hex digits (at most 64), not '" + sha256 + "'");
        }
        ids = ids == null ? Set.of() : Set.copyOf(ids);
    }

    public static ExtractedFileFilter ofConversation(Long conversationId) {
        return new ExtractedFileFilter(null, List.of(), null, null, null, conversationId, Set.of());
    }

    /** The rule itself, as a store that cannot query applies it. */
    public boolean matches(ExtractedFile f) {
        return (name == null || f.name().toLowerCase(Locale.ROOT).contains(name.toLowerCase(Locale.ROOT)))
                && (types.isEmpty() || types.contains(f.fileType() == null ? UNKNOWN_TYPE : f.fileType()))
                && (minSize == null || f.size() >= minSize)
                && (maxSize == null || f.size() <= maxSize)
                && (sha256 == null || f.sha256().startsWith(sha256))
                && (conversationId == null || conversationId.equals(f.conversationId()))
                && (ids.isEmpty() || ids.contains(f.id()));
    }
}
