//! Games on several threads at once: one game shared by reference, rounds on each thread,
//! each thread's errors its own, games moved to and dropped on other threads.

mod common;

use common::{play_random_round, VARIANTS};
use rami::Game;
use std::thread;

#[test]
fn one_game_shared_by_several_threads() {
    let game = Game::new("rami51", 4, 641).unwrap();
    let expected: Vec<String> = game.legal_actions().iter().map(|&id| game.step(id).unwrap().to_json()).collect();
    let game = &game;
    thread::scope(|scope| {
        let workers: Vec<_> = (0..4)
            .map(|_| {
                scope.spawn(move || {
                    let mut seen = Vec::new();
                    for _ in 0..5 {
                        seen = game.legal_actions().iter().map(|&id| game.step(id).unwrap().to_json()).collect();
                    }
                    seen
                })
            })
            .collect();
        for worker in workers {
            assert_eq!(worker.join().unwrap(), expected);
        }
    });
}

#[test]
fn rounds_on_several_threads_match_the_same_rounds_on_one() {
    let alone: Vec<String> = VARIANTS.iter().map(|v| play_random_round(v, 3, 5).0.to_json()).collect();
    let together: Vec<String> = thread::scope(|scope| {
        let workers: Vec<_> =
            VARIANTS.iter().map(|v| scope.spawn(move || play_random_round(v, 3, 5).0.to_json())).collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    assert_eq!(together, alone);
}

#[test]
fn each_thread_reads_its_own_error() {
    let game = Game::new("rummy_classic", 2, 7).unwrap();
    let game = &game;
    thread::scope(|scope| {
        let refused = scope.spawn(move || {
            (0..200).map(|_| game.apply(r#"{"type":"discard","card":"KS"}"#).unwrap_err().code).collect::<Vec<_>>()
        });
        let malformed = scope.spawn(move || (0..200).map(|_| game.step(-1).unwrap_err().code).collect::<Vec<_>>());
        let fine = scope.spawn(move || (0..200).map(|_| game.step(1).map(|g| g.players())).collect::<Vec<_>>());
        assert!(refused.join().unwrap().iter().all(|c| c == "must_draw_first"));
        assert!(malformed.join().unwrap().iter().all(|c| c == "number_out_of_range"));
        assert!(fine.join().unwrap().iter().all(|r| r == &Ok(2)));
    });
}

#[test]
fn a_game_moves_to_another_thread_and_is_dropped_there() {
    let game = Game::new("rami7", 2, 3).unwrap();
    let text = game.to_json();
    let back = thread::spawn(move || {
        let next = game.step(game.legal_actions()[0]).unwrap();
        (game.to_json(), next) // `game` is dropped on this thread, `next` comes back
    })
    .join()
    .unwrap();
    assert_eq!(back.0, text);
    assert!(!back.1.is_over());
}
