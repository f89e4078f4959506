package io.pcaplens.domain.conversation.query;

import io.pcaplens.domain.packet.Cidr;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The hunt language read into expressions: operators, values of every type, precedence, errors, round trips. */
class QueryTextTest {

    private static Expression parse(String text) {
        return QueryText.parse(text);
    }

    private static Expression text(QueryField f, Operator op, String value) {
        return Expression.clause(f, op, new Literal.Text(value));
    }

    private static Expression number(QueryField f, Operator op, long value) {
        return Expression.clause(f, op, new Literal.Number(value));
    }

    private static Expression block(QueryField f, Operator op, String cidr) {
        return Expression.clause(f, op, new Literal.Block(Cidr.parse(cidr)));
    }

    private static Expression present(QueryField f) {
        return new Expression.Present(f);
    }

    private static QuerySyntaxError error(String text) {
        return assertThrows(QuerySyntaxError.class, () -> parse(text), text);
    }

    @Test
    void everyComparisonOperatorInSymbolsAndKeywords() {
        assertEquals(number(QueryField.PORT, Operator.EQ, 443), parse("port == 443"));
        assertEquals(number(QueryField.PORT, Operator.NE, 443), parse("port != 443"));
        assertEquals(number(QueryField.PORT, Operator.LT, 443), parse("port < 443"));
        assertEquals(number(QueryField.PORT, Operator.LE, 443), parse("port <= 443"));
        assertEquals(number(QueryField.PORT, Operator.GT, 443), parse("port > 443"));
        assertEquals(number(QueryField.PORT, Operator.GE, 443), parse("port >= 443"));
        assertEquals(parse("port == 443"), parse("port eq 443"));
        assertEquals(parse("port != 443"), parse("port ne 443"));
        assertEquals(parse("port < 443"), parse("port lt 443"));
        assertEquals(parse("port <= 443"), parse("port le 443"));
        assertEquals(parse("port > 443"), parse("port gt 443"));
        assertEquals(parse("port >= 443"), parse("port GE 443"));
        assertEquals(number(QueryField.PORT_DST, Operator.EQ, 80), parse("port.dst==80"), "no spaces needed");
        assertEquals(text(QueryField.SNI, Operator.CONTAINS, "example"), parse("sni contains example"));
        assertEquals(text(QueryField.JA4, Operator.MATCHES, "^t13d[0-9]+h2_"), parse("ja4 matches \"^t13d[0-9]+h2_\""));
    }

    @Test
    void labelsAndTextsAreBareWordsOrQuotedStrings() {
        assertEquals(text(QueryField.APP, Operator.EQ, "DNS"), parse("app == DNS"));
        assertEquals(text(QueryField.TRANSPORT, Operator.EQ, "tcp"), parse("transport == tcp"));
        assertEquals(text(QueryField.TLS_ISSUER, Operator.CONTAINS, "Let's Encrypt"),
                parse("tls.issuer contains \"Let's Encrypt\""));
        assertEquals(text(QueryField.ASN, Operator.EQ, "15169"), parse("asn == 15169"));
        assertEquals(text(QueryField.UA, Operator.CONTAINS, "say \"hi\"\\\n\t\r\u0000A\u00ff"),
                parse("ua contains \"say \\\"hi\\\"\\\\\\n\\t\\r\\0\\x41\\xff\""));
        assertEquals(text(QueryField.APP, Operator.EQ, ""), parse("app == \"\""));
    }

    @Test
    void countsTakeDecimalSuffixes() {
        assertEquals(number(QueryField.BYTES, Operator.GT, 10_000_000), parse("bytes > 10M"));
        assertEquals(number(QueryField.BYTES_DST, Operator.LT, 1_000), parse("bytes.dst < 1k"));
        assertEquals(number(QueryField.BYTES_SRC, Operator.LT, 1_000), parse("bytes.src < 1K"));
        assertEquals(number(QueryField.PACKETS, Operator.GE, 2_000_000_000L), parse("packets >= 2G"));
        assertEquals(number(QueryField.BYTES, Operator.EQ, 1_500), parse("bytes == 1.5k"));
        assertEquals(number(QueryField.ID, Operator.EQ, -1), parse("id == -1"));
        assertEquals("bad value for bytes", error("bytes == 1.5").getMessage().split(" at ")[0]);
        error("bytes > 10m");
        error("bytes > 99999999999G");
    }

