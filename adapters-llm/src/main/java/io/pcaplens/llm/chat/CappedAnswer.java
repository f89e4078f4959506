package io.pcaplens.llm.chat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * A model's answer read as it arrives and given up once it passes a size: a server that answers without end
 * (or hundreds of megabytes) costs at most that many bytes of heap, never the service.
 */
final class CappedAnswer implements HttpResponse.BodySubscriber<String> {

    /** The answer passed the size the client reads. */
    static final class TooLarge extends IOException {
        TooLarge(long limit) {
            super("answer larger than " + limit + " bytes");
        }
    }

    private final long limit;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final CompletableFuture<String> text = new CompletableFuture<>();
    private Flow.Subscription subscription;

    CappedAnswer(long limit) {
        this.limit = limit;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        s.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(List<ByteBuffer> buffers) {
        if (text.isDone()) {
            return;
        }
        for (ByteBuffer buffer : buffers) {
            if (bytes.size() + (long) buffer.remaining() > limit) {
                subscription.cancel();
                text.completeExceptionally(new TooLarge(limit));
                return;
            }
            byte[] chunk = new byte[buffer.remaining()];
            buffer.get(chunk);
            bytes.writeBytes(chunk);
        }
    }

    @Override
    public void onError(Throwable failure) {
        text.completeExceptionally(failure);
    }

    @Override
    public void onComplete() {
        text.complete(bytes.toString(StandardCharsets.UTF_8));
    }

    @Override
    public CompletionStage<String> getBody() {
        return text;
    }
}
