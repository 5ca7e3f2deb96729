//! Freeing games: each handle is freed once, by Drop, in any order. (The borrow checker refuses
//! a use after the drop or a second drop: the compile_fail examples of `Game`'s documentation.)

use rami::Game;

/// A game dropped before the games made from it leaves them whole.
#[test]
fn games_outlive_the_game_they_came_from() {
    let first = Game::new("rami51", 2, 1).unwrap();
    let second = first.step(first.legal_actions()[0]).unwrap();
    let second_text = second.to_json();
    drop(first);
    let third = second.step(second.legal_actions()[0]).unwrap();
    drop(second);
    assert_eq!(third.players(), 2);
    assert_eq!(Game::from_json(&second_text).unwrap().to_json(), second_text);
}

/// Many games made and dropped, in creation order and in reverse.
#[test]
fn many_games_are_dropped_in_any_order() {
    let base = Game::new("rummy_classic", 4, 2).unwrap();
    let mut games: Vec<Game> = (0..500).map(|_| base.step(1).unwrap()).collect();
    games.truncate(250);
    games.reverse();
    let texts: Vec<String> = games.iter().map(Game::to_json).collect();
    assert!(texts.windows(2).all(|w| w[0] == w[1]));
    drop(games);
    assert_eq!(base.legal_actions(), vec![0, 1]);
}

/// A failed call makes no game, so there is nothing to free; the input is still usable.
#[test]
fn failures_leave_nothing_to_free() {
    let game = Game::new("rami51", 2, 1).unwrap();
    for _ in 0..100 {
        assert!(game.step(-1).is_err() && Game::from_json("{").is_err());
    }
    assert!(!game.is_over());
}