    @Test
    void durationsTakeUnitsAndABareNumberIsSeconds() {
        assertEquals(number(QueryField.DURATION, Operator.GT, 600_000_000_000L), parse("duration > 10m"));
        assertEquals(number(QueryField.DURATION, Operator.GT, 7_200_000_000_000L), parse("duration > 2h"));
        assertEquals(number(QueryField.DURATION, Operator.GT, 1_500_000_000L), parse("duration > 1.5s"));
        assertEquals(number(QueryField.DURATION, Operator.LT, 300_000_000L), parse("duration < 300ms"));
        assertEquals(number(QueryField.DURATION, Operator.LT, 250_000L), parse("duration < 250us"));
        assertEquals(number(QueryField.DURATION, Operator.LT, 7L), parse("duration < 7ns"));
        assertEquals(number(QueryField.DURATION, Operator.GE, 5_000_000_000L), parse("duration >= 5"));
        assertEquals("duration > 10m", parse("duration > 600s").text());
        assertEquals("duration < 1500ms", parse("duration < 1.5s").text());
        error("duration > 5 parsecs");
        error("duration > 1.5ns");
    }

    @Test
    void timesAreIsoInstantsHeldAsEpochNanoseconds() {
        long at = 1_704_164_645_000_000_000L;
        assertEquals(number(QueryField.START, Operator.GE, at), parse("start >= 2024-01-02T03:04:05Z"));
        assertEquals(number(QueryField.START, Operator.GE, at), parse("start >= 2024-01-02T04:04:05+01:00"));
        assertEquals(number(QueryField.START, Operator.GE, at), parse("start >= \"2024-01-02T03:04:05Z\""));
        assertEquals(number(QueryField.END, Operator.LT, at + 500_000_000L), parse("end < 2024-01-02T03:04:05.5Z"));
        assertEquals(number(QueryField.END, Operator.LT, 1_704_153_600_000_000_000L), parse("end < 2024-01-02"));
        assertEquals("start >= 2024-01-02T03:04:05Z", parse("start >= 2024-01-02T04:04:05+01:00").text());
        QuerySyntaxError e = error("start >= yesterday");
        assertEquals(10, e.position());
        assertTrue(e.expected().contains("ISO-8601"), e.expected());
        error("start >= 2024-02-30");
    }

    @Test
    void addressesTakeAddressesAndBlocksOfEitherFamily() {
        assertEquals(block(QueryField.IP, Operator.EQ, "10.0.0.0/8"), parse("ip == 10.0.0.0/8"));
        assertEquals(block(QueryField.IP, Operator.EQ, "192.168.1.5"), parse("ip.addr == 192.168.1.5"));
        assertEquals(block(QueryField.IP_DST, Operator.EQ, "2001:db8::/32"), parse("ip.dst == 2001:db8::/32"));
        assertEquals(block(QueryField.IP_SRC, Operator.NE, "2001:db8::1"), parse("ip.src != 2001:DB8:0::1"));
        assertEquals(text(QueryField.IP, Operator.CONTAINS, "10.0"), parse("ip contains 10.0"));
        assertEquals(text(QueryField.IP, Operator.MATCHES, "^10\\."), parse("ip matches \"^10\\\\.\""));
        assertEquals(Expression.in(QueryField.IP, List.of(new Literal.Block(Cidr.parse("10.0.0.0/8")),
                new Literal.Block(Cidr.parse("fe80::/10")))), parse("ip in {10.0.0.0/8, fe80::/10}"));
        assertEquals(7, error("ip == 10.0.0").position());
        error("ip == 10.0.0.0/33");
        error("ip > 10.0.0.1");
    }

