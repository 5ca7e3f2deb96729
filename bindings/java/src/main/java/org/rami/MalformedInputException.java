package org.rami;

/**
 * Bad input (status RAMI_MALFORMED): text that is not JSON, an unknown card, variant or bot, a
 * seat or action id out of range, a state document that does not check, a null argument
 * ({@code missing_field}). {@link #rule()} is {@code "format"}, except for a state whose cards
 * or melds break a rule (e.g. {@code cards_not_deck}, R1).
 */
public class MalformedInputException extends RamiException {
    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception for one error document of malformed input.
     *
     * @param code the stable error code
     * @param rule the rule broken, or {@code "format"}
     * @param message the sentence for a player
     */
    public MalformedInputException(String code, String rule, String message) {
        super(RamiLibrary.RAMI_MALFORMED, code, rule, message);
    }
}
