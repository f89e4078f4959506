package io.pcaplens.domain.signature.port;

import io.pcaplens.domain.signature.SignatureFile;

/** Where the custom detection rules are kept (signatures.yml), read again whenever it changes. */
public interface SignatureSource {

    /** The rules file as the user configured it, resolved (shown in the API). */
    String location();

    /**
     * A cheap token that changes when the file does (its modification time and size), "missing" when there
     * is no file; reading the file again is needed only when this changes.
     */
    String stamp();

    /** Reads and checks the whole file. A missing or unreadable file is an invalid one, with the reason. */
    SignatureFile read();
}