    @Test
    void payloadPatternsAreStringsOrHex() {
        byte[] pass = "PASS ".getBytes(StandardCharsets.UTF_8);
        assertEquals(Expression.clause(QueryField.PAYLOAD, Operator.CONTAINS, new Literal.Bytes(pass)),
                parse("payload contains \"PASS \""));
        Expression deadbeef = Expression.clause(QueryField.PAYLOAD, Operator.CONTAINS,
                new Literal.Bytes(new byte[] {(byte) 0xde, (byte) 0xad, (byte) 0xbe, (byte) 0xef}));
        assertEquals(deadbeef, parse("payload contains 0xDEADbeef"));
        assertEquals(deadbeef, parse("payload contains de:ad:be:ef"));
        assertEquals(Expression.clause(QueryField.PAYLOAD, Operator.CONTAINS,
                new Literal.Bytes(new byte[] {0, (byte) 0xff, (byte) 0xc3, (byte) 0xa9})),
                parse("payload contains \"\\x00\\xffé\""), "\\xHH is one byte, other characters their UTF-8");
        error("payload contains \"\"");
        error("payload contains xyz");
        error("payload == 0x00");
        error("payload");
    }

    @Test
    void setsTakeCommasOrSpacesAndOneValueIsEquality() {
        Expression ports = Expression.in(QueryField.PORT_DST, List.of(new Literal.Number(80), new Literal.Number(8080)));
        assertEquals(ports, parse("port.dst in {80, 8080}"));
        assertEquals(ports, parse("port.dst in {80 8080}"));
        assertEquals(ports, parse("port.dst in{80,8080}"));
        assertEquals(text(QueryField.APP, Operator.EQ, "DNS"), parse("app in {DNS}"));
        assertEquals(Expression.in(QueryField.COUNTRY, List.of(new Literal.Text("DE"), new Literal.Text("France"))),
                parse("country in {\"DE\", France}"));
        assertEquals(Expression.in(QueryField.DURATION, List.of(new Literal.Number(1_000_000_000L),
                new Literal.Number(60_000_000_000L))), parse("duration in {1s 1m}"));
        QuerySyntaxError empty = error("port in {}");
        assertEquals(10, empty.position());
        assertEquals("}", empty.found());
        assertEquals(14, error("port in {80, }").position());
        assertEquals(15, error("port in {80, 8").position(), "the end, where `}` was expected");
        assertEquals(9, error("port in 80").position());
        QuerySyntaxError unclosed = error("(port in {80 8080) && ja4");
        assertEquals(18, unclosed.position());
        assertEquals("a value or `}` closing the `{` at 10", unclosed.expected());
        error("port in {80, http}");
    }

    @Test
    void aBareFieldIsPresentAndATrueOrFalseFieldAloneIsTrue() {
        assertEquals(present(QueryField.JA4), parse("ja4"));
        assertEquals(present(QueryField.RISK), parse("risk"));
        assertEquals(Expression.not(present(QueryField.RISK)), parse("!risk"));
        assertEquals(Expression.clause(QueryField.TLS_EXPIRED, Operator.EQ, new Literal.Bool(true)),
                parse("tls.expired"));
        assertEquals(Expression.clause(QueryField.TLS_EXPIRED, Operator.EQ, new Literal.Bool(false)),
                parse("tls.expired == false"));
        assertEquals(Expression.clause(QueryField.TLS_EXPIRED, Operator.NE, new Literal.Bool(true)),
                parse("tls.expired != TRUE"));
        error("tls.expired == yes");
        error("tls.expired contains true");
    }

    @Test
    void notBindsTightestThenAndThenOr() {
        assertEquals(Expression.or(List.of(Expression.and(List.of(Expression.not(present(QueryField.JA4)),
                present(QueryField.RISK))), present(QueryField.SNI))), parse("!ja4 && risk || sni"));
        assertEquals(Expression.or(List.of(present(QueryField.JA4), Expression.and(List.of(present(QueryField.RISK),
                present(QueryField.SNI))))), parse("ja4 || risk && sni"));
        assertEquals(Expression.and(List.of(present(QueryField.JA4), Expression.or(List.of(present(QueryField.RISK),
                present(QueryField.SNI))))), parse("ja4 && (risk || sni)"));
        assertEquals(Expression.not(Expression.and(List.of(present(QueryField.JA4), present(QueryField.RISK)))),
                parse("!(ja4 && risk)"));
        assertEquals(Expression.not(Expression.not(present(QueryField.JA4))), parse("!!ja4"));
        assertEquals(present(QueryField.JA4), parse("((ja4))"));
    }

