package io.pcaplens.domain.host.log;

import java.time.Instant;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * A server's log made from its messages as they stream by: requests paired with their responses, every line
 * tallied, the filter's lines counted and one page of them kept.
 *
 * @param <M> the message
 * @param <T> the log line
 * @param <S> the tally over every line
 */
public final class LogReading<M, T, S> implements Consumer<M> {

    /** How the tally of a kind of log counts. */
    public interface Tallying<T, S> {
        void add(T line);

        S tally();
    }

    /**
     * What the pairing needs to know of a message: whether it is a response, its frame and time, and for a response
     * the frame of the request it answers (or null).
     */
    private record Kind<M>(Predicate<M> response, ToLongFunction<M> frame, Function<M, Instant> time,
                           Function<M, Long> answers) {
    }

    private final Kind<M> kind;
    private final Predicate<T> admitted;
    private final Tallying<T, S> counter;
    private final int page;
    private final int size;
    private final LogWindow<T> window;
    private final MessagePairing<M, M, T> pairing;

    private LogReading(Kind<M> kind, BiFunction<M, M, T> joined, Predicate<T> admitted, Tallying<T, S> counter,
                       int page, int size) {
        this.kind = kind;
        this.admitted = admitted;
        this.counter = counter;
        this.page = page;
        this.size = size;
        this.window = new LogWindow<>(page, size);
        this.pairing = new MessagePairing<>(ServerTraffic.PATIENCE, ServerTraffic.MAX_OPEN, joined, this::line);
    }

    public static LogReading<DnsMessage, DnsTransaction, DnsServerTally> dns(LogFilter filter, int page, int size) {
        Kind<DnsMessage> kind = new Kind<>(DnsMessage::response, DnsMessage::frame, DnsMessage::time, DnsMessage::queryFrame);
        return new LogReading<>(kind, DnsTransaction::of, filter::admits, new DnsServerTally.Counter(), page, size);
    }

    public static LogReading<HttpMessage, HttpTransaction, HttpServerTally> http(LogFilter filter, int page,
                                                                                   int size) {
        Kind<HttpMessage> kind = new Kind<>(HttpMessage::response, HttpMessage::frame, HttpMessage::time,
                HttpMessage::requestFrame);
        return new LogReading<>(kind, HttpTransaction::of, filter::admits, new HttpServerTally.Counter(), page, size);
    }

    @Override
    public void accept(M m) {
        if (kind.response().test(m)) {
            pairing.response(kind.answers().apply(m), kind.time().apply(m), m);
        } else {
            pairing.request(kind.frame().applyAsLong(m), kind.time().apply(m), m);
        }
    }

    private void line(T t) {
        counter.add(t);
        if (admitted.test(t)) {
            window.add(t);
        }
    }

    /** The log once every message is read. */
    public ServerLog<T, S> log(long framesRead, boolean truncated) {
        pairing.finish();
        return new ServerLog<>(window.items(), page, size, window.total(), counter.tally(), framesRead, truncated);
    }
}
