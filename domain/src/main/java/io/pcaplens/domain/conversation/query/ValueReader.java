package io.pcaplens.domain.conversation.query;

import io.pcaplens.domain.packet.Cidr;

import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads a value token as the literal its field and operator take: text for labels and texts (and for
 * {@code contains} and {@code matches} on addresses), an address or CIDR block for addresses, a count, a
 * duration or an instant (see {@link Quantities}), {@code true} or {@code false}, and payload bytes — a quoted
 * string's UTF-8 bytes, or hex written {@code 0xdeadbeef} or {@code de:ad:be:ef}. A quoted string may stand
 * for any of them.
 */
final class ValueReader {

    private static final Pattern HEX = Pattern.compile("0[xX]([0-9a-fA-F]{2})+");
    private static final Pattern COLON_HEX = Pattern.compile("[0-9a-fA-F]{2}(:[0-9a-fA-F]{2})+");

    private final String input;

    ValueReader(String input) {
        this.input = input;
    }

    /** What a value of the field compared by the operator is, for errors: "a count such as 10M". */
    static String kind(QueryField field, Operator op) {
        if (op == Operator.MATCHES) {
            return "a regular expression";
        }
        if (op == Operator.CONTAINS) {
            return field.type() == ValueType.BYTES ? "payload bytes: a quoted string, 0x-hex or colon-hex"
                    : "a text";
        }
        switch (field.type()) {
            case ADDRESS:
                return "an IP address or CIDR block";
            case NUMBER:
                return "a number (with k, M or G for thousands, millions, billions)";
            case DURATION:
                return "a duration such as 10m, 1.5s or 300ms";
            case TIME:
                return "an ISO-8601 time such as 2024-01-02T03:04:05Z";
            case BOOLEAN:
                return "true or false";
            case BYTES:
                return "payload bytes: a quoted string, 0x-hex or colon-hex";
            default:
                return "a label or a quoted string";
        }
    }

    Literal read(QueryField field, Operator op, QueryToken token) {
        String text = token.text();
        if (op == Operator.MATCHES) {
            PatternSafety.refusal(text).ifPresent(why -> {
                throw new QuerySyntaxError(why, position(token),
                        "a regular expression of at most " + PatternSafety.LONGEST
                                + " characters without back-references or lookaround", token.source());
            });
            return new Literal.Text(text);
        }
        if (field.type() == ValueType.BYTES) {
            return bytes(field, op, token);
        }
        if (op == Operator.CONTAINS) {
            return new Literal.Text(text);
        }
        Optional<? extends Literal> read;
        switch (field.type()) {
            case ADDRESS:
                read = address(text);
                break;
            case NUMBER:
                read = Quantities.count(text).map(Literal.Number::new);
                break;
            case DURATION:
                read = Quantities.duration(text).map(Literal.Number::new);
                break;
            case TIME:
                read = Quantities.instant(text).map(Literal.Number::new);
                break;
            case BOOLEAN:
                String t = text.toLowerCase(Locale.ROOT);
                read = t.equals("true") ? Optional.of(new Literal.Bool(true))
                        : t.equals("false") ? Optional.of(new Literal.Bool(false)) : Optional.empty();
                break;
            default:
                read = Optional.of(new Literal.Text(text));
                break;
        }
        return read.orElseThrow(() -> new QuerySyntaxError("bad value for " + field.apiName(), position(token),
                kind(field, op), token.source()));
    }

    private static Optional<Literal> address(String text) {
        try {
            return Optional.of(new Literal.Block(Cidr.parse(text)));
        } catch (IllegalArgumentException notAnAddress) {
            return Optional.empty();
        }
    }

    private Literal bytes(QueryField field, Operator op, QueryToken token) {
        byte[] bytes = null;
        if (token.is(QueryToken.Kind.STRING)) {
            bytes = token.bytes();
        } else if (HEX.matcher(token.text()).matches()) {
            bytes = HexFormat.of().parseHex(token.text().substring(2));
        } else if (COLON_HEX.matcher(token.text()).matches()) {
            bytes = HexFormat.ofDelimiter(":").parseHex(token.text());
        }
        if (bytes == null || bytes.length == 0) {
            throw new QuerySyntaxError("bad value for " + field.apiName(), position(token),
                    kind(field, op) + " of at least one byte", token.source());
        }
        return new Literal.Bytes(bytes);
    }

    private int position(QueryToken token) {
        return QueryLexer.position(input, token.offset());
    }
}
