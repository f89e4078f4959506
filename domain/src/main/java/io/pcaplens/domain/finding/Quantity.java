package io.pcaplens.domain.finding;

import java.util.Locale;

/** Numbers as an explanation writes them for a reader. */
final class Quantity {

    private Quantity() {
    }

    static String bytes(double bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        int unit = 0;
        double value = bytes;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return unit == 0 ? String.format(Locale.ROOT, "%.0f B", value)
                : String.format(Locale.ROOT, "%.1f %s", value, units[unit]);
    }

    static String seconds(double seconds) {
        if (seconds >= 3600) {
            return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
        }
        if (seconds >= 60) {
            return String.format(Locale.ROOT, "%.1f min", seconds / 60);
        }
        return String.format(Locale.ROOT, "%.1f s", seconds);
    }

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.0f%%", share * 100);
    }

    static String decimal(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
