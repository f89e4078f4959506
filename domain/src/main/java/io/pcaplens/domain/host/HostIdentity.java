package io.pcaplens.domain.host;

/**
 * A user the host signed on as, from its own messages: a Kerberos AS-REQ, an NTLMSSP AUTHENTICATE, or a cleartext
 * login (FTP, POP, IMAP, SMTP, HTTP Basic, Telnet). Never a password.
 *
 * @param domain        the realm or domain, "" when none was sent (cleartext logins send none)
 * @param source        KERBEROS, NTLMSSP, or the login's protocol
 * @param conversations the conversation rows that carried it
 */
public record HostIdentity(String user, String domain, String source, long firstNanos, long lastNanos,
                           int conversations) {
}