    @Test
    void chainsOfOneConnectiveFlatten() {
        Expression and = parse("ja4 && risk && sni && (app == DNS && port == 53)");
        assertEquals(5, ((Expression.And) and).parts().size());
        Expression or = parse("ja4 || (risk || sni) || app == DNS");
        assertEquals(4, ((Expression.Or) or).parts().size());
    }

    @Test
    void keywordsConnectAsSymbolsDo() {
        assertEquals(parse("port == 80 && !(app == DNS) || sni contains x"),
                parse("port eq 80 and not (app eq DNS) or sni contains x"));
        assertEquals(parse("ja4 && risk || !sni"), parse("ja4 AND risk Or NOT sni"));
        assertEquals(text(QueryField.APP, Operator.EQ, "and"), parse("app == and"), "a keyword where a value goes is a value");
    }

    @Test
    void valuesStayValuesWhateverTheyHold() {
        for (String hostile : List.of("'; DROP TABLE x; --", ") || (1 == 1", "\" || ja4 || \"", "a\\b", "\u0000",
                "x\u0000y", "日本語 🐟", "${jndi:ldap://x}", "%_%", "{a, b}", "!ja4 && risk")) {
            String quoted = '"' + hostile.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
            assertEquals(text(QueryField.APP, Operator.EQ, hostile), parse("app == " + quoted), hostile);
            assertEquals(text(QueryField.SNI, Operator.CONTAINS, hostile), parse("sni contains " + quoted), hostile);
        }
        assertEquals(text(QueryField.APP, Operator.EQ, "a\u0000b"), parse("app == \"a\u0000b\""), "a raw NUL too");
        QuerySyntaxError bare = error("app == '; DROP TABLE x; --");
        assertEquals("trailing input", bare.getMessage().split(" at ")[0]);
        assertEquals(11, bare.position());
    }

    @Test
    void unsafeOrBrokenPatternsAreRefused() {
        assertTrue(error("sni matches \"(a)\\\\1\"").getMessage().startsWith("unsafe pattern (back-reference `\\1`)"));
        assertTrue(error("sni matches \"(?<n>a)\\\\k<n>\"").getMessage().contains("back-reference"));
        assertTrue(error("sni matches \"a(?=b)\"").getMessage().startsWith("unsafe pattern (lookaround `(?=`) at 13"));
        assertTrue(error("sni matches \"a(?!b)\"").getMessage().contains("lookaround"));
        assertTrue(error("sni matches \"(?<=a)b\"").getMessage().contains("lookaround"));
        assertTrue(error("sni matches \"(?<!a)b\"").getMessage().contains("lookaround"));
        QuerySyntaxError broken = error("sni matches \"(unclosed\"");
        assertTrue(broken.getMessage().startsWith("bad pattern (Unclosed group"), broken.getMessage());
        assertEquals(13, broken.position());
        assertTrue(error("sni matches \"" + "a".repeat(257) + "\"").getMessage().startsWith("unsafe pattern (over 256 characters) at 13"));
        assertEquals(text(QueryField.SNI, Operator.MATCHES, "a".repeat(256)), parse("sni matches " + "a".repeat(256)));
        assertEquals(text(QueryField.SNI, Operator.MATCHES, "\\(?=x"), parse("sni matches \"\\\\(?=x\""),
                "an escaped bracket opens no lookaround");
    }

    @Test
    void operatorsMustFitTheFieldsType() {
        QuerySyntaxError order = error("sni < 5");
        assertEquals(5, order.position());
        assertTrue(order.getMessage().startsWith("`<` does not apply to sni (label) at 5"), order.getMessage());
        error("bytes contains 5");
        error("start matches 2024");
        error("duration contains 1s");
    }

