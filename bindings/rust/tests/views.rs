//! A seat's view shows its own hand and hides the other hands, the stock and the seed.

mod common;

use common::{nested_strings, numbers, raw_value, strings};
use rami::Game;

#[test]
fn a_view_shows_the_seats_hand_and_not_the_others() {
    let deal = Game::new("rami51", 3, 21).unwrap();
    let game = deal.step(deal.legal_actions()[0]).unwrap(); // seat 0 discards: seat 1 draws next
    let state = game.to_json();
    let hands = nested_strings(raw_value(&state, "hands").unwrap());
    let stock = strings(raw_value(&state, "stock").unwrap());
    assert_eq!(hands.len(), 3);
    for (seat, hand) in hands.iter().enumerate() {
        let view = game.view_json(seat).unwrap();
        assert!(view.contains(r#""format":"rami.view/1""#), "{}", view);
        assert_eq!(raw_value(&view, "seat"), Some(seat.to_string().as_str()));
        assert_eq!(&strings(raw_value(&view, "hand").unwrap()), hand, "seat {}", seat);
        // The other hands and the stock are counts only; no seed to predict the shuffles.
        assert!(!view.contains(r#""hands""#) && !view.contains(r#""stock""#) && !view.contains(r#""seed""#));
        let sizes: Vec<i64> = hands.iter().map(|h| h.len() as i64).collect();
        assert_eq!(numbers(raw_value(&view, "hand_sizes").unwrap()), sizes);
        assert_eq!(raw_value(&view, "stock_size"), Some(stock.len().to_string().as_str()));
    }
    // The views of two seats differ in their hand.
    assert_ne!(game.view_json(0).unwrap(), game.view_json(1).unwrap());
}
