package io.pcaplens.webapp;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.io.IOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.security.interfaces.RSAPublicKey;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * An OpenID Connect provider on loopback, as far as the authorization code flow needs one: the discovery
 * document, the signing keys (JWKS), an authorization endpoint that signs in the user the test chose and sends
 * the browser back with a code, a token endpoint that exchanges the code for an RS256-signed ID token carrying
 * the user's groups, and userinfo. What the service asked is kept for the test to read.
 */
final class OpenIdProviderStandIn implements AutoCloseable {

    /** Someone the provider signs in, and how the provider makes their ID token. */
    record User(String name, List<String> groups, IdToken idToken) {

        User(String name, List<String> groups) {
            this(name, groups, IdToken.SIGNED);
        }
    }

    /** The ID tokens the provider can hand out: one as it should, and the forgeries a service must refuse. */
    enum IdToken {
        /** RS256 with the published key. */
        SIGNED,
        /** RS256 with a key the provider never published, under the published key's id. */
        OTHER_KEY,
        /** {@code alg: none} and an empty signature. */
        UNSIGNED,
        /** HS256 with the published public key's encoding as the HMAC secret. */
        HMAC_WITH_PUBLIC_KEY,
        /** RS256 with an unpublished key under a key id the key set does not hold. */
        UNKNOWN_KEY_ID
    }

    /** A code handed out, and what the ID token for it must say. */
    private record Grant(User user, String nonce, String clientId, String redirectUri) {
    }

    private final HttpServer server;
    private volatile KeyPair signing = keys();
    private volatile String keyId = "standin";
    private final KeyPair unpublished = keys();
    private final String clientId;
    private final String clientSecret;
    private final Map<String, Grant> codes = new ConcurrentHashMap<>();
    private final Map<String, User> accessTokens = new ConcurrentHashMap<>();
    /** The authorization requests' parameters, in order. */
    final List<Map<String, String>> authorizations = new CopyOnWriteArrayList<>();
    /** The token requests' form parameters (plus {@code basic} when the client sent HTTP Basic), in order. */
    final List<Map<String, String>> tokenRequests = new CopyOnWriteArrayList<>();
    private volatile User next;

    OpenIdProviderStandIn(String clientId, String clientSecret) throws IOException {
        this.clientId = clientId;
        this.clientSecret = clientSecret;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/.well-known/openid-configuration", this::discovery);
        server.createContext("/jwks", this::jwks);
        server.createContext("/authorize", this::authorize);
        server.createContext("/token", this::token);
        server.createContext("/userinfo", this::userinfo);
        server.start();
    }

    String issuer() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /**
     * A key rotation: from now on tokens are signed with a new key under a new key id, and the key set publishes
     * only the new key.
     */
    void rotateKey() {
        signing = keys();
        keyId = "standin-" + UUID.randomUUID();
    }

    /** The user the next authorization request signs in, as if they had typed their password. */
    void signInAs(User user) {
        next = user;
    }

    @Override
    public void close() {
        server.stop(0);
    }

    private void discovery(HttpExchange x) throws IOException {
        String i = issuer();
        json(x, 200, Json.createObjectBuilder()
                .add("issuer", i)
                .add("authorization_endpoint", i + "/authorize")
                .add("token_endpoint", i + "/token")
                .add("userinfo_endpoint", i + "/userinfo")
                .add("jwks_uri", i + "/jwks")
                .add("response_types_supported", Json.createArrayBuilder().add("code"))
                .add("subject_types_supported", Json.createArrayBuilder().add("public"))
                .add("id_token_signing_alg_values_supported", Json.createArrayBuilder().add("RS256"))
                .add("scopes_supported", Json.createArrayBuilder().add("openid").add("email").add("profile"))
                .add("token_endpoint_auth_methods_supported",
                        Json.createArrayBuilder().add("client_secret_post").add("client_secret_basic"))
                .add("claims_supported", Json.createArrayBuilder().add("sub").add("iss").add("aud")
                        .add("preferred_username").add("groups"))
                .build());
    }

    private void jwks(HttpExchange x) throws IOException {
        RSAPublicKey key = (RSAPublicKey) signing.getPublic();
        json(x, 200, Json.createObjectBuilder().add("keys", Json.createArrayBuilder().add(Json.createObjectBuilder()
                .add("kty", "RSA").add("use", "sig").add("alg", "RS256").add("kid", keyId)
                .add("n", base64Url(unsigned(key.getModulus())))
                .add("e", base64Url(unsigned(key.getPublicExponent()))))).build());
    }

    /** Signs in the chosen user at once and sends the browser back with a code and the state it brought. */
    private void authorize(HttpExchange x) throws IOException {
        Map<String, String> q = form(x.getRequestURI().getRawQuery());
        authorizations.add(q);
        User user = next;
        if (user == null || !clientId.equals(q.get("client_id")) || q.get("redirect_uri") == null) {
            json(x, 400, Json.createObjectBuilder().add("error", "invalid_request").build());
            return;
        }
        String code = UUID.randomUUID().toString();
        codes.put(code, new Grant(user, q.get("nonce"), q.get("client_id"), q.get("redirect_uri")));
        String back = q.get("redirect_uri") + (q.get("redirect_uri").contains("?") ? "&" : "?") + "code=" + code
                + (q.containsKey("state") ? "&state=" + URLEncoder.encode(q.get("state"), StandardCharsets.UTF_8) : "");
        x.getResponseHeaders().add("Location", back);
        x.sendResponseHeaders(302, -1);
        x.close();
    }

