package io.pcaplens.domain.conversation.query;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a query text into tokens: brackets, commas, the operator symbols, double-quoted strings and words.
 * A word is any run of characters up to white space, a bracket, a comma, a quote or one of {@code ! = < > & |},
 * so addresses, blocks, times, numbers with units and bare labels are single words whose meaning the parser
 * reads from the field they are compared with.
 */
final class QueryLexer {

    private static final String DELIMITERS = "(){},\"!=<>&|";

    private final String input;
    private int at;

    private QueryLexer(String input) {
        this.input = input;
    }

    /** The tokens of the text, the last one {@link QueryToken.Kind#END}. */
    static List<QueryToken> tokens(String input) {
        return new QueryLexer(input).all();
    }

    /** The 1-based character position of a char index of the text. */
    static int position(String input, int offset) {
        return input.codePointCount(0, Math.min(offset, input.length())) + 1;
    }

    private List<QueryToken> all() {
        List<QueryToken> out = new ArrayList<>();
        while (true) {
            while (at < input.length() && Character.isWhitespace(input.charAt(at))) {
                at++;
            }
            if (at >= input.length()) {
                out.add(new QueryToken(QueryToken.Kind.END, "", null, input.length(), ""));
                return out;
            }
            out.add(next());
        }
    }

    private QueryToken next() {
        int start = at;
        char c = input.charAt(at);
        switch (c) {
            case '(':
                return single(QueryToken.Kind.OPEN);
            case ')':
                return single(QueryToken.Kind.CLOSE);
            case '{':
                return single(QueryToken.Kind.OPEN_SET);
            case '}':
                return single(QueryToken.Kind.CLOSE_SET);
            case ',':
                return single(QueryToken.Kind.COMMA);
            case '"':
                return string();
            default:
                break;
        }
        for (String symbol : new String[] {"==", "!=", "<=", ">=", "&&", "||", "<", ">", "!", "=", "&", "|"}) {
            if (input.startsWith(symbol, at)) {
                at += symbol.length();
                return new QueryToken(QueryToken.Kind.SYMBOL, symbol, null, start, symbol);
            }
        }
        while (at < input.length() && !Character.isWhitespace(input.charAt(at))
                && DELIMITERS.indexOf(input.charAt(at)) < 0) {
            at++;
        }
        String word = input.substring(start, at);
        return new QueryToken(QueryToken.Kind.WORD, word, null, start, word);
    }

    private QueryToken single(QueryToken.Kind kind) {
        int start = at++;
        return new QueryToken(kind, input.substring(start, at), null, start, input.substring(start, at));
    }

    /** A double-quoted string with the escapes \" \\ \n \t \r \0 and \xHH (one byte, the character U+00HH). */
    private QueryToken string() {
        int start = at++;
        StringBuilder text = new StringBuilder();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StringBuilder run = new StringBuilder();
        while (true) {
            if (at >= input.length()) {
                throw new QuerySyntaxError("unterminated string", position(input, at),
                        "`\"` closing the string opened at " + position(input, start), QuerySyntaxError.END);
            }
            char c = input.charAt(at);
            if (c == '"') {
                at++;
                flush(run, bytes);
                return new QueryToken(QueryToken.Kind.STRING, text.toString(), bytes.toByteArray(), start,
                        input.substring(start, at));
            }
            if (c != '\\') {
                text.append(c);
                run.append(c);
                at++;
                continue;
            }
            int escape = at;
            if (at + 1 >= input.length()) {
                throw new QuerySyntaxError("unterminated string", position(input, at + 1),
                        "an escaped character and `\"` closing the string opened at " + position(input, start),
                        QuerySyntaxError.END);
            }
            char e = input.charAt(at + 1);
            at += 2;
            int value;
            switch (e) {
                case '"':
                case '\\':
                    value = e;
                    break;
                case 'n':
                    value = '\n';
                    break;
                case 't':
                    value = '\t';
                    break;
                case 'r':
                    value = '\r';
                    break;
                case '0':
                    value = 0;
                    break;
                case 'x':
                    value = hexByte(escape);
                    break;
                default:
                    throw new QuerySyntaxError("unknown escape", position(input, escape),
                            "one of \\\" \\\\ \\n \\t \\r \\0 \\xHH", input.substring(escape, escape + 2));
            }
            flush(run, bytes);
            text.append((char) value);
            bytes.write(value);
        }
    }

    private int hexByte(int escape) {
        int hi = at < input.length() ? Character.digit(input.charAt(at), 16) : -1;
        int lo = at + 1 < input.length() ? Character.digit(input.charAt(at + 1), 16) : -1;
        if (hi < 0 || lo < 0) {
            throw new QuerySyntaxError("bad escape", position(input, escape), "\\x and two hex digits",
                    input.substring(escape, Math.min(input.length(), escape + 4)));
        }
        at += 2;
        return hi << 4 | lo;
    }

    private static void flush(StringBuilder run, ByteArrayOutputStream bytes) {
        byte[] utf8 = run.toString().getBytes(StandardCharsets.UTF_8);
        bytes.write(utf8, 0, utf8.length);
        run.setLength(0);
    }
}
