package io.pcaplens.domain.conversation.query;

/**
 * The hunt language: a query written as a Wireshark-style display filter over the conversation fields of the
 * catalogue, read into its {@link Expression}.
 *
 * <pre>
 * query   = or
 * or      = and { ("||" | "or") and }
 * and     = unary { ("&amp;&amp;" | "and") unary }
 * unary   = ("!" | "not") unary | "(" or ")" | field [ compare value | "in" "{" value { [","] value } "}" ]
 * compare = "==" | "!=" | "&lt;" | "&lt;=" | "&gt;" | "&gt;=" | eq | ne | lt | le | gt | ge | contains | matches
 * value   = "double-quoted string" | bare-word
 * </pre>
 *
 * {@code !} binds tightest, then {@code &&}, then {@code ||}; chains of one connective make one AND or OR.
 * Keywords and field names ignore letter case. A field alone means it is present; a true-or-false field alone
 * ({@code tls.expired}) means it is true. What a value is depends on its field's type:
 * <ul>
 * <li>labels and texts: a bare word ({@code app == DNS}) or a quoted string with the escapes {@code \"},
 * {@code \\}, {@code \n}, {@code \t}, {@code \r}, {@code \0} and {@code \xHH};</li>
 * <li>addresses: an IPv4 or IPv6 address or CIDR block ({@code 10.0.0.0/8}, {@code 2001:db8::/32}) for
 * {@code ==}, {@code !=} and {@code in}; text for {@code contains} and {@code matches};</li>
 * <li>numbers: whole numbers with the decimal suffixes {@code k} = 1000, {@code M} = 10<sup>6</sup>,
 * {@code G} = 10<sup>9</sup> (1000-based, as Wireshark and Arkime count bytes and packets);</li>
 * <li>durations: a number with {@code ns}, {@code us}, {@code ms}, {@code s}, {@code m} or {@code h}, a bare
 * number being seconds;</li>
 * <li>times: ISO-8601 instants ({@code 2024-01-02T03:04:05Z}, with an offset or fractional seconds; a date
 * alone is midnight UTC);</li>
 * <li>payload: {@code contains} a quoted string (its UTF-8 bytes, {@code \xHH} one byte) or hex
 * {@code 0xdeadbeef} / {@code de:ad:be:ef};</li>
 * <li>true-or-false fields: {@code true} or {@code false}.</li>
 * </ul>
 * The ordering operators take numbers, times and durations only; {@code contains} and {@code matches} take
 * labels, texts and addresses, {@code contains} also payload. A {@code matches} pattern must compile and is
 * refused with back-references, lookaround or more than 256 characters. Every expression the parser gives
 * reads back from its {@link Expression#text()} as an equal one.
 */
public final class QueryText {

    private QueryText() {
    }

    /**
     * The expression the text writes.
     *
     * @throws QuerySyntaxError where the text is not a query of the language, with the position and what was
     *                          expected there
     */
    public static Expression parse(String text) {
        return QueryParser.parse(text);
    }
}
