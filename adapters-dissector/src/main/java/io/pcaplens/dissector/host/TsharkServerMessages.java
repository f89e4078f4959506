package io.pcaplens.dissector.host;

import io.pcaplens.dissector.process.LineReader;
import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.conversation.DnsAnswers;
import io.pcaplens.domain.host.log.DnsMessage;
import io.pcaplens.domain.host.log.DnsRcode;
import io.pcaplens.domain.host.log.HttpMessage;
import io.pcaplens.domain.host.port.ServerMessageReader;
import io.pcaplens.domain.packet.IpLiteral;
import jakarta.enterprise.context.ApplicationScoped;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A server's DNS and HTTP messages read by one tshark run over a capture of its connections: a display filter
 * keeps what the server received (queries, requests) and sent (responses), and the fields name the message's
 * parts and the frame of the request a response answers, which tshark links in its one pass.
 */
@ApplicationScoped
public class TsharkServerMessages implements ServerMessageReader {

    private static final long TIMEOUT_SECONDS = 600;
    /** Between a field's values: a character no name or header holds. */
    private static final String AGGREGATOR = "\u001f";

    private static final List<String> COMMON = List.of("frame.number", "frame.time_epoch", "ip.src", "ip.dst",
            "ipv6.src", "ipv6.dst");
    private static final List<String> DNS = List.of("dns.flags.response", "dns.qry.name", "dns.qry.type",
            "dns.flags.rcode", "dns.response_to", "dns.a", "dns.aaaa", "dns.cname", "dns.ptr.domain_name",
            "dns.mx.mail_exchange", "dns.ns", "dns.txt");
    private static final List<String> HTTP = List.of("http.response.code", "http.request.method", "http.host",
            "http.request.uri", "http.user_agent", "http.content_type", "http.request_in");

    @Override
    public void dns(Path capture, String server, Consumer<DnsMessage> messages) throws ToolFailure {
        String ip = ipField(server);
        String filter = "dns && ((dns.flags.response == 0 && " + ip + ".dst == " + server + ") || (dns.flags.response"
                + " == 1 && " + ip + ".src == " + server + "))";
        read(capture, filter, DNS, cells -> {
            boolean response = "1".equals(first(cells[6])) || "True".equalsIgnoreCase(first(cells[6]));
            String type = first(cells[8]);
            String rcode = first(cells[9]);
            List<String> answers = new ArrayList<>();
            for (int i = 11; i < cells.length; i++) {
                answers.addAll(all(cells[i]));
            }
            messages.accept(new DnsMessage(Long.parseLong(cells[0]), time(cells[1]), client(cells, response),
                    response, first(cells[7]), type == null ? null : DnsAnswers.typeName(Integer.parseInt(type)),
                    response && rcode != null ? DnsRcode.name(Integer.parseInt(rcode)) : null, answers,
                    number(cells[10])));
        });
    }

    @Override
    public void http(Path capture, String server, Consumer<HttpMessage> messages) throws ToolFailure {
        String ip = ipField(server);
        String filter = "(http.request && " + ip + ".dst == " + server + ") || (http.response && " + ip + ".src == "
                + server + ")";
        read(capture, filter, HTTP, cells -> {
            String status = first(cells[6]);
            boolean response = status != null;
            messages.accept(new HttpMessage(Long.parseLong(cells[0]), time(cells[1]), client(cells, response),
                    response, first(cells[7]), first(cells[8]), first(cells[9]), first(cells[10]),
                    response ? Integer.valueOf(status) : null, first(cells[11]), number(cells[12])));
        });
    }

    /** The address is checked to be one, so the filter holds nothing but an address. */
    private static String ipField(String server) {
        byte[] bytes = IpLiteral.parse(server);
        if (bytes == null || !IpLiteral.text(bytes).equals(server)) {
            throw new IllegalArgumentException("not an IP address in canonical form: " + server);
        }
        return bytes.length == 4 ? "ip" : "ipv6";
    }

    private interface Row {
        void cells(String[] cells);
    }

    private static void read(Path capture, String filter, List<String> fields, Row row) throws ToolFailure {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", capture.toString(), "-Y", filter,
                "-T", "fields", "-E", "separator=/t", "-E", "occurrence=a", "-E", "aggregator=" + AGGREGATOR));
        for (String f : COMMON) {
            command.add("-e");
            command.add(f);
        }
        for (String f : fields) {
            command.add("-e");
            command.add(f);
        }
        int width = COMMON.size() + fields.size();
        try (ToolProcess tshark = ToolProcess.start(command)) {
            new LineReader(tshark.stdout(), 1 << 16).forEach((buf, from, to) -> {
                String[] cells = java.util.Arrays.copyOf(new String(buf, from, to - from, StandardCharsets.UTF_8)
                        .split("\t", -1), width);
                if (cells[0] != null && !cells[0].isEmpty()) {
                    row.cells(cells);
                }
            });
            int code = tshark.waitFor(TIMEOUT_SECONDS);
            if (code != 0 && code != 2) {
                throw new ToolFailure(Tool.TSHARK, "tshark could not read the server's messages: " + tshark.stderr());
            }
        } catch (ToolFailure e) {
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure(Tool.TSHARK, "interrupted while reading the server's messages", e);
        } catch (Exception e) {
            throw new ToolFailure(Tool.TSHARK, "tshark could not read the server's messages: " + e.getMessage(), e);
        }
    }

    /** The other end: the sender of what the server received, the receiver of what it sent (innermost header). */
    private static String client(String[] cells, boolean response) {
        String v4 = last(cells[response ? 3 : 2]);
        String v6 = last(cells[response ? 5 : 4]);
        return IpLiteral.canonical(v6 != null ? v6 : v4);
    }

    private static Instant time(String epoch) {
        int dot = epoch.indexOf('.');
        if (dot < 0) {
            return Instant.ofEpochSecond(Long.parseLong(epoch));
        }
        String nanos = (epoch.substring(dot + 1) + "000000000").substring(0, 9);
        return Instant.ofEpochSecond(Long.parseLong(epoch.substring(0, dot)), Long.parseLong(nanos));
    }

    private static List<String> all(String cell) {
        if (cell == null || cell.isEmpty()) {
            return List.of();
        }
        return java.util.Arrays.stream(cell.split(AGGREGATOR)).filter(s -> !s.isEmpty()).toList();
    }

    private static String first(String cell) {
        List<String> values = all(cell);
        return values.isEmpty() ? null : values.get(0);
    }

    private static String last(String cell) {
        List<String> values = all(cell);
        return values.isEmpty() ? null : values.get(values.size() - 1);
    }

    private static Long number(String cell) {
        String v = first(cell);
        return v == null ? null : Long.valueOf(v);
    }
}
