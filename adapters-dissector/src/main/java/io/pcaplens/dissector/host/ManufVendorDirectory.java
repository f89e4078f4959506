package io.pcaplens.dissector.host;

import io.pcaplens.domain.host.port.VendorDirectory;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.logging.Logger;

/**
 * MAC vendors from Wireshark's {@code manuf} file, which Debian's {@code libwireshark-data} installs beside
 * tshark. It is read once, on the first lookup.
 *
 * <p>Its lines are {@code PREFIX<TAB>short name[<TAB>long name][<TAB># comment]}. A prefix of three octets is
 * an IEEE OUI (/24); IEEE's smaller blocks carry their length, {@code 00:1B:C5:00:10:00/36} (MA-S) or
 * {@code 00:55:DA:10:00:00/28} (MA-M). The longest matching prefix wins, so a /36 block inside an OUI
 * assigned to the registration authority names the block's real owner.
 */
@ApplicationScoped
public class ManufVendorDirectory implements VendorDirectory {

    private static final Logger LOG = Logger.getLogger(ManufVendorDirectory.class.getName());
    static final Path DEBIAN_MANUF = Path.of("/usr/share/wireshark/manuf");

    private final Path file;
    /** Prefix length in bits (longest first) → the MAC's top bits → vendor. */
    private volatile TreeMap<Integer, Map<Long, String>> byLength;

    public ManufVendorDirectory() {
        this(DEBIAN_MANUF);
    }

    ManufVendorDirectory(Path file) {
        this.file = file;
    }

    @Override
    public Optional<String> vendorOf(String mac) {
        long address = parse(mac);
        if (address < 0) {
            return Optional.empty();
        }
        for (Map.Entry<Integer, Map<Long, String>> level : table().entrySet()) {
            String vendor = level.getValue().get(address >>> (48 - level.getKey()));
            if (vendor != null) {
                return Optional.of(vendor);
            }
        }
        return Optional.empty();
    }

    private TreeMap<Integer, Map<Long, String>> table() {
        TreeMap<Integer, Map<Long, String>> t = byLength;
        if (t == null) {
            synchronized (this) {
                t = byLength;
                if (t == null) {
                    t = load(file);
                    byLength = t;
                }
            }
        }
        return t;
    }

    /** Reads the file; a missing file gives an empty directory (every vendor unknown), not a failure. */
    static TreeMap<Integer, Map<Long, String>> load(Path file) {
        TreeMap<Integer, Map<Long, String>> table = new TreeMap<>(java.util.Comparator.reverseOrder());
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = in.readLine()) != null) {
                addLine(table, line);
            }
        } catch (IOException e) {
            LOG.warning(() -> "MAC vendors unavailable: cannot read " + file + " (" + e + ")");
        }
        return table;
    }

    static void addLine(Map<Integer, Map<Long, String>> table, String line) {
        if (line.isEmpty() || line.charAt(0) == '#') {
            return;
        }
        String[] cols = line.split("\t");
        if (cols.length < 2) {
            return;
        }
        String prefix = cols[0].strip();
        int bits = -1;
        int slash = prefix.indexOf('/');
        if (slash >= 0) {
            bits = Integer.parseInt(prefix.substring(slash + 1));
            prefix = prefix.substring(0, slash);
        }
        String[] octets = prefix.split("[:\\-.]");
        if (bits < 0) {
            bits = octets.length * 8;
        }
        if (bits <= 0 || bits > 48 || octets.length * 8 < bits) {
            return;
        }
        long value = 0;
        for (String o : octets) {
            value = (value << 8) | Integer.parseInt(o, 16);
        }
        long top = value >>> (octets.length * 8 - bits);
        String longName = cols.length > 2 && !cols[2].startsWith("#") ? cols[2].strip() : cols[1].strip();
        table.computeIfAbsent(bits, b -> new HashMap<>()).putIfAbsent(top, longName);
    }

    /** A MAC as a 48-bit number, -1 when it is not one. */
    static long parse(String mac) {
        if (mac == null) {
            return -1;
        }
        long value = 0;
        int digits = 0;
        for (int i = 0; i < mac.length(); i++) {
            char c = mac.charAt(i);
            int d = Character.digit(c, 16);
            if (d >= 0) {
                value = (value << 4) | d;
                digits++;
            } else if (c != ':' && c != '-' && c != '.') {
                return -1;
            }
        }
        return digits == 12 ? value : -1;
    }
}
