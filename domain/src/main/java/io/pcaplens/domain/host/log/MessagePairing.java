package io.pcaplens.domain.host.log;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * Joins requests with the responses that name them, read in capture order, and hands each pair on in the order
 * its first message came. Memory stays bounded however long the capture: a request still unanswered once the
 * capture's clock has gone {@code patience} past it, or once {@code maxOpen} lines wait behind it, is given up as
 * never answered.
 *
 * @param <Q> the request message
 * @param <A> the response message
 * @param <T> the log line made of both (either may be missing, never both)
 */
public final class MessagePairing<Q, A, T> {

    private final Duration patience;
    private final int maxOpen;
    private final BiFunction<Q, A, T> joined;
    private final Consumer<T> out;
    private final ArrayDeque<Slot<Q, A>> waiting = new ArrayDeque<>();
    private final Map<Long, Slot<Q, A>> open = new HashMap<>();

    private static final class Slot<Q, A> {
        final long frame;
        final Instant time;
        final Q request;
        A response;
        boolean done;

        Slot(long frame, Instant time, Q request) {
            this.frame = frame;
            this.time = time;
            this.request = request;
        }
    }

    public MessagePairing(Duration patience, int maxOpen, BiFunction<Q, A, T> joined, Consumer<T> out) {
        if (maxOpen < 1) {
            throw new IllegalArgumentException("maxOpen must be at least 1");
        }
        this.patience = patience;
        this.maxOpen = maxOpen;
        this.joined = joined;
        this.out = out;
    }

    public void request(long frame, Instant time, Q request) {
        giveUpBefore(time);
        Slot<Q, A> slot = new Slot<>(frame, time, request);
        waiting.add(slot);
        open.put(frame, slot);
        release();
    }

    /** @param requestFrame the frame of the request it answers, null when the dissector named none */
    public void response(Long requestFrame, Instant time, A response) {
        giveUpBefore(time);
        Slot<Q, A> slot = requestFrame == null ? null : open.remove(requestFrame);
        if (slot == null) {
            slot = new Slot<>(-1, time, null);
            waiting.add(slot);
        }
        slot.response = response;
        slot.done = true;
        release();
    }

    /** Hands on every line still waiting: the capture has ended. */
    public void finish() {
        waiting.forEach(s -> s.done = true);
        open.clear();
        release();
    }

    private void giveUpBefore(Instant now) {
        Slot<Q, A> head;
        while ((head = waiting.peek()) != null && !head.done && head.time.plus(patience).isBefore(now)) {
            close(head);
            release();
        }
    }

    private void release() {
        while (!waiting.isEmpty() && (waiting.peek().done || waiting.size() > maxOpen)) {
            Slot<Q, A> head = waiting.poll();
            if (!head.done) {
                close(head);
            }
            out.accept(joined.apply(head.request, head.response));
        }
    }

    private void close(Slot<Q, A> slot) {
        slot.done = true;
        open.remove(slot.frame);
    }
}
