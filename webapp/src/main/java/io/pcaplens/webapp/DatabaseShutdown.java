package io.pcaplens.webapp;

import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;

/**
 * Stops the embedded PostgreSQL when the application stops. The library's own JVM shutdown hook cannot be
 * relied on inside the server: it runs after the application's classes are gone and fails, leaving the
 * database running.
 */
@WebListener
public class DatabaseShutdown implements ServletContextListener {

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        EmbeddedAwareDataSource.stopEmbedded();
    }
}
