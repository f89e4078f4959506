package io.pcaplens.application;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.pcaplens.domain.access.port.TokenRepository;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Reanalysis;
import io.pcaplens.domain.monitor.port.BaselineRepository;
import io.pcaplens.domain.monitor.port.ChangeRepository;
import io.pcaplens.domain.monitor.port.MuteRepository;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import io.pcaplens.domain.monitor.port.SnapshotRepository;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.UUID;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;

/**
 * A capture's id is a CaptureId wherever the domain and the use cases hand it on: the ports take no bare UUID
 * for it, and whatever names a capture id answers a CaptureId. The parameter names themselves are checked in
 * the domain's PortCaptureIdsTest, by reflection.
 */
class CaptureIdRuleTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.pcaplens.domain", "io.pcaplens.application");

    /**
     * The monitor's and the tokens' own ids (networks, snapshots, changes, tokens) are still plain UUIDs, so
     * their ports are the only ones that may take one.
     */
    private static final Set<Class<?>> PORTS_OF_OTHER_IDS = Set.of(BaselineRepository.class, ChangeRepository.class,
            MuteRepository.class, NetworkRepository.class, SnapshotRepository.class, TokenRepository.class);

    private static final DescribedPredicate<JavaMethod> IN_A_PORT_OF_OTHER_IDS = DescribedPredicate.describe(
            "declared in a port of network, snapshot, change or token ids",
            m -> PORTS_OF_OTHER_IDS.stream().anyMatch(m.getOwner()::isEquivalentTo));

    @Test
    void noPortButThoseOfOtherIdsTakesAUuid() {
        methods().that().arePublic()
                .and().areDeclaredInClassesThat().resideInAPackage("io.pcaplens.domain.*.port")
                .and().areDeclaredInClassesThat().areInterfaces()
                .and(DescribedPredicate.not(IN_A_PORT_OF_OTHER_IDS))
                .should(notTake(UUID.class))
                .check(CLASSES);
    }

    @Test
    void whatNamesACaptureIdAnswersACaptureId() {
        // record accessors and getters: Claim, ExtractedFile, Reanalysis, Snapshot, CaptureQueued, Outcome, …
        methods().that().haveName("captureId").or().haveName("fileId").or().haveName("existingId")
                .and().areDeclaredInClassesThat().resideInAnyPackage("io.pcaplens.domain..", "io.pcaplens.application..")
                .and().doNotHaveModifier(JavaModifier.STATIC)
                .should().haveRawReturnType(CaptureId.class)
                .check(CLASSES);
    }

    @Test
    void theRecordsOfACaptureAndItsReanalysisAreKeyedByCaptureId() {
        for (Class<?> record : new Class<?>[] {Capture.class, Reanalysis.class}) {
            methods().that().haveName("id").and().areDeclaredIn(record)
                    .should().haveRawReturnType(CaptureId.class)
                    .check(CLASSES);
        }
    }

    /** Passes a method none of whose parameters is of that type, erasure included. */
    private static ArchCondition<JavaMethod> notTake(Class<?> type) {
        return new ArchCondition<>("take no " + type.getSimpleName() + " parameter") {
            @Override
            public void check(JavaMethod method, ConditionEvents events) {
                if (method.getRawParameterTypes().stream().anyMatch(p -> p.isEquivalentTo(type))) {
                    events.add(SimpleConditionEvent.violated(method, method.getFullName() + " takes a "
                            + type.getSimpleName()));
                }
            }
        };
    }
}
