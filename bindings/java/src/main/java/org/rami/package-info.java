/**
 * Java binding of rami, the rules engine of Rami (the French family of rummy games), over its C
 * interface librami_c (rami/rami.h) through JNA.
 *
 * <p>{@link org.rami.Game} is one immutable round: deal it, list the legal actions, step or apply
 * moves, show each seat its view, read the scores. {@link org.rami.Rami} reads melds and the best
 * lay-down of a hand. Documents are JSON text in the wire format of docs/json.md; failures are
 * {@link org.rami.RamiException}s carrying the stable error code (docs/errors.md) and the rule
 * broken, R1..R14 as docs/rules.md gives them from the rule documents, or {@code "format"}. The
 * exception's class follows the status the library reports ({@code rami_last_status} after a call
 * that returns text), not the rule: a state whose cards are not the deck is a
 * {@link org.rami.MalformedInputException} with rule R1.
 */
package org.rami;
