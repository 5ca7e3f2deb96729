//! The raw C interface, declared exactly as `include/rami/rami.h` declares it (ABI version 1,
//! with [`rami_last_status`], which the library gained after its first release: symbol version
//! `RAMI_C_1.1`, so that an older `librami_c.so.1` refuses to load a program calling it; then
//! the bot handle [`rami_bot_new`], [`rami_bot_move`], [`rami_bot_free`]: `RAMI_C_1.2`).
//!
//! Everything here is `unsafe` and follows the header's conventions: a returned `*mut c_char`
//! is the caller's, to free with [`rami_free`]; a returned `*const c_char` is the library's;
//! every [`rami_game`] is freed once with [`rami_game_free`]. Prefer the safe API of the crate
//! root ([`Game`](crate::Game), [`meld_json`](crate::meld_json), ...), which does all that.
//! `docs/c_api.md` in the rami repository documents each function.

#![allow(non_camel_case_types)]

use std::marker::{PhantomData, PhantomPinned};
use std::os::raw::{c_char, c_int};

/// The ABI version this crate is written against: `librami_c.so.1`.
pub const RAMI_ABI_VERSION: c_int = 1;
/// Status: done.
pub const RAMI_OK: c_int = 0;
/// Status: well-formed input refused by the rules (an illegal move).
pub const RAMI_REFUSED: c_int = 1;
/// Status: bad input (JSON, cards, ids, NULL, a seat out of range, an unknown variant or bot).
pub const RAMI_MALFORMED: c_int = 2;
/// Status: a failure of the library itself (out of memory, a bug).
pub const RAMI_INTERNAL: c_int = 3;

/// One immutable game state with its rules; opaque, only ever behind a pointer.
#[repr(C)]
pub struct rami_game {
    _private: [u8; 0],
    // Neither Send, Sync nor Unpin by itself: the safe wrapper decides (see `Game`).
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// A built-in bot kept for a round (it remembers what it saw); opaque, only ever behind a
/// pointer. Added to ABI 1 with symbol version `RAMI_C_1.2`.
#[repr(C)]
pub struct rami_bot {
    _private: [u8; 0],
    // Neither Send, Sync nor Unpin by itself: the safe wrapper decides (see `Bot`).
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

extern "C" {
    /// The ABI version of the library loaded.
    pub fn rami_abi_version() -> c_int;
    /// The engine's version, "MAJOR.MINOR.PATCH". Static: do not free.
    pub fn rami_version() -> *const c_char;
    /// This thread's last error document, or "" after a success. Static, per thread.
    pub fn rami_last_error() -> *const c_char;
    /// The status of this thread's last call that can fail: RAMI_OK after a success.
    pub fn rami_last_status() -> c_int;
    /// Frees a string returned by the library. NULL is fine.
    pub fn rami_free(s: *mut c_char);

    /// Deals a new round (R1, R2) of a variant id or rules document.
    pub fn rami_game_new(rules: *const c_char, players: c_int, seed: u64, out: *mut *mut rami_game) -> c_int;
    /// Reads and checks a state document (rami.state/1).
    pub fn rami_game_from_json(state_json: *const c_char, out: *mut *mut rami_game) -> c_int;
    /// The state document of a game. Caller frees it.
    pub fn rami_game_to_json(game: *const rami_game) -> *mut c_char;
    /// Frees a game. NULL is fine.
    pub fn rami_game_free(game: *mut rami_game);
    /// Applies a move given as JSON; writes the next game to *out.
    pub fn rami_game_apply(game: *const rami_game, move_json: *const c_char, out: *mut *mut rami_game) -> c_int;
    /// Applies a numbered action; writes the next game to *out.
    pub fn rami_game_step(game: *const rami_game, action_id: i32, out: *mut *mut rami_game) -> c_int;
    /// Counts the legal actions and writes the first min(count, capacity) ids, ascending.
    pub fn rami_game_legal_actions(game: *const rami_game, ids: *mut i32, capacity: i32) -> i32;
    /// The number of actions of the game's variant; -1 for NULL (RAMI_MALFORMED).
    pub fn rami_game_action_space_size(game: *const rami_game) -> i32;
    /// A numbered action as a move document. Caller frees it.
    pub fn rami_game_action_json(game: *const rami_game, action_id: i32) -> *mut c_char;
    /// The seat to act; -1 once the round is over, or for NULL (RAMI_MALFORMED).
    pub fn rami_game_current_seat(game: *const rami_game) -> c_int;
    /// 1 when the round is over, 0 when not, -1 for NULL (RAMI_MALFORMED).
    pub fn rami_game_is_over(game: *const rami_game) -> c_int;
    /// The number of seats; -1 for NULL (RAMI_MALFORMED).
    pub fn rami_game_players(game: *const rami_game) -> c_int;
    /// What a seat may see (rami.view/1). Caller frees it.
    pub fn rami_game_view_json(game: *const rami_game, seat: c_int) -> *mut c_char;
    /// The scores (R13, R14). Caller frees it.
    pub fn rami_game_scores_json(game: *const rami_game) -> *mut c_char;

    /// The move a built-in bot would make for the seat to act. Caller frees it.
    pub fn rami_bot_move_json(game: *const rami_game, bot: *const c_char, seed: u64) -> *mut c_char;
    /// Makes a built-in bot kept between moves (RAMI_C_1.2); writes it to *out.
    pub fn rami_bot_new(bot: *const c_char, seed: u64, out: *mut *mut rami_bot) -> c_int;
    /// The move a kept bot chooses for the seat to act; it remembers the view. Caller frees it.
    pub fn rami_bot_move(bot: *mut rami_bot, game: *const rami_game) -> *mut c_char;
    /// Frees a bot. NULL is fine.
    pub fn rami_bot_free(bot: *mut rami_bot);
    /// Reads cards as one meld of a variant. Caller frees it.
    pub fn rami_meld_json(rules: *const c_char, cards: *const c_char) -> *mut c_char;
    /// The best lay-down of a hand. Caller frees it.
    pub fn rami_best_json(rules: *const c_char, cards: *const c_char, opened: c_int) -> *mut c_char;
}
