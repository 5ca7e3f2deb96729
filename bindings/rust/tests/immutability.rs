//! Games are values: a step or a move leaves its input unchanged; states round-trip as JSON.

mod common;

use common::{Random, VARIANTS};
use rami::Game;

#[test]
fn step_and_apply_leave_the_input_unchanged() {
    let game = Game::new("rami51", 3, 11).unwrap();
    let before = game.to_json();
    let ids = game.legal_actions();
    for &id in &ids {
        let next = game.step(id).unwrap();
        assert_ne!(next.to_json(), before, "action {} changed nothing", id);
        assert_eq!(game.to_json(), before, "action {} changed its input", id);
    }
    let moved = game.apply(&game.action_json(ids[0]).unwrap()).unwrap();
    assert_eq!(game.to_json(), before);
    assert_eq!(game.legal_actions(), ids);
    // The same action gives the same next state, by id or as a move document.
    assert_eq!(moved.to_json(), game.step(ids[0]).unwrap().to_json());
}

#[test]
fn state_json_round_trips_to_the_same_text() {
    let mut random = Random(5);
    for variant in VARIANTS {
        // A state in the middle of a round, with melds and a discard pile, not just a deal.
        let mut game = Game::new(variant, 3, 77).unwrap();
        for _ in 0..60 {
            let ids = game.legal_actions();
            if ids.is_empty() {
                break;
            }
            game = game.step(ids[random.below(ids.len())]).unwrap();
        }
        let text = game.to_json();
        let back = Game::from_json(&text).unwrap();
        assert_eq!(back.to_json(), text, "{}", variant);
        assert_eq!(back.legal_actions(), game.legal_actions(), "{}", variant);
        assert_eq!((back.players(), back.current_seat()), (game.players(), game.current_seat()));
    }
}

#[test]
fn the_same_seed_deals_the_same_round() {
    let a = Game::new("rami_francais", 4, 99).unwrap().to_json();
    assert_eq!(Game::new("rami_francais", 4, 99).unwrap().to_json(), a);
    assert_ne!(Game::new("rami_francais", 4, 100).unwrap().to_json(), a);
    assert!(a.contains(r#""format":"rami.state/1""#) && a.contains(r#""seed":99"#));
}
