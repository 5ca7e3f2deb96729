//! Refused moves and malformed input: a RuleError with its status, code, rule and message,
//! never a crash.

use rami::{best_json, meld_json, Game, RuleError, Status};

fn assert_error(result: Result<impl std::fmt::Debug, RuleError>, status: Status, code: &str, rule: &str) -> RuleError {
    let error = result.expect_err(code);
    assert_eq!((error.status, error.code.as_str(), error.rule.as_str()), (status, code, rule), "{}", error);
    assert!(!error.message.is_empty());
    error
}

#[test]
fn a_move_the_rules_refuse_names_its_rule() {
    let game = Game::new("rummy_classic", 2, 7).unwrap();
    let error = assert_error(game.apply(r#"{"type":"discard","card":"KS"}"#), Status::Refused, "must_draw_first", "R2");
    assert!(error.message.starts_with("Draw first"), "{}", error.message);
    assert_eq!(error.to_string(), format!("must_draw_first (R2): {}", error.message));
    let boxed: Box<dyn std::error::Error> = Box::new(error);
    assert!(boxed.to_string().contains("R2"));

    let drawn = game.step(0).unwrap();
    assert_error(drawn.apply(r#"{"type":"draw"}"#), Status::Refused, "already_drawn", "R2");
    // An action that is in the space but not legal now.
    let discard = drawn.legal_actions()[0];
    assert_error(game.step(discard), Status::Refused, "must_draw_first", "R2");
    assert_error(Game::new("rami51", 5, 1), Status::Refused, "players_out_of_range", "R1");
}

#[test]
fn malformed_input_is_a_malformed_error() {
    let game = Game::new("rami51", 2, 3).unwrap();
    let size = game.action_space_size();
    assert_error(game.apply("{not json"), Status::Malformed, "invalid_json", "format");
    assert_error(game.apply(""), Status::Malformed, "invalid_json", "format");
    assert_error(game.apply(r#"{"type":"jump"}"#), Status::Malformed, "invalid_move", "format");
    assert_error(game.apply(r#"{"type":"discard","card":"ZZ"}"#), Status::Malformed, "unknown_card", "format");
    assert_error(Game::new("rami52", 2, 1), Status::Malformed, "unknown_variant", "format");
    assert_error(Game::new(r#"{"format": 3"#, 2, 1), Status::Malformed, "invalid_json", "format");
    assert_error(Game::from_json("[1, 2"), Status::Malformed, "invalid_json", "format");
    assert_error(Game::from_json("{}"), Status::Malformed, "missing_field", "format");
    assert_error(game.view_json(2), Status::Malformed, "seat_out_of_range", "format");
    assert_error(game.view_json(usize::MAX), Status::Malformed, "seat_out_of_range", "format");
    assert_error(game.step(size), Status::Malformed, "number_out_of_range", "format");
    assert_error(game.step(-1), Status::Malformed, "number_out_of_range", "format");
    assert_error(game.step(i32::MAX), Status::Malformed, "number_out_of_range", "format");
    assert_error(game.action_json(size), Status::Malformed, "number_out_of_range", "format");
    assert_error(game.action_json(-1), Status::Malformed, "number_out_of_range", "format");
    assert_error(game.bot_move_json("clever", 1), Status::Malformed, "unknown_value", "format");
    assert_error(meld_json("rami51", "7H 8H ZZ"), Status::Malformed, "unknown_card", "format");
    assert_error(meld_json("nope", "7H 8H 9H"), Status::Malformed, "unknown_variant", "format");
    assert_error(meld_json("rami51", ""), Status::Malformed, "empty_input", "format");
    assert_error(best_json("rami51", r#"["7H", "#, false), Status::Malformed, "invalid_json", "format");
    // The game itself is still fine after all that.
    assert_eq!(game.legal_actions().len(), Game::from_json(&game.to_json()).unwrap().legal_actions().len());
}

#[test]
fn a_state_that_breaks_the_deck_does_not_load() {
    let text = Game::new("rami51", 2, 42).unwrap().to_json();
    let at = text.find(r#""stock":[""#).unwrap() + 10;
    let broken = format!("{}JK{}", &text[..at], &text[at + 2..]); // a stock card becomes a joker
    // Malformed input, though the rule it breaks is R1 (the deck): the status is not the rule's.
    assert_error(Game::from_json(&broken), Status::Malformed, "cards_not_deck", "R1");
}

#[test]
fn a_text_call_that_fails_has_the_status_the_library_reports() {
    // The hand analysis refuses a joker in rami50, whose deck has none: NULL, then Refused (R1).
    assert_error(best_json("rami50", "JK 5H 6H", false), Status::Refused, "card_not_in_deck", "R1");
    assert_error(best_json("rummy_classic", "5H 5H 6H", false), Status::Refused, "too_many_copies", "R1");
    // A bad seat is malformed, and a success right after is no failure.
    let game = Game::new("rami51", 2, 3).unwrap();
    assert_error(game.view_json(5), Status::Malformed, "seat_out_of_range", "format");
    assert!(game.view_json(1).is_ok());
}

#[test]
fn a_nul_character_is_malformed_input_not_a_panic() {
    let game = Game::new("rami51", 2, 3).unwrap();
    let error = assert_error(game.apply("{\"type\":\"draw\"}\0"), Status::Malformed, "invalid_json", "format");
    assert!(error.message.contains("byte 15"), "{}", error.message);
    assert_error(Game::from_json("\0"), Status::Malformed, "invalid_json", "format");
    assert_error(Game::new("rami51\0", 2, 1), Status::Malformed, "unknown_variant", "format");
    assert_error(Game::new("{\"base\":\0}", 2, 1), Status::Malformed, "invalid_json", "format");
    assert_error(game.bot_move_json("greedy\0", 1), Status::Malformed, "unknown_value", "format");
    assert_error(meld_json("rami51", "7H\0 8H 9H"), Status::Malformed, "unknown_card", "format");
    assert_error(best_json("rami51", "[\"7H\0\"]", true), Status::Malformed, "invalid_json", "format");
}

#[test]
fn a_hand_too_large_for_the_analysis_is_refused() {
    let hand = vec!["7H"; 200].join(" ");
    assert_error(best_json("rami51", &hand, false), Status::Malformed, "hand_too_large", "format");
    // As a meld it is an answer, not a failure: valid false, with the R3 error inside.
    let meld = meld_json("rami51", &hand).unwrap();
    assert!(meld.contains(r#""valid":false"#) && meld.contains(r#""rule":"R3""#), "{}", meld);
}
