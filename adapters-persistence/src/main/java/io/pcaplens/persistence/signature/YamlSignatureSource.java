package io.pcaplens.persistence.signature;

import io.pcaplens.application.Settings;
import io.pcaplens.domain.signature.RuleProblem;
import io.pcaplens.domain.signature.SignatureFile;
import io.pcaplens.domain.signature.port.SignatureSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;

/** The rules file on disk (PCAPLENS_SIGNATURES, relative paths from the service's working directory). */
@ApplicationScoped
public class YamlSignatureSource implements SignatureSource {

    private Settings settings;
    /** Set only outside the container. */
    private Path fixed;

    /** For the container's proxy. */
    protected YamlSignatureSource() {
    }

    @Inject
    public YamlSignatureSource(Settings settings) {
        this.settings = settings;
    }

    /** The rules file at this path, outside the container. */
    YamlSignatureSource(Path fixed) {
        this.fixed = fixed;
    }

    private Path path() {
        return (fixed != null ? fixed : Path.of(settings.signatures())).toAbsolutePath().normalize();
    }

    @Override
    public String location() {
        return path().toString();
    }

    @Override
    public String stamp() {
        try {
            BasicFileAttributes a = Files.readAttributes(path(), BasicFileAttributes.class);
            return a.lastModifiedTime().toMillis() + "/" + a.lastModifiedTime().toInstant().getNano() + "/" + a.size();
        } catch (IOException e) {
            return "missing";
        }
    }

    @Override
    public SignatureFile read() {
        Path p = path();
        try {
            byte[] bytes = Files.readAllBytes(p);
            String text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            return SignatureYaml.parse(text);
        } catch (NoSuchFileException e) {
            return problem("the rules file " + p + " does not exist");
        } catch (CharacterCodingException e) {
            return problem("the rules file is not UTF-8 text");
        } catch (IOException e) {
            return problem("the rules file " + p + " cannot be read: " + e.getMessage());
        }
    }

    private static SignatureFile problem(String message) {
        return new SignatureFile(List.of(), List.of(new RuleProblem(null, 0, message)), "none");
    }
}
