package io.pcaplens.domain.port;

/** The dissector could not read the capture; the message says why in words a user understands. */
public class DissectionException extends Exception {

    public DissectionException(String message) {
        super(message);
    }

    public DissectionException(String message, Throwable cause) {
        super(message, cause);
    }
}