    @Test
    void errorsSayWhereAndWhatWasExpected() {
        QuerySyntaxError unknown = error("snii == example.com");
        assertEquals("unknown field `snii` at 1; did you mean `sni`?", unknown.getMessage());
        assertEquals(List.of("sni"), unknown.suggestions());
        assertEquals(1, unknown.position());
        QuerySyntaxError two = error("risk && ja5 == x");
        assertEquals(List.of("ja3", "ja4"), two.suggestions());
        assertEquals("unknown field `ja5` at 9; did you mean `ja3` or `ja4`?", two.getMessage());
        assertEquals(List.of("port.src"), error("ja4 && port.sr == 1").suggestions());
        assertEquals(8, error("ja4 && port.sr == 1").position());
        assertEquals(List.of(), error("frobnicate").suggestions());
        assertEquals("unknown field `frobnicate` at 1: expected a field of the catalogue, found `frobnicate`",
                error("frobnicate").getMessage());

        QuerySyntaxError empty = error("");
        assertEquals(1, empty.position());
        assertEquals("empty query at 1: expected an expression, found end of query", empty.getMessage());
        assertEquals(4, error("   ").position());

        QuerySyntaxError end = error("app == DNS &&");
        assertEquals(14, end.position());
        assertEquals(QuerySyntaxError.END, end.found());

        QuerySyntaxError missing = error("sni ==");
        assertEquals(7, missing.position());
        assertTrue(missing.expected().contains("label"), missing.expected());
        assertEquals(8, error("sni == && ja4").position());

        QuerySyntaxError open = error("(app == DNS || ja4");
        assertEquals(19, open.position());
        assertTrue(open.getMessage().startsWith("unbalanced parentheses at 19: expected `)` closing the `(` at 1"),
                open.getMessage());
        QuerySyntaxError close = error("app == DNS)");
        assertEquals(11, close.position());
        assertTrue(close.getMessage().startsWith("unbalanced parentheses"), close.getMessage());
        assertEquals(1, error(")").position());
        QuerySyntaxError payload = error("payload");
        assertEquals("missing operator", payload.getMessage().split(" at ")[0]);
        assertEquals(8, payload.position());

        QuerySyntaxError op = error("sni ~ x");
        assertEquals("unknown operator `~`", op.getMessage().split(" at ")[0]);
        assertEquals(5, op.position());
        assertEquals(8, error("sni == = x").position());
        assertEquals(5, error("sni like x").position());
        assertEquals(5, error("ja4 & risk").position());
        assertEquals(5, error("sni \"x\"").position());

        QuerySyntaxError trailing = error("app == DNS x");
        assertEquals("trailing input at 12: expected `&&`, `||`, `and`, `or` or the end of the query, found `x`",
                trailing.getMessage());

        assertEquals(12, error("sni == \"abc").position(), "an unterminated string ends where the text does");
        assertEquals(10, error("sni == \"a\\qb\"").position(), "the bad escape's backslash");
        assertEquals(9, error("sni == \"\\x4g\"").position());
        assertEquals(12, error("sni == \"🐟\" x").position(), "positions count characters, not UTF-16 units");
        assertEquals(1, error("== 5").position());
        assertEquals(1, error("\"sni\" == x").position());
    }

    @Test
    void nestingIsBoundedSoNoQueryExhaustsTheStack() {
        assertEquals(present(QueryField.JA4), parse("(".repeat(100) + "ja4" + ")".repeat(100)));
        QuerySyntaxError brackets = error("(".repeat(101) + "ja4" + ")".repeat(101));
        assertEquals(101, brackets.position());
        assertTrue(brackets.getMessage().startsWith("too deeply nested at 101"), brackets.getMessage());
        assertEquals(101, error("!".repeat(100_000) + "ja4").position());
        assertEquals(251, error("not ".repeat(50) + "!(".repeat(50) + "ja4").position(), "the 26th `!(` is too deep");
        assertEquals(Expression.or(java.util.Collections.nCopies(10_000, present(QueryField.JA4))),
                parse(String.join(" || ", java.util.Collections.nCopies(10_000, "ja4"))), "long chains are no depth");
    }

