package io.pcaplens.domain;

import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.dissection.port.SliceQueue;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Executable;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A capture id crosses a port as a CaptureId, never as the text it is written as: a String slipping back in
 * would let any text reach the adapters unchecked. The ports are read from the compiled package, so a port
 * added later is checked too.
 */
class PortCaptureIdsTest {

    private static final Set<String> CAPTURE_ID_NAMES = Set.of("captureId", "fileId");

    @Test
    void noPortTakesOrHoldsACaptureIdAsText() throws Exception {
        List<Class<?>> types = portTypes();
        assumeTrue(namesCompiledIn(types), "the ports were compiled without -parameters: names cannot be checked");

        List<String> found = new ArrayList<>();
        for (Class<?> type : types) {
            for (Executable e : executables(type)) {
                for (Parameter p : e.getParameters()) {
                    if (p.getType() == String.class && CAPTURE_ID_NAMES.contains(p.getName())) {
                        found.add(type.getName() + "." + e.getName() + "(String " + p.getName() + ")");
                    }
                }
            }
            if (type.isRecord()) {
                for (RecordComponent c : type.getRecordComponents()) {
                    if (c.getType() == String.class && CAPTURE_ID_NAMES.contains(c.getName())) {
                        found.add(type.getName() + " component String " + c.getName());
                    }
                }
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void thePortsAreFoundWhereTheyAreCompiled() throws Exception {
        List<Class<?>> types = portTypes();
        // the scan must see the ports it guards, else the check above would pass on nothing
        assertTrue(types.contains(PacketRepository.class) && types.contains(SliceQueue.Claim.class), types::toString);
    }

    private static List<Executable> executables(Class<?> type) {
        List<Executable> all = new ArrayList<>(List.of(type.getDeclaredMethods()));
        all.addAll(List.of(type.getDeclaredConstructors()));
        return all.stream().filter(e -> !e.isSynthetic()).toList();
    }

    /** A record's canonical constructor always has its parameters named; a method's only with -parameters. */
    private static boolean namesCompiledIn(List<Class<?>> types) {
        return types.stream().filter(Class::isInterface).flatMap(t -> Stream.of(t.getDeclaredMethods()))
                .flatMap(m -> Stream.of(m.getParameters())).anyMatch(Parameter::isNamePresent);
    }

    /** Every type compiled into a context's port package ({@code io.pcaplens.domain.<context>.port}), nested ones included. */
    private static List<Class<?>> portTypes() throws IOException, URISyntaxException, ClassNotFoundException {
        Path root = Path.of(CaptureRepository.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path domain = root.resolve("io/pcaplens/domain");
        List<Class<?>> types = new ArrayList<>();
        try (Stream<Path> files = Files.walk(domain)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".class")
                    && f.getParent().getFileName().toString().equals("port")
                    && f.getParent().getParent().getParent().equals(domain)).sorted().toList()) {
                String name = root.relativize(f).toString().replaceFirst("\\.class$", "").replace('/', '.');
                types.add(Class.forName(name, false, PortCaptureIdsTest.class.getClassLoader()));
            }
        }
        return types;
    }
}
