//! `Bot`: a built-in bot kept for a round, owned through a handle of librami_c.

use std::fmt;
use std::ptr::{self, NonNull};

use crate::error::{RuleError, Status};
use crate::ffi;
use crate::game::Game;
use crate::text::{c_string, take_string, Input};

/// A built-in bot (`"greedy"`, `"random"`, `"ismcts"`, `"ismcts-easy"`, `"ismcts-medium"`,
/// `"ismcts-hard"`; `docs/bots.md`) that plays one seat for a round. A search bot remembers
/// what it saw from one move to the next (the discards the next seat took, which it then deals
/// to that seat's hand), so a `Bot` asked for each of its seat's moves plays as `rami play`
/// plays that seat (which seeds seat s's bot with the deal's seed × 31 + s).
/// [`Game::bot_move_json`] makes a bot for one call and forgets.
///
/// ```
/// use rami::{Bot, Game};
/// let mut bots = vec![Bot::new("ismcts-easy", 7 * 31)?, Bot::new("ismcts-easy", 7 * 31 + 1)?];
/// let mut game = Game::new("rami51", 2, 7)?;
/// for _ in 0..10 {
///     let seat = game.current_seat().unwrap();
///     game = game.apply(&bots[seat as usize].move_json(&game)?)?;
/// }
/// # Ok::<(), rami::RuleError>(())
/// ```
///
/// Needs a librami_c with symbol version `RAMI_C_1.2`. Dropping the `Bot` frees its handle.
pub struct Bot {
    handle: NonNull<ffi::rami_bot>,
}

// Safety: rami.h lets any thread call a bot's functions, and calls on one bot take turns inside
// the library (a lock in the handle), so a `Bot` may move to another thread, its drop included
// (Send). `move_json` takes `&mut self` and `&Bot` has no method that calls the library, so
// sharing a `&Bot` between threads is harmless (Sync).
unsafe impl Send for Bot {}
unsafe impl Sync for Bot {}

impl Bot {
    /// Makes the built-in bot `name`, seeded with `seed`.
    ///
    /// Errors: [`Status::Malformed`] `unknown_value` for another name.
    ///
    /// ```
    /// let error = rami::Bot::new("clever", 1).unwrap_err();
    /// assert_eq!((error.status, error.code.as_str()), (rami::Status::Malformed, "unknown_value"));
    /// ```
    pub fn new(name: &str, seed: u64) -> Result<Bot, RuleError> {
        let name = c_string(name, Input::Bot)?;
        let mut out = ptr::null_mut();
        // Safety: a valid C string and out pointer; the result is checked below.
        let status = unsafe { ffi::rami_bot_new(name.as_ptr(), seed, &mut out) };
        if status != ffi::RAMI_OK {
            return Err(RuleError::last(Status::from_c(status)));
        }
        NonNull::new(out).map(|handle| Bot { handle }).ok_or_else(|| RuleError {
            status: Status::Internal,
            code: "internal".to_string(),
            rule: "format".to_string(),
            message: "The library failed: it reported success but gave no bot.".to_string(),
        })
    }

    /// The move (JSON, as [`Game::apply`] takes it) this bot chooses for the seat to act in
    /// `game`, seeing only that seat's view; the bot remembers the view. Ask one `Bot` for
    /// every move of one seat.
    ///
    /// Errors: [`Status::Refused`] `round_over` (R7) once the round is over.
    pub fn move_json(&mut self, game: &Game) -> Result<String, RuleError> {
        // Safety: live handles; take_string copies and frees the result.
        unsafe { take_string(ffi::rami_bot_move(self.handle.as_ptr(), game.as_ptr())) }
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        // Safety: the handle is this Bot's alone and is freed once, here.
        unsafe { ffi::rami_bot_free(self.handle.as_ptr()) }
    }
}

impl fmt::Debug for Bot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Bot").finish_non_exhaustive()
    }
}
