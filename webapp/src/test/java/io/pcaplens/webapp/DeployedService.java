package io.pcaplens.webapp;

import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.net.URL;

/**
 * The service as deployed: the WAR the build packaged, on Payara Micro, with a real PostgreSQL. Every test class
 * deploys the same archive and talks to it over HTTP only.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
abstract class DeployedService {

    private static final String CONFIG = "/WEB-INF/classes/META-INF/microprofile-config.properties";

    @ArquillianResource
    URL base;

    Api api;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return war();
    }

    /** The WAR the build packaged. */
    static WebArchive war() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("pcaplens.war", "target/pcaplens.war")));
    }

    /**
     * The WAR the build packaged with more settings in its defaults, for a test class that deploys the service
     * configured otherwise (the command line of the server is the same for every test class).
     */
    static WebArchive warWith(String settings) throws IOException {
        WebArchive war = war();
        String defaults;
        try (InputStream in = war.get(CONFIG).getAsset().openStream()) {
            defaults = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        war.delete(CONFIG);
        war.add(new StringAsset(defaults + "\n" + settings + "\n"), CONFIG);
        return war;
    }

    @BeforeEach
    void client() {
        api = new Api(base);
    }
}
