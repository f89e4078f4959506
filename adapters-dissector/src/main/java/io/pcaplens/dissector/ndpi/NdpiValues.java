package io.pcaplens.dissector.ndpi;

import io.pcaplens.domain.flow.DpiApplication;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.flow.FlowRisk;
import io.pcaplens.domain.flow.TlsFacts;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the values ndpiReader prints in a flow's items mean ({@link NdpiItems} finds them): the application
 * behind {@code proto}, the category, the risks, the certificate's validity and the hashes without their suffix.
 */
final class NdpiValues {

    private static final Pattern CATEGORY_ID = Pattern.compile("^(.*)/\\d+$");

    private NdpiValues() {
    }

    /** What the keyed values say of the flow: its DPI verdict and its TLS facts. */
    static FlowFacts facts(FlowKey key, Map<String, String> values) {
        String ja3Server = firstWord(values.get("JA3S"));
        String[] validity = validity(values.get("Validity"));
        DpiFacts dpi = new DpiFacts(
                appName(values.get("proto")),
                category(values.get("cat")),
                text(values.get("Confidence")),
                risks(values.get("Risk")));
        TlsFacts tls = TlsFacts.ofDpi(
                text(values.get("Hostname/SNI")),
                firstWord(values.get("JA3C")),
                ja3Server,
                text(values.get("Issuer")),
                text(values.get("Subject")),
                validity[0],
                validity[1]);
        return new FlowFacts(key, dpi, tls);
    }

    /** {@code 91.126/TLS.Google} → Google, {@code GTP:124/YouTube} → YouTube, {@code 0/Unknown} → null. */
    private static String appName(String proto) {
        if (proto == null) {
            return null;
        }
        int slash = proto.indexOf('/');
        String name = slash >= 0 ? proto.substring(slash + 1) : proto;
        return DpiApplication.of(name).orElse(null);
    }

    /** {@code Web/5} → Web; Unspecified → null. */
    private static String category(String cat) {
        String name = text(cat);
        if (name == null) {
            return null;
        }
        Matcher m = CATEGORY_ID.matcher(name);
        if (m.matches()) {
            name = m.group(1).strip();
        }
        return name.isEmpty() || name.equalsIgnoreCase("Unspecified") ? null : name;
    }

    /** {@code ** Unsafe Protocol **** Clear-Text Credentials **} → [unsafe_protocol, clear_text_credentials]. */
    private static List<String> risks(String risk) {
        if (risk == null) {
            return List.of();
        }
        Set<String> names = new LinkedHashSet<>();
        for (String part : risk.split("\\*\\*")) {
            if (!part.isBlank()) {
                String name = FlowRisk.normalise(part);
                if (!name.isEmpty()) {
                    names.add(name);
                }
            }
        }
        return List.copyOf(names);
    }

    /** {@code 2015-10-10 15:55:47 - 2016-10-09 15:55:47} → both dates; nulls when not of that form. */
    private static String[] validity(String value) {
        String text = text(value);
        int dash = text == null ? -1 : text.indexOf(" - ");
        if (dash < 0) {
            return new String[] {null, null};
        }
        return new String[] {text(text.substring(0, dash)), text(text.substring(dash + 3))};
    }

    /** A hash without ndpiReader's suffix: {@code ab1e32ee... (WEAK)} → {@code ab1e32ee...}. */
    private static String firstWord(String value) {
        String text = text(value);
        if (text == null) {
            return null;
        }
        int space = text.indexOf(' ');
        return space < 0 ? text : text.substring(0, space);
    }

    private static String text(String value) {
        if (value == null) {
            return null;
        }
        String text = value.strip();
        return text.isEmpty() ? null : text;
    }
}