    private void token(HttpExchange x) throws IOException {
        Map<String, String> f = form(new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        Optional.ofNullable(x.getRequestHeaders().getFirst("Authorization")).filter(h -> h.startsWith("Basic "))
                .map(h -> new String(Base64.getDecoder().decode(h.substring(6)), StandardCharsets.UTF_8))
                .ifPresent(b -> f.put("basic", b));
        tokenRequests.add(f);
        String id = f.containsKey("basic") ? f.get("basic").split(":", 2)[0] : f.get("client_id");
        String secret = f.containsKey("basic") ? f.get("basic").split(":", 2)[1] : f.get("client_secret");
        Grant grant = codes.remove(String.valueOf(f.get("code")));
        if (!clientId.equals(id) || !clientSecret.equals(secret)) {
            json(x, 401, Json.createObjectBuilder().add("error", "invalid_client").build());
            return;
        }
        if (grant == null || !"authorization_code".equals(f.get("grant_type"))
                || !grant.redirectUri().equals(f.get("redirect_uri"))) {
            json(x, 400, Json.createObjectBuilder().add("error", "invalid_grant").build());
            return;
        }
        String accessToken = UUID.randomUUID().toString();
        accessTokens.put(accessToken, grant.user());
        json(x, 200, Json.createObjectBuilder().add("access_token", accessToken).add("token_type", "Bearer")
                .add("expires_in", 3600).add("scope", "openid email profile")
                .add("id_token", idToken(grant)).build());
    }

    private void userinfo(HttpExchange x) throws IOException {
        String header = String.valueOf(x.getRequestHeaders().getFirst("Authorization"));
        User user = header.startsWith("Bearer ") ? accessTokens.get(header.substring(7)) : null;
        if (user == null) {
            json(x, 401, Json.createObjectBuilder().add("error", "invalid_token").build());
            return;
        }
        json(x, 200, claims(user).build());
    }

    private JsonObjectBuilder claims(User user) {
        JsonArrayBuilder groups = Json.createArrayBuilder();
        user.groups().forEach(groups::add);
        return Json.createObjectBuilder().add("sub", "sub-" + user.name()).add("preferred_username", user.name())
                .add("groups", groups);
    }

    private String idToken(Grant grant) {
        long now = Instant.now().getEpochSecond();
        JsonObjectBuilder claims = claims(grant.user()).add("iss", issuer()).add("aud", grant.clientId())
                .add("iat", now).add("exp", now + 600);
        if (grant.nonce() != null) {
            claims.add("nonce", grant.nonce());
        }
        IdToken kind = grant.user().idToken();
        String alg = switch (kind) {
            case UNSIGNED -> "none";
            case HMAC_WITH_PUBLIC_KEY -> "HS256";
            default -> "RS256";
        };
        String kid = kind == IdToken.UNKNOWN_KEY_ID ? "not-in-the-key-set" : keyId;
        String header = base64Url(Json.createObjectBuilder().add("alg", alg).add("typ", "JWT").add("kid", kid)
                .build().toString().getBytes(StandardCharsets.UTF_8));
        String body = base64Url(claims.build().toString().getBytes(StandardCharsets.UTF_8));
        byte[] signed = (header + "." + body).getBytes(StandardCharsets.US_ASCII);
        try {
            String signature = switch (kind) {
                case UNSIGNED -> "";
                case HMAC_WITH_PUBLIC_KEY -> {
                    Mac hs256 = Mac.getInstance("HmacSHA256");
                    hs256.init(new SecretKeySpec(signing.getPublic().getEncoded(), "HmacSHA256"));
                    yield base64Url(hs256.doFinal(signed));
                }
                default -> {
                    Signature rs256 = Signature.getInstance("SHA256withRSA");
                    rs256.initSign((kind == IdToken.SIGNED ? signing : unpublished).getPrivate());
                    rs256.update(signed);
                    yield base64Url(rs256.sign());
                }
            };
            return header + "." + body + "." + signature;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void json(HttpExchange x, int status, JsonObject body) throws IOException {
        byte[] bytes = body.toString().getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().add("Content-Type", "application/json");
        x.sendResponseHeaders(status, bytes.length);
        x.getResponseBody().write(bytes);
        x.close();
    }

    private static Map<String, String> form(String encoded) {
        if (encoded == null || encoded.isEmpty()) {
            return new ConcurrentHashMap<>();
        }
        return new ConcurrentHashMap<>(java.util.Arrays.stream(encoded.split("&")).map(p -> p.split("=", 2))
                .collect(Collectors.toMap(p -> decode(p[0]), p -> p.length > 1 ? decode(p[1]) : "", (a, b) -> a)));
    }

    private static String decode(String s) {
        return URLDecoder.decode(s, StandardCharsets.UTF_8);
    }

    private static String base64Url(byte[] bytes) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A JWK number: big-endian, without the sign byte. */
    private static byte[] unsigned(BigInteger n) {
        byte[] b = n.toByteArray();
        return b[0] == 0 ? java.util.Arrays.copyOfRange(b, 1, b.length) : b;
    }

    private static KeyPair keys() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
