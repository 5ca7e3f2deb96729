package org.rami;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Moves the rules refuse, and malformed input: the exceptions, their code, rule and message. */
class ErrorTest {
    @Test
    void discardBeforeDrawingIsRefusedByR2() {
        try (Game deal = Game.create("rami51", 2, 3);
                Game game = Turns.discard(deal)) {
            String before = game.toJson();
            // A card the seat holds, so that only the missing draw is wrong.
            String card = Documents.strings(game.viewJson(game.currentSeat()), "hand").get(0);
            RuleException e = assertThrows(RuleException.class,
                    () -> game.apply("{\"type\":\"discard\",\"card\":\"" + card + "\"}"));
            assertEquals("must_draw_first", e.code());
            assertEquals("R2", e.rule());
            assertEquals(1, e.status());
            assertTrue(e.getMessage().startsWith("Draw first"), e.getMessage());
            assertEquals(before, game.toJson());
        }
    }

    @Test
    void illegalActionIdIsRefused() {
        try (Game game = Game.create("rami51", 2, 3)) {
            int[] legal = game.legalActions();
            int illegal = 0;
            while (Arrays.binarySearch(legal, illegal) >= 0) {
                illegal++;
            }
            final int id = illegal;
            RuleException e = assertThrows(RuleException.class, () -> game.step(id));
            assertTrue(e.rule().matches("R([2-9]|1[0-2])"), e.rule());
            assertFalse(e.getMessage().isEmpty());
        }
    }

    @Test
    void tooManyPlayersIsRefusedByR1() {
        RuleException e = assertThrows(RuleException.class, () -> Game.create("rami51", 5, 1));
        assertEquals("players_out_of_range", e.code());
        assertEquals("R1", e.rule());
    }

    @Test
    void handAnalysisRefusesACardTheDeckLacks() {
        // A call returning text: its status comes from the library, here a refusal by R1.
        RuleException e = assertThrows(RuleException.class, () -> Rami.bestJson("rami50", "JK 5H 6H", false));
        assertEquals("card_not_in_deck", e.code());
        assertEquals("R1", e.rule());
        assertEquals(1, e.status());
        // Reading the same cards as a meld answers that they make none: not a failure.
        String meld = Rami.meldJson("rami50", "JK 5H 6H");
        assertTrue(meld.contains("\"valid\":false") && meld.contains("\"code\":\"card_not_in_deck\""), meld);
    }

    /** Each case: a name, what to do with a fresh rami51 game of 2 seats, the expected code. */
    static Stream<Arguments> malformed() {
        return Stream.of(
                bad("bad JSON", g -> g.apply("{"), "invalid_json"),
                bad("not a move", g -> g.apply("{\"type\":\"jump\"}"), "invalid_move"),
                bad("unknown card", g -> g.apply("{\"type\":\"discard\",\"card\":\"ZZ\"}"), "unknown_card"),
                bad("null move", g -> g.apply(null), "missing_field"),
                bad("unknown variant", g -> Game.create("rami52", 2, 1), "unknown_variant"),
                bad("bad rules document", g -> Game.create("{\"format\":\"rami.rules/1\"}", 2, 1), "missing_field"),
                bad("seat too high", g -> g.viewJson(2), "seat_out_of_range"),
                bad("negative seat", g -> g.viewJson(-1), "seat_out_of_range"),
                bad("action id too high", g -> g.step(g.actionSpaceSize()), "number_out_of_range"),
                bad("negative action id", g -> g.step(-1), "number_out_of_range"),
                bad("action JSON out of range", g -> g.actionJson(g.actionSpaceSize()), "number_out_of_range"),
                bad("state not JSON", g -> Game.fromJson("{"), "invalid_json"),
                bad("state without fields", g -> Game.fromJson("{}"), "missing_field"),
                bad("state with a card missing", g -> Game.fromJson(g.toJson().replaceFirst("\"stock\":\\[\"[^\"]+\",", "\"stock\":[")), "cards_not_deck"),
                bad("unknown bot", g -> g.botMoveJson("nobody", 1), "unknown_value"),
                bad("meld of an unknown card", g -> Rami.meldJson("rami51", "1S 2S 3S"), "unknown_card"),
                bad("meld of an unknown variant", g -> Rami.meldJson("rami52", "AS 2S 3S"), "unknown_variant"),
                bad("best of no cards", g -> Rami.bestJson("rami51", "", false), "empty_input"));
    }

    private static Arguments bad(String name, Function<Game, Object> call, String code) {
        return Arguments.of(name, call, code);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void malformedInputRaisesMalformedInputException(String name, Function<Game, Object> call, String code) {
        try (Game game = Game.create("rami51", 2, 3)) {
            MalformedInputException e = assertThrows(MalformedInputException.class, () -> call.apply(game));
            assertEquals(code, e.code());
            assertEquals(2, e.status());
            // A missing card breaks R1 (the deck); everything else here is a format fault.
            assertEquals(code.equals("cards_not_deck") ? "R1" : "format", e.rule());
            assertFalse(e.getMessage().isEmpty());
            // The game is still usable after the failure.
            assertEquals(2, game.players());
        }
    }

    @Test
    void messageCarriesTheInputsDetailInUtf8() {
        try (Game game = Game.create("rami51", 2, 3)) {
            MalformedInputException e = assertThrows(MalformedInputException.class,
                    () -> game.apply("{\"type\":\"discard\",\"card\":\"é\\\"♠\"}"));
            assertEquals("unknown_card", e.code());
            // The detail echoes the card: non-ASCII text and a JSON escape, read back intact.
            assertTrue(e.getMessage().contains("é\"♠"), e.getMessage());
        }
    }

    @Test
    void suitSymbolsAreReadAsUtf8() {
        try (Game game = Game.create("rami51", 2, 3)) {
            List<String> hand = Documents.strings(game.viewJson(0), "hand");
            String card = hand.stream().filter(c -> c.endsWith("S")).findFirst().orElseThrow();
            String symbol = card.substring(0, card.length() - 1) + "♠";
            try (Game next = game.apply("{\"type\":\"discard\",\"card\":\"" + symbol + "\"}")) {
                assertNotEquals(game.toJson(), next.toJson());
                assertEquals(card, Documents.strings(next.viewJson(0), "discard").get(0));
            }
        }
    }
}
