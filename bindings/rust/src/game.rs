//! `Game`: one immutable game state with its rules, owned through a handle of librami_c.

use std::fmt;
use std::os::raw::c_int;
use std::ptr::{self, NonNull};

use crate::error::{RuleError, Status};
use crate::ffi;
use crate::text::{c_string, take_string, Input};

/// One round of a variant, at one moment: every card (hands, stock, discard pile, table), the
/// seat to act and the phase of its turn, with the variant's rules.
///
/// A `Game` never changes: [`apply`](Game::apply) and [`step`](Game::step) return a new game
/// and leave `self` as it was, so a game can be kept, shared between threads and explored
/// (search, undo) freely. Dropping it frees the library's handle, exactly once.
///
/// The rules are the eight variants of `docs/rules.md` (R1..R14), which the engine draws from
/// the French rule documents listed there; every refusal is a [`RuleError`] naming its rule.
///
/// ```
/// use rami::Game;
/// let game = Game::new("rummy_classic", 2, 7)?;
/// assert_eq!((game.players(), game.current_seat(), game.is_over()), (2, Some(0), false));
/// assert_eq!(game.legal_actions(), vec![0, 1]); // draw, take the discard (R2)
/// let next = game.step(0)?;
/// assert_eq!(next.current_seat(), Some(0)); // seat 0 drew and now plays
/// assert_eq!(game.legal_actions(), vec![0, 1]); // `game` is unchanged
/// # Ok::<(), rami::RuleError>(())
/// ```
///
/// # Freeing
/// `Drop` frees the handle. Games made from a game do not depend on it: drop them in any
/// order. Using a game after dropping it, or dropping it twice, does not compile:
///
/// ```compile_fail
/// let game = rami::Game::new("rami51", 2, 1).unwrap();
/// drop(game);
/// game.legal_actions(); // error[E0382]: borrow of moved value: `game`
/// ```
///
/// ```compile_fail
/// let game = rami::Game::new("rami51", 2, 1).unwrap();
/// drop(game);
/// drop(game); // error[E0382]: use of moved value: `game`
/// ```
pub struct Game {
    handle: NonNull<ffi::rami_game>,
}

// Safety: a rami_game is immutable once made (every "change" writes a new handle), and rami.h
// promises that any function may be called from any thread, concurrently, on the same handle;
// the only mutable state of the library is each thread's last error and status, which
// `RuleError::last` and `RuleError::last_failure` read on the thread that made the failing call. So a `Game` may move to another thread
// (Send), including its drop, and `&Game` may be used from several at once (Sync).
unsafe impl Send for Game {}
unsafe impl Sync for Game {}

impl Game {
    /// Deals a new round (R1, R2): `rules` is a variant id (`"rami40"`, `"rami50"`, `"rami51"`,
    /// `"manie_joker51"`, `"rami51_kaluki"`, `"rami_francais"`, `"rami7"`, `"rummy_classic"`)
    /// or a rules document (JSON starting with `{`, format `rami.rules/1`, `docs/json.md`);
    /// `players` seats; `seed` drives every shuffle, so the same arguments deal the same round.
    ///
    /// Errors: [`Status::Refused`] `players_out_of_range` (R1) for a number of players the
    /// variant is not played with; [`Status::Malformed`] for an unknown variant
    /// (`unknown_variant`) or a bad rules document.
    ///
    /// ```
    /// let error = rami::Game::new("rami52", 2, 1).unwrap_err();
    /// assert_eq!((error.status, error.code.as_str()), (rami::Status::Malformed, "unknown_variant"));
    /// let error = rami::Game::new("rami51", 9, 1).unwrap_err();
    /// assert_eq!((error.code.as_str(), error.rule.as_str()), ("players_out_of_range", "R1"));
    /// ```
    pub fn new(rules: &str, players: i32, seed: u64) -> Result<Game, RuleError> {
        let rules = c_string(rules, Input::Rules)?;
        let mut out = ptr::null_mut();
        // Safety: a valid C string and out pointer; the result is checked by `made`.
        let status = unsafe { ffi::rami_game_new(rules.as_ptr(), players, seed, &mut out) };
        Game::made(status, out)
    }

    /// Reads a state document (`rami.state/1`, `docs/json.md`, "The state"), checked as the
    /// engine checks every loaded state: fields, cards, exactly the variant's deck (R1), legal
    /// melds on the table (R3). Any fault is [`Status::Malformed`], its message naming the
    /// field (`invalid_json`, `missing_field`, `cards_not_deck`, ...).
    ///
    /// ```
    /// let game = rami::Game::new("rami7", 3, 5)?;
    /// let text = game.to_json();
    /// assert_eq!(rami::Game::from_json(&text)?.to_json(), text);
    /// assert_eq!(rami::Game::from_json("{}").unwrap_err().status, rami::Status::Malformed);
    /// # Ok::<(), rami::RuleError>(())
    /// ```
    pub fn from_json(state_json: &str) -> Result<Game, RuleError> {
        let text = c_string(state_json, Input::State)?;
        let mut out = ptr::null_mut();
        // Safety: as in `new`.
        let status = unsafe { ffi::rami_game_from_json(text.as_ptr(), &mut out) };
        Game::made(status, out)
    }

