package io.pcaplens.webapp;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.io.StringReader;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Signing in to the web UI through OpenID Connect: the service deployed with authentication on and a provider
 * configured, the provider a stand-in on loopback (OpenIdProviderStandIn) with real discovery, keys, codes and
 * RS256-signed ID tokens. A browser (an HTTP client that keeps cookies and follows each redirect itself) opens
 * /login, is sent to the provider, comes back with a code, and its session then carries the role its groups
 * give; a forged ID token signs nobody in; API tokens keep working beside the sessions.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class OidcIT {

    private static final String CLIENT = "pcaplens-it";
    private static final String SECRET = UUID.randomUUID().toString();
    private static OpenIdProviderStandIn provider;

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() throws IOException {
        provider = new OpenIdProviderStandIn(CLIENT, SECRET);
        return DeployedService.warWith(String.join("\n",
                "pcaplens.auth.enabled=true",
                "pcaplens.auth.oidc.provider-uri=" + provider.issuer(),
                "pcaplens.auth.oidc.client-id=" + CLIENT,
                "pcaplens.auth.oidc.client-secret=" + SECRET,
                "pcaplens.auth.oidc.viewer-groups=staff,pcaplens-viewers",
                "pcaplens.auth.oidc.analyst-groups=pcaplens-analysts",
                "pcaplens.auth.oidc.admin-groups=pcaplens-admins"));
    }

    @AfterAll
    static void stop() {
        if (provider != null) {
            provider.close();
        }
    }

    /** A browser: keeps its cookies, follows redirects one by one and remembers where it went. */
    private final class Browser {
        private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager(null, CookiePolicy.ACCEPT_ALL))
                .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(10)).build();
        final List<URI> visited = new ArrayList<>();

        HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
            return http.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
        }

        /** Opens the address and follows where it is sent; returns the last answer. */
        HttpResponse<String> open(String path) throws IOException, InterruptedException {
            URI at = URI.create(base.toString()).resolve(path);
            for (int hop = 0; hop < 10; hop++) {
                visited.add(at);
                HttpResponse<String> r = send(HttpRequest.newBuilder(at).GET());
                if (r.statusCode() / 100 != 3) {
                    return r;
                }
                at = at.resolve(r.headers().firstValue("Location").orElseThrow());
            }
            throw new AssertionError("too many redirects: " + visited);
        }

        int get(String path) throws IOException, InterruptedException {
            return send(HttpRequest.newBuilder(URI.create(base + path)).GET()).statusCode();
        }

        HttpResponse<String> post(String path, String json) throws IOException, InterruptedException {
            return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json)));
        }
    }

    /** Signs the user in with a fresh browser, which then holds the session. */
    private Browser signedIn(OpenIdProviderStandIn.User user, int finalStatus) throws Exception {
        provider.signInAs(user);
        Browser browser = new Browser();
        HttpResponse<String> end = browser.open("login");
        assertEquals(finalStatus, end.statusCode(), browser.visited + " " + end.body());
        return browser;
    }

    @Test
    void aBrowserWithoutASessionIsToldWhereToSignIn() throws Exception {
        HttpResponse<String> r = new Browser().send(HttpRequest.newBuilder(URI.create(base + "api/v1/files")).GET());

        assertEquals(401, r.statusCode());
        JsonObject problem = Json.createReader(new StringReader(r.body())).readObject();
        assertEquals("/login", problem.getString("login"), r.body());
        assertTrue(r.headers().firstValue("WWW-Authenticate").orElse("").startsWith("Bearer"));
    }

    /** A read posted as a form (the bulk exports' ids) is refused for want of a caller, not for its body. */
    @Test
    void aFormPostWithoutASessionIsUnauthorisedNotABadRequest() throws Exception {
        for (String export : List.of("conversations.pcap", "conversations.csv")) {
            HttpResponse<String> r = new Browser().send(HttpRequest.newBuilder(
                    URI.create(base + "api/v1/files/" + UUID.randomUUID() + "/" + export))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString("ids=1&ids=2")));

            assertEquals(401, r.statusCode(), export + ": " + r.body());
            assertEquals("/login", Json.createReader(new StringReader(r.body())).readObject().getString("login"), r.body());
        }
    }

    @Test
    void aViewerSignsInAtTheProviderAndComesBackToTheUiWithAReadingSession() throws Exception {
        int before = provider.tokenRequests.size();
        Browser browser = signedIn(new OpenIdProviderStandIn.User("vera", List.of("staff")), 200);

        URI authorize = browser.visited.get(1);
        assertEquals(provider.issuer() + "/authorize", authorize.getScheme() + "://" + authorize.getAuthority()
                + authorize.getPath(), browser.visited.toString());
        Map<String, String> asked = provider.authorizations.get(provider.authorizations.size() - 1);
        assertEquals(CLIENT, asked.get("client_id"));
        assertEquals("code", asked.get("response_type"));
        assertTrue(asked.get("scope").contains("openid"), asked.toString());
        assertEquals(base + "login", asked.get("redirect_uri"));
        assertFalse(asked.getOrDefault("state", "").isEmpty(), "a state against forged answers");
        assertFalse(asked.getOrDefault("nonce", "").isEmpty(), "a nonce against replayed ID tokens");
        assertEquals(URI.create(base.toString()).resolve("/"), browser.visited.get(browser.visited.size() - 1),
                "the browser ends on the web UI");
        assertEquals(before + 1, provider.tokenRequests.size(), "the service exchanged the code once");
        Map<String, String> exchange = provider.tokenRequests.get(before);
        assertEquals("authorization_code", exchange.get("grant_type"));

        assertEquals(200, browser.get("api/v1/files"));
        assertEquals(200, browser.get("api/v1/system"));
        assertEquals(403, browser.post("api/v1/monitor/networks", "{\"name\": \"not for viewers\"}").statusCode());
        assertEquals(403, browser.get("api/v1/admin/tokens"));
        // a read posted as a form reaches the export with its ids: an unknown capture, not a bad body
        HttpResponse<String> export = browser.send(HttpRequest.newBuilder(
                URI.create(base + "api/v1/files/" + UUID.randomUUID() + "/conversations.pcap"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("ids=1&ids=2")));
        assertEquals(404, export.statusCode(), export.body());
    }

    @Test
    void anAdminsGroupGivesEveryRoleAndTheSessionCanMakeApiTokens() throws Exception {
        Browser browser = signedIn(new OpenIdProviderStandIn.User("ada", List.of("other", "pcaplens-admins")),
                200);

        assertEquals(200, browser.get("api/v1/admin/tokens"));
        HttpResponse<String> network = browser.post("api/v1/monitor/networks", "{\"name\": \"oidc " + UUID.randomUUID()
                + "\"}");
        assertEquals(201, network.statusCode(), network.body());
        HttpResponse<String> created = browser.post("api/v1/admin/tokens",
                "{\"name\": \"made by ada " + UUID.randomUUID() + "\", \"role\": \"viewer\"}");
        assertEquals(201, created.statusCode(), created.body());

        String token = Json.createReader(new StringReader(created.body())).readObject().getString("token");
        Api withToken = new Api(base).withToken(token);
        assertEquals(200, withToken.get("api/v1/files").status(), "an API token works beside the sessions");
        assertEquals(403, withToken.get("api/v1/admin/tokens").status());
    }

    @Test
    void aUserInNoConfiguredGroupSignsInButMayReadNothing() throws Exception {
        Browser browser = signedIn(new OpenIdProviderStandIn.User("guest", List.of("visitors")), 200);

        assertEquals(403, browser.get("api/v1/files"));
    }

    @Test
    void anIdTokenSignedWithAnotherKeySignsNobodyIn() throws Exception {
        assertNobodySignsIn(OpenIdProviderStandIn.IdToken.OTHER_KEY);
    }

    @Test
    void anUnsignedIdTokenSignsNobodyIn() throws Exception {
        assertNobodySignsIn(OpenIdProviderStandIn.IdToken.UNSIGNED);
    }

    @Test
    void anIdTokenSignedWithThePublicKeyAsAnHmacSecretSignsNobodyIn() throws Exception {
        assertNobodySignsIn(OpenIdProviderStandIn.IdToken.HMAC_WITH_PUBLIC_KEY);
    }

    @Test
    void anIdTokenNamingAKeyTheKeySetDoesNotHoldSignsNobodyIn() throws Exception {
        assertNobodySignsIn(OpenIdProviderStandIn.IdToken.UNKNOWN_KEY_ID);
    }

    @Test
    void afterTheProviderRotatesItsKeyUsersSignInWithTokensOfTheNewKey() throws Exception {
        signedIn(new OpenIdProviderStandIn.User("rita", List.of("staff")), 200);
        provider.rotateKey();

        Browser browser = signedIn(new OpenIdProviderStandIn.User("rita", List.of("staff")), 200);
        assertEquals(200, browser.get("api/v1/files"));
        assertNobodySignsIn(OpenIdProviderStandIn.IdToken.OTHER_KEY);
    }

    /** An admin's groups in a token the provider's published keys do not verify: no session, no role. */
    private void assertNobodySignsIn(OpenIdProviderStandIn.IdToken forged) throws Exception {
        provider.signInAs(new OpenIdProviderStandIn.User("eve", List.of("pcaplens-admins"), forged));
        Browser browser = new Browser();
        HttpResponse<String> end = browser.open("login");

        assertEquals(401, end.statusCode(), forged + " " + browser.visited);
        assertEquals(401, browser.get("api/v1/admin/tokens"), forged.toString());
        assertEquals(401, browser.get("api/v1/files"), forged.toString());
    }
}
