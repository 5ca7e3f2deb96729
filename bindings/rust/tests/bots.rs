//! The built-in bots' moves are moves the engine accepts.

use rami::Game;

#[test]
fn a_greedy_move_applies() {
    let game = Game::new("rami51", 2, 42).unwrap();
    let before = game.to_json();
    let greedy = game.bot_move_json("greedy", 0).unwrap();
    assert!(greedy.contains(r#""type":"#), "{}", greedy);
    let next = game.apply(&greedy).unwrap();
    assert_ne!(next.to_json(), before);
    assert_eq!(game.to_json(), before);
}

#[test]
fn greedy_bots_play_a_round_to_its_end() {
    let mut game = Game::new("rami7", 3, 8).unwrap();
    let mut moves = 0;
    while !game.is_over() {
        assert!(moves < 5_000, "the greedy bots never ended the round");
        let bot_move = game.bot_move_json("greedy", moves).unwrap();
        game = game.apply(&bot_move).unwrap_or_else(|e| panic!("{}: {}", bot_move, e));
        moves += 1;
    }
    assert!(game.scores_json().contains(r#""round":["#));
}

#[test]
fn the_random_bot_depends_on_its_seed_only() {
    let game = Game::new("rummy_classic", 2, 7).unwrap().step(0).unwrap();
    let a = game.bot_move_json("random", 1).unwrap();
    assert_eq!(game.bot_move_json("random", 1).unwrap(), a);
    game.apply(&a).unwrap();
}
