package org.rami;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A Bot kept for the round plays as {@code rami play}; a bot made for each move does not. */
class BotTest {
    /** The moves of a round, with the counts of what a bot made for each move did alike. */
    private record Round(List<String> moves, int firstEqual, int freshDiffers) {}

    /** One Bot per seat, seeded as {@code rami play} seeds them: the deal's seed × 31 + seat. */
    private static Round play(String variant, int players, long seed, String name) {
        List<Bot> bots = new ArrayList<>();
        List<String> moves = new ArrayList<>();
        int[] asked = new int[players];
        int firstEqual = 0;
        int freshDiffers = 0;
        try {
            for (int seat = 0; seat < players; seat++) {
                bots.add(new Bot(name, seed * 31 + seat));
            }
            Game game = Game.create(variant, players, seed);
            while (!game.isOver()) {
                assertTrue(moves.size() < 20_000, "the round never ended");
                int seat = game.currentSeat();
                String kept = bots.get(seat).moveJson(game);
                String fresh = game.botMoveJson(name, seed * 31 + seat);
                if (asked[seat]++ == 0 && fresh.equals(kept)) {
                    firstEqual++;
                }
                if (!fresh.equals(kept)) {
                    freshDiffers++;
                }
                Game next = game.apply(kept);
                game.close();
                game = next;
                moves.add(kept);
            }
            Game over = game;
            RuleException e = assertThrows(RuleException.class, () -> bots.get(0).moveJson(over));
            assertEquals("round_over", e.code());
            game.close();
        } finally {
            bots.forEach(Bot::close);
        }
        return new Round(moves, firstEqual, freshDiffers);
    }

    @Test
    void aKeptBotPartsFromAFreshOneAndReplaysForItsSeed() {
        Round round = play("rami51", 2, 7, "ismcts-easy");
        assertEquals(2, round.firstEqual());
        assertTrue(round.freshDiffers() > 0);
        assertEquals(round.moves(), play("rami51", 2, 7, "ismcts-easy").moves());
    }

    /** RAMI_PLAY_RECORD: {@code rami play --variant rami51 --players 2 --seed 7 --bots ismcts-easy --json}. */
    @Test
    void keptBotsMakeTheMovesOfRamiPlay() throws IOException {
        String path = System.getenv("RAMI_PLAY_RECORD");
        assumeTrue(path != null, "RAMI_PLAY_RECORD is not set (tools/test_bindings.sh writes it)");
        String record = Files.readString(Path.of(path));
        for (String field : List.of("\"bots\":[\"ismcts-easy\",\"ismcts-easy\"]", "\"players\":2", "\"seed\":7",
                "\"variant\":\"rami51\"")) {
            assertTrue(record.contains(field), "the record is not of that round: " + field);
        }
        int at = record.indexOf("\"moves\":[") + "\"moves\":".length();
        List<String> moves = play("rami51", 2, 7, "ismcts-easy").moves();
        for (int i = 0; i < moves.size(); i++) {
            char separator = record.charAt(at);
            assertTrue((separator == '[' || separator == ',') && record.startsWith(moves.get(i), at + 1),
                    "move " + i + ": " + moves.get(i) + ", the record: " + record.substring(at, Math.min(record.length(), at + 120)));
            at += 1 + moves.get(i).length();
        }
        assertEquals(']', record.charAt(at), "the record has more moves");
    }

    @Test
    void refusalsAndClosing() {
        MalformedInputException unknown = assertThrows(MalformedInputException.class, () -> new Bot("clever", 1));
        assertEquals("unknown_value", unknown.code());
        assertThrows(MalformedInputException.class, () -> new Bot(null, 1));
        Bot bot = new Bot("greedy", 0);
        assertEquals("greedy", bot.name());
        try (Game game = Game.create("rami51", 2, 1)) {
            assertTrue(bot.moveJson(game).contains("\"type\":"));
            bot.close();
            bot.close();
            assertThrows(IllegalStateException.class, () -> bot.moveJson(game));
        }
        try (Bot kept = new Bot("random", 1)) {
            Game closed = Game.create("rami51", 2, 1);
            closed.close();
            assertThrows(IllegalStateException.class, () -> kept.moveJson(closed));
        }
    }
}
