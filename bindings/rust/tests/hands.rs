//! Hand analysis: the meld and best-hand documents.

use rami::{best_json, meld_json};

#[test]
fn jokers_with_an_ace_make_a_set_of_33_points() {
    let meld = meld_json("rami51", "JK AH JK").unwrap();
    for part in [r#""valid":true"#, r#""kind":"set""#, r#""points":33"#, r#""reading":["A?","AH","A?"]"#] {
        assert!(meld.contains(part), "{} in {}", part, meld);
    }
    // The same cards as a JSON array, and in the symbols the wire format also reads.
    assert_eq!(meld_json("rami51", r#"["JK", "ah", "jk"]"#).unwrap(), meld);
}

#[test]
fn a_run_and_cards_that_make_no_meld() {
    let run = meld_json("rami51", "7H 8H JK").unwrap();
    assert!(run.contains(r#""kind":"run""#) && run.contains(r#""reading":["7H","8H","9H"]"#), "{}", run);
    let wrap = meld_json("rami51", "KH AH 2H").unwrap();
    assert!(wrap.contains(r#""valid":false"#) && wrap.contains(r#""code":"run_wraps""#), "{}", wrap);
    // rami50 has no joker (R1): an answer too, not a failure.
    let no_joker = meld_json("rami50", "JK 5H 6H").unwrap();
    assert!(no_joker.contains(r#""valid":false"#) && no_joker.contains(r#""code":"card_not_in_deck""#), "{}", no_joker);
    assert!(no_joker.contains(r#""rule":"R1""#), "{}", no_joker);
}

#[test]
fn the_best_lay_down_of_a_hand() {
    let best = best_json("rummy_classic", "7H 8H 9H KS KD KC 2C", true).unwrap();
    for part in [r#""deadwood":2"#, r#""left":["2C"]"#, r#""points":54"#, r#""can_go_out":true"#] {
        assert!(best.contains(part), "{} in {}", part, best);
    }
    // In rami51 a run of 24 points is below the 51 needed to open (R6): nothing is laid.
    let unopened = best_json("rami51", "7H 8H 9H KS", false).unwrap();
    assert!(unopened.contains(r#""melds":[]"#) && unopened.contains(r#""deadwood":34"#), "{}", unopened);
    // Once opened it is laid, and the king is discarded to go out.
    let opened = best_json("rami51", "7H 8H 9H KS", true).unwrap();
    for part in [r#""left":["KS"]"#, r#""deadwood":10"#, r#""can_go_out":true"#] {
        assert!(opened.contains(part), "{} in {}", part, opened);
    }
    // A play may not empty the hand (R7): three cards that make a run cannot all be laid.
    let three = best_json("rami51", "7H 8H 9H", true).unwrap();
    assert!(three.contains(r#""can_go_out":false"#), "{}", three);
}