    @Test
    void everyFieldAndOperatorReadsBackFromItsTextWithExtremeValues() {
        int checked = 0;
        for (QueryField f : QueryField.values()) {
            for (Operator op : QueryParser.operators(f.type())) {
                for (Literal v : samples(f.type(), op)) {
                    Expression e = op == Operator.IN ? new Expression.Clause(f, op, List.of(v, v))
                            : Expression.clause(f, op, v);
                    assertEquals(e, parse(e.text()), e.text());
                    assertEquals(Expression.not(e), parse(Expression.not(e).text()));
                    checked++;
                }
            }
        }
        assertTrue(checked > 300, "checked " + checked);
    }

    private static List<Literal> samples(ValueType type, Operator op) {
        if (op == Operator.CONTAINS || op == Operator.MATCHES) {
            return type == ValueType.BYTES ? List.of(new Literal.Bytes(new byte[] {0}),
                    new Literal.Bytes("\"\\ é".getBytes(StandardCharsets.UTF_8)))
                    : List.of(new Literal.Text("10.0"), new Literal.Text("a.b*c"), new Literal.Text("x\"y\\z"));
        }
        switch (type) {
            case ADDRESS:
                return List.of(new Literal.Block(Cidr.parse("10.0.0.0/8")), new Literal.Block(Cidr.parse("::")),
                        new Literal.Block(Cidr.parse("2001:db8::1")), new Literal.Block(Cidr.parse("::ffff:1.2.3.4/128")));
            case BOOLEAN:
                return List.of(new Literal.Bool(true), new Literal.Bool(false));
            case NUMBER:
            case TIME:
            case DURATION:
                return List.of(new Literal.Number(0), new Literal.Number(1), new Literal.Number(-1),
                        new Literal.Number(1_500_000_000L), new Literal.Number(3_600_000_000_000L),
                        new Literal.Number(Long.MAX_VALUE), new Literal.Number(Long.MIN_VALUE));
            default:
                return List.of(new Literal.Text(""), new Literal.Text("DNS"), new Literal.Text("a \" b \\ c"),
                        new Literal.Text("'; DROP TABLE x; --"), new Literal.Text("\u0000\n\t日本🐟"),
                        new Literal.Text("&& || ! ( ) { } , == in"));
        }
    }

    @Test
    void everyParsedExpressionReadsBackFromItsText() {
        List<String> queries = List.of(
                "ja4", "!risk", "tls.expired", "tls.expired == false", "tls.expired != true",
                "app == DNS", "transport == tcp", "sni contains example", "sni matches \"^www\\\\.\"",
                "protocol != \"TLSv1.3\"", "ua contains \"say \\\"hi\\\" \\\\ \\n\\t\\x00\"", "app == \"\"",
                "app == \"'; DROP TABLE x; --\"", "name == \"日本語.jp\"",
                "port == 443", "port.src >= 49152", "port.dst in {80, 8080, 8443}", "id == -7",
                "bytes > 10M", "bytes.src > 1.5k", "packets <= 1G", "files > 0",
                "duration > 10m", "duration < 1.5s", "duration >= 90", "duration == 250us", "duration != 7ns",
                "duration in {1s, 2h}", "duration == 0",
                "start >= 2024-01-02T03:04:05Z", "end < 2024-01-02T04:04:05.123456789+01:00", "start > 2024-01-02",
                "ip == 10.0.0.0/8", "ip.dst == 2001:db8::/32", "ip.src == ::ffff:10.0.0.1", "ip contains 10.0",
                "ip in {10.0.0.0/8, 192.168.0.1}",
                "payload contains \"PASS \"", "payload contains de:ad:be:ef", "payload contains \"\\xff\\x00\"",
                "country in {DE France}", "asn == 15169", "risk contains self-signed && tls.alpn == h2",
                "!ja4 && risk || sni", "ja4 && (risk || sni) && !(app == DNS || port == 53)",
                "not (ja4 or risk) and !!sni", "(ja4 || risk) && (sni || app in {DNS, HTTP})");
        assertTrue(queries.size() >= 40);
        for (String q : queries) {
            Expression parsed = parse(q);
            assertEquals(parsed, parse(parsed.text()), q + " -> " + parsed.text());
        }
    }
}
