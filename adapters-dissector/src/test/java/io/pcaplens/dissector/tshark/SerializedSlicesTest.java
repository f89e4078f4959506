package io.pcaplens.dissector.tshark;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.host.CaptureHosts;
import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.domain.signature.PayloadCondition;
import io.pcaplens.domain.signature.PayloadLookout;
import io.pcaplens.domain.signature.PayloadProbe;
import io.pcaplens.domain.signature.PayloadSightings;
import io.pcaplens.domain.signature.SignatureRule;
import io.pcaplens.domain.signature.SignatureSet;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A slice read by one instance and merged by another travels as a serialized object. Read by the real tshark
 * in two slices, the slices after a round trip through Java serialization merge into what the slices
 * themselves merge into. The captures: the corpus's pcapng files and its largest pcap files (the largest is
 * seven captures of different protocols merged), which between them fill every part of a slice.
 */
class SerializedSlicesTest {

    private static final CaptureId CAPTURE_ID = new CaptureId("00000000-0000-0000-0000-000000000000");
    private static final int LARGEST = 16;

    @TempDir
    Path work;

    static Stream<String> captures() throws IOException {
        try (Stream<Path> files = Files.list(PacketDissectorContract.PCAPS)) {
            List<Path> all = files.filter(p -> p.getFileName().toString().matches(".*\\.(pcap|pcapng)")).toList();
            Stream<Path> pcapng = all.stream().filter(p -> p.toString().endsWith(".pcapng"));
            Stream<Path> largest = all.stream().filter(p -> p.toString().endsWith(".pcap"))
                    .sorted(Comparator.comparingLong(SerializedSlicesTest::size).reversed()).limit(LARGEST);
            return Stream.concat(pcapng, largest).map(p -> p.getFileName().toString()).toList().stream();
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @ParameterizedTest
    @MethodSource("captures")
    void slicesMergeAlikeAfterARoundTripThroughSerialization(String capture) throws Exception {
        TsharkDissector d = new TsharkDissector(0, Long.MAX_VALUE);
        List<CaptureSlice> parts = d.slice(PacketDissectorContract.PCAPS.resolve(capture), work, 2);
        Map<ConversationKey, Long> ids = new HashMap<>();
        List<DissectedSlice> read = new ArrayList<>();
        List<DissectedSlice> transferred = new ArrayList<>();
        for (CaptureSlice s : parts) {
            DissectedSlice slice = new DissectedSlice(PayloadLookout.of(RULES));
            DissectionOutcome outcome = d.dissect(s, slice::add, b -> { });
            slice.ended(outcome.packets(), outcome.truncation(), outcome.untimed())
                    .numbered(k -> ids.computeIfAbsent(k, n -> ids.size() + 1L));
            // serialized before the merge, which takes the slices' conversations over
            transferred.add(roundTrip(slice));
            read.add(slice);
        }
        Merged expected = Merged.of(DissectedCapture.merge(read));
        Merged actual = Merged.of(DissectedCapture.merge(transferred));

        assertTrue(expected.rows().size() > 0 || parts.size() == 1, capture + ": nothing was read");
        assertTrue(expected.sightings().isPresent(), capture + ": the slices were looked at with one version");
        if (capture.equals("large-mixed-merged.pcap")) {
            assertTrue(expected.sightings().get().byConversation().size() > 10, "its HTTP, TLS and SSH showed them");
        }
        assertEquals(expected, actual, capture);
    }

    /**
     * What the merge gives, all compared by value: rows, hosts with their initiators, what the frames show of
     * the network, and the capture's counts.
     */
    private record Merged(List<ConversationRow> rows, CaptureHosts.Result hosts, FrameFacts network, long packets,
                          Truncation truncation, UntimedFrames untimed, Optional<PayloadSightings> sightings) {
        static Merged of(DissectedCapture merged) {
            List<ConversationRow> rows = merged.rows(CAPTURE_ID);
            CaptureHosts.Result hosts = new CaptureHosts().classify(merged.hosts(), rows, mac -> null);
            return new Merged(rows, hosts, merged.frames().facts(), merged.packets(), merged.truncation(),
                    merged.untimed(), merged.payloadSightings());
        }
    }

    /** Payload patterns common traffic shows (HTTP, TLS records, SSH banners), as the rules' lookout runs them. */
    private static final SignatureSet RULES = new SignatureSet(List.of(new SignatureRule("common", "", Severity.LOW,
            null, List.of(), new PayloadCondition(List.of(
                    new PayloadProbe.Regex(Pattern.compile("^(GET|POST|HTTP/1\\.[01]) ")),
                    new PayloadProbe.Bytes(new byte[]{0x16, 0x03}),
                    new PayloadProbe.Bytes("SSH-".getBytes(StandardCharsets.US_ASCII))), false), 1)), "t");

    private static DissectedSlice roundTrip(DissectedSlice slice) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(slice);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (DissectedSlice) in.readObject();
        }
    }
}
