package io.pcaplens.webapp;

import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.File;
import java.net.URL;

/**
 * The service as deployed: the WAR the build packaged, on Payara Micro, with a real PostgreSQL. Every test class
 * deploys the same archive and talks to it over HTTP only.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
abstract class DeployedService {

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

    @BeforeEach
    void client() {
        api = new Api(base);
    }
}
