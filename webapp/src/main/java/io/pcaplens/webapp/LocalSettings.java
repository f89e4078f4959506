package io.pcaplens.webapp;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The service's settings as a program beside it sees them, in MicroProfile Config's order without its
 * runtime: system properties, then environment variables (pcaplens.db.url as PCAPLENS_DB_URL), then the
 * defaults the WAR ships, with their ${...} references resolved.
 */
final class LocalSettings {

    private static final Pattern REFERENCE = Pattern.compile("\\$\\{([^}]+)}");

    private final Properties defaults = new Properties();
    private final Map<String, String> environment;

    LocalSettings(Map<String, String> environment) throws IOException {
        this.environment = environment;
        try (InputStream in = LocalSettings.class.getResourceAsStream("/META-INF/microprofile-config.properties")) {
            if (in != null) {
                defaults.load(in);
            }
        }
    }

    String get(String key) {
        String value = System.getProperty(key);
        if (value == null) {
            value = environment.get(key.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_"));
        }
        if (value == null) {
            value = defaults.getProperty(key);
        }
        return value == null ? null : resolve(value);
    }

    private String resolve(String value) {
        Matcher m = REFERENCE.matcher(value);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String referenced = get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(referenced == null ? "" : referenced));
        }
        m.appendTail(out);
        return out.toString();
    }
}
