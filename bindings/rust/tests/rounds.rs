//! Whole rounds of every variant, 2 to 4 seats, played through legal actions and step.

mod common;

use common::{numbers, play_random_round, raw_value, VARIANTS};
use rami::Status;

#[test]
fn every_variant_plays_to_the_end_with_2_to_4_seats() {
    for (index, variant) in VARIANTS.iter().enumerate() {
        for players in 2..=4 {
            let seed = 1000 + 10 * index as u64 + players as u64;
            let (game, steps) = play_random_round(variant, players, seed);
            let context = format!("{} with {} seats, seed {}", variant, players, seed);
            assert!(steps > 0, "{}", context);
            assert!(game.is_over(), "{}", context);
            assert_eq!(game.current_seat(), None, "{}", context);
            assert!(game.legal_actions().is_empty(), "{}", context);

            // The round's points exist, one per seat, and the totals add them to what came before.
            let scores = game.scores_json();
            let round = numbers(raw_value(&scores, "round").expect(&context));
            let before = numbers(raw_value(&scores, "before").expect(&context));
            let totals = numbers(raw_value(&scores, "totals").expect(&context));
            assert_eq!(round.len(), players as usize, "{}: {}", context, scores);
            let sums: Vec<i64> = before.iter().zip(&round).map(|(b, r)| b + r).collect();
            assert_eq!(totals, sums, "{}: {}", context, scores);

            // Nothing more can be played (R7).
            let error = game.bot_move_json("random", 1).unwrap_err();
            assert_eq!((error.status, error.code.as_str(), error.rule.as_str()), (Status::Refused, "round_over", "R7"));
            assert_eq!(game.step(0).unwrap_err().code, "round_over", "{}", context);
        }
    }
}

#[test]
fn a_round_is_reproducible_from_its_seed() {
    let (first, first_steps) = play_random_round("rami51", 4, 641);
    let (second, second_steps) = play_random_round("rami51", 4, 641);
    assert_eq!(first_steps, second_steps);
    assert_eq!(first.to_json(), second.to_json());
}
