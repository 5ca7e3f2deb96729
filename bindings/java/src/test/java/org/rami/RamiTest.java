package org.rami;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The library's version and the hand analysis: melds and the best lay-down. */
class RamiTest {
    @Test
    void versionAndAbi() {
        assertTrue(Rami.version().matches("\\d+\\.\\d+\\.\\d+"), Rami.version());
        assertEquals(Rami.ABI_VERSION, Rami.abiVersion());
    }

    @Test
    void twoJokersAndAnAceAreASetOf33Points() {
        String meld = Rami.meldJson("rami51", "JK AH JK");
        assertEquals("true", Documents.raw(meld, "valid"));
        assertEquals("set", Documents.string(meld, "kind"));
        assertEquals("33", Documents.raw(meld, "points"));
        assertEquals(java.util.List.of("A?", "AH", "A?"), Documents.strings(meld, "reading"));
    }

    @Test
    void meldAsJsonArray() {
        String meld = Rami.meldJson("rami51", "[\"7H\",\"8H\",\"JK\"]");
        assertEquals("run", Documents.string(meld, "kind"));
        assertEquals(java.util.List.of("7H", "8H", "9H"), Documents.strings(meld, "reading"));
    }

    @Test
    void cardsThatMakeNoMeldAreAnAnswerNotAFailure() {
        String meld = Rami.meldJson("rami51", "KH AH 2H");
        assertEquals("false", Documents.raw(meld, "valid"));
        String error = Documents.raw(meld, "error");
        assertEquals("run_wraps", Documents.string(error, "code"));
        assertEquals("R3", Documents.string(error, "rule"));
    }

    @Test
    void bestLayDownOfAHand() {
        String best = Rami.bestJson("rami51", "7H 8H 9H KS KD KC 2C", false);
        assertEquals("54", Documents.raw(best, "points"));
        assertEquals(java.util.List.of("2C"), Documents.strings(best, "left"));
        assertEquals("2", Documents.raw(best, "deadwood"));
        assertEquals("true", Documents.raw(best, "can_go_out"));
    }

    @Test
    void openingMinimumAppliesOnlyBeforeOpening() {
        // 15 points: below rami51's 51 to open, a meld once opened (R6).
        String closed = Rami.bestJson("rami51", "4S 5S 6S KD", false);
        String opened = Rami.bestJson("rami51", "4S 5S 6S KD", true);
        assertEquals("0", Documents.raw(closed, "points"));
        assertEquals("15", Documents.raw(opened, "points"));
    }
}
