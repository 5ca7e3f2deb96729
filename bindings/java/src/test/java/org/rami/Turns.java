package org.rami;

/** Deterministic ways through the first turns, for tests that need a game at a given point. */
final class Turns {
    private Turns() {}

    /** Steps the first legal action {@code count} times, closing the games passed through. */
    static Game advance(Game game, int count) {
        for (int i = 0; i < count && !game.isOver(); i++) {
            Game next = game.step(game.legalActions()[0]);
            game.close();
            game = next;
        }
        return game;
    }

    /**
     * Ends the current seat's turn by the first legal discard (the seat must be in its play
     * phase, as the first seat of rami51 is at the deal); the next seat must then draw.
     */
    static Game discard(Game game) {
        for (int id : game.legalActions()) {
            if (game.actionJson(id).contains("\"type\":\"discard\"")) {
                return game.step(id);
            }
        }
        throw new AssertionError("no legal discard in " + game.toJson());
    }
}
