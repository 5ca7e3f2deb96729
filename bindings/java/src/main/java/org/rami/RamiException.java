package org.rami;

/**
 * A failure reported by librami_c: its error document {@code {"code","rule","message"}}
 * (docs/json.md, "Errors") and the status of the call.
 *
 * <p>{@link #code()} is stable (docs/errors.md lists every code): program against it. {@link
 * #rule()} is the rule broken, {@code "R1"} to {@code "R14"} as docs/rules.md numbers the rules
 * taken from the rule documents, or {@code "format"} for malformed input. The exception's
 * message is the library's sentence for a player, with its detail in parentheses. The subclasses
 * say which kind of failure it is: {@link RuleException} (the rules refuse a well-formed move),
 * {@link MalformedInputException} (bad input); this class itself is thrown only for {@code
 * RAMI_INTERNAL}, a failure of the library (out of memory, a bug).
 */
public class RamiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The stable error code. */
    private final String code;
    /** The rule broken, or "format". */
    private final String rule;
    /** The C status. */
    private final int status;

    /**
     * Makes the exception for one error document.
     *
     * @param status the C status: 1 RAMI_REFUSED, 2 RAMI_MALFORMED, 3 RAMI_INTERNAL
     * @param code the stable error code, e.g. {@code "must_draw_first"}
     * @param rule {@code "R1"}..{@code "R14"} or {@code "format"}
     * @param message the sentence for a player
     */
    public RamiException(int status, String code, String rule, String message) {
        super(message);
        this.status = status;
        this.code = code;
        this.rule = rule;
    }

    /** {@return the stable error code, e.g. {@code "must_draw_first"} or {@code "unknown_card"}} */
    public String code() {
        return code;
    }

    /** {@return the rule broken: {@code "R1"}..{@code "R14"} (docs/rules.md), or {@code "format"}} */
    public String rule() {
        return rule;
    }

    /** {@return the C status: 1 (RAMI_REFUSED), 2 (RAMI_MALFORMED) or 3 (RAMI_INTERNAL)} */
    public int status() {
        return status;
    }
}
