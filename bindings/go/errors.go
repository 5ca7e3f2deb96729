package rami

// #include <rami/rami.h>
import "C"

import "encoding/json"

// Status is the class of a failure, as the C interface's status codes give it.
type Status int

// The statuses of rami.h (RAMI_REFUSED, RAMI_MALFORMED, RAMI_INTERNAL).
const (
	// StatusRefused: well-formed input the rules refuse, such as an illegal move (R1-R14).
	StatusRefused Status = 1
	// StatusMalformed: bad input: JSON, a card, a variant, a bot, a seat or an action id out
	// of range, a closed Game.
	StatusMalformed Status = 2
	// StatusInternal: a failure of the library itself (out of memory, a bug).
	StatusInternal Status = 3
)

// The statuses are rami.h's values: a difference makes one of these constants negative, and
// converting it to uint fails to compile.
const _ = uint(StatusRefused-C.RAMI_REFUSED) + uint(C.RAMI_REFUSED-StatusRefused) +
	uint(StatusMalformed-C.RAMI_MALFORMED) + uint(C.RAMI_MALFORMED-StatusMalformed) +
	uint(StatusInternal-C.RAMI_INTERNAL) + uint(C.RAMI_INTERNAL-StatusInternal)

// String is the status's name: "refused", "malformed" or "internal".
func (s Status) String() string {
	switch s {
	case StatusRefused:
		return "refused"
	case StatusMalformed:
		return "malformed"
	case StatusInternal:
		return "internal"
	}
	return "unknown"
}

// Error is a refusal by the engine: the wire format's error object with its status.
type Error struct {
	// Status says whether the rules refused the input or the input was malformed.
	Status Status `json:"-"`
	// Code is the stable snake_case id of docs/errors.md, e.g. "must_draw_first": program
	// against it.
	Code string `json:"code"`
	// Rule is the rule broken, "R1" to "R14" of docs/rules.md, or "format" for input that is
	// malformed whatever the rules.
	Rule string `json:"rule"`
	// Message is a sentence for a player, the detail (card, field, points) in parentheses. It
	// may be reworded between versions; Code will not.
	Message string `json:"message"`
}

// Sentinels for errors.Is: an *Error matches the sentinel of its Status.
var (
	ErrRefused   = &Error{Status: StatusRefused}
	ErrMalformed = &Error{Status: StatusMalformed}
	ErrInternal  = &Error{Status: StatusInternal}
)

func (e *Error) Error() string {
	return "rami: " + e.Code + " (" + e.Rule + "): " + e.Message
}

// Is reports whether target is an *Error of the same Status (ErrRefused, ErrMalformed,
// ErrInternal).
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Status == e.Status
}

// lastError reads this thread's error document. The caller has locked the OS thread since
// the failed call, so the document is that call's.
func lastError(status Status) *Error {
	text := C.GoString(C.rami_last_error())
	e := &Error{Status: status}
	if err := json.Unmarshal([]byte(text), e); err != nil || e.Code == "" {
		return &Error{Status: StatusInternal, Code: "internal", Rule: "format",
			Message: "The library gave no readable error document. (" + text + ")"}
	}
	return e
}

// lastFailure is lastError for the functions that return NULL rather than a status: the
// status is this thread's rami_last_status (the document's rule does not tell it: a state
// whose cards are not the deck is malformed with rule R1). A status that is no failure would
// be the library's fault, reported as internal.
func lastFailure() *Error {
	status := Status(C.rami_last_status())
	if status != StatusRefused && status != StatusMalformed {
		status = StatusInternal
	}
	return lastError(status)
}
