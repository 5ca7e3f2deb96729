package org.rami;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The binding's own reader of the flat error document. */
class ErrorDocumentTest {
    @Test
    void readsTheThreeMembers() {
        Map<String, String> e = ErrorDocument.parse(
                "{\"code\":\"must_draw_first\",\"rule\":\"R2\",\"message\":\"Draw first.\"}");
        assertEquals(Map.of("code", "must_draw_first", "rule", "R2", "message", "Draw first."), e);
    }

    @Test
    void readsEveryStringEscape() {
        Map<String, String> e = ErrorDocument.parse(
                " { \"message\" : \"q\\\"b\\\\s\\/b\\bf\\fn\\nr\\rt\\t u\\u00e9\\u2660 \\ud83c\\udca1\" } ");
        assertEquals("q\"b\\s/b\bf\fn\nr\rt\t u\u00e9\u2660 \ud83c\udca1", e.get("message"));
    }

    @Test
    void keepsTextThatNeedsNoEscape() {
        assertEquals("é♠ 🂡", ErrorDocument.parse("{\"m\":\"é♠ 🂡\"}").get("m"));
        assertEquals(Map.of(), ErrorDocument.parse("{}"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{", "{\"a\"}", "{\"a\":1}", "{\"a\":\"b\",}", "{\"a\":\"b\"} x",
            "{\"a\":\"\\x\"}", "{\"a\":\"\\u12\"}", "{\"a\":\"\\u12g4\"}", "{\"a\":\"b", "{\"a\":\"\n\"}"})
    void refusesWhatIsNotAFlatErrorDocument(String text) {
        assertThrows(IllegalArgumentException.class, () -> ErrorDocument.parse(text));
    }
}
