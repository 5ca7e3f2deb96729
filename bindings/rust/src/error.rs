//! The error type: every refusal of the engine, as the C interface reports it.

use std::ffi::CStr;
use std::fmt;
use std::os::raw::c_int;

use crate::ffi;
use crate::flat_json::read_flat_object;

/// How a call failed: the C interface's status codes (`RAMI_REFUSED`, `RAMI_MALFORMED`,
/// `RAMI_INTERNAL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Well-formed input that the rules refuse: an illegal move, a number of players the
    /// variant is not played with. `rule` names the rule broken (R1..R14).
    Refused,
    /// Bad input whatever the rules: bad JSON, an unknown card, variant or bot, a seat or an
    /// action id out of range, a state that does not load. `rule` is mostly `"format"`.
    Malformed,
    /// A failure of the library itself (out of memory, a bug): never expected.
    Internal,
}

impl Status {
    /// The status of a C status code; an unknown code counts as [`Status::Internal`].
    pub(crate) fn from_c(status: c_int) -> Status {
        match status {
            ffi::RAMI_REFUSED => Status::Refused,
            ffi::RAMI_MALFORMED => Status::Malformed,
            _ => Status::Internal,
        }
    }
}

/// A refusal from the engine: the wire format's error object (`docs/json.md`, "Errors") and
/// the status of the call.
///
/// `code` is stable: program against it (`docs/errors.md` lists every code with its rule).
/// `rule` is the rule the input breaks, `"R1"` to `"R14"` as numbered in `docs/rules.md` (the
/// rule book the engine implements, drawn from the French rule documents listed there), or
/// `"format"` for malformed input. `message` is a sentence for a player, then a detail in
/// parentheses (the card, the field, the points); its wording may change between versions.
///
/// ```
/// let game = rami::Game::new("rummy_classic", 2, 7)?; // seat 0 must draw first
/// let error = game.apply(r#"{"type":"discard","card":"KS"}"#).unwrap_err();
/// assert_eq!(error.status, rami::Status::Refused);
/// assert_eq!((error.code.as_str(), error.rule.as_str()), ("must_draw_first", "R2"));
/// assert!(error.to_string().starts_with("must_draw_first (R2): "));
/// # Ok::<(), rami::RuleError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    /// How the call failed.
    pub status: Status,
    /// The stable error code, e.g. `"must_draw_first"`.
    pub code: String,
    /// The rule id, `"R1"`..`"R14"`, or `"format"`.
    pub rule: String,
    /// A sentence for a player, with the detail in parentheses.
    pub message: String,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", self.code, self.rule, self.message)
    }
}

impl std::error::Error for RuleError {}

impl RuleError {
    /// This thread's last error from the library, after a call that returned `status`.
    /// Must be called right after the failed call, before any other call into the library.
    pub(crate) fn last(status: Status) -> RuleError {
        // Safety: rami_last_error never returns NULL; the text stays valid until this
        // thread's next call into the library, and is copied before that.
        let text = unsafe { CStr::from_ptr(ffi::rami_last_error()) }.to_string_lossy();
        RuleError::from_document(status, &text)
    }

    /// This thread's last error after a function returning a string gave NULL, with the status
    /// of `rami_last_status` (the error's rule does not tell it: a state whose cards are not the
    /// deck is malformed with rule R1). Same condition as [`RuleError::last`].
    pub(crate) fn last_failure() -> RuleError {
        // Safety: no arguments; it reads this thread's status, which the failed call set.
        let status = unsafe { ffi::rami_last_status() };
        RuleError::last(Status::from_c(status))
    }

    /// Reads an error document `{"code","rule","message"}`; anything else is an internal error.
    pub(crate) fn from_document(status: Status, text: &str) -> RuleError {
        let members = read_flat_object(text).unwrap_or_default();
        let field = |name: &str| members.iter().find(|(key, _)| key == name).map(|(_, value)| value.clone());
        match (field("code"), field("rule"), field("message")) {
            (Some(code), Some(rule), Some(message)) => RuleError { status, code, rule, message },
            _ => RuleError {
                status: Status::Internal,
                code: "internal".to_string(),
                rule: "format".to_string(),
                message: format!("The library failed: its error document is unreadable. ({:?})", text),
            },
        }
    }

    /// A malformed-input error the binding finds itself, before calling the library.
    pub(crate) fn malformed(code: &str, message: String) -> RuleError {
        RuleError { status: Status::Malformed, code: code.to_string(), rule: "format".to_string(), message }
    }
}
