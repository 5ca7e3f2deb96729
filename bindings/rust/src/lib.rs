//! Rust binding of rami, the rules engine of Rami (the French family of rummy games), through
//! its C interface `librami_c` (`include/rami/rami.h`, `docs/c_api.md`).
//!
//! The engine plays eight variants (`rami40`, `rami50`, `rami51`, `manie_joker51`,
//! `rami51_kaluki`, `rami_francais`, `rami7`, `rummy_classic`) by the rules R1..R14 of
//! `docs/rules.md`, which come from the French rule documents listed there. A [`Game`] is one
//! round at one moment; moves ([`Game::apply`]) and numbered actions ([`Game::step`]) give new
//! games. Documents go in and out as the engine's JSON wire format (`docs/json.md`): states,
//! views, moves, melds. Every refusal is a [`RuleError`] with a stable code and its rule.
//!
//! ```
//! use rami::Game;
//! let game = Game::new("rami51", 2, 42)?; // deal a round: 2 seats, seed 42 (R1, R2)
//! let ids = game.legal_actions(); // ids of the actions seat 0 may take now
//! println!("{}", game.action_json(ids[0])?); // an action as a move document
//! let next = game.step(ids[0])?; // a new game; `game` is unchanged
//! let view = next.view_json(1)?; // what seat 1 may see: its hand, not the others'
//! assert!(view.contains(r#""hand":["#) && !view.contains(r#""hands""#));
//! let refused = next.apply(r#"{"type":"discard","card":"KS"}"#).unwrap_err();
//! assert_eq!((refused.code.as_str(), refused.rule.as_str()), ("must_draw_first", "R2"));
//! # Ok::<(), rami::RuleError>(())
//! ```
//!
//! Linking: `build.rs` finds librami_c with `pkg-config rami_c`, or in `RAMI_C_LIB_DIR`; the
//! `static` feature (or `RAMI_C_STATIC=1`) links `librami_c.a`.

#![deny(missing_docs)]

mod bot;
mod error;
pub mod ffi;
mod flat_json;
mod game;
mod hand;
mod text;

pub use bot::Bot;
pub use error::{RuleError, Status};
pub use game::Game;
pub use hand::{best_json, meld_json};

use std::ffi::CStr;

/// The ABI version this crate is written against; [`abi_version`] must return it.
pub const ABI_VERSION: i32 = ffi::RAMI_ABI_VERSION;

/// The version of the engine loaded, `"MAJOR.MINOR.PATCH"`.
pub fn version() -> &'static str {
    // Safety: rami_version returns a static, NUL-terminated ASCII string.
    unsafe { CStr::from_ptr(ffi::rami_version()) }.to_str().unwrap_or("")
}

/// The ABI version of the librami_c loaded (the `1` of `librami_c.so.1`): compare it with
/// [`ABI_VERSION`].
///
/// ```
/// assert_eq!(rami::abi_version(), rami::ABI_VERSION);
/// assert_eq!(rami::version().split('.').count(), 3);
/// ```
pub fn abi_version() -> i32 {
    // Safety: no arguments, no failure.
    unsafe { ffi::rami_abi_version() }
}
