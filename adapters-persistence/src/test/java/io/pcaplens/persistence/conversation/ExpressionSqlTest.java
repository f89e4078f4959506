package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.CommunityId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.Literal;
import io.pcaplens.domain.conversation.query.Operator;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.conversation.query.QueryField;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.packet.Cidr;
import io.pcaplens.domain.packet.SeenName;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Expressions over every kind of field, compiled and run on a real PostgreSQL: three rows whose facts the test
 * sets, and for each expression the rows the query language's rules say it selects.
 */
class ExpressionSqlTest {

    private static DataSource database;
    private static JdbcConversationRepository conversations;
    private static CaptureId capture;
    private static ConversationRow tls;
    private static ConversationRow http;
    private static ConversationRow v6;

    @BeforeAll
    static void store() throws Exception {
        database = TestDatabase.migrated();
        conversations = new JdbcConversationRepository(database);
        capture = JdbcConversationRepositoryTest.capture(database);
        long first = conversations.reserveIds(3);
        tls = JdbcConversationRepositoryTest.fullTls(capture, first);
        http = plain(first + 1, "10.0.0.1", 6000, "10.0.0.2", Volume.NONE, new Volume(1, 60));
        v6 = plain(first + 2, "2001:db8::5", 7000, "2001:db8::9", new Volume(2, 200), Volume.NONE);
        conversations.addAll(List.of(tls, http, v6));
        conversations.updateCustomRules(capture, Map.of(tls.id().value(), List.of(new RuleMatch("self-signed",
                Severity.MEDIUM))));
    }

    private static ConversationRow plain(long id, String src, int srcPort, String dst, Volume fromSrc, Volume fromDst) {
        Identity identity = new Identity(new ConversationKey(dst + ":80-" + src + ":" + srcPort + "-HTTP"), src,
                srcPort, dst, 80, Transport.TCP);
        return ConversationRow.dissected(new ConversationId(id), capture, identity,
                new Traffic(1_000_000_000L * id, 1_000_000_000L * id + 5_000_000, id, fromSrc, fromDst),
                new Labels("HTTP", "HTTP", List.of(), List.of()), null);
    }

    private static List<ConversationId> selected(Expression e) {
        return selected(capture, e);
    }

    private static List<ConversationId> selected(CaptureId in, Expression e) {
        return conversations.page(in, ConversationQuery.where(e), PayloadHits.NONE, 0, 10).stream()
                .map(ConversationRow::id).sorted().toList();
    }

    /** A TLS row of the capture starting at the instant, its server certificate valid until {@code notAfter}. */
    private static ConversationRow certified(CaptureId in, long id, long startNanos, String notAfter) {
        Identity identity = new Identity(new ConversationKey("10.9.0.2:443-10.9.0.1:" + (1000 + id % 50000) + "-TLS"),
                "10.9.0.1", (int) (1000 + id % 50000), "10.9.0.2", 443, Transport.TCP);
        return ConversationRow.dissected(new ConversationId(id), in, identity,
                new Traffic(startNanos, startNanos + 5_000_000, 1, new Volume(1, 100), Volume.NONE),
                new Labels("TLS", "TLS", List.of(), List.of()),
                new FlowFacts(null, DpiFacts.NONE, new TlsFacts(null, null, null, null, List.of(), null, null,
                        "2019-01-01 00:00:00", notAfter)));
    }

    private static List<ConversationId> rows(ConversationRow... rows) {
        return java.util.Arrays.stream(rows).map(ConversationRow::id).sorted().toList();
    }

    private static Expression is(QueryField f, Operator op, String text) {
        return Expression.clause(f, op, new Literal.Text(text));
    }

    private static Expression num(QueryField f, Operator op, long n) {
        return Expression.clause(f, op, new Literal.Number(n));
    }

    private static Expression block(QueryField f, String cidr) {
        return Expression.clause(f, Operator.EQ, new Literal.Block(Cidr.parse(cidr)));
    }

