package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.payload.DoubtfulFrame;
import io.pcaplens.domain.packet.PacketFields;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The columns of the one pass that carry {@link TsharkFields#NAMING}: seven instead of twenty, since many custom
 * columns cost tshark time. A column whose fields are joined by {@code ||} prints each field's values in turn,
 * separated by commas (tshark 4.0 may put empty values between them), so:
 * <ul>
 *     <li>a DNS packet's record types, then its records' owner names (free text, counted by the types), then
 *     {@code dns.a || dns.aaaa || dns.ptr.domain_name}, split as the types count A, AAAA and PTR records;</li>
 *     <li>four "slots", each one field of every protocol that names hosts, by its first occurrence: only one of
 *     these protocols is in a frame, so a slot holds that protocol's one value, exactly, whatever it holds;</li>
 *     <li>the first LDAP bind name or HTTP Authorization header, in a column of their own: both go with NTLMSSP
 *     (an LDAP SASL bind, HTTP NTLM authentication), which fills the slots.</li>
 * </ul>
 * A frame that does not fit (commas beyond the counted values, two of the protocols in one frame, a backslash in
 * free text) is doubtful, and tshark's field output reads it ({@link DoubtfulFrame}).
 */
final class NamingColumns {

    /** The protocols of the slots (as {@code frame.protocols} names them), each with its field per slot. */
    private static final List<String> PROTOCOLS = List.of("dhcp", "nbns", "browser", "kerberos", "ntlmssp");
    private static final String[][] SLOTS = {
            {"dhcp.option.hostname", "nbns.name", "browser.command", "kerberos.msg_type", "ntlmssp.auth.username"},
            {"dhcp.fqdn.name", "nbns.addr", "browser.server", "kerberos.CNameString", "ntlmssp.auth.domain"},
            {"dhcp.option.requested_ip_address", "nbns.nb_flags.group", null, "kerberos.realm",
                    "ntlmssp.auth.hostname"},
            {"dhcp.ip.client", null, null, null, "ntlmssp.version.build_number"}};
    /** The protocols of the column after the slots, as {@code frame.protocols} names them, with their fields. */
    private static final List<String> LOGON_PROTOCOLS = List.of("ldap", "http");
    private static final List<String> LOGON_FIELDS = List.of("ldap.name", "http.authorization");
    /** How many columns these are. */
    static final int COUNT = 4 + SLOTS.length;

    private static final int TYPES = TsharkFields.ALL.indexOf("dns.resp.type");
    private static final int OWNERS = TsharkFields.ALL.indexOf("dns.resp.name");
    private static final int A = TsharkFields.ALL.indexOf("dns.a");
    private static final int AAAA = TsharkFields.ALL.indexOf("dns.aaaa");
    private static final int PTR = TsharkFields.ALL.indexOf("dns.ptr.domain_name");
    private static final int LAYERS = TsharkFields.ALL.indexOf("frame.protocols");

    private NamingColumns() {
    }

    /** Adds the columns, in the order {@link #fill} reads them. */
    static void add(ColumnFormat columns) {
        columns.custom("dns.resp.type", 0).custom("dns.resp.name", 0)
                .custom("dns.a || dns.aaaa || dns.ptr.domain_name", 0);
        for (String[] slot : SLOTS) {
            List<String> fields = new ArrayList<>();
            for (String field : slot) {
                if (field != null) {
                    fields.add(field);
                }
            }
            columns.custom(String.join(" || ", fields), 1);
        }
        columns.custom(String.join(" || ", LOGON_FIELDS), 1);
    }

    /**
     * Puts the values of {@link TsharkFields#NAMING} into {@code f} as the field output gives them, from the
     * columns {@code text} reads from {@code first} on; {@code f}'s other values are in place already.
     */
    static void fill(String[] f, IntFunction<String> text, int first, long frame) {
        for (int k = TsharkFields.NAMING_FROM; k < TsharkFields.ALL.size(); k++) {
            f[k] = "";
        }
        dns(f, text.apply(first), text.apply(first + 1), text.apply(first + 2), frame);
        String present = null;
        for (int s = 0; s < SLOTS.length; s++) {
            String value = text.apply(first + 3 + s);
            if (value.isEmpty()) {
                continue;
            }
            if (present == null) {
                present = onlyProtocol(f[LAYERS], PROTOCOLS, frame);
            }
            String field = SLOTS[s][PROTOCOLS.indexOf(present)];
            if (field == null || value.indexOf('\\') >= 0) {
                throw new DoubtfulFrame(frame, "a naming slot holds " + (field == null ? "a value of no field"
                        : "a backslash"));
            }
            f[TsharkFields.ALL.indexOf(field)] = value;
        }
        logon(f, text.apply(first + 3 + SLOTS.length), frame);
    }

    /** The LDAP bind name or the Authorization header, by the one of the two protocols the frame carries. */
    private static void logon(String[] f, String value, long frame) {
        if (value.isEmpty()) {
            return;
        }
        String field = LOGON_FIELDS.get(LOGON_PROTOCOLS.indexOf(onlyProtocol(f[LAYERS], LOGON_PROTOCOLS, frame)));
        if (value.indexOf('\\') >= 0) {
            throw new DoubtfulFrame(frame, "a backslash in a logon name");
        }
        f[TsharkFields.ALL.indexOf(field)] = value;
    }

    private static void dns(String[] f, String types, String owners, String data, long frame) {
        if (types.isEmpty()) {
            if (!owners.isEmpty() || !data.isEmpty()) {
                throw new DoubtfulFrame(frame, "DNS records without types");
            }
            return;
        }
        String[] listed = types.split(",");
        if (owners.indexOf('\\') >= 0 || data.indexOf('\\') >= 0) {
            throw new DoubtfulFrame(frame, "a DNS record's name holds a backslash");
        }
        String[] names = listed.length == 1 ? new String[]{owners} : owners.split(",", -1);
        if (names.length != listed.length) {
            throw new DoubtfulFrame(frame, "dns.resp.name holds commas beyond its " + listed.length + " values");
        }
        int a = 0;
        int aaaa = 0;
        int ptr = 0;
        for (String t : listed) {
            a += t.equals("1") ? 1 : 0;
            aaaa += t.equals("28") ? 1 : 0;
            ptr += t.equals("12") ? 1 : 0;
        }
        List<String> values = new ArrayList<>(a + aaaa + ptr);
        if (a + aaaa + ptr == 1) {
            values.add(data);
        } else {
            for (String v : data.split(",")) {
                if (!v.isEmpty()) {
                    values.add(v);
                }
            }
        }
        if (values.size() != a + aaaa + ptr) {
            throw new DoubtfulFrame(frame, "the DNS records' data hold commas beyond their " + (a + aaaa + ptr)
                    + " values");
        }
        f[TYPES] = String.join(String.valueOf(PacketFields.VALUE_SEPARATOR), listed);
        f[OWNERS] = String.join(String.valueOf(PacketFields.VALUE_SEPARATOR), names);
        f[A] = joined(values.subList(0, a));
        f[AAAA] = joined(values.subList(a, a + aaaa));
        f[PTR] = joined(values.subList(a + aaaa, values.size()));
    }

    /** The one of {@code protocols} the frame carries, whose column holds a value; doubtful with none or several. */
    private static String onlyProtocol(String layers, List<String> protocols, long frame) {
        String found = null;
        for (String layer : layers.split(":")) {
            if (protocols.contains(layer)) {
                if (found != null && !found.equals(layer)) {
                    throw new DoubtfulFrame(frame, "both " + found + " and " + layer + " name hosts");
                }
                found = layer;
            }
        }
        if (found == null) {
            throw new DoubtfulFrame(frame, "a naming column's value without its protocol");
        }
        return found;
    }

    private static String joined(List<String> values) {
        return String.join(String.valueOf(PacketFields.VALUE_SEPARATOR), values);
    }
}