    /// The state document (`rami.state/1`) of this game: every card, hidden ones included, so
    /// show players a [`view_json`](Game::view_json) instead. [`Game::from_json`] reads it back
    /// to an equal game, whose `to_json` is the same text.
    ///
    /// # Panics
    /// Only if the library fails internally (out of memory), which it reports as `internal`.
    pub fn to_json(&self) -> String {
        // Safety: a live handle; take_string copies and frees the result.
        unsafe { take_string(ffi::rami_game_to_json(self.ptr())) }.unwrap_or_else(|e| panic!("{}", e))
    }

    /// Applies one move, given as JSON (`docs/json.md`, "Moves"): `{"type":"draw"}`,
    /// `{"type":"take_discard"}`, `{"type":"play","steps":[...]}`,
    /// `{"type":"discard","card":"KS"}`, or one step as an action (`meld`, `lay_off`, `swap`).
    /// Returns the next game; `self` is unchanged.
    ///
    /// Errors: [`Status::Refused`] when the rules refuse the move, naming the rule (R2..R12):
    /// `must_draw_first` (R2) for a discard before the draw, `opening_below_minimum` (R6), ...;
    /// [`Status::Malformed`] for bad JSON (`invalid_json`), a document that is no move
    /// (`invalid_move`) or an unknown card (`unknown_card`).
    ///
    /// ```
    /// let game = rami::Game::new("rummy_classic", 2, 7)?;
    /// let drawn = game.apply(r#"{"type":"draw"}"#)?;
    /// let error = drawn.apply(r#"{"type":"draw"}"#).unwrap_err();
    /// assert_eq!((error.code.as_str(), error.rule.as_str()), ("already_drawn", "R2"));
    /// # Ok::<(), rami::RuleError>(())
    /// ```
    pub fn apply(&self, move_json: &str) -> Result<Game, RuleError> {
        let text = c_string(move_json, Input::Move)?;
        let mut out = ptr::null_mut();
        // Safety: as in `new`, with a live handle.
        let status = unsafe { ffi::rami_game_apply(self.ptr(), text.as_ptr(), &mut out) };
        Game::made(status, out)
    }

    /// Applies the action numbered `action_id` in the variant's action space (`docs/actions.md`:
    /// 0 is draw, 1 take the discard, then discards, melds, lay-offs and swaps). Returns the
    /// next game; `self` is unchanged.
    ///
    /// Errors: [`Status::Malformed`] `number_out_of_range` for an id outside
    /// `0..action_space_size()`; [`Status::Refused`] for an action that is not legal now
    /// (its rule's code, e.g. `must_draw_first`, R2).
    pub fn step(&self, action_id: i32) -> Result<Game, RuleError> {
        let mut out = ptr::null_mut();
        // Safety: a live handle and a valid out pointer.
        let status = unsafe { ffi::rami_game_step(self.ptr(), action_id, &mut out) };
        Game::made(status, out)
    }

    /// The ids of the actions the seat to act may take now, ascending; empty once the round is
    /// over. Each is accepted by [`step`](Game::step).
    pub fn legal_actions(&self) -> Vec<i32> {
        let mut ids = Vec::new();
        self.legal_actions_into(&mut ids);
        ids
    }

    /// [`legal_actions`](Game::legal_actions) written into `ids` (cleared first), reusing its
    /// allocation: a loop over many games allocates only when a list outgrows the last.
    ///
    /// ```
    /// let game = rami::Game::new("rami51", 4, 1)?;
    /// let mut ids = Vec::with_capacity(256);
    /// game.legal_actions_into(&mut ids);
    /// assert_eq!(ids, game.legal_actions());
    /// # Ok::<(), rami::RuleError>(())
    /// ```
    pub fn legal_actions_into(&self, ids: &mut Vec<i32>) {
        ids.clear();
        loop {
            let capacity = i32::try_from(ids.capacity()).unwrap_or(i32::MAX);
            // Safety: `ids` has room for `capacity` values; the library writes at most that many
            // (none when it is 0) and returns the full count (-1 only for a NULL game).
            let count = unsafe { ffi::rami_game_legal_actions(self.ptr(), ids.as_mut_ptr(), capacity) };
            let count = usize::try_from(count).unwrap_or(0);
            if count <= ids.capacity() {
                // Safety: the first `count` values were written just now.
                unsafe { ids.set_len(count) };
                return;
            }
            ids.reserve(count);
        }
    }

    /// The number of actions of the variant: action ids run from 0 to this minus 1.
    pub fn action_space_size(&self) -> i32 {
        // Safety: a live handle.
        unsafe { ffi::rami_game_action_space_size(self.ptr()) }
    }

    /// The action numbered `action_id` as a move document (it may be illegal now), e.g.
    /// `{"type":"draw"}` for 0.
    ///
    /// Errors: [`Status::Malformed`] `number_out_of_range` for an id outside
    /// `0..action_space_size()`.
    pub fn action_json(&self, action_id: i32) -> Result<String, RuleError> {
        // Safety: a live handle; take_string copies and frees the result.
        unsafe { take_string(ffi::rami_game_action_json(self.ptr(), action_id)) }
    }

