package org.rami;

import java.util.HashMap;
import java.util.Map;

/**
 * Reads the library's flat error document, {@code {"code":"...","rule":"...","message":"..."}}:
 * one JSON object whose values are strings. Enough JSON for that and no more, so that the
 * binding needs no JSON library; string escapes are read in full ({@code \" \\ \/ \b \f \n \r \t
 * \\uXXXX}, surrogate pairs included).
 */
final class ErrorDocument {
    private final String text;
    private int at;

    private ErrorDocument(String text) {
        this.text = text;
    }

    /** The members of the object; IllegalArgumentException if the text is not such an object. */
    static Map<String, String> parse(String text) {
        ErrorDocument reader = new ErrorDocument(text);
        reader.skipSpace();
        Map<String, String> members = reader.object();
        reader.skipSpace();
        if (reader.at != text.length()) {
            throw reader.fault("text after the object");
        }
        return members;
    }

    private Map<String, String> object() {
        Map<String, String> members = new HashMap<>();
        expect('{');
        skipSpace();
        if (peek() == '}') {
            at++;
            return members;
        }
        for (;;) {
            skipSpace();
            String name = string();
            skipSpace();
            expect(':');
            skipSpace();
            members.put(name, string());
            skipSpace();
            char c = next();
            if (c == '}') {
                return members;
            }
            if (c != ',') {
                throw fault("',' or '}' expected");
            }
        }
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        for (;;) {
            char c = next();
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                throw fault("control character in a string");
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = next();
            switch (e) {
                case '"', '\\', '/' -> out.append(e);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                // A UTF-16 unit; a surrogate pair is two escapes, appended one after the other.
                case 'u' -> out.append((char) hex4());
                default -> throw fault("unknown escape \\" + e);
            }
        }
    }

    private int hex4() {
        if (at + 4 > text.length()) {
            throw fault("short \\u escape");
        }
        int value = 0;
        for (int i = 0; i < 4; i++) {
            int digit = Character.digit(text.charAt(at++), 16);
            if (digit < 0) {
                throw fault("bad \\u escape");
            }
            value = value * 16 + digit;
        }
        return value;
    }

    private void skipSpace() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private char peek() {
        if (at >= text.length()) {
            throw fault("unexpected end");
        }
        return text.charAt(at);
    }

    private char next() {
        char c = peek();
        at++;
        return c;
    }

    private void expect(char c) {
        if (next() != c) {
            throw fault("'" + c + "' expected");
        }
    }

    private IllegalArgumentException fault(String what) {
        return new IllegalArgumentException("not a flat error document: " + what + " at " + at);
    }
}
