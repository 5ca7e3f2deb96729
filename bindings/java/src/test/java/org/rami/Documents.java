package org.rami;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the few members the tests look at from the engine's JSON (compact, no spaces, cards and
 * numbers without commas inside): a top-level member's text, arrays of cards and of numbers.
 */
final class Documents {
    private Documents() {}

    /** The text of the top-level member {@code name}: a number, true, null, "text", [...], {...}. */
    static String raw(String json, String name) {
        String key = "\"" + name + "\":";
        int depth = 0;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c == '"') {
                if (depth == 1 && json.startsWith(key, i)) {
                    int start = i + key.length();
                    return json.substring(start, end(json, start));
                }
                i = end(json, i) - 1;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                depth--;
            }
        }
        throw new AssertionError("no member " + name + " in " + json);
    }

    /** The top-level string member {@code name}, e.g. a state's {@code "phase"}. */
    static String string(String json, String name) {
        return unquote(raw(json, name));
    }

    /** The top-level array of strings {@code name}, e.g. a view's {@code "hand"}. */
    static List<String> strings(String json, String name) {
        return items(raw(json, name)).stream().map(Documents::unquote).toList();
    }

    /** The top-level array of whole numbers {@code name}, e.g. the scores' {@code "round"}. */
    static int[] numbers(String json, String name) {
        return items(raw(json, name)).stream().mapToInt(Integer::parseInt).toArray();
    }

    /** A state's {@code "hands"}: one list of cards per seat. */
    static List<List<String>> hands(String state) {
        String hands = raw(state, "hands");
        List<List<String>> out = new ArrayList<>();
        for (int i = 1; i < hands.length() - 1; ) {
            int end = end(hands, i);
            out.add(items(hands.substring(i, end)).stream().map(Documents::unquote).toList());
            i = end + 1; // past the comma
        }
        return out;
    }

    /** Where the value starting at {@code start} ends (one past its last character). */
    private static int end(String json, int start) {
        char first = json.charAt(start);
        if (first == '"') {
            int i = start + 1;
            while (json.charAt(i) != '"') {
                i += json.charAt(i) == '\\' ? 2 : 1;
            }
            return i + 1;
        }
        if (first == '[' || first == '{') {
            int depth = 0;
            for (int i = start; ; i++) {
                char c = json.charAt(i);
                if (c == '"') {
                    i = end(json, i) - 1;
                } else if (c == '[' || c == '{') {
                    depth++;
                } else if ((c == ']' || c == '}') && --depth == 0) {
                    return i + 1;
                }
            }
        }
        int i = start;
        while (i < json.length() && ",]}".indexOf(json.charAt(i)) < 0) {
            i++;
        }
        return i;
    }

    /** The items of an array of scalars, {@code [a,b,c]}. */
    private static List<String> items(String array) {
        if (!array.startsWith("[") || !array.endsWith("]")) {
            throw new AssertionError("not an array: " + array);
        }
        String inside = array.substring(1, array.length() - 1);
        return inside.isEmpty() ? List.of() : List.of(inside.split(","));
    }

    private static String unquote(String item) {
        if (item.length() < 2 || !item.startsWith("\"") || !item.endsWith("\"")) {
            throw new AssertionError("not a string: " + item);
        }
        return item.substring(1, item.length() - 1);
    }
}
