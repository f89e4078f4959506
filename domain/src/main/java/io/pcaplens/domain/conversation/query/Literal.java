package io.pcaplens.domain.conversation.query;

import io.pcaplens.domain.packet.Cidr;
import io.pcaplens.domain.packet.IpLiteral;

import java.util.Arrays;
import java.util.HexFormat;

/** A value a clause compares a field with. */
public sealed interface Literal {

    /** How the value is written in an expression. */
    String text();

    /** A label, a name or any other text. */
    record Text(String value) implements Literal {
        public Text {
            if (value == null) {
                throw new IllegalArgumentException("a text value must not be null");
            }
        }

        @Override
        public String text() {
            return '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
        }
    }

    /** A whole number; times are epoch nanoseconds and durations nanoseconds. */
    record Number(long value) implements Literal {
        @Override
        public String text() {
            return Long.toString(value);
        }
    }

    /** A yes or no, written {@code true} or {@code false}. */
    record Bool(boolean value) implements Literal {
        @Override
        public String text() {
            return Boolean.toString(value);
        }
    }

    /** An address block; a whole address is a block of one. */
    record Block(Cidr cidr) implements Literal {
        @Override
        public String text() {
            return cidr.prefix() == cidr.network().length * 8
                    ? IpLiteral.text(cidr.network()) : cidr.text();
        }
    }

    /** Bytes looked for in a payload. */
    record Bytes(byte[] value) implements Literal {
        public Bytes {
            if (value == null || value.length == 0) {
                throw new IllegalArgumentException("a payload pattern needs at least one byte");
            }
            value = value.clone();
        }

        @Override
        public byte[] value() {
            return value.clone();
        }

        /** The bytes as lower-case hex, which also keys a payload search. */
        public String hex() {
            return HexFormat.of().formatHex(value);
        }

        @Override
        public String text() {
            return "0x" + hex();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Bytes b && Arrays.equals(value, b.value);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(value);
        }

        @Override
        public String toString() {
            return "Bytes[" + hex() + "]";
        }
    }
}
