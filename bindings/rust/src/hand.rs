//! Hand analysis: reading cards as a meld, and the best lay-down of a hand.

use crate::error::RuleError;
use crate::ffi;
use crate::text::{c_string, take_string, Input};

/// Reads `cards` as one meld of the variant `rules` (an id or a rules document), as
/// `rami meld` does. `cards` is words (`"7H 8H JK"`: rank then suit, `JK` a joker) or a JSON
/// array of cards.
///
/// Returns `{"valid":true,"kind":"run"|"set","points":N,"reading":[...],"cards":[...]}`: the
/// meld's kind (R3), what each joker stands for (R4) and its points (R5); or, for cards that
/// make no legal meld of the variant, `{"valid":false,"error":{"code","rule","message"}}`
/// (R1, R3-R5), which is an answer, not an `Err`, even for a card the variant's deck lacks
/// (`card_not_in_deck`, R1: a joker in rami50).
///
/// Errors: [`Status::Malformed`](crate::Status::Malformed) for an unknown variant
/// (`unknown_variant`), an unknown card (`unknown_card`), bad JSON or no cards (`empty_input`).
///
/// ```
/// let meld = rami::meld_json("rami51", "JK AH JK")?;
/// assert!(meld.contains(r#""valid":true"#) && meld.contains(r#""kind":"set""#));
/// assert!(meld.contains(r#""points":33"#)); // an ace counts 11 in a set, and so each joker
/// assert!(rami::meld_json("rami51", "5H 6S 7H")?.contains(r#""rule":"R3""#));
/// assert_eq!(rami::meld_json("rami51", "5H 6H ZZ").unwrap_err().code, "unknown_card");
/// # Ok::<(), rami::RuleError>(())
/// ```
pub fn meld_json(rules: &str, cards: &str) -> Result<String, RuleError> {
    let rules = c_string(rules, Input::Rules)?;
    let cards = c_string(cards, Input::Cards)?;
    // Safety: valid C strings; take_string copies and frees the result.
    unsafe { take_string(ffi::rami_meld_json(rules.as_ptr(), cards.as_ptr())) }
}

/// The best lay-down of a hand for the variant `rules`, as `rami best` prints it:
/// `{"melds":[...],"points":N,"left":[cards],"deadwood":N,"min_deadwood":N,"can_go_out":bool}`:
/// the melds to lay and their points (R5), the cards left in hand and their penalty, the
/// deadwood (R13). `opened`: the seat has opened already, so no opening minimum applies (R6).
/// `cards` as for [`meld_json`].
///
/// Errors: [`Status::Malformed`](crate::Status::Malformed) for an unknown variant or card, and
/// `hand_too_large` for a hand beyond what the analysis takes;
/// [`Status::Refused`](crate::Status::Refused) for a card the variant's deck lacks or more
/// copies of one than it holds (`card_not_in_deck`, `too_many_copies`, R1).
///
/// ```
/// let best = rami::best_json("rummy_classic", "7H 8H 9H KS KD KC 2C", true)?;
/// assert!(best.contains(r#""deadwood":2"#)); // the 2C is left
/// # Ok::<(), rami::RuleError>(())
/// ```
pub fn best_json(rules: &str, cards: &str, opened: bool) -> Result<String, RuleError> {
    let rules = c_string(rules, Input::Rules)?;
    let cards = c_string(cards, Input::Cards)?;
    // Safety: valid C strings; take_string copies and frees the result.
    unsafe { take_string(ffi::rami_best_json(rules.as_ptr(), cards.as_ptr(), opened.into())) }
}
