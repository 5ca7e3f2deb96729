package org.rami;

/**
 * The library as a whole, and the hand analysis that needs no game: reading a meld, the best
 * lay-down of a hand. The rules are those of docs/rules.md (R1..R14), taken from the five French
 * rule documents it lists; a variant is named by its id ({@code "rami40"}, {@code "rami50"},
 * {@code "rami51"}, {@code "manie_joker51"}, {@code "rami51_kaluki"}, {@code "rami_francais"},
 * {@code "rami7"}, {@code "rummy_classic"}) or given as a rules document (JSON text starting with
 * <code>{</code>, format {@code rami.rules/1}, docs/json.md).
 *
 * <p>Cards are written as in docs/json.md: rank then suit ({@code "10H"}, {@code "QS"}), the
 * joker {@code "JK"}. Every method may be called from any thread.
 */
public final class Rami {
    /** The ABI version this binding was written for; {@link #abiVersion()} must equal it. */
    public static final int ABI_VERSION = RamiLibrary.ABI_VERSION;

    private Rami() {}

    /** {@return the engine's version, {@code "MAJOR.MINOR.PATCH"}} */
    public static String version() {
        return RamiLibrary.C.rami_version();
    }

    /**
     * {@return the ABI version of the librami_c loaded, the {@code N} of {@code librami_c.so.N}}
     * Loading a library whose ABI is not {@link #ABI_VERSION}, or an older one of ABI 1 without
     * {@code rami_last_status} (which gives each failure's status), fails with UnsatisfiedLinkError.
     */
    public static int abiVersion() {
        return RamiLibrary.C.rami_abi_version();
    }

    /**
     * Reads cards as one meld (R3 melds, R4 reading the jokers, R5 points), as {@code rami meld}
     * does. For {@code rami51} and {@code "JK AH JK"}:
     * {@code {"cards":["JK","AH","JK"],"kind":"set","points":33,"reading":["A?","AH","A?"],"valid":true}}.
     * Cards that make no meld of the variant are not a failure, a card its deck lacks included:
     * {@code {"valid":false,"error":{"code",...}}} ({@code card_not_in_deck}, R1, for a joker in
     * {@code rami50}).
     *
     * @param rules a variant id or a rules document
     * @param cards words ({@code "7H 8H JK"}) or a JSON array of cards
     * @return the meld document, JSON text
     * @throws MalformedInputException unknown variant ({@code unknown_variant}), unknown card
     *     ({@code unknown_card}), no cards ({@code empty_input}), a null argument
     */
    public static String meldJson(String rules, String cards) {
        return Calls.take(RamiLibrary.C.rami_meld_json(rules, cards));
    }

    /**
     * The best lay-down of a hand, as {@code rami best} prints it: {@code {"melds":[meld...],
     * "points":N,"left":[cards],"deadwood":N,"min_deadwood":N,"can_go_out":bool}} (points by R5,
     * deadwood by the R13 penalties, the opening minimum of R6 unless {@code opened}).
     *
     * @param rules a variant id or a rules document
     * @param cards the hand: words or a JSON array of cards
     * @param opened true when the seat has opened, so that no opening minimum applies (R6)
     * @return the lay-down document, JSON text
     * @throws MalformedInputException unknown variant or card, no cards, a hand beyond what the
     *     analysis takes ({@code hand_too_large}), a null argument
     * @throws RuleException a card the variant's deck lacks, or more copies of one than it holds
     *     ({@code card_not_in_deck}, {@code too_many_copies}, R1)
     */
    public static String bestJson(String rules, String cards, boolean opened) {
        return Calls.take(RamiLibrary.C.rami_best_json(rules, cards, opened ? 1 : 0));
    }
}
