package io.pcaplens.webapp;

import fish.payara.arquillian.container.payara.managed.PayaraMicroDeployableContainer;
import org.jboss.arquillian.container.spi.client.container.DeployableContainer;
import org.jboss.arquillian.container.spi.client.container.DeploymentException;
import org.jboss.arquillian.container.spi.client.container.LifecycleException;
import org.jboss.arquillian.container.spi.client.protocol.metadata.ProtocolMetaData;
import org.jboss.arquillian.core.spi.LoadableExtension;
import org.jboss.shrinkwrap.api.Archive;
import org.jboss.shrinkwrap.api.ArchivePath;
import org.jboss.shrinkwrap.api.Node;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Logger;

/**
 * Payara Micro kept running from one test class to the next while they deploy the same archive. The connector
 * starts a Payara Micro process per deployment and stops it after the class: about 24 s of every class went to
 * starting the same WAR again. Here a class that deploys the archive already running gets that server; another
 * archive (a class configuring the service otherwise) stops it and starts its own; the last one stops with
 * the suite. The database and the data directory were always shared by every class, so what a class may see of
 * the ones before it is what it always saw, plus the running service's own memory.
 */
public class ReusingPayaraMicro extends PayaraMicroDeployableContainer {

    private static final Logger LOG = Logger.getLogger(ReusingPayaraMicro.class.getName());

    private Archive<?> running;
    private String runningDigest;
    private ProtocolMetaData runningAt;

    /** Registered in place of the connector's container. */
    public static final class Extension implements LoadableExtension {
        @Override
        public void register(ExtensionBuilder builder) {
            builder.override(DeployableContainer.class, PayaraMicroDeployableContainer.class, ReusingPayaraMicro.class);
        }
    }

    @Override
    public ProtocolMetaData deploy(Archive<?> archive) throws DeploymentException {
        String digest = digest(archive);
        if (digest.equals(runningDigest)) {
            LOG.info(() -> "reusing the running Payara Micro for " + archive.getName());
            return runningAt;
        }
        stopRunning();
        runningAt = super.deploy(archive);
        running = archive;
        runningDigest = digest;
        return runningAt;
    }

    /** Kept running for the next class; {@link #stop()} ends it. */
    @Override
    public void undeploy(Archive<?> archive) {
    }

    @Override
    public void stop() throws LifecycleException {
        try {
            stopRunning();
        } catch (DeploymentException e) {
            throw new LifecycleException("Payara Micro did not stop", e);
        }
        super.stop();
    }

    private void stopRunning() throws DeploymentException {
        if (running != null) {
            super.undeploy(running);
            running = null;
            runningDigest = null;
            runningAt = null;
        }
    }

    /** Of every entry's path and bytes in path order: equal digests, equal deployments. */
    private static String digest(Archive<?> archive) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<ArchivePath, Node> e : new TreeMap<>(archive.getContent()).entrySet()) {
                sha.update(e.getKey().get().getBytes(StandardCharsets.UTF_8));
                if (e.getValue().getAsset() != null) {
                    try (InputStream in = e.getValue().getAsset().openStream()) {
                        in.transferTo(new DigestOutputStream(OutputStream.nullOutputStream(), sha));
                    }
                }
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException | IOException e) {
            throw new IllegalStateException("cannot digest " + archive.getName(), e);
        }
    }
}