    @Test
    void labelsIgnoreCaseAndARowWithoutTheFieldMatchesNeitherEqualsNorNotEquals() {
        assertEquals(rows(tls), selected(is(QueryField.APP, Operator.EQ, "youtube")));
        assertEquals(rows(), selected(is(QueryField.APP, Operator.NE, "YouTube")));
        assertEquals(rows(http, v6), selected(Expression.not(is(QueryField.APP, Operator.EQ, "YouTube"))));
        assertEquals(rows(tls), selected(new Expression.Present(QueryField.APP)));
        assertEquals(rows(http, v6), selected(Expression.not(new Expression.Present(QueryField.APP))));
        assertEquals(rows(tls, http, v6), selected(is(QueryField.TRANSPORT, Operator.EQ, "tcp")));
        assertEquals(rows(http, v6), selected(is(QueryField.PROTOCOL, Operator.NE, "tlsv1.2")));
        assertEquals(rows(tls), selected(is(QueryField.JA4, Operator.MATCHES, "^t13d[0-9]+h2_")));
    }

    @Test
    void addressesTakeBlocksOfEitherFamilyAndEndsAreAskedApartOrTogether() {
        assertEquals(rows(http), selected(block(QueryField.IP, "10.0.0.0/8")));
        assertEquals(rows(v6), selected(block(QueryField.IP, "2001:db8::/32")));
        assertEquals(rows(tls), selected(block(QueryField.IP_SRC, "192.168.1.2")));
        assertEquals(rows(), selected(block(QueryField.IP_DST, "192.168.1.2")));
        assertEquals(rows(tls, http), selected(Expression.clause(QueryField.IP, Operator.NE,
                new Literal.Block(Cidr.parse("2001:db8::/32")))), "!= is: no end in the block");
        assertEquals(rows(tls), selected(num(QueryField.PORT, Operator.EQ, 443)));
        assertEquals(rows(tls, http, v6), selected(Expression.in(QueryField.PORT_DST,
                List.of(new Literal.Number(80), new Literal.Number(443)))));
        assertEquals(rows(http, v6), selected(num(QueryField.PORT_SRC, Operator.GT, 5500)));
    }

    @Test
    void countsTimesAndDurationsCompareAsNumbers() {
        assertEquals(rows(tls), selected(num(QueryField.BYTES, Operator.GT, 1000)));
        assertEquals(rows(http), selected(Expression.and(List.of(num(QueryField.BYTES_DST, Operator.GE, 60),
                num(QueryField.PACKETS, Operator.LT, 2)))));
        assertEquals(rows(v6), selected(num(QueryField.PACKETS_SRC, Operator.EQ, 2)));
        assertEquals(rows(tls), selected(num(QueryField.DURATION, Operator.GT, 800_000_000L)));
        assertEquals(rows(http, v6), selected(num(QueryField.DURATION, Operator.LE, 5_000_000L)));
        assertEquals(rows(tls), selected(num(QueryField.START, Operator.GE, 1_700_000_000_000_000_000L)));
        assertEquals(rows(tls), selected(num(QueryField.FILES, Operator.EQ, 2)));
    }

    @Test
    void anArrayFieldMatchesWhenAnyElementDoes() {
        assertEquals(rows(tls), selected(is(QueryField.RISK, Operator.CONTAINS, "SELF_SIGNED")));
        assertEquals(rows(tls), selected(Expression.in(QueryField.FILETYPE, List.of(new Literal.Text("zip"),
                new Literal.Text("exe")))));
        assertEquals(rows(), selected(is(QueryField.FILETYPE, Operator.NE, "PDF")), "the row holding PDF, and rows without file types");
        assertEquals(rows(tls), selected(is(QueryField.FILETYPE, Operator.NE, "EXE")));
        assertEquals(rows(tls), selected(is(QueryField.UA, Operator.CONTAINS, "CURL")));
        assertEquals(rows(tls), selected(is(QueryField.ALPN, Operator.EQ, "H2")));
        assertEquals(rows(), selected(is(QueryField.ALPN, Operator.EQ, "h3")));
        assertEquals(rows(tls), selected(is(QueryField.NAME, Operator.EQ, "*.google.com")));
        assertEquals(rows(tls), selected(is(QueryField.IDS, Operator.EQ, "ET POLICY")));
        assertEquals(rows(), selected(is(QueryField.IDS, Operator.EQ, "et policy")), "alert names compare exactly");
        assertEquals(rows(tls), selected(is(QueryField.RULE, Operator.EQ, "self-signed")));
        assertEquals(rows(tls), selected(is(QueryField.SEVERITY, Operator.EQ, "MEDIUM")));
        assertEquals(rows(http, v6), selected(Expression.not(new Expression.Present(QueryField.RISK))));
    }

