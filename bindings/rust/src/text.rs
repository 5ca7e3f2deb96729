//! Strings across the C interface: `&str` in as a NUL-terminated copy, `char*` out as a `String`.

use std::ffi::{CStr, CString};
use std::os::raw::c_char;

use crate::error::RuleError;
use crate::ffi;

/// What an input string is, which decides the engine's error code for text C cannot carry.
#[derive(Clone, Copy)]
pub(crate) enum Input {
    /// A move document.
    Move,
    /// A state document.
    State,
    /// A variant id, or a rules document when it starts with `{`.
    Rules,
    /// Cards as words, or a JSON array when it starts with `[`.
    Cards,
    /// A bot's name.
    Bot,
}

/// `text` as a C string. A NUL character cannot cross the interface, so text holding one is
/// refused before the call, with the code the engine gives that kind of bad input.
pub(crate) fn c_string(text: &str, input: Input) -> Result<CString, RuleError> {
    CString::new(text).map_err(|nul| {
        let json = "This is not valid JSON.";
        let (code, sentence, name) = match input {
            Input::Move => ("invalid_json", json, "move"),
            Input::State => ("invalid_json", json, "state"),
            Input::Rules if text.trim_start().starts_with('{') => ("invalid_json", json, "rules"),
            Input::Rules => ("unknown_variant", "There is no variant of that name.", "rules"),
            Input::Cards if text.trim_start().starts_with('[') => ("invalid_json", json, "cards"),
            Input::Cards => (
                "unknown_card",
                "This is not a card: write a rank (A 2-10 J Q K) and a suit (S H D C), or JK.",
                "cards",
            ),
            Input::Bot => ("unknown_value", "This value is not one of those the field accepts.", "bot"),
        };
        RuleError::malformed(code, format!("{} ({}: a NUL character at byte {})", sentence, name, nul.nul_position()))
    })
}

/// Copies a string the library returned and frees it; NULL is this thread's last failure.
///
/// # Safety
/// `text` is NULL or a string from the library that nothing else frees, and no other call into
/// the library was made on this thread since the one that returned it.
pub(crate) unsafe fn take_string(text: *mut c_char) -> Result<String, RuleError> {
    if text.is_null() {
        return Err(RuleError::last_failure());
    }
    let copy = CStr::from_ptr(text).to_string_lossy().into_owned();
    ffi::rami_free(text);
    Ok(copy)
}
