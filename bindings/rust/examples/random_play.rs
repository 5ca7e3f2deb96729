//! Benchmark: random play through legal actions and step, rami51 with 4 seats, reporting
//! actions per second. Not a test: nothing is asserted.
//!
//!     cargo run --release --example random_play [-- SECONDS]
//!
//! Each round starts from a new deal (seed 1, 2, ...) and takes uniformly random legal actions
//! until it is over; the time counted includes the deals, the legal-action lists and the steps,
//! as the C interface's benchmark (benchmarks/bench_c.c) counts them.

use rami::Game;
use std::time::{Duration, Instant};

/// splitmix64, as the C benchmark and the tests use.
fn next_random(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays one round; returns its number of actions, and whether it ended (rather than reaching a
/// state with no legal action, which the engine should never produce).
fn play_round(seed: u64, ids: &mut Vec<i32>) -> Result<(u64, bool), rami::RuleError> {
    let mut game = Game::new("rami51", 4, seed)?;
    let mut random = seed;
    let mut actions = 0;
    while !game.is_over() {
        game.legal_actions_into(ids);
        if ids.is_empty() {
            return Ok((actions, false));
        }
        game = game.step(ids[(next_random(&mut random) % ids.len() as u64) as usize])?;
        actions += 1;
    }
    Ok((actions, true))
}

fn main() -> Result<(), rami::RuleError> {
    let seconds: f64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(3.0);
    let budget = Duration::from_secs_f64(seconds);
    let mut ids = Vec::with_capacity(1024);
    play_round(0, &mut ids)?; // warm-up: page in the library, size the buffer

    let (mut rounds, mut actions, mut stuck) = (0u64, 0u64, 0u64);
    let start = Instant::now();
    while start.elapsed() < budget {
        rounds += 1;
        let (round_actions, ended) = play_round(rounds, &mut ids)?;
        actions += round_actions;
        stuck += u64::from(!ended);
    }
    let elapsed = start.elapsed().as_secs_f64();
    println!("rami {} (librami_c ABI {}), rami51, 4 seats, random legal actions", rami::version(), rami::abi_version());
    println!("{} rounds, {} actions in {:.2} s: {:.0} actions/s", rounds, actions, elapsed, actions as f64 / elapsed);
    if stuck > 0 {
        println!("warning: {} rounds reached a state with no legal action before their end", stuck);
    }
    Ok(())
}
