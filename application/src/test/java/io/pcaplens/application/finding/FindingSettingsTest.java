package io.pcaplens.application.finding;

import io.pcaplens.domain.finding.FindingThresholds;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Constructor;
import java.lang.reflect.Parameter;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The settings' defaults are written twice, in the configuration's annotations (for the container) and in the
 * domain's thresholds (for everything without a configuration): an unconfigured service must detect as the
 * domain's defaults say.
 */
class FindingSettingsTest {

    @Test
    void theConfiguredDefaultsAreTheDomainsDefaults() throws Exception {
        Constructor<FindingSettings> configured = FindingSettings.class.getConstructor(int.class, double.class,
                long.class, int.class, int.class, double.class, int.class, long.class, long.class, long.class, double.class,
                int.class,
                double.class, int.class, int.class, int.class, int.class, int.class, int.class, int.class,
                int.class);
        Parameter[] parameters = configured.getParameters();
        Object[] defaults = new Object[parameters.length];
        for (int i = 0; i < parameters.length; i++) {
            String text = parameters[i].getAnnotation(ConfigProperty.class).defaultValue();
            Class<?> type = parameters[i].getType();
            // not a conditional expression: its numeric promotion would make every value a double
            if (type == int.class) {
                defaults[i] = Integer.valueOf(text);
            } else if (type == long.class) {
                defaults[i] = Long.valueOf(text);
            } else {
                defaults[i] = Double.valueOf(text);
            }
        }

        assertEquals(FindingThresholds.DEFAULT, configured.newInstance(defaults).thresholds());
        assertEquals(FindingThresholds.DEFAULT, FindingSettings.defaults().thresholds());
    }
}