    @Test
    void hostsAreAskedByEitherEndsCountryCodeOrNameSystemOwnerAndDevice() {
        assertEquals(rows(tls), selected(is(QueryField.COUNTRY, Operator.EQ, "united states")));
        assertEquals(rows(tls), selected(is(QueryField.COUNTRY_DST, Operator.EQ, "us")));
        assertEquals(rows(), selected(is(QueryField.COUNTRY_SRC, Operator.EQ, "US")));
        assertEquals(rows(tls), selected(is(QueryField.ASN, Operator.EQ, "as15169")));
        assertEquals(rows(tls), selected(is(QueryField.ORG, Operator.CONTAINS, "google")));
        assertEquals(rows(tls), selected(is(QueryField.DEVICE_DST, Operator.EQ, DeviceType.SERVER.label())));
        assertEquals(rows(tls), selected(is(QueryField.SNI, Operator.CONTAINS, "YOUTUBE")));
        assertEquals(rows(tls), selected(is(QueryField.TLS_ISSUER, Operator.EQ, "CN=issuer")));
    }

    @Test
    void orAndAndNestAsTheTreeSays() {
        Expression appOrPortAndProtocol = Expression.or(List.of(is(QueryField.APP, Operator.EQ, "YouTube"),
                Expression.and(List.of(num(QueryField.PORT, Operator.EQ, 6000), is(QueryField.PROTOCOL, Operator.EQ, "http")))));
        assertEquals(rows(tls, http), selected(appOrPortAndProtocol));
        assertEquals(rows(v6), selected(Expression.not(appOrPortAndProtocol)));
    }

    @Test
    void aCertificateHasExpiredWhenItsNotAfterLiesBeforeTheFirstPacket() throws Exception {
        CaptureId certs = JdbcConversationRepositoryTest.capture(database);
        long first = conversations.reserveIds(5);
        long start = 1_700_000_000_000_000_000L; // 2023-11-14T22:13:20Z
        ConversationRow byANanosecond = certified(certs, first, start + 1, "2023-11-14 22:13:20");
        ConversationRow onTheSecond = certified(certs, first + 1, start, "2023-11-14 22:13:20");
        ConversationRow longAgo = certified(certs, first + 2, start, "2020-01-01T00:00:00");
        ConversationRow unreadable = certified(certs, first + 3, start, "Jan  1 00:00:00 2020 GMT");
        ConversationRow valid = certified(certs, first + 4, start, "2030-01-01 00:00:00");
        conversations.addAll(List.of(byANanosecond, onTheSecond, longAgo, unreadable, valid));
        Expression expired = Expression.clause(QueryField.TLS_EXPIRED, Operator.EQ, new Literal.Bool(true));
        Expression notExpired = Expression.clause(QueryField.TLS_EXPIRED, Operator.EQ, new Literal.Bool(false));

        assertEquals(rows(byANanosecond, longAgo), selected(certs, expired));
        assertEquals(rows(onTheSecond, valid), selected(certs, notExpired));
        assertEquals(rows(onTheSecond, valid), selected(certs, Expression.clause(QueryField.TLS_EXPIRED, Operator.NE,
                new Literal.Bool(true))), "!= needs a readable not-after");
        assertEquals(rows(onTheSecond, unreadable, valid), selected(certs, Expression.not(expired)));
        assertEquals(rows(byANanosecond, onTheSecond, longAgo, valid),
                selected(certs, new Expression.Present(QueryField.TLS_EXPIRED)));
        assertEquals(rows(byANanosecond, onTheSecond, longAgo, valid), selected(certs, Expression.in(
                QueryField.TLS_EXPIRED, List.of(new Literal.Bool(true), new Literal.Bool(false)))));
        assertEquals(rows(), selected(expired), "the full TLS row's certificate holds until 2030");
        assertEquals(rows(tls), selected(notExpired));
    }

    @Test
    void valuesStayValuesWhateverTheyHold() {
        for (String hostile : List.of("'; DROP TABLE conversation; --", "%", "_", "\\", "\"", "a\u0000b", "\u0000",
                ") OR (1=1", "$$", "E'\\x41'")) {
            assertEquals(rows(), selected(is(QueryField.APP, Operator.EQ, hostile)), hostile);
            assertEquals(rows(), selected(is(QueryField.SNI, Operator.CONTAINS, hostile)), hostile);
            assertEquals(rows(tls), selected(is(QueryField.APP, Operator.NE, hostile)), hostile);
        }
        assertEquals(rows(tls, http, v6), selected(Expression.ALL), "the table is still there");
    }
}
