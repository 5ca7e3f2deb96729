//! `Bot`: a built-in bot kept for the round plays as `rami play` plays (its bots are kept for the
//! round too, and a search bot remembers the discards it saw taken), and a bot made for each
//! move (`Game::bot_move_json`) does not.

use rami::{Bot, Game, Status};

/// The moves of a round played by one `Bot` per seat, seeded as `rami play` seeds them (the
/// deal's seed × 31 + the seat); with, for a bot made afresh for each move with the seat's
/// seed, the seats whose first move it matches and the moves where it differs.
fn kept_round(variant: &str, players: i32, seed: u64, name: &str) -> (Vec<String>, usize, usize) {
    let mut bots: Vec<Bot> = (0..players).map(|seat| Bot::new(name, seed * 31 + seat as u64).unwrap()).collect();
    let mut asked = vec![0; players as usize];
    let (mut moves, mut first_equal, mut fresh_differs) = (Vec::new(), 0, 0);
    let mut game = Game::new(variant, players, seed).unwrap();
    while !game.is_over() {
        assert!(moves.len() < 20_000, "the bots never ended the round");
        let seat = game.current_seat().unwrap() as usize;
        let kept = bots[seat].move_json(&game).unwrap();
        let fresh = game.bot_move_json(name, seed * 31 + seat as u64).unwrap();
        first_equal += usize::from(asked[seat] == 0 && fresh == kept);
        fresh_differs += usize::from(fresh != kept);
        asked[seat] += 1;
        game = game.apply(&kept).unwrap_or_else(|e| panic!("{}: {}", kept, e));
        moves.push(kept);
    }
    let over = bots[0].move_json(&game).unwrap_err();
    assert_eq!((over.status, over.code.as_str(), over.rule.as_str()), (Status::Refused, "round_over", "R7"));
    (moves, first_equal, fresh_differs)
}

#[test]
fn a_kept_bot_parts_from_a_fresh_one_and_replays_for_its_seed() {
    let (moves, first_equal, fresh_differs) = kept_round("rami51", 2, 7, "ismcts-easy");
    assert_eq!(first_equal, 2);
    assert!(fresh_differs > 0);
    assert_eq!(kept_round("rami51", 2, 7, "ismcts-easy").0, moves);
}

/// RAMI_PLAY_RECORD is `rami play --variant rami51 --players 2 --seed 7 --bots ismcts-easy
/// --json` (tools/test_bindings.sh writes it): its moves, compact JSON, are the Bots' moves.
#[test]
fn kept_bots_make_the_moves_of_rami_play() {
    let path = match std::env::var("RAMI_PLAY_RECORD") {
        Ok(path) => path,
        Err(_) => return eprintln!("RAMI_PLAY_RECORD is not set (tools/test_bindings.sh writes it): not compared"),
    };
    let record = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path, e));
    for field in [r#""bots":["ismcts-easy","ismcts-easy"]"#, r#""players":2"#, r#""seed":7"#, r#""variant":"rami51""#] {
        assert!(record.contains(field), "the record is not of that round: {} missing", field);
    }
    let mut rest = &record[record.find(r#""moves":["#).expect("no moves in the record") + r#""moves":"#.len()..];
    for (i, kept) in kept_round("rami51", 2, 7, "ismcts-easy").0.iter().enumerate() {
        assert!(rest.starts_with(['[', ',']) && rest[1..].starts_with(kept.as_str()), "move {}: {}, the record: {:.120}", i, kept, rest);
        rest = &rest[1 + kept.len()..];
    }
    assert!(rest.starts_with(']'), "the record has more moves: {:.120}", rest);
}

#[test]
fn an_unknown_bot_is_refused() {
    let error = Bot::new("clever", 1).unwrap_err();
    assert_eq!((error.status, error.code.as_str(), error.rule.as_str()), (Status::Malformed, "unknown_value", "format"));
    assert!(error.message.contains("ismcts-hard"), "{}", error.message);
    assert_eq!(Bot::new("gre\0edy", 1).unwrap_err().code, "unknown_value");
}
