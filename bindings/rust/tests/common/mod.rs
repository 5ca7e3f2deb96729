//! Shared by the integration tests: a seeded random source, random rounds, and tiny readers
//! for the few JSON fields the tests look at (the engine writes compact JSON, `"key":value`).

#![allow(dead_code)] // each test file uses part of this module

use rami::Game;

/// The eight variants of docs/rules.md.
pub const VARIANTS: [&str; 8] =
    ["rami40", "rami50", "rami51", "manie_joker51", "rami51_kaluki", "rami_francais", "rami7", "rummy_classic"];

/// splitmix64: a seeded random source, the same as the C tests' (c/tests/rounds.h).
pub struct Random(pub u64);

impl Random {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// An index below `len` (> 0).
    pub fn below(&mut self, len: usize) -> usize {
        (self.next() % len as u64) as usize
    }
}

/// A round far longer than any real one: reaching it means the round never ended.
pub const MAX_STEPS: usize = 20_000;

/// Plays a new round with uniformly random legal actions to its end, checking every step:
/// the seat to act is in range, the legal list is non-empty, ascending and inside the action
/// space, and the chosen id is in it. Returns the final game and the number of steps.
pub fn play_random_round(variant: &str, players: i32, seed: u64) -> (Game, usize) {
    let mut game = Game::new(variant, players, seed).unwrap_or_else(|e| panic!("{} {}: {}", variant, players, e));
    let size = game.action_space_size();
    let mut random = Random(seed);
    let mut ids = Vec::new();
    let mut steps = 0;
    while !game.is_over() {
        assert!(steps < MAX_STEPS, "{} {} seed {}: no end after {} steps", variant, players, seed, steps);
        let seat = game.current_seat().expect("a seat acts while the round goes on");
        assert!(seat < players as usize, "{}: seat {} of {}", variant, seat, players);
        game.legal_actions_into(&mut ids);
        assert!(!ids.is_empty(), "{} {} seed {} step {}: no legal action", variant, players, seed, steps);
        assert!(ids.windows(2).all(|w| w[0] < w[1]) && ids[0] >= 0 && ids[ids.len() - 1] < size);
        let id = ids[random.below(ids.len())];
        assert!(ids.binary_search(&id).is_ok());
        game = game.step(id).unwrap_or_else(|e| panic!("{} step {} id {}: {}", variant, steps, id, e));
        steps += 1;
    }
    (game, steps)
}

/// The text of the value after `"key":` in `text`, up to its matching bracket for an array.
pub fn raw_value<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    let start = text.find(&format!("\"{}\":", key))? + key.len() + 3;
    let rest = &text[start..];
    if !rest.starts_with('[') {
        let end = rest.find([',', '}']).unwrap_or(rest.len());
        return Some(&rest[..end]);
    }
    let mut depth = 0;
    for (at, c) in rest.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&rest[..=at]);
                }
            }
            _ => {}
        }
    }
    None
}

/// The strings of a flat array of plain strings (cards), e.g. `["7H","JK"]`.
pub fn strings(array: &str) -> Vec<String> {
    let inner = array.trim().trim_start_matches('[').trim_end_matches(']');
    inner.split(',').filter(|s| !s.is_empty()).map(|s| s.trim_matches('"').to_string()).collect()
}

/// The arrays of an array of flat arrays, e.g. the state's `hands`.
pub fn nested_strings(array: &str) -> Vec<Vec<String>> {
    let inner = &array[1..array.len() - 1];
    inner.split("],[").map(strings).collect()
}

/// The whole numbers of a flat array, e.g. `[0,-20,35]`.
pub fn numbers(array: &str) -> Vec<i64> {
    strings(array).iter().map(|s| s.parse().unwrap_or_else(|_| panic!("not a number: {}", s))).collect()
}
