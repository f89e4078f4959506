package io.pcaplens.rest.access;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.proc.BadJOSEException;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.proc.DefaultJWTClaimsVerifier;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.text.ParseException;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.logging.Logger;
import java.util.stream.Collectors;

/**
 * The service's own check of an OpenID Connect sign-in's ID token, after the container's mechanism took it: a
 * signature by one of the keys the provider publishes, with an algorithm both the provider publishes and the
 * service allows ({@code pcaplens.auth.oidc.algorithms}, RS256 and ES256 by default), for this client, from this
 * issuer. An unsigned token ({@code alg: none}), an HMAC made with the public key as its secret, a key id the key
 * set does not hold, and a token for another audience are all refused. The key set is fetched again when a token
 * names a key it does not hold, so a provider's key rotation signs in without a restart.
 */
@ApplicationScoped
public class IdTokenSignatures {

    private static final Logger LOG = Logger.getLogger(IdTokenSignatures.class.getName());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());
    private static final Duration DISCOVERY_TIMEOUT = Duration.ofSeconds(10);

    private OpenIdSettings settings;
    private Set<JWSAlgorithm> allowed;
    private volatile DefaultJWTProcessor<SecurityContext> processor;

    /** For the container's proxy. */
    protected IdTokenSignatures() {
    }

    @Inject
    public IdTokenSignatures(OpenIdSettings settings,
                             @ConfigProperty(name = "pcaplens.auth.oidc.algorithms", defaultValue = "RS256,ES256")
                             String algorithms) {
        this.settings = settings;
        this.allowed = Arrays.stream(algorithms.split(",")).map(String::strip).filter(a -> !a.isEmpty())
                .filter(a -> !a.equalsIgnoreCase("none")).map(JWSAlgorithm::parse)
                .collect(Collectors.toCollection(LinkedHashSet::new));
    }

    /** Whether the ID token passes; why not goes to the log. */
    public boolean trusted(String idToken) {
        try {
            processor().process(idToken, null);
            return true;
        } catch (ParseException | BadJOSEException | JOSEException | IOException | RuntimeException e) {
            LOG.warning(() -> "OpenID Connect ID token refused: " + e.getMessage());
            return false;
        }
    }

    private DefaultJWTProcessor<SecurityContext> processor() throws IOException {
        DefaultJWTProcessor<SecurityContext> p = processor;
        if (p == null) {
            p = made(discovery());
            processor = p;
        }
        return p;
    }

    private DefaultJWTProcessor<SecurityContext> made(JsonObject discovery) throws IOException {
        Set<JWSAlgorithm> algorithms = new LinkedHashSet<>(allowed);
        if (discovery.get("id_token_signing_alg_values_supported") instanceof jakarta.json.JsonArray published) {
            algorithms.retainAll(published.getValuesAs(JsonString.class).stream()
                    .map(s -> JWSAlgorithm.parse(s.getString())).collect(Collectors.toSet()));
        }
        if (algorithms.isEmpty()) {
            throw new IOException("the provider publishes none of the allowed ID token algorithms " + allowed);
        }
        URL keys = URI.create(text(discovery, "jwks_uri")).toURL();
        JWKSource<SecurityContext> keySet = JWKSourceBuilder.create(keys).retrying(true).build();
        DefaultJWTProcessor<SecurityContext> p = new DefaultJWTProcessor<>();
        p.setJWSKeySelector(new JWSVerificationKeySelector<>(algorithms, keySet));
        p.setJWTClaimsSetVerifier(new DefaultJWTClaimsVerifier<>(settings.getClientId(),
                new JWTClaimsSet.Builder().issuer(text(discovery, "issuer")).build(), Set.of("sub", "exp", "iat")));
        return p;
    }

    private JsonObject discovery() throws IOException {
        String issuer = settings.getProviderUri();
        URI at = URI.create((issuer.endsWith("/") ? issuer : issuer + "/") + ".well-known/openid-configuration");
        try {
            HttpResponse<String> answer = HttpClient.newBuilder().connectTimeout(DISCOVERY_TIMEOUT).build()
                    .send(HttpRequest.newBuilder(at).timeout(DISCOVERY_TIMEOUT).GET().build(),
                            HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != 200) {
                throw new IOException("HTTP " + answer.statusCode() + " from " + at);
            }
            return READERS.createReader(new StringReader(answer.body())).readObject();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading " + at, e);
        }
    }

    private static String text(JsonObject o, String name) throws IOException {
        JsonValue v = o.get(name);
        if (v instanceof JsonString s) {
            return s.getString();
        }
        throw new IOException("the provider's discovery document has no " + name);
    }
}
