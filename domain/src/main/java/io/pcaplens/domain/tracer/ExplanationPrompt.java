package io.pcaplens.domain.tracer;

import java.util.Arrays;
import java.util.Optional;

/**
 * What a language model is told about one traced packet (spec 10.6 item 6): its direction as
 * {@code CLIENT->SERVER} or {@code SERVER->CLIENT}, the protocol, the size in bytes, the Info summary when
 * there is one, and the payload as ASCII under the rule of spec section 8 ("Payload passed to the language
 * model"): at most the stored {@value #PAYLOAD_BYTES} bytes, every non-printable byte shown as
 * {@value #NON_PRINTABLE}, and only when the bytes hold a run of at least {@value #PRINTABLE_RUN} printable
 * characters, so that binary payloads are not passed on as noise; and never bytes that look like ciphertext
 * ({@link Ciphertext}), whatever printable runs they hold by chance.
 *
 * @param index     the step's 1-based index, so that answers can be matched to packets
 * @param direction the spec's direction label
 * @param protocol  the protocol label
 * @param size      the frame size in bytes
 * @param info      the Info summary, or null when the packet has none
 * @param payload   the payload as ASCII, or null when the rule leaves it out
 */
public record ExplanationPrompt(int index, String direction, String protocol, int size, String info,
                                String payload) {

    /** Spec section 8, "Payload passed to the language model": up to 64 bytes (the stored payload, spec 2.6). */
    public static final int PAYLOAD_BYTES = 64;
    /** Spec section 8: included only with at least 4 consecutive printable ASCII characters. */
    public static final int PRINTABLE_RUN = 4;
    /** Spec section 8: non-printable bytes are replaced by a period. */
    public static final char NON_PRINTABLE = '.';
    /** Printable ASCII: space to tilde, as the hex viewer shows it (spec 2.6); tabs and line ends are not. */
    private static final int FIRST_PRINTABLE = 0x20;
    private static final int LAST_PRINTABLE = 0x7E;

    public static ExplanationPrompt of(TraceStep step) {
        String payload = Ciphertext.likely(step.payload()) ? null : asciiPayload(step.payload()).orElse(null);
        return new ExplanationPrompt(step.index(), step.direction().arrow(), step.protocol(), step.size(),
                step.info(), payload);
    }

    /** The payload as the model may see it, or empty when the rule of spec section 8 leaves it out. */
    public static Optional<String> asciiPayload(byte[] payload) {
        byte[] bytes = payload.length <= PAYLOAD_BYTES ? payload : Arrays.copyOf(payload, PAYLOAD_BYTES);
        StringBuilder text = new StringBuilder(bytes.length);
        int run = 0;
        int longestRun = 0;
        for (byte b : bytes) {
            if (printable(b)) {
                text.append((char) b);
                longestRun = Math.max(longestRun, ++run);
            } else {
                text.append(NON_PRINTABLE);
                run = 0;
            }
        }
        return longestRun >= PRINTABLE_RUN ? Optional.of(text.toString()) : Optional.empty();
    }

    private static boolean printable(byte b) {
        return b >= FIRST_PRINTABLE && b <= LAST_PRINTABLE;
    }
}