    /// The seat to act, `0..players()`; `None` once the round is over.
    pub fn current_seat(&self) -> Option<usize> {
        // Safety: a live handle.
        usize::try_from(unsafe { ffi::rami_game_current_seat(self.ptr()) }).ok()
    }

    /// Whether the round is over: a seat went out (R7) or the stock ran out for good (R12).
    pub fn is_over(&self) -> bool {
        // Safety: a live handle.
        unsafe { ffi::rami_game_is_over(self.ptr()) == 1 }
    }

    /// The number of seats.
    pub fn players(&self) -> usize {
        // Safety: a live handle.
        usize::try_from(unsafe { ffi::rami_game_players(self.ptr()) }).unwrap_or(0)
    }

    /// What `seat` may see (`rami.view/1`, `docs/json.md`, "Views"): its own `hand`, every
    /// seat's `hand_sizes`, the `stock_size`, the discard pile and the table; no other hand, no
    /// stock, no seed. Give this, not the state, to a player or a bot.
    ///
    /// Errors: [`Status::Malformed`] `seat_out_of_range` for a seat outside `0..players()`.
    ///
    /// ```
    /// let game = rami::Game::new("rami51", 2, 42)?;
    /// let view = game.view_json(1)?;
    /// assert!(view.contains(r#""seat":1"#) && view.contains(r#""hand":["#) && !view.contains(r#""hands""#));
    /// assert_eq!(game.view_json(2).unwrap_err().code, "seat_out_of_range");
    /// # Ok::<(), rami::RuleError>(())
    /// ```
    pub fn view_json(&self, seat: usize) -> Result<String, RuleError> {
        // A seat beyond c_int is out of range too: the library says so with its own error.
        let seat = c_int::try_from(seat).unwrap_or(c_int::MAX);
        // Safety: a live handle; take_string copies and frees the result.
        unsafe { take_string(ffi::rami_game_view_json(self.ptr(), seat)) }
    }

    /// The scores (R13, R14) as `{"round": [points per seat] or null while the round goes on,
    /// "before": [match totals before this round], "totals": [after it], "match_winner": seat
    /// or null}`. Points are penalty points: the lowest total wins the match.
    ///
    /// # Panics
    /// Only if the library fails internally (out of memory).
    pub fn scores_json(&self) -> String {
        // Safety: a live handle; take_string copies and frees the result.
        unsafe { take_string(ffi::rami_game_scores_json(self.ptr())) }.unwrap_or_else(|e| panic!("{}", e))
    }

    /// The move the built-in bot `bot` (`"greedy"`, `"random"`, `"ismcts"`, `"ismcts-easy"`,
    /// `"ismcts-medium"`, `"ismcts-hard"`) makes for the seat to act, seeing only that seat's
    /// view; `seed` seeds the bot. Apply it with [`apply`](Game::apply). Memoryless: the bot is
    /// made for this one call, so a search bot forgets the discards it saw taken; keep a
    /// [`Bot`](crate::Bot) for a seat's whole round.
    ///
    /// Errors: [`Status::Malformed`] `unknown_value` for an unknown bot; [`Status::Refused`]
    /// `round_over` (R7) once the round is over.
    ///
    /// ```
    /// let game = rami::Game::new("rami51", 3, 9)?;
    /// let next = game.apply(&game.bot_move_json("greedy", 0)?)?;
    /// assert!(next.to_json() != game.to_json());
    /// # Ok::<(), rami::RuleError>(())
    /// ```
    pub fn bot_move_json(&self, bot: &str, seed: u64) -> Result<String, RuleError> {
        let bot = c_string(bot, Input::Bot)?;
        // Safety: a live handle and a valid C string; take_string copies and frees the result.
        unsafe { take_string(ffi::rami_bot_move_json(self.ptr(), bot.as_ptr(), seed)) }
    }

    /// The raw handle, for calls through [`ffi`](crate::ffi). It stays owned by this `Game`:
    /// do not free it, and do not use it after the `Game` is dropped.
    pub fn as_ptr(&self) -> *const ffi::rami_game {
        self.handle.as_ptr()
    }

    fn ptr(&self) -> *const ffi::rami_game {
        self.handle.as_ptr()
    }

    /// The game a call wrote to `out`, or this thread's error after the call's `status`.
    fn made(status: c_int, out: *mut ffi::rami_game) -> Result<Game, RuleError> {
        if status != ffi::RAMI_OK {
            return Err(RuleError::last(Status::from_c(status)));
        }
        NonNull::new(out).map(|handle| Game { handle }).ok_or_else(|| RuleError {
            status: Status::Internal,
            code: "internal".to_string(),
            rule: "format".to_string(),
            message: "The library failed: it reported success but gave no game.".to_string(),
        })
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        // Safety: the handle is this Game's alone and is freed once, here.
        unsafe { ffi::rami_game_free(self.handle.as_ptr()) }
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("players", &self.players())
            .field("current_seat", &self.current_seat())
            .field("is_over", &self.is_over())
            .finish()
    }
}
