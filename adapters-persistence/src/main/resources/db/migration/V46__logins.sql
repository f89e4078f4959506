-- The logins a row's packets carried in clear (FTP, POP, IMAP, SMTP, HTTP Basic, Telnet), index for index: the
-- protocol, the user name, the address that sent it and how its password was seen. Never the password itself.
ALTER TABLE conversation ADD COLUMN login_protocols text[], ADD COLUMN login_users text[],
    ADD COLUMN login_clients text[], ADD COLUMN login_passwords text[];
