package rami

// #cgo pkg-config: rami_c
// #include <stdlib.h>
// #include <rami/rami.h>
import "C"

import (
	"math"
	"runtime"
	"strings"
	"unsafe"
)

// HeaderABIVersion is the ABI version of the rami.h this package was built against
// (RAMI_ABI_VERSION): librami_c.so.<HeaderABIVersion>.
const HeaderABIVersion = 1

// A header of another ABI makes one of these negative, which fails to compile.
const _ = uint(HeaderABIVersion-C.RAMI_ABI_VERSION) + uint(C.RAMI_ABI_VERSION-HeaderABIVersion)

// ABIVersion is the ABI version of the librami_c loaded; it equals HeaderABIVersion when the
// library matches the header.
func ABIVersion() int { return int(C.rami_abi_version()) }

// Version is the engine's version, "MAJOR.MINOR.PATCH".
func Version() string { return C.GoString(C.rami_version()) }

// Meld reads cards as one meld of a variant, as `rami meld` does. rules is a variant id
// ("rami51") or a rules document (rami.rules/1); cards are words ("7H 8H JK") or a JSON array
// of cards. It returns the meld document
// {"valid":true,"kind":"run"|"set","points":N,"reading":[...],"cards":[...]}, points by R5
// and each joker's reading by R4; cards that make no meld give
// {"valid":false,"error":{"code","rule","message"}} (R3-R5), which is no error of Meld.
// Errors: ErrMalformed for an unknown variant or card, or no cards.
func Meld(rules, cards string) (string, error) {
	cr, err := cString(rules, "unknown_variant")
	if err != nil {
		return "", err
	}
	defer C.free(unsafe.Pointer(cr))
	cc, err := cString(cards, "unknown_card")
	if err != nil {
		return "", err
	}
	defer C.free(unsafe.Pointer(cc))
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return takeString(C.rami_meld_json(cr, cc))
}

// Best is the best lay-down of a hand, as `rami best` prints it:
// {"melds":[...],"points":N,"left":[cards],"deadwood":N,"min_deadwood":N,"can_go_out":bool},
// points (R5) laid and deadwood, the penalty of the cards left (R13). opened says the seat
// has opened, so no opening minimum applies (R6). rules and cards as for Meld.
// Errors: ErrMalformed for an unknown variant or card, or a hand the analysis cannot take
// (hand_too_large).
func Best(rules, cards string, opened bool) (string, error) {
	cr, err := cString(rules, "unknown_variant")
	if err != nil {
		return "", err
	}
	defer C.free(unsafe.Pointer(cr))
	cc, err := cString(cards, "unknown_card")
	if err != nil {
		return "", err
	}
	defer C.free(unsafe.Pointer(cc))
	o := C.int(0)
	if opened {
		o = 1
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return takeString(C.rami_best_json(cr, cc, o))
}

// cString copies s for C (the caller frees it with C.free). C reads up to the first NUL, so
// a string holding one is refused here rather than read cut short; code is the error code
// the engine gives for such text in that argument.
func cString(s, code string) (*C.char, error) {
	if strings.IndexByte(s, 0) >= 0 {
		return nil, &Error{Status: StatusMalformed, Code: code, Rule: "format",
			Message: "The text holds a NUL byte, which the C interface cannot take."}
	}
	return C.CString(s), nil
}

// takeString converts a string the library returned and frees it; NULL means a failure,
// read from this thread's last status and error (the caller holds the OS thread since the
// call).
func takeString(cs *C.char) (string, error) {
	if cs == nil {
		return "", lastFailure()
	}
	defer C.rami_free(cs)
	return C.GoString(cs), nil
}

// cInt converts a count or a seat for C; one beyond C's int becomes -1, which every function
// refuses as out of range, rather than a wrapped-around valid number.
func cInt(n int) C.int {
	if n < math.MinInt32 || n > math.MaxInt32 {
		return -1
	}
	return C.int(n)
}
