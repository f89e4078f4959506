package io.pcaplens.rest.edge;

import java.io.IOException;

/**
 * The request body could not be taken: it broke off before the length its Content-Length announced (400),
 * stopped arriving (408), or grew beyond what the address accepts (413). It is the client's doing, never the
 * service's, so it is answered with a problem and the connection is closed: what is left of the body may
 * still be on its way.
 */
public class RequestBodyRefused extends IOException {

    private final int status;

    RequestBodyRefused(int status, String message, Throwable cause) {
        super(message, cause);
        this.status = status;
    }

    public int status() {
        return status;
    }

    static RequestBodyRefused incomplete(long received, long announced, Throwable cause) {
        return new RequestBodyRefused(400, "the request body ended after " + received + " of the "
                + announced + " bytes its Content-Length announced", cause);
    }

    static RequestBodyRefused stalled(long received, Throwable cause) {
        return new RequestBodyRefused(408, "the request body stopped arriving after " + received + " bytes", cause);
    }

    static RequestBodyRefused broken(long received, Throwable cause) {
        return new RequestBodyRefused(400, "the request body could not be read after " + received + " bytes", cause);
    }

    static RequestBodyRefused tooLarge(long limit) {
        return new RequestBodyRefused(413, "this address accepts request bodies of at most " + limit + " bytes", null);
    }

    /** The refusal somewhere in a failure's causes (frameworks wrap what a body reader throws), or null. */
    public static RequestBodyRefused in(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof RequestBodyRefused r) {
                return r;
            }
        }
        return null;
    }
}
