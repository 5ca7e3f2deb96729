package org.rami;

/**
 * Well-formed input that the rules refuse (status RAMI_REFUSED): an illegal move, say a discard
 * before the draw ({@code must_draw_first}, R2), or a number of players the variant is not
 * played with ({@code players_out_of_range}, R1). {@link #rule()} names the rule, R1..R14, as
 * docs/rules.md gives them from the rule documents.
 */
public class RuleException extends RamiException {
    private static final long serialVersionUID = 1L;

    /**
     * Makes the exception for one error document of refusal.
     *
     * @param code the stable error code
     * @param rule the rule broken, or {@code "format"}
     * @param message the sentence for a player
     */
    public RuleException(String code, String rule, String message) {
        super(RamiLibrary.RAMI_REFUSED, code, rule, message);
    }
}
