package io.pcaplens.webapp;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/** The hexagon's dependency rule: adapters → application → domain, the domain on nothing, adapters apart. */
class DependencyRuleTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // a module's tests also reach this classpath as its installed test jar, which the option above misses
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("io.pcaplens");

    private static final List<String> ADAPTERS = List.of("persistence", "dissector", "geo", "llm", "rest");

    @Test
    void theDomainDependsOnPlainJavaOnly() {
        classes().that().resideInAPackage("io.pcaplens.domain..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("io.pcaplens.domain..", "java..")
                .check(CLASSES);
    }

    @Test
    void theApplicationKnowsNoAdapter() {
        noClasses().that().resideInAPackage("io.pcaplens.application..")
                .should().dependOnClassesThat().resideInAnyPackage(adapterPackages(null))
                .orShould().dependOnClassesThat().resideInAPackage("io.pcaplens.webapp..")
                .check(CLASSES);
    }

    @Test
    void adaptersNeverCallEachOther() {
        for (String adapter : ADAPTERS) {
            noClasses().that().resideInAPackage("io.pcaplens." + adapter + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(adapterPackages(adapter))
                    .orShould().dependOnClassesThat().resideInAPackage("io.pcaplens.webapp..")
                    .check(CLASSES);
        }
    }

    /**
     * Inside each module the contexts (capture, conversation, host, signature, extraction…; in the dissector each
     * tool and the capture formats, in the language-model adapter the built-in explainer, the model and its chat wire)
     * may use one another, but never in a circle: a context that needs another's internals that badly belongs with it.
     */
    @Test
    void contextsOfAModuleFormNoCycle() {
        for (String module : List.of("domain", "application", "rest", "persistence", "dissector", "llm")) {
            slices().matching("io.pcaplens." + module + ".(*)..").should().beFreeOfCycles().check(CLASSES);
        }
    }

    /**
     * A port lives in its context's {@code port} package (the capture's in {@code domain.capture.port}), not in a
     * drawer of every port: the context's model and what it asks of the world are read together.
     */
    @Test
    void portsLiveBesideTheirContexts() {
        noClasses().should().resideInAPackage("io.pcaplens.domain.port..").check(CLASSES);
        classes().that().resideInAPackage("io.pcaplens.domain..").and().areInterfaces()
                .and().haveSimpleNameEndingWith("Repository")
                .or().resideInAPackage("io.pcaplens.domain..").and().areInterfaces()
                .and().haveSimpleNameEndingWith("Store")
                .should().resideInAPackage("io.pcaplens.domain.*.port").check(CLASSES);
        classes().that().resideInAPackage("io.pcaplens.domain.*.port").and().areTopLevelClasses()
                .should().beInterfaces().orShould().beRecords()
                .check(CLASSES);
    }

    private static String[] adapterPackages(String except) {
        return ADAPTERS.stream().filter(a -> !a.equals(except)).map(a -> "io.pcaplens." + a + "..").toArray(String[]::new);
    }
}
